import PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { PgliteDb } from '../../db/pglite';
import type { PostgresDb } from '../../db/postgres';
import { todayUtc } from '../../lib/dates';
import { createRun, collectRun } from '../collection/runs.service';
import { getOrphanedRuns, hasRunForDay, type RunRow, type RunTrigger } from '../collection/runs.store';
import type { AnswerEngine } from '../engines/engine.types';
import { enginesFor } from '../engines/engines';
import { pruneRevokedAuthRows } from '../auth/auth.store';
import { getAccountPlatforms, getCollectableAccounts } from './jobs.store';
import { registerReportJobs } from '../reports/report.job';

/** Collects one account's answers for one day (as a run). Payload: CollectAccountDay. */
export const COLLECT_ACCOUNT_DAY = 'collect-account-day';
/** Processes (or resumes) one collection run. Payload: CollectRunJob. */
export const COLLECT_RUN = 'collect-run';
/** Fires daily at COLLECTION_HOUR_UTC and starts a run for every account. */
export const DAILY_COLLECTION = 'daily-collection';
/** Fires daily and deletes long-revoked sign-in sessions and refresh tokens. */
export const PRUNE_AUTH = 'prune-auth';

export interface CollectAccountDay {
  userId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
}

export interface CollectRunJob {
  runId: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCollectAccountDay(data: unknown): data is CollectAccountDay {
  const value = data as Partial<CollectAccountDay> | null;
  return typeof value?.userId === 'string' && typeof value.day === 'string' && DAY.test(value.day);
}

function isCollectRunJob(data: unknown): data is CollectRunJob {
  const value = data as Partial<CollectRunJob> | null;
  return typeof value?.runId === 'string' && UUID.test(value.runId);
}

/**
 * pg-boss's `db` option over our own connection: parameterised statements go through query(); a script
 * without parameters (its migrations) may hold several statements, so it goes through PGlite's exec()
 * (or node-postgres's simple query) and the last result is returned.
 */
export function pgBossAdapter(db: Db): PgBoss.Db {
  const raw = (db as Partial<PgliteDb | PostgresDb>).raw;
  if (!raw)
    throw new Error('The job queue needs the database handle (openPglite/openPostgres expose it as raw)');
  if (db.kind === 'pglite') {
    const pglite = raw as PgliteDb['raw'];
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
        const results = await pglite.exec(text);
        return { rows: results[results.length - 1]?.rows ?? [] };
      },
    };
  }
  const pool = raw as PostgresDb['raw'];
  return {
    async executeSql(text, values) {
      const result = (await (values && values.length > 0 ? pool.query(text, values) : pool.query(text))) as
        { rows: unknown[] } | { rows: unknown[] }[];
      return Array.isArray(result) ? { rows: result[result.length - 1]?.rows ?? [] } : { rows: result.rows };
    },
  };
}

export interface WorkerOptions {
  db: Db;
  config: Config;
  /** Engines for an account's platforms (default: enginesFor with the config's keys). */
  engines?: (platforms: readonly string[]) => AnswerEngine[];
  /** How often idle workers poll for jobs (default 2 s; pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** A worker's claim on a run lasts this long without renewal (default 60 s). */
  leaseSeconds?: number;
  /** How often unfinished runs nobody works on are queued again (default 30 s). */
  sweepSeconds?: number;
  /** Wait before retrying a failed answer (doubles per try, jittered; default 500 ms). */
  retryDelayMs?: number;
  /** Called with a run's progress after each stored batch (and when it completes). */
  onRunProgress?: (run: RunRow) => void;
  log?: (message: string) => void;
}

export interface Worker {
  /** Queues a collection of one account's day; returns the job id. */
  enqueueCollection(payload: CollectAccountDay): Promise<string | null>;
  /** Starts a run for every collectable account without one today (what the daily schedule does). */
  enqueueDailyCollections(day?: string): Promise<number>;
  /** Creates (or joins) the account's run for the day and queues it. */
  startRun(userId: string, trigger: RunTrigger, day?: string): Promise<RunRow>;
  /** Queues unfinished runs nobody is working on; returns how many were queued. */
  resumeOrphanedRuns(): Promise<number>;
  /** pg-boss, for inspection in tests and admin tools. */
  boss: PgBoss;
  stop(): Promise<void>;
}

const queueOptions = {
  [COLLECT_ACCOUNT_DAY]: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  // One queued job per run (policy short, keyed by run id); a crashed run is resumed through its lease,
  // so a long expiry only bounds a job whose worker vanished.
  [COLLECT_RUN]: {
    policy: 'short' as const,
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 4 * 60 * 60,
  },
  [DAILY_COLLECTION]: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  [PRUNE_AUTH]: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
};

// Workers started in this process, by database: "Run now" queues through one when there is one.
const workers = new WeakMap<Db, Worker>();
const senders = new WeakMap<Db, Promise<PgBoss>>();

/** A send-only pg-boss on the database (an API process whose workers run elsewhere). */
function senderFor(db: Db): Promise<PgBoss> {
  let sender = senders.get(db);
  if (!sender) {
    sender = (async () => {
      const boss = new PgBoss({
        db: pgBossAdapter(db),
        schema: 'pgboss',
        supervise: false,
        schedule: false,
        migrate: true,
      });
      boss.on('error', () => {});
      await boss.start();
      for (const [name, options] of Object.entries(queueOptions))
        await boss.createQueue(name, { name, ...options });
      return boss;
    })();
    senders.set(db, sender);
  }
  return sender;
}

/** Queues a run on the database's queue (through this process's worker when it has one). */
export async function enqueueRun(db: Db, runId: string): Promise<void> {
  const boss = workers.get(db)?.boss ?? (await senderFor(db));
  await boss.send(COLLECT_RUN, { runId } satisfies CollectRunJob, { singletonKey: runId });
}

