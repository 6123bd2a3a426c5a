/**
 * Re-analysis of an account's answer history: every stored answer read again against the brand
 * configuration (name, aliases, website, "not this", competitors) and the analyzer as they are now, then the
 * rollups brought up to date. After a change of configuration, only the answers it can read differently
 * are read (the generation's scope: where an alias added or removed matches, or every answer naming the
 * entity changed): the others read as they did.
 *
 * - Batches, newest answers first: each batch is analysed in memory, and the answers whose reading changed
 *   (or only the analyzer that read it: then only that is written, and the rollups stand) are written in one
 *   transaction that also moves the job's cursor, so a crashed worker's successor (it
 *   takes the row over once the lease has run out) resumes after the last batch written, and re-reading an
 *   answer writes the same facts again.
 * - Superseded: a newer change starts a new generation from the start; the job working on the older one
 *   finds its generation gone when it next writes, and stops without writing. The last configuration wins.
 * - The dashboards read rollups, which count the new readings once, at the end, in the transaction that
 *   marks the generation done (counting again the few answers read differently, or rebuilt): they show
 *   the old readings until then and the new ones after, never a mix.
 */
import { announceDataChanged } from '../../db/data-changed';
import { isDatabaseUnreachable, trustReferencesOnEmbeddedStore, type Db } from '../../db/db';
import { retryWhileUnreachable } from '../../db/outage';
import { analyzeEmbeddedTables, vacuumEmbeddedTables } from '../../db/maintenance';
import { getCollectionTarget, writeAnswerClaims, writeAnswerStatements } from '../collection';
import { keepCorrections, getAnswerReadings } from '../corrections';
import { inScope, RULES_ANALYZER } from '../../core/analysis';
import { answerAnalysisFor, type JudgeConfig, storedReading } from '../../core/judge';
import { mapInTurns } from '../../lib/turns';
import { holdLease, newLeaseOwner } from '../../core/jobs';
import {
  lockAccountRollups,
  rebuildAccountRollups,
  rebuiltRollupTables,
  recountReadings,
  type CountedReading,
} from '../../core/rollups';
import {
  advanceReanalysisCursor,
  claimReanalysis,
  confirmedByFullRead,
  countedReading,
  reanalysedFigures,
  finishReanalysis,
  markReanalysisChanged,
  nextAnswersToRead,
  readingChange,
  recordReanalysisError,
  relabelReanalysedAnswers,
  renewReanalysisLease,
  setReanalysisTotal,
  writeReanalysedAnswers,
  type AnswerToRead,
  type Reanalysed,
} from './reanalysis.store';

export interface ReanalyseOptions {
  /** The LLM judge's settings (the config); without them the rules analyzer reads every answer. */
  judge?: JudgeConfig;
  /** A worker's claim lasts this long without renewal (default 10 s). */
  leaseSeconds?: number;
  /** Answers read and written per transaction (default 2,000). */
  batchSize?: number;
  /** Attempts (claims) after which an error fails the generation for good. */
  maxAttempts?: number;
  /** Aborted when the process shuts down: the job stops before its next batch and resumes from its cursor. */
  signal?: AbortSignal;
  /** Called after each batch is written. */
  afterBatch?: (progress: { done: number; total: number }) => Promise<void>;
}

/**
 * The answers' columns the rollups' rebuild joins, filters and groups by: statistics on these plan it, and
 * sampling the texts too took ANALYZE twice as long.
 */
const ANSWER_COLUMNS_ROLLED_UP =
  'answers (user_id, prompt_id, topic_id, platform, collected_on, status, visible)';

/**
 * The share of the answers read, at most, whose readings changed for the rollups to count those answers
 * again rather than be rebuilt: past it, rebuilding them is as quick.
 */
const FEW_CHANGED = 0.25;

export const DEFAULT_REANALYSIS_LEASE_SECONDS = 10;
export const DEFAULT_REANALYSIS_BATCH = 2_000;
/**
 * Answers the rules analyzer reads between two turns of the event loop at most: about 15 ms of work once
 * the compiler has warmed up (mapInTurns also ends a turn after 20 ms, which the first answers reach).
 */
const ANSWERS_PER_TURN = 100;

export type ReanalyseResult =
  /**
   * `read`: the answers the job went through; `analysed`: those of them in the generation's scope, which the
   * analyzer read; `written`: those whose reading changed (the others are left as they are).
   */
  | { outcome: 'done'; read: number; analysed: number; written: number; total: number }
  /** Nothing queued, or another worker holds a live lease on it. */
  | { outcome: 'skipped' }
  /** A newer change superseded this generation, or another worker took it over: this one stopped. */
  | { outcome: 'superseded' }
  /** The process is shutting down: stopped between batches; the next worker resumes from the cursor. */
  | { outcome: 'stopped'; read: number };

