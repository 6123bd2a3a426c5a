import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FundOverviewRouteDocument } from '../__generated__/graphql';
import { renderWithProviders } from '../test/render';
import FundOverviewRoute from './FundOverviewRoute';

const fundOverview = {
  __typename: 'FundOverview' as const,
  visibility: 77.6,
  promptCount: 20,
  brandMentions: 1247,
  sentimentScore: 64,
  impressionsTotal: 18420,
  topPlatforms: [
    { __typename: 'FundPlatformShare' as const, name: 'ChatGPT', mentions: 562, percentage: 45 },
    { __typename: 'FundPlatformShare' as const, name: 'Perplexity', mentions: 418, percentage: 34 },
    { __typename: 'FundPlatformShare' as const, name: 'Gemini', mentions: 267, percentage: 21 },
  ],
  topicBreakdown: [
    { __typename: 'FundTopicShare' as const, name: 'Portfolio Companies', percentage: 54 },
    { __typename: 'FundTopicShare' as const, name: 'Investment Strategy', percentage: 46 },
  ],
  competitorRankings: [{ __typename: 'FundCompetitorCount' as const, name: 'Sequoia Capital', count: 412 }],
  topSources: [{ __typename: 'FundSourceCount' as const, url: 'https://techcrunch.com/venture', count: 214 }],
};

const mocks = [{ request: { query: FundOverviewRouteDocument }, result: { data: { fundOverview } } }];

test('the fund dashboard shows its loading state only until the sample cards arrive', async () => {
  renderWithProviders(<FundOverviewRoute />, { route: '/dashboard', path: '/dashboard', mocks });
  expect(screen.getByText('Loading data...')).toBeInTheDocument();
  const visibility = await screen.findByRole('group', { name: 'Brand Visibility' });
  expect(within(visibility).getByText('77.6%')).toBeInTheDocument();
  expect(within(visibility).getByText('Based on 20 total prompts')).toBeInTheDocument();
  const sentiment = screen.getByRole('group', { name: 'Sentiment Score' });
  expect(within(sentiment).getByText('64.0%')).toBeInTheDocument();
  expect(within(sentiment).getByText('Medium')).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Brand Mentions' })).getByText('1,247'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Total Impressions' })).getByText('18,420'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Sample data')).toBeInTheDocument();
  const platforms = screen.getByRole('list', { name: 'Top platforms' });
  expect(
    within(platforms)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringContaining('ChatGPT'),
    expect.stringContaining('Perplexity'),
    expect.stringContaining('Gemini'),
  ]);
  expect(within(screen.getByRole('list', { name: 'Topic breakdown' })).getByText('54%')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Competitor rankings' })).getByText('Sequoia Capital'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Top sources' })).getByText('techcrunch.com'),
  ).toBeInTheDocument();
});

test('a failed load shows the dashboard error with Retry', async () => {
  renderWithProviders(<FundOverviewRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [{ request: { query: FundOverviewRouteDocument }, error: new Error('down') }],
  });
  expect(
    await screen.findByText('Failed to load dashboard data. Please try again later.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
