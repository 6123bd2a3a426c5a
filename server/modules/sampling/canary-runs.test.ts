/**
 * Canary prompts end to end (issue 62), through GraphQL on a server with its in-process worker and the
 * simulated engines: each daily run asks the canaries once per platform, kept apart from the brand's answers
 * (the overview counts only its prompts); an engineDrift from a day is annotated ENGINE_DRIFT within 2 days,
 * once; the same days without the drift mark nothing. The canary prompts are read and edited through GraphQL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulatedEngines, type SimulationOptions } from '../../core/engines';
import { addDays, todayUtc } from '../../lib/dates';
import { startRun } from '../collection';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';

let server: TestServer;
let simulation: SimulationOptions = {};
const today = todayUtc();
const FIRST = addDays(today, -12);
const DRIFT_DAY = addDays(today, -2);
const days = Array.from({ length: 13 }, (_, i) => addDays(FIRST, i));

interface Brand {
  token: string;
  brandId: string;
}

const gql = async (brand: Brand, query: string, variables: Record<string, unknown> = {}): Promise<any> => {
  const { body } = await graphql(server.url, query, variables, brand.token);
  expect(body.errors).toBeUndefined();
  return body.data;
};

/** A brand on ChatGPT (simulated) with two topics, two competitors and two prompts. */
async function newBrand(name: string): Promise<Brand> {
  const { token, brandId } = await signUp(server.url, name);
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Quillstack', 'https://quillstack.io', '{}')`,
    [brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'Kongly', 'kongly.dev'), ($1, 'Tykway', 'tykway.io')`,
    [brandId],
  );
  await server.db.query(`update profiles set platforms = array['chatgpt'] where id = $1`, [brandId]);
  const brand = { token, brandId };
  const { createTopic } = await gql(
    brand,
    'mutation { createTopic(input: { name: "API gateways" }) { topic { id } } }',
  );
  await gql(brand, 'mutation { createTopic(input: { name: "Developer portals" }) { topic { id } } }');
  for (const q of ['Which API gateway is best for a startup?', 'Which API gateway scales best?'])
    await gql(
      brand,
      'mutation($t: ID!, $q: String!) { addPrompt(input: { topicId: $t, question: $q }) { prompt { id } } }',
      { t: createTopic.topic.id, q },
    );
  return brand;
}

/** Runs the brand's collection for each day in turn (on the worker), waiting for each to complete. */
async function runDays(brand: Brand) {
  // Canaries are asked once saved: these are the default set.
  const { canaryPrompts } = await gql(brand, '{ canaryPrompts { questions } }');
  await gql(
    brand,
    'mutation($q: [String!]!) { updateCanaryPrompts(input: { questions: $q }) { __typename } }',
    {
      q: canaryPrompts.questions,
    },
  );
  for (const day of days) {
    const { run } = await startRun(server.db, server.jobs, brand.brandId, 'manual', day);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { collectionRun } = await gql(brand, 'query($id: ID!) { collectionRun(id: $id) { status } }', {
        id: run.id,
      });
      if (collectionRun.status === 'COMPLETED') break;
      if (Date.now() > deadline) throw new Error(`run of ${day} did not complete`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const ANNOTATIONS = `query($period: PeriodInput) { annotations(period: $period) { day kind label platform } }`;
const PERIOD = { period: { from: FIRST, to: today } };

beforeAll(async () => {
  server = await startTestServer({
    env: { WORKER_IN_PROCESS: 'true' },
    engines: (platforms) => createSimulatedEngines(platforms as never, simulation),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('canary prompts', () => {
  test('an engine drift is annotated within 2 days; none without it; the overview counts no canary', async () => {
    const drifting = await newBrand('drift-co');
    simulation = { engineDrift: [{ platform: 'chatgpt', fromDay: DRIFT_DAY, share: 0.5 }] };
    await runDays(drifting);
    const steady = await newBrand('steady-co');
    simulation = {};
    await runDays(steady);

    // Asked daily: the 20 canaries each day on the platform (less the simulation's rare failed answers),
    // kept in their own table.
    const [counts] = await server.db.query<{ n: number; questions: number; days: number }>(
      `select count(*)::int as n, count(distinct question)::int as questions, count(distinct day)::int as days
       from canary_answers where user_id = $1 and platform = 'chatgpt'`,
      [drifting.brandId],
    );
    expect(counts).toMatchObject({ questions: 20, days: days.length });
    expect(counts!.n).toBeGreaterThan(19 * days.length);

    const drifted = (await gql(drifting, ANNOTATIONS, PERIOD)).annotations.filter(
      (a: { kind: string }) => a.kind === 'ENGINE_DRIFT',
    );
    expect(drifted).toHaveLength(1);
    expect(drifted[0].platform).toBe('CHATGPT');
    expect(drifted[0].day >= DRIFT_DAY && drifted[0].day <= addDays(DRIFT_DAY, 2)).toBe(true);
    expect(drifted[0].label).toBe(
      "ChatGPT's answers shifted: cited sources and named brands changed beyond their usual day-to-day " +
        'variation (model id unchanged)',
    );

    const calm = (await gql(steady, ANNOTATIONS, PERIOD)).annotations.filter(
      (a: { kind: string }) => a.kind === 'ENGINE_DRIFT',
    );
    expect(calm).toEqual([]);

    // The overview counts the brand's prompts only: 2 prompts × 1 platform × 1 sample a day, and the same
    // figures as the answers table holds (no canary in any of them).
    for (const brand of [drifting, steady]) {
      const { overview } = await gql(
        brand,
        'query($period: PeriodInput) { overview(period: $period) { metrics { answers impressions visibility } } }',
        PERIOD,
      );
      const [stored] = await server.db.query<{ answers: number; impressions: number }>(
        `select count(*)::int as answers, count(*) filter (where visible)::int as impressions from answers
         where user_id = $1 and status = 'ok'`,
        [brand.brandId],
      );
      expect(overview.metrics.answers).toBe(stored!.answers);
      expect(overview.metrics.impressions).toBe(stored!.impressions);
      const [total] = await server.db.query<{ asked: number }>(
        'select count(*)::int as asked from answers where user_id = $1',
        [brand.brandId],
      );
      expect(total?.asked).toBe(2 * days.length);
    }
  }, 240_000);

  test('the canary prompts are read and edited through GraphQL; bad input is refused in words', async () => {
    const brand = await newBrand('canary-editor');
    const { canaryPrompts } = await gql(brand, '{ canaryPrompts { questions isDefault } }');
    expect(canaryPrompts.isDefault).toBe(true);
    expect(canaryPrompts.questions).toHaveLength(20);
    expect(canaryPrompts.questions.join(' ')).not.toMatch(/Quillstack/);
    expect(canaryPrompts.questions).toContain('What are the best options for API gateways?');

    const UPDATE = `mutation($q: [String!]!) { updateCanaryPrompts(input: { questions: $q }) {
      canaryPrompts { questions isDefault } } }`;
    const updated = await gql(brand, UPDATE, { q: ['Which CRM is best?', ' Who leads in  CRM? '] });
    expect(updated.updateCanaryPrompts.canaryPrompts).toEqual({
      questions: ['Which CRM is best?', 'Who leads in CRM?'],
      isDefault: false,
    });

    for (const [q, words] of [
      [[], /at least one/],
      [['Same?', 'same?'], /given twice/],
      [['x'.repeat(301)], /at most 300/],
      [Array.from({ length: 51 }, (_, i) => `Question ${i}?`), /at most 50/],
      [['ok?', '  '], /question 2 is empty/],
    ] as const) {
      const { status, body } = await graphql(server.url, UPDATE, { q }, brand.token);
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(words);
    }
    const { canaryPrompts: after } = await gql(brand, '{ canaryPrompts { questions } }');
    expect(after.questions).toEqual(['Which CRM is best?', 'Who leads in CRM?']);
  }, 60_000);
});
