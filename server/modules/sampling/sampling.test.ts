/**
 * Sampling settings and the plan through HTTP (GraphQL, REST and the MCP tool) on a brand whose ChatGPT and
 * Perplexity have vendor keys (never called: nothing runs) and whose window of answers is written as rollups.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp } from '../../test/http';
import { ENGINE_FEES, ENGINE_TOKENS, JUDGE_TOKENS, MODEL_PRICES, PRICES_AS_OF } from './prices';

let server: TestServer;
let token: string;
let brandId: string;
let editorToken: string;
const promptIds: string[] = [];

const gql = async (query: string, variables: Record<string, unknown> = {}, as = token): Promise<any> => {
  const { body } = await graphql(server.url, query, variables, as, { 'x-sightline-brand': brandId });
  return body;
};
const ok = async (query: string, variables: Record<string, unknown> = {}): Promise<any> => {
  const body = await gql(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data;
};

const PLAN = `{ samplingPlan {
  settings { headlineHalfWidth promptHalfWidth minSamplesPerDay maxSamplesPerDay monthlyBudgetUsd isDefault }
  headlineHalfWidth samplesPerDay monthlyCost pricesAsOf targetMet budgetLimited overBudgetAtFloor
  samplesCutByBudget promptsCutByBudget costLines { request requests unitPrice cost }
  prompts(first: 100) { totalCount edges { node { promptId platform samplesPerDay expectedHalfWidth monthlyCost
    samplesCutByBudget simulated windowAnswers } } }
} }`;

const UPDATE = `mutation($input: UpdateSamplingSettingsInput!) { updateSamplingSettings(input: $input) {
  settings { headlineHalfWidth promptHalfWidth minSamplesPerDay maxSamplesPerDay monthlyBudgetUsd isDefault }
  plan { samplesPerDay monthlyCost headlineHalfWidth targetMet budgetLimited promptsCutByBudget }
} }`;

// Rates of the ten prompts' answers in the window: two near 50 %, the rest pinned near 0 % or 100 %.
const RATES = [0.5, 0.45, 0.02, 0.01, 0.98, 0.03, 0.0, 0.99, 0.04, 0.02];

beforeAll(async () => {
  server = await startTestServer({
    env: { OPENAI_API_KEY: 'sk-test-never-called', PERPLEXITY_API_KEY: 'pplx-test-never-called' },
  });
  ({ token, brandId } = await signUp(server.url, 'sampler'));
  await server.db.query(`update profiles set platforms = array['chatgpt', 'perplexity'] where id = $1`, [
    brandId,
  ]);
  const { createTopic } = await ok('mutation { createTopic(input: { name: "Gateways" }) { topic { id } } }');
  for (let i = 0; i < RATES.length; i++) {
    const { addPrompt } = await ok(
      'mutation($t: ID!, $q: String!) { addPrompt(input: { topicId: $t, question: $q }) { prompt { id } } }',
      { t: createTopic.topic.id, q: `Which API gateway is best for case ${i + 1}?` },
    );
    promptIds.push(addPrompt.prompt.id);
  }
  // 30 days of 3 answers a day per prompt and platform, at each prompt's rate (one statement).
  const today = todayUtc();
  const rows = promptIds.flatMap((promptId, i) =>
    ['chatgpt', 'perplexity'].flatMap((platform) =>
      Array.from({ length: 30 }, (_, d) => ({
        promptId,
        platform,
        day: addDays(today, -d),
        impressions: Math.round(3 * RATES[i]! * (d % 2 ? 1.1 : 0.9)),
      })),
    ),
  );
  await server.db.query(
    `insert into prompt_daily (user_id, prompt_id, platform, day, answers, failures, impressions)
     select $1, r.prompt_id, r.platform, r.day, 3, 0, r.impressions
     from unnest($2::uuid[], $3::text[], $4::date[], $5::int[]) as r(prompt_id, platform, day, impressions)`,
    [
      brandId,
      rows.map((r) => r.promptId),
      rows.map((r) => r.platform),
      rows.map((r) => r.day),
      rows.map((r) => r.impressions),
    ],
  );
  const editor = await signUp(server.url, 'sampling-editor');
  editorToken = editor.token;
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'EDITOR')`,
    [brandId, editor.personId],
  );
}, 60_000);
afterAll(() => server?.close());

/** One sample of a platform, priced by hand from the table: its engine's tokens and fee, and the judge's reading. */
const judgeUsd =
  (JUDGE_TOKENS.input * MODEL_PRICES['gpt-4.1-mini']!.inputPerMTok +
    JUDGE_TOKENS.output * MODEL_PRICES['gpt-4.1-mini']!.outputPerMTok) /
  1e6;
