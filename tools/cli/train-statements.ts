/**
 * npm run train:statements                fits the statement model on the long training parts' statements
 *                                         and writes server/core/analysis/statements/statement-model.json
 * npm run train:statements -- --check     exits 1 when the stored model is not what fitting gives now
 * npm run train:statements -- --evaluate  leave-one-part-out: each part's statements read by a model fitted
 *                                         without it (an estimate for unseen answers)
 *
 * A labelled statement is fitted on when the analyzer reads a statement about the same name over it
 * (tools/eval/statements.ts pairs them): its features and words, and the polarity its author gave it.
 * Refit after any change to the rules or the statements' reading: the model reads their output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  fitStatementModel,
  type LabelledStatement,
  type SentimentLabel,
  type StatementModel,
  statementPolarity,
} from '../../server/core/analysis';
import { LONG_TRAINING_SETS, readLongSet, type LongSetName } from '../eval/long-sets';
import { analyzerOfRow, pairStatements } from '../eval/statements';
import { storedForm } from './train-sentiment';

const MODEL_FILE = new URL('../../server/core/analysis/statements/statement-model.json', import.meta.url);
const LABELS: Record<string, SentimentLabel> = { pos: 'positive', neu: 'neutral', neg: 'negative' };

/** The labelled statements of one long training part the analyzer also reads, with what the model reads of them. */
export function labelledStatements(name: LongSetName): LabelledStatement[] {
  const labelled: LabelledStatement[] = [];
  for (const row of readLongSet(name).rows) {
    const evidence = analyzerOfRow(row).statementEvidence(row.text);
    const read = evidence.map((statement) => ({
      ...statement,
      about: statement.entity === 0 ? row.brand : row.competitors[statement.entity - 1]!,
    }));
    pairStatements(row, read).forEach((at, index) => {
      const found = read[at];
      if (found)
        labelled.push({
          set: name,
          features: found.features,
          words: found.words,
          label: LABELS[row.statements[index]!.polarity]!,
        });
    });
  }
  return labelled;
}

export const fitOnLongSets = (): StatementModel =>
  fitStatementModel(LONG_TRAINING_SETS.flatMap(labelledStatements));

/** Each part's polarity accuracy as a model fitted on the other parts reads it. */
export function leaveOnePartOut(): { set: string; statements: number; right: number }[] {
  const byPart = LONG_TRAINING_SETS.map(labelledStatements);
  return byPart.map((rows, i) => {
    const model = fitStatementModel(byPart.filter((_, j) => j !== i).flat());
    return {
      set: LONG_TRAINING_SETS[i]!,
      statements: rows.length,
      right: rows.filter((row) => statementPolarity(row.features, row.words, model) === row.label).length,
    };
  });
}

function main() {
  const args = new Set(process.argv.slice(2));
  if (args.has('--evaluate')) {
    const results = leaveOnePartOut();
    for (const { set, statements, right } of results)
      console.log(
        `${set.padEnd(8)} ${String(statements).padStart(5)} statements  polarity ${(right / statements).toFixed(3)}`,
      );
    const total = results.reduce((sum, r) => sum + r.statements, 0);
    const right = results.reduce((sum, r) => sum + r.right, 0);
    console.log(`all      ${String(total).padStart(5)} statements  polarity ${(right / total).toFixed(3)}`);
    return;
  }
  const fitted = storedForm(fitOnLongSets());
  if (args.has('--check')) {
    if (readFileSync(MODEL_FILE, 'utf8') !== fitted) {
      console.error('statement-model.json is not what fitting gives now: run npm run train:statements');
      process.exit(1);
    }
    console.log('statement-model.json is up to date');
    return;
  }
  writeFileSync(MODEL_FILE, fitted);
  console.log(`wrote ${MODEL_FILE.pathname}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
