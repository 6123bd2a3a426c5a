import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  DashboardRouteDocument,
  FirstRunNoticeDocument,
  OnboardingRouteDocument,
} from '../../__generated__/hooks';
import DashboardRoute from '../../routes/DashboardRoute';
import OnboardingRoute from '../../routes/OnboardingRoute';
import { dashboardData } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { FirstRunNotice } from './FirstRunNotice';

const run = (status: string, settled: number, trigger = 'ONBOARDING') => ({
  __typename: 'CollectionRun' as const,
  id: 'run-1',
  day: '2026-11-22',
  status,
  trigger,
  total: 27,
  answered: settled,
  failures: 0,
  simulatedFailures: 0,
  refusals: 0,
  noAnswers: 0,
  settled,
  percent: Math.round((settled / 27) * 1000) / 10,
  error: null,
  byEngine: [],
});
const latest = (value: unknown) => ({
  request: { query: FirstRunNoticeDocument },
  result: { data: { latestCollectionRun: value } },
});

test('while the first run collects, the notice counts answers; it goes away when the run completes', async () => {
  renderWithProviders(<FirstRunNotice />, {
    mocks: [
      latest(run('RUNNING', 5)),
      latest(run('RUNNING', 12)),
      latest(run('COMPLETED', 27)),
      // The refetch of the page's queries when the run ends.
      latest(run('COMPLETED', 27)),
    ],
  });
  expect(await screen.findByText('Collecting your first answers… 5 of 27')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  // It polls every second while the run is active.
  await waitFor(
    () => expect(screen.getByText('Collecting your first answers… 12 of 27')).toBeInTheDocument(),
    {
      timeout: 3000,
    },
  );
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Collection progress' })).toBeNull(), {
    timeout: 3000,
  });
});

test('a later run says "today\'s answers"', async () => {
  renderWithProviders(<FirstRunNotice />, { mocks: [latest(run('QUEUED', 0, 'MANUAL'))] });
  expect(await screen.findByText("Collecting today's answers… 0 of 27")).toBeInTheDocument();
});

const dashboard = (needed: boolean) => {
  const data = dashboardData();
  data.viewer.onboarding.needed = needed;
  return {
    request: { query: DashboardRouteDocument, variables: { promptKind: 'UNBRANDED' } },
    result: { data },
  };
};

test('the dashboard sends an account that needs onboarding to /dashboard/onboarding', async () => {
  const { router } = renderWithProviders(<DashboardRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [dashboard(true)],
    routes: [{ path: '/dashboard/onboarding', element: <p>Onboarding page</p> }],
  });
  expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard/onboarding');
});

test('an account that needs onboarding may still open its settings and tools', async () => {
  const { router } = renderWithProviders(<DashboardRoute />, {
    route: '/dashboard/settings',
    path: '/dashboard/*',
    mocks: [dashboard(true)],
    routes: [{ path: '/dashboard/onboarding', element: <p>Onboarding page</p> }],
  });
  expect(await screen.findByRole('button', { name: 'Toggle Sidebar' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard/settings');
  expect(screen.queryByText('Onboarding page')).toBeNull();
});

test('an onboarded account stays on the overview, with the collecting notice above it', async () => {
  const { router } = renderWithProviders(<DashboardRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [dashboard(false), latest(run('RUNNING', 3))],
    routes: [{ path: '/dashboard/onboarding', element: <p>Onboarding page</p> }],
  });
  expect(await screen.findByText('Collecting your first answers… 3 of 27')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(screen.queryByText('Onboarding page')).toBeNull();
});

const onboardingRoute = (needed: boolean, realPlatforms = ['CHATGPT', 'PERPLEXITY']) => ({
  request: { query: OnboardingRouteDocument },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        profile: { __typename: 'Profile', id: 'u1', username: 'newcomer', email: 'new@example.com' },
        brand: { __typename: 'Brand', name: 'Acme', website: 'https://acme.test', aliases: ['Acme Co'] },
        onboarding: { __typename: 'OnboardingState', needed },
      },
      competitors: [{ __typename: 'Competitor', id: 'c1', name: 'Botwerk' }],
      collectionSettings: {
        __typename: 'CollectionSettings',
        platforms: ['CHATGPT', 'PERPLEXITY'],
        realPlatforms,
      },
    },
  },
});

test('the onboarding page prefills a brand set earlier; an onboarded account goes to the dashboard', async () => {
  const { unmount } = renderWithProviders(<OnboardingRoute />, {
    route: '/dashboard/onboarding',
    path: '/dashboard/onboarding',
    mocks: [onboardingRoute(true)],
  });
  expect(await screen.findByRole('heading', { name: 'Welcome to Sightline' })).toBeInTheDocument();
  expect((screen.getByLabelText(/Brand name/) as HTMLInputElement).value).toBe('Acme');
  expect((screen.getByLabelText('Alias 1') as HTMLInputElement).value).toBe('Acme Co');
  expect(screen.getByText('Signed in as new@example.com.')).toBeInTheDocument();
  expect(screen.getByText(/^Tell us what to track\. We then ask ChatGPT, Perplexity/)).toBeInTheDocument();
  unmount();

  const { router } = renderWithProviders(<OnboardingRoute />, {
    route: '/dashboard/onboarding',
    path: '/dashboard/onboarding',
    mocks: [onboardingRoute(false)],
    routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
});

test('without vendor keys onboarding says first that answers will be simulated, and promises no asking', async () => {
  renderWithProviders(<OnboardingRoute />, {
    route: '/dashboard/onboarding',
    path: '/dashboard/onboarding',
    mocks: [onboardingRoute(true, [])],
  });
  const intro = await screen.findByText(/^Answers will be simulated: /);
  expect(intro.textContent).toMatch(
    /^Answers will be simulated: this server has no API key for ChatGPT and Perplexity, so Sightline's simulated engine answers for them and your figures will be illustrative/,
  );
  expect(intro.textContent).toContain('Tell us what to track');
  expect(screen.queryByText(/We then ask/)).toBeNull();
});
