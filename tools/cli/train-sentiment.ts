/**
 * npm run train:sentiment                 fits the sentiment model on the labelled sets and writes
 *                                         server/core/analysis/sentiment-model.json
 * npm run train:sentiment -- --check      exits 1 when the stored model is not what fitting gives now
 * npm run train:sentiment -- --evaluate   leave-one-set-out: each set read by a model fitted without it,
 *                                         against the rules' own label (an estimate for unseen answers)
 *
 * The labelled answers are the hold-out sets' lines (blind sets aside) that name the brand (as labelled and as the rules find
 * it) and carry a sentiment label; the model is fitted on those where no advice decides the side (the
 * rules' score stands on the others). Refit after any change to the rules: the model reads their output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FITTED_SETS, readLines, type HoldoutSet, type TrainingSet } from '../eval/sets';
import { LONG_TRAINING_SETS, readLongSet, type LongSetName } from '../eval/long-sets';
import {
  fitSentimentModel,
  type LabelledFeatures,
  scoreFromProbabilities,
  sentimentLabel,
  type SentimentLabel,
  type SentimentModel,
  sentimentProbabilities,
  wordWeights,
} from '../../server/core/analysis';
import { sentimentReadingOfRecord } from './analyze';

const MODEL_FILE = new URL('../../server/core/analysis/sentiment-model.json', import.meta.url);
const LABELS: Record<string, SentimentLabel> = { pos: 'positive', neu: 'neutral', neg: 'negative' };

interface LabelledReading extends LabelledFeatures {
  advised: boolean;
}

/** The labelled answers of one set that name the brand, as the rules read them. */
export function labelledReadings(file: HoldoutSet | TrainingSet): LabelledReading[] {
  const set = file.replace(/^holdout-|\.jsonl$/g, '');
  const rows: LabelledReading[] = [];
  for (const line of readLines(file)) {
    const record = line as {
      category: string;
      expected: { visible: boolean; sentiment?: string | null };
    };
    const label = LABELS[record.expected.sentiment ?? ''];
    if (!record.expected.visible || !label || record.category === 'ambiguous') continue;
    const reading = sentimentReadingOfRecord(record);
    if (reading) rows.push({ set, label, ...reading });
  }
  return rows;
}

/** The labelled long answers of one training part that name the brand and are not ambiguous, as the rules read them. */
export function longLabelledReadings(name: LongSetName): LabelledReading[] {
  const rows: LabelledReading[] = [];
  for (const row of readLongSet(name).rows) {
    const label = LABELS[row.expected.sentiment ?? ''];
    if (!row.expected.visible || !label || row.expected.ambiguous) continue;
    const reading = sentimentReadingOfRecord(row);
    if (reading) rows.push({ set: name, label, ...reading });
  }
  return rows;
}

/** Every labelled set the model is fitted on: the short ones and the long training parts. */
const fittedReadings = (): LabelledReading[][] => [
  ...FITTED_SETS.map(labelledReadings),
  ...LONG_TRAINING_SETS.map(longLabelledReadings),
];

/**
 * The model written as stored: numbers rounded to 6 significant digits (a word's weights to 4), so a refit
 * compares exactly; words sorted, one a line, so a refit's diff reads word by word.
 */
export function storedForm(
  model: Pick<SentimentModel, 'means' | 'deviations' | 'intercepts' | 'weights' | 'words'>,
): string {
  const round = (digits: number) => (value: number) => Number(value.toPrecision(digits));
  const { words, ...rest } = model;
  const head = JSON.stringify(
    {
      ...rest,
      means: model.means.map(round(6)),
      deviations: model.deviations.map(round(6)),
      intercepts: model.intercepts.map(round(6)),
      weights: model.weights.map((row) => row.map(round(6))),
    },
    null,
    2,
  );
  const wordLines = Object.keys(words)
    .sort()
    .map((word) => `    ${JSON.stringify(word)}: ${JSON.stringify(words[word]!.map(round(4)))}`);
  return `${head.slice(0, -2)},\n  "words": {\n${wordLines.join(',\n')}\n  }\n}\n`;
}

/** Fitted on the answers no advice decides. */
const fitUnadvised = (rows: readonly LabelledReading[]) =>
  fitSentimentModel(rows.filter((row) => !row.advised));

export function fitOnLabelledSets(): SentimentModel {
  return fitUnadvised(fittedReadings().flat());
}

/**
 * Each set's accuracy as the analyzer reads it with a model fitted on the other sets (advice decides where
 * there is advice, the model elsewhere), beside the rules' own labels.
 */
export function leaveOneSetOut(): { set: string; answers: number; rules: number; model: number }[] {
  const bySet = fittedReadings();
  return bySet.map((rows, i) => {
    const model = fitUnadvised(bySet.filter((_, j) => j !== i).flat());
    const rowOf = new Map(wordWeights(model).names.map((name, row) => [name, row]));
    const right = (read: (row: LabelledReading) => number) =>
      rows.filter((row) => sentimentLabel(read(row)) === row.label).length / rows.length;
    return {
      set: rows[0]?.set ?? String(i),
      answers: rows.length,
      rules: right((row) => row.features.rulesScore),
      model: right((row) =>
        row.advised
          ? row.features.rulesScore
          : scoreFromProbabilities(
              sentimentProbabilities(
                row.features,
                row.words.flatMap((word) => rowOf.get(word) ?? []),
                model,
              ),
            ),
      ),
    };
  });
}

function main() {
  const args = new Set(process.argv.slice(2));
  if (args.has('--evaluate')) {
    const results = leaveOneSetOut();
    for (const { set, answers, rules, model } of results)
      console.log(
        `${set.padEnd(3)} ${String(answers).padStart(4)} answers  rules ${rules.toFixed(3)}  model ${model.toFixed(3)}`,
      );
    const total = results.reduce((sum, r) => sum + r.answers, 0);
    const mean = (pick: (r: (typeof results)[number]) => number) =>
      results.reduce((sum, r) => sum + pick(r) * r.answers, 0) / total;
    console.log(
      `all ${total} answers  rules ${mean((r) => r.rules).toFixed(3)}  model ${mean((r) => r.model).toFixed(3)}`,
    );
    return;
  }
  const fitted = storedForm(fitOnLabelledSets());
  if (args.has('--check')) {
    if (readFileSync(MODEL_FILE, 'utf8') !== fitted) {
      console.error('sentiment-model.json is not what fitting gives now: run npm run train:sentiment');
      process.exit(1);
    }
    console.log('sentiment-model.json is up to date');
    return;
  }
  writeFileSync(MODEL_FILE, fitted);
  console.log(`wrote ${MODEL_FILE.pathname}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
