import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  ChangeRouteDocument,
  ChangesRouteDocument,
  LogChangeDocument,
  LogChangeTopicsDocument,
} from '../__generated__/hooks';
import { impactInWords } from '../features/changes/impactWords';
import { renderWithProviders } from '../test/render';
import ChangeRoute from './ChangeRoute';
import ChangesRoute from './ChangesRoute';

const topics = [
  { __typename: 'Topic' as const, id: 't-api', name: 'API' },
  { __typename: 'Topic' as const, id: 't-cloud', name: 'Cloud' },
];

const impact = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ChangeImpact' as const,
  status: 'READY' as const,
  treatedPrompts: 6,
  controlPrompts: 18,
  daysBefore: 28,
  daysAfter: 28,
  windowFrom: '2026-09-01',
  windowTo: '2026-10-27',
  effect: 6.24,
  ciLow: 1.06,
  ciHigh: 11.31,
  reason: null,
  method:
    'Difference in differences of pooled visibility; 95 % interval from a seeded cluster bootstrap over prompts.',
  series: [
    { __typename: 'ChangeImpactPoint' as const, day: '2026-09-28', treated: 50, control: 48 },
    { __typename: 'ChangeImpactPoint' as const, day: '2026-09-29', treated: 51, control: 49 },
    { __typename: 'ChangeImpactPoint' as const, day: '2026-09-30', treated: 58, control: 48 },
  ],
  ...overrides,
});

const change = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LoggedChange' as const,
  id: 'ch1',
  title: 'Published the API comparison page',
  day: '2026-09-29',
  url: 'https://quillstack.example/compare',
  topicIds: ['t-api'],
  promptIds: [],
  createdBy: 'demo@example.com',
  impact: impact(),
  ...overrides,
});

test('the estimate in words: signs, one decimal, the interval', () => {
  expect(impactInWords({ effect: 6.24, ciLow: 1.06, ciHigh: 11.31 })).toBe(
    '+6.2 points, 95 % interval +1.1 to +11.3',
  );
  expect(impactInWords({ effect: -0.04, ciLow: -3.96, ciHigh: 2 })).toBe(
    '±0.0 points, 95 % interval −4.0 to +2.0',
  );
  expect(impactInWords({ effect: null, ciLow: null, ciHigh: null })).toBeNull();
});

test('a change’s page says what it did in words, with the groups and the days compared', async () => {
  renderWithProviders(<ChangeRoute />, {
    route: '/dashboard/changes/ch1',
    path: '/dashboard/changes/:id',
    mocks: [
      {
        request: { query: ChangeRouteDocument, variables: { id: 'ch1' } },
        result: { data: { change: change(), topics } },
      },
    ],
  });
  expect(
    await screen.findByRole('heading', { name: 'Published the API comparison page' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('impact-words')).toHaveTextContent('+6.2 points, 95 % interval +1.1 to +11.3');
  expect(
    screen.getByText('Its prompts gained visibility beyond what the other prompts did.'),
  ).toBeInTheDocument();
  expect(screen.getByText('API')).toBeInTheDocument();
  expect(screen.getByText('28 before, 28 after (the day itself left out)')).toBeInTheDocument();
});

test('a change too recent to measure says why', async () => {
  const recent = change({
    impact: impact({
      status: 'NOT_ENOUGH_DATA',
      effect: null,
      ciLow: null,
      ciHigh: null,
      daysAfter: 3,
      reason:
        'Needs at least 7 days with answers on each side of the change’s day (28 before, 3 after so far).',
    }),
  });
  renderWithProviders(<ChangeRoute />, {
    route: '/dashboard/changes/ch1',
    path: '/dashboard/changes/:id',
    mocks: [
      {
        request: { query: ChangeRouteDocument, variables: { id: 'ch1' } },
        result: { data: { change: recent, topics } },
      },
    ],
  });
  expect(await screen.findByTestId('impact-words')).toHaveTextContent('Not enough data yet');
  expect(screen.getByText(/3 after so far/)).toBeInTheDocument();
});

test('the Changes page lists the changes and logs a new one on a topic', async () => {
  const input = {
    title: 'Saved llms.txt',
    day: new Date().toISOString().slice(0, 10),
    url: null,
    topicIds: ['t-cloud'],
    promptIds: [],
  };
  let logged = false;
  renderWithProviders(<ChangesRoute />, {
    route: '/dashboard/changes',
    path: '/dashboard/changes',
    mocks: [
      {
        request: { query: ChangesRouteDocument },
        result: { data: { changes: [change()], topics } },
        maxUsageCount: 5,
      },
      { request: { query: LogChangeTopicsDocument }, result: { data: { topics } }, maxUsageCount: 5 },
      {
        request: { query: LogChangeDocument, variables: { input } },
        result: () => {
          logged = true;
          return {
            data: {
              logChange: {
                __typename: 'LogChangePayload',
                change: { __typename: 'LoggedChange', id: 'ch2', title: 'Saved llms.txt', day: input.day },
              },
            },
          };
        },
      },
    ],
  });
  const list = await screen.findByRole('list', { name: 'Logged changes' });
  const item = within(list).getByRole('listitem');
  expect(within(item).getByRole('link', { name: 'Published the API comparison page' })).toHaveAttribute(
    'href',
    '/dashboard/changes/ch1',
  );
  expect(within(item).getByText('+6.2 points, 95 % interval +1.1 to +11.3')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Log a change' });
  fireEvent.click(within(form).getByRole('button', { name: 'Log change' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Say what changed: the title is empty.');
  fireEvent.change(within(form).getByRole('textbox', { name: /What changed/ }), {
    target: { value: ' Saved llms.txt ' },
  });
  const cloud = (await within(form).findByRole('checkbox', { name: 'Cloud' })) as HTMLInputElement;
  fireEvent.click(cloud);
  await waitFor(() => expect(cloud.checked).toBe(true));
  fireEvent.click(within(form).getByRole('button', { name: 'Log change' }));
  await waitFor(() => expect(logged).toBe(true));
});
