import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../core/engines';
import { binomial, netSentiment, netSentimentValue } from './net-sentiment';

describe('net sentiment and its bootstrap interval', () => {
  test('the figure is (positive − negative) ÷ statements × 100, and none without statements', () => {
    expect(netSentiment([{ positive: 3, neutral: 1, negative: 0, answers: 2 }], 's').value).toBe(75);
    expect(netSentiment([], 's')).toEqual({ value: null, low: null, high: null });
  });

  test('the point value alone is the bootstrapped figure’s value, and null without statements', () => {
    const groups = [
      { positive: 3, neutral: 1, negative: 0, answers: 2 },
      { positive: 0, neutral: 2, negative: 1, answers: 5 },
    ];
    // (6 − 5) ÷ (8 + 15) × 100.
    expect(netSentimentValue(groups)).toBe(100 / 23);
    expect(netSentimentValue(groups)).toBe(netSentiment(groups, 's').value);
    expect(netSentimentValue([])).toBeNull();
    expect(netSentimentValue([{ positive: 0, neutral: 0, negative: 0, answers: 4 }])).toBeNull();
  });

  test('the interval is seeded, and as wide as the answers’ spread says', () => {
    const even = [
      { positive: 1, neutral: 0, negative: 0, answers: 100 },
      { positive: 0, neutral: 0, negative: 1, answers: 100 },
    ];
    const figure = netSentiment(even, 'seed');
    expect(netSentiment(even, 'seed')).toEqual(figure);
    // 200 answers, half each way: a standard error of about 7.1 points, so about ±13.9.
    expect(figure.value).toBe(0);
    expect(figure.low).toBeGreaterThan(-18);
    expect(figure.low).toBeLessThan(-10);
    expect(figure.high).toBeGreaterThan(10);
    expect(figure.high).toBeLessThan(18);
  });

  test('an answer’s statements are drawn together: ten alike in one answer weigh as one answer', () => {
    const clustered = netSentiment(
      [
        { positive: 10, neutral: 0, negative: 0, answers: 20 },
        { positive: 0, neutral: 0, negative: 10, answers: 20 },
      ],
      'seed',
    );
    // 40 answers: a standard error of about 15.8 points, against 7.1 for 200 statements in 200 answers.
    expect(clustered.high! - clustered.low!).toBeGreaterThan(50);
  });

  test('binomial draws have the binomial’s mean and spread, for few and for many successes', () => {
    const random = seededRandom('binomial-test');
    const moments = (trials: number, p: number, draws = 4_000) => {
      const values = Array.from({ length: draws }, () => binomial(random, trials, p));
      const mean = values.reduce((sum, value) => sum + value, 0) / draws;
      const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (draws - 1);
      return { mean, variance };
    };
    for (const [trials, p] of [
      [1_000, 0.3],
      [10_000, 0.001],
      [50, 0.9],
      [7, 0.5],
      [400, 0.07],
    ] as const) {
      const { mean, variance } = moments(trials, p);
      expect(Math.abs(mean - trials * p)).toBeLessThan(4 * Math.sqrt((trials * p * (1 - p)) / 4_000) + 0.01);
      expect(variance / (trials * p * (1 - p))).toBeGreaterThan(0.9);
      expect(variance / (trials * p * (1 - p))).toBeLessThan(1.1);
    }
    // Drawn exactly where few successes are expected: Binomial(10, 0.2) is 0 with probability 0.8¹⁰ ≈ 0.107.
    const zeros = Array.from({ length: 20_000 }, () => binomial(random, 10, 0.2)).filter(
      (x) => x === 0,
    ).length;
    expect(zeros / 20_000).toBeGreaterThan(0.1);
    expect(zeros / 20_000).toBeLessThan(0.115);
    expect(binomial(random, 0, 0.5)).toBe(0);
    expect(binomial(random, 5, 1)).toBe(5);
  });

  test('groups alike in net and statements per answer are drawn as one group', () => {
    const split = [
      { positive: 1, neutral: 0, negative: 0, answers: 30 },
      { positive: 0, neutral: 0, negative: 1, answers: 50 },
      { positive: 1, neutral: 0, negative: 0, answers: 20 },
      // Net 0 over 3 statements each, as below.
      { positive: 1, neutral: 1, negative: 1, answers: 10 },
    ];
    const whole = [
      { positive: 1, neutral: 0, negative: 0, answers: 50 },
      { positive: 0, neutral: 0, negative: 1, answers: 50 },
      { positive: 0, neutral: 3, negative: 0, answers: 10 },
    ];
    expect(netSentiment(split, 'seed')).toEqual(netSentiment(whole, 'seed'));
  });
});
