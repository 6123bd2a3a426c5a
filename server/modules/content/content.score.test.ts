import { expect, test } from 'vitest';
import { scoreContent } from './content.score';

const RICH = `According to the 2025 PitchBook-NVCA Venture Monitor, seed-stage valuations rose 18% year over year,
while median round sizes reached $3.2 million [1]. Research shows that funds with a clear thesis return 2.5x
more capital (Kaplan, 2021). "The best founders treat due diligence as a two-way process," said Maria Chen,
partner at Lumen Peak. Our analysis of 1,200 term sheets indicates that liquidity preferences above 1x
appear in 9% of deals. Data from https://www.sec.gov/ confirms that ARR and CAGR benchmarks drive valuation
models for SaaS infrastructure companies.`;

const WEAK = `I think maybe this could be a good fund. It is nice. Perhaps you might like it. We are not sure about
the details but it seems to be fine. Probably it is good good for you.`;

test('an empty text scores zero', () => {
  expect(scoreContent('  ')).toEqual({
    authoritativeness: 0,
    citations: 0,
    quotations: 0,
    statistics: 0,
    technicalTerms: 0,
    fluency: 0,
    words: 0,
  });
});

test('a well-sourced, data-rich article scores high on each GEO method', () => {
  const s = scoreContent(RICH);
  expect(s.citations).toBeGreaterThanOrEqual(80);
  expect(s.quotations).toBeGreaterThanOrEqual(70);
  expect(s.statistics).toBeGreaterThanOrEqual(80);
  expect(s.technicalTerms).toBeGreaterThanOrEqual(70);
  expect(s.authoritativeness).toBeGreaterThanOrEqual(80);
  expect(s.fluency).toBeGreaterThanOrEqual(80);
});

test('a hedging, unsourced text scores low', () => {
  const s = scoreContent(WEAK);
  expect(s.citations).toBe(0);
  expect(s.quotations).toBe(0);
  expect(s.statistics).toBe(0);
  expect(s.authoritativeness).toBeLessThan(20);
  expect(s.technicalTerms).toBeLessThan(20);
  // short sentences and a repeated word cost fluency
  expect(s.fluency).toBeLessThan(85);
});

test('scores stay within 0-100 as whole numbers, and bare years are not statistics', () => {
  const s = scoreContent('In 2024 and 2025 we met. '.repeat(5));
  expect(s.statistics).toBe(0);
  const spam = scoreContent(
    '50% 60% 70% 80% $5M 3x [1] [2] https://a.io "one two three" API SDK LLM '.repeat(30),
  );
  for (const key of [
    'authoritativeness',
    'citations',
    'quotations',
    'statistics',
    'technicalTerms',
    'fluency',
  ] as const) {
    expect(spam[key]).toBeGreaterThanOrEqual(0);
    expect(spam[key]).toBeLessThanOrEqual(100);
    expect(Number.isInteger(spam[key])).toBe(true);
  }
});

test('saturation: one citation in 250 words gives 100·(1 − e^(−1/1.5))', () => {
  const filler = 'The team works on product strategy every week with partners. '.repeat(25); // 250 words
  const s = scoreContent(`${filler} According to the team this works.`);
  expect(s.words).toBe(256);
  expect(s.citations).toBe(Math.round(100 * (1 - Math.exp(-((1 * 250) / 256) / 1.5))));
});
