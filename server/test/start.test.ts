/**
 * The README's first command, minus the builds: the compiled entry point (dist/server/index.js, as `npm
 * start` runs it) on a fresh data directory creates the embedded database, migrates, seeds the demo
 * accounts saying how far it got, prints its URL and serves the overview; a second start on the same
 * directory keeps the data, does none of that again and only says where it serves. The first start is the
 * run's seeded data directory's (seeded-data-dir.ts: the e2e project's global setup, or this file when it
 * has not run), so the demo is not seeded once more for this file.
 */
// @module-tag slow: compiled servers on the seeded demo (seeding it first when the e2e setup has not). Guards the first run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { graphql, postJson, signIn, signUp } from './http';
import { prepareSeededDataDir, seededDataDir } from './seeded-data-dir';
import { startServerProcess, type ServerProcess } from './server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-start-'));

const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess({ DATA_DIR: dataDir, WORKER_IN_PROCESS: 'false', ...env });
  started.push(server);
  return server;
}

/** What a start printed up to and including "Sightline running at …". */
function linesToRunning(output: string): string[] {
  const lines = output.split('\n');
  return lines.slice(0, lines.findIndex((line) => line.startsWith('Sightline running at')) + 1);
}

/**
 * Preloaded into a server: at the moment it prints where it serves, it also prints how many SIGTERM
 * listeners it has (a supervisor may stop it as soon as it reads that line).
 */
const SIGNAL_PROBE = `data:text/javascript,${encodeURIComponent(`
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    if (String(chunk).includes('Sightline running at'))
      write('SIGTERM listeners when serving: ' + process.listenerCount('SIGTERM') + '\\n');
    return write(chunk, ...rest);
  };`)}`;

const OVERVIEW = '{ overview { promptCount metrics { visibility latestAnswers } } }';

test('npm start serves the seeded demo on a fresh data dir, and restarts without re-seeding', async () => {
  const first = await prepareSeededDataDir();
  const lines = linesToRunning(first.output);
  expect(lines[0]).toBe(
    `Database: creating the embedded database in ${path.join(first.dataDir, 'pglite')}...`,
  );
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
  // The seed's write-ahead log (about 180 MB) went at the checkpoint after it, while the server ran.
  expect(first.walBytesWhenServing).toBeLessThan(16 * 2 ** 20);
  expect(fs.statSync(path.join(seededDataDir(), 'auth-secret')).mode & 0o777).toBe(0o600);

  fs.cpSync(seededDataDir(), dataDir, { recursive: true });
  const second = await start();
  expect(linesToRunning(second.output())).toEqual([`Sightline running at ${second.url}`]);
  const token = await signIn(second.url, 'demo@example.com');
  const before = await graphql<any>(second.url, OVERVIEW, {}, token);
  expect(before.body.data.overview.promptCount).toBeGreaterThan(0);
  expect(before.body.data.overview.metrics.latestAnswers).toBeGreaterThan(0);
  await second.stop();

  const third = await start();
  expect(linesToRunning(third.output())).toEqual([`Sightline running at ${third.url}`]);
  // The same token still works: the signing secret persisted in DATA_DIR.
  const after = await graphql<any>(third.url, OVERVIEW, {}, token);
  expect(after.body.data).toEqual(before.body.data);
  // What the compiled server loads on first use (its own chunks) works there: the password dictionaries
  // judge a sign-up's password.
  const weak = await postJson<{ code: string }>(`${third.url}/auth/v1/signup`, {
    email: 'weak@example.com',
    password: 'password123',
    data: { username: 'weak' },
  });
  expect([weak.status, weak.body.code]).toEqual([422, 'weak_password']);
  expect((await signUp(third.url, 'strong')).token).toEqual(expect.any(String));
  await third.stop();
}, 180_000);

test("more SIGTERMs while the server stops (npm passes a terminal's signal on too) do not cut the stop short", async () => {
  // A signal sent the moment the server says where it serves is heard: its shutdown is set up by then.
  const server = await start({ NODE_OPTIONS: `--import ${SIGNAL_PROBE}` });
  expect(server.output()).toMatch(/SIGTERM listeners when serving: [1-9]/);
  // The first signal starts the stop; the others keep coming until the process is gone.
  process.kill(server.pid, 'SIGTERM');
  const again = setInterval(() => {
    try {
      process.kill(server.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
  }, 2);
  await server.exited;
  clearInterval(again);
  // The store was closed (PGlite removes its postmaster.pid then), whatever signal ended the process
  // after that (one may land while node tears itself down).
  expect(fs.existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
}, 180_000);
