/**
 * The golden file: everything the rules analyzer reads of every labelled answer (the fixtures, the
 * engineer's cases, every hold-out set, ambiguous cases included), one JSON object a line in a fixed
 * order, so that a change meant to leave the readings alone can show that it did (golden.test.ts) and a
 * change meant to alter them shows, as a diff of this file, which readings it altered.
 *
 * `npm run eval:golden` rewrites tools/eval/golden.jsonl from the current analyzer.
 */
import { writeFileSync } from 'node:fs';
import { rulesAnalyzerOfRecord } from '../cli/analyze';
import { type AnswerAnalyzer, createAnalyzer } from '../../server/core/analysis';
import { ANSWER_FIXTURES } from './sets/answers';
import { ACCOUNTS, type AccountKey } from './sets/brands';
import { ENGINEER_SET, HOLDOUT_SETS, readLines, TRAINING_SETS } from './sets';
import { fromRepoRoot, startedAsScript } from '../../server/code-location';

export const GOLDEN_FILE = fromRepoRoot('tools/eval/golden.jsonl');

type Analysis = ReturnType<AnswerAnalyzer['analyze']>;

/** What the analyzer reads of one answer: all three of its readings, whole. */
export interface GoldenLine {
  set: string;
  id: string;
  /** The statements each as one line, "<name or brand> <start>-<end> <polarity> <aspects> <attributes>". */
  analysis: Omit<Analysis, 'statements'> & { statements: string[] };
  mentions: ReturnType<AnswerAnalyzer['mentions']>;
  /** The rules' readings the model weighs; the words it reads follow from the text. */
  sentimentReading: Omit<NonNullable<ReturnType<AnswerAnalyzer['sentimentReading']>>, 'words'> | null;
}

function read(
  set: string,
  id: string,
  analyzer: AnswerAnalyzer,
  text: string,
  citations: readonly { url: string }[],
): GoldenLine {
  return {
    set,
    id,
    analysis: compactStatements(analyzer.analyze(text, citations)),
    mentions: analyzer.mentions(text),
    sentimentReading: withoutWords(analyzer.sentimentReading(text)),
  };
}

/** The statements written short: they are many, and this file is read whole in review. */
function compactStatements({ statements, ...analysis }: Analysis): GoldenLine['analysis'] {
  return {
    ...analysis,
    statements: statements.map(({ competitor, start, end, polarity, aspects, attributes }) =>
      [competitor?.name ?? 'brand', `${start}-${end}`, polarity, aspects.join(','), attributes.join(',')]
        .join(' ')
        .trimEnd(),
    ),
  };
}

function withoutWords(reading: ReturnType<AnswerAnalyzer['sentimentReading']>) {
  if (!reading) return null;
  const { words: _words, ...rest } = reading;
  return rest;
}

/** The golden lines of the analyzer as it is now, in the file's order. */
export function goldenLines(): GoldenLine[] {
  const analyzers = new Map<AccountKey, AnswerAnalyzer>();
  const analyzerFor = (account: AccountKey) => {
    let analyzer = analyzers.get(account);
    if (!analyzer) {
      analyzer = createAnalyzer(ACCOUNTS[account].brand, ACCOUNTS[account].competitors);
      analyzers.set(account, analyzer);
    }
    return analyzer;
  };
  const lines = ANSWER_FIXTURES.map((fixture) =>
    read(
      'fixtures',
      fixture.id,
      analyzerFor(fixture.account),
      fixture.text,
      (fixture.citations ?? []).map((url) => ({ url })),
    ),
  );
  for (const set of [ENGINEER_SET, ...HOLDOUT_SETS, ...TRAINING_SETS] as const)
    for (const raw of readLines(set)) {
      const { analyzer, text, citations } = rulesAnalyzerOfRecord(raw);
      lines.push(read(set, (raw as { id: string }).id, analyzer, text, citations));
    }
  return lines;
}

export const goldenText = (lines: readonly GoldenLine[]) =>
  lines.map((line) => `${JSON.stringify(line)}\n`).join('');

if (startedAsScript(import.meta.url)) {
  const lines = goldenLines();
  writeFileSync(GOLDEN_FILE, goldenText(lines));
  console.log(`${GOLDEN_FILE}: ${lines.length} answers`);
}