const engineUsd = {
  CHATGPT:
    (ENGINE_TOKENS.chatgpt.input * MODEL_PRICES['gpt-4.1-mini']!.inputPerMTok +
      ENGINE_TOKENS.chatgpt.output * MODEL_PRICES['gpt-4.1-mini']!.outputPerMTok) /
      1e6 +
    ENGINE_FEES.chatgpt.usd,
  PERPLEXITY:
    (ENGINE_TOKENS.perplexity.input * MODEL_PRICES.sonar!.inputPerMTok +
      ENGINE_TOKENS.perplexity.output * MODEL_PRICES.sonar!.outputPerMTok) /
      1e6 +
    ENGINE_FEES.perplexity.usd,
} as Record<string, number>;

/** The brand's canary questions' month (issue 62): each asked once a day on both platforms, and judged. */
const canaryCost = (questions: number) =>
  30 * questions * (engineUsd.CHATGPT! + engineUsd.PERPLEXITY! + 2 * judgeUsd);
/** The canary questions asked: none until the brand saves them. */
const canaryCount = async () => {
  const { canaryPrompts } = await ok('{ canaryPrompts { questions isDefault } }');
  return canaryPrompts.isDefault ? 0 : canaryPrompts.questions.length;
};

const expectedCost = (nodes: any[], canaries: number) =>
  canaryCost(canaries) +
  nodes.reduce((sum, n) => sum + n.samplesPerDay * 30 * (engineUsd[n.platform]! + judgeUsd), 0);

test('by default nothing changes: min = max = the samples per prompt, and the cost is requests × price from the table', async () => {
  const { samplingPlan: plan } = await ok(PLAN);
  const canaries = await canaryCount();
  expect(plan.settings).toEqual({
    headlineHalfWidth: null,
    promptHalfWidth: null,
    minSamplesPerDay: 1,
    maxSamplesPerDay: 1,
    monthlyBudgetUsd: null,
    isDefault: true,
  });
  expect(plan.prompts.totalCount).toBe(20);
  const nodes = plan.prompts.edges.map((e: any) => e.node);
  expect(nodes.every((n: { samplesPerDay: number }) => n.samplesPerDay === 1)).toBe(true);
  expect(nodes.every((n: { simulated: boolean }) => !n.simulated)).toBe(true);
  expect(nodes[0].windowAnswers).toBe(90);
  expect(plan.samplesPerDay).toBe(20);
  expect(plan.pricesAsOf).toBe(PRICES_AS_OF);
  expect(plan.monthlyCost).toBeCloseTo(expectedCost(nodes, canaries), 9);
  // The lines: 300 requests a month to each engine for the prompts and 30 a canary question, all judged.
  const requests = 300 + 30 * canaries;
  expect(plan.costLines).toEqual([
    {
      request: 'ChatGPT (gpt-4.1-mini)',
      requests,
      unitPrice: expect.closeTo(engineUsd.CHATGPT!, 12),
      cost: expect.closeTo(requests * engineUsd.CHATGPT!, 9),
    },
    {
      request: 'LLM judge (gpt-4.1-mini)',
      requests,
      unitPrice: expect.closeTo(judgeUsd, 12),
      cost: expect.closeTo(requests * judgeUsd, 9),
    },
    {
      request: 'Perplexity (sonar)',
      requests,
      unitPrice: expect.closeTo(engineUsd.PERPLEXITY!, 12),
      cost: expect.closeTo(requests * engineUsd.PERPLEXITY!, 9),
    },
    {
      request: 'LLM judge (gpt-4.1-mini)',
      requests,
      unitPrice: expect.closeTo(judgeUsd, 12),
      cost: expect.closeTo(requests * judgeUsd, 9),
    },
  ]);
  const sumOfNodes = nodes.reduce((sum: number, n: { monthlyCost: number }) => sum + n.monthlyCost, 0);
  expect(sumOfNodes + canaryCost(canaries)).toBeCloseTo(plan.monthlyCost, 9);
});

