/**
 * Two workers on one database: the first stalls past its lease (as when its event loop or its database
 * connection hangs), the second takes the row over. When the first wakes up while the second is still at
 * work, it must stop — no further vendor calls for a run, no e-mail for a report — and the row is
 * finished once, by the second.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { createTestDb, testConfig } from '../../test/harness';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.testkit';
import { collectRun, createRun, getRun } from '../../modules/collection';
import { type AnswerEngine, createSimulatedEngine } from '../engines';
import { createMailer } from '../mail';
import { processReport, getReportById, insertReport } from '../../modules/reports';

let db: Db;
let drop: () => Promise<void>;
let smtp: TestSmtpServer;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await drop?.();
});

/** An engine whose answers wait for `open()`; `asked` counts questions, `inFlight(n)` waits for n of them. */
function stalledEngine(platform: 'chatgpt' | 'perplexity' | 'gemini') {
  const simulated = createSimulatedEngine(platform);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const waiters: { count: number; resolve: () => void }[] = [];
  const state = { asked: 0 };
  const engine: AnswerEngine = {
    ...simulated,
    ask: async (input) => {
      state.asked++;
      for (const waiter of waiters) if (state.asked >= waiter.count) waiter.resolve();
      await gate;
      return simulated.ask(input);
    },
  };
  const inFlight = (count: number) =>
    new Promise<void>((resolve) => {
      if (state.asked >= count) resolve();
      else waiters.push({ count, resolve });
    });
  return { engine, state, open, inFlight };
}

/** Makes every live lease on the table lapse, as the stalled worker's would. */
const lapseLeases = (table: 'collection_runs' | 'report_requests') =>
  db.query(
    `update public.${table} set lease_until = now() - interval '1 second' where lease_until is not null`,
  );

test('a collection run taken over after its lease lapsed stops asking on the stalled worker', async () => {
  const brandId = randomUUID();
  await db.query(`insert into profiles (id, username, platforms) values ($1, 'lapse', array['chatgpt'])`, [
    brandId,
  ]);
  await db.query(`insert into brands (user_id, name) values ($1, 'Quillstack')`, [brandId]);
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API', 'api') returning id`,
    [brandId],
  );
  for (let i = 1; i <= 6; i++)
    await db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, $3)`, [
      brandId,
      topic!.id,
      `Which API gateway suits team ${i}?`,
    ]);
  const { run } = await createRun(db, brandId, 'manual', '2026-11-10');
  const options = { platforms: async () => ['chatgpt'], concurrency: 2, leaseSeconds: 30, retryDelayMs: 1 };

  const stalled = stalledEngine('chatgpt');
  const first = collectRun(db, run.id, { ...options, engines: () => [stalled.engine] });
  await stalled.inFlight(2);
  await lapseLeases('collection_runs');

  const successor = stalledEngine('chatgpt');
  const second = collectRun(db, run.id, { ...options, engines: () => [successor.engine] });
  await successor.inFlight(2);

  stalled.open();
  expect((await first).outcome).toBe('superseded');
  // The two questions it had in flight, and not one more.
  expect(stalled.state.asked).toBe(2);

  successor.open();
  expect((await second).outcome).toBe('completed');
  expect(successor.state.asked).toBe(6);
  const [stored] = await db.query<{ n: number }>(
    'select count(*)::int as n from answers where user_id = $1',
    [brandId],
  );
  expect(stored!.n).toBe(6);
  expect(await getRun(db, run.id)).toMatchObject({ status: 'completed', answered: 6, total: 6, error: null });
});

test('a report taken over after its lease lapsed is e-mailed once, by the worker that took it over', async () => {
  const report = await insertReport(db, {
    token: randomBytes(16).toString('hex'),
    email: 'lapse@example.com',
    companyName: 'Quillstack',
    website: null,
    competitors: ['Kongly'],
    keywords: ['API gateway'],
    prompts: ['Which API gateway is best?', 'Which API gateway is cheapest?'],
    platforms: ['chatgpt'],
    ip: '203.0.113.9',
  });
  const config = testConfig({ SMTP_URL: smtp.url });
  const mailer = createMailer(config, () => {});
  const options = { db, config, mailer, leaseSeconds: 30, log: () => {} };

  const stalled = stalledEngine('chatgpt');
  const first = processReport({ ...options, engines: () => [stalled.engine] }, report.id);
  await stalled.inFlight(2);
  await lapseLeases('report_requests');

  const successor = stalledEngine('chatgpt');
  const second = processReport({ ...options, engines: () => [successor.engine] }, report.id);
  await successor.inFlight(2);

  stalled.open();
  expect(await first).toBe('superseded');
  successor.open();
  expect(await second).toBe('sent');
  await smtp.waitForMessage(1, 10_000);
  expect(smtp.messages).toHaveLength(1);
  expect(await getReportById(db, report.id)).toMatchObject({ status: 'sent' });
  mailer.close();
});
