import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { downloadedCsv } from '../../test/csvDownload';
import { fullMetrics } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { keyColumnPositions } from '../../test/keyColumn';
import { FUND_SOURCES } from './data/fund';
import { type PeriodPreset, type TopSourcesAnalysisQuery } from '../../__generated__/graphql';
import { TopSourcesAnalysisDocument } from '../../__generated__/hooks';
import { FundActionHome } from './FundActionHome';
import { fundSourceTotals, FundTopSources, sourceInsightText, TopSources } from './TopSources';

// Chakra's first render in jsdom is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

type Metrics = TopSourcesAnalysisQuery['overview']['metrics'];

/** The tool's query over a preset period: its sources, their kinds and the Key Insight. */
const analysis = (
  preset: PeriodPreset,
  metrics: Omit<Metrics, '__typename'>,
  sourceInsight: TopSourcesAnalysisQuery['overview']['sourceInsight'] = null,
) => ({
  request: { query: TopSourcesAnalysisDocument, variables: { period: { preset } } },
  result: {
    data: {
      overview: { __typename: 'Overview', metrics: { __typename: 'Metrics', ...metrics }, sourceInsight },
    },
  },
});

const insight = (sourceInsight: TopSourcesAnalysisQuery['overview']['sourceInsight']) =>
  analysis('LAST_30_DAYS', { topSources: [], citationsByCategory: [] }, sourceInsight);

const measured = {
  __typename: 'SourceInsight' as const,
  domain: 'g2.com',
  citations: 412,
  totalCitations: 1760,
  domains: 38,
  share: 23.4,
  previousShare: 20.3,
  from: '2026-10-25',
  to: '2026-11-23',
};

test("two tabs: the account's measured sources and the content-type guidance, with the Key Insight", async () => {
  renderWithProviders(<TopSources />, { mocks: [insight(measured)] });
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Content Types']);
  const note = screen.getByRole('note', { name: 'Key Insight' });
  expect(
    await within(note).findByText(
      'g2.com holds 23.4% of the citations in answers to your unbranded prompts over the last 30 days (412 of 1,760, across 38 domains). That is up 3.1 points from 20.3% in the 30 days before.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Listicles with comparison tables/)).toBeNull();
});

test('the measured sources show their citations by kind, as the overview does, over the window chosen', async () => {
  const { topSources, citationsByCategory } = fullMetrics();
  const editorial = topSources.filter((source) => source.category === 'EDITORIAL');
  const weekKinds = [{ ...citationsByCategory[1]!, citations: 12, share: 100 }];
  renderWithProviders(<TopSources />, {
    mocks: [
      analysis('LAST_30_DAYS', { topSources, citationsByCategory }),
      analysis(
        'LAST_7_DAYS',
        { topSources: editorial, citationsByCategory: weekKinds },
        { ...measured, from: '2026-11-17' },
      ),
    ],
  });
  const kinds = () =>
    within(screen.getByRole('list', { name: 'Citations by kind of source' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  await screen.findByRole('list', { name: 'Citations by kind of source' });
  expect(kinds()).toEqual(['Other 69.5%', 'Editorial 30.5%']);

  fireEvent.click(screen.getByRole('button', { name: 'Last Week' }));
  await waitFor(() => expect(kinds()).toEqual(['Editorial 100.0%']));
  expect(within(screen.getByRole('list', { name: 'Top sources' })).getAllByRole('listitem')).toHaveLength(1);
  // The Key Insight follows the window chosen.
  expect(screen.getByRole('note', { name: 'Key Insight' }).textContent).toMatch(
    /over the last 7 days .* in the 7 days before\.$/,
  );
});

test('the Key Insight follows the measured share down, says when there is nothing to compare, and is honest when empty', async () => {
  expect(sourceInsightText({ ...measured, share: 18, previousShare: 20.3 })).toMatch(
    /That is down 2\.3 points from 20\.3% in the 30 days before\.$/,
  );
  expect(sourceInsightText({ ...measured, previousShare: null })).toMatch(
    /Nothing was cited in the 30 days before, so there is no change to show yet\.$/,
  );
  expect(sourceInsightText(null)).toBeNull();
  renderWithProviders(<TopSources />, { mocks: [insight(null)] });
  const note = screen.getByRole('note', { name: 'Key Insight' });
  expect(
    await within(note).findByText(
      /^No source was cited in answers to your unbranded prompts in the last 30 days/,
    ),
  ).toBeInTheDocument();
});

test('content types table with stars; sorting flips on the active column', async () => {
  renderWithProviders(<TopSources />);
  fireEvent.click(screen.getByRole('tab', { name: 'Content Types' }));
  const table = await screen.findByRole('table');
  expect(new Set(keyColumnPositions(table))).toEqual(new Set(['sticky']));
  const firstType = () => within(table).getAllByRole('row')[1]!.textContent;
  expect(firstType()).toContain('Top 10 Lists');
  expect(within(table).getAllByLabelText('5 of 5 stars')).toHaveLength(2);
  fireEvent.click(within(table).getByRole('button', { name: /Avg. Citations/ }));
  expect(firstType()).toContain('Checklists');
  fireEvent.click(within(table).getByRole('button', { name: /Impact/ }));
  expect(
    within(table)
      .getByRole('columnheader', { name: /Impact/ })
      .getAttribute('aria-sort'),
  ).toBe('ascending');
  expect(firstType()).toContain('Checklists');
});

test('fund view: totals, and the tabs Overview / Content Analysis / Performance Metrics', () => {
  expect(fundSourceTotals()).toEqual({ sources: 4, citations: 585, authority: 89 });
  expect(fundSourceTotals(FUND_SOURCES.slice(0, 2))).toEqual({ sources: 2, citations: 380, authority: 91 });
  renderWithProviders(<FundTopSources />);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Overview',
    'Content Analysis',
    'Performance Metrics',
  ]);
  expect(screen.getByRole('group', { name: 'Total Citations' }).textContent).toContain('585');
  expect(screen.getByRole('group', { name: 'Avg. Authority' }).textContent).toContain('89');
  // The sample figures say they are samples, beside the fund's measured insight.
  expect(screen.getByRole('note', { name: 'Example data' }).textContent).toMatch(
    /^Example dataThe sources, citation counts and authority scores .* are built-in samples/,
  );
});

afterEach(() => vi.restoreAllMocks());

test("the fund's content analysis downloads one row per source and content type, as the table shows them", async () => {
  renderWithProviders(<FundTopSources />);
  fireEvent.click(screen.getByRole('tab', { name: 'Content Analysis' }));
  const table = await screen.findByRole('table');
  const shown = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
  const lines = (await downloadedCsv('Download Content analysis as CSV')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('source,content_type,pieces,examples');
  expect(lines).toHaveLength(shown.length + 1);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
});

test('the fund Action Center labels its sample figures as examples and links to the measured overview', () => {
  renderWithProviders(<FundActionHome />, { variant: 'FUND' });
  const note = screen.getByRole('note', { name: 'Example data' });
  expect(note.textContent).toContain(
    'The stat cards, Recent Activity and Performance Overview are built-in samples',
  );
  expect(within(note).getByRole('link', { name: 'overview' }).getAttribute('href')).toBe('/dashboard');
});
