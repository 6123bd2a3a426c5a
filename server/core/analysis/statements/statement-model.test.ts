import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { fitOnLongSets } from '../../../../tools/cli/train-statements';
import { storedForm } from '../../../../tools/cli/train-sentiment';
import {
  fitStatementModel,
  noStatementFeatures,
  statementPolarity,
  type LabelledStatement,
} from './statement-model';

// Slow: reads the long training parts and fits again. Guards statement-model.json against drifting from its data.
test(
  'the stored statement model is what fitting on the long training parts gives (npm run train:statements)',
  { tags: ['slow'], timeout: 120_000 },
  () => {
    const stored = readFileSync(new URL('./statement-model.json', import.meta.url), 'utf8');
    expect(storedForm(fitOnLongSets())).toBe(stored);
  },
);

test('fitting learns which lean, advice and heading go with which polarity', () => {
  const features = (lean: number, headingLean: number) => ({
    ...noStatementFeatures(),
    lean,
    headingLean,
    positive: Math.max(lean, 0),
    negative: Math.min(lean, 0),
  });
  const row = (label: LabelledStatement['label'], lean: number, headingLean: number, words: string[]) => ({
    set: 'made',
    label,
    words,
    features: features(lean, headingLean),
  });
  const rows: LabelledStatement[] = [];
  for (let i = 0; i < 20; i++)
    rows.push(
      row('positive', 0.5 + i / 100, 0.3, ['great']),
      row('negative', -0.5 - i / 100, -0.3, ['slow']),
      row('neutral', 0, 0, ['costs']),
    );
  const model = fitStatementModel(rows);
  const read = (lean: number, headingLean: number, words: string[]) =>
    statementPolarity(features(lean, headingLean), words, model);
  expect(read(0.6, 0.3, ['great'])).toBe('positive');
  expect(read(-0.6, -0.3, ['slow'])).toBe('negative');
  expect(read(0, 0, ['costs'])).toBe('neutral');
  expect(model.trainedOn).toEqual({ made: 60 });
});

test('a word only a handful of statements share does not outweigh what the rules read', () => {
  const features = (lean: number) => ({
    ...noStatementFeatures(),
    lean,
    positive: Math.max(lean, 0),
    negative: Math.min(lean, 0),
  });
  const row = (label: LabelledStatement['label'], lean: number, words: string[]) => ({
    set: 'made',
    label,
    words,
    features: features(lean),
  });
  const rows: LabelledStatement[] = [];
  for (let i = 0; i < 20; i++)
    rows.push(
      row('positive', 0.5 + i / 100, ['great']),
      row('negative', -0.5 - i / 100, ['slow']),
      row('neutral', 0, ['costs']),
    );
  // One author's habit: six plain statements of price that mention billing "quarterly", labelled positive.
  for (let i = 0; i < 6; i++) rows.push(row('positive', 0, ['costs', 'quarterly']));
  const model = fitStatementModel(rows);
  expect(statementPolarity(features(0), ['costs', 'quarterly'], model)).toBe('neutral');
});
