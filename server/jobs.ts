/**
 * The job queue with every module's handlers: what a worker runs (server/worker.ts, or the server itself
 * with WORKER_IN_PROCESS). Modules own their jobs (the list in modules/index.ts); this file wires them, the
 * collection's end to the modules that follow it, and the embedded store's upkeep. The caller stops the
 * queue it got.
 */
import type { Config } from './config';
import type { Db, Queryable } from './db/db';
import {
  checkpointEmbeddedStoreBeyond,
  VACUUM_TABLES,
  vacuumEmbeddedStore,
  vacuumEmbeddedTables,
} from './db/maintenance';
import { EVALUATE_ALERTS, queueRunEvaluation } from './modules/alerts';
import type { CollectionJobs, FinishedRun } from './modules/collection';
import { refreshFactIssues, type FactIssueSettings } from './modules/fact-issues';
import { createJobQueue, type JobKind, type JobQueue } from './core/jobs';
import { DOMAIN_MODULES, type WorkerDeps } from './modules';
import { REANALYSE_HISTORY, reanalyseRunReadWithOldConfig } from './modules/reanalysis';

/** Fires daily and vacuums and analyzes the embedded store, as autovacuum would (db/maintenance.ts). */
export const MAINTAIN_STORE: JobKind<object> = {
  name: 'maintain-store',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

/**
 * What the end of a collection run does, in the transaction that ends it: moves the brand's fact issues
 * along its claims (what the alerts then read), and queues the evaluation of its alert rules and a
 * re-analysis of its answers when the brand configuration moved while it ran. Their kinds are declared here
 * first: pg-boss must not start in the middle of that transaction.
 */
export async function runFinishedHook(
  queue: JobQueue,
  settings: FactIssueSettings,
): Promise<(tx: Queryable, run: FinishedRun) => Promise<void>> {
  await queue.declare(EVALUATE_ALERTS);
  await queue.declare(REANALYSE_HISTORY);
  const evaluate = queueRunEvaluation(queue);
  const reanalyse = reanalyseRunReadWithOldConfig(queue);
  return async (tx, run) => {
    await refreshFactIssues(tx, run.brandId, settings);
    await evaluate(tx, run);
    await reanalyse(tx, run);
  };
}

export interface JobsOptions extends Partial<Omit<WorkerDeps, 'db' | 'config' | 'onRunFinished'>> {
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
): Promise<{ queue: JobQueue; collections?: CollectionJobs }> {
  const log = options.log ?? ((message: string) => console.log(message));
  if (!options.work) return { queue };
  try {
    const deps: WorkerDeps = {
      ...options,
      db,
      config,
      log,
      onRunFinished: await runFinishedHook(queue, config),
    };
    const registered: Record<string, unknown> = {};
    for (const [name, module] of Object.entries(DOMAIN_MODULES))
      if ('jobs' in module) registered[name] = await module.jobs(queue, deps);
    await queue.work(MAINTAIN_STORE, async () => {
      const started = performance.now();
      if (await vacuumEmbeddedStore(db))
        log(`vacuumed and analyzed the embedded store in ${Math.round(performance.now() - started)} ms`);
    });
    await queue.work(VACUUM_TABLES, async ({ tables }) => {
      await vacuumEmbeddedTables(db, tables);
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
    return { queue, collections: registered.collection as CollectionJobs };
  } catch (error) {
    await queue.stop();
    throw error;
  }
}
