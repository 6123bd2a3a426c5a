import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CrawlerActivityDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { keyColumnPositions } from '../../test/keyColumn';
import { EMPTY_FEED, LiveMentions } from './LiveMentions';
import { mulberry32 } from './rules';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.useRealTimers());

const NOW = Date.parse('2026-11-22T12:00:00Z');
const empty = {
  request: { query: CrawlerActivityDocument },
  result: {
    data: {
      crawlerActivity: {
        __typename: 'CrawlerActivity' as const,
        totalVisits: 0,
        weekVisits: 0,
        previousWeekVisits: 0,
        distinctPages: 0,
        spoofedVisits: 0,
        byProvider: [],
        recentVisits: [],
        recentSpoofedVisits: [],
        ipRangesStale: true,
        ipRanges: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Crawler visits' })).getAllByRole('row').length - 1;

test('simulation: 8 seeded visits, a tick every 5 s adds one with 70 % chance, Paused stops, fixed figures', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const random = mulberry32(123);
  renderWithProviders(<LiveMentions random={random} now={() => NOW} />, { mocks: [empty], variant: 'FUND' });
  await screen.findByText('Simulated');
  expect(rows()).toBe(8);
  const fig = (name: string) => screen.getByRole('group', { name }).textContent;
  expect(fig('Weekly Mentions')).toContain('3,428'); // 8 visits this week + 3420
  // On a phone the table scrolls sideways with each visit's time held in place.
  const visits = screen.getByRole('table', { name: 'Crawler visits' });
  expect(new Set(keyColumnPositions(visits))).toEqual(new Set(['sticky']));
  expect(fig('Conversion')).toContain('87.3%');
  // The fund view's fixed figures say they are examples.
  expect(screen.getByRole('note', { name: 'Example data' }).textContent).toContain(
    'This feed of visits and its figures are built-in samples',
  );
  expect(fig('AI Traffic')).toContain('34.7%');
  expect(fig('Pages Indexed')).toContain('847');
  expect(screen.getByText('+12.3% vs last week')).toBeInTheDocument();

  let expected = 8;
  for (let i = 0; i < 10; i++) {
    const before = rows();
    act(() => vi.advanceTimersByTime(5000));
    const after = rows();
    expect([before, before + 1]).toContain(after);
    expected = after;
  }
  expect(expected).toBeGreaterThan(8);

  fireEvent.click(screen.getByRole('button', { name: '● Live' }));
  expect(screen.getByRole('button', { name: 'Paused' })).toBeInTheDocument();
  const paused = rows();
  act(() => vi.advanceTimersByTime(60_000));
  expect(rows()).toBe(paused);
});

test('tick rule: a draw under 0.7 adds a visit, 0.7 or more does not; the list caps at 50', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const { unmount } = renderWithProviders(<LiveMentions random={() => 0.7} now={() => NOW} />, {
    mocks: [empty],
    variant: 'FUND',
  });
  await screen.findByText('Simulated');
  expect(rows()).toBe(8);
  for (let i = 0; i < 5; i++) act(() => vi.advanceTimersByTime(5000));
  expect(rows()).toBe(8);
  unmount();

  renderWithProviders(<LiveMentions random={() => 0.69} now={() => NOW} />, {
    mocks: [empty],
    variant: 'FUND',
  });
  await screen.findByText('Simulated');
  act(() => vi.advanceTimersByTime(4999));
  expect(rows()).toBe(8);
  act(() => vi.advanceTimersByTime(1));
  expect(rows()).toBe(9);
  // 41 more ticks reach 50; three more keep it there.
  act(() => vi.advanceTimersByTime(41 * 5000));
  expect(rows()).toBe(50);
  act(() => vi.advanceTimersByTime(3 * 5000));
  expect(rows()).toBe(50);
}, 60_000);

test('real visits replace the simulation and the figures come from them', async () => {
  const visit = (id: string, crawler: string, provider: string, at: string) => ({
    __typename: 'CrawlerVisit' as const,
    id,
    crawler,
    provider,
    purpose: 'TRAINING' as const,
    userAgent: `${crawler}/1.0`,
    pageRoute: '/portfolio',
    ipAddress: '20.0.0.1',
    responseCode: 200,
    visitedAt: at,
    verification: 'UNVERIFIABLE' as const,
    verificationMethod: null,
  });
  renderWithProviders(<LiveMentions random={mulberry32(1)} now={() => NOW} />, {
    mocks: [
      {
        request: { query: CrawlerActivityDocument },
        result: {
          data: {
            crawlerActivity: {
              __typename: 'CrawlerActivity' as const,
              totalVisits: 3,
              weekVisits: 3,
              previousWeekVisits: 2,
              distinctPages: 1,
              spoofedVisits: 0,
              recentSpoofedVisits: [],
              ipRangesStale: false,
              ipRanges: [],
              byProvider: [
                { __typename: 'CrawlerProviderCount' as const, provider: 'OpenAI', visits: 2, verified: 0 },
                {
                  __typename: 'CrawlerProviderCount' as const,
                  provider: 'Anthropic',
                  visits: 1,
                  verified: 0,
                },
              ],
              recentVisits: [
                visit('1', 'GPTBot', 'OpenAI', '2026-11-22T11:59:00Z'),
                visit('2', 'ClaudeBot', 'Anthropic', '2026-11-22T11:58:00Z'),
                visit('3', 'GPTBot', 'OpenAI', '2026-11-22T11:57:00Z'),
              ],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
  });
  expect(await screen.findByText('Real data')).toBeInTheDocument();
  expect(rows()).toBe(3);
  expect(screen.getByRole('group', { name: 'Visits This Week' }).textContent).toContain('3');
  expect(screen.getByRole('group', { name: 'vs Last Week' }).textContent).toContain('+50.0%');
  expect(screen.getByRole('group', { name: 'AI Providers' }).textContent).toContain('2');
  expect(screen.queryByText('Simulated')).toBeNull();
  expect(screen.queryByRole('note', { name: 'Example data' })).toBeNull();
});

test('the empty feed text', async () => {
  // Real mode with no recent rows cannot happen (total > 0 means rows); the empty text shows while paused
  // before the simulation is seeded, e.g. when the status call is still loading.
  renderWithProviders(<LiveMentions random={mulberry32(1)} now={() => NOW} />, {
    mocks: [{ ...empty, delay: 10_000 }],
  });
  expect(await screen.findByText(EMPTY_FEED)).toBeInTheDocument();
  expect(EMPTY_FEED).toBe('No crawler activity detected. Waiting for AI bots...');
});

test("a general account without visits sees an empty feed that says how to send visits, never the fund's simulated site", async () => {
  renderWithProviders(<LiveMentions random={mulberry32(1)} now={() => NOW} />, { mocks: [empty] });
  expect(
    await screen.findByText(
      'No real crawler visits yet: your developer can send them from your web server or import its log.',
    ),
  ).toBeInTheDocument();
  // The API call and the command wait behind "For your developer".
  expect(screen.queryByText('POST /api/crawler-visits')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'For your developer' }));
  expect(await screen.findByText('POST /api/crawler-visits')).toBeVisible();
  expect(screen.getByText(/npm run crawlers:import -- --url/)).toBeInTheDocument();
  expect(screen.getByText(EMPTY_FEED)).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Crawler visits' })).toBeNull();
  expect(screen.queryByText('Simulated')).toBeNull();
  expect(screen.queryByText(/87\.3%|\/thesis|\/portfolio/)).toBeNull();
  expect(screen.getByRole('group', { name: 'Visits This Week' }).textContent).toContain('0');
});

test('each real visit shows its verification, spoofed visits are listed apart, and stale IP lists are flagged', async () => {
  const visit = (
    id: string,
    page: string,
    verification: 'VERIFIED' | 'SPOOFED' | 'UNVERIFIABLE',
    verificationMethod: 'IP_RANGE' | 'REVERSE_DNS' | 'WEB_BOT_AUTH' | 'EDGE' | null,
  ) => ({
    __typename: 'CrawlerVisit' as const,
    id,
    crawler: 'GPTBot',
    provider: 'OpenAI',
    purpose: 'TRAINING' as const,
    userAgent: 'GPTBot/1.2',
    pageRoute: page,
    ipAddress: '203.0.113.9',
    responseCode: 200,
    visitedAt: '2026-11-22T11:59:00Z',
    verification,
    verificationMethod,
  });
  const list = (name: string, stale: boolean) => ({
    __typename: 'CrawlerIpRangeList' as const,
    name,
    provider: 'OpenAI',
    refreshedAt: stale ? null : '2026-11-20T00:00:00Z',
    stale,
  });
  renderWithProviders(<LiveMentions random={mulberry32(1)} now={() => NOW} />, {
    mocks: [
      {
        request: { query: CrawlerActivityDocument },
        result: {
          data: {
            crawlerActivity: {
              __typename: 'CrawlerActivity' as const,
              totalVisits: 2,
              weekVisits: 2,
              previousWeekVisits: 0,
              distinctPages: 2,
              spoofedVisits: 1,
              byProvider: [
                { __typename: 'CrawlerProviderCount' as const, provider: 'OpenAI', visits: 2, verified: 1 },
              ],
              recentVisits: [
                visit('1', '/verified', 'VERIFIED', 'IP_RANGE'),
                visit('2', '/unverified', 'UNVERIFIABLE', null),
              ],
              recentSpoofedVisits: [visit('3', '/spoofed', 'SPOOFED', 'REVERSE_DNS')],
              ipRangesStale: true,
              ipRanges: [list('openai-gptbot', false), list('bing', true), list('apple', true)],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
  });
  const feed = await screen.findByRole('table', { name: 'Crawler visits' });
  const rowOf = (table: HTMLElement, page: string) =>
    within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(page))!;
  expect(within(rowOf(feed, '/verified')).getByText('Verified (IP range)')).toBeInTheDocument();
  expect(within(rowOf(feed, '/unverified')).getByText('Unverified')).toBeInTheDocument();
  // The spoofed visit is not in the feed; it is listed apart, with the check it failed.
  expect(within(feed).queryByText('/spoofed')).toBeNull();
  expect(screen.getByText('Spoofed visits (1)')).toBeInTheDocument();
  const apart = screen.getByRole('table', { name: 'Spoofed visits' });
  expect(within(rowOf(apart, '/spoofed')).getByText('Spoofed (reverse DNS)')).toBeInTheDocument();
  expect(within(apart).getByText('GPTBot (OpenAI)')).toBeInTheDocument();
  // Two of three lists are stale: said, with the command that refreshes them.
  const warning = screen.getByRole('note', { name: 'Stale IP ranges' });
  expect(warning.textContent).toContain('2 of 3 published IP-range lists are stale');
  expect(warning.textContent).toContain('npm run crawlers:refresh');
  expect(warning.textContent).toContain('bing, apple');
});

test('no stale warning and no spoofed list when every list is fresh and nothing was spoofed', async () => {
  renderWithProviders(<LiveMentions random={mulberry32(1)} now={() => NOW} />, {
    mocks: [
      {
        request: { query: CrawlerActivityDocument },
        result: {
          data: {
            crawlerActivity: {
              ...empty.result.data.crawlerActivity,
              totalVisits: 1,
              weekVisits: 1,
              distinctPages: 1,
              ipRangesStale: false,
              recentVisits: [
                {
                  __typename: 'CrawlerVisit' as const,
                  id: '1',
                  crawler: 'Googlebot',
                  provider: 'Google',
                  purpose: 'SEARCH' as const,
                  userAgent: 'Googlebot/2.1',
                  pageRoute: '/a',
                  ipAddress: '192.0.2.1',
                  responseCode: 200,
                  visitedAt: '2026-11-22T11:59:00Z',
                  verification: 'VERIFIED' as const,
                  verificationMethod: 'WEB_BOT_AUTH' as const,
                },
              ],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
  });
  expect(await screen.findByText('Verified (Web Bot Auth)')).toBeInTheDocument();
  expect(screen.queryByRole('note', { name: 'Stale IP ranges' })).toBeNull();
  expect(screen.queryByRole('table', { name: 'Spoofed visits' })).toBeNull();
});
