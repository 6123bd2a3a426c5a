import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { type AnswersFilter } from '../__generated__/graphql';
import { TopicRouteDocument } from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { emptyMetrics, topicData } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/render';
import TopicRoute from './TopicRoute';

const variables = {
  slug: 'portfolio-companies',
  period: { preset: 'LAST_30_DAYS' },
  platforms: [],
  promptKind: 'UNBRANDED',
};
const renderTopic = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<TopicRoute />, {
    route: '/dashboard/topics/portfolio-companies',
    path: '/dashboard/topics/:slug',
    mocks,
  });

test('shows "Loading topic data..." while loading', async () => {
  renderTopic([
    { request: { query: TopicRouteDocument, variables }, result: { data: topicData() }, delay: 10_000 },
  ]);
  expect(await screen.findByText('Loading topic data...')).toBeInTheDocument();
});

test('an unknown slug shows not found with Return to Dashboard', async () => {
  renderTopic([{ request: { query: TopicRouteDocument, variables }, result: { data: { topic: null } } }]);
  expect(
    await screen.findByRole('heading', { name: 'Topic "portfolio-companies" not found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
});

test('a topic without data says so', async () => {
  renderTopic([
    { request: { query: TopicRouteDocument, variables }, result: { data: topicData(emptyMetrics()) } },
  ]);
  expect(
    await screen.findByRole('heading', { name: 'No data available for this topic in the last 30 days' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toBeInTheDocument();
});

test('an error shows its message', async () => {
  renderTopic([{ request: { query: TopicRouteDocument, variables }, error: new Error('Network down') }]);
  expect(await screen.findByText('Network down')).toBeInTheDocument();
});

test('shows the topic figures', async () => {
  renderTopic([{ request: { query: TopicRouteDocument, variables }, result: { data: topicData() } }]);
  expect(await screen.findByRole('heading', { name: 'Topic: Portfolio Companies' })).toBeInTheDocument();
  expect(screen.getByText('Performance overview for this topic')).toBeInTheDocument();
  const visibility = screen.getByRole('group', { name: 'Brand Visibility' });
  expect(within(visibility).getByText('42.5%')).toBeInTheDocument();
  expect(
    within(visibility).getByText(
      '170 of 400 answers in the last 30 days (3 failed captures and 2 refusals excluded) · 32 unbranded prompts in this topic',
    ),
  ).toBeInTheDocument();
  expect(within(visibility).getByRole('button', { name: 'About Brand Visibility' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Sentiment Score' })).getByText('63.46'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Top Sources' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Competitor Rankings' })).toBeInTheDocument();
  // In the overview's order: visibility, then sentiment.
  expect(
    screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'))
      .filter((name) => name === 'Brand Visibility' || name === 'Sentiment Score'),
  ).toEqual(['Brand Visibility', 'Sentiment Score']);
});

test("the topic's figures open the topic's answers", async () => {
  const filter: AnswersFilter = {
    topicId: 't1',
    competitorId: 'c-accel',
    period: { preset: 'LAST_30_DAYS' },
    promptKind: 'UNBRANDED',
  };
  renderTopic([
    { request: { query: TopicRouteDocument, variables }, result: { data: topicData() } },
    answersMock({
      figure: filter,
      counts: { totalCount: 18, okCount: 18, visibleCount: 7, failureCount: 0 },
      nodes: [answer()],
    }),
  ]);
  const visibility = await screen.findByRole('group', { name: 'Brand Visibility' });
  expect(within(visibility).getByText(/answers in the last 30 days/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show the answers naming Accel' }));
  const drawer = await screen.findByRole('dialog', { name: 'Competitor Rankings · Accel' });
  expect(await within(drawer).findByText(/^18 answers in the last 30 days named Accel/)).toBeInTheDocument();
});
