import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DashboardRouteDocument, TopicRouteDocument } from '../../__generated__/hooks';
import DashboardRoute from '../../routes/DashboardRoute';
import TopicRoute from '../../routes/TopicRoute';
import { dashboardData, topicData } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

test('the fund sidebar: Overview, Topics and Actions groups open, prompt-count badges, a Live badge', async () => {
  const data = dashboardData();
  data.viewer.variant = 'FUND';
  data.topics = data.topics.filter((t) => t.slug.includes('-'));
  renderWithProviders(<DashboardRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [
      {
        request: { query: DashboardRouteDocument, variables: { promptKind: 'UNBRANDED' } },
        result: { data },
      },
    ],
  });
  const nav = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
  // 32 + 28: the topics' prompts of the page filter's kind (the aggregate topic is never listed).
  expect(nav.getByRole('link', { name: /Overview/ }).textContent).toContain('60');
  expect(nav.getByRole('link', { name: /Portfolio Companies/ }).textContent).toContain('32');
  expect(nav.getByRole('link', { name: /Investment Strategy/ }).textContent).toContain('28');
  expect(nav.getByRole('button', { name: 'Topics' }).getAttribute('aria-expanded')).toBe('true');
  expect(nav.getByRole('button', { name: 'Actions' }).getAttribute('aria-expanded')).toBe('true');
  const live = nav.getByRole('link', { name: /Live Mentions/ });
  expect(live.getAttribute('href')).toBe('/dashboard/action/live-mentions');
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'Action Center' })).toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'Prompts' })).toBeInTheDocument();
});

const topicVars = {
  slug: 'portfolio-companies',
  period: { preset: 'LAST_30_DAYS' },
  platforms: [],
  promptKind: 'UNBRANDED',
};

test('the fund topic page shows its four cards', async () => {
  renderWithProviders(<TopicRoute />, {
    route: '/dashboard/topics/portfolio-companies',
    path: '/dashboard/topics/:slug',
    variant: 'FUND',
    mocks: [{ request: { query: TopicRouteDocument, variables: topicVars }, result: { data: topicData() } }],
  });
  const sentiment = await screen.findByRole('group', { name: 'Sentiment' });
  expect(within(sentiment).getByText('63.5%')).toBeInTheDocument();
  // The label follows the score by the shared rule: 63.5 is Positive.
  expect(within(sentiment).getByText('Positive')).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Brand Visibility' })).getByText('42.5%'),
  ).toBeInTheDocument();
  const position = screen.getByRole('group', { name: 'Market Position' });
  expect(within(position).getByText('#2')).toBeInTheDocument();
  expect(within(position).getByText('Top tier')).toBeInTheDocument();
  const prompts = screen.getByRole('group', { name: 'Active Prompts' });
  expect(within(prompts).getByText('32')).toBeInTheDocument();
  expect(within(prompts).getByText('Ready')).toBeInTheDocument();
});

test('the fund topic page: unknown topic offers Go Back', async () => {
  renderWithProviders(<TopicRoute />, {
    route: '/dashboard/topics/portfolio-companies',
    path: '/dashboard/topics/:slug',
    variant: 'FUND',
    mocks: [
      {
        request: { query: TopicRouteDocument, variables: topicVars },
        result: { data: { topic: null } },
      },
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Topic not found' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
});
