/**
 * Collection runs: one run asks each active prompt of an account on each of its engines (× samples) for
 * one day. Each answer is stored as it arrives (one storeAnswers transaction with its rollups), so
 * progress shows while the run goes and a run that crashes resumes where it stopped: what is stored is
 * never asked again, and the (prompt, platform, day, sample) key makes every answer exactly-once. The
 * exception is a failure left by an earlier run: a later run asks it again and the capture replaces it.
 */
import { isPlatformId } from '../../../graphql/shared/platforms';
import { announceDataChanged } from '../../db/data-changed';
import { isDatabaseUnreachable, type Db, type Queryable } from '../../db/db';
import { retryWhileUnreachable } from '../../db/outage';
import { todayUtc } from '../../lib/dates';
import type { AnswerEngine } from '../../core/engines';
import { holdLease, newLeaseOwner } from '../../core/jobs';
import type { AnalysisConfig } from '../../core/analysis';
import { readingConfigHash, runBudget } from '../../core/judge';
import {
  getCollectedKeys,
  getCollectionTarget,
  storeAnswers,
  type StoredAnswerInput,
} from './collection.store';
import {
  answerContext,
  answerTask,
  planTasks,
  runWithConcurrency,
  type AnswerContext,
  type AnswerOptions,
  type CollectionTask,
} from './collection.service';
import { markUnevenSamples } from '../brands';
import {
  canariesToAsk,
  monthStart,
  planRunSamples,
  recordCanaryDay,
  type CanaryAnswerRow,
  type PlatformEngine,
} from '../sampling';
import type { JudgeConfig } from '../../core/judge';
import {
  claimRun,
  finishRun,
  getRun,
  getPaidRequests,
  getSamplesPerPrompt,
  insertRun,
  recordRunError,
  refreshRunProgress,
  renewRunLease,
  setRunJudgeUsage,
  setRunPlan,
  setRunSamplePlan,
  type RunRow,
  type RunTrigger,
} from './runs.store';

export interface CollectRunOptions extends AnswerOptions {
  /** The engines for the account's platforms. */
  engines: (platforms: readonly string[]) => AnswerEngine[];
  /** The account's platforms. */
  platforms: (brandId: string) => Promise<string[]>;
  /** The platforms the account also asks through their consumer app (issue 61); none when absent. */
  appPlatforms?: (brandId: string) => Promise<string[]>;
  /** The engines that ask those platforms' apps. */
  appEngines?: (platforms: readonly string[]) => AnswerEngine[];
  /** How long a worker's claim on a run lasts without renewal (default 10 s). */
  leaseSeconds?: number;
  onProgress?: (run: RunRow) => void;
  /**
   * Runs inside the transaction that finishes the run (completed, or failed after its last attempt), so
   * what it queues (the alert rules' evaluation) commits with the run's end or not at all.
   */
  onFinished?: (tx: Queryable, run: FinishedRun) => Promise<void>;
  /** Attempts (claims) after which an error fails the run for good instead of leaving it to a retry. */
  maxAttempts?: number;
  log?: (message: string) => void;
}

/** A run as it ended. */
export interface FinishedRun {
  id: string;
  brandId: string;
  day: string;
  status: 'completed' | 'failed';
  /** The brand configurations (readingConfigHash) its attempts read answers against. */
  readWith: string[];
  /** The one this attempt read answers against; null when it read none. */
  config: AnalysisConfig | null;
}

/**
 * A crashed worker's run is taken over once its lease runs out; the heartbeat renews it every third of
 * that. Short, so a run resumes within seconds (lease plus the sweep interval), not minutes.
 */
export const DEFAULT_LEASE_SECONDS = 10;

export type CollectRunResult =
  | { outcome: 'completed'; run: RunRow }
  /** Its last attempt failed: the run is marked failed and not tried again. */
  | { outcome: 'failed'; run: RunRow }
  /** Finished already, or another worker holds a live lease on it. */
  | { outcome: 'skipped' }
  /** This worker's lease lapsed and another worker took the run over; this one stopped asking. */
  | { outcome: 'superseded' };

/** Ends `owner`'s run and, in the same transaction, tells onFinished; false when another worker holds it. */
function endRun(
  db: Db,
  run: Omit<FinishedRun, 'status' | 'readWith'>,
  owner: string,
  status: FinishedRun['status'],
  options: Pick<CollectRunOptions, 'onFinished'>,
  error: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await finishRun(tx, run.id, owner, status, error);
    if (ended) await options.onFinished?.(tx, { ...run, status, readWith: ended.readWith });
    return ended !== null;
  });
}

/** Creates a run for the account and day (or returns the one in progress). */
export function createRun(db: Db, brandId: string, trigger: RunTrigger, day: string = todayUtc()) {
  return insertRun(db, brandId, day, trigger);
}

/**
 * Processes one run: claims it, fixes its plan (total), asks what is not stored yet, stores each answer
 * as it arrives and refreshes the progress after each write, then marks it completed. While the database
 * is unreachable its writes wait for it; any other error is recorded on the run and rethrown, so the job
 * queue retries it; the lease is released at once so the retry resumes without waiting.
 */
