/**
 * The REST API (docs/api.md) and the GraphQL API, through HTTP, for both demo accounts. Expected
 * figures are recomputed from the raw answers table, so the rollups, the services and both transports
 * are checked against the data they summarise.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayUtc } from '../lib/dates';
import { startTestServer, type TestServer } from './harness';
import { getJson, graphql, postJson, signIn } from './http';

const DEMO_ID = 'd0d0d0d0-0000-4000-8000-000000000001';
const FUND_ID = 'f0f0f0f0-0000-4000-8000-000000000001';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { ACTION_CENTER_BLOCKED_IDS: FUND_ID } });
  tokens.demo = await signIn(server.url, 'demo@example.com');
  tokens.fund = await signIn(server.url, 'fund@example.com');
});

afterAll(async () => {
  await server?.close();
});

const api = (path: string, token: string | null = tokens.demo!) =>
  getJson<any>(`${server.url}/api${path}`, token);

const OVERVIEW = /* GraphQL */ `
  query Overview($window: TimeWindow, $period: PeriodInput, $promptKind: PromptKindFilter) {
    viewer {
      profile {
        id
        username
      }
      variant
      flags {
        actionCenter
      }
      platforms
      brand {
        name
      }
    }
    topics {
      id
      name
      slug
      promptCount
      metrics(period: $period, promptKind: $promptKind) {
        latestImpressions
        latestAnswers
        visibility
        sentimentScore
      }
    }
    overview(period: $period, promptKind: $promptKind) {
      promptCount
      impressionsTotal
      topPlatforms {
        platform
        label
        impressions
        answers
        visibility
      }
      topicBreakdown {
        name
        percentage
        topic {
          slug
        }
      }
      metrics {
        visibility
        latestImpressions
        latestAnswers
        latestDay
        sentimentScore
        sentimentMentions
        sentimentAnalyzed
        averagePosition
        impressionHistory {
          date
          impressions
          answers
          visibility
        }
        sentimentHistory {
          date
          sentiment
          mentions
        }
        competitorRankings(window: $window) {
          companyRank
          shareOfVoice
          brand {
            name
            mentions
            shareOfVoice
            rank
          }
          rankings {
            name
            count
            mentions
            shareOfVoice
            rank
            logoUrl
          }
        }
        topSources(window: $window) {
          url
          domain
          count
          citationShare
        }
      }
    }
  }
`;

/**
 * GraphQL's figures under the filter that REST's windows and the raw queries below use: all time and both
 * kinds of prompt unless the test asks for the 30 days of REST's sentiment (GraphQL's own default is the
 * dashboard's: 30 days, unbranded).
 */
const ALL_TIME = { period: { preset: 'ALL_TIME' }, promptKind: 'ALL' };
const LAST_30_DAYS = { period: { preset: 'LAST_30_DAYS' }, promptKind: 'ALL' };

async function overview(account: string, window = 'ALL', filter = ALL_TIME) {
  const { status, body } = await graphql<any>(server.url, OVERVIEW, { window, ...filter }, tokens[account]);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data;
}

const ROUTES = [
  '/impressions',
  '/sentiment',
  '/competitors',
  '/sources',
  '/topics?ids=',
  '/impression-details',
  '/time-series?type=sentiment',
  '/time-series/sources',
  '/time-series/competitors',
  '/get-prompts',
  '/action/status',
];

describe('authorisation', () => {
  test.each(ROUTES)('GET /api%s needs a token (401)', async (path) => {
    const anonymous = await api(path, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ status: 'error', message: expect.any(String) });
    const forged = await api(path, 'not-a-token');
    expect(forged.status).toBe(401);
  });

  test.each(ROUTES)("GET /api%s refuses another account's user_id (403, no data)", async (path) => {
    const separator = path.includes('?') ? '&' : '?';
    const response = await api(`${path}${separator}user_id=${FUND_ID}`);
    expect(response.status).toBe(403);
    expect(response.body.data).toBeUndefined();
    const own = await api(`${path}${separator}user_id=${DEMO_ID}`);
    expect(own.status).toBe(200);
    expect(own.body.status).toBe('success');
  });

  test('GraphQL fields need a token; health does not', async () => {
    const anonymous = await graphql<any>(server.url, '{ overview { promptCount } }');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data?.overview ?? null).toBeNull();
    const health = await graphql<any>(server.url, '{ health }');
    expect(health.body.data.health).toBe('ok');
  });

  test('the viewer is the token holder', async () => {
    expect((await overview('demo')).viewer.profile.id).toBe(DEMO_ID);
    expect((await overview('fund')).viewer.profile.id).toBe(FUND_ID);
  });
});