/** Re-analyses the account's history, or resumes it where the last worker stopped. */
export async function reanalyseAccount(
  db: Db,
  brandId: string,
  options: ReanalyseOptions = {},
): Promise<ReanalyseResult> {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_REANALYSIS_LEASE_SECONDS;
  const batchSize = options.batchSize ?? DEFAULT_REANALYSIS_BATCH;
  const owner = newLeaseOwner();
  const claimed = await claimReanalysis(db, brandId, owner, leaseSeconds);
  if (!claimed) return { outcome: 'skipped' };
  const job = { brandId, generation: claimed.generation, owner, leaseSeconds };
  const lease = holdLease(owner, leaseSeconds, (holder, seconds) =>
    renewReanalysisLease(db, brandId, holder, seconds),
  );
  try {
    const total = await setReanalysisTotal(db, brandId, owner);
    // Read after the claim: a change committed later starts a newer generation, which supersedes this one.
    const target = await getCollectionTarget(db, brandId);
    let { done } = claimed;
    // The answers whose readings this worker wrote, as the rollups still count them, while the rollups can
    // count them again at the end: not when readings were written before its claim (by the worker it took
    // over from, or by a generation this one superseded), nor past FEW_CHANGED of the history.
    const recounted: ({ id: string } & CountedReading)[] = [];
    let recountable = !claimed.changed;
    let read = 0;
    let analysed = 0;
    let written = 0;
    // A change of configuration reads again only the answers in its scope (namesAffectedByChange); the LLM
    // judge, whose reading of any answer may follow the whole configuration, reads every one.
    const answersToRead =
      options.judge?.analysisJudge || claimed.scope === null ? null : inScope(claimed.scope);
    // A full re-read by the rules analyzer records itself on the job's row at the end, and leaves the rows
    // it reads as an earlier rules version did (confirmedByFullRead): after an upgrade, most of them.
    const fullRulesRead = claimed.scope === null && !options.judge?.analysisJudge;
    if (target.brand) {
      const analyze = answerAnalysisFor(
        { config: options.judge, cache: { db, brandId } },
        {
          brand: target.brand,
          competitors: target.competitors,
          ...(target.factSheet ? { factSheet: target.factSheet } : {}),
        },
      );
      const readBatch = async (batch: AnswerToRead[]) => {
        const toAnalyse = batch.filter(({ text }) => answersToRead === null || answersToRead(text));
        const readings = await mapInTurns(toAnalyse, ANSWERS_PER_TURN, async ({ id, text, stored }) => {
          // Sources come from the citations and text, whatever the brand: they are kept as stored.
          const reading: Reanalysed = { id, ...storedReading(await analyze({ text, citations: [] }), text) };
          const change = readingChange(reading, stored);
          const confirmed =
            change === 'analyzer' && fullRulesRead && confirmedByFullRead(reading.analyzer, stored);
          return { reading, stored, change: confirmed ? ('none' as const) : change };
        });
        return { batch, analysed: toAnalyse.length, readings };
      };
      const writeBatch = async ({ batch, analysed, readings }: Awaited<ReturnType<typeof readBatch>>) => {
        const outcome = await db.transaction(async (tx) => {
          // The statements' rollups move with the batch's statements: the rollup lock first, in the order
          // a brand change takes it and the job's row.
          await lockAccountRollups(tx, brandId);
          const next = await advanceReanalysisCursor(tx, job, batch[batch.length - 1]!.id, batch.length);
          if (!next) return { next, counted: [] };
          // A reviewer's correction overrides the analyzer where it says (corrections.service.ts): a corrected
          // answer's row takes the correction applied to the new reading.
          const corrected = await keepCorrections(
            tx,
            brandId,
            readings.map(({ reading }) => ({ id: reading.id, ...countedReading(reading) })),
          );
          // Read with the figures the row holds (an upgrade reads most answers as the last one did): only
          // the analyzer and why are written, and the rollups stand.
          const changed: Reanalysed[] = [];
          const relabelled: Reanalysed[] = [];
          for (const { reading, stored, change } of readings) {
            const correction = corrected.get(reading.id);
            const written = correction ? { ...reading, ...reanalysedFigures(correction) } : reading;
            const kind = correction ? readingChange(written, stored) : change;
            if (kind === 'figures') changed.push(written);
            else if (kind === 'why' || (kind === 'analyzer' && change === 'analyzer'))
              relabelled.push(written);
          }
          await relabelReanalysedAnswers(tx, brandId, relabelled);
          // Statements follow the analyzer, whatever a reviewer said of the answer as a whole.
          await writeAnswerStatements(
            tx,
            brandId,
            readings.map(({ reading }) => ({ answerId: reading.id, statements: reading.statements })),
          );
          await writeAnswerClaims(
            tx,
            brandId,
            readings.map(({ reading }) => ({ answerId: reading.id, claims: reading.claims })),
          );
          if (changed.length === 0) return { next, counted: [] };
          // What the rollups count of these answers: their rows as read with the batch, unless a correction
          // made or cleared since moved them (it counted that itself); read again when they are recounted.
          const counted = recountable
            ? await getAnswerReadings(
                tx,
                brandId,
                changed.map(({ id }) => id),
              )
            : [];
          // The competitor rows are written only for answers and competitors the statement reads.
          await trustReferencesOnEmbeddedStore(db, tx);
          if ((await writeReanalysedAnswers(tx, brandId, changed)) > 0)
            await markReanalysisChanged(tx, brandId);
          return { next, counted };
        });
        if (recountable)
          for (const { id, reading } of outcome.counted) {
            const { visible, position, sentiment, competitors } = reading;
            recounted.push({ id, visible, position, sentiment, competitors });
          }
        if (recounted.length > total * FEW_CHANGED) {
          recountable = false;
          recounted.length = 0;
        }
        return {
          moved: outcome.next,
          read: batch.length,
          analysed,
          written: readings.filter(({ change }) => change !== 'none').length,
        };
      };
      // A batch's write runs on the database (its thread, or the server) while the next batch is analysed
      // here. Settled at once: a failed write is rethrown when it is awaited, not reported as unhandled.
      let writing: Promise<{ written: Awaited<ReturnType<typeof writeBatch>> } | { failed: unknown }> | null =
        null;
      const landed = async (): Promise<boolean> => {
        if (!writing) return true;
        const outcome = await writing;
        writing = null;
        if ('failed' in outcome) throw outcome.failed;
        const { moved, ...counts } = outcome.written;
        if (!moved) return false;
        done += counts.read;
        read += counts.read;
        analysed += counts.analysed;
        written += counts.written;
        // The answers drawer reads answers: its readers see each batch as it lands.
        await announceDataChanged({ db, brandId });
        await options.afterBatch?.({ done, total });
        return true;
      };
      let batch = await nextAnswersToRead(db, brandId, claimed.cursor, batchSize);
      while (batch.length > 0) {
        // The next batch is fetched, and the last one written, while this one is analysed.
        const last = batch[batch.length - 1]!;
        const following = nextAnswersToRead(db, brandId, { at: last.at, id: last.id }, batchSize);
        following.catch(() => {}); // awaited below, or dropped with the job
        const reading = await readBatch(batch);
        if (!(await landed()) || !lease.held) return { outcome: 'superseded' };
        if (options.signal?.aborted) return { outcome: 'stopped', read };
        writing = writeBatch(reading).then(
          (written) => ({ written }),
          (failed: unknown) => ({ failed }),
        );
        batch = await following;
      }
      if (!(await landed())) return { outcome: 'superseded' };
    }
    // This worker wrote every reading not yet rolled up, and few: the rollups count those answers again,
    // taking what they read before for what they read now, and the planner's statistics still describe the
    // tables.
    const countAgain = recountable && recounted.length <= read * FEW_CHANGED;
    const finished = await db.transaction(async (tx) => {
      // The rollup lock before the job's row, in the order a brand change takes them.
      await lockAccountRollups(tx, brandId);
      const ended = await finishReanalysis(tx, job, target.brand && fullRulesRead ? RULES_ANALYZER : null);
      // Nothing read differently: the rollups already count what the answers hold.
      if (ended?.changed) {
        // The rollups are summed from the account's answers and their rows, read in this transaction.
        await trustReferencesOnEmbeddedStore(db, tx);
        if (countAgain) await recountReadings(tx, brandId, recounted);
        else {
          // Planned on statistics from before the batches (the competitor rows may have been none), the
          // rebuild's groupings sorted on disk where they now hash.
          await analyzeEmbeddedTables(db, [ANSWER_COLUMNS_ROLLED_UP, 'answer_competitors'], tx);
          // Sources are kept as stored: their rollups stand.
          await rebuildAccountRollups(tx, brandId, { sourcesUnchanged: true });
        }
      }
      return ended;
    });
    if (!finished) return { outcome: 'superseded' };
    if (finished.changed && !countAgain)
      await vacuumEmbeddedTables(db, rebuiltRollupTables({ sourcesUnchanged: true }));
    await announceDataChanged({ db, brandId });
    return { outcome: 'done', read, analysed, written, total };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // As a collection run's: a database that went away never fails the job for good, and the lease is
    // handed back as soon as the database answers again, for the sweep to queue the job at once.
    const final =
      !isDatabaseUnreachable(error) &&
      options.maxAttempts !== undefined &&
      claimed.attempts >= options.maxAttempts;
    await retryWhileUnreachable(db, () => recordReanalysisError(db, job, message, final), {
      maxWaitMs: leaseSeconds * 1000,
    }).catch(() => {});
    if (final) await announceDataChanged({ db, brandId }).catch(() => {});
    throw error;
  } finally {
    lease.stop();
  }
}
