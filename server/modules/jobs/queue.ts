import PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { PgliteDb } from '../../db/pglite';
import type { PostgresDb } from '../../db/postgres';
import { collectDay } from '../collection/collection.service';
import type { AnswerEngine } from '../engines/engine.types';
import { enginesFor } from '../engines/engines';
import { getAccountPlatforms, getCollectableAccounts } from './jobs.store';

/** Collects one account's answers for one day. Payload: CollectAccountDay. */
export const COLLECT_ACCOUNT_DAY = 'collect-account-day';
/** Fires daily at COLLECTION_HOUR_UTC and enqueues collect-account-day for every account. */
export const DAILY_COLLECTION = 'daily-collection';

export interface CollectAccountDay {
  userId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCollectAccountDay(data: unknown): data is CollectAccountDay {
  const value = data as Partial<CollectAccountDay> | null;
  return typeof value?.userId === 'string' && typeof value.day === 'string' && DAY.test(value.day);
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
  /** Engines for an account's platforms (default: enginesFor). */
  engines?: (platforms: readonly string[]) => AnswerEngine[];
  /** How often idle workers poll for jobs (default 2 s; pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
}

export interface Worker {
  /** Queues a collection of one account's day; returns the job id. */
  enqueueCollection(payload: CollectAccountDay): Promise<string | null>;
  /** Queues a collection of today for every account (what the daily schedule does). */
  enqueueDailyCollections(day?: string): Promise<number>;
  /** pg-boss, for inspection in tests and admin tools. */
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts the durable job worker on the application's database: pg-boss keeps its tables in the pgboss
 * schema; a crashed or failed collection is retried with exponential back-off; the daily schedule is
 * shared by every worker process (pg-boss runs each cron slot once).
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { db, config } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const engines = options.engines ?? enginesFor;
  const boss = new PgBoss({
    db: pgBossAdapter(db),
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error: Error) => log(`job queue error: ${error.message}`));
  await boss.start();

  await boss.createQueue(COLLECT_ACCOUNT_DAY, {
    name: COLLECT_ACCOUNT_DAY,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  });
  await boss.createQueue(DAILY_COLLECTION, {
    name: DAILY_COLLECTION,
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
  });

  const enqueueCollection = (payload: CollectAccountDay) => boss.send(COLLECT_ACCOUNT_DAY, payload);
  const enqueueDailyCollections = async (day = new Date().toISOString().slice(0, 10)) => {
    const accounts = await getCollectableAccounts(db);
    for (const { userId } of accounts) await enqueueCollection({ userId, day });
    return accounts.length;
  };

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  await boss.work<unknown>(COLLECT_ACCOUNT_DAY, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) {
      if (!isCollectAccountDay(job.data)) throw new Error(`Invalid ${COLLECT_ACCOUNT_DAY} payload`);
      const { userId, day } = job.data;
      const platforms = await getAccountPlatforms(db, userId);
      const counts = await collectDay({ db }, { userId, day, engines: engines(platforms) });
      log(
        `collected ${userId} ${day}: ${counts.stored} stored, ${counts.failed} failed, ${counts.skipped} already there`,
      );
    }
  });
  await boss.work(DAILY_COLLECTION, { pollingIntervalSeconds }, async () => {
    const queued = await enqueueDailyCollections();
    log(`daily collection: queued ${queued} accounts`);
  });
  await boss.schedule(DAILY_COLLECTION, `0 ${config.COLLECTION_HOUR_UTC} * * *`, {}, { tz: 'UTC' });

  return {
    boss,
    enqueueCollection,
    enqueueDailyCollections,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000 }),
  };
}
