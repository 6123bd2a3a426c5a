import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SurfaceDivergenceCardDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { readPageFilter } from '../filter/pageFilter';
import { SurfaceDivergenceCard } from './SurfaceDivergenceCard';

const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

const rate = (value: number | null, low: number | null, high: number | null) => ({
  __typename: 'SurfaceRate' as const,
  value,
  low,
  high,
});

const divergence = (rows: object[]) => ({
  request: { query: SurfaceDivergenceCardDocument, variables: DEFAULT },
  result: { data: { surfaceDivergence: rows } },
});

const renderCard = (mocks: unknown[]) =>
  renderWithProviders(<SurfaceDivergenceCard filter={readPageFilter(new URLSearchParams())} />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: mocks as never,
  });

test('per platform: pairs, agreement, API and app visibility with their intervals, and the cited domains shared', async () => {
  renderCard([
    divergence([
      {
        __typename: 'SurfaceDivergence',
        platform: 'CHATGPT',
        pairs: 120,
        visibilityAgreement: rate(71.67, 63.04, 78.94),
        apiVisibility: rate(40, 31.67, 48.92),
        appVisibility: rate(33.33, 25.55, 42.14),
        citedDomainOverlap: 38.5,
        pairsWithSources: 96,
      },
      {
        __typename: 'SurfaceDivergence',
        platform: 'GEMINI',
        pairs: 3,
        visibilityAgreement: rate(100, 43.85, 100),
        apiVisibility: rate(0, 0, 56.15),
        appVisibility: rate(0, 0, 56.15),
        citedDomainOverlap: null,
        pairsWithSources: 0,
      },
    ]),
  ]);
  const table = await screen.findByRole('table', { name: 'App against API by platform' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    [
      'ChatGPT',
      '120',
      '71.7%(63.0–78.9%)',
      '40.0%(31.7–48.9%)',
      '33.3%(25.6–42.1%)',
      '38.5%(96 pairs citing)',
    ],
    ['Gemini', '3', '100.0%(43.9–100.0%)', '0.0%(0.0–56.1%)', '0.0%(0.0–56.1%)', '—'],
  ]);
});

test('without a platform asked on both surfaces the card says how to compare them', async () => {
  renderCard([divergence([])]);
  expect(
    await screen.findByText(
      /No platform answered through both its API and its app in the last 30 days\. Turn on the app surface/,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});
