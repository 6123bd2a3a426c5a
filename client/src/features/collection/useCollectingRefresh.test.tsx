import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { simulatedBannerTitle } from '../../../../graphql/shared/simulated-share';
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

/** The run's panel, and a page's figures that can be left and opened again (another page of the app). */
function PanelAndFigures() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <RunNowPanel />
      <button type="button" onClick={() => setShown((now) => !now)}>
        Switch page
      </button>
      {shown && <SimulatedBanner filter={filter} />}
    </>
  );
}

test('when the run ends, figures of a page not on screen are not kept: it loads them afresh when opened', async () => {
  renderWithProviders(<PanelAndFigures />, {
    mocks: [
      run('RUNNING', 36),
      figures(4),
      run('COMPLETED', 40),
      // The run's panel is asked again when the store is reset at the run's end, and the figures when shown.
      ...Array.from({ length: 3 }, () => run('COMPLETED', 40)),
      figures(36),
    ],
  });
  expect(await screen.findByText(simulatedBannerTitle({ answers: 36, simulated: 4 }))).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Switch page' }));
  expect(
    await screen.findByText('Last run 2026-11-22: 40 of 40 answered', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Switch page' }));
  // Not the figures cached before the run ended: the ones the run's answers make.
  expect(await screen.findByText(simulatedBannerTitle({ answers: 36, simulated: 36 }))).toBeInTheDocument();
}, 20_000);
