import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { type AlertHistoryItem_EventFragment } from '../__generated__/graphql';
import { AlertsRouteDocument } from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { renderWithProviders } from '../test/render';
import AlertsRoute from './AlertsRoute';

const answers = (overrides: Partial<AlertHistoryItem_EventFragment['answers']>) => ({
  __typename: 'AlertAnswers' as const,
  topicId: null,
  topicSlug: null,
  platform: null,
  competitorId: null,
  competitorName: null,
  promptId: null,
  sourceDomain: null,
  from: '2026-11-05',
  to: '2026-11-05',
  visible: null,
  failed: false,
  statementAspect: null,
  statementPolarity: null,
  claimFact: null,
  claimStatus: null,
  claimValue: null,
  ...overrides,
});

const drop: AlertHistoryItem_EventFragment = {
  __typename: 'AlertEvent',
  id: 'e1',
  kind: 'VISIBILITY_DROP',
  title: 'Visibility on API fell from 82.0 % to 12.5 %',
  detail: '1 of 8 answers on 2026-11-05 mentioned Quillstack, against 46 of 56 in the 7 days before.',
  day: '2026-11-05',
  firedAt: '2026-11-05T06:03:00Z',
  answers: answers({ topicId: 't-api', topicSlug: 'api', visible: false }),
};

const overtake: AlertHistoryItem_EventFragment = {
  __typename: 'AlertEvent',
  id: 'e2',
  kind: 'COMPETITOR_OVERTAKE',
  title: 'Kong overtook Quillstack',
  detail: 'Over the 7 days to 2026-11-04, 20 answers named Kong and 18 named Quillstack.',
  day: '2026-11-04',
  firedAt: '2026-11-04T06:03:00Z',
  answers: answers({ competitorId: 'c-kong', competitorName: 'Kong', from: '2026-10-29', to: '2026-11-04' }),
};

const page = (
  events: AlertHistoryItem_EventFragment[],
  endCursor: string | null = null,
  totalCount = events.length,
) => ({
  alertEvents: { __typename: 'AlertEventPage' as const, totalCount, endCursor, events },
});

test('lists what fired, each with the way to the answers behind it', async () => {
  const figure = { day: '2026-11-05', topicId: 't-api', promptKind: 'ALL' as const };
  renderWithProviders(<AlertsRoute />, {
    route: '/dashboard/alerts',
    path: '/dashboard/alerts',
    mocks: [
      {
        request: { query: AlertsRouteDocument, variables: { after: null } },
        result: { data: page([drop, overtake]) },
      },
      answersMock({
        figure,
        list: { ...figure, visible: false },
        counts: { totalCount: 8, okCount: 8, visibleCount: 1, failureCount: 0 },
        nodes: [answer({ id: 'a9', visible: false })],
      }),
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
  expect(screen.getByText('2 alerts')).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('Visibility drops')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('heading', { name: drop.title })).toBeInTheDocument();
  expect(within(items[0]!).getByRole('link', { name: 'Open topic' })).toHaveAttribute(
    'href',
    '/dashboard/topics/api?from=2026-11-05&to=2026-11-05&prompts=all',
  );
  expect(within(items[1]!).getByText('A competitor overtakes you')).toBeInTheDocument();
  expect(within(items[1]!).getByRole('link', { name: 'Open overview' })).toHaveAttribute(
    'href',
    '/dashboard?from=2026-10-29&to=2026-11-04&prompts=all',
  );

  // The drawer opens on the topic's answers of that day that did not mention the brand.
  fireEvent.click(within(items[0]!).getByRole('button', { name: 'Show answers' }));
  const drawer = await screen.findByRole('dialog', { name: drop.title });
  expect(
    await within(drawer).findByText('1 of 8 answers on Nov 5, 2026 mentioned Quillstack'),
  ).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Not visible · 7' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('more alerts load below', async () => {
  const older = { ...overtake, id: 'e3', title: 'Gatewise overtook Quillstack' };
  renderWithProviders(<AlertsRoute />, {
    route: '/dashboard/alerts',
    path: '/dashboard/alerts',
    mocks: [
      {
        request: { query: AlertsRouteDocument, variables: { after: null } },
        result: { data: page([drop], 'c1', 2) },
      },
      {
        request: { query: AlertsRouteDocument, variables: { after: 'c1' } },
        result: { data: page([older], null, 2) },
      },
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Load more (1 more)' }));
  expect(await screen.findByRole('heading', { name: 'Gatewise overtook Quillstack' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
});

test('nothing fired yet', async () => {
  renderWithProviders(<AlertsRoute />, {
    route: '/dashboard/alerts',
    path: '/dashboard/alerts',
    mocks: [
      { request: { query: AlertsRouteDocument, variables: { after: null } }, result: { data: page([]) } },
    ],
  });
  expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Alert settings' })[0]).toHaveAttribute(
    'href',
    '/dashboard/settings/alerts',
  );
});
