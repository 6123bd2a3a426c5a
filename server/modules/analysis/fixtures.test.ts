import { describe, expect, test } from 'vitest';
import { HOLDOUT_SETS, scoreFixtures, scoreHoldout } from '../../bench/analysis';
import { analyzeRecord } from '../../cli/analyze';
import { ANSWER_FIXTURES } from './fixtures/answers';

describe('hand-labelled answers', () => {
  test('at least 100 answers with unique ids', () => {
    expect(ANSWER_FIXTURES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ANSWER_FIXTURES.map((f) => f.id)).size).toBe(ANSWER_FIXTURES.length);
  });

  test('accuracy targets: F1 >= 0.98 for visibility and competitors, exact position >= 0.95', () => {
    const report = scoreFixtures();
    expect(report.mistakes).toEqual([]);
    expect(report.visibility.f1).toBeGreaterThanOrEqual(0.98);
    expect(report.competitors.f1).toBeGreaterThanOrEqual(0.98);
    expect(report.positionExact).toBeGreaterThanOrEqual(0.95);
  });
});

describe.each(HOLDOUT_SETS)('hold-out answers labelled blind (%s)', (file) => {
  test('meet the same targets through the analyze CLI', () => {
    const report = scoreHoldout(file);
    expect(report.answers).toBeGreaterThanOrEqual(150);
    expect(report.visibility.f1).toBeGreaterThanOrEqual(0.98);
    expect(report.competitors.f1).toBeGreaterThanOrEqual(0.98);
    expect(report.positionExact).toBeGreaterThanOrEqual(0.95);
  });
});

describe('analyze CLI records', () => {
  test('JSONL record shape', () => {
    expect(
      analyzeRecord({
        text: 'Most shops close on Sunday. Sunday and OpenTable both take bookings.',
        brand: 'Sunday',
        competitors: ['OpenTable'],
        citations: ['https://www.opentable.com/?utm_source=x', { url: 'https://sundayapp.com/' }],
      }),
    ).toEqual({
      visible: true,
      position: 1,
      competitors: ['OpenTable'],
      sources: [
        { url: 'https://opentable.com', domain: 'opentable.com' },
        { url: 'https://sundayapp.com', domain: 'sundayapp.com' },
      ],
      sentiment: 50,
    });
    expect(analyzeRecord({ text: 'An apple a day.', brand: 'Apple' })).toMatchObject({
      visible: false,
      position: null,
      sentiment: null,
    });
  });
});
