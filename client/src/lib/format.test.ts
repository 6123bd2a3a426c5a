// @vitest-environment node
import { expect, test } from 'vitest';
import { formatChartDate, formatCount, formatPercent, formatSentiment, pluralize } from './format';

test('chart dates are a short month and a 2-digit day', () => {
  expect(formatChartDate('2026-11-05')).toBe('Nov 05');
  expect(formatChartDate('2026-01-31')).toBe('Jan 31');
});

test('visibility has one decimal, sentiment two', () => {
  expect(formatPercent(42.46)).toBe('42.5%');
  expect(formatPercent(0)).toBe('0.0%');
  expect(formatSentiment(63.456)).toBe('63.46');
  expect(formatSentiment(null)).toBe('N/A');
});

test('counts and plurals', () => {
  expect(formatCount(1234)).toBe('1,234');
  expect(pluralize(1, 'prompt')).toBe('1 prompt');
  expect(pluralize(2, 'prompt')).toBe('2 prompts');
  expect(pluralize(0, 'prompt')).toBe('0 prompts');
});
