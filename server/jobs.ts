/**
 * The job queue with every module's handlers: what a worker runs (server/worker.ts, or the server itself
 * with WORKER_IN_PROCESS). Modules own their jobs; this file only wires them, plus the auth module's
 * daily clean-up. The caller stops the queue it got.
 */
import type { Config } from './config';
import type { Db, Queryable } from './db/db';
import { checkpointEmbeddedStoreBeyond, vacuumEmbeddedStore } from './db/maintenance';
import { pruneRateLimits } from './db/rate-limits';
import { pruneRevokedAuthRows } from './modules/auth/auth.store';
import { registerAlertJobs } from './modules/alerts/alerts.jobs';
import { EVALUATE_ALERTS, queueRunEvaluation } from './modules/alerts/alerts.queue';
import { registerCollectionJobs, type CollectionJobOptions } from './modules/collection/collection.jobs';
import type { FinishedRun } from './modules/collection/runs.worker';
import type { Resolver } from './lib/guarded-request';
import { createJobQueue, type JobKind, type JobQueue } from './modules/jobs/queue';
import { REANALYSE_HISTORY, registerReanalysisJobs } from './modules/reanalysis/reanalysis.jobs';
import { reanalyseRunReadWithOldConfig } from './modules/reanalysis/reanalysis.service';
import { registerReportJobs } from './modules/reports/report.job';

/** Fires daily and deletes long-revoked sign-in sessions and refresh tokens. */
export const PRUNE_AUTH: JobKind<object> = {
  name: 'prune-auth',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

/** Fires daily and vacuums and analyzes the embedded store, as autovacuum would (db/maintenance.ts). */
export const MAINTAIN_STORE: JobKind<object> = {
  name: 'maintain-store',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

/**
 * What the end of a collection run queues, in the transaction that ends it: the evaluation of its alert
 * rules, and a re-analysis of its answers when the brand configuration moved while it ran. Their kinds are
 * declared here first: pg-boss must not start in the middle of that transaction.
 */
export async function runFinishedHook(
  queue: JobQueue,
): Promise<(tx: Queryable, run: FinishedRun) => Promise<void>> {
  await queue.declare(EVALUATE_ALERTS);
  await queue.declare(REANALYSE_HISTORY);
  const evaluate = queueRunEvaluation(queue);
  const reanalyse = reanalyseRunReadWithOldConfig(queue);
  return async (tx, run) => {
    await evaluate(tx, run);
    await reanalyse(tx, run);
  };
}

export interface JobsOptions extends Partial<Omit<CollectionJobOptions, 'db' | 'config' | 'onRunFinished'>> {
  /** Name resolution for webhook hosts (tests stand in their own). */
  resolveHost?: Resolver;
  /** Work jobs here, or only send them (an API process whose workers run elsewhere). */
  work: boolean;
  /** How often idle handlers poll for jobs (default 2 s). */
  pollingIntervalSeconds?: number;
}

/** This process's job queue: working when `work`, else sending only. It sends no statement yet. */
export function createJobs(db: Db, options: Pick<JobsOptions, 'work' | 'pollingIntervalSeconds' | 'log'>) {
  return createJobQueue(db, {
    work: options.work,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    log: options.log,
  });
}

/**
 * A queue that sends jobs and, with `work`, runs every handler and schedule (on `queue` when given, made
 * by createJobs with the same options).
 */
export async function startJobs(
  db: Db,
  config: Config,
  options: JobsOptions,
  queue: JobQueue = createJobs(db, options),
): Promise<{
  queue: JobQueue;
  collections?: Awaited<ReturnType<typeof registerCollectionJobs>>;
  alerts?: Awaited<ReturnType<typeof registerAlertJobs>>;
  reanalyses?: Awaited<ReturnType<typeof registerReanalysisJobs>>;
}> {
  const log = options.log ?? ((message: string) => console.log(message));
  if (!options.work) return { queue };
  try {
    const alerts = await registerAlertJobs(queue, { db, config, resolveHost: options.resolveHost, log });
    const collections = await registerCollectionJobs(queue, {
      ...options,
      db,
      config,
      log,
      onRunFinished: await runFinishedHook(queue),
    });
    await queue.work(PRUNE_AUTH, async () => {
      const pruned = await pruneRevokedAuthRows(db);
      const counters = await pruneRateLimits(db);
      log(
        `pruned ${pruned.sessions} revoked sessions, ${pruned.refreshTokens} refresh tokens and ${counters} rate-limit counters`,
      );
    });
    await queue.schedule(PRUNE_AUTH, '30 3 * * *');
    await queue.work(MAINTAIN_STORE, async () => {
      const started = performance.now();
      if (await vacuumEmbeddedStore(db))
        log(`vacuumed and analyzed the embedded store in ${Math.round(performance.now() - started)} ms`);
    });
    // After the night's pruning, before the daily collection (COLLECTION_HOUR_UTC defaults to 6).
    await queue.schedule(MAINTAIN_STORE, '45 3 * * *');
    // The embedded store's write-ahead log is let go past 64 MB, as a checkpointer would.
    if (db.kind === 'pglite')
      await queue.every(60, async () => {
        await checkpointEmbeddedStoreBeyond(db).catch((error: Error) =>
          log(`checkpoint of the embedded store failed: ${error.message}`),
        );
      });
    await registerReportJobs(queue, { db, config, engines: options.engines, log });
    const reanalyses = await registerReanalysisJobs(queue, {
      db,
      config,
      leaseSeconds: options.leaseSeconds,
      sweepSeconds: options.sweepSeconds,
      log,
    });
    return { queue, collections, alerts, reanalyses };
  } catch (error) {
    await queue.stop();
    throw error;
  }
}
