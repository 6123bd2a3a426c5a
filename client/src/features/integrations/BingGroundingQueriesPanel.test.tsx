import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { BingGroundingQueriesPanelDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { readPageFilter } from '../filter/pageFilter';
import { BingGroundingQueriesPanel } from './BingGroundingQueriesPanel';

const bingMock = (bing: object) => ({
  request: { query: BingGroundingQueriesPanelDocument, variables: { period: { preset: 'LAST_30_DAYS' } } },
  result: { data: { bingGroundingQueries: { __typename: 'BingGroundingQueries', ...bing } } },
});

const renderPanel = (mocks: unknown[]) =>
  renderWithProviders(
    <BingGroundingQueriesPanel
      filter={readPageFilter(new URLSearchParams())}
      engineSearches={['Acme pricing ', 'best crm']}
    />,
    { route: '/dashboard/searches', path: '/dashboard/searches', mocks: mocks as never },
  );

test('lists Bing’s grounding queries, marking those the engines also searched', async () => {
  renderPanel([
    bingMock({
      uploaded: true,
      fileName: 'bing-ai.csv',
      total: 2,
      queries: [
        { __typename: 'BingGroundingQuery', query: 'acme pricing', citations: 7, pages: 2 },
        { __typename: 'BingGroundingQuery', query: 'acme sdk', citations: 1, pages: 1 },
      ],
    }),
  ]);
  const table = await screen.findByRole('table', { name: "Bing's grounding queries" });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  expect(rows).toEqual([
    ['acme pricing', '7', '2', 'Yes'],
    ['acme sdk', '1', '1', 'No'],
  ]);
  expect(screen.getByText(/2 queries in the last 30 days, from bing-ai.csv/)).toBeInTheDocument();
});

test('without an upload it says so and links to Settings → Integrations', async () => {
  renderPanel([bingMock({ uploaded: false, fileName: null, total: 0, queries: [] })]);
  const link = await screen.findByRole('link', { name: 'Settings → Integrations' });
  expect(link).toHaveAttribute('href', '/dashboard/settings/integrations');
  expect(screen.getByText(/No Bing Webmaster Tools export is uploaded/)).toBeInTheDocument();
});
