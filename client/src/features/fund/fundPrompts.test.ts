// @vitest-environment node
import { expect, test } from 'vitest';
import { formatRank, nextSort, searchPrompts, sortPrompts, visibilityPalette } from './fundPrompts';

const rows = [
  {
    prompt: 'Best seed investors?',
    category: 'Seed Investing',
    averageRank: 2,
    rankChange: 0.5,
    visibility: 90,
  },
  { prompt: 'Top fintech VCs?', category: 'Fintech', averageRank: 3, rankChange: -0.2, visibility: 70 },
  { prompt: 'Climate funds?', category: 'Climate Tech', averageRank: 1, rankChange: 0, visibility: 69 },
];

test('clicking the active column flips it; another column starts ascending', () => {
  const first = nextSort(null, 'visibility');
  expect(first).toEqual({ key: 'visibility', direction: 'asc' });
  const flipped = nextSort(first, 'visibility');
  expect(flipped).toEqual({ key: 'visibility', direction: 'desc' });
  expect(nextSort(flipped, 'visibility')).toEqual({ key: 'visibility', direction: 'asc' });
  expect(nextSort(flipped, 'averageRank')).toEqual({ key: 'averageRank', direction: 'asc' });
});

test('sorts by the chosen column; no sort keeps the order', () => {
  expect(sortPrompts(rows, null).map((r) => r.averageRank)).toEqual([2, 3, 1]);
  expect(sortPrompts(rows, { key: 'averageRank', direction: 'asc' }).map((r) => r.averageRank)).toEqual([
    1, 2, 3,
  ]);
  expect(sortPrompts(rows, { key: 'rankChange', direction: 'desc' }).map((r) => r.rankChange)).toEqual([
    0.5, 0, -0.2,
  ]);
});

test('a prompt without a figure (never named, no answers) sorts last either way and shows a dash', () => {
  const withGap = [
    ...rows,
    { prompt: 'Unnamed?', category: 'Fintech', averageRank: null, rankChange: null, visibility: null },
  ];
  for (const direction of ['asc', 'desc'] as const) {
    expect(sortPrompts(withGap, { key: 'averageRank', direction }).at(-1)!.prompt).toBe('Unnamed?');
    expect(sortPrompts(withGap, { key: 'visibility', direction }).at(-1)!.prompt).toBe('Unnamed?');
  }
  expect(sortPrompts(withGap, { key: 'averageRank', direction: 'desc' }).map((r) => r.averageRank)).toEqual([
    3,
    2,
    1,
    null,
  ]);
  expect(formatRank(null)).toBe('—');
  expect(formatRank(2.34)).toBe('#2.3');
});

test('search matches prompt text or category, case-insensitively', () => {
  expect(searchPrompts(rows, 'FINTECH').map((r) => r.category)).toEqual(['Fintech']);
  expect(searchPrompts(rows, 'seed inv').map((r) => r.category)).toEqual(['Seed Investing']);
  expect(searchPrompts(rows, 'climate').map((r) => r.category)).toEqual(['Climate Tech']);
  expect(searchPrompts(rows, '  ')).toHaveLength(3);
  expect(searchPrompts(rows, 'zzz')).toHaveLength(0);
});

test('visibility badge colours: 85 and above green, 70 to 84 yellow, below 70 red', () => {
  expect(visibilityPalette(100)).toBe('green');
  expect(visibilityPalette(85)).toBe('green');
  expect(visibilityPalette(84)).toBe('yellow');
  expect(visibilityPalette(70)).toBe('yellow');
  expect(visibilityPalette(69)).toBe('red');
});