export async function collectRun(
  db: Db,
  runId: string,
  options: CollectRunOptions,
): Promise<CollectRunResult> {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  // Once asking has begun, a database outage pauses the run's writes (and with them its lanes) until the
  // database is back, rather than failing the run and losing the answers in hand.
  const durably = <T>(write: () => Promise<T>) =>
    retryWhileUnreachable(db, write, {
      onWait: (error) =>
        options.log?.(`collection run ${runId}: database unreachable, waiting (${(error as Error).message})`),
    });
  const owner = newLeaseOwner();
  const claimed = await claimRun(db, runId, leaseSeconds, owner);
  if (!claimed) return { outcome: 'skipped' };
  const lease = holdLease(owner, leaseSeconds, (holder, seconds) =>
    renewRunLease(db, runId, holder, seconds),
  );
  // What this attempt reads its answers against, once its plan records it.
  let config: AnalysisConfig | null = null;
  try {
    const { brandId, day } = claimed;
    const [target, platforms, samples, appPlatforms] = await Promise.all([
      getCollectionTarget(db, brandId),
      options.platforms(brandId),
      options.samples ? Promise.resolve(options.samples) : getSamplesPerPrompt(db, brandId),
      options.appPlatforms?.(brandId) ?? Promise.resolve([]),
    ]);
    // Each app platform is asked through its app as well: one more engine per platform chosen.
    const engines = [...options.engines(platforms), ...(options.appEngines?.(appPlatforms) ?? [])];
    if (!target.brand || target.prompts.length === 0 || engines.length === 0) {
      await setRunPlan(
        db,
        runId,
        0,
        engines.map((e) => e.platform),
        null,
      );
      await endRun(db, { id: runId, brandId, day, config }, owner, 'completed', options);
      await announceDataChanged({ db, brandId });
      return { outcome: 'completed', run: (await refreshRunProgress(db, runId)) as RunRow };
    }
    // The judge's cost cap is per run: a resumed run goes on from what it used before.
    const budget = runBudget(options.judge, {
      calls: claimed.judgeCalls,
      tokens: claimed.judgeTokens,
      capReached: claimed.judgeCapReached,
    });
    const judged = Boolean(options.judge?.analysisJudge);
    const context = answerContext(
      { ...target, brand: target.brand },
      { config: options.judge, cache: { db, brandId } },
      budget,
    );
    // Failures from earlier runs are asked again; this run's own (before a crash) are not.
    const done = await getCollectedKeys(db, brandId, [day], claimed.createdAt);
    // What each prompt is asked on each platform: the brand's plan when its settings are adaptive, the
    // floor once the month's budget is spent, else the same samples for every prompt (as runs always did).
    const samplePlan = options.samples
      ? null
      : await planSamples(db, { brandId, day, target, engines, judge: options.judge, uniform: samples });
    const { tasks, total } = planTasks(target, engines, [day], samplePlan?.samples ?? samples, done);
    // Read once, here: a change made while the run goes on is caught when it ends (onFinished).
    const readWith: AnalysisConfig = {
      brand: target.brand,
      competitors: target.competitors,
      ...(target.factSheet ? { factSheet: target.factSheet } : {}),
    };
    await setRunPlan(
      db,
      runId,
      total,
      [...new Set(engines.map((e) => e.platform))],
      readingConfigHash(readWith),
    );
    await setRunSamplePlan(db, runId, {
      plannedSamples: total,
      reason:
        samplePlan?.reason ??
        `Every prompt is asked ${samples} time${samples === 1 ? '' : 's'} on each platform, as the run was started with.`,
      monthSpendUsd: samplePlan?.monthSpendUsd ?? 0,
      monthBudgetUsd: samplePlan?.monthBudgetUsd ?? null,
      budgetSpent: samplePlan?.budgetSpent ?? false,
    });
    // The dashboards weigh each prompt the same on days whose samples differ: they look from this day on.
    if (samplePlan?.uneven) await markUnevenSamples(db, brandId, day);
    config = readWith;
    const started = await refreshRunProgress(db, runId);
    // Readers on every process see the run running with its plan (each stored answer is announced too).
    await announceDataChanged({ db, brandId });
    if (started) options.onProgress?.(started);

    // Each answer is stored as soon as it arrives (answers arriving during a write go into the next one),
    // and its lane waits for that write before asking again: a crash loses only the calls in flight.
    // After each write the lease is checked, so a worker that was taken over stops asking at once.
    let failed = false;
    const store = coalescingWriter<StoredAnswerInput>(async (answers) => {
      await durably(async () => {
        await storeAnswers(db, brandId, answers);
        if (judged) await setRunJudgeUsage(db, runId, budget.usage);
        const progress = await refreshRunProgress(db, runId);
        if (progress && lease.held) options.onProgress?.(progress);
      });
      await lease.renew();
    });
    await runWithConcurrency(tasks.length, options.concurrency ?? 8, async (index) => {
      if (failed || !lease.held) return;
      const answer = await answerTask(tasks[index] as CollectionTask, context, options);
      await store(answer).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    });

    // The canaries: asked once on each platform's API, kept apart from the brand's answers (issue 62).
    if (!failed && lease.held)
      await askCanaries(db, { brandId, day, engines: options.engines(platforms), context, options });

    // The answers in hand are stored (idempotently) either way; the worker that holds the run finishes it.
    if (!lease.held) return { outcome: 'superseded' };
    const run = await durably(async () => {
      await endRun(db, { id: runId, brandId, day, config }, owner, 'completed', options);
      await announceDataChanged({ db, brandId });
      return (await refreshRunProgress(db, runId)) as RunRow;
    });
    options.onProgress?.(run);
    return { outcome: 'completed', run };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A database that went away is no fault of the run's: it never makes the run fail for good, and the
    // lease is handed back as soon as the database answers again (within the lease's own time), so the
    // sweep resumes the run then rather than when the lease runs out.
    const unreachable = isDatabaseUnreachable(error);
    if (!unreachable && options.maxAttempts !== undefined && claimed.attempts >= options.maxAttempts) {
      const run = { id: claimed.id, brandId: claimed.brandId, day: claimed.day, config };
      const ended = await endRun(db, run, owner, 'failed', options, message).catch(() => false);
      if (ended) {
        await announceDataChanged({ db, brandId: claimed.brandId }).catch(() => {});
        return { outcome: 'failed', run: (await getRun(db, runId)) as RunRow };
      }
    }
    await retryWhileUnreachable(db, () => recordRunError(db, runId, owner, message), {
      maxWaitMs: leaseSeconds * 1000,
    }).catch(() => {});
    throw error;
  } finally {
    lease.stop();
  }
}

