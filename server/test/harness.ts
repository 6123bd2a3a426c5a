import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildConfig, type Config } from '../config';
import type { Db } from '../db/db';
import type { ReadCache } from '../lib/cache';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { startSightline, type StartOptions } from '../main';
import type { JobQueue } from '../core/jobs';
import { migrate } from '../db/migrate';
import { prepareSeededDataDir, seededDataDir } from './seeded-data-dir';
import { migratedSnapshotFile, readSnapshot, seededSnapshotKey, writeSnapshot } from './seeded-snapshot';

/** Which store this run of the server suite uses: vitest's projects set TEST_DB. */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, empty Postgres database on the server at TEST_DATABASE_URL, for tests whose child processes
 * connect by URL; drop() removes it (terminating what is still connected).
 */
export async function createPostgresTestDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = postgresBaseUrl();
  const name = `sightline_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function postgresBaseUrl(): string {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return baseUrl;
}

function databaseUrl(name: string): string {
  const url = new URL(postgresBaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database on the Postgres server at TEST_DATABASE_URL that test databases are copied from (CREATE
 * DATABASE … TEMPLATE), named `prefix` and the code's key: made by the first test file that needs it, under
 * an advisory lock so that one file fills it and the others wait.
 */
async function templateDatabase(prefix: string, fill: (url: string) => Promise<void>): Promise<string> {
  const name = `${prefix}${seededSnapshotKey()}`;
  const admin = new pg.Client({ connectionString: postgresBaseUrl() });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Another run (other code) may be using its own: those go once an hour old, like the snapshot files.
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database
          where datname like $1
            and coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < $2`,
        [`${prefix.replace(/_/g, '\\_')}%`, Date.now() - 3_600_000],
      );
      for (const { datname } of stale.rows)
        await admin.query(`drop database if exists ${datname}`).catch(() => undefined); // in use elsewhere
      // Filled under another name and renamed once whole: a file that failed halfway leaves no template.
      const partial = `${name}_partial`;
      await admin.query(`drop database if exists ${partial}`);
      await admin.query(`create database ${partial}`);
      await fill(databaseUrl(partial));
      // A connection the fill left closing would keep the rename (and every copy) from going through.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [partial],
      );
      await admin.query(`alter database ${partial} rename to ${name}`);
      await admin.query(`comment on database ${name} is '${Date.now()}'`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    await admin.end();
  }
  return name;
}

/**
 * The run's migrated, empty Postgres database: a new test database is a copy of it, which takes a fraction
 * of the time the migrations take to run.
 */
const migratedPostgresTemplate = () =>
  templateDatabase('sightline_migrated_', async (url) => {
    const db = await openPostgres(url, 5);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  });

/** The run's seeded Postgres database (seeded-snapshot.ts). */
const seededPostgresTemplate = () =>
  templateDatabase('sightline_seed_', async (url) => {
    const db = await openPostgres(url, 5);
    const config = testConfig({ SEED_DEMO: 'true' });
    try {
      const running = await startSightline(config, {
        db,
        clientDir: path.join(config.dataDir, 'no-client'),
        log: () => {},
      });
      await running.close();
    } finally {
      await db.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

/**
 * The run's migrated, empty embedded store (seeded-snapshot.ts): made by the first file that needs it (two
 * files may both make it at the start of a run; the second rename wins, with the same content).
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = migratedSnapshotFile();
  const kept = readSnapshot(file);
  if (kept) return kept;
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    const dump = await db.dump();
    await writeSnapshot(file, dump);
    return dump;
  } finally {
    await db.close();
  }
}

/**
 * The embedded store of the run's seeded data directory (seeded-data-dir.ts, made by the first file or setup
 * that asks), copied into `dataDir` and opened from disk: the store reads only the pages a test touches,
 * where loading the same 170 MB into memory took seconds of CPU per file.
 */
async function seededPgliteCopy(dataDir: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const seeded = seededDataDir();
  await prepareSeededDataDir(seeded);
  const store = path.join(dataDir, 'pglite');
  fs.cpSync(path.join(seeded, 'pglite'), store, { recursive: true });
  const db = await openPglite(store);
  return { db, drop: () => db.close() };
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database created on the Postgres server
 * at TEST_DATABASE_URL (dropped again by drop()). Empty unless `from` or `template` names a start, or
 * `migrated` asks for the schema (an embedded store then loads the run's migrated snapshot).
 */
export async function createTestDb(
  options: { from?: Blob; template?: string; migrated?: boolean } = {},
): Promise<{ db: Db; drop: () => Promise<void>; dump?: () => Promise<Blob> }> {
  if (testDbKind === 'pglite') {
    const from = options.from ?? (options.migrated ? await migratedSnapshot() : undefined);
    const db = await openPglite(undefined, from);
    return { db, drop: () => db.close(), dump: () => db.dump() };
  }
  // Both templates hold the migrated schema.
  const template = options.template ?? (options.migrated ? await migratedPostgresTemplate() : undefined);
  const database = await createPostgresTestDatabase({ template });
  const db = await openPostgres(database.url, 5);
  return {
    db,
    drop: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** The test servers' token signing secret: a server started apart (a child process) accepts their tokens with it. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-test-'));
  return buildConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    CACHE_TTL_SECONDS: '0',
    MEMBERSHIP_CACHE_TTL_SECONDS: '0',
    WORKER_IN_PROCESS: 'false',
    ...env,
  });
}

export interface TestServer {
  url: string;
  db: Db;
  config: Config;
  /** The server's job queue (working when WORKER_IN_PROCESS is on). */
  jobs: JobQueue;
  /** The server's read cache, to see what it holds. */
  cache: ReadCache;
  close: () => Promise<void>;
}

/** Starts the whole server (migrations, optional demo seed, auth, REST, GraphQL) on a free port. */
export async function startTestServer(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** What the server's database is seen through (a fault or a delay put in by the test); server.db is not. */
    wrapDb?: (db: Db) => Db;
  } & Pick<StartOptions, 'engines' | 'resolveHost' | 'log'> = {},
) {
  const config = testConfig({ SEED_DEMO: options.seed ? 'true' : 'false', ...options.env });
  // A seeded store starts from a copy of the run's seeded data directory (embedded) or from its seeded
  // database (Postgres).
  const { db, drop } =
    options.seed && testDbKind === 'pglite'
      ? await seededPgliteCopy(config.dataDir)
      : await createTestDb({
          template: options.seed ? await seededPostgresTemplate() : undefined,
          migrated: true,
        });
  const running = await startSightline(config, {
    db: options.wrapDb?.(db) ?? db,
    clientDir: path.join(config.dataDir, 'no-client'),
    engines: options.engines,
    resolveHost: options.resolveHost,
    log: options.log ?? (() => {}),
  });
  const server: TestServer = {
    url: running.url,
    db,
    config,
    jobs: running.deps.jobs,
    cache: running.deps.cache,
    close: async () => {
      await running.close();
      await drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
