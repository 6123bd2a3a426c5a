import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MentionsChartBandDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { readPageFilter } from '../filter/pageFilter';
import { MentionsChart } from './MentionsChart';

const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

const metrics = {
  __typename: 'Metrics' as const,
  impressionHistory: [
    {
      __typename: 'ImpressionPoint' as const,
      date: '2026-03-01',
      impressions: 24,
      answers: 60,
      visibility: 40,
    },
    {
      __typename: 'ImpressionPoint' as const,
      date: '2026-03-02',
      impressions: 30,
      answers: 60,
      visibility: 50,
    },
  ],
};

const band = {
  __typename: 'NoiseBand' as const,
  platform: null,
  days: 2,
  visibility: 45,
  samplingSd: 6.4,
  extraSd: 3.1,
  halfWidth: 14,
  low: 31,
  high: 59,
};

test('the overview’s Mentions chart shades the noise band of the page filter and says how wide it is', async () => {
  renderWithProviders(
    <MentionsChart
      metrics={metrics as never}
      topicId={null}
      filter={readPageFilter(new URLSearchParams())}
    />,
    {
      route: '/dashboard',
      path: '/dashboard',
      mocks: [
        {
          request: { query: MentionsChartBandDocument, variables: DEFAULT },
          result: { data: { noiseBands: [band] } },
        },
      ] as never,
    },
  );
  expect(
    await screen.findByText(
      /shaded, the ±14\.0-point band a day moves by noise alone \(the engine's own variation of 3\.1 points counted\)/,
    ),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('group', {
      name: 'Line chart of visibility percentage by day, the noise band 31.0 to 59.0 % shaded',
    }),
  ).toBeInTheDocument();
});

test('without the page filter (a topic page) no band is read or shaded', async () => {
  renderWithProviders(<MentionsChart metrics={metrics as never} topicId={null} />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [],
  });
  expect(
    await screen.findByRole('group', { name: 'Line chart of visibility percentage by day' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/noise alone/)).not.toBeInTheDocument();
});
