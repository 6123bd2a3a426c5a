/**
 * Canary prompts end to end (issue 62), through GraphQL on a server with its in-process worker and the
 * simulated engines: each daily run asks the canaries once per platform, kept apart from the brand's answers
 * (the overview counts only its prompts); an engineDrift of one platform from a day is annotated
 * ENGINE_DRIFT on that platform within 2 days, once, and the brand's other platform reads as it does
 * without the drift; the same days without the drift mark nothing. The canary prompts are read and edited
 * through GraphQL, and read with their drifts through REST and MCP. The month's spend a run holds to the
 * budget leaves the canaries' paid requests out.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulatedEngines, type SimulationOptions } from '../../core/engines';
import { addDays, todayUtc } from '../../lib/dates';
import { requestPriceUsd } from './pricing';
import { startRun } from '../collection';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp } from '../../test/http';

let server: TestServer;
let simulation: SimulationOptions = {};
/** The model the engines answer as when they stand in for a paid vendor (null: simulated, free). */
let paidModel: string | null = null;
const today = todayUtc();
/**
 * The drift test's last day, fixed: the simulated answers are drawn by day, so a calendar that moves with
 * the clock drew new answers every day, and on some days the steady brand's own variation crossed the band.
 * Whether the band's false alarms are rare enough is a question for many calendars, not for one test's day.
 */
const LAST_DAY = '2026-12-01';
const FIRST = addDays(LAST_DAY, -12);
const DRIFT_DAY = addDays(LAST_DAY, -2);
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

/** A brand on `platforms` (simulated) with two topics, two competitors and two prompts. */
async function newBrand(name: string, platforms: readonly string[] = ['chatgpt']): Promise<Brand> {
  const { token, brandId } = await signUp(server.url, name);
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Quillstack', 'https://quillstack.io', '{}')`,
    [brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'Kongly', 'kongly.dev'), ($1, 'Tykway', 'tykway.io')`,
    [brandId],
  );
  await server.db.query(`update profiles set platforms = $2 where id = $1`, [brandId, platforms]);
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

/** Canaries are asked once saved: saves the default set. */
async function saveDefaultCanaries(brand: Brand) {
  const { canaryPrompts } = await gql(brand, '{ canaryPrompts { questions } }');
  await gql(
    brand,
    'mutation($q: [String!]!) { updateCanaryPrompts(input: { questions: $q }) { __typename } }',
    {
      q: canaryPrompts.questions,
    },
  );
}

/** Runs the brand's collection of a day on the worker and waits for it to complete. */
async function runDay(brand: Brand, day: string) {
  const { run } = await startRun(server.db, server.jobs, brand.brandId, 'manual', day);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { collectionRun } = await gql(
      brand,
      'query($id: ID!) { collectionRun(id: $id) { status monthSpend monthBudget budgetSpent } }',
      { id: run.id },
    );
    if (collectionRun.status === 'COMPLETED') return collectionRun;
    if (Date.now() > deadline) throw new Error(`run of ${day} did not complete`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Saves the default canaries, then runs the brand's collection for each day in turn. */
async function runDays(brand: Brand) {
  await saveDefaultCanaries(brand);
  for (const day of days) await runDay(brand, day);
}

/** An MCP tool called as the brand, over Streamable HTTP. */
async function mcpCall(brand: Brand, name: string, args: Record<string, unknown>) {
  const client = new Client({ name: 'canary-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${brand.token}` } },
    }),
  );
  try {
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).not.toBe(true);
    return {
      data: result.structuredContent as any,
      text: (result.content as { text: string }[]).map((part) => part.text).join('\n'),
    };
  } finally {
    await client.close();
  }
}

const ANNOTATIONS_ON = `query($period: PeriodInput, $platforms: [Platform!]) {
  annotations(period: $period, platforms: $platforms) { day kind label platform }
}`;
const PERIOD = { period: { from: FIRST, to: LAST_DAY } };