/** Creates (or joins) a run for the account and day and queues it. */
export async function startCollectionRun(
  db: Db,
  userId: string,
  trigger: RunTrigger,
  day: string = todayUtc(),
): Promise<RunRow> {
  const { run } = await createRun(db, userId, trigger, day);
  await enqueueRun(db, run.id);
  return run;
}

/** Stops the send-only queue opened for a database (tests, shutdown). */
export async function closeSender(db: Db): Promise<void> {
  const sender = senders.get(db);
  senders.delete(db);
  if (sender) await (await sender).stop({ graceful: false, wait: true });
}

/**
 * Starts the durable job worker on the application's database: pg-boss keeps its tables in the pgboss
 * schema; a crashed or failed collection is retried with exponential back-off and resumed from what it
 * stored; the daily schedule is shared by every worker process (pg-boss runs each cron slot once).
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { db, config } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const engines = options.engines ?? ((platforms: readonly string[]) => enginesFor(platforms, config));
  const boss = new PgBoss({
    db: pgBossAdapter(db),
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error: Error) => log(`job queue error: ${error.message}`));
  await boss.start();
  for (const [name, queue] of Object.entries(queueOptions)) await boss.createQueue(name, { name, ...queue });

  const leaseSeconds = options.leaseSeconds ?? 60;
  const runOptions = {
    engines,
    platforms: (userId: string) => getAccountPlatforms(db, userId),
    attempts: config.COLLECTION_ANSWER_ATTEMPTS,
    retryDelayMs: options.retryDelayMs ?? 500,
    timeoutMs: config.ENGINE_TIMEOUT_MS * (config.ENGINE_MAX_RETRIES + 1) + 5_000,
    concurrency: Math.max(8, config.ENGINE_CONCURRENCY * 4),
    leaseSeconds,
    onProgress: options.onRunProgress,
  };
  const processRun = async (runId: string) => {
    const result = await collectRun(db, runId, runOptions);
    if (result.outcome === 'completed') {
      const { run } = result;
      log(
        `collection run ${run.id} (${run.userId} ${run.day}): ${run.answered}/${run.total} answered, ${run.failures} failed`,
      );
    }
  };

  const enqueueCollection = (payload: CollectAccountDay) => boss.send(COLLECT_ACCOUNT_DAY, payload);
  const startRun = async (userId: string, trigger: RunTrigger, day = todayUtc()) => {
    const { run } = await createRun(db, userId, trigger, day);
    await boss.send(COLLECT_RUN, { runId: run.id } satisfies CollectRunJob, { singletonKey: run.id });
    return run;
  };
  const enqueueDailyCollections = async (day = todayUtc()) => {
    const accounts = await getCollectableAccounts(db);
    let started = 0;
    for (const { userId } of accounts) {
      if (await hasRunForDay(db, userId, day)) continue;
      await startRun(userId, 'schedule', day);
      started++;
    }
    return started;
  };
  const resumeOrphanedRuns = async () => {
    const orphaned = await getOrphanedRuns(db);
    let queued = 0;
    for (const { id } of orphaned) {
      if (await boss.send(COLLECT_RUN, { runId: id } satisfies CollectRunJob, { singletonKey: id })) queued++;
    }
    return queued;
  };

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  await boss.work<unknown>(COLLECT_RUN, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) {
      if (!isCollectRunJob(job.data)) throw new Error(`Invalid ${COLLECT_RUN} payload`);
      await processRun(job.data.runId);
    }
  });
  await boss.work<unknown>(COLLECT_ACCOUNT_DAY, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) {
      if (!isCollectAccountDay(job.data)) throw new Error(`Invalid ${COLLECT_ACCOUNT_DAY} payload`);
      const { run } = await createRun(db, job.data.userId, 'schedule', job.data.day);
      await processRun(run.id);
    }
  });
  await boss.work(DAILY_COLLECTION, { pollingIntervalSeconds }, async () => {
    const queued = await enqueueDailyCollections();
    log(`daily collection: started ${queued} runs`);
  });
  await boss.schedule(DAILY_COLLECTION, `0 ${config.COLLECTION_HOUR_UTC} * * *`, {}, { tz: 'UTC' });
  await boss.work(PRUNE_AUTH, { pollingIntervalSeconds }, async () => {
    const pruned = await pruneRevokedAuthRows(db);
    log(`pruned ${pruned.sessions} revoked sessions and ${pruned.refreshTokens} refresh tokens`);
  });
  await boss.schedule(PRUNE_AUTH, '30 3 * * *', {}, { tz: 'UTC' });

  // Free reports (issue 4): the generate-report queue and its handler live in server/modules/reports/report.job.ts.
  await registerReportJobs(boss, { db, config, engines, log, pollingIntervalSeconds });

  // Runs left unfinished by a worker that stopped (crash, deploy) are queued again once their lease
  // runs out; at start-up and then periodically.
  const sweep = () =>
    resumeOrphanedRuns()
      .then((n) => n > 0 && log(`collection runs: resumed ${n} unfinished runs`))
      .catch((error: Error) => log(`collection runs: resume failed: ${error.message}`));
  await sweep();
  const sweeper = setInterval(() => void sweep(), (options.sweepSeconds ?? 30) * 1000);
  sweeper.unref();

  const worker: Worker = {
    boss,
    enqueueCollection,
    enqueueDailyCollections,
    startRun,
    resumeOrphanedRuns,
    stop: async () => {
      clearInterval(sweeper);
      if (workers.get(db) === worker) workers.delete(db);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
  workers.set(db, worker);
  return worker;
}
