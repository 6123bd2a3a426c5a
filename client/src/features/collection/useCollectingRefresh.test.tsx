import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RunNowPanelDocument, SimulatedBannerDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { RunNowPanel } from './RunNowPanel';
import { readPageFilter } from '../filter/pageFilter';
import { SimulatedBanner } from './SimulatedBanner';

const filter = readPageFilter(new URLSearchParams());

const run = (status: string, answered: number) => ({
  request: { query: RunNowPanelDocument },
  result: {
    data: {
      latestCollectionRun: {
        __typename: 'CollectionRun' as const,
        id: 'run-1',
        day: '2026-11-22',
        status,
        total: 40,
        answered,
        failures: 0,
        simulatedFailures: 0,
        refusals: 0,
        noAnswers: 0,
        settled: answered,
        percent: (answered / 40) * 100,
        error: null,
        plannedSamples: 40,
        planReason: null,
        budgetSpent: false,
        byEngine: [],
      },
    },
  },
});

// Any other query on the page stands in for its figures: here the simulated banner's share.
const figures = (simulated: number) => ({
  request: { query: SimulatedBannerDocument, variables: { ...filter.variables, topicId: null } },
  result: {
    data: {
      simulatedShare: { __typename: 'SimulatedShare' as const, answers: 36, simulated },
      collectionSettings: {
        __typename: 'CollectionSettings' as const,
        platforms: ['CHATGPT'],
        realPlatforms: [],
      },
    },
  },
});

test('while a run collects, the page refetches its figures as answers arrive, not only at the end', async () => {
  renderWithProviders(
    <>
      <RunNowPanel />
      <SimulatedBanner filter={filter} />
    </>,
    {
      mocks: [
        run('RUNNING', 4),
        figures(4),
        ...[8, 12, 16, 20, 24, 28, 32, 36].map((answered) => run('RUNNING', answered)),
        figures(0),
        ...Array.from({ length: 6 }, () => run('RUNNING', 36)),
        ...Array.from({ length: 3 }, () => figures(0)),
      ],
    },
  );
  expect(await screen.findByRole('region', { name: 'Simulated answers' })).toBeInTheDocument();
  // The run is still RUNNING when the figures change: they were refetched mid-run.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Simulated answers' })).toBeNull(), {
    timeout: 8000,
  });
  expect(screen.getByText(/Collecting 2026-11-22: \d+ of 40 answers/)).toBeInTheDocument();
}, 20_000);
