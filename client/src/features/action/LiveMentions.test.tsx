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
        byProvider: [],
        recentVisits: [],
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
              byProvider: [
                { __typename: 'CrawlerProviderCount' as const, provider: 'OpenAI', visits: 2 },
                { __typename: 'CrawlerProviderCount' as const, provider: 'Anthropic', visits: 1 },
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
