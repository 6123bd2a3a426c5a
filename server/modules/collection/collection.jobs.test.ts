/**
 * A run that starts tells every process (its change notice) before any answer is stored. A run whose lease lapsed while its worker could not reach the database (it holds answers it will store
 * once the database is back) looks orphaned to the sweep; the worker working it must not start it a
 * second time, which would ask the vendors again.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DATA_CHANGED_CHANNEL } from '../../db/data-changed';
import type { Db } from '../../db/db';
import { startJobs } from '../../jobs';
import { createTestDb, testConfig } from '../../test/harness';
import { createSimulatedEngine, type AnswerEngine } from '../../core/engines';
import type { JobQueue } from '../../core/jobs';
import { startRun } from './collection.jobs';

const USER = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
let db: Db;
let drop: () => Promise<void>;
let queue: JobQueue;
let resumeOrphanedRuns: () => Promise<number>;
let calls = 0;
let release: () => void;
const released = new Promise<void>((resolve) => (release = resolve));

/** Answers only once the test releases it, counting every question of the account's prompt (the canary
 * questions each run asks beside it, issue 62, are not counted). */
const gated = (engine: AnswerEngine): AnswerEngine => ({
  ...engine,
  ask: async (input) => {
    if (input.prompt === 'Best API gateway?') calls++;
    await released;
    return engine.ask(input);
  },
});

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
  await db.query(`insert into profiles (id, username, platforms) values ($1, 'lapsed', array['chatgpt'])`, [
    USER,
  ]);
  await db.query(`insert into brands (user_id, name) values ($1, 'Quillstack')`, [USER]);
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API', 'api') returning id`,
    [USER],
  );
  await db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, 'Best API gateway?')`, [
    USER,
    topic!.id,
  ]);
  const started = await startJobs(db, testConfig(), {
    work: true,
    pollingIntervalSeconds: 0.5,
    engines: () => [gated(createSimulatedEngine('chatgpt'))],
    log: () => {},
  });
  queue = started.queue;
  resumeOrphanedRuns = started.collections!.resumeOrphanedRuns;
});

afterAll(async () => {
  release();
  await queue?.stop();
  await drop();
});

test('a started run is announced, and is not resumed by the worker still working on it when its lease lapsed', async () => {
  const notices: string[] = [];
  const unlisten = await db.listen(DATA_CHANGED_CHANNEL, (accountId) => notices.push(accountId));
  const { run } = await startRun(db, queue, USER, 'manual');
  await expect.poll(() => calls, { timeout: 20_000, interval: 100 }).toBe(1);
  // Nothing is stored yet, but readers everywhere are told the run is running.
  await expect.poll(() => notices, { timeout: 3_000, interval: 50 }).toContain(USER);
  await unlisten();
  // What a database outage longer than the lease leaves behind: the heartbeat could not renew it.
  await db.query(`update collection_runs set lease_until = now() - interval '1 second' where id = $1`, [
    run.id,
  ]);

  expect(await resumeOrphanedRuns()).toBe(0);
  release();
  const status = async () =>
    (await db.query<{ status: string }>('select status from collection_runs where id = $1', [run.id]))[0]!
      .status;
  await expect.poll(status, { timeout: 20_000, interval: 100 }).toBe('completed');
  expect(calls).toBe(1);
});
