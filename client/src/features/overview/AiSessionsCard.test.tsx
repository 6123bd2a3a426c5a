import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AiSessionsCardDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { readPageFilter } from '../filter/pageFilter';
import { AiSessionsCard } from './AiSessionsCard';

const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

const trendMock = (trend: object) => ({
  request: { query: AiSessionsCardDocument, variables: DEFAULT },
  result: {
    data: {
      aiSessionsBesideVisibility: {
        __typename: 'AiSessionsTrend',
        syncedThrough: null,
        totalSessions: 0,
        correlation: null,
        daysCompared: 0,
        days: [],
        ...trend,
      },
    },
  },
});

const day = (d: string, visibility: number | null, sessions: number | null) => ({
  __typename: 'AiSessionsDay' as const,
  day: d,
  visibility,
  answers: visibility === null ? 0 : 4,
  sessions,
});

const renderCard = (mocks: unknown[]) =>
  renderWithProviders(<AiSessionsCard filter={readPageFilter(new URLSearchParams())} />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: mocks as never,
  });

test('shows the AI sessions, r and the sentence that it is a correlation, not a cause', async () => {
  renderCard([
    trendMock({
      analyticsConnected: true,
      syncedThrough: '2026-11-28',
      totalSessions: 1234,
      correlation: 0.42,
      daysCompared: 30,
      days: [day('2026-11-27', 40, 30), day('2026-11-28', 60, 50), day('2026-11-29', 50, null)],
      summary:
        'Days with higher visibility had more AI sessions (r = 0.42 over 30 days); this shows whether they move together, not that one causes the other.',
    }),
  ]);
  expect(await screen.findByLabelText('AI sessions in the period')).toHaveTextContent('1,234');
  expect(screen.getByLabelText('Correlation')).toHaveTextContent('r = 0.42');
  expect(screen.getByText('over 30 days with both')).toBeInTheDocument();
  expect(screen.getByText(/not that one causes the other/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Settings → Integrations/ })).not.toBeInTheDocument();
});

test('without analytics it says so and links to Settings → Integrations', async () => {
  renderCard([
    trendMock({
      analyticsConnected: false,
      summary: 'No analytics is connected: connect Google Analytics 4 in Settings → Integrations.',
    }),
  ]);
  const link = await screen.findByRole('link', {
    name: 'Connect Google Analytics 4 in Settings → Integrations',
  });
  expect(link).toHaveAttribute('href', '/dashboard/settings/integrations');
  expect(screen.getByText(/No analytics is connected, so no AI sessions are known/)).toBeInTheDocument();
  expect(screen.queryByLabelText('AI sessions in the period')).not.toBeInTheDocument();
});
