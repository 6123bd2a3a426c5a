import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FUND_SOURCES } from './data/fund';
import { fundSourceTotals, FundTopSources, TopSources } from './TopSources';

// Chakra's first render in jsdom is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

test("two tabs: the account's measured sources and the content-type guidance, with the Key Insight", () => {
  renderWithProviders(<TopSources />);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Content Types']);
  expect(
    screen.getByText('Listicles with comparison tables get 3x more citations than other content types.'),
  ).toBeInTheDocument();
});

test('content types table with stars; sorting flips on the active column', async () => {
  renderWithProviders(<TopSources />);
  fireEvent.click(screen.getByRole('tab', { name: 'Content Types' }));
  const table = await screen.findByRole('table');
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
});
