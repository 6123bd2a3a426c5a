/**
 * Durability of collection runs: the worker is killed (SIGKILL) in the middle of a run; a new worker on
 * the same database resumes it once the dead worker's lease runs out and completes it, with every
 * (prompt, engine, day) answered exactly once and the rollups equal to a recomputation.
 */
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
import { CRASH_DAY, CRASH_PROMPTS, CRASH_USER } from '../../test/collect.crash-child';

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

function startWorkerProcess(waitFor: RegExp): Promise<{ proc: ChildProcess; output: () => string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ENGINE_DELAY_MS: '60',
      LEASE_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not print ${waitFor}:\n${output}`)), 90_000);
    const check = () => {
      if (waitFor.test(output)) {
        clearTimeout(timer);
        resolve({ proc, output: () => output });
      }
    };
    proc.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      check();
    });
    proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code}):\n${output}`));
    });
  });
}

test('a run killed mid-way resumes in a new worker; every answer is stored exactly once', async () => {
  const total = CRASH_PROMPTS * 3;
  // 60 answers at 60 ms each, 8 at a time, stored in batches of 25: kill after the first batch.
  const first = await startWorkerProcess(/PROGRESS ([1-9]\d*)\//);
  first.proc.kill('SIGKILL');
  await new Promise((resolve) => first.proc.once('exit', resolve));
  expect(first.output()).not.toContain('DONE');

  const second = await startWorkerProcess(/DONE/);
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
  } finally {
    await db.close();
  }
}, 180_000);
