import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { OverviewRouteQueryDocument } from '../__generated__/graphql';
import { emptyMetrics, fullMetrics, overviewData } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/render';
import OverviewRoute from './OverviewRoute';

const ALL = { sourcesWindow: 'ALL', competitorsWindow: 'ALL' };
const mock = (data: unknown, variables = ALL) => ({
  request: { query: OverviewRouteQueryDocument, variables },
  result: { data },
});
const renderOverview = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<OverviewRoute />, { route: '/dashboard', path: '/dashboard', mocks });

test('shows the loading text while the overview loads', async () => {
  renderOverview([{ ...mock(overviewData()), delay: 10_000 }]);
  expect(await screen.findByText('Loading data...')).toBeTruthy();
});

test('shows the error state with Retry when the query fails', async () => {
  renderOverview([
    { request: { query: OverviewRouteQueryDocument, variables: ALL }, error: new Error('boom') },
  ]);
  expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
  expect(screen.getByText('Failed to load dashboard data. Please try again later.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('shows "No data available" with Refresh when all four datasets are empty', async () => {
  renderOverview([mock(overviewData(emptyMetrics()))]);
  expect(await screen.findByRole('heading', { name: 'No data available' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
});

test('shows the figures, panels and each empty chart text', async () => {
  const metrics = { ...fullMetrics(), impressionHistory: [], sentimentHistory: [] };
  renderOverview([mock(overviewData(metrics))]);
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
  expect(screen.getByText("Monitor your brand's presence across AI platforms")).toBeTruthy();

  const visibility = screen.getByRole('group', { name: 'Brand Visibility' });
  expect(within(visibility).getByText('42.5%')).toBeTruthy();
  expect(within(visibility).getByText('Based on 40 total prompts')).toBeTruthy();
  const sentiment = screen.getByRole('group', { name: 'Sentiment Score' });
  expect(within(sentiment).getByText('63.46')).toBeTruthy();
  expect(within(sentiment).getByText('Medium')).toBeTruthy();

  expect(screen.getByText('No historical data available')).toBeTruthy();
  expect(screen.getByText('No sentiment history available')).toBeTruthy();
  // Sources are ranked by count.
  const sources = within(screen.getByRole('list', { name: 'Top sources' })).getAllByRole('listitem');
  expect(sources[0]?.textContent).toContain('crunchbase.com');
  expect(screen.getByText('Sequoia Capital')).toBeTruthy();
  expect(screen.getByText('#2')).toBeTruthy();
  expect(screen.getByText('ChatGPT')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Portfolio Companies' }).getAttribute('href')).toBe(
    '/dashboard/topics/portfolio-companies',
  );
});

test('the sources filter refetches with the chosen window and shows its empty text', async () => {
  const week = overviewData({ ...fullMetrics(), topSources: [] });
  renderOverview([mock(overviewData()), mock(week, { sourcesWindow: 'WEEK', competitorsWindow: 'ALL' })]);
  const filter = await screen.findByRole('group', { name: 'Top Sources time range' });
  expect(within(filter).getByRole('button', { name: 'All Time' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(within(filter).getByRole('button', { name: 'Last Week' }));
  expect(await screen.findByText('No source data available')).toBeTruthy();
  expect(within(filter).getByRole('button', { name: 'Last Week' }).getAttribute('aria-pressed')).toBe('true');
});

test('the competitor panel shows its empty text', async () => {
  const metrics = {
    ...fullMetrics(),
    competitorRankings: { __typename: 'CompetitorRankings' as const, companyRank: 0, rankings: [] },
  };
  renderOverview([mock(overviewData(metrics))]);
  expect(await screen.findByText('No competitor data available')).toBeTruthy();
  expect(screen.getByText('Not in top 5')).toBeTruthy();
});
