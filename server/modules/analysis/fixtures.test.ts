import { describe, expect, test } from 'vitest';
import { HOLDOUT_SETS, scoreFixtures, scoreHoldout, type HoldoutSet } from '../../bench/analysis';
import { analyzeRecord } from '../../cli/analyze';
import { RULES_ANALYZER } from './analysis';
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

/**
 * Floors per hold-out set: A and B keep the figures they had before issue 17 (visibility F1 0.996 and
 * 0.986, exact position 196/197 and 250/257, competitors 1.000; sentiment what the former VADER scorer
 * reached on their labelled answers, 0.871 and 0.740); C, written blind for issue 17, meets its targets.
 */
const FLOORS: Record<
  HoldoutSet,
  {
    visibilityF1: number;
    visibilityPrecision: number;
    position: number;
    competitorsF1: number;
    sourceRecall: number;
    sentiment: number;
  }
> = {
  'holdout-a.jsonl': {
    visibilityF1: 0.996,
    visibilityPrecision: 0.99,
    position: 0.994, // 196 of 197
    competitorsF1: 1,
    sourceRecall: 1,
    sentiment: 0.87,
  },
  'holdout-b.jsonl': {
    visibilityF1: 0.985,
    visibilityPrecision: 0.97,
    position: 0.972, // 250 of 257
    competitorsF1: 1,
    sourceRecall: 1,
    sentiment: 0.74,
  },
  // The targets of issue 17 (the set was written blind for it).
  'holdout-c.jsonl': {
    visibilityF1: 0.97,
    visibilityPrecision: 0.97,
    position: 0.97,
    competitorsF1: 0.98,
    sourceRecall: 0.98,
    sentiment: 0.75,
  },
  // Written blind for the analysis work's second round and scored before any tuning on it: visibility
  // P 0.957 F1 0.978, position 0.964, competitors 0.995, sources 1.000, sentiment 0.710 (0.774 once
  // Italian, Portuguese and Dutch had lexicons; visibility P 0.963, position 0.968 once a given name, a
  // particle and a surname read as a person). The floors keep what it scores now.
  'holdout-d.jsonl': {
    visibilityF1: 0.98,
    visibilityPrecision: 0.962,
    position: 0.967,
    competitorsF1: 0.994,
    sourceRecall: 1,
    sentiment: 0.77,
  },
  // Written blind for the third round (96 brands, 30 % non-English, by someone who read only the labelling
  // rules) and scored before any tuning on it: visibility P 0.899 F1 0.947, position 0.916, competitors
  // 0.998, sources 1.000, sentiment 0.649. The floors keep what it scores now.
  'holdout-e.jsonl': {
    visibilityF1: 0.946,
    visibilityPrecision: 0.898,
    position: 0.916,
    competitorsF1: 0.997,
    sourceRecall: 1,
    sentiment: 0.649,
  },
};

describe.each(HOLDOUT_SETS)('hold-out answers labelled blind (%s)', (file) => {
  test('meet their targets through the analyze CLI', () => {
    const report = scoreHoldout(file);
    const floor = FLOORS[file];
    expect(report.answers).toBeGreaterThanOrEqual(150);
    expect(report.visibility.f1).toBeGreaterThanOrEqual(floor.visibilityF1);
    expect(report.visibility.precision).toBeGreaterThanOrEqual(floor.visibilityPrecision);
    expect(report.positionExact).toBeGreaterThanOrEqual(floor.position);
    expect(report.competitors.f1).toBeGreaterThanOrEqual(floor.competitorsF1);
    expect(report.sources.recall).toBeGreaterThanOrEqual(floor.sourceRecall);
    expect(report.sentiment.accuracy).toBeGreaterThanOrEqual(floor.sentiment);
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
      sentimentLabel: 'neutral',
      analyzer: RULES_ANALYZER,
    });
    expect(analyzeRecord({ text: 'An apple a day.', brand: 'Apple' })).toMatchObject({
      visible: false,
      position: null,
      sentiment: null,
      sentimentLabel: null,
    });
  });
});
