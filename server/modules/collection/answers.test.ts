/**
 * Every dashboard figure opens the answers behind it: through GraphQL on the seeded demo account, the
 * answers connection's counts equal each figure's numerator and denominator, for the overview and a topic.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';

let server: TestServer;
const tokens: Record<'demo' | 'fund', string> = { demo: '', fund: '' };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  tokens.demo = await signIn(server.url, 'demo@example.com');
  tokens.fund = await signIn(server.url, 'fund@example.com');
}, 120_000);
afterAll(() => server?.close());

const gql = async <T = any>(query: string, variables: Record<string, unknown> = {}, token = tokens.demo) =>
  (await graphql<T>(server.url, query, variables, token)).body;

const COUNTS = `query($filter: AnswersFilter) {
  answers(filter: $filter, first: 0) { totalCount okCount visibleCount failureCount refusalCount }
}`;

async function counts(filter: Record<string, unknown>, token = tokens.demo) {
  const body = await gql(COUNTS, { filter }, token);
  expect(body.errors).toBeUndefined();
  return body.data.answers as {
    totalCount: number;
    okCount: number;
    visibleCount: number;
    failureCount: number;
    refusalCount: number;
  };
}

const METRICS = `
  latestDay latestImpressions latestAnswers sentimentMentions
  visibilityInterval { day impressions answers failures }
  impressionHistory { date impressions answers }
  sentimentHistory { date mentions }
  month: competitorRankings(window: MONTH) { rankings { id name mentions } }
  all: competitorRankings(window: ALL) { rankings { id name mentions } }
  week: topSources(window: WEEK) { url domain count }
  allSources: topSources(window: ALL) { url domain count }`;

// The last 30 days of every kind of prompt: the answers list counts both kinds (the dashboard opens on
// unbranded prompts, and passes promptKind to both).
const FILTER = 'period: { preset: LAST_30_DAYS }, promptKind: ALL';

async function figures(page: 'overview' | 'topic') {
  const body =
    page === 'overview'
      ? await gql(`{ overview(${FILTER}) { metrics { ${METRICS} } topPlatforms { platform impressions answers }
          topicBreakdown { topic { id } name percentage } } }`)
      : await gql(`{ topic(slug: "api", ${FILTER}) { id metrics { ${METRICS} } } }`);
  expect(body.errors).toBeUndefined();
  return page === 'overview'
    ? { topicId: null, ...body.data.overview }
    : { topicId: body.data.topic.id as string, metrics: body.data.topic.metrics };
}

describe.each(['overview', 'topic'] as const)('the %s figures and their answers', (page) => {
  test('Brand Visibility: visible / ok answers of the latest day, failures counted apart', async () => {
    const { topicId, metrics } = await figures(page);
    expect(metrics.latestAnswers).toBeGreaterThan(0);
    const latest = await counts({ topicId, day: metrics.latestDay });
    expect(latest.visibleCount).toBe(metrics.latestImpressions);
    expect(latest.okCount).toBe(metrics.latestAnswers);
    expect(latest.failureCount).toBe(metrics.visibilityInterval.failures);
    expect(latest.totalCount).toBe(latest.okCount + latest.failureCount + latest.refusalCount);
  });

  test('Mentions and Sentiment charts: each day’s point', async () => {
    const { topicId, metrics } = await figures(page);
    const point = metrics.impressionHistory[Math.floor(metrics.impressionHistory.length / 2)];
    const day = await counts({ topicId, day: point.date });
    expect([day.visibleCount, day.okCount]).toEqual([point.impressions, point.answers]);
    const sentimentPoint = metrics.sentimentHistory.at(-1);
    const mentioned = await counts({ topicId, day: sentimentPoint.date, visible: true });
    expect(mentioned.totalCount).toBe(sentimentPoint.mentions);
  });

  test('Sentiment: the 30-day sample is the answers mentioning the brand in the MONTH window', async () => {
    const { topicId, metrics } = await figures(page);
    expect(metrics.sentimentMentions).toBeGreaterThan(0);
    expect((await counts({ topicId, window: 'MONTH' })).visibleCount).toBe(metrics.sentimentMentions);
  });

  test('Competitor Rankings: answers naming the competitor in the window', async () => {
    const { topicId, metrics } = await figures(page);
    expect(metrics.month.rankings.length).toBeGreaterThan(0);
    for (const row of metrics.month.rankings)
      expect((await counts({ topicId, competitorId: row.id, window: 'MONTH' })).totalCount).toBe(
        row.mentions,
      );
    const top = metrics.all.rankings[0];
    expect((await counts({ topicId, competitorId: top.id, window: 'ALL' })).totalCount).toBe(top.mentions);
    expect((await counts({ topicId, competitorId: top.id })).totalCount).toBe(top.mentions);
  });

  test('Top Sources: answers citing the URL in the window', async () => {
    const { topicId, metrics } = await figures(page);
    expect(metrics.week.length).toBeGreaterThan(0);
    for (const source of metrics.week)
      expect((await counts({ topicId, sourceUrl: source.url, window: 'WEEK' })).totalCount).toBe(
        source.count,
      );
    const top = metrics.allSources[0];
    expect((await counts({ topicId, sourceUrl: top.url })).totalCount).toBe(top.count);
    const domain = await counts({ topicId, sourceDomain: top.domain });
    expect(domain.totalCount).toBeGreaterThanOrEqual(top.count);
  });
});

test('Top Platforms and Topic Breakdown: the 30-day answers of a platform and of a topic', async () => {
  const overview = await figures('overview');
  for (const platform of overview.topPlatforms) {
    const answers = await counts({ platform: platform.platform, window: 'MONTH' });
    expect([answers.visibleCount, answers.okCount]).toEqual([platform.impressions, platform.answers]);
  }
  const impressions = new Map<string, number>();
  for (const share of overview.topicBreakdown)
    impressions.set(
      share.topic.id,
      (await counts({ topicId: share.topic.id, window: 'MONTH' })).visibleCount,
    );
  const total = [...impressions.values()].reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThan(0);
  for (const share of overview.topicBreakdown)
    expect(share.percentage).toBe(Math.round((100 * impressions.get(share.topic.id)!) / total));
});

test("the prompts page: a prompt's Visibility badge is its answers' visible / ok, failures beside it", async () => {
  const body = await gql(
    '{ promptGroups(period: { preset: ALL_TIME }, promptKind: ALL) { prompts { id answers impressions failures visibilityPercentage } } }',
  );
  expect(body.errors).toBeUndefined();
  const prompts = body.data.promptGroups.flatMap((group: any) => group.prompts);
  expect(prompts.some((p: any) => p.failures > 0)).toBe(true);
  for (const prompt of prompts.slice(0, 6).concat(prompts.filter((p: any) => p.failures > 0).slice(0, 3))) {
    const answers = await counts({ promptId: prompt.id });
    expect(answers).toEqual({
      totalCount: prompt.answers + prompt.failures + answers.refusalCount,
      okCount: prompt.answers,
      visibleCount: prompt.impressions,
      failureCount: prompt.failures,
      refusalCount: expect.any(Number),
    });
    expect(prompt.visibilityPercentage).toBeCloseTo((100 * answers.visibleCount) / answers.okCount, 1);
  }
});

test('failed captures are excluded from okCount, listed with their error, never "not visible"', async () => {
  const all = await counts({ window: 'MONTH' });
  expect(all.failureCount).toBeGreaterThan(0);
  expect(all.totalCount).toBe(all.okCount + all.failureCount + all.refusalCount);
  const notVisible = await counts({ window: 'MONTH', visible: false });
  expect(notVisible.failureCount).toBe(0);
  expect(notVisible.refusalCount).toBe(0);
  expect(notVisible.totalCount).toBe(all.okCount - all.visibleCount);
  const failed = await gql(
    `{ answers(filter: { window: MONTH, status: FAILED }, first: 3) { totalCount
      edges { node { status error visible text mentions { start } } } } }`,
  );
  expect(failed.data.answers.totalCount).toBe(all.failureCount);
  for (const { node } of failed.data.answers.edges)
    expect(node).toMatchObject({ status: 'FAILED', error: expect.any(String), visible: null, mentions: [] });
});

test('refusals: stored apart from answers and failures, out of every denominator, counted per platform', async () => {
  const all = await counts({ period: { preset: 'LAST_30_DAYS' }, promptKind: 'ALL' });
  // The demo's simulated platforms decline now and then (0.5-2 % of their answers).
  expect(all.refusalCount).toBeGreaterThan(0);
  expect(all.refusalCount).toBeLessThan(all.okCount * 0.05);
  const body = await gql(`{ overview(${FILTER}) { metrics { answers failures refusals }
    topPlatforms { platform answers refusals refusalRate } } }`);
  expect(body.errors).toBeUndefined();
  const { metrics, topPlatforms } = body.data.overview;
  expect([metrics.answers, metrics.failures, metrics.refusals]).toEqual([
    all.okCount,
    all.failureCount,
    all.refusalCount,
  ]);
  for (const platform of topPlatforms) {
    const own = await counts({
      period: { preset: 'LAST_30_DAYS' },
      promptKind: 'ALL',
      platforms: [platform.platform],
    });
    expect([platform.answers, platform.refusals]).toEqual([own.okCount, own.refusalCount]);
    expect(platform.refusalRate).toBeCloseTo((100 * own.refusalCount) / (own.okCount + own.refusalCount), 1);
  }
  const refused = await gql(
    `{ answers(filter: { window: MONTH, status: REFUSED }, first: 3) { totalCount
      edges { node { status error visible text searchQueries sources { url } mentions { start } } } } }`,
  );
  expect(refused.errors).toBeUndefined();
  expect(refused.data.answers.totalCount).toBeGreaterThan(0);
  for (const { node } of refused.data.answers.edges)
    expect(node).toMatchObject({
      status: 'REFUSED',
      error: null,
      visible: null,
      text: expect.stringMatching(/can't|not able/),
      sources: [],
      mentions: [],
    });
});

test('pages of a competitor’s answers list every answer once, each naming it', async () => {
  const { metrics } = await figures('overview');
  const competitor = metrics.month.rankings.at(-1);
  const query = `query($filter: AnswersFilter, $after: String) { answers(filter: $filter, first: 25, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id competitors { id } mentions { name isBrand } } } } }`;
  const filter = { competitorId: competitor.id, window: 'MONTH' };
  const seen: string[] = [];
  let after: string | null = null;
  const totals: number[] = [];
  do {
    const body: any = await gql(query, { filter, after });
    const connection = body.data.answers;
    totals.push(connection.totalCount);
    for (const { node } of connection.edges) {
      seen.push(node.id);
      expect(node.competitors.map((c: any) => c.id)).toContain(competitor.id);
      expect(node.mentions.some((m: any) => !m.isBrand && m.name === competitor.name)).toBe(true);
    }
    after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
  } while (after);
  expect(new Set(totals).size).toBe(1);
  expect(new Set(seen).size).toBe(totals[0]);
  expect(seen).toHaveLength(competitor.mentions);
});

describe('bad filters and other accounts', () => {
  test.each([
    [{ competitorId: 'not-an-id' }, /competitorId is not a valid id/],
    [{ window: 'MONTH', day: '2026-01-01' }, /window cannot be combined/],
    [{ sourceUrl: '' }, /sourceUrl must be 1 to/],
    [{ sourceDomain: 'x'.repeat(3000) }, /sourceDomain must be 1 to/],
    [{ day: '2026-02-30' }, /YYYY-MM-DD/],
  ])('%j → 400 BAD_USER_INPUT', async (filter, message) => {
    const response = await graphql<any>(server.url, COUNTS, { filter }, tokens.demo);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(message);
    expect(response.body.data?.answers ?? null).toBeNull();
  });

  test('an unknown window or platform is refused by the schema', async () => {
    for (const filter of [{ window: 'YEAR' }, { platform: 'MARS' }]) {
      const response = await graphql<any>(server.url, COUNTS, { filter }, tokens.demo);
      expect(response.status).toBe(400);
    }
  });

  test("another account's competitor, prompt and topic ids are refused", async () => {
    const fund = await gql(
      `{ overview { metrics { competitorRankings { rankings { id } } topSources { url } } }
         promptGroups { topic { id } prompts { id } } }`,
      {},
      tokens.fund,
    );
    expect(fund.errors).toBeUndefined();
    const fundCompetitor = fund.data.overview.metrics.competitorRankings.rankings[0].id;
    const fundPrompt = fund.data.promptGroups[0].prompts[0].id;
    const fundTopic = fund.data.promptGroups[0].topic.id;
    for (const filter of [
      { competitorId: fundCompetitor },
      { promptId: fundPrompt },
      { topicId: fundTopic },
    ]) {
      const foreign = await graphql<any>(server.url, COUNTS, { filter }, tokens.demo);
      expect(foreign.status).toBe(400);
      expect(foreign.body.data?.answers ?? null).toBeNull();
    }
    // The fund account sees its own competitor's answers, so the refusal above is the scoping.
    expect((await counts({ competitorId: fundCompetitor }, tokens.fund)).totalCount).toBeGreaterThan(0);
  });
});

test('searchQueries: the searches the engines ran, most run first, each linked to the answers that ran it', async () => {
  const body = await gql(`{ viewer { brand { website } }
    searchQueries(period: { preset: LAST_30_DAYS }, promptKind: ALL) { query answers brandCitedAnswers } }`);
  expect(body.errors).toBeUndefined();
  const rows: { query: string; answers: number; brandCitedAnswers: number }[] = body.data.searchQueries;
  expect(rows.length).toBeGreaterThan(3);
  for (const [a, b] of rows.slice(0, -1).map((row, i) => [row, rows[i + 1]!] as const))
    expect(a.answers).toBeGreaterThanOrEqual(b.answers);
  const host = new URL(`https://${String(body.data.viewer.brand.website).replace(/^https?:\/\//, '')}`)
    .hostname;
  const domain = host.replace(/^www\./, '');
  for (const row of [rows[0]!, rows[Math.floor(rows.length / 2)]!]) {
    expect(row.brandCitedAnswers).toBeLessThanOrEqual(row.answers);
    const period = { preset: 'LAST_30_DAYS' };
    const ran = await counts({ period, promptKind: 'ALL', searchQuery: row.query.toUpperCase() });
    expect(ran.okCount).toBe(row.answers);
    const cited = await counts({ period, promptKind: 'ALL', searchQuery: row.query, sourceDomain: domain });
    expect(cited.okCount).toBe(row.brandCitedAnswers);
  }
  // One platform's and one topic's searches are fewer; a topic of another account is refused.
  const topicId = (await figures('topic')).topicId;
  const narrowed = await gql(
    `query($topicId: ID) { gemini: searchQueries(period: { preset: LAST_30_DAYS }, promptKind: ALL, platforms: [GEMINI]) { answers }
      topic: searchQueries(period: { preset: LAST_30_DAYS }, promptKind: ALL, topicId: $topicId) { answers } }`,
    { topicId },
  );
  expect(narrowed.errors).toBeUndefined();
  const total = (list: { answers: number }[]) => list.reduce((sum, row) => sum + row.answers, 0);
  expect(total(narrowed.data.gemini)).toBeGreaterThan(0);
  expect(total(narrowed.data.gemini)).toBeLessThan(total(rows));
  expect(total(narrowed.data.topic)).toBeLessThan(total(rows));
  const foreign = await gql(`{ searchQueries(topicId: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b") { query } }`);
  expect(foreign.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
