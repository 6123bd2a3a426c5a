/**
 * A custom period's citations are read from aligned blocks of days and the odd days at its ends
 * (sourceBlockPieces): every day of the period exactly once, each block on its boundary, and few pieces.
 */
import { expect, test } from 'vitest';
import { addDays } from '../../lib/dates';
import { SOURCE_BLOCK_DAYS, sourceBlockPieces } from './rollups.store';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

test('the pieces cover every day of the period once, each block aligned on its length', () => {
  let checked = 0;
  for (let start = 0; start < 80; start += 3) {
    for (const length of [1, 2, 3, 4, 5, 15, 16, 17, 30, 63, 64, 65, 90, 129, 365]) {
      const from = addDays('2026-01-01', start);
      const to = addDays(from, length - 1);
      const { days, blocks } = sourceBlockPieces(from, to);
      const covered = [
        ...days,
        ...blocks.flatMap((block) => Array.from({ length: block.days }, (_, i) => addDays(block.start, i))),
      ].sort();
      expect(covered).toEqual(Array.from({ length }, (_, i) => addDays(from, i)));
      for (const block of blocks) {
        expect(SOURCE_BLOCK_DAYS).toContain(block.days);
        expect(dayNumber(block.start) % block.days).toBe(0);
      }
      // At most three odd pieces of each size at each end, and the 64-day blocks between.
      expect(days.length + blocks.length).toBeLessThanOrEqual(18 + Math.floor(length / 64));
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(300);
});

test('a 30-day period is a handful of pieces, not 30 days', () => {
  const { days, blocks } = sourceBlockPieces('2026-10-19', '2026-11-17');
  expect(days.length + blocks.length).toBeLessThanOrEqual(12);
  expect(blocks.length).toBeGreaterThan(0);
});
