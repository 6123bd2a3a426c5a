// @vitest-environment jsdom
// jsdom, not the project's happy-dom: the progress bar's colour palette attribute is not set under happy-dom.
import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RunNowPanelDocument, StartCollectionRunDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { RunNowPanel } from './RunNowPanel';

const run = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CollectionRun' as const,
  id: 'run-1',
  day: '2026-11-20',
  status: 'RUNNING',
  total: 60,
  answered: 20,
  failures: 2,
  simulatedFailures: 0,
  refusals: 1,
  noAnswers: 0,
  settled: 23,
  percent: 36.7,
  error: null,
  plannedSamples: 60,
  planReason: null,
  budgetSpent: false,
  byEngine: [
    {
      __typename: 'EngineProgress' as const,
      platform: 'CHATGPT',
      answered: 12,
      failures: 0,
      simulatedFailures: 0,
      refusals: 1,
      noAnswers: 0,
    },
    {
      __typename: 'EngineProgress' as const,
      platform: 'GEMINI',
      answered: 8,
      failures: 2,
      simulatedFailures: 0,
      refusals: 0,
      noAnswers: 0,
    },
  ],
  ...overrides,
});

const latest = (value: unknown) => ({
  request: { query: RunNowPanelDocument },
  result: { data: { latestCollectionRun: value } },
});

test('shows the running run: answered / total, failures and refusals apart, per engine; Run now is disabled', async () => {
  renderWithProviders(<RunNowPanel />, { mocks: [latest(run())] });
  expect(await screen.findByText('Collecting 2026-11-20: 23 of 60 answers')).toBeInTheDocument();
  expect(screen.getByText('2 failed (not counted in any figure)')).toBeInTheDocument();
  expect(screen.getByText('1 refused (not counted in any figure)')).toBeInTheDocument();
  expect(screen.getByText('Gemini: 8 answered, 2 failed')).toBeInTheDocument();
  expect(screen.getByText('ChatGPT: 12 answered, 1 refused')).toBeInTheDocument();
  expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  expect(barPalette()).toBe('orange');
  expect((screen.getByRole('button', { name: 'Running…' }) as HTMLButtonElement).disabled).toBe(true);
});

/** The colour palette the run's bar is drawn in, as its computed style resolves it. */
const barPalette = () =>
  /chakra-colors-(\w+)-solid/.exec(
    getComputedStyle(screen.getByLabelText('Collection progress')).getPropertyValue(
      '--chakra-colors-color-palette-solid',
    ),
  )?.[1] ?? null;

test("the simulated engine's made-up failures are said as such and do not paint the bar orange", async () => {
  const simulated = run({
    status: 'COMPLETED',
    answered: 17,
    failures: 1,
    simulatedFailures: 1,
    refusals: 0,
    settled: 18,
    total: 18,
    percent: 100,
    byEngine: [
      {
        __typename: 'EngineProgress' as const,
        platform: 'GEMINI',
        answered: 17,
        failures: 1,
        simulatedFailures: 1,
        refusals: 0,
        noAnswers: 0,
      },
    ],
  });
  renderWithProviders(<RunNowPanel />, { mocks: [latest(simulated)] });
  expect(await screen.findByText('Last run 2026-11-20: 17 of 18 answered')).toBeInTheDocument();
  expect(
    screen.getByText('1 simulated failure (no call was made; not counted in any figure)'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/1 failed/)).toBeNull();
  expect(screen.getByText('Gemini: 17 answered, 1 simulated failure')).toBeInTheDocument();
  expect(barPalette()).toBe('blue');
});

test('Run now starts a run and shows its progress', async () => {
  const started = run({
    id: 'run-2',
    status: 'QUEUED',
    answered: 0,
    failures: 0,
    refusals: 0,
    noAnswers: 0,
    settled: 0,
    percent: 0,
  });
  renderWithProviders(<RunNowPanel />, {
    mocks: [
      latest(null),
      {
        request: { query: StartCollectionRunDocument },
        result: {
          data: {
            startCollectionRun: { __typename: 'StartCollectionRunPayload', created: true, run: started },
          },
        },
      },
      latest(started),
      latest(run({ id: 'run-2', status: 'COMPLETED', answered: 58, settled: 60, percent: 100 })),
    ],
  });
  expect(await screen.findByText('No collection run yet.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
  expect(await screen.findByText('Queued 2026-11-20: 0 of 60 answers')).toBeInTheDocument();
});

test('the run says how many samples it planned and why; a spent budget is said plainly', async () => {
  renderWithProviders(<RunNowPanel />, {
    mocks: [
      latest(
        run({
          plannedSamples: 60,
          budgetSpent: true,
          planReason:
            'The month’s sampling budget is spent ($512.30 of $500.00): every prompt is asked the floor, 1 sample on each platform, until the month ends.',
        }),
      ),
    ],
  });
  expect(
    await screen.findByText(
      'Planned 60 samples: The month’s sampling budget is spent ($512.30 of $500.00): every prompt is asked the floor, 1 sample on each platform, until the month ends.',
    ),
  ).toBeInTheDocument();
});
