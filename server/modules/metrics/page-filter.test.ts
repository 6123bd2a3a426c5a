/**
 * One period and one platform subset, every screen: on the seeded demo account, the overview, a topic
 * page, the prompts page, the answers drawer and REST read the same visibility, sentiment, impressions,
 * competitor mentions and source citations; and a bad period is refused as bad input on both transports.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signIn } from '../../test/http';
import { PAGE_OVERVIEW_QUERY, PAGE_OVERVIEW_VARIABLES } from '../../../tools/bench/query';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  token = await signIn(server.url, 'demo@example.com');
}, 120_000);
afterAll(() => server?.close());

const gql = async (query: string, variables: Record<string, unknown> = {}) =>
  (await graphql<any>(server.url, query, variables, token)).body;

const rest = async (path: string) => (await getJson<any>(`${server.url}/api${path}`, token)).body.data;

const PERIOD = { preset: 'LAST_30_DAYS' };
const PLATFORMS = ['CHATGPT', 'GEMINI'];
// Every kind of prompt (promptKind: ALL, not GraphQL's unbranded default), as the answers list counts.
const FILTER_ARGS = '$period: PeriodInput, $platforms: [Platform!]';

const METRICS = `metrics {
  visibility impressions answers failures refusals noAnswers sentimentScore sentimentMentions averagePosition
  period { from to days previousFrom previousTo }
  platforms
  change { visibility { current previous change significant } impressions { current previous change } }
  competitorRankings { rankings { id name mentions count } }
  topSources { url count }
}`;

const COUNTS = `query($filter: AnswersFilter) {
  answers(filter: $filter, first: 0) { totalCount okCount visibleCount failureCount refusalCount noAnswerCount }
}`;

async function drawer(filter: Record<string, unknown>) {
  const body = await gql(COUNTS, { filter: { period: PERIOD, platforms: PLATFORMS, ...filter } });
  expect(body.errors).toBeUndefined();
  return body.data.answers as {
    totalCount: number;
    okCount: number;
    visibleCount: number;
    failureCount: number;
    refusalCount: number;
    noAnswerCount: number;
  };
}

async function promptTotals(topicId: string | null) {
  const body = await gql(
    `query(${FILTER_ARGS}) { promptGroups(period: $period, platforms: $platforms, promptKind: ALL) {
      topic { id } prompts { answers impressions } } }`,
    { period: PERIOD, platforms: PLATFORMS },
  );
  expect(body.errors).toBeUndefined();
  const prompts = body.data.promptGroups
    .filter((group: any) => topicId === null || group.topic.id === topicId)
    .flatMap((group: any) => group.prompts);
  return {
    answers: prompts.reduce((sum: number, p: any) => sum + p.answers, 0),
    impressions: prompts.reduce((sum: number, p: any) => sum + p.impressions, 0),
  };
}

describe.each(['overview', 'topic'] as const)('the %s under one page filter', (page) => {
  test('every screen reads the same figures', async () => {
    const body =
      page === 'overview'
        ? await gql(
            `query(${FILTER_ARGS}) { overview(period: $period, platforms: $platforms, promptKind: ALL) { impressionsTotal ${METRICS} } }`,
            { period: PERIOD, platforms: PLATFORMS },
          )
        : await gql(
            `query(${FILTER_ARGS}) { topic(slug: "api", period: $period, platforms: $platforms, promptKind: ALL) { id ${METRICS} } }`,
            { period: PERIOD, platforms: PLATFORMS },
          );
    expect(body.errors).toBeUndefined();
    const metrics = page === 'overview' ? body.data.overview.metrics : body.data.topic.metrics;
    const topicId: string | null = page === 'overview' ? null : body.data.topic.id;
    expect(metrics.platforms).toEqual(PLATFORMS);
    expect(metrics.period.days).toBe(30);
    expect(metrics.answers).toBeGreaterThan(0);
    expect(metrics.impressions).toBeGreaterThan(0);
    if (page === 'overview') expect(body.data.overview.impressionsTotal).toBe(metrics.impressions);

    // The subset is a real filter: every platform gives more answers over the same period.
    const allPlatforms = await gql(`{ overview(period: { preset: LAST_30_DAYS }) { metrics { answers } } }`);
    if (page === 'overview')
      expect(allPlatforms.data.overview.metrics.answers).toBeGreaterThan(metrics.answers);

    // The answers drawer.
    const answers = await drawer(topicId ? { topicId } : {});
    expect([answers.visibleCount, answers.okCount]).toEqual([metrics.impressions, metrics.answers]);
    // Failed captures and refusals: counted apart on the card, listed in the drawer, outside the denominator.
    expect([answers.failureCount, answers.refusalCount, answers.noAnswerCount]).toEqual([
      metrics.failures,
      metrics.refusals,
      metrics.noAnswers,
    ]);
    expect(answers.totalCount - answers.okCount).toBe(
      metrics.failures + metrics.refusals + metrics.noAnswers,
    );
    expect(metrics.failures).toBeGreaterThan(0);
    expect(metrics.visibility).toBe(Math.round((answers.visibleCount / answers.okCount) * 1000) / 10);
    expect((await drawer({ ...(topicId ? { topicId } : {}), visible: true })).visibleCount).toBe(
      metrics.sentimentMentions,
    );
    const competitor = metrics.competitorRankings.rankings[0];
    expect(competitor).toBeDefined();
    expect((await drawer({ ...(topicId ? { topicId } : {}), competitorId: competitor.id })).totalCount).toBe(
      competitor.mentions,
    );
    const source = metrics.topSources[0];
    expect(source).toBeDefined();
    expect((await drawer({ ...(topicId ? { topicId } : {}), sourceUrl: source.url })).totalCount).toBe(
      source.count,
    );

    // The prompts page: its prompts' answers and impressions add up to the page's.
    expect(await promptTotals(topicId)).toEqual({
      answers: metrics.answers,
      impressions: metrics.impressions,
    });

    // REST, with the same filter in its query string.
    const query = '?period=30d&platforms=chatgpt,gemini';
    const impressions = await rest(`/impressions${query}`);
    const restTopic = topicId ?? impressions.aggregate_topic_id;
    expect(impressions.by_topic[restTopic]).toBe(metrics.impressions);
    // The envelope says which days it counted and what: the 30 days asked for, two platforms.
    expect(impressions.unit).toBe('answers that named the brand');
    expect(impressions.platforms).toEqual(['chatgpt', 'gemini']);
    const days = (Date.parse(impressions.period_to) - Date.parse(impressions.period_from)) / 86_400_000;
    expect(days).toBe(29);
    // Unfiltered, it is the latest collection day's figure, and says that day.
    const latest = await rest('/impressions');
    expect(latest.period_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(latest.period_to).toBe(latest.period_from);
    const sentiment = (await rest(`/sentiment${query}`))[restTopic];
    expect(sentiment).toEqual({
      sentiment: metrics.sentimentScore,
      mentions: metrics.sentimentMentions,
      analyzed: metrics.answers,
    });
    const rankings = (await rest(`/competitors${query}`)).by_topic[restTopic].rankings;
    // REST keeps the first client's envelope; its count is the true one, as on every screen.
    expect(rankings.find((row: any) => row.name === competitor.name).count).toBe(competitor.count);
    expect(competitor.count).toBe(competitor.mentions);
    const sources = (await rest(`/sources${query}`)).by_topic[restTopic];
    expect(sources.find((row: any) => row.url === source.url).count).toBe(source.count);
  });
});

test("the overview page's cards, read together, show what each reads alone", async () => {
  const page = await gql(PAGE_OVERVIEW_QUERY, PAGE_OVERVIEW_VARIABLES);
  expect(page.errors).toBeUndefined();
  const { metrics, topPlatforms, impressionsTotal } = page.data.overview;
  expect(metrics.impressionHistory.length).toBeGreaterThan(0);
  expect(metrics.competitorRankings.rankings.length).toBeGreaterThan(0);
  expect(metrics.topSources.length).toBeGreaterThan(0);
  // Each request below asks for one card: its reads go alone (a figure given its own period, equal to the
  // page's, reads apart from the page's reads).
  const alone = async (selection: string, days: { from?: string; to?: string } = {}) => {
    const body = await gql(
      `query($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter${days.from ? ', $from: Date, $to: Date' : ''}) {
        overview(period: $period, platforms: $platforms, promptKind: $promptKind) { ${selection} } }`,
      { ...PAGE_OVERVIEW_VARIABLES, ...days },
    );
    expect(body.errors).toBeUndefined();
    return body.data.overview;
  };
  expect((await alone('impressionsTotal')).impressionsTotal).toBe(impressionsTotal);
  expect(
    (
      await alone(
        'topPlatforms { platform label impressions answers refusals refusalRate noAnswers answerRate visibility }',
      )
    ).topPlatforms,
  ).toEqual(topPlatforms);
  expect(
    (
      await alone(
        'metrics { visibility impressions answers failures refusals noAnswers sentimentScore averagePosition }',
      )
    ).metrics,
  ).toEqual({
    visibility: metrics.visibility,
    impressions: metrics.impressions,
    answers: metrics.answers,
    failures: metrics.failures,
    refusals: metrics.refusals,
    noAnswers: metrics.noAnswers,
    sentimentScore: metrics.sentimentScore,
    averagePosition: metrics.averagePosition,
  });
  const { period } = (await alone('metrics { period { from to } }')).metrics;
  const charts = await alone(
    `metrics {
    impressionHistory(from: $from, to: $to) { date impressions answers visibility }
    sentimentHistory(from: $from, to: $to) { date sentiment mentions } }`,
    period,
  );
  expect(charts.metrics.impressionHistory).toEqual(metrics.impressionHistory);
  expect(charts.metrics.sentimentHistory).toEqual(metrics.sentimentHistory);
  const ranked = await alone(`metrics { competitorRankings(period: $period) {
    companyRank shareOfVoice brand { name mentions shareOfVoice rank } rankings { id name mentions shareOfVoice rank } } }`);
  expect(ranked.metrics.competitorRankings).toEqual(metrics.competitorRankings);
  const cited = await alone(`metrics {
    topSources(period: $period) { url domain count citationShare category }
    citationsByCategory(period: $period) { category label citations share } }`);
  expect(cited.metrics.topSources).toEqual(metrics.topSources);
  expect(cited.metrics.citationsByCategory).toEqual(metrics.citationsByCategory);
});

test('each KPI carries its change against the previous period of equal length', async () => {
  const body = await gql(`{ overview(period: { preset: LAST_7_DAYS }) { metrics {
    period { from to days previousFrom previousTo }
    change { visibility { current previous change significant } impressions { current previous change } }
  } } }`);
  expect(body.errors).toBeUndefined();
  const { period, change } = body.data.overview.metrics;
  expect(period.days).toBe(7);
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;
  expect(day(period.previousTo)).toBe(day(period.from) - 1);
  expect(day(period.previousTo) - day(period.previousFrom) + 1).toBe(7);
  const previous = await gql(
    `query($from: Date, $to: Date) { overview(period: { from: $from, to: $to }) { metrics { visibility impressions } } }`,
    { from: period.previousFrom, to: period.previousTo },
  );
  expect(previous.errors).toBeUndefined();
  expect(change.visibility.previous).toBe(previous.data.overview.metrics.visibility);
  expect(change.impressions.previous).toBe(previous.data.overview.metrics.impressions);
  expect(change.impressions.change).toBe(change.impressions.current - change.impressions.previous);
  expect(typeof change.visibility.significant).toBe('boolean');

  const allTime = await gql(`{ overview(period: { preset: ALL_TIME }) { metrics {
    period { from days } change { visibility { previous change significant } } } } }`);
  expect(allTime.data.overview.metrics.period).toEqual({ from: null, days: null });
  expect(allTime.data.overview.metrics.change.visibility).toEqual({
    previous: null,
    change: null,
    significant: null,
  });
});

describe('the deprecated window argument and the period that replaces it', () => {
  // A figure's own period, under an overview of another period (90 days), so the argument is what counts.
  const FIGURES = (own: string) => `{
    overview(period: { preset: LAST_90_DAYS }, promptKind: ALL) { metrics {
      competitorRankings${own} { companyRank rankings { name mentions count } }
      topSources${own} { url count }
      topDomains${own} { domain citations citationShare }
      citationsByCategory${own} { category citations share }
    } }
  }`;
  const ANSWERS = (filter: string) =>
    `{ answers(filter: ${filter}, first: 0) { totalCount okCount visibleCount failureCount } }`;
  const mentions = (data: any) =>
    data.overview.metrics.competitorRankings.rankings.reduce(
      (sum: number, row: any) => sum + row.mentions,
      0,
    );

  test.each([
    ['WEEK', 'LAST_7_DAYS'],
    ['MONTH', 'LAST_30_DAYS'],
    ['ALL', 'ALL_TIME'],
  ])('window: %s and period: { preset: %s } give the same figures', async (window, preset) => {
    const byWindow = await gql(FIGURES(`(window: ${window})`));
    const byPeriod = await gql(FIGURES(`(period: { preset: ${preset} })`));
    expect(byWindow.errors).toBeUndefined();
    expect(byPeriod.errors).toBeUndefined();
    expect(byWindow.data.overview.metrics.topSources.length).toBeGreaterThan(0);
    expect(byPeriod.data).toEqual(byWindow.data);

    const answersByWindow = await gql(ANSWERS(`{ window: ${window} }`));
    const answersByPeriod = await gql(ANSWERS(`{ period: { preset: ${preset} } }`));
    expect(answersByWindow.data.answers.okCount).toBeGreaterThan(0);
    expect(answersByPeriod.data).toEqual(answersByWindow.data);
  });

  test("a figure's own period is what it counts, and it is refused beside a window", async () => {
    const page = await gql(FIGURES(''));
    const week = await gql(FIGURES('(period: { preset: LAST_7_DAYS })'));
    expect(mentions(week.data)).toBeGreaterThan(0);
    expect(mentions(week.data)).toBeLessThan(mentions(page.data));
    const both = await gql(
      '{ overview { metrics { topSources(window: WEEK, period: { preset: LAST_7_DAYS }) { url } } } }',
    );
    expect(both.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(both.errors?.[0]?.message).toMatch(/not both/);
  });
});

test('all time (read from the totals) and a range over every collected day (read day by day) agree', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 3000 * 86_400_000).toISOString().slice(0, 10);
  const FIGURES = `query($period: PeriodInput, $platforms: [Platform!]) {
    overview(period: $period, platforms: $platforms, promptKind: ALL) {
      metrics { answers impressions failures refusals sentimentScore averagePosition }
      topPlatforms { platform answers impressions refusals refusalRate }
    }
    answers(filter: { period: $period, platforms: $platforms }, first: 0) {
      okCount visibleCount failureCount refusalCount
    }
  }`;
  for (const platforms of [null, ['GEMINI']]) {
    const allTime = await gql(FIGURES, { period: { preset: 'ALL_TIME' }, platforms });
    const everyDay = await gql(FIGURES, { period: { from, to: today }, platforms });
    expect(allTime.errors).toBeUndefined();
    expect(allTime.data.overview.metrics.answers).toBeGreaterThan(0);
    expect(allTime.data).toEqual(everyDay.data);
    const { metrics } = allTime.data.overview;
    expect(allTime.data.answers).toEqual({
      okCount: metrics.answers,
      visibleCount: metrics.impressions,
      failureCount: metrics.failures,
      refusalCount: metrics.refusals,
    });
  }
});

describe('a bad period is bad input, never a server error', () => {
  test.each([
    [{ preset: 'LAST_7_DAYS', from: '2026-01-01', to: '2026-01-02' }, /not both/],
    [{ from: '2026-01-01' }, /needs both from and to/],
    [{ from: '2026-02-30', to: '2026-03-01' }, /calendar day written YYYY-MM-DD/],
    [{ from: '2026-03-02', to: '2026-03-01' }, /must not be after/],
    [{ from: '2000-01-01', to: '2026-01-01' }, /at most 3660 days/],
    [{}, /Choose a preset or a from–to range/],
  ])('GraphQL refuses %j', async (period, message) => {
    for (const query of [
      `query($period: PeriodInput) { overview(period: $period) { metrics { visibility } } }`,
      `query($period: PeriodInput) { topic(slug: "api", period: $period) { id } }`,
      `query($period: PeriodInput) { promptGroups(period: $period) { key } }`,
      `query($period: PeriodInput) { answers(filter: { period: $period }) { totalCount } }`,
    ]) {
      const response = await graphql<any>(server.url, query, { period }, token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.message).toMatch(message);
    }
  });

  test('REST refuses an unknown period, a bad range, an unknown platform and a window beside a period', async () => {
    for (const path of [
      '/impressions?period=1y',
      '/sentiment?period_from=2026-03-02&period_to=2026-03-01',
      '/competitors?platforms=mars',
      '/sources?period=7d&window=week',
    ]) {
      const response = await getJson<any>(`${server.url}/api${path}`, token);
      expect(response.status).toBe(400);
      expect(response.body.status).toBe('error');
    }
    // REST's words as they always were, built from the one preset table.
    const unknown = await getJson<any>(`${server.url}/api/impressions?period=1y`, token);
    expect(unknown.body.message).toBe('period must be 7d, 30d, 90d or all.');
  });

  test('the answers drawer refuses a period beside a window, and platform beside platforms', async () => {
    for (const filter of [
      { period: { preset: 'LAST_7_DAYS' }, window: 'WEEK' },
      { platform: 'CHATGPT', platforms: ['GEMINI'] },
    ]) {
      const response = await graphql<any>(server.url, COUNTS, { filter }, token);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
