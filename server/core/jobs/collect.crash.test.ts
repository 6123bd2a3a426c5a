/**
 * Durability of collection runs: the worker is killed (SIGKILL) in the middle of a run; a new worker on
 * the same database resumes it once the dead worker's lease runs out (within 20 s with the default
 * lease) and completes it, with every (prompt, engine, day) answered exactly once, the rollups equal to a
 * recomputation, and no answer a vendor gave asked again: only the calls in flight at the kill are lost.
 */
// @module-tag slow: workers, one killed mid-run, and a lease to wait out. Guards no answer asked twice.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import { createPostgresTestDatabase, testDbKind } from '../../test/harness';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';
import { CRASH_ATTEMPTS, CRASH_DAY, CRASH_PROMPTS, CRASH_USER } from '../../test/collect.crash-child';

const child = fileURLToPath(new URL('../../test/collect.crash-child.ts', import.meta.url));
let dataDir: string;
let databaseUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-collect-crash-'));
  if (testDbKind === 'postgres') {
    // A database the child processes reach by URL.
    const database = await createPostgresTestDatabase();
    databaseUrl = database.url;
    dropDb = database.drop;
  }
});
afterAll(async () => {
  for (const proc of children) if (proc.exitCode === null) proc.kill('SIGKILL');
  await dropDb?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Engine calls in flight at once in the child (the default ENGINE_CONCURRENCY of 4, times 4). */
const LANES = 16;

interface WorkerProcess {
  proc: ChildProcess;
  output: () => string;
  /** Resolves once the worker has printed `pattern`; rejects after `timeoutMs` or when it exits. */
  until: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
}

function startWorkerProcess(): WorkerProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ENGINE_DELAY_MS: '300',
      VENDOR_CALLS_FILE: callsFile(),
      GO_FILE: path.join(dataDir, 'go'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = (pattern: RegExp, timeoutMs = 90_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`worker did not print ${pattern} within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`worker exited (${code}):\n${output}`));
      };
      const check = () => {
        if (pattern.test(output)) {
          clearTimeout(timer);
          proc.off('exit', onExit);
          resolve();
        } else if (proc.exitCode === null) setTimeout(check, 10);
      };
      proc.once('exit', onExit);
      check();
    });
  return { proc, output: () => output, until };
}

const callsFile = () => path.join(dataDir, 'vendor-calls.txt');
/** The engine calls made so far, as `platform\tprompt` lines. */
const calls = () =>
  fs.existsSync(callsFile()) ? fs.readFileSync(callsFile(), 'utf8').split('\n').slice(0, -1) : [];
/** The calls for the run's own prompts; the brand's daily canary questions (issue 62) are asked apart. */
const vendorCalls = () => calls().filter((line) => CASE_PROMPT.test(line)).length;
const CASE_PROMPT = /\tWhich API gateway is best for case \d+\?$/;

async function untilVendorCalls(count: number) {
  while (vendorCalls() < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

test('a run killed mid-way resumes in a new worker within 20 s; no answer is asked twice', async () => {
  const total = CRASH_PROMPTS * 3;
  const first = startWorkerProcess();
  await first.until(/READY/);
  // On Postgres the next worker is up before the kill, as in a deployment with several workers; the
  // embedded store opens in one process only, so there it starts after the kill.
  let standby = testDbKind === 'postgres' ? startWorkerProcess() : null;
  await standby?.until(/READY/);
  // Whichever worker claimed the run (it prints its progress) is the one to kill.
  let working = first;
  if (standby) {
    while (!/PROGRESS/.test(first.output() + standby.output()))
      await new Promise((resolve) => setTimeout(resolve, 10));
    if (/PROGRESS/.test(standby.output())) [working, standby] = [standby, first];
  }
  // 60 answers at 300 ms each, 16 at a time: kill once the first answers are in and the next are asked.
  fs.writeFileSync(path.join(dataDir, 'go'), '');
  await untilVendorCalls(LANES + 4);
  working.proc.kill('SIGKILL');
  await new Promise((resolve) => working.proc.once('exit', resolve));
  expect(working.output()).not.toContain('DONE');
  const callsBeforeKill = vendorCalls();

  const second = standby ?? startWorkerProcess();
  await second.until(/READY/);
  // The dead worker's lease runs out and the new worker takes the run over within 20 s.
  await second.until(/PROGRESS/, 20_000);
  await second.until(/DONE/);
  const secondOutput = second.output();
  const stopped = new Promise((resolve) => second.proc.once('exit', resolve));
  second.proc.kill('SIGKILL');
  await stopped;

  const db: Db = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openPglite(path.join(dataDir, 'pglite'));
  try {
    const perKey = await db.query<{ n: number }>(
      `select count(*)::int as n from answers where user_id = $1 and collected_on = $2
       group by prompt_id, platform, collected_on, sample`,
      [CRASH_USER, CRASH_DAY],
    );
    expect(perKey).toHaveLength(total);
    expect(perKey.every((row) => row.n === 1)).toBe(true);
    const [run] = await db.query<{
      status: string;
      total: number;
      answered: number;
      failures: number;
      attempts: number;
    }>('select status, total, answered, failures, attempts from collection_runs where user_id = $1', [
      CRASH_USER,
    ]);
    expect(run).toMatchObject({ status: 'completed', total });
    expect(run!.answered + run!.failures).toBe(total);
    expect(run!.attempts).toBeGreaterThanOrEqual(2);
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
    expect(secondOutput).toContain(`PROGRESS ${total}/${total}`);
    // Every answer a vendor gave before the kill was stored: the only calls made twice are those that
    // were still in flight when the worker died (at most one per lane), besides the tries of each answer
    // that failed (the simulated engine fails the same question again, so it is stored as failed): all its
    // tries, and those the dead worker had made already, whose count died with it.
    console.log(
      `vendor calls ${vendorCalls()} for ${total} stored answers (${callsBeforeKill} before the kill, ${run!.failures} failed)`,
    );
    expect(vendorCalls() - total - run!.failures * (2 * CRASH_ATTEMPTS - 1)).toBeLessThanOrEqual(LANES);
    // Each canary question once on each platform, besides those in flight at the kill.
    const canaryCalls = calls().filter((line) => !CASE_PROMPT.test(line));
    expect(canaryCalls.length - new Set(canaryCalls).size).toBeLessThanOrEqual(LANES);
  } finally {
    await db.close();
  }
}, 180_000);