test('invalid settings are refused with a clear 400 and nothing is stored; an EDITOR may not change them (admins do, as with the collection settings)', async () => {
  const refused = async (input: Record<string, unknown>, message: string) => {
    const { status, body } = await graphql<unknown>(server.url, UPDATE, { input }, token, {
      'x-sightline-brand': brandId,
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe(message);
  };
  await refused(
    { minSamplesPerDay: 5, maxSamplesPerDay: 2 },
    'The least samples a day (5) is more than the most (2).',
  );
  await refused(
    { maxSamplesPerDay: 11 },
    'The most samples a day per prompt and platform is a whole number of samples from 1 to 10.',
  );
  await refused(
    { headlineHalfWidth: 0 },
    'The headline target is a half-width of 0.1 to 50 points, or none.',
  );
  await refused({ monthlyBudgetUsd: -5 }, 'The monthly budget is 0 to 1,000,000 US dollars, or none.');
  const editor = await graphql<unknown>(server.url, UPDATE, { input: { maxSamplesPerDay: 3 } }, editorToken, {
    'x-sightline-brand': brandId,
  });
  expect(editor.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await ok(PLAN)).samplingPlan.settings.isDefault).toBe(true);
});

test('a headline target spends samples where they narrow it most, audited; a budget cut lowers the plan and says which prompts lost samples', async () => {
  const set = await ok(UPDATE, {
    input: { headlineHalfWidth: 1.2, minSamplesPerDay: 1, maxSamplesPerDay: 10 },
  });
  expect(set.updateSamplingSettings.settings).toMatchObject({ headlineHalfWidth: 1.2, isDefault: false });
  expect(set.updateSamplingSettings.plan.targetMet).toBe(true);
  const [audit] = await server.db.query<{ action: string; target: string }>(
    `select action, target from audit_log where workspace_id = $1 and action = 'settings.sampling_changed'`,
    [brandId],
  );
  expect(audit?.target).toBe('headline ±1.2 points; per prompt no target; 1–10 samples a day; budget none');

  const { samplingPlan: free } = await ok(PLAN);
  expect(free.headlineHalfWidth).toBeLessThanOrEqual(1.2);
  const nodes = free.prompts.edges.map((e: any) => e.node);
  const of = (i: number) =>
    nodes.find(
      (n: { promptId: string; platform: string }) => n.promptId === promptIds[i] && n.platform === 'CHATGPT',
    );
  // Near 50 % gets more than pinned near 0 % or 100 %.
  expect(of(0).samplesPerDay).toBeGreaterThan(of(3).samplesPerDay);
  expect(of(0).samplesPerDay).toBeGreaterThan(of(7).samplesPerDay);
  const canaries = await canaryCount();
  expect(free.monthlyCost).toBeCloseTo(expectedCost(nodes, canaries), 9);

  // Halfway between the floor's cost (one sample of each) and what the target costs.
  const floorCost = expectedCost(
    nodes.map((n: object) => ({ ...n, samplesPerDay: 1 })),
    canaries,
  );
  const budget = Math.round(((floorCost + free.monthlyCost) / 2) * 100) / 100;
  const cut = await ok(UPDATE, { input: { monthlyBudgetUsd: budget } });
  expect(cut.updateSamplingSettings.settings).toMatchObject({
    headlineHalfWidth: 1.2,
    monthlyBudgetUsd: budget,
  });
  const { samplingPlan: lowered } = await ok(PLAN);
  expect(lowered.samplesPerDay).toBeLessThan(free.samplesPerDay);
  expect(lowered.monthlyCost).toBeLessThanOrEqual(budget);
  expect(lowered).toMatchObject({ budgetLimited: true, targetMet: false, overBudgetAtFloor: false });
  expect(lowered.promptsCutByBudget).toBeGreaterThan(0);
  const loweredNodes = lowered.prompts.edges.map((e: any) => e.node);
  expect(lowered.monthlyCost).toBeCloseTo(expectedCost(loweredNodes, canaries), 9);
  const { samplingPlan: onlyCut } = await ok(
    '{ samplingPlan { prompts(first: 100, onlyCut: true) { edges { node { promptId platform samplesPerDay samplesCutByBudget } } } } }',
  );
  const cutNodes = onlyCut.prompts.edges.map((e: any) => e.node);
  expect(new Set(cutNodes.map((n: { promptId: string }) => n.promptId)).size).toBe(
    lowered.promptsCutByBudget,
  );
  for (const n of cutNodes) {
    const before = nodes.find(
      (b: { promptId: string; platform: string }) => b.promptId === n.promptId && b.platform === n.platform,
    );
    expect(n.samplesCutByBudget).toBe(before.samplesPerDay - n.samplesPerDay);
  }

  // A budget below the floor's cost keeps every prompt at the floor and says so.
  const floor = await ok(UPDATE, { input: { monthlyBudgetUsd: 1 } });
  expect(floor.updateSamplingSettings.plan).toMatchObject({ samplesPerDay: 20 });
  const { samplingPlan: atFloor } = await ok(PLAN);
  expect(atFloor.overBudgetAtFloor).toBe(true);
});

test('the deprecated samplesPerPrompt is min = max, both ways', async () => {
  await ok(
    'mutation { updateCollectionSettings(input: { samplesPerPrompt: 3 }) { settings { platforms } } }',
  );
  expect((await ok(PLAN)).samplingPlan.settings).toMatchObject({ minSamplesPerDay: 3, maxSamplesPerDay: 3 });
  await ok(UPDATE, { input: { minSamplesPerDay: 2, maxSamplesPerDay: 2 } });
  const { collectionSettings } = await ok('{ collectionSettings { samplesPerPrompt } }');
  expect(collectionSettings.samplesPerPrompt).toBe(2);
});

test('the connection pages; REST and the MCP tool give the same plan', async () => {
  await ok(UPDATE, {
    input: { headlineHalfWidth: 3, minSamplesPerDay: 1, maxSamplesPerDay: 6, monthlyBudgetUsd: null },
  });
  const { samplingPlan: plan } = await ok(PLAN);
  const page = async (after: string | null) =>
    (
      await ok(
        'query($after: String) { samplingPlan { prompts(first: 8, after: $after) { pageInfo { hasNextPage endCursor } edges { node { promptId platform samplesPerDay } } } } }',
        { after },
      )
    ).samplingPlan.prompts;
  const seen: unknown[] = [];
  let after: string | null = null;
  for (;;) {
    const p = await page(after);
    seen.push(...p.edges.map((e: { node: unknown }) => e.node));
    if (!p.pageInfo.hasNextPage) break;
    after = p.pageInfo.endCursor;
  }
  expect(seen).toEqual(
    plan.prompts.edges.map(({ node }: any) => ({
      promptId: node.promptId,
      platform: node.platform,
      samplesPerDay: node.samplesPerDay,
    })),
  );

  const rest = await getJson<{ status: string; data: any }>(`${server.url}/api/sampling-plan`, token, {
    'x-sightline-brand': brandId,
  });
  expect(rest.status).toBe(200);
  expect(rest.body.data).toMatchObject({
    settings: {
      headline_half_width: 3,
      min_samples_per_day: 1,
      max_samples_per_day: 6,
      monthly_budget_usd: null,
    },
    samples_per_day: plan.samplesPerDay,
    monthly_cost: plan.monthlyCost,
    headline_half_width: plan.headlineHalfWidth,
    prices_as_of: PRICES_AS_OF,
  });
  expect(rest.body.data.prompts).toHaveLength(20);
  expect(rest.body.data.prompts[0]).toMatchObject({
    prompt_id: plan.prompts.edges[0].node.promptId,
    platform: 'chatgpt',
    samples_per_day: plan.prompts.edges[0].node.samplesPerDay,
  });

  const client = new Client({ name: 'sampling-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}`, 'x-sightline-brand': brandId } },
    }),
  );
  try {
    const result = await client.callTool({ name: 'get_sampling_plan', arguments: {} });
    expect(result.isError).not.toBe(true);
    const data = result.structuredContent as any;
    expect(data).toMatchObject({
      samplesPerDay: plan.samplesPerDay,
      monthlyCost: plan.monthlyCost,
      totalCount: 20,
      nextCursor: null,
    });
    expect(data.prompts).toHaveLength(20);
    const text = (result.content as { text: string }[]).map((part) => part.text).join('\n');
    expect(text).toContain(`The plan asks ${plan.samplesPerDay} samples a day (1–6 per prompt and platform)`);
  } finally {
    await client.close();
  }
});
