import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyzeRecord } from '../../../tools/cli/analyze';
import { fitOnLabelledSets, storedForm } from '../../../tools/cli/train-sentiment';
import { createAnalyzer } from './analysis';
import { sentimentLabel } from './sentiment';
import {
  fitSentimentModel,
  SENTIMENT_FEATURES,
  scoreFromProbabilities,
  sentimentProbabilities,
  type LabelledFeatures,
  type SentimentFeatures,
  weightiestWords,
  wordWeights,
} from './sentiment-model';

const zeros = () => Object.fromEntries(SENTIMENT_FEATURES.map((name) => [name, 0])) as SentimentFeatures;

describe('the sentiment model', () => {
  // Slow: fits the model on the labelled sets again. Guards sentiment-model.json against drifting from its data.
  test(
    'the stored model is what fitting on the labelled sets gives (refit with npm run train:sentiment)',
    { tags: ['slow'], timeout: 600_000 },
    () => {
      const stored = readFileSync(new URL('./sentiment-model.json', import.meta.url), 'utf8');
      expect(storedForm(fitOnLabelledSets())).toBe(stored);
    },
  );

  test("a score's label is always the most probable class, and the score leans as the probabilities do", () => {
    const grid = [0, 0.05, 0.2, 0.33, 0.34, 0.5, 0.6, 0.9, 1];
    for (const negative of grid)
      for (const positive of grid) {
        const neutral = 1 - negative - positive;
        if (neutral < 0) continue;
        const probabilities = [negative, neutral, positive];
        const score = scoreFromProbabilities(probabilities);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        const top = Math.max(...probabilities);
        const label = sentimentLabel(score);
        // Ties above the rest go to neutral.
        if (positive === top && positive > neutral && positive > negative) expect(label).toBe('positive');
        else if (negative === top && negative > neutral && negative > positive)
          expect(label).toBe('negative');
        else expect(label).toBe('neutral');
      }
    expect(scoreFromProbabilities([0, 0.1, 0.9])).toBeGreaterThan(scoreFromProbabilities([0, 0.4, 0.6]));
    expect(scoreFromProbabilities([0.9, 0.1, 0])).toBeLessThan(scoreFromProbabilities([0.6, 0.4, 0]));
  });

  test('fitting learns which reading goes with which label', () => {
    // Three clusters on one feature: the fitted model must put each back in its class.
    const rows: LabelledFeatures[] = [];
    for (let i = 0; i < 30; i++)
      for (const [label, rulesScore] of [
        ['negative', 20],
        ['neutral', 50],
        ['positive', 80],
      ] as const)
        rows.push({
          set: 'x',
          label,
          words: [],
          features: { ...zeros(), rulesScore: rulesScore + (i % 5) - 2 },
        });
    const model = fitSentimentModel(rows);
    expect(model.trainedOn).toEqual({ x: 90 });
    const labelOf = (rulesScore: number) =>
      sentimentLabel(scoreFromProbabilities(sentimentProbabilities({ ...zeros(), rulesScore }, [], model)));
    expect([labelOf(15), labelOf(50), labelOf(85)]).toEqual(['negative', 'neutral', 'positive']);
  });

  test('the why names the weightiest words toward the chosen class that a reader can check, each once', () => {
    const model = {
      ...fitSentimentModel([{ set: 'x', label: 'neutral', words: [], features: zeros() }]),
      words: {
        'u:in': [0, 0, 9], // a short word alone: weighs, names nothing
        'u:excel~': [0, 0, 8], // a stem
        'u:hard to': [0, 0, 5],
        'a:hard to': [0, 0, 4], // reads as the one before
        'u:fault': [0, 0, 3],
        'u:slow': [2, 0, 0], // toward another class
        'u:fine': [0, 0, 0.1], // too light to name
      },
      wordScale: 1,
    };
    const rows = wordWeights(model).rowsOf('Hard to', [], 'en', [
      [
        ...['in', 'excellent', 'hard', 'to', 'fault', 'slow', 'fine'].map((word) => ({
          word,
          raw: word,
          inName: false,
          mark: false,
          hash: 1,
        })),
      ],
    ]);
    expect(weightiestWords([0, 0, 1], rows, 3, model)).toEqual(['u:hard to', 'u:fault']);
  });

  test('a description with a kind word and facts reads neutral; praise and a verdict read positive', () => {
    const description =
      'Acme is a CRM for small sales teams with a clean interface. It offers pipelines, email tracking and a mobile app, and the ' +
      'Starter plan costs $15 per user per month; the Pro plan adds automation and forecasting. Other options ' +
      'in this range include Zeta and Nimbus, which follow a similar pricing model. Acme integrates with ' +
      'Gmail and Outlook, and data can be exported as CSV at any time.';
    const praise =
      'Acme is excellent for small sales teams: the pipelines are fast and intuitive, the mobile app is ' +
      'superb and support answers within minutes. Zeta and Nimbus are fine, but Acme is simply the best ' +
      'value in this range, and I would pick it without hesitation.';
    const read = (text: string) =>
      analyzeRecord({ text, brand: 'Acme', competitors: ['Zeta', 'Nimbus'] }).sentimentLabel;
    // The rules alone read the one kind word as praise.
    const reading = createAnalyzer({ name: 'Acme', aliases: [], website: null }, [
      { name: 'Zeta', aliases: [], website: null },
      { name: 'Nimbus', aliases: [], website: null },
    ]).sentimentReading(description)!;
    expect(sentimentLabel(reading.features.rulesScore)).toBe('positive');
    expect(reading.advised).toBe(false);
    expect(read(description)).toBe('neutral');
    expect(read(praise)).toBe('positive');
  });
});