describe.each(['demo', 'fund'])('the %s account', (account) => {
  const brandId = () => (account === 'demo' ? DEMO_ID : FUND_ID);

  async function rawLatestVisibility(topicFilter: 'aggregate' | string) {
    const rows = await server.db.query<{ impressions: number; answers: number; day: string }>(
      `with scoped as (
         select a.* from answers a join topics t on t.id = a.topic_id
         where a.user_id = $1 and a.status = 'ok' and ($2 = 'aggregate' or t.id::text = $2)
       ), latest as (select max(collected_on) as day from scoped)
       select count(*) filter (where visible)::int as impressions, count(*)::int as answers, (select day from latest) as day
       from scoped where collected_on = (select day from latest)`,
      [brandId(), topicFilter],
    );
    return rows[0]!;
  }

  test('viewer, variant and flags', async () => {
    const data = await overview(account);
    expect(data.viewer.variant).toBe(account === 'fund' ? 'FUND' : 'GENERAL');
    expect(data.viewer.platforms).toEqual(expect.arrayContaining(['CHATGPT', 'PERPLEXITY', 'GEMINI']));
    expect(data.viewer.brand.name).toEqual(expect.any(String));
  });

  test('the latest* figures are the latest day’s and visibility the period’s, recomputed from raw answers', async () => {
    const data = await overview(account);
    const raw = await rawLatestVisibility('aggregate');
    expect(raw.answers).toBeGreaterThan(0);
    expect(data.overview.metrics.latestDay).toBe(raw.day);
    expect(data.overview.metrics.latestImpressions).toBe(raw.impressions);
    expect(data.overview.metrics.latestAnswers).toBe(raw.answers);
    const [all] = await server.db.query<{ impressions: number; answers: number }>(
      `select count(*) filter (where visible)::int as impressions, count(*)::int as answers from answers
       where user_id = $1 and status = 'ok'`,
      [brandId()],
    );
    expect(data.overview.metrics.visibility).toBe(Math.round((all!.impressions / all!.answers) * 1000) / 10);
  });

  test('each topic page figure matches raw answers; the aggregate topic is never listed', async () => {
    const data = await overview(account);
    expect(data.topics.length).toBeGreaterThan(0);
    expect(data.topics.some((topic: any) => /aggregate/i.test(topic.name))).toBe(false);
    expect(data.topics.map((topic: any) => topic.name)).toEqual(
      [...data.topics.map((topic: any) => topic.name)].sort((a: string, b: string) => a.localeCompare(b)),
    );
    for (const topic of data.topics) {
      const raw = await rawLatestVisibility(topic.id);
      expect(topic.metrics.latestImpressions).toBe(raw.impressions);
      expect(topic.metrics.latestAnswers).toBe(raw.answers);
    }
    const promptTotal = data.topics.reduce((sum: number, topic: any) => sum + topic.promptCount, 0);
    expect(data.overview.promptCount).toBe(promptTotal);
    if (account === 'fund') {
      expect(Object.fromEntries(data.topics.map((topic: any) => [topic.slug, topic.promptCount]))).toEqual({
        'investment-strategy': 28,
        'portfolio-companies': 32,
      });
      expect(data.overview.promptCount).toBe(60);
    } else {
      expect(data.topics.map((topic: any) => topic.slug).sort()).toEqual([
        'api',
        'bot',
        'cloud',
        'product-management',
      ]);
      for (const topic of data.topics) expect(topic.promptCount).toBeGreaterThanOrEqual(4);
    }
  });

  test('sentiment score is the 30-day mean of answers mentioning the brand', async () => {
    const data = await overview(account, 'ALL', LAST_30_DAYS);
    const since = addDays(todayUtc(), -29);
    const [raw] = await server.db.query<{ sentiment: number; mentions: number }>(
      `select avg(sentiment)::float8 as sentiment, count(*)::int as mentions from answers
       where user_id = $1 and status = 'ok' and visible and collected_on >= $2`,
      [brandId(), since],
    );
    expect(data.overview.metrics.sentimentMentions).toBe(raw!.mentions);
    expect(data.overview.metrics.sentimentScore).toBeCloseTo(raw!.sentiment, 1);
    expect(data.overview.metrics.sentimentScore).toBeGreaterThanOrEqual(0);
    expect(data.overview.metrics.sentimentScore).toBeLessThanOrEqual(100);
  });

  test('average position is the 30-day mean position of answers mentioning the brand', async () => {
    const data = await overview(account, 'ALL', LAST_30_DAYS);
    const [raw] = await server.db.query<{ position: number | null }>(
      `select avg(position)::float8 as position from answers
       where user_id = $1 and status = 'ok' and visible and collected_on >= $2`,
      [brandId(), addDays(todayUtc(), -29)],
    );
    expect(raw!.position).not.toBeNull();
    expect(data.overview.metrics.averagePosition).toBeCloseTo(raw!.position!, 2);
    expect(data.overview.metrics.averagePosition).toBeGreaterThanOrEqual(1);
  });

  test('histories cover 90 days in order, visibility per day is impressions over answers', async () => {
    const { impressionHistory, sentimentHistory } = (await overview(account)).overview.metrics;
    expect(impressionHistory.length).toBeGreaterThanOrEqual(89);
    const dates = impressionHistory.map((point: any) => point.date);
    expect(dates).toEqual([...dates].sort());
    for (const point of impressionHistory) {
      expect(point.visibility).toBe(Math.round((point.impressions / point.answers) * 1000) / 10);
    }
    for (const point of sentimentHistory) {
      expect(point.sentiment).toBeGreaterThanOrEqual(0);
      expect(point.sentiment).toBeLessThanOrEqual(100);
    }
  });

  test('competitor rankings: true counts, one rank sequence with the brand, company rank capped at 5, windows nest', async () => {
    const all = (await overview(account, 'ALL')).overview.metrics.competitorRankings;
    const month = (await overview(account, 'MONTH')).overview.metrics.competitorRankings;
    const week = (await overview(account, 'WEEK')).overview.metrics.competitorRankings;
    expect(all.rankings.length).toBeGreaterThanOrEqual(account === 'demo' ? 5 : 1);
    const raw = await server.db.query<{ name: string; mentions: number }>(
      `select c.name, count(*)::int as mentions from answer_competitors ac
       join competitors c on c.id = ac.competitor_id join answers a on a.id = ac.answer_id
       where a.user_id = $1 group by c.name`,
      [brandId()],
    );
    const rawByName = new Map(raw.map((row) => [row.name, row.mentions]));
    all.rankings.forEach((ranking: any, index: number) => {
      expect(ranking.mentions).toBe(rawByName.get(ranking.name));
      expect(ranking.count).toBe(ranking.mentions);
      if (index > 0) expect(ranking.mentions).toBeLessThanOrEqual(all.rankings[index - 1].mentions);
    });
    // The brand's row and the competitors' rows are one ranking: ranks 1..n+1, each once.
    const ranks = [all.brand.rank, ...all.rankings.map((ranking: any) => ranking.rank)].sort(
      (a: number, b: number) => a - b,
    );
    expect(ranks).toEqual(ranks.map((_: number, index: number) => index + 1));
    if (all.brand.rank <= 5) expect(all.companyRank).toBe(all.brand.rank);
    expect(all.companyRank).toBeGreaterThanOrEqual(0);
    expect(all.companyRank).toBeLessThanOrEqual(5);
    const total = (rankings: any) =>
      rankings.rankings.reduce((sum: number, row: any) => sum + row.mentions, 0);
    expect(total(week)).toBeLessThanOrEqual(total(month));
    expect(total(month)).toBeLessThanOrEqual(total(all));
    expect(total(week)).toBeGreaterThan(0);

    // Share of voice: answers naming the brand over those plus every competitor's mentions (all time).
    const [brand] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from answers where user_id = $1 and status = 'ok' and visible`,
      [brandId()],
    );
    const voices = brand!.n + raw.reduce((sum, row) => sum + row.mentions, 0);
    const percent = (part: number) => Math.round((part / voices) * 1000) / 10;
    expect(all.shareOfVoice).toBe(percent(brand!.n));
    for (const ranking of all.rankings) expect(ranking.shareOfVoice).toBe(percent(ranking.mentions));
  });

  test('top sources: at most 10, most cited first, counts from raw citations', async () => {
    const sources = (await overview(account)).overview.metrics.topSources;
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(10);
    const raw = await server.db.query<{ url: string; count: number }>(
      `select u.url, count(*)::int as count from answer_sources s join answers a on a.id = s.answer_id
       join source_urls u on u.id = s.url_id
       where a.user_id = $1 group by u.url order by count desc, u.url limit 10`,
      [brandId()],
    );
    expect(sources.map((source: any) => [source.url, source.count])).toEqual(
      raw.map((row) => [row.url, row.count]),
    );
    // Citation share: the URL's citations over all citations of the account's answers.
    const [all] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from answer_sources s join answers a on a.id = s.answer_id where a.user_id = $1`,
      [brandId()],
    );
    for (const source of sources)
      expect(source.citationShare).toBe(Math.round((source.count / all!.n) * 1000) / 10);
  });

  test('top domains: one row per site, its pages’ citations summed, most cited first', async () => {
    const { body } = await graphql<any>(
      server.url,
      `
        {
          overview(period: { preset: ALL_TIME }, promptKind: ALL) {
            metrics {
              topDomains(window: ALL, first: 5) {
                domain
                citations
                citationShare
              }
            }
          }
        }
      `,
      {},
      tokens[account],
    );
    expect(body.errors).toBeUndefined();
    const raw = await server.db.query<{ domain: string; citations: number }>(
      `select u.domain, count(*)::int as citations from answer_sources s join answers a on a.id = s.answer_id
       join source_urls u on u.id = s.url_id where a.user_id = $1
       group by u.domain order by citations desc, u.domain`,
      [brandId()],
    );
    const total = raw.reduce((sum, row) => sum + row.citations, 0);
    expect(body.data.overview.metrics.topDomains).toEqual(
      raw.slice(0, 5).map((row) => ({
        domain: row.domain,
        citations: row.citations,
        citationShare: Math.round((row.citations / total) * 1000) / 10,
      })),
    );
    const refused = await graphql<any>(
      server.url,
      '{ overview { metrics { topDomains(first: 0) { domain } } } }',
      {},
      tokens[account],
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe('first must be 1 to 100.');
  });

  test('top platforms and topic breakdown', async () => {
    const data = (await overview(account)).overview;
    expect(data.topPlatforms.map((row: any) => row.label).sort()).toEqual([
      'ChatGPT',
      'Gemini',
      'Perplexity',
    ]);
    const shares = data.topicBreakdown.map((row: any) => row.percentage);
    const sum = shares.reduce((a: number, b: number) => a + b, 0);
    expect(sum).toBeGreaterThanOrEqual(98);
    expect(sum).toBeLessThanOrEqual(102);
    expect(data.topicBreakdown.some((row: any) => /aggregate/i.test(row.name))).toBe(false);
    expect(data.impressionsTotal).toBeGreaterThan(0);
  });

  test('REST /api/impressions and /api/sentiment agree with GraphQL per topic, aggregate key included', async () => {
    // REST's sentiment is the last 30 days' of every prompt.
    const data = await overview(account, 'ALL', LAST_30_DAYS);
    const impressions = await api(`/impressions?user_id=${brandId()}`, tokens[account]);
    const sentiment = await api('/sentiment', tokens[account]);
    expect(impressions.status).toBe(200);
    const byTopic = impressions.body.data.by_topic;
    const aggregateId = impressions.body.data.aggregate_topic_id;
    expect(Object.keys(byTopic)).toHaveLength(data.topics.length + 1);
    expect(byTopic[aggregateId]).toBe(data.overview.metrics.latestImpressions);
    expect(impressions.body.data.impressions).toBe(data.overview.metrics.latestImpressions);
    for (const topic of data.topics) {
      expect(byTopic[topic.id]).toBe(topic.metrics.latestImpressions);
      expect(sentiment.body.data[topic.id].sentiment).toBe(topic.metrics.sentimentScore);
      expect(sentiment.body.data[topic.id]).toEqual({
        sentiment: expect.any(Number),
        mentions: expect.any(Number),
        analyzed: expect.any(Number),
      });
    }
    expect(sentiment.body.data[aggregateId].sentiment).toBe(data.overview.metrics.sentimentScore);
  });

  test('REST /api/competitors and /api/sources agree with GraphQL', async () => {
    const week = (await overview(account, 'WEEK')).overview.metrics;
    const impressions = await api('/impressions', tokens[account]);
    const aggregateId = impressions.body.data.aggregate_topic_id;
    const competitors = await api('/competitors?window=week', tokens[account]);
    expect(competitors.body.data.by_topic[aggregateId]).toEqual({
      company_rank: week.competitorRankings.companyRank,
      rankings: week.competitorRankings.rankings.map((row: any) => ({
        name: row.name,
        count: row.count,
        rank: row.rank,
        logo_url: row.logoUrl,
      })),
    });
    const sources = await api('/sources?window=week', tokens[account]);
    expect(sources.body.data.by_topic[aggregateId]).toEqual(
      week.topSources.map((row: any) => ({ url: row.url, count: row.count })),
    );
    expect((await api('/sources?window=year', tokens[account])).status).toBe(400);
  });

  test('REST histories: per-topic rows that sum to the overview per date; topic_id narrows them', async () => {
    const data = await overview(account);
    const details = await api('/impression-details', tokens[account]);
    expect(details.status).toBe(200);
    const perDate = new Map<string, number>();
    for (const row of details.body.data) {
      expect(row).toEqual({
        user_id: brandId(),
        topic_id: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        impressions: expect.any(Number),
        answers: expect.any(Number),
      });
      perDate.set(row.date, (perDate.get(row.date) ?? 0) + row.impressions);
    }
    for (const point of data.overview.metrics.impressionHistory)
      expect(perDate.get(point.date)).toBe(point.impressions);

    const topic = data.topics[0];
    const narrowed = await api(`/impression-details?topic_id=${topic.id}`, tokens[account]);
    expect(narrowed.body.data.every((row: any) => row.topic_id === topic.id)).toBe(true);
    expect(narrowed.body.data.at(-1).impressions).toBe(topic.metrics.latestImpressions);

    const sentimentSeries = await api(`/time-series?type=sentiment&topic_id=${topic.id}`, tokens[account]);
    expect(sentimentSeries.body.data.length).toBeGreaterThan(0);
    expect(sentimentSeries.body.data[0]).toEqual({
      user_id: brandId(),
      topic_id: topic.id,
      date: expect.any(String),
      sentiment: expect.any(Number),
      mentions: expect.any(Number),
    });
    const sourceSeries = await api(`/time-series/sources?topic_id=${topic.id}`, tokens[account]);
    expect(sourceSeries.body.data[0]).toEqual({
      user_id: brandId(),
      topic_id: topic.id,
      date: expect.any(String),
      source: expect.stringMatching(/^https?:\/\//),
      mentions: expect.any(Number),
    });
    const competitorSeries = await api(`/time-series/competitors?topic_id=${topic.id}`, tokens[account]);
    expect(competitorSeries.body.data[0]).toEqual({
      user_id: brandId(),
      topic_id: topic.id,
      date: expect.any(String),
      competitor: expect.any(String),
      mentions: expect.any(Number),
      rank: expect.any(Number),
      logo_url: expect.toBeOneOf([expect.any(String), null]),
    });
    const lastWeek = await api(`/impression-details?from=${addDays(todayUtc(), -6)}`, tokens[account]);
    expect(new Set(lastWeek.body.data.map((row: any) => row.date)).size).toBeLessThanOrEqual(7);
  });

  test('REST /api/topics returns the named topics, never the aggregate', async () => {
    const data = await overview(account);
    const impressions = await api('/impressions', tokens[account]);
    const ids = Object.keys(impressions.body.data.by_topic);
    const topics = await api(`/topics?ids=${ids.join(',')}`, tokens[account]);
    expect(topics.status).toBe(200);
    expect(topics.body.data).toEqual(data.topics.map(({ id, name, slug }: any) => ({ id, name, slug })));
    expect((await api('/topics', tokens[account])).body.data).toEqual([]);
  });

  test('REST /api/get-prompts records give the same per-question visibility as GraphQL', async () => {
    const records = await api('/get-prompts', tokens[account]);
    expect(records.status).toBe(200);
    expect(Array.isArray(records.body.data)).toBe(true);
    const byQuestion = new Map<string, { visible: number; total: number }>();
    for (const record of records.body.data) {
      expect(Object.keys(record).sort()).toEqual(['date_of_collection', 'group', 'question', 'visible']);
      const entry = byQuestion.get(record.question) ?? { visible: 0, total: 0 };
      entry.total += 1;
      if (record.visible) entry.visible += 1;
      byQuestion.set(record.question, entry);
    }
    const { body } = await graphql<any>(
      server.url,
      '{ promptGroups(period: { preset: ALL_TIME }, promptKind: ALL) { key name prompts { question visibilityPercentage visibilityStatus answers } } }',
      {},
      tokens[account],
    );
    const groups = body.data.promptGroups;
    expect(groups.map((group: any) => group.name)).toEqual(
      [...groups.map((group: any) => group.name)].sort((a: string, b: string) => a.localeCompare(b)),
    );
    let questions = 0;
    for (const group of groups) {
      expect(group.key).toMatch(/^[a-z0-9-]+$/);
      for (const prompt of group.prompts) {
        questions += 1;
        const entry = byQuestion.get(prompt.question)!;
        expect(prompt.answers).toBe(entry.total);
        const percentage = Math.round((entry.visible / entry.total) * 1000) / 10;
        expect(prompt.visibilityPercentage).toBe(percentage);
        expect(prompt.visibilityStatus).toBe(
          percentage >= 70 ? 'GREAT' : percentage >= 40 ? 'MEDIUM' : 'POOR',
        );
      }
    }
    expect(questions).toBe(byQuestion.size);
  });
});

describe('REST list paging, only when asked', () => {
  const LISTS = [
    '/get-prompts',
    '/impression-details',
    '/time-series?type=sentiment',
    '/time-series/sources',
    '/time-series/competitors',
  ];

  test.each(LISTS)(
    '%s: pages of limit rows, linked by next_cursor, follow the whole list in order',
    async (route) => {
      const join = route.includes('?') ? '&' : '?';
      const whole = await api(route, tokens.demo);
      expect(whole.status).toBe(200);
      expect(whole.body).not.toHaveProperty('next_cursor');
      const rows: unknown[] = whole.body.data;
      expect(rows.length).toBeGreaterThan(3);
      // Three pages walked: the whole list when it is short, its start when it is long.
      const limit = Math.min(500, Math.ceil(rows.length / 3));
      const pages: unknown[][] = [];
      let cursor: string | null = null;
      do {
        const page = await api(
          `${route}${join}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          tokens.demo,
        );
        expect(page.status).toBe(200);
        expect(Object.keys(page.body).sort()).toEqual(['data', 'next_cursor', 'status']);
        expect(page.body.data).toHaveLength(Math.min(limit, rows.length - pages.flat().length));
        pages.push(page.body.data);
        cursor = page.body.next_cursor;
      } while (cursor && pages.length < 3);
      expect(pages.flat()).toEqual(rows.slice(0, pages.flat().length));
      expect(cursor === null).toBe(rows.length <= 3 * limit);
    },
  );

  test('a limit out of range or a cursor this API did not give is refused with 400, saying which', async () => {
    for (const limit of ['0', '501', 'ten', '2.5']) {
      const refused = await api(`/get-prompts?limit=${limit}`, tokens.demo);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        status: 'error',
        message: 'limit must be a whole number from 1 to 500.',
      });
    }
    const forged = await api('/get-prompts?cursor=bm90LW1pbmU', tokens.demo);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(
      'The cursor is not one this API gave: pass the next_cursor of the previous page.',
    );
    // A cursor alone pages by the largest limit.
    const first = await api('/get-prompts?limit=1', tokens.demo);
    const rest = await api(`/get-prompts?cursor=${first.body.next_cursor}`, tokens.demo);
    expect(rest.status).toBe(200);
    expect(rest.body.data.length).toBe(
      Math.min(500, (await api('/get-prompts', tokens.demo)).body.data.length - 1),
    );
  });
});

describe('action center status', () => {
  test('on for the demo account, not available for a blocked account', async () => {
    expect((await api('/action/status')).body).toEqual({
      status: 'success',
      data: { action_center: true, availability: 'available' },
    });
    expect((await api('/action/status', tokens.fund)).body.data).toEqual({
      action_center: false,
      availability: 'not_available',
    });
    const { body } = await graphql<any>(
      server.url,
      '{ actionCenterStatus { actionCenter availability } }',
      {},
      tokens.fund,
    );
    expect(body.data.actionCenterStatus).toEqual({ actionCenter: false, availability: 'NOT_AVAILABLE' });
  });
});

describe('bad input gets a 4xx with a message', () => {
  test.each([
    ['/impression-details?topic_id=nope', 400],
    [`/impression-details?topic_id=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, 404],
    ['/impression-details?from=2026-02-30', 400],
    ['/impression-details?from=2026-11-10&to=2026-11-01', 400],
    // PERIOD_MAX_DAYS (3660) bounds a history request.
    ['/impression-details?from=2000-01-01&to=2026-01-01', 400],
    ['/time-series/sources?from=2000-01-01', 400],
    ['/time-series', 400],
    ['/time-series?type=mentions', 400],
    ['/topics?ids=1,2', 400],
    [`/topics?ids=${'x'.repeat(5000)}`, 400],
    ['/competitors?window=decade', 400],
    ['/impressions?user_id=a&user_id=b', 400],
    ['/no-such-route', 404],
  ])('GET /api%s → %i', async (path, status) => {
    const response = await api(path);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ status: 'error', message: expect.any(String) });
  });

  test('GraphQL: bad dates, huge slugs and unknown topics', async () => {
    const query = 'query($from: Date) { overview { metrics { impressionHistory(from: $from) { date } } } }';
    const badDate = await graphql<any>(server.url, query, { from: '2026-13-01' }, tokens.demo);
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors?.[0]?.message).toMatch(/YYYY-MM-DD/);
    const huge = await graphql<any>(
      server.url,
      'query($s: String!) { topic(slug: $s) { id } }',
      { s: 'x'.repeat(10_000) },
      tokens.demo,
    );
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await graphql<any>(server.url, '{ topic(slug: "nope") { id } }', {}, tokens.demo);
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.topic).toBeNull();
    const aggregate = await graphql<any>(server.url, '{ topic(slug: "aggregate") { id } }', {}, tokens.demo);
    expect(aggregate.body.data.topic).toBeNull();
  });

  test('malformed JSON bodies get 400', async () => {
    const response = await postJson<any>(`${server.url}/graphql`, '{"query": ', tokens.demo);
    expect(response.status).toBe(400);
  });
});

