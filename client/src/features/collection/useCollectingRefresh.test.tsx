import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RunNowPanelDocument, SimulatedBadgeDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { RunNowPanel } from './RunNowPanel';
import { SimulatedBadge } from './SimulatedBadge';

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
        refusals: 0,
        noAnswers: 0,
        settled: answered,
        percent: (answered / 40) * 100,
        error: null,
        byEngine: [],
      },
    },
  },
});

// Any other query on the page stands in for its figures: here the simulated badge's settings.
const figures = (realPlatforms: string[]) => ({
  request: { query: SimulatedBadgeDocument },
  result: {
    data: {
      collectionSettings: {
        __typename: 'CollectionSettings' as const,
        platforms: ['CHATGPT'],
        realPlatforms,
      },
    },
  },
});

test('while a run collects, the page refetches its figures as answers arrive, not only at the end', async () => {
  renderWithProviders(
    <>
      <RunNowPanel />
      <SimulatedBadge />
    </>,
    {
      mocks: [
        run('RUNNING', 4),
        figures([]),
        ...[8, 12, 16, 20, 24, 28, 32, 36].map((answered) => run('RUNNING', answered)),
        figures(['CHATGPT']),
        ...Array.from({ length: 6 }, () => run('RUNNING', 36)),
        ...Array.from({ length: 3 }, () => figures(['CHATGPT'])),
      ],
    },
  );
  expect(await screen.findByRole('button', { name: 'Simulated answers' })).toBeInTheDocument();
  // The run is still RUNNING when the figures change: they were refetched mid-run.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Simulated answers' })).toBeNull(), {
    timeout: 8000,
  });
  expect(screen.getByText(/Collecting 2026-11-22: \d+ of 40 answers/)).toBeInTheDocument();
}, 20_000);
