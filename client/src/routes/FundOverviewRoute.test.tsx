import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { OverviewRouteDocument, SetupChecklistDocument } from '../__generated__/graphql';
import { overviewData, setupData } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import FundOverviewRoute from './FundOverviewRoute';

afterEach(() => vi.useRealTimers());

const mocks = [
  {
    request: { query: OverviewRouteDocument, variables: { sourcesWindow: 'ALL', competitorsWindow: 'ALL' } },
    result: { data: overviewData() },
  },
  { request: { query: SetupChecklistDocument }, result: { data: setupData(true) } },
];

test('the fund dashboard holds its loading state for one second, then shows the overview with its charts and filters', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderWithProviders(<FundOverviewRoute />, { route: '/dashboard', path: '/dashboard', mocks });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  // The data may have arrived by now, but the fund view keeps "Loading data..." for its first second.
  expect(screen.getByText('Loading data...')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Brand Visibility' })).toBeNull();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(600);
  });
  const visibility = await screen.findByRole('group', { name: 'Brand Visibility' });
  expect(within(visibility).getByText('42.5%')).toBeInTheDocument();
  expect(within(visibility).getByText('Based on 40 answers to 40 total prompts')).toBeInTheDocument();
  const sentiment = screen.getByRole('group', { name: 'Sentiment Score' });
  expect(within(sentiment).getByText('Positive')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  // Spec §2: the Mentions and Sentiment Trend charts, and the time filters on Sources and Competitors.
  expect(screen.getByRole('heading', { name: 'Mentions' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sentiment Trend' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'All Time' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Last Month' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Last Week' })).toHaveLength(2);
  expect(
    within(screen.getByRole('list', { name: 'Competitor rankings' })).getByText('Sequoia Capital'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Sample data')).toBeNull();
});
