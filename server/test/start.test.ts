/**
 * The README's first command, minus the builds: the compiled entry point (dist/server/index.js, as `npm
 * start` runs it) on a fresh data directory creates the embedded database, migrates, seeds the demo
 * accounts saying how far it got, prints its URL and serves the overview; a second start on the same
 * directory keeps the data, does none of that again and only says where it serves.
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

/** What a start printed up to and including "Sightline running at …". */
function linesToRunning(output: string): string[] {
  const lines = output.split('\n');
  return lines.slice(0, lines.findIndex((line) => line.startsWith('Sightline running at')) + 1);
}

const OVERVIEW = '{ overview { promptCount metrics { visibility latestAnswers } } }';

test.skipIf(testDbKind !== 'pglite')(
  'npm start serves the seeded demo on a fresh data dir, and restarts without re-seeding',
  async () => {
    const first = await start();
    const lines = linesToRunning(first.output());
    expect(lines[0]).toBe(`Database: creating the embedded database in ${path.join(dataDir, 'pglite')}...`);
    expect(lines[1]).toMatch(/^Database: applied \d+ migrations \(0001_core … \d{4}_\w+\) in \d+\.\d s\.$/);
    // The seed says how far it got, batch by batch, for each account in turn.
    const progress = lines.filter((line) => line.startsWith('Demo data: '));
    expect(progress[0]).toMatch(/^Demo data: demo@example\.com, 15 of 90 days stored \(\d+\.\d s\)$/);
    expect(progress.at(-1)).toMatch(/^Demo data: fund@example\.com, 90 of 90 days stored \(\d+\.\d s\)$/);
    expect(progress).toHaveLength(12);
    expect(lines.at(-2)).toMatch(
      /^Seeded the demo accounts in \d+\.\d s: demo@example\.com and fund@example\.com \(password sightline-demo\)$/,
    );
    expect(lines.at(-1)).toBe(`Sightline running at ${first.url}`);
    const token = await signIn(first.url, 'demo@example.com');
    const before = await graphql<any>(first.url, OVERVIEW, {}, token);
    expect(before.body.data.overview.promptCount).toBeGreaterThan(0);
    expect(before.body.data.overview.metrics.latestAnswers).toBeGreaterThan(0);
    await first.stop();
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);

    const second = await start();
    expect(linesToRunning(second.output())).toEqual([`Sightline running at ${second.url}`]);
    // The same token still works: the signing secret persisted in DATA_DIR.
    const after = await graphql<any>(second.url, OVERVIEW, {}, token);
    expect(after.body.data).toEqual(before.body.data);
    await second.stop();
  },
  180_000,
);
