import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { expect, test } from 'vitest';
import { SearchesRouteDocument } from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { Sidebar } from '../features/sidebar/Sidebar';
import { dashboardData } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import SearchesRoute from './SearchesRoute';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;
const MONTH = { period: { preset: 'LAST_30_DAYS' }, promptKind: 'UNBRANDED' } as const;

const row = (query: string, answers: number, brandCitedAnswers: number) => ({
  __typename: 'SearchQueryRow' as const,
  query,
  answers,
  brandCitedAnswers,
});

const page = (rows: ReturnType<typeof row>[], variables: object = DEFAULT) => ({
  request: { query: SearchesRouteDocument, variables },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer' as const,
        brand: { __typename: 'Brand' as const, name: 'Quillstack', website: 'quillstack.io' },
      },
      searchQueries: rows,
    },
  },
});

const renderPage = (mocks: unknown[]) =>
  renderWithProviders(<SearchesRoute />, {
    route: '/dashboard/searches',
    path: '/dashboard/searches',
    mocks: mocks as never,
  });

test('ranks the searches the brand’s site does not win first; a count opens the answers that ran the search', async () => {
  const ran = { ...MONTH, searchQuery: 'best api gateways 2026' };
  renderPage([
    // As the server orders them: most run first.
    page([
      row('quillstack pricing', 12, 11),
      row('best api gateways 2026', 9, 1),
      row('kong vs quillstack', 9, 3),
    ]),
    answersMock({
      figure: ran,
      counts: { totalCount: 9, okCount: 9, visibleCount: 4, failureCount: 0 },
      nodes: [answer({ searchQueries: ['best api gateways 2026'] })],
    }),
  ]);
  const table = await screen.findByRole('table', { name: 'Searches the platforms ran' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
    'best api gateways 2026',
    'kong vs quillstack',
    'quillstack pricing',
  ]);
  expect(within(rows[0]!).getByText('1 (11.1%)')).toBeInTheDocument();
  expect(screen.getByText(/3 searches in the last 30 days/)).toBeInTheDocument();

  fireEvent.click(
    within(rows[0]!).getByRole('button', { name: '9 answers ran “best api gateways 2026”: show them' }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Searches · “best api gateways 2026”' });
  expect(
    await within(drawer).findByText('4 of 9 answers in the last 30 days mentioned Quillstack'),
  ).toBeInTheDocument();
});

test('without reported searches the page says where they come from', async () => {
  renderPage([page([])]);
  expect(await screen.findByText('No searches reported in the last 30 days')).toBeInTheDocument();
});

/** The sidebar beside the pages it links: the overview and the Action Center stand in as markers. */
function DashboardShell() {
  const { viewer, topics } = dashboardData();
  return (
    <>
      <Sidebar viewer={viewer} topics={topics} onSignOut={() => {}} />
      <Routes>
        <Route index element={<p>Overview page</p>} />
        <Route path="searches" element={<SearchesRoute />} />
        <Route path="action/*" element={<p>Action Center page</p>} />
      </Routes>
    </>
  );
}

const FILTER = '?period=90d&platforms=chatgpt&prompts=all';
const NINETY_DAYS_ON_CHATGPT = {
  period: { preset: 'LAST_90_DAYS' },
  platforms: ['CHATGPT'],
  promptKind: 'ALL',
} as const;

test('Searches opens under the filter chosen before it, and Dashboard and the Action Center keep it', async () => {
  const { router } = renderWithProviders(<DashboardShell />, {
    route: `/dashboard${FILTER}`,
    path: '/dashboard/*',
    mocks: [page([row('best running shoes 2026', 5, 1)], NINETY_DAYS_ON_CHATGPT)],
  });
  expect(await screen.findByText('Overview page')).toBeInTheDocument();
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;

  fireEvent.click(screen.getByRole('link', { name: 'Searches' }));
  expect(where()).toBe(`/dashboard/searches${FILTER}`);
  // The page asks for the carried filter (the mock answers only those variables) and shows it as chosen.
  expect(await screen.findByText('best running shoes 2026')).toBeInTheDocument();
  const bar = within(screen.getByRole('region', { name: 'Page filter' }));
  expect(bar.getByRole('button', { name: 'Last 90 Days' })).toHaveAttribute('aria-pressed', 'true');
  expect(bar.getByRole('button', { name: 'ChatGPT' })).toHaveAttribute('aria-pressed', 'true');

  fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByText('Overview page')).toBeInTheDocument();
  expect(where()).toBe(`/dashboard${FILTER}`);

  fireEvent.click(screen.getByRole('link', { name: 'Action Center' }));
  expect(await screen.findByText('Action Center page')).toBeInTheDocument();
  expect(where()).toBe(`/dashboard/action${FILTER}`);
  fireEvent.click(screen.getByRole('link', { name: 'Generate Content' }));
  expect(where()).toBe(`/dashboard/action/northwind-ventures-generate${FILTER}`);
  fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByText('Overview page')).toBeInTheDocument();
  expect(where()).toBe(`/dashboard${FILTER}`);
});

test('a filter set on Searches goes into the address and back to Dashboard with it', async () => {
  const { router } = renderWithProviders(<DashboardShell />, {
    route: '/dashboard/searches',
    path: '/dashboard/*',
    mocks: [
      page([row('best running shoes 2026', 5, 1)]),
      page([row('trail shoes for wide feet', 2, 0)], { ...DEFAULT, period: { preset: 'LAST_7_DAYS' } }),
    ],
  });
  expect(await screen.findByText('best running shoes 2026')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Last Week' }));
  expect(router.state.location.search).toBe('?period=7d');
  expect(await screen.findByText('trail shoes for wide feet')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByText('Overview page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(router.state.location.search).toBe('?period=7d');
});
