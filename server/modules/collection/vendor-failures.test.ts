/**
 * The real engine adapters inside a collection: against local servers replaying each vendor's format,
 * a malformed body and a timeout become recorded failed answers (never a crash, never "not visible"),
 * a 429 is retried, and good answers are analysed and stored with their citations.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { createTestDb } from '../../test/harness';
import {
  createAnthropicEngine,
  createGeminiEngine,
  createOpenAIEngine,
  createPerplexityEngine,
  type VendorSettings,
} from '../../core/engines';
import { startReplayServer, type ReplayServer } from '../../test/replay.testkit';
import {
  anthropicResponse,
  openaiRefusal,
  openaiResponse,
  perplexityRefusal,
  perplexityResponse,
} from '../../test/vendor-responses.testkit';
import { collectDay } from './collection.service';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';

let db: Db;
let drop: () => Promise<void>;
const servers: ReplayServer[] = [];

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await drop();
});

const settings = (baseUrl: string): VendorSettings => ({
  apiKey: 'k',
  model: 'm',
  baseUrl,
  // Long enough for a loaded machine to answer; the hanging server is abandoned after it.
  timeoutMs: 1500,
  maxRetries: 1,
  concurrency: 2,
  ratePerMinute: 0,
  baseDelayMs: 5,
  maxDelayMs: 20,
});

// Slow: waits out up to four 1.5 s vendor timeouts. Guards failures stored as failures, never a crash.
test(
  'malformed body and timeout are stored as failures; 429 is retried; answers are analysed',
  { tags: ['slow'], timeout: 30_000 },
  async () => {
    const brandId = randomUUID();
    await db.query(`insert into profiles (id, username) values ($1, 'vendors')`, [brandId]);
    await db.query(`insert into brands (user_id, name, website) values ($1, 'HubSpot', 'hubspot.com')`, [
      brandId,
    ]);
    await db.query(
      `insert into competitors (user_id, name, website) values ($1, 'Pipedrive', 'pipedrive.com')`,
      [brandId],
    );
    const [topic] = await db.query<{ id: string }>(
      `insert into topics (user_id, name, slug) values ($1, 'CRM', 'crm') returning id`,
      [brandId],
    );
    await db.query(
      `insert into prompts (user_id, topic_id, question) values ($1, $2, 'best crm for small teams')`,
      [brandId, topic!.id],
    );

    const malformed = await startReplayServer({ body: { id: 'resp_1', object: 'response', output: 'oops' } });
    const fine = await startReplayServer({ body: perplexityResponse });
    const hanging = await startReplayServer({ hang: true });
    const limited = await startReplayServer({ body: anthropicResponse });
    limited.queue.push({
      status: 429,
      body: { type: 'error', error: { type: 'rate_limit_error' } },
      headers: { 'retry-after': '0' },
    });
    servers.push(malformed, fine, hanging, limited);

    const engines = [
      createOpenAIEngine(settings(`${malformed.url}/v1`)),
      createPerplexityEngine(settings(fine.url)),
      createGeminiEngine(settings(hanging.url)),
      createAnthropicEngine(settings(limited.url)),
    ];
    const counts = await collectDay(
      { db },
      { brandId, day: '2026-11-20', engines, attempts: 2, retryDelayMs: 5 },
    );
    expect(counts).toEqual({ asked: 4, stored: 4, failed: 2, refused: 0, noAnswers: 0, skipped: 0 });

    const rows = await db.query<{
      platform: string;
      engine: string;
      status: string;
      error: string | null;
      visible: boolean | null;
      simulated: boolean;
    }>(
      'select platform, engine, status, error, visible, simulated from answers where user_id = $1 order by platform',
      [brandId],
    );
    expect(rows).toEqual([
      {
        platform: 'chatgpt',
        engine: 'openai-responses',
        status: 'failed',
        error: expect.stringMatching(/malformed.*after 2 tries/),
        visible: null,
        simulated: false,
      },
      {
        platform: 'claude',
        engine: 'anthropic-messages',
        status: 'ok',
        error: null,
        visible: true,
        simulated: false,
      },
      {
        platform: 'gemini',
        engine: 'gemini-grounded',
        status: 'failed',
        error: expect.stringMatching(/in time.*after 2 tries/),
        visible: null,
        simulated: false,
      },
      {
        platform: 'perplexity',
        engine: 'perplexity-sonar',
        status: 'ok',
        error: null,
        visible: true,
        simulated: false,
      },
    ]);
    // Up to 2 tries × (1 + 1 HTTP retry) for the timeout (a request aborted before its body arrived is not
    // recorded by the replay server); the malformed body is not retried at the HTTP level.
    expect(hanging.requests.length).toBeGreaterThanOrEqual(2);
    expect(hanging.requests.length).toBeLessThanOrEqual(4);
    expect(malformed.requests).toHaveLength(2);
    expect(limited.requests).toHaveLength(2);
    const sources = await db.query<{ domain: string }>(
      `select distinct u.domain from answer_sources s join answers a on a.id = s.answer_id
     join source_urls u on u.id = s.url_id where a.user_id = $1 order by 1`,
      [brandId],
    );
    expect(sources.map((s) => s.domain)).toEqual(['g2.com', 'pipedrive.com']);
    const [daily] = await db.query<{ answers: number; failures: number }>(
      'select sum(answers)::int as answers, sum(failures)::int as failures from topic_daily where topic_id = $1',
      [topic!.id],
    );
    expect(daily).toEqual({ answers: 2, failures: 2 });
    expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
  },
);

test('loopback OpenAI Responses (web_search_call) and chat completions: searches, model and refusals are stored', async () => {
  const brandId = randomUUID();
  await db.query(`insert into profiles (id, username) values ($1, 'searches')`, [brandId]);
  await db.query(`insert into brands (user_id, name, website) values ($1, 'HubSpot', 'hubspot.com')`, [
    brandId,
  ]);
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'CRM', 'crm') returning id`,
    [brandId],
  );
  await db.query(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'best crm for small teams'),
      ($1, $2, 'which crm is cheapest')`,
    [brandId, topic!.id],
  );
  // One Responses answer with its searches and one refusal; one chat completion and one refusal in words.
  const responses = await startReplayServer({ body: openaiRefusal });
  responses.queue.push({ body: openaiResponse });
  const completions = await startReplayServer({ body: perplexityRefusal });
  completions.queue.push({ body: perplexityResponse });
  servers.push(responses, completions);
  const engines = [
    createOpenAIEngine({ ...settings(`${responses.url}/v1`), concurrency: 1 }),
    createPerplexityEngine({ ...settings(completions.url), concurrency: 1 }),
  ];
  const counts = await collectDay({ db }, { brandId, day: '2026-11-21', engines, concurrency: 1 });
  expect(counts).toEqual({ asked: 4, stored: 4, failed: 0, refused: 2, noAnswers: 0, skipped: 0 });
  const rows = await db.query<{ platform: string; status: string; model: string; searches: string[] }>(
    `select platform, status, model, search_queries as searches from answers where user_id = $1
     order by platform, status`,
    [brandId],
  );
  expect(rows).toEqual([
    {
      platform: 'chatgpt',
      status: 'ok',
      model: 'gpt-4.1-mini-2025-04-14',
      searches: ['best crm for small teams', 'hubspot vs pipedrive small business'],
    },
    { platform: 'chatgpt', status: 'refused', model: 'gpt-4.1-mini-2025-04-14', searches: [] },
    { platform: 'perplexity', status: 'ok', model: 'sonar', searches: [] },
    { platform: 'perplexity', status: 'refused', model: 'sonar', searches: [] },
  ]);
  const [daily] = await db.query<{ answers: number; failures: number; refusals: number }>(
    `select sum(answers)::int as answers, sum(failures)::int as failures, sum(refusals)::int as refusals
     from topic_daily where topic_id = $1`,
    [topic!.id],
  );
  expect(daily).toEqual({ answers: 2, failures: 0, refusals: 2 });
  expect(await storedRollups(db)).toEqual(await recomputedRollups(db));
}, 30_000);
