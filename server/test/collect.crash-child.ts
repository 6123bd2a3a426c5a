/**
 * Child process for collect.crash.test.ts: a job worker on a database that outlives the process (a PGlite
 * directory or a Postgres URL) with slowed-down simulated engines, so the test can kill it in the middle
 * of a collection run. On first start it creates the account and the run. Prints "READY", then
 * "PROGRESS <settled>/<total>" after each stored write and "DONE" when the run completes. With
 * VENDOR_CALLS_FILE, each engine call appends a line to that file, its platform and prompt (the calls a vendor
 * would have billed);
 * with GO_FILE, engines answer only once that file exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildConfig } from '../config';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { startJobs } from '../jobs';
import { createRun } from '../modules/collection';
import { type AnswerEngine, enginesFor } from '../core/engines';
import { slow } from './slow-engine';

export const CRASH_USER = '6f1d0c39-5c7e-4b8e-9a51-3c2d7e0f4a11';
export const CRASH_DAY = '2026-11-20';
export const CRASH_PROMPTS = 20;
/** Tries per answer in a run (COLLECTION_ANSWER_ATTEMPTS of the worker). */
export const CRASH_ATTEMPTS = 2;

async function ensureAccount(db: Db) {
  const [exists] = await db.query('select 1 from profiles where id = $1', [CRASH_USER]);
  if (exists) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into profiles (id, username, platforms) values ($1, 'crash', array['chatgpt', 'perplexity', 'gemini'])`,
      [CRASH_USER],
    );
    await tx.query(`insert into brands (user_id, name, website) values ($1, 'Quillstack', 'quillstack.io')`, [
      CRASH_USER,
    ]);
    await tx.query(`insert into competitors (user_id, name, website) values ($1, 'Kongly', 'kongly.dev')`, [
      CRASH_USER,
    ]);
    const [topic] = await tx.query<{ id: string }>(
      `insert into topics (user_id, name, slug) values ($1, 'Gateways', 'gateways') returning id`,
      [CRASH_USER],
    );
    for (let i = 1; i <= CRASH_PROMPTS; i++)
      await tx.query('insert into prompts (user_id, topic_id, question) values ($1, $2, $3)', [
        CRASH_USER,
        topic!.id,
        `Which API gateway is best for case ${i}?`,
      ]);
  });
  await createRun(db, CRASH_USER, 'manual', CRASH_DAY);
}

const callsFile = process.env.VENDOR_CALLS_FILE;
const goFile = process.env.GO_FILE;
const counted = (engine: AnswerEngine): AnswerEngine => ({
  ...engine,
  ask: async (input) => {
    // With GO_FILE, engines wait until the test creates it (so a second worker can be ready first).
    while (goFile && !fs.existsSync(goFile)) await new Promise((resolve) => setTimeout(resolve, 10));
    if (callsFile) fs.appendFileSync(callsFile, `${engine.platform}\t${input.prompt}\n`);
    return engine.ask(input);
  },
});

async function main() {
  const config = buildConfig({
    ...process.env,
    SEED_DEMO: 'false',
    COLLECTION_ANSWER_ATTEMPTS: String(CRASH_ATTEMPTS),
  });
  const db = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  await migrate(db);
  await ensureAccount(db);
  await startJobs(db, config, {
    work: true,
    engines: (platforms) => enginesFor(platforms).map(slow).map(counted),
    pollingIntervalSeconds: 0.5,
    ...(process.env.LEASE_SECONDS ? { leaseSeconds: Number(process.env.LEASE_SECONDS) } : {}),
    retryDelayMs: 10,
    log: () => {},
    onRunProgress: (run) => {
      console.log(`PROGRESS ${run.answered + run.failures}/${run.total}`);
      if (run.status === 'completed') console.log('DONE');
    },
  });
  console.log('READY');
}

// The test imports the constants above; only the spawned child runs the worker.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
