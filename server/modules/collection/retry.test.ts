/**
 * A failed capture is retried by the next run of the same day and replaced by what that run gets, while
 * a run resuming after a crash keeps the failures it recorded itself. Rollups follow every replacement.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { withBlip } from '../../test/blip.testkit';
import { createTestDb } from '../../test/harness';
import type { AnswerEngine } from '../../core/engines';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';
import { collectRun, createRun } from './runs.worker';
import { getRun } from './runs.store';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
});
afterAll(async () => drop());

const DAY = '2026-11-10';

async function createAccount() {
  const brandId = randomUUID();
  await db.query('insert into profiles (id, username, platforms) values ($1, $2, $3)', [
    brandId,
    `r${brandId.slice(0, 8)}`,
    ['claude'],
  ]);
  await db.query(`insert into brands (user_id, name) values ($1, 'Quillstack')`, [brandId]);
  const [api, cloud] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API', 'api'), ($1, 'Cloud', 'cloud') returning id`,
    [brandId],
  );
  const prompts = await db.query<{ id: string }>(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'Best API gateways?'), ($1, $2, 'API docs tools?')
     returning id`,
    [brandId, api!.id],
  );
  return { brandId, api: api!.id, cloud: cloud!.id, prompts: prompts.map((p) => p.id) };
}

/** Claude that fails while `down` is true and otherwise names the brand. */
function switchableEngine() {
  const state = { down: true, asked: [] as string[] };
  const engine: AnswerEngine = {
    platform: 'claude',
    engine: 'test-switchable',
    model: 'switch-1',
    simulated: false,
    ask: async ({ prompt }) => {
      // The account's prompts only: the canary questions each run asks beside them (issue 62) are not counted.
      if (prompt === 'Best API gateways?' || prompt === 'API docs tools?') state.asked.push(prompt);
      if (state.down) throw new Error('HTTP 503 from the test engine');
      return { text: `For "${prompt}", Quillstack is a good choice.`, citations: [], model: 'switch-1' };
    },
  };
  return { state, engine };
}

const runOnce = async (brandId: string, engine: AnswerEngine) => {
  const { run } = await createRun(db, brandId, 'manual', DAY);
  const result = await collectRun(db, run.id, {
    engines: () => [engine],
    platforms: async () => ['claude'],
    retryDelayMs: 1,
  });
  expect(result.outcome).toBe('completed');
  return getRun(db, run.id);
};

const rollup = (topicId: string) =>
  db.query<{ answers: number; failures: number; impressions: number }>(
    'select answers, failures, impressions from topic_daily where topic_id = $1 and day = $2',
    [topicId, DAY],
  );

test('a later run asks failed captures again and the answers replace the failures', async () => {
  const account = await createAccount();
  const { state, engine } = switchableEngine();

  const first = await runOnce(account.brandId, engine);
  expect(first).toMatchObject({ total: 2, answered: 0, failures: 2 });
  expect(await rollup(account.api)).toEqual([{ answers: 0, failures: 2, impressions: 0 }]);

  state.down = false;
  state.asked = [];
  const second = await runOnce(account.brandId, engine);
  expect(state.asked).toHaveLength(2);
  expect(second).toMatchObject({ total: 2, answered: 2, failures: 0 });
  const rows = await db.query<{ status: string; visible: boolean }>(
    'select status, visible from answers where user_id = $1',
    [account.brandId],
  );
  expect(rows).toEqual([
    { status: 'ok', visible: true },
    { status: 'ok', visible: true },
  ]);
  expect(await rollup(account.api)).toEqual([{ answers: 2, failures: 0, impressions: 2 }]);
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));

  // Answers that succeeded are final: a third run asks nothing.
  state.asked = [];
  const third = await runOnce(account.brandId, engine);
  expect(state.asked).toHaveLength(0);
  expect(third).toMatchObject({ total: 2, answered: 2, failures: 0 });
});

test('a failure that fails again keeps one row with the newest error', async () => {
  const account = await createAccount();
  const { engine } = switchableEngine();
  await runOnce(account.brandId, engine);
  await runOnce(account.brandId, engine);
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from answers where user_id = $1 and status = 'failed'`,
    [account.brandId],
  );
  expect(count!.n).toBe(2);
  expect(await rollup(account.api)).toEqual([{ answers: 0, failures: 2, impressions: 0 }]);
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('a resumed run keeps the failures it recorded before the crash', async () => {
  const account = await createAccount();
  const { state, engine } = switchableEngine();
  const { run } = await createRun(db, account.brandId, 'manual', DAY);
  await collectRun(db, run.id, { engines: () => [engine], platforms: async () => ['claude'] });
  // As if the worker died before marking the run completed: the next claim resumes it.
  await db.query(`update collection_runs set status = 'running', lease_until = null where id = $1`, [run.id]);
  state.down = false;
  state.asked = [];
  await collectRun(db, run.id, { engines: () => [engine], platforms: async () => ['claude'] });
  expect(state.asked).toHaveLength(0);
  expect(await getRun(db, run.id)).toMatchObject({ status: 'completed', answered: 0, failures: 2 });
});

test('a failure retried after its prompt moved topic leaves the old topic and counts under the new one', async () => {
  const account = await createAccount();
  const { state, engine } = switchableEngine();
  await runOnce(account.brandId, engine);
  await db.query('update prompts set topic_id = $1 where id = $2', [account.cloud, account.prompts[0]!]);
  state.down = false;
  await runOnce(account.brandId, engine);
  expect(await rollup(account.api)).toEqual([{ answers: 1, failures: 0, impressions: 1 }]);
  expect(await rollup(account.cloud)).toEqual([{ answers: 1, failures: 0, impressions: 1 }]);
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
});

test('a run that loses the database hands its lease back once it answers, and does not fail for good for it', async () => {
  const account = await createAccount();
  const { state, engine } = switchableEngine();
  state.down = false;
  const { run } = await createRun(db, account.brandId, 'manual', DAY);
  const options = { engines: () => [engine], platforms: async () => ['claude'], maxAttempts: 1 };
  // The database goes away after the claim, and is still away for the first try to hand the lease back.
  const blip = withBlip(db, { getCollectedKeys: 1, recordRunError: 1 });
  await expect(collectRun(blip, run.id, options)).rejects.toThrow(/database cannot be reached/);
  expect(await getRun(db, run.id)).toMatchObject({ status: 'running', attempts: 1 });
  const [lease] = await db.query<{ leaseUntil: string | null }>(
    'select lease_until as "leaseUntil" from collection_runs where id = $1',
    [run.id],
  );
  expect(lease!.leaseUntil).toBeNull();
  // The next worker resumes it at once, past its one attempt.
  expect((await collectRun(db, run.id, options)).outcome).toBe('completed');
  expect(await getRun(db, run.id)).toMatchObject({ status: 'completed', answered: 2 });
});
