// @vitest-environment node
import { expect, test } from 'vitest';
import {
  formatChartDate,
  formatCount,
  formatLift,
  formatMoney,
  formatNetInterval,
  formatNetSentiment,
  formatPercent,
  formatSentiment,
  pluralize,
} from './format';

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

test('net sentiment is a whole number with a true minus sign, its interval alike; lift has one decimal', () => {
  expect(formatNetSentiment(-12.4)).toBe('−12');
  expect(formatNetSentiment(42.6)).toBe('43');
  expect(formatNetSentiment(-0.3)).toBe('0');
  expect(formatNetSentiment(null)).toBe('—');
  expect(formatNetInterval({ low: -20.2, high: -3.6 })).toBe('−20 to −4');
  expect(formatNetInterval({ low: null, high: null })).toBeNull();
  expect(formatLift(1.66)).toBe('×1.7');
});

test('money is shown in its currency; without one, as a bare amount', () => {
  expect(formatMoney(240, 'EUR')).toBe('€240.00');
  expect(formatMoney(1200.5, 'JPY')).toBe('¥1,201');
  expect(formatMoney(99.5, 'USD')).toBe('$99.50');
  expect(formatMoney(240, null)).toBe('240');
  expect(formatMoney(12.345, undefined)).toBe('12.35');
});