beforeAll(async () => {
  server = await startTestServer({
    env: { WORKER_IN_PROCESS: 'true' },
    engines: (platforms) =>
      createSimulatedEngines(platforms as never, simulation).map((engine) =>
        paidModel === null ? engine : { ...engine, simulated: false, model: paidModel },
      ),
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('canary prompts', () => {
  test('an engine drift is annotated on its platform alone, within 2 days; none without it; no canary is counted', async () => {
    // Both brands ask ChatGPT and Perplexity the same canaries; only ChatGPT's engine drifts, for one brand.
    const drifting = await newBrand('drift-co', ['chatgpt', 'perplexity']);
    simulation = { engineDrift: [{ platform: 'chatgpt', fromDay: DRIFT_DAY, share: 0.5 }] };
    await runDays(drifting);
    const steady = await newBrand('steady-co', ['chatgpt', 'perplexity']);
    simulation = {};
    await runDays(steady);

    // Asked daily on each platform: the 20 canaries each day (less the simulation's rare failed answers),
    // kept in their own table.
    const counts = await server.db.query<{ platform: string; n: number; questions: number; days: number }>(
      `select platform, count(*)::int as n, count(distinct question)::int as questions,
         count(distinct day)::int as days
       from canary_answers where user_id = $1 group by platform order by platform`,
      [drifting.brandId],
    );
    expect(counts.map((row) => row.platform)).toEqual(['chatgpt', 'perplexity']);
    for (const row of counts) {
      expect(row).toMatchObject({ questions: 20, days: days.length });
      expect(row.n).toBeGreaterThan(19 * days.length);
    }

    const engineDrifts = async (brand: Brand, platforms?: string[]) =>
      (await gql(brand, ANNOTATIONS_ON, { ...PERIOD, platforms })).annotations.filter(
        (a: { kind: string }) => a.kind === 'ENGINE_DRIFT',
      );
    const drifted = await engineDrifts(drifting, ['CHATGPT']);
    expect(drifted).toHaveLength(1);
    expect(drifted[0].platform).toBe('CHATGPT');
    expect(drifted[0].day >= DRIFT_DAY && drifted[0].day <= addDays(DRIFT_DAY, 2)).toBe(true);
    expect(drifted[0].label).toBe(
      "ChatGPT's answers shifted: cited sources and named brands changed beyond their usual day-to-day " +
        'variation (model id unchanged)',
    );
    // Perplexity's canaries are judged against their own band: ChatGPT's drift marks nothing there, so
    // the drifting brand's Perplexity reads exactly as the steady brand's (the same answers, day by day).
    const perplexity = await engineDrifts(drifting, ['PERPLEXITY']);
    expect(perplexity.every((a: { platform: string }) => a.platform === 'PERPLEXITY')).toBe(true);
    expect(perplexity).toEqual(await engineDrifts(steady, ['PERPLEXITY']));
    expect(perplexity.some((a: { day: string }) => a.day === drifted[0].day)).toBe(false);
    expect(await engineDrifts(drifting)).toEqual(
      [...drifted, ...perplexity].sort(
        (x, y) => x.day.localeCompare(y.day) || x.platform.localeCompare(y.platform),
      ),
    );

    expect(await engineDrifts(steady, ['CHATGPT'])).toEqual([]);

    // REST and MCP read the canaries and the drifts of a period on the chosen platforms as GraphQL marks them.
    const rest = await getJson<any>(
      `${server.url}/api/canary-prompts?period_from=${FIRST}&period_to=${LAST_DAY}&platforms=chatgpt`,
      drifting.token,
    );
    expect(rest.status).toBe(200);
    const { canaryPrompts } = await gql(drifting, '{ canaryPrompts { questions isDefault } }');
    expect(rest.body.data).toMatchObject({
      questions: canaryPrompts.questions,
      is_default: false,
      period: { from: FIRST, to: LAST_DAY },
    });
    expect(rest.body.data.engine_drifts).toEqual([
      {
        platform: 'chatgpt',
        day: drifted[0].day,
        model: expect.any(String),
        model_before: expect.any(String),
      },
    ]);
    const everywhere = await getJson<any>(
      `${server.url}/api/canary-prompts?period_from=${FIRST}&period_to=${LAST_DAY}`,
      drifting.token,
    );
    expect(everywhere.body.data.engine_drifts.map((d: any) => [d.platform.toUpperCase(), d.day])).toEqual(
      (await engineDrifts(drifting)).map((a: { platform: string; day: string }) => [a.platform, a.day]),
    );
    const mcp = await mcpCall(drifting, 'get_canary_prompts', {
      period: { from: FIRST, to: LAST_DAY },
      platforms: ['CHATGPT'],
    });
    expect(mcp.data).toMatchObject({ questions: canaryPrompts.questions, isDefault: false });
    expect(mcp.data.engineDrifts).toEqual([
      { day: drifted[0].day, platform: 'CHATGPT', label: drifted[0].label },
    ]);
    expect(mcp.text).toContain(`${drifted[0].day}: ${drifted[0].label}`);

    // The overview counts the brand's prompts only: 2 prompts × 2 platforms × 1 sample a day, and the same
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
      expect(total?.asked).toBe(2 * 2 * days.length);
    }
  }, 300_000);

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

  test("the month's spend against the budget leaves the canaries out", async () => {
    // ChatGPT as a paid vendor: its prompts' answers and its canaries' each cost a request at the table's
    // price, but only the prompts' count against the budget (the plan takes the canaries off it first).
    paidModel = 'gpt-4.1-mini';
    try {
      const brand = await newBrand('spend-co');
      const unit = requestPriceUsd({ kind: 'engine', platform: 'chatgpt', model: 'gpt-4.1-mini' })!;
      await saveDefaultCanaries(brand);
      await runDay(brand, today);
      const [asked] = await server.db.query<{ prompts: number; canaries: number }>(
        `select (select count(*)::int from answers where user_id = $1 and collected_on = $2
                   and not simulated and status <> 'failed') as prompts,
                (select count(*)::int from canary_answers where user_id = $1 and day = $2) as canaries`,
        [brand.brandId, today],
      );
      expect(asked!.prompts).toBe(2);
      expect(asked!.canaries).toBeGreaterThan(18);
      // A budget the prompts' answers stay under and the canaries' would exceed.
      const budget = Math.round((asked!.prompts + asked!.canaries / 2) * unit * 100) / 100;
      await gql(
        brand,
        `mutation($input: UpdateSamplingSettingsInput!) { updateSamplingSettings(input: $input) { __typename } }`,
        { input: { monthlyBudgetUsd: budget } },
      );

      const next = await runDay(brand, today);
      expect(next.monthSpend).toBe(Math.round(asked!.prompts * unit * 100) / 100);
      // Had the canaries counted, the month's spend would be past the budget and the run at the floor.
      expect(next).toMatchObject({ monthBudget: budget, budgetSpent: false });
    } finally {
      paidModel = null;
    }
  }, 120_000);
});
