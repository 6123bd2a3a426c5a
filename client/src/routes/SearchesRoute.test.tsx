import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SearchesRouteDocument } from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
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

const page = (rows: ReturnType<typeof row>[]) => ({
  request: { query: SearchesRouteDocument, variables: DEFAULT },
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
