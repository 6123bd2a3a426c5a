import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { FundPromptsRouteDocument } from '../__generated__/hooks';
import { renderWithProviders } from '../test/render';
import { keyColumnPositions } from '../test/keyColumn';
import FundPromptsRoute from './FundPromptsRoute';

const prompt = (
  n: number,
  prompt: string,
  category: string,
  averageRank: number,
  rankChange: number,
  visibility: number,
  topCompetitors: string[],
) => ({
  __typename: 'FundPrompt' as const,
  id: `p${n}`,
  prompt,
  category,
  averageRank,
  rankChange,
  visibility,
  topCompetitors,
});

const data = {
  viewer: { __typename: 'Viewer', brand: { __typename: 'Brand', name: 'Lumen Peak Capital' } },
  fundPrompts: {
    __typename: 'FundPrompts',
    totalPrompts: 20,
    averageRank: 2.9,
    prompts: [
      prompt(1, 'Best seed investors in Europe?', 'Seed Investing', 1.8, 0.4, 92, [
        'Index Ventures',
        'Accel',
        'Balderton Capital',
        'Atomico',
      ]),
      prompt(2, 'Strongest fintech portfolio?', 'Fintech', 3.1, -0.3, 74, ['Andreessen Horowitz']),
      prompt(3, 'Climate hardware investors?', 'Climate Tech', 5.4, -1.1, 52, ['Founders Fund', 'Atomico']),
    ],
  },
};

const mocks = [{ request: { query: FundPromptsRouteDocument }, result: { data } }];

const renderPage = () =>
  renderWithProviders(<FundPromptsRoute />, {
    route: '/dashboard/prompts',
    path: '/dashboard/prompts',
    mocks,
  });

/** The prompt text of each body row, in order. */
const promptOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

test('title, totals and the table of prompts', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Lumen Peak Capital Prompts' })).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Total Prompts' })).getByText('20')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Avg Rank' })).getByText('#2.9')).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Prompt', 'Category', 'Avg Rank', 'Change', 'Visibility', 'Top Competitors']);
  // The table scrolls sideways on narrow screens with its Prompt column held in place.
  expect(new Set(keyColumnPositions(screen.getByRole('table')))).toEqual(new Set(['sticky']));
  expect(promptOrder()).toEqual([
    'Best seed investors in Europe?',
    'Strongest fintech portfolio?',
    'Climate hardware investors?',
  ]);
});

test('search matches prompt text or category, case-insensitively', async () => {
  renderPage();
  const search = await screen.findByPlaceholderText('Search prompts or categories...');
  fireEvent.change(search, { target: { value: 'CLIMATE tech' } });
  expect(promptOrder()).toEqual(['Climate hardware investors?']);
  fireEvent.change(search, { target: { value: 'portfolio' } });
  expect(promptOrder()).toEqual(['Strongest fintech portfolio?']);
  fireEvent.change(search, { target: { value: 'no such thing' } });
  expect(screen.getByText('No matching prompts found')).toBeInTheDocument();
});

test('sortable columns: the active column flips, another starts ascending', async () => {
  renderPage();
  const visibility = await screen.findByRole('button', { name: 'Visibility' });
  fireEvent.click(visibility);
  expect(promptOrder()[0]).toBe('Climate hardware investors?');
  expect(visibility.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
  fireEvent.click(visibility);
  expect(promptOrder()[0]).toBe('Best seed investors in Europe?');
  expect(visibility.closest('th')?.getAttribute('aria-sort')).toBe('descending');
  fireEvent.click(screen.getByRole('button', { name: 'Change' }));
  expect(promptOrder()).toEqual([
    'Climate hardware investors?',
    'Strongest fintech portfolio?',
    'Best seed investors in Europe?',
  ]);
  expect(visibility.closest('th')?.getAttribute('aria-sort')).toBe('none');
  fireEvent.click(screen.getByRole('button', { name: 'Avg Rank' }));
  expect(promptOrder()[0]).toBe('Best seed investors in Europe?');
  fireEvent.click(screen.getByRole('button', { name: 'Avg Rank' }));
  expect(promptOrder()[0]).toBe('Climate hardware investors?');
});

test('visibility badges are coloured 85 / 70 and at most 3 competitors are shown', async () => {
  renderPage();
  expect((await screen.findByText('92%')).getAttribute('data-palette')).toBe('green');
  expect(screen.getByText('74%').getAttribute('data-palette')).toBe('yellow');
  expect(screen.getByText('52%').getAttribute('data-palette')).toBe('red');
  const [first] = screen.getAllByTestId('top-competitors');
  expect(within(first!).getByText('Index Ventures')).toBeInTheDocument();
  expect(within(first!).getByText('Balderton Capital')).toBeInTheDocument();
  expect(within(first!).queryByText('Atomico')).toBeNull();
  expect(within(first!).getAllByText(/./)).toHaveLength(3);
});

test('an error shows "Error loading prompts" with Retry', async () => {
  renderWithProviders(<FundPromptsRoute />, {
    route: '/dashboard/prompts',
    path: '/dashboard/prompts',
    mocks: [{ request: { query: FundPromptsRouteDocument }, error: new Error('boom') }],
  });
  expect(await screen.findByText('Error loading prompts: boom')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('under 768 px: one card per prompt and a sort button row', async () => {
  const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 767.98px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  renderPage();
  const sortBar = within(await screen.findByRole('group', { name: 'Sort prompts' }));
  expect(screen.queryByRole('table')).toBeNull();
  const visibility = sortBar.getByRole('button', { name: 'Visibility' });
  fireEvent.click(visibility);
  expect(visibility.getAttribute('aria-pressed')).toBe('true');
  const cards = screen.getAllByTestId('top-competitors').map((c) => c.parentElement!.textContent);
  expect(cards[0]).toContain('Climate hardware investors?');
  fireEvent.click(visibility);
  expect(screen.getAllByTestId('top-competitors')[0]!.parentElement!.textContent).toContain(
    'Best seed investors in Europe?',
  );
  matchMedia.mockRestore();
});
