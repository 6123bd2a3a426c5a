/**
 * The dashboard's routes and sidebar (docs/product.md): the brand-prefixed Action Center tools and their
 * sidebar links, the fund's topic order, and /dashboard/topics without a slug.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { type DashboardVariant } from '../__generated__/graphql';
import { ActionBrandToolRouteDocument, DashboardRouteDocument } from '../__generated__/hooks';
import { dashboardData } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import ActionBrandToolRoute from './ActionBrandToolRoute';
import DashboardRoute from './DashboardRoute';
import TopicsIndexRoute from './TopicsIndexRoute';

vi.setConfig({ testTimeout: 20_000 });

function TopicSlug() {
  return <p>Topic page: {useParams().slug}</p>;
}

const shell = (variant: DashboardVariant, topics = dashboardData().topics) => ({
  request: { query: DashboardRouteDocument, variables: { promptKind: 'UNBRANDED' } },
  result: { data: { ...dashboardData(), viewer: { ...dashboardData().viewer, variant }, topics } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

test('the general sidebar links the four brand-prefixed tools, outreach and live mentions under the brand', async () => {
  renderWithProviders(<DashboardRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [shell('GENERAL')],
  });
  const group = await screen.findByRole('button', { name: 'Tools for Northwind Ventures' });
  expect(group.getAttribute('aria-expanded')).toBe('true');
  const links = ['Generate Content', 'Content Comparison', 'Top Sources', 'LLMS.TXT Manager'].map((name) =>
    screen.getByRole('link', { name }).getAttribute('href'),
  );
  expect(links).toEqual([
    '/dashboard/action/northwind-ventures-generate',
    '/dashboard/action/northwind-ventures-comparison',
    '/dashboard/action/northwind-ventures-sources',
    '/dashboard/action/northwind-ventures-llms-txt',
  ]);
  expect(screen.getByRole('link', { name: /Email Outreach/ }).getAttribute('href')).toBe(
    '/dashboard/action/outreach',
  );
  expect(screen.getByRole('link', { name: /Live Mentions/ }).getAttribute('href')).toBe(
    '/dashboard/action/live-mentions',
  );
  fireEvent.click(group);
  expect(screen.queryByRole('link', { name: 'Generate Content' })).toBeNull();
});

test('the fund sidebar lists Portfolio Companies before Investment Strategy', async () => {
  renderWithProviders(<DashboardRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [shell('FUND')],
  });
  const topics = await screen.findByRole('list', { name: 'Topics' });
  expect(
    within(topics)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Portfolio Companies32', 'Investment Strategy28', 'api3']);
});

test.each([
  ['GENERAL', 'api'],
  ['FUND', 'portfolio-companies'],
] as const)('/dashboard/topics for a %s account opens its first topic (%s)', async (variant, slug) => {
  renderWithProviders(<TopicsIndexRoute />, {
    route: '/dashboard/topics',
    path: '/dashboard/topics',
    mocks: [shell(variant)],
    variant,
    routes: [{ path: '/dashboard/topics/:slug', element: <TopicSlug /> }],
  });
  expect(await screen.findByText(`Topic page: ${slug}`)).toBeInTheDocument();
});

test('/dashboard/topics without topics says how to add one', async () => {
  renderWithProviders(<TopicsIndexRoute />, {
    route: '/dashboard/topics',
    path: '/dashboard/topics',
    mocks: [shell('GENERAL', [])],
  });
  expect(await screen.findByRole('heading', { name: 'No topics yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Prompts page' }).getAttribute('href')).toBe('/dashboard/prompts');
});

const brand = {
  request: { query: ActionBrandToolRouteDocument },
  result: {
    data: {
      viewer: { __typename: 'Viewer' as const, brand: { __typename: 'Brand' as const, name: 'Quillstack' } },
    },
  },
};

test.each([
  ['quillstack-llms-txt', 'LLMS.TXT Manager'],
  ['quillstack-generate', 'Generate Optimized Content'],
])('/dashboard/action/%s shows the tool', async (segment, heading) => {
  renderWithProviders(<ActionBrandToolRoute />, {
    route: `/dashboard/action/${segment}`,
    path: '/dashboard/action/:brandTool',
    mocks: [brand],
  });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test.each(['lumen-peak-capital-generate', 'quillstack-outreach', 'quillstack'])(
  '/dashboard/action/%s is not found',
  async (segment) => {
    renderWithProviders(<ActionBrandToolRoute />, {
      route: `/dashboard/action/${segment}`,
      path: '/dashboard/action/:brandTool',
      mocks: [brand],
    });
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  },
);
