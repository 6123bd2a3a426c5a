/**
 * SIGTERM while the database has gone silent (security audit turn 4, V3): the server process exits within
 * SHUTDOWN_TIMEOUT_SECONDS, with 1 and a line naming the step it gave up on, instead of running on with its
 * port closed until a supervisor kills it. The connections are black-holed through a proxy the test holds
 * (nothing answers, nothing closes), as when the database host vanished. Postgres only: the embedded store
 * has no connection to cut.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPostgresTestDatabase, testDbKind } from './harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { startTcpProxy, throughProxy, type TcpProxy } from './tcp-proxy';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DEADLINE_SECONDS = 3;

let database: { url: string; drop: () => Promise<void> } | undefined;
let proxy: TcpProxy | undefined;
let server: ServerProcess | undefined;
let dataDir: string;

beforeAll(async () => {
  if (testDbKind !== 'postgres') return;
  database = await createPostgresTestDatabase();
  proxy = await startTcpProxy(Number(new URL(database.url).port || 5432), new URL(database.url).hostname);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-shutdown-'));
  server = await startServerProcess({
    DATABASE_URL: throughProxy(database.url, proxy),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_SECONDS),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test.skipIf(testDbKind !== 'postgres')(
  'with every database connection silent, SIGTERM ends the process within the deadline, naming the step',
  async () => {
    expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
    proxy!.zombie();
    const signalled = Date.now();
    process.kill(server!.pid, 'SIGTERM');
    const ended = await server!.exited;
    const seconds = (Date.now() - signalled) / 1000;
    expect(seconds).toBeLessThan(DEADLINE_SECONDS + 5);
    if (ended.code !== 0)
      expect(server!.output()).toMatch(
        new RegExp(`Shutdown: still [a-z ]+ after ${DEADLINE_SECONDS} s \\(SHUTDOWN_TIMEOUT_SECONDS\\)`),
      );
  },
  60_000,
);
