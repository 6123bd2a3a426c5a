/**
 * One workspace's runs do not hold every collection worker: a workspace collects at most
 * COLLECTION_RUNS_PER_WORKSPACE runs at once, so another workspace's small run goes ahead while the first
 * one's long run is still asking.
 */
// @module-tag slow: a run kept long on purpose, past its share. Guards fair shares between workspaces and brands.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { startJobs } from '../../jobs';
import { todayUtc } from '../../lib/dates';
import { createTestDb, testConfig } from '../../test/harness';
import { createSimulatedEngine, type AnswerEngine } from '../../core/engines';
import type { JobQueue } from '../../core/jobs';
import { insertBrandScope, insertPersonalWorkspace } from '../workspaces';
import { startRun } from './collection.jobs';

let db: Db;
let drop: () => Promise<void>;
let queue: JobQueue;
let release: () => void;
const released = new Promise<void>((resolve) => (release = resolve));

/** The big workspace's first brand asks about "slow" things: its answers wait until the test releases them. */
const held = (engine: AnswerEngine): AnswerEngine => ({
  ...engine,
  ask: async (input) => {
    if (input.prompt.includes('slow')) await released;
    return engine.ask(input);
  },
});

async function brandWithPrompt(brandId: string, name: string, question: string) {
  await db.query(`update profiles set platforms = array['chatgpt'] where id = $1`, [brandId]);
  await db.query(`insert into brands (user_id, name) values ($1, $2)`, [brandId, name]);
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API', 'api') returning id`,
    [brandId],
  );
  await db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, $3)`, [
    brandId,
    topic!.id,
    question,
  ]);
}

async function person(id: string, username: string) {
  await db.query(`insert into profiles (id, username) values ($1, $2)`, [id, username]);
  await insertPersonalWorkspace(db, id, username, true);
}

const statusOf = async (runId: string) =>
  (await db.query<{ status: string }>('select status from collection_runs where id = $1', [runId]))[0]!
    .status;

async function until(check: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const AGENCY = '7a000000-0000-4000-8000-000000000001';
const SMALL = '7b000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
  await person(AGENCY, 'agency');
  await person(SMALL, 'small');
  const secondBrand = await insertBrandScope(db, AGENCY);
  await brandWithPrompt(AGENCY, 'Slowco', 'Which slow gateway is best?');
  await brandWithPrompt(secondBrand, 'Otherco', 'Which gateway is cheapest?');
  await brandWithPrompt(SMALL, 'Smallco', 'Which gateway is simplest?');
  const started = await startJobs(
    db,
    testConfig({ COLLECTION_RUNS_AT_ONCE: '2', COLLECTION_RUNS_PER_WORKSPACE: '1' }),
    {
      work: true,
      pollingIntervalSeconds: 0.5,
      engines: () => [held(createSimulatedEngine('chatgpt'))],
      log: () => {},
    },
  );
  queue = started.queue;
}, 120_000);

afterAll(async () => {
  release();
  await queue?.stop();
  await drop();
});

test("a workspace's long run holds neither its other brand's run past its share nor another workspace's run", async () => {
  const day = todayUtc();
  const agencyBrands = await db.query<{ id: string }>(
    'select id from profiles where workspace_id = $1 order by created_at, id',
    [AGENCY],
  );
  const slow = await startRun(db, queue, AGENCY, 'manual', day);
  await until(async () => (await statusOf(slow.run.id)) === 'running', 'the slow run starts');
  const other = await startRun(db, queue, agencyBrands.find((row) => row.id !== AGENCY)!.id, 'manual', day);
  const small = await startRun(db, queue, SMALL, 'manual', day);

  // The other workspace's run goes through on the second worker while the slow one is held...
  await until(
    async () => (await statusOf(small.run.id)) === 'completed',
    'the small workspace’s run completes',
  );
  // ...and the agency's second brand waits for the agency's share, though a worker is free.
  expect(await statusOf(slow.run.id)).toBe('running');
  expect(await statusOf(other.run.id)).toBe('queued');

  release();
  await until(async () => (await statusOf(slow.run.id)) === 'completed', 'the slow run completes');
  await until(async () => (await statusOf(other.run.id)) === 'completed', 'the waiting run completes');
}, 120_000);
