/**
 * The overview's AI sessions beside visibility (issue 63), through GraphQL: day by day, the brand's
 * visibility and GA4's AI sessions, Pearson's r over the days having both, said as a correlation and not a
 * cause; days after the last pull have no sessions; a brand without GA4 is told to connect it in Settings →
 * Integrations; another brand sees none of the first one's sessions.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeAnswers } from '../collection';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphqlOn, signUp } from '../../test/http';
import { pearson } from './ai-sessions-trend';

const today = todayUtc();
const day = (offset: number) => addDays(today, offset);
let server: TestServer;
let owner: { token: string; brandId: string };
let other: { token: string; brandId: string };
const { call, ok } = graphqlOn(() => server.url);

const TREND = `query ($period: PeriodInput, $platforms: [Platform!]) {
  aiSessionsBesideVisibility(period: $period, platforms: $platforms) {
    analyticsConnected syncedThrough totalSessions correlation daysCompared summary
    days { day visibility answers sessions } } }`;
// Six days: five with answers, the last one after the last day GA4 was pulled.
const PERIOD = { from: day(-6), to: day(-1) };

interface Trend {
  analyticsConnected: boolean;
  syncedThrough: string | null;
  totalSessions: number;
  correlation: number | null;
  daysCompared: number;
  summary: string;
  days: { day: string; visibility: number | null; answers: number; sessions: number | null }[];
}

async function trendOf(token: string, brandId: string, variables: Record<string, unknown> = {}) {
  const data = await ok(token, TREND, { period: PERIOD, ...variables }, brandId);
  return data.aiSessionsBesideVisibility as Trend;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server.url, 'trend-owner');
  other = await signUp(server.url, 'trend-other');
  const prompts: string[] = [];
  for (const brandId of [owner.brandId, other.brandId]) {
    await server.db.query(
      `insert into brands (user_id, name, website) values ($1, 'Acme', 'https://acme-trend.test')`,
      [brandId],
    );
  }
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Tools', 'tools') returning id`,
    [owner.brandId],
  );
  for (let i = 0; i < 4; i++) {
    const [prompt] = await server.db.query<{ id: string }>(
      `insert into prompts (user_id, topic_id, question) values ($1, $2, $3) returning id`,
      [owner.brandId, topic!.id, `which funnel tool is best ${i}`],
    );
    prompts.push(prompt!.id);
  }
  // Days -6 … -2: four ChatGPT answers a day, of which 1, 2, 3, 4 and 0 name the brand. Day -1: 2 of 4.
  const visibleOn: Record<number, number> = { [-6]: 1, [-5]: 2, [-4]: 3, [-3]: 4, [-2]: 0, [-1]: 2 };
  const answers = Object.entries(visibleOn).flatMap(([offset, visible]) =>
    prompts.map((promptId, i) => ({
      promptId,
      platform: 'chatgpt',
      day: day(Number(offset)),
      collectedAt: new Date(`${day(Number(offset))}T12:00:00Z`),
      status: 'ok' as const,
      engine: 'scripted',
      simulated: true,
      text: i < visible ? 'Acme is a good choice.' : 'Another tool.',
      visible: i < visible,
      position: i < visible ? 1 : null,
      sentiment: 0,
      sources: [],
    })),
  );
  await storeAnswers(server.db, owner.brandId, answers);
  // GA4 connected, pulled through day -2: sessions 2, 4, 6, 8 on days -6 … -3 (two pages on day -4), none on -2.
  await server.db.query(
    `insert into integrations (user_id, kind, target, status, synced_through) values ($1, 'ga4', '123', 'ok', $2)`,
    [owner.brandId, day(-2)],
  );
  const rows: [number, string, number][] = [
    [-6, '/a', 2],
    [-5, '/a', 4],
    [-4, '/a', 5],
    [-4, '/b', 1],
    [-3, '/a', 8],
    // Outside the period: not counted.
    [-9, '/a', 50],
  ];
  for (const [offset, page, sessions] of rows)
    await server.db.query(
      `insert into ai_traffic_days (user_id, day, page_url, source, channel_group, sessions, engaged_sessions, key_events, revenue)
       values ($1, $2, $3, 'chatgpt.com', 'AI Assistant', $4, 0, 0, 0)`,
      [owner.brandId, day(offset), `https://acme-trend.test${page}`, sessions],
    );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('aiSessionsBesideVisibility', () => {
  test('gives each day its visibility and AI sessions, and r over the days having both', async () => {
    const trend = await trendOf(owner.token, owner.brandId);
    expect(trend.analyticsConnected).toBe(true);
    expect(trend.syncedThrough).toBe(day(-2));
    expect(trend.days).toEqual([
      { day: day(-6), visibility: 25, answers: 4, sessions: 2 },
      { day: day(-5), visibility: 50, answers: 4, sessions: 4 },
      { day: day(-4), visibility: 75, answers: 4, sessions: 6 },
      { day: day(-3), visibility: 100, answers: 4, sessions: 8 },
      // Pulled, no row: GA4 counted no AI session that day.
      { day: day(-2), visibility: 0, answers: 4, sessions: 0 },
      // After the last day pulled: unknown, not zero, and left out of r.
      { day: day(-1), visibility: 50, answers: 4, sessions: null },
    ]);
    expect(trend.totalSessions).toBe(20);
    expect(trend.daysCompared).toBe(5);
    expect(trend.correlation).toBe(1);
    expect(trend.summary).toBe(
      'Days with higher visibility had more AI sessions (r = 1.00 over 5 days); this shows whether they move together, not that one causes the other.',
    );
  });

  test('the platforms narrow visibility only', async () => {
    const trend = await trendOf(owner.token, owner.brandId, { platforms: ['PERPLEXITY'] });
    expect(trend.days.every((d) => d.visibility === null && d.answers === 0)).toBe(true);
    expect(trend.totalSessions).toBe(20);
    expect(trend.correlation).toBeNull();
    expect(trend.summary).toMatch(
      /^Too few days with both answers and pulled sessions to compare \(0 days; 3 needed\)/,
    );
  });

  test('without GA4 it says so and points to Settings → Integrations; another brand sees no sessions', async () => {
    const trend = await trendOf(other.token, other.brandId);
    expect(trend.analyticsConnected).toBe(false);
    expect(trend.totalSessions).toBe(0);
    expect(trend.days.every((d) => d.sessions === null)).toBe(true);
    expect(trend.summary).toMatch(
      /No analytics is connected: connect Google Analytics 4 in Settings → Integrations/,
    );
  });

  test('a bad period is refused in words', async () => {
    const body = await call(owner.token, TREND, { period: { from: day(-1), to: day(-6) } }, owner.brandId);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('pearson: perfect, inverse, and no spread', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [6, 4, 2])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [2, 4, 6])).toBeNull();
  });
});
