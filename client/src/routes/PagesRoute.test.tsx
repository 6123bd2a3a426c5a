import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  PageAiSessionsDocument,
  PageCrawlerVisitsDocument,
  PagesAnalyticsDocument,
  PagesRouteDocument,
} from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { renderWithProviders } from '../test/render';
import PagesRoute from './PagesRoute';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;
const MONTH = { period: { preset: 'LAST_30_DAYS' }, promptKind: 'UNBRANDED' } as const;

const row = (
  url: string,
  state: string,
  figures: Partial<Record<string, number>> = {},
  revenueCurrency: string | null = null,
) => ({
  __typename: 'PageFunnelRow' as const,
  url,
  state,
  totalCrawls: figures.crawls ?? 0,
  crawls: figures.crawls
    ? [{ __typename: 'PageCrawls' as const, provider: 'OpenAI', crawls: figures.crawls }]
    : [],
  lastCrawled: figures.crawls ? '2026-11-25T10:00:00.000Z' : null,
  totalCitations: figures.citations ?? 0,
  citations: figures.citations
    ? [{ __typename: 'PageCitations' as const, platform: 'CHATGPT', answers: figures.citations }]
    : [],
  aiSessions: figures.sessions ?? 0,
  engagedSessions: 0,
  keyEvents: figures.keyEvents ?? 0,
  revenue: figures.revenue ?? 0,
  revenueCurrency,
  searchClicks: 0,
  bingCitations: 0,
});

const ROWS = [
  row(
    'https://quillstack.io/pricing',
    'CONVERTING',
    { crawls: 3, citations: 4, sessions: 7, keyEvents: 2, revenue: 1234.5 },
    'EUR',
  ),
  row('https://quillstack.io/docs', 'CITED_NO_CLICKS', { crawls: 1, citations: 2 }),
  row('https://quillstack.io/about', 'CRAWLED_NOT_CITED', { crawls: 5 }),
];

const funnel = {
  request: { query: PagesRouteDocument, variables: DEFAULT },
  result: { data: { pageFunnel: ROWS } },
};

const renderPage = (mocks: unknown[]) =>
  renderWithProviders(<PagesRoute />, {
    route: '/dashboard/pages',
    path: '/dashboard/pages',
    mocks: mocks as never,
  });

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Pages of your site' });
  return within(table).getAllByRole('row').slice(1);
};

test('lists each page with its state; the state filter narrows the rows', async () => {
  renderPage([funnel]);
  expect((await bodyRows()).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
    'https://quillstack.io/pricing',
    'https://quillstack.io/docs',
    'https://quillstack.io/about',
  ]);
  expect(within((await bodyRows())[0]!).getByText('Converting')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Crawled, not cited (1)' }));
  expect((await bodyRows()).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
    'https://quillstack.io/about',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'All (3)' }));
  expect(await bodyRows()).toHaveLength(3);
});

