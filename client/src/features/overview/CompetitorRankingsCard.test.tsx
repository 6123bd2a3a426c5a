import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { fullMetrics } from '../../test/fixtures';
import { downloadedCsv as downloaded } from '../../test/csvDownload';
import { renderWithProviders } from '../../test/render';
import { AnswersDrawerProvider } from '../answers/AnswersDrawer';
import { CompetitorRankingsCard } from './CompetitorRankingsCard';

const rankings = fullMetrics().competitorRankings;

afterEach(() => vi.restoreAllMocks());

function renderCard(value = rankings) {
  renderWithProviders(
    <AnswersDrawerProvider>
      <CompetitorRankingsCard rankings={value} topicId={null} />
    </AnswersDrawerProvider>,
  );
  return () => screen.getByRole('list', { name: 'Competitor rankings' });
}

const barOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-part="bar"]')!;

test('the brand is a highlighted row at its rank, and "Your rank" names that row', () => {
  const list = renderCard()();
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^1.*Sequoia Capital.*42 mentions · 47\.7%$/),
    expect.stringMatching(/^2.*Quillstack \(you\).*28 mentions · 31\.8%$/),
    expect.stringMatching(/^3.*Accel.*18 mentions · 20\.5%$/),
  ]);
  expect(rows[1]).toHaveAttribute('aria-current', 'true');
  expect(rows[0]).not.toHaveAttribute('aria-current');
  expect(screen.getByText('#2')).toBeInTheDocument();
  expect(screen.getByText('· Share of voice 31.8%')).toBeInTheDocument();
});

test('bars are drawn on a 0–100 % scale: a 47.7 % share fills 47.7 % of its track, not all of it', () => {
  const list = renderCard()();
  const rows = within(list).getAllByRole('listitem');
  expect(getComputedStyle(barOf(rows[0]!)).width).toBe('47.7%');
  expect(getComputedStyle(barOf(rows[1]!)).width).toBe('31.8%');
  expect(getComputedStyle(barOf(rows[2]!)).width).toBe('20.5%');
});

test('counts are the true answer counts, never halved', () => {
  renderCard();
  expect(screen.getByText(/42 mentions/)).toBeInTheDocument();
  expect(screen.queryByText(/21 mentions/)).toBeNull();
});

test('with no competitor named there is no brand row and no share of voice', () => {
  renderCard({
    ...rankings,
    companyRank: 1,
    shareOfVoice: 100,
    brand: { __typename: 'BrandRanking', name: 'Quillstack', mentions: 12, shareOfVoice: 100, rank: 1 },
    rankings: [],
  });
  expect(screen.getByText('No competitor data available')).toBeInTheDocument();
  expect(screen.queryByText(/Share of voice/)).toBeNull();
  expect(screen.queryByText('Quillstack')).toBeNull();
  expect(screen.queryByRole('list', { name: 'Competitor rankings' })).toBeNull();
});

test('brands with the same figures share a rank ("=1"), in the list, in "Your rank" and in the CSV', async () => {
  const tied = {
    ...rankings,
    companyRank: 1,
    brand: {
      __typename: 'BrandRanking' as const,
      name: 'Stride Labs',
      mentions: 4,
      shareOfVoice: 30.8,
      rank: 1,
    },
    rankings: [
      {
        __typename: 'CompetitorRanking' as const,
        id: 'c-on',
        name: 'On',
        mentions: 4,
        shareOfVoice: 30.8,
        rank: 2,
      },
      {
        __typename: 'CompetitorRanking' as const,
        id: 'c-hoka',
        name: 'Hoka',
        mentions: 3,
        shareOfVoice: 23.1,
        rank: 3,
      },
    ],
  };
  const list = renderCard(tied)();
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    expect.stringMatching(/^=1.*Stride Labs \(you\).*4 mentions · 30\.8%$/),
    expect.stringMatching(/^=1.*On.*4 mentions · 30\.8%$/),
    expect.stringMatching(/^3.*Hoka.*3 mentions · 23\.1%$/),
  ]);
  // Both rows and "Your rank".
  expect(screen.getAllByText('=1')).toHaveLength(3);
  expect(await downloaded('Download Competitor Rankings as CSV')).toBe(
    'rank,brand,is_your_brand,mentions,share_of_voice_pct\r\n1,Stride Labs,true,4,30.8\r\n1,On,false,4,30.8\r\n3,Hoka,false,3,23.1\r\n',
  );
});
