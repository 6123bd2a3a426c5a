/**
 * Adaptive allocation wired end to end (issue 62), through HTTP on a server with its in-process worker and
 * the simulated engines: a brand with a target is asked unequal samples across prompts and its headline is
 * the mean of per-prompt rates; uniform settings leave the figures pooled, as before; a spent budget drops a
 * run to the floor, says so, and fires its alert once. REST and MCP give GraphQL's figures.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SqlParam } from '../../db/db';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp } from '../../test/http';
import { requestPriceUsd } from './pricing';

let server: TestServer;
const statements: string[] = [];
const today = todayUtc();

interface Brand {
  token: string;
  brandId: string;
  promptIds: string[];
}

const gql = async (brand: Brand, query: string, variables: Record<string, unknown> = {}): Promise<any> => {
  const { body } = await graphql(server.url, query, variables, brand.token);
  expect(body.errors).toBeUndefined();
  return body.data;
};

/** A brand on ChatGPT and Perplexity (simulated: no keys) with `prompts` prompts in one topic. */
async function brandWith(name: string, prompts: number): Promise<Brand> {
  const { token, brandId } = await signUp(server.url, name);
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Quillstack', 'https://quillstack.io', '{}')`,
    [brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'Kongly', 'kongly.dev'), ($1, 'Tykway', 'tykway.io')`,
    [brandId],
  );
  await server.db.query(`update profiles set platforms = array['chatgpt', 'perplexity'] where id = $1`, [
    brandId,
  ]);
  const brand: Brand = { token, brandId, promptIds: [] };
  const { createTopic } = await gql(
    brand,
    'mutation { createTopic(input: { name: "Gateways" }) { topic { id } } }',
  );
  for (let i = 0; i < prompts; i++) {
    const { addPrompt } = await gql(
      brand,
      'mutation($t: ID!, $q: String!) { addPrompt(input: { topicId: $t, question: $q }) { prompt { id } } }',
      { t: createTopic.topic.id, q: `Which API gateway is best for case ${i + 1}?` },
    );
    brand.promptIds.push(addPrompt.prompt.id);
  }
  return brand;
}

const SETTINGS = `mutation($input: UpdateSamplingSettingsInput!) { updateSamplingSettings(input: $input) {
  settings { minSamplesPerDay maxSamplesPerDay } } }`;

const RUN_FIELDS = 'id status total settled plannedSamples planReason budgetSpent monthSpend monthBudget';

/** Run now, then wait for the run to complete. */
async function runNow(brand: Brand) {
  const started = await gql(brand, `mutation { startCollectionRun { run { id } } }`);
  const id = started.startCollectionRun.run.id;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { collectionRun } = await gql(
      brand,
      `query($id: ID!) { collectionRun(id: $id) { ${RUN_FIELDS} } }`,
      {
        id,
      },
    );
    if (collectionRun.status === 'COMPLETED') return collectionRun;
    if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(collectionRun)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Samples asked today per prompt and platform (every status), from the answers. */
async function samplesAsked(brand: Brand) {
  return server.db.query<{ promptId: string; platform: string; n: number }>(
    `select prompt_id as "promptId", platform, count(*)::int as n from answers
     where user_id = $1 and collected_on = $2 group by 1, 2`,
    [brand.brandId, today],
  );
}

/** Each (prompt, platform, day)'s impressions and answers from the answers themselves (ok answers only). */
async function ratesFromAnswers(brand: Brand, from: string) {
  return server.db.query<{ impressions: number; answers: number }>(
    `select count(*) filter (where visible)::int as impressions, count(*)::int as answers from answers
     where user_id = $1 and collected_on >= $2 and status = 'ok' group by prompt_id, platform, collected_on`,
    [brand.brandId, from],
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function mcpOverview(brand: Brand, args: Record<string, unknown>) {
  const client = new Client({ name: 'adaptive-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${brand.token}` } },
    }),
  );
  try {
    const result = await client.callTool({ name: 'get_overview', arguments: args });
    expect(result.isError).not.toBe(true);
    return {
      data: result.structuredContent as any,
      text: (result.content as { text: string }[]).map((part) => part.text).join('\n'),
    };
  } finally {
    await client.close();
  }
}

const OVERVIEW = `query($period: PeriodInput) { overview(period: $period) { metrics {
  visibility visibilityBasis impressions answers
  change { visibility { current previous change significant } }
  visibilityInterval { visibility basis low high answers impressions }
  impressionHistory { date visibility impressions answers }
} } }`;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  const query = server.db.query.bind(server.db);
  server.db.query = (<Row>(sql: string, params?: readonly SqlParam[]) => {
    statements.push(sql);
    return query<Row>(sql, params);
  }) as typeof server.db.query;
}, 60_000);
afterAll(() => server?.close());