test('the citations open the answers citing the page; crawls and sessions open what they count', async () => {
  renderPage([
    funnel,
    answersMock({
      figure: { ...MONTH, citesPage: 'https://quillstack.io/pricing' },
      counts: { totalCount: 4, okCount: 4, visibleCount: 3, failureCount: 0 },
      nodes: [answer({})],
    }),
    {
      request: {
        query: PageCrawlerVisitsDocument,
        variables: { page: 'https://quillstack.io/pricing', period: DEFAULT.period },
      },
      result: {
        data: {
          crawlerVisits: {
            __typename: 'CrawlerVisitConnection',
            edges: [
              {
                __typename: 'CrawlerVisitEdge',
                node: {
                  __typename: 'CrawlerVisit',
                  id: 'v1',
                  crawler: 'GPTBot',
                  provider: 'OpenAI',
                  pageRoute: '/pricing?ref=x',
                  visitedAt: '2026-11-25T10:00:00.000Z',
                  verificationMethod: 'IP_RANGE',
                },
              },
            ],
            pageInfo: { __typename: 'AnswersPageInfo', hasNextPage: false },
          },
        },
      },
    },
    {
      request: {
        query: PageAiSessionsDocument,
        variables: { page: 'https://quillstack.io/pricing', period: DEFAULT.period },
      },
      result: {
        data: {
          aiSessions: [
            {
              __typename: 'AiSessionsRow',
              day: '2026-11-26',
              source: 'chatgpt.com',
              channelGroup: 'AI Assistant',
              sessions: 7,
              engagedSessions: 4,
              keyEvents: 2,
              revenue: 1234.5,
              revenueCurrency: 'EUR',
            },
          ],
        },
      },
    },
  ]);
  const [pricing] = await bodyRows();
  fireEvent.click(
    within(pricing!).getByRole('button', {
      name: '4 answers citing https://quillstack.io/pricing: show them',
    }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Answers citing https://quillstack.io/pricing' });
  expect(await within(drawer).findByText(/4 answers/)).toBeInTheDocument();
  fireEvent.click(within(drawer).getAllByRole('button', { name: /close/i })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(
    within(pricing!).getByRole('button', {
      name: '3 verified crawls of https://quillstack.io/pricing: show them',
    }),
  );
  const visits = await screen.findByRole('table', {
    name: 'Verified crawls of https://quillstack.io/pricing',
  });
  expect(within(visits).getByText('/pricing?ref=x')).toBeInTheDocument();
  expect(within(visits).getByText('ip range')).toBeInTheDocument();

  fireEvent.click(
    within(pricing!).getByRole('button', {
      name: '7 AI sessions on https://quillstack.io/pricing: show them',
    }),
  );
  const sessions = await screen.findByRole('table', { name: 'AI sessions of https://quillstack.io/pricing' });
  expect(within(sessions).getByText('chatgpt.com')).toBeInTheDocument();
  expect(within(sessions).getByText('AI Assistant')).toBeInTheDocument();
  expect(within(sessions).getByText('€1,234.50')).toBeInTheDocument();
});

test('revenue is shown in the currency GA4 reports it in; without one, as a bare amount', async () => {
  renderPage([
    {
      request: { query: PagesRouteDocument, variables: DEFAULT },
      result: {
        data: {
          pageFunnel: [
            ...ROWS,
            row('https://quillstack.io/shop', 'CONVERTING', { sessions: 3, keyEvents: 1, revenue: 80 }),
          ],
        },
      },
    },
    analytics(true),
  ]);
  const rows = await bodyRows();
  expect(within(rows[0]!).getAllByRole('cell').at(-1)!.textContent).toBe('€1,234.50');
  const shop = rows.find((r) => r.textContent?.includes('https://quillstack.io/shop'))!;
  expect(within(shop).getAllByRole('cell').at(-1)!.textContent).toBe('80');
});

test('without pages the screen says where they come from', async () => {
  renderPage([
    { request: { query: PagesRouteDocument, variables: DEFAULT }, result: { data: { pageFunnel: [] } } },
  ]);
  expect(await screen.findByText('No pages in the last 30 days')).toBeInTheDocument();
});

const analytics = (connected: boolean) => ({
  request: { query: PagesAnalyticsDocument, variables: {} },
  result: {
    data: { aiSessionsBesideVisibility: { __typename: 'AiSessionsTrend', analyticsConnected: connected } },
  },
});

test('without analytics connected it says so, links to Settings → Integrations and shows no 0 sessions', async () => {
  renderPage([funnel, analytics(false)]);
  const link = await screen.findByRole('link', {
    name: 'Connect Google Analytics 4 in Settings → Integrations',
  });
  expect(link).toHaveAttribute('href', '/dashboard/settings/integrations');
  const cells = within((await bodyRows())[0]!).getAllByRole('cell');
  expect(cells.slice(5).map((c) => c.textContent)).toEqual(['—', '—', '—']);
  expect(
    screen.queryByRole('button', { name: /AI sessions? on https:\/\/quillstack.io\/pricing/ }),
  ).toBeNull();
});

test('with analytics connected the sessions stay and no note is shown', async () => {
  renderPage([funnel, analytics(true)]);
  expect(
    await screen.findByRole('button', { name: '7 AI sessions on https://quillstack.io/pricing: show them' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  expect(screen.queryByRole('link', { name: /Settings → Integrations/ })).toBeNull();
});
