/**
 * The README's first command, minus the client build: the real entry point on a fresh data directory
 * creates the embedded database, seeds the demo accounts, prints its URL and serves the overview; a second
 * start on the same directory keeps the data and does not seed again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { testDbKind } from './harness';
import { graphql, signIn } from './http';
import { startServerProcess, type ServerProcess } from './server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-start-'));

const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServerProcess({ DATA_DIR: dataDir, WORKER_IN_PROCESS: 'false' });
  started.push(server);
  return server;
}

const OVERVIEW = '{ overview { promptCount metrics { visibility latestAnswers } } }';

test.skipIf(testDbKind !== 'pglite')(
  'npm start serves the seeded demo on a fresh data dir, and restarts without re-seeding',
  async () => {
    const first = await start();
    expect(first.output()).toMatch(/Seeded the demo accounts/);
    const token = await signIn(first.url, 'demo@example.com');
    const before = await graphql<any>(first.url, OVERVIEW, {}, token);
    expect(before.body.data.overview.promptCount).toBeGreaterThan(0);
    expect(before.body.data.overview.metrics.latestAnswers).toBeGreaterThan(0);
    await first.stop();
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);

    const second = await start();
    expect(second.output()).not.toMatch(/Seeded the demo accounts/);
    // The same token still works: the signing secret persisted in DATA_DIR.
    const after = await graphql<any>(second.url, OVERVIEW, {}, token);
    expect(after.body.data).toEqual(before.body.data);
    await second.stop();
  },
  180_000,
);