describe('a brand with a target', () => {
  let brand: Brand;
  // The window the plan reads, five days ago: two prompts near 50 %, four pinned near 0 % or 100 %
  // (40 answers each, every prompt asked the same that day).
  const WINDOW = [20, 19, 1, 39, 0, 40];

  beforeAll(async () => {
    brand = await brandWith('adaptive', WINDOW.length);
    const rows = brand.promptIds.flatMap((promptId, i) =>
      ['chatgpt', 'perplexity'].map((platform) => ({ promptId, platform, impressions: WINDOW[i]! })),
    );
    await server.db.query(
      `insert into prompt_daily (user_id, prompt_id, platform, day, answers, failures, impressions)
       select $1, r.prompt_id, r.platform, $5::date, 40, 0, r.impressions
       from unnest($2::uuid[], $3::text[], $4::int[]) as r(prompt_id, platform, impressions)`,
      [
        brand.brandId,
        rows.map((r) => r.promptId),
        rows.map((r) => r.platform),
        rows.map((r) => r.impressions),
        addDays(today, -5),
      ],
    );
    await gql(brand, SETTINGS, {
      input: { headlineHalfWidth: 2, minSamplesPerDay: 1, maxSamplesPerDay: 6 },
    });
  }, 60_000);

  test('its run asks prompts unequal samples, as planned, and says why', async () => {
    const { samplingPlan } = await gql(
      brand,
      '{ samplingPlan { samplesPerDay prompts(first: 100) { edges { node { promptId platform samplesPerDay } } } } }',
    );
    const run = await runNow(brand);
    const asked = await samplesAsked(brand);
    const planned = new Map<string, number>(
      samplingPlan.prompts.edges.map(({ node }: any) => [
        `${node.promptId}|${node.platform.toLowerCase()}`,
        node.samplesPerDay,
      ]),
    );
    for (const row of asked) expect(row.n).toBe(planned.get(`${row.promptId}|${row.platform}`));
    const chatgpt = asked.filter((row) => row.platform === 'chatgpt').map((row) => row.n);
    expect(new Set(chatgpt).size).toBeGreaterThan(1);
    expect(run.plannedSamples).toBe(samplingPlan.samplesPerDay);
    expect(run.total).toBe(samplingPlan.samplesPerDay);
    expect(run.planReason).toMatch(
      /^Planned for ±2 points on the headline: \d–\d samples per prompt and platform/,
    );
    expect(run.budgetSpent).toBe(false);
  });

  test('its headline is the mean of per-prompt rates; counts stay raw; REST and MCP agree', async () => {
    const todayOnly = await gql(brand, OVERVIEW, { period: { from: today, to: today } });
    const strata = await ratesFromAnswers(brand, today);
    const byHand = strata.reduce((sum, s) => sum + s.impressions / s.answers, 0) / strata.length;
    const metrics = todayOnly.overview.metrics;
    expect(metrics.visibilityBasis).toBe('PROMPT_MEAN');
    expect(metrics.visibility).toBe(round1(byHand * 100));
    // The drill-down's counts are the answers themselves.
    expect(metrics.answers).toBe(strata.reduce((sum, s) => sum + s.answers, 0));
    expect(metrics.impressions).toBe(strata.reduce((sum, s) => sum + s.impressions, 0));
    // The latest day: the same mean, inside its interval.
    expect(metrics.visibilityInterval.basis).toBe('PROMPT_MEAN');
    expect(metrics.visibilityInterval.visibility).toBe(round1(byHand * 100));
    expect(metrics.visibilityInterval.low).toBeLessThanOrEqual(metrics.visibility);
    expect(metrics.visibilityInterval.high).toBeGreaterThanOrEqual(metrics.visibility);
    expect(metrics.visibilityInterval.high - metrics.visibilityInterval.low).toBeGreaterThan(0);

    // Over 30 days: each prompt on each platform and day weighs the same (the window's day, five days ago,
    // was even, and still counts prompt by prompt since the period holds an uneven day).
    const month = (await gql(brand, OVERVIEW, { period: { preset: 'LAST_30_DAYS' } })).overview.metrics;
    const windowRates = WINDOW.flatMap((impressions) => [impressions / 40, impressions / 40]);
    const all = [...windowRates, ...strata.map((s) => s.impressions / s.answers)];
    const monthByHand = all.reduce((sum, rate) => sum + rate, 0) / all.length;
    expect(month.visibilityBasis).toBe('PROMPT_MEAN');
    expect(month.visibility).toBe(round1(monthByHand * 100));
    const todayPoint = month.impressionHistory.find((point: any) => point.date === today);
    expect(todayPoint.visibility).toBe(round1(byHand * 100));

    const rest = await getJson<any>(`${server.url}/api/impressions?period=30d`, brand.token);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      visibility: month.visibility,
      visibility_basis: 'prompt_mean',
      impressions: month.impressions,
    });
    const mcp = await mcpOverview(brand, { period: '30d' });
    expect(mcp.data).toMatchObject({
      visibility: month.visibility,
      visibilityBasis: 'PROMPT_MEAN',
      impressions: month.impressions,
    });
    expect(mcp.text).toContain('the mean of the per-prompt rates');
  });
});

