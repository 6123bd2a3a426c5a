/**
 * Collection runs on the job queue: one collect-run job per run (keyed by its id), the daily schedule
 * that starts a run for every account, and a sweep that queues again the runs a stopped worker left.
 * A crashed or failed run is retried with exponential back-off and resumed from what it stored.
 */
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { vacuumEmbeddedTables } from '../../db/maintenance';
import { todayUtc } from '../../lib/dates';
import { isUuid } from '../../lib/ids';
import { getAccountAppPlatforms, getAccountPlatforms } from '../brands';
import { type AnswerEngine, appEnginesFor, enginesFor } from '../../core/engines';
import type { JobKind, JobQueue } from '../../core/jobs';
import { DASHBOARD_TABLES } from '../../core/rollups';
import {
  countWorkspaceRunsRunning,
  getCollectableAccounts,
  getOrphanedRuns,
  hasRunForDay,
  type RunRow,
  type RunTrigger,
} from './runs.store';
import { collectRun, createRun, DEFAULT_LEASE_SECONDS, type FinishedRun } from './runs.worker';

export interface CollectRunJob {
  runId: string;
}

/** Processes (or resumes) one collection run. One queued job per run (policy short, keyed by run id); a
 * crashed run is resumed through its lease, so a long expiry only bounds a job whose worker vanished. */
export const COLLECT_RUN: JobKind<CollectRunJob> = {
  name: 'collect-run',
  policy: {
    policy: 'short',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 4 * 60 * 60,
  },
  isPayload: (data): data is CollectRunJob =>
    typeof (data as Partial<CollectRunJob> | null)?.runId === 'string' &&
    isUuid((data as CollectRunJob).runId),
};

