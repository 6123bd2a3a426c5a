/**
 * The simulated share of a page filter's answers, through GraphQL (simulatedShare, as the overview's banner
 * and the MCP tools read it), and the simulated engine's made-up failures: said as such, never retried,
 * counted apart in a run's progress.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSimulatedEngine, type AnswerEngine } from '../../core/engines';
import { todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { collectDay } from './collection.service';
import { insertCompletedRunsForDays } from './runs.store';

let server: TestServer;
let token: string;
let brandTopicId: string;
/** Calls each engine received. */
const calls = new Map<string, number>();

/** A stand-in for a vendor's engine: answers (or fails) for real, as far as the collection can tell. */
function realEngine(platform: AnswerEngine['platform'], fails = false): AnswerEngine {
  return {
    platform,
    engine: 'test-vendor',
    model: 'test-model',
    simulated: false,
    async ask() {
      calls.set(platform, (calls.get(platform) ?? 0) + 1);
      if (fails) throw new Error('Vendor answered HTTP 503');
      return { text: 'Acme and Rival are both fine choices.', citations: [], model: 'test-model' };
    },
  };
}

/** The simulated engine, counting its calls. */
function counted(engine: AnswerEngine): AnswerEngine {
  return {
    ...engine,
    ask(input) {
      calls.set(engine.platform, (calls.get(engine.platform) ?? 0) + 1);
      return engine.ask(input);
    },
  };
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await graphql<T>(server.url, query, variables, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
}

beforeAll(async () => {
  server = await startTestServer();
  const account = await signUp(server.url, 'simulated-share');
  token = account.token;
  const { db } = server;
  await db.query(`insert into brands (user_id, name) values ($1, 'Acme')`, [account.brandId]);
  await db.query(`insert into competitors (user_id, name) values ($1, 'Rival')`, [account.brandId]);
  const topics = await db.query<{ id: string; slug: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Budgeting', 'budgeting'), ($1, 'Acme', 'acme')
     returning id, slug`,
    [account.brandId],
  );
  const topicOf = (slug: string) => topics.find((topic) => topic.slug === slug)!.id;
  brandTopicId = topicOf('acme');
  await db.query(
    `insert into prompts (user_id, topic_id, question, kind) values
       ($1, $2, 'Which budgeting app is best?', 'generic'),
       ($1, $3, 'Is Acme any good?', 'brand')`,
    [account.brandId, topicOf('budgeting'), brandTopicId],
  );
  // ChatGPT answers for real, Perplexity is simulated, the simulated Gemini always fails and the real
  // Claude fails too: two answers per prompt, one of them simulated.
  await collectDay(
    { db },
    {
      brandId: account.brandId,
      day: todayUtc(),
      engines: [
        realEngine('chatgpt'),
        counted(createSimulatedEngine('perplexity', { refusalRate: 0, failureRate: 0 })),
        counted(createSimulatedEngine('gemini', { failureRate: 1 })),
        realEngine('claude', true),
      ],
      attempts: 3,
      retryDelayMs: 1,
    },
  );
  await insertCompletedRunsForDays(db, account.brandId, [todayUtc()], 'manual');
});
afterAll(() => server?.close());

const SHARE = `query($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter, $topicId: ID) {
  simulatedShare(period: $period, platforms: $platforms, promptKind: $promptKind, topicId: $topicId) {
    answers simulated percent
  }
  overview(period: $period, platforms: $platforms, promptKind: $promptKind) { metrics { answers } }
}`;

test("the simulated share follows the page filter and counts the figures' answers", async () => {
  const cases: [Record<string, unknown>, { answers: number; simulated: number; percent: number }][] = [
    // The dashboard's defaults: the last 30 days, every platform, unbranded prompts.
    [{}, { answers: 2, simulated: 1, percent: 50 }],
    [
      { promptKind: 'ALL', period: { preset: 'LAST_7_DAYS' } },
      { answers: 4, simulated: 2, percent: 50 },
    ],
    [{ platforms: ['CHATGPT'] }, { answers: 1, simulated: 0, percent: 0 }],
    [
      { platforms: ['PERPLEXITY', 'GEMINI'], promptKind: 'ALL' },
      { answers: 2, simulated: 2, percent: 100 },
    ],
    [{ period: { from: '2020-01-01', to: '2020-01-31' } }, { answers: 0, simulated: 0, percent: 0 }],
  ];
  for (const [filter, expected] of cases) {
    const data = await gql<{ simulatedShare: unknown; overview: { metrics: { answers: number } } }>(
      SHARE,
      filter,
    );
    expect(data.simulatedShare, JSON.stringify(filter)).toEqual(expected);
    // The answers behind the figures are the figures' own.
    expect(data.overview.metrics.answers, JSON.stringify(filter)).toBe(expected.answers);
  }
  const topic = await gql<{ simulatedShare: unknown }>(SHARE, { topicId: brandTopicId, promptKind: 'ALL' });
  expect(topic.simulatedShare).toEqual({ answers: 2, simulated: 1, percent: 50 });
  const refused = await graphql(server.url, SHARE, { topicId: 'not-a-topic' }, token);
  expect(refused.body.errors?.[0]?.message).toBe('topicId is not a valid id.');
});

test("the simulated engine's made-up failures say no call was made, are not retried and are counted apart", async () => {
  const rows = await server.db.query<{ platform: string; error: string; simulated: boolean }>(
    `select platform, error, simulated from answers where status = 'failed' order by platform, error`,
  );
  expect(rows).toEqual([
    { platform: 'claude', error: 'Vendor answered HTTP 503 (after 3 tries)', simulated: false },
    { platform: 'claude', error: 'Vendor answered HTTP 503 (after 3 tries)', simulated: false },
    ...[1, 2].map(() => ({
      platform: 'gemini',
      error: expect.stringMatching(/^Simulated failure, no call was made \(it stands for /),
      simulated: true,
    })),
  ]);
  // Asked once per prompt: a made-up failure fails the same way again.
  expect(calls.get('gemini')).toBe(2);
  expect(calls.get('claude')).toBe(6);

  const { latestCollectionRun } = await gql<{ latestCollectionRun: any }>(
    `{ latestCollectionRun { failures simulatedFailures byEngine { platform failures simulatedFailures } } }`,
  );
  expect(latestCollectionRun).toEqual({
    failures: 4,
    simulatedFailures: 2,
    byEngine: [
      { platform: 'CHATGPT', failures: 0, simulatedFailures: 0 },
      { platform: 'CLAUDE', failures: 2, simulatedFailures: 0 },
      { platform: 'GEMINI', failures: 2, simulatedFailures: 2 },
      { platform: 'PERPLEXITY', failures: 0, simulatedFailures: 0 },
    ],
  });
});