describe('uniform settings', () => {
  test('every prompt is asked the same; the figures are pooled, as before, and nothing more is read', async () => {
    const brand = await brandWith('uniform', 4);
    await gql(brand, SETTINGS, {
      input: { headlineHalfWidth: 4, minSamplesPerDay: 2, maxSamplesPerDay: 2 },
    });
    const run = await runNow(brand);
    expect(run.plannedSamples).toBe(4 * 2 * 2);
    expect(run.planReason).toMatch(/2 samples per prompt and platform/);
    expect(new Set((await samplesAsked(brand)).map((row) => row.n))).toEqual(new Set([2]));

    statements.length = 0;
    const metrics = (await gql(brand, OVERVIEW, { period: { preset: 'LAST_30_DAYS' } })).overview.metrics;
    // Nothing of the per-prompt rates is read for an account that never sampled unevenly.
    expect(statements.filter((sql) => sql.includes('/* getPromptRateDays */'))).toHaveLength(0);
    const strata = await ratesFromAnswers(brand, addDays(today, -29));
    const impressions = strata.reduce((sum, s) => sum + s.impressions, 0);
    const answers = strata.reduce((sum, s) => sum + s.answers, 0);
    // The old figure: pooled impressions ÷ answers.
    const pooled = round1((impressions / answers) * 100);
    expect(metrics).toMatchObject({ visibilityBasis: 'POOLED', visibility: pooled, impressions, answers });
    expect(metrics.visibilityInterval).toMatchObject({ basis: 'POOLED', visibility: pooled });

    const rest = await getJson<any>(`${server.url}/api/impressions?period=30d`, brand.token);
    expect(rest.body.data).toMatchObject({ impressions, visibility: pooled, visibility_basis: 'pooled' });
    const mcp = await mcpOverview(brand, { period: '30d' });
    expect(mcp.data).toMatchObject({ visibility: pooled, visibilityBasis: 'POOLED', impressions, answers });
    expect(mcp.text).toContain(`(${impressions} answer`);
  });
});

describe('a spent budget', () => {
  test('drops the run to the floor, says so on the run, and fires its alert once', async () => {
    const brand = await brandWith('budget', 3);
    // Paid ChatGPT answers earlier today, of a prompt since archived (the runs ask it no more): enough to
    // cost more than the cent the budget allows, priced from the table.
    const unit = requestPriceUsd({ kind: 'engine', platform: 'chatgpt', model: 'gpt-4.1-mini' })!;
    const paid = Math.ceil(0.01 / unit) + 1;
    const { createTopic } = await gql(
      brand,
      'mutation { createTopic(input: { name: "Old" }) { topic { id } } }',
    );
    const [old] = await server.db.query<{ id: string }>(
      `insert into prompts (user_id, topic_id, question, archived_at) values ($1, $2, 'An old question', now())
       returning id`,
      [brand.brandId, createTopic.topic.id],
    );
    await server.db.query(
      `insert into answers (user_id, prompt_id, topic_id, platform, sample, collected_on, status, engine, model,
         simulated, answer_text, visible)
       select $1, $2, $3, 'chatgpt', s, $4::date, 'ok', 'openai', 'gpt-4.1-mini', false, 'An answer.', false
       from generate_series(1, $5::int) s`,
      [brand.brandId, old!.id, createTopic.topic.id, today, paid],
    );
    await gql(brand, SETTINGS, {
      input: { headlineHalfWidth: 2, minSamplesPerDay: 1, maxSamplesPerDay: 5, monthlyBudgetUsd: 0.01 },
    });

    const run = await runNow(brand);
    expect(run.budgetSpent).toBe(true);
    expect(run.monthBudget).toBe(0.01);
    expect(run.monthSpend).toBe(Math.round(paid * unit * 100) / 100);
    expect(run.plannedSamples).toBe(3 * 2);
    expect(run.planReason).toMatch(
      /^The month’s sampling budget is spent \(\$0\.0\d of \$0\.01\): every prompt is asked the floor, 1 sample on each platform/,
    );
    expect(
      new Set((await samplesAsked(brand)).filter((r) => r.promptId !== old!.id).map((r) => r.n)),
    ).toEqual(new Set([1]));

    const budgetAlerts = async () => {
      const { alertEvents } = await gql(brand, '{ alertEvents(first: 50) { events { kind title detail } } }');
      return alertEvents.events.filter((event: any) => event.kind === 'SAMPLING_BUDGET_SPENT');
    };
    const waitForEvaluation = async (runId: string) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [row] = await server.db.query<{ n: number }>(
          'select count(*)::int as n from alert_run_evaluations where run_id = $1',
          [runId],
        );
        if (row!.n > 0) return;
        if (Date.now() > deadline) throw new Error('the run was never evaluated');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await waitForEvaluation(run.id);
    const fired = await budgetAlerts();
    expect(fired).toHaveLength(1);
    expect(fired[0].detail).toContain('Runs now ask every prompt the floor of samples');

    // A second run the same month finds the budget spent too; the alert does not fire again.
    const again = await runNow(brand);
    expect(again.budgetSpent).toBe(true);
    await waitForEvaluation(again.id);
    expect(await budgetAlerts()).toHaveLength(1);
  });
});