/** Fires daily at COLLECTION_HOUR_UTC and starts a run for every account. */
export const DAILY_COLLECTION: JobKind<object> = {
  name: 'daily-collection',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

/** Queues a run (at most one queued job per run). */
export function queueRun(queue: JobQueue, runId: string): Promise<string | null> {
  return queue.send(COLLECT_RUN, { runId }, { singletonKey: runId });
}

/** Creates (or joins) the account's run for the day and queues it. */
export async function startRun(
  db: Db,
  queue: JobQueue,
  brandId: string,
  trigger: RunTrigger,
  day: string = todayUtc(),
): Promise<{ run: RunRow; created: boolean }> {
  const started = await createRun(db, brandId, trigger, day);
  await queueRun(queue, started.run.id);
  return started;
}

export interface CollectionJobOptions {
  db: Db;
  config: Config;
  /** Engines for an account's platforms (default: enginesFor with the config's keys). */
  engines?: (platforms: readonly string[]) => AnswerEngine[];
  /** A worker's claim on a run lasts this long without renewal (default 10 s). */
  leaseSeconds?: number;
  /** How often unfinished runs nobody works on are queued again (default 5 s). */
  sweepSeconds?: number;
  /** Wait before retrying a failed answer (doubles per try, jittered; default 500 ms). */
  retryDelayMs?: number;
  /** Called with a run's progress after each stored write (and when it completes). */
  onRunProgress?: (run: RunRow) => void;
  /** Called inside the transaction that ends a run (completed or failed): e.g. to queue follow-up work. */
  onRunFinished?: (tx: Queryable, run: FinishedRun) => Promise<void>;
  log: (message: string) => void;
}

/** Registers the collection handlers and the daily schedule on a working queue. */
export async function registerCollectionJobs(queue: JobQueue, options: CollectionJobOptions) {
  const { db, config, log } = options;
  const runOptions = {
    engines: options.engines ?? ((platforms: readonly string[]) => enginesFor(platforms, config)),
    platforms: (brandId: string) => getAccountPlatforms(db, brandId),
    appPlatforms: (brandId: string) => getAccountAppPlatforms(db, brandId),
    appEngines: (platforms: readonly string[]) => appEnginesFor(platforms, config),
    attempts: config.COLLECTION_ANSWER_ATTEMPTS,
    retryDelayMs: options.retryDelayMs ?? 500,
    judge: config,
    timeoutMs: config.ENGINE_TIMEOUT_MS * (config.ENGINE_MAX_RETRIES + 1) + 5_000,
    concurrency: Math.max(8, config.ENGINE_CONCURRENCY * 4),
    leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    onProgress: options.onRunProgress,
    onFinished: options.onRunFinished,
    // The first try and every retry the job's policy allows; then the run fails for good.
    maxAttempts: (COLLECT_RUN.policy.retryLimit ?? 0) + 1,
    log,
  };

  /** Starts a run for every collectable account without one that day (what the daily schedule does). */
  const enqueueDailyCollections = async (day = todayUtc()) => {
    let started = 0;
    for (const { brandId } of await getCollectableAccounts(db)) {
      if (await hasRunForDay(db, brandId, day)) continue;
      await startRun(db, queue, brandId, 'schedule', day);
      started++;
    }
    return started;
  };

  // Runs this process is working on. Their lease lapses while the database is unreachable, so once it is
  // back they look orphaned; collecting one a second time here would ask the vendors again for answers
  // the first collection holds and is about to store.
  const collecting = new Set<string>();

  /** Queues unfinished runs nobody is working on; returns how many were queued. */
  const resumeOrphanedRuns = async () => {
    let queued = 0;
    for (const { id } of await getOrphanedRuns(db))
      if (!collecting.has(id) && (await queueRun(queue, id))) queued++;
    return queued;
  };

  await queue.work(
    COLLECT_RUN,
    async ({ runId }) => {
      // Marked before any wait: two workers of this process must never collect one run side by side.
      if (collecting.has(runId)) return;
      collecting.add(runId);
      try {
        // One workspace's long runs must not hold every worker: past its share, the run waits (queued) and
        // the sweep for unfinished runs hands it out again in a few seconds.
        if ((await countWorkspaceRunsRunning(db, runId)) >= config.COLLECTION_RUNS_PER_WORKSPACE) return;
        const result = await collectRun(db, runId, runOptions);
        if (result.outcome === 'completed') {
          const { run } = result;
          const judged = config.analysisJudge
            ? `; LLM judge ${run.judgeCalls} calls, ${run.judgeTokens} tokens${run.judgeCapReached ? ', cap reached: the rest read by the rules analyzer' : ''}`
            : '';
          log(
            `collection run ${run.id} (${run.brandId} ${run.day}): ${run.answered}/${run.total} answered, ${run.failures} failed${judged}`,
          );
          // The run grew the rollups the dashboards read: plan their reads on what they now hold, and
          // let those the keys cover be read from the index alone again.
          await vacuumEmbeddedTables(db, DASHBOARD_TABLES);
        } else if (result.outcome === 'failed') {
          log(`collection run ${runId}: failed after ${result.run.attempts} attempts: ${result.run.error}`);
        } else if (result.outcome === 'superseded') {
          log(`collection run ${runId}: taken over by another worker while this one stalled; stopped here`);
        }
      } finally {
        collecting.delete(runId);
      }
    },
    { workers: config.COLLECTION_RUNS_AT_ONCE },
  );
  await queue.work(DAILY_COLLECTION, async () => {
    log(`daily collection: started ${await enqueueDailyCollections()} runs`);
  });
  await queue.schedule(DAILY_COLLECTION, `0 ${config.COLLECTION_HOUR_UTC} * * *`);

  // Runs left unfinished by a worker that stopped (crash, deploy) are queued again once their lease runs
  // out: at start-up and then periodically.
  await queue.every(options.sweepSeconds ?? 5, () =>
    resumeOrphanedRuns()
      .then((n) => void (n > 0 && log(`collection runs: resumed ${n} unfinished runs`)))
      .catch((error: Error) => log(`collection runs: resume failed: ${error.message}`)),
  );

  return { enqueueDailyCollections, resumeOrphanedRuns };
}

/** What registering the collection's jobs gives back: the sweeps a test may run at once. */
export type CollectionJobs = Awaited<ReturnType<typeof registerCollectionJobs>>;
