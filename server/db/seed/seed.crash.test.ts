/**
 * A demo seed killed (SIGKILL) in the middle is completed by the next start: every account gets its
 * whole history, each answer once, rollups equal to a recomputation; a start after that changes nothing.
 */
// @module-tag slow: a server killed mid-seed, another finishing it. Guards a seed done once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../db';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { createPostgresTestDatabase, testDbKind } from '../../test/harness';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';
import { DEMO_USER_ID, FUND_USER_ID } from './accounts';

const child = fileURLToPath(new URL('../../test/seed.crash-child.ts', import.meta.url));
const DAYS = 20;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-seed-crash-'));
  if (testDbKind === 'postgres') {
    const database = await createPostgresTestDatabase();
    databaseUrl = database.url;
    dropDb = database.drop;
  }
});
afterAll(async () => {
  await dropDb?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the seed in a child; with `killAfter`, kills it once it printed that. Resolves with its output. */
function runSeed(killAfter?: RegExp): Promise<string> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      AUTH_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      SEED_DAYS: String(DAYS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (killAfter?.test(output)) proc.kill('SIGKILL');
  });
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    proc.once('exit', (code, signal) => {
      if (code === 0 || signal === 'SIGKILL') resolve(output);
      else reject(new Error(`seed exited with ${code}:\n${output}`));
    });
  });
}

test('a seed killed after its first batch is completed by the next start, once', async () => {
  // 20 days are stored in two batches per account: kill after the demo account's first.
  const killed = await runSeed(new RegExp(`BATCH ${DEMO_USER_ID}`));
  expect(killed).not.toContain('SEEDED');

  expect(await runSeed()).toContain('SEEDED true');
  expect(await runSeed()).toContain('SEEDED false');

  const db: Db = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openPglite(path.join(dataDir, 'pglite'));
  try {
    const perAccount = await db.query<{
      user_id: string;
      answers: number;
      expected: number;
      repeated: number;
    }>(
      `select p.user_id, (select count(*)::int from answers a where a.user_id = p.user_id) as answers,
         count(*)::int * 3 * $1 as expected,
         (select count(*)::int from (select 1 from answers a where a.user_id = p.user_id
            group by prompt_id, platform, collected_on, sample having count(*) > 1) d) as repeated
       from prompts p group by p.user_id order by p.user_id`,
      [DAYS],
    );
    expect(perAccount.map((row) => row.user_id).sort()).toEqual([DEMO_USER_ID, FUND_USER_ID].sort());
    for (const row of perAccount) {
      expect(row.answers).toBe(row.expected);
      expect(row.repeated).toBe(0);
    }
    const [days] = await db.query<{ n: number }>(
      'select count(distinct collected_on)::int as n from answers',
    );
    expect(days!.n).toBe(DAYS);
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
  } finally {
    await db.close();
  }
}, 300_000);
