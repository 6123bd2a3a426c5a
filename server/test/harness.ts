import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildConfig, type Config } from '../config';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { startSightline, type StartOptions } from '../main';
import type { JobQueue } from '../modules/jobs/queue';

/** Which store this run of the server suite uses: vitest's projects set TEST_DB. */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, empty Postgres database on the server at TEST_DATABASE_URL, for tests whose child processes
 * connect by URL; drop() removes it (terminating what is still connected).
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `sightline_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, empty database for one test file: in-memory PGlite, or a new database created on the
 * Postgres server at TEST_DATABASE_URL (dropped again by drop()).
 */
export async function createTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testDbKind === 'pglite') {
    const db = await openPglite(undefined);
    return { db, drop: () => db.close() };
  }
  const database = await createPostgresTestDatabase();
  const db = await openPostgres(database.url, 5);
  return {
    db,
    drop: async () => {
      await db.close();
      await database.drop();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-test-'));
  return buildConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    CACHE_TTL_SECONDS: '0',
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
  close: () => Promise<void>;
}

/** Starts the whole server (migrations, optional demo seed, auth, REST, GraphQL) on a free port. */
export async function startTestServer(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
  } & Pick<StartOptions, 'engines' | 'resolveHost'> = {},
) {
  const { db, drop } = await createTestDb();
  const config = testConfig({ SEED_DEMO: options.seed ? 'true' : 'false', ...options.env });
  const running = await startSightline(config, {
    db,
    clientDir: path.join(config.dataDir, 'no-client'),
    engines: options.engines,
    resolveHost: options.resolveHost,
    log: () => {},
  });
  const server: TestServer = {
    url: running.url,
    db,
    config,
    jobs: running.deps.jobs,
    close: async () => {
      await running.close();
      await drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