describe('a brand-new account', () => {
  test('gets an empty overview, not an error', async () => {
    const { body } = await postJson<any>(`${server.url}/auth/v1/signup`, {
      email: 'newcomer@example.com',
      password: 'correct-horse-battery',
      data: { username: 'newcomer' },
    });
    const token = body.access_token as string;
    const { status, body: result } = await graphql<any>(
      server.url,
      '{ topics { id } overview { promptCount impressionsTotal topPlatforms { label } topicBreakdown { name } metrics { visibility latestDay sentimentScore impressionHistory { date } competitorRankings { companyRank rankings { name } } topSources { url } } } }',
      {},
      token,
    );
    expect(status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      topics: [],
      overview: {
        promptCount: 0,
        impressionsTotal: 0,
        topPlatforms: [],
        topicBreakdown: [],
        metrics: {
          visibility: 0,
          latestDay: null,
          sentimentScore: null,
          impressionHistory: [],
          competitorRankings: { companyRank: 0, rankings: [] },
          topSources: [],
        },
      },
    });
    const impressions = await api('/impressions', token);
    expect(impressions.body.data.impressions).toBe(0);
    expect(Object.values(impressions.body.data.by_topic)).toEqual([0]);
    expect((await api('/get-prompts', token)).body).toEqual({ status: 'success', data: [] });
  });
});
