/**
 * Collection runs: one run asks each active prompt of an account on each of its engines (× samples) for
 * one day. Answers are stored in small batches (each one storeAnswers transaction with its rollups), so
 * progress shows while the run goes and a run that crashes resumes where it stopped: what is stored is
 * never asked again, and the (prompt, platform, day, sample) key makes every answer exactly-once. The
 * exception is a failure left by an earlier run: a later run asks it again and the capture replaces it.
 */
import type { Db } from '../../db/db';
import { todayUtc } from '../../lib/dates';
import type { AnswerEngine } from '../engines/engine.types';
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
  type AnswerOptions,
  type CollectionTask,
} from './collection.service';
import {
  claimRun,
  finishRun,
  getSamplesPerPrompt,
  insertRun,
  recordRunError,
  refreshRunProgress,
  renewLease,
  setRunPlan,
  type RunRow,
  type RunTrigger,
} from './runs.store';

export interface CollectRunOptions extends AnswerOptions {
  /** The engines for the account's platforms. */
  engines: (platforms: readonly string[]) => AnswerEngine[];
  /** The account's platforms. */
  platforms: (userId: string) => Promise<string[]>;
  /** Answers stored per transaction (default 25). */
  batchSize?: number;
  /** How long a worker's claim on a run lasts without renewal (default 60 s). */
  leaseSeconds?: number;
  onProgress?: (run: RunRow) => void;
}

export type CollectRunResult =
  | { outcome: 'completed'; run: RunRow }
  /** Finished already, or another worker holds a live lease on it. */
  | { outcome: 'skipped' };

/** Creates a run for the account and day (or returns the one in progress). */
export function createRun(db: Db, userId: string, trigger: RunTrigger, day: string = todayUtc()) {
  return insertRun(db, userId, day, trigger);
}

/**
 * Processes one run: claims it, fixes its plan (total), asks what is not stored yet, stores answers in
 * batches and refreshes the progress after each, then marks it completed. An error (e.g. the database
 * going away) is recorded on the run and rethrown, so the job queue retries it; the lease is released
 * at once so the retry resumes without waiting.
 */
export async function collectRun(
  db: Db,
  runId: string,
  options: CollectRunOptions,
): Promise<CollectRunResult> {
  const leaseSeconds = options.leaseSeconds ?? 60;
  const claimed = await claimRun(db, runId, leaseSeconds);
  if (!claimed) return { outcome: 'skipped' };
  const heartbeat = setInterval(
    () => void renewLease(db, runId, leaseSeconds).catch(() => {}),
    Math.max(200, (leaseSeconds * 1000) / 3),
  );
  try {
    const { userId, day } = claimed;
    const [target, platforms, samples] = await Promise.all([
      getCollectionTarget(db, userId),
      options.platforms(userId),
      options.samples ? Promise.resolve(options.samples) : getSamplesPerPrompt(db, userId),
    ]);
    const engines = options.engines(platforms);
    if (!target.brand || target.prompts.length === 0 || engines.length === 0) {
      await setRunPlan(
        db,
        runId,
        0,
        engines.map((e) => e.platform),
      );
      await finishRun(db, runId, 'completed');
      return { outcome: 'completed', run: (await refreshRunProgress(db, runId)) as RunRow };
    }
    const context = answerContext({ ...target, brand: target.brand });
    // Failures from earlier runs are asked again; this run's own (before a crash) are not.
    const done = await getCollectedKeys(db, userId, [day], claimed.createdAt);
    const { tasks, total } = planTasks(target, engines, [day], samples, done);
    await setRunPlan(
      db,
      runId,
      total,
      engines.map((e) => e.platform),
    );
    const started = await refreshRunProgress(db, runId);
    if (started) options.onProgress?.(started);

    // Answers are flushed in batches while the lanes keep asking; flushes run one after another.
    const batchSize = Math.max(1, options.batchSize ?? 25);
    let pending: StoredAnswerInput[] = [];
    let flushing: Promise<void> = Promise.resolve();
    let flushError: unknown = null;
    const flush = () => {
      const batch = pending;
      pending = [];
      flushing = flushing.then(async () => {
        if (batch.length === 0 || flushError) return;
        try {
          await storeAnswers(db, userId, batch);
          const progress = await refreshRunProgress(db, runId);
          if (progress) options.onProgress?.(progress);
        } catch (error) {
          flushError = error;
        }
      });
      return flushing;
    };
    await runWithConcurrency(tasks.length, options.concurrency ?? 8, async (index) => {
      if (flushError) return;
      // Await first: `pending` is replaced by each flush, so it must be read after the answer arrives.
      const answer = await answerTask(tasks[index] as CollectionTask, context, options);
      pending.push(answer);
      if (pending.length >= batchSize) void flush();
    });
    await flush();
    if (flushError) throw flushError;

    await finishRun(db, runId, 'completed');
    const run = (await refreshRunProgress(db, runId)) as RunRow;
    options.onProgress?.(run);
    return { outcome: 'completed', run };
  } catch (error) {
    await recordRunError(db, runId, error instanceof Error ? error.message : String(error)).catch(() => {});
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}