/**
 * The run's samples from the brand's sampling plan (sampling module), over its prompts and its platforms as
 * their API engines ask them (simulated ones cost nothing), against the month's vendor requests so far.
 */
async function planSamples(
  db: Db,
  input: {
    brandId: string;
    day: string;
    target: Awaited<ReturnType<typeof getCollectionTarget>>;
    engines: readonly AnswerEngine[];
    judge: JudgeConfig | undefined;
    uniform: number;
  },
) {
  const byPlatform = new Map<string, PlatformEngine>();
  for (const engine of input.engines)
    if (!engine.surface && !byPlatform.has(engine.platform) && isPlatformId(engine.platform))
      byPlatform.set(engine.platform, {
        platform: engine.platform,
        model: engine.simulated ? null : engine.model,
      });
  const judge = input.judge?.analysisJudge;
  return planRunSamples(db, {
    brandId: input.brandId,
    day: input.day,
    prompts: input.target.prompts,
    engines: [...byPlatform.values()],
    judge: judge ? { provider: judge.provider, model: judge.model } : null,
    paid: await getPaidRequests(db, input.brandId, monthStart(input.day), input.day),
    uniform: input.uniform,
  });
}

/**
 * A write function that takes one item at a time: an item is written at once when no write is under way,
 * else with the others that arrived meanwhile in the next write. The returned promise settles with the
 * write that holds the item.
 */
function coalescingWriter<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await write(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}

/**
 * Asks each platform the brand's canary questions once (sample 1) and hands what the answers named and cited
 * to the drift detector (sampling/canary.service.ts). Their answers never enter the answers table, so no
 * figure, list or export counts them. A failed canary is left out of the day.
 */
async function askCanaries(
  db: Db,
  input: {
    brandId: string;
    day: string;
    engines: readonly AnswerEngine[];
    context: AnswerContext;
    options: CollectRunOptions;
  },
): Promise<void> {
  const { questions, platforms } = await canariesToAsk(
    db,
    input.brandId,
    input.day,
    input.engines.map((engine) => engine.platform),
  );
  const engines = input.engines.filter((engine) => platforms.includes(engine.platform));
  if (questions.length === 0 || engines.length === 0) return;
  const tasks: CollectionTask[] = engines.flatMap((engine) =>
    questions.map((question) => ({
      day: input.day,
      promptId: 'canary',
      question,
      topic: '',
      engine,
      sample: 1,
    })),
  );
  const rows: CanaryAnswerRow[] = [];
  await runWithConcurrency(tasks.length, input.options.concurrency ?? 8, async (index) => {
    const task = tasks[index] as CollectionTask;
    const answer = await answerTask(task, input.context, input.options);
    if (answer.status !== 'ok') return;
    rows.push({
      platform: task.engine.platform,
      day: input.day,
      prompt: task.question,
      model: answer.model ?? null,
      brands: [
        ...(answer.visible ? ['brand'] : []),
        ...(answer.competitors ?? []).map((competitor) => competitor.competitorId),
      ],
      domains: (answer.sources ?? []).map((source) => source.domain),
    });
  });
  await recordCanaryDay(db, input.brandId, input.day, rows);
}
