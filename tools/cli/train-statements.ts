/**
 * npm run train:statements                fits the statement model on the long training parts' statements
 *                                         and writes server/core/analysis/statements/statement-model.json
 * npm run train:statements -- --check     exits 1 when the stored model is not what fitting gives now
 * npm run train:statements -- --evaluate  leave-one-part-out: each part's statements read by a model fitted
 *                                         without it (an estimate for unseen answers), the brand's and the
 *                                         rivals' apart
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
export function labelledStatements(name: LongSetName): (LabelledStatement & { aboutBrand: boolean })[] {
  const labelled: (LabelledStatement & { aboutBrand: boolean })[] = [];
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
          aboutBrand: found.entity === 0,
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

/** Statements read and read right. */
interface Tally {
  statements: number;
  right: number;
}

/** Each part's polarity accuracy as a model fitted on the other parts reads it, the brand's and the rivals' apart. */
export function leaveOnePartOut(): { set: string; brand: Tally; rivals: Tally }[] {
  const byPart = LONG_TRAINING_SETS.map(labelledStatements);
  return byPart.map((rows, i) => {
    const model = fitStatementModel(byPart.filter((_, j) => j !== i).flat());
    const tally = (aboutBrand: boolean): Tally => {
      const about = rows.filter((row) => row.aboutBrand === aboutBrand);
      return {
        statements: about.length,
        right: about.filter((row) => statementPolarity(row.features, row.words, model) === row.label).length,
      };
    };
    return { set: LONG_TRAINING_SETS[i]!, brand: tally(true), rivals: tally(false) };
  });
}

const polarityLine = (name: string, { statements, right }: Tally) =>
  `${name.padEnd(8)} ${String(statements).padStart(5)} statements  polarity ${(right / statements).toFixed(3)}`;

const sum = (tallies: Tally[]): Tally => ({
  statements: tallies.reduce((total, tally) => total + tally.statements, 0),
  right: tallies.reduce((total, tally) => total + tally.right, 0),
});

function main() {
  const args = new Set(process.argv.slice(2));
  if (args.has('--evaluate')) {
    const results = leaveOnePartOut();
    for (const { set, brand, rivals } of results) console.log(polarityLine(set, sum([brand, rivals])));
    const brand = sum(results.map((result) => result.brand));
    const rivals = sum(results.map((result) => result.rivals));
    console.log(polarityLine('brand', brand));
    console.log(polarityLine('rivals', rivals));
    console.log(polarityLine('all', sum([brand, rivals])));
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
