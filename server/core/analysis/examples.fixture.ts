/**
 * Table-driven tests of the examples the analyzer was written for: the tables of grammar/, mentions/,
 * sentiment/ and text/ examples.test.ts, and the examples of every rule record (rules/rules.test.ts). A row
 * is `where | expected | brand | competitors | answer`:
 * - where: the file and the rule or function the example was written for (`places:isNamedAsPlace`);
 * - expected: what the analyzer reads, as space-separated facts, each checked:
 *   `visible` / `hidden`, `position=N` and `sentiment=positive|neutral|negative` (analyzeAnswer, the public
 *   entry); `why=id` (the id in analyzeAnswer's why: a reading of the brand's name, the step that left one
 *   out, or what decided the sentiment) and `decidedBy=rules|model|none` (whether the sentiment model read
 *   the features); `rules=positive|neutral|negative|none` (the rules' own label, before the sentiment model
 *   weighs it with the answer's words); `reading=verdict/rule` or `reading=verdict/rule/dropped` (the first reading of the brand's name,
 *   with the id of the rule that gave it and of the step that left it out); `score=+|-|0` (the sign of the
 *   valence scoreText sums over the answer); `verdict=+|-|none` (verdictIn over the whole answer) and
 *   `verdictRule=id` (the id of the verdict rule whose words it read);
 *   `language=xx` (the language the last two read in; else the one detected); `sources=url,url` (the
 *   sources analyzeAnswer finds in the answer, none cited);
 * - brand: its name, with " -" before each thing it is not (its exclusions);
 * - competitors: names separated by commas;
 * - answer: "\n" is a line break.
 */
import { expect } from 'vitest';
import { analyzeAnswer, createAnalyzer } from './analysis';
import { detectLanguage, reviewLanguageOf } from './language';
import { compileMatcher, findMentions } from './matching';
import type { Candidate } from './mentions/types';
import { isReviewOnly, type SentimentLanguage } from './languages/registry';
import { scoreText, sentimentLabel } from './sentiment';
import { verdictIn, verdictMatches } from './sentiment/verdict';

export interface ExampleRow {
  where: string;
  expected: string;
  brand: string;
  competitors: string;
  text: string;
}

/** The rows of a table, one a line, cells separated by "|" (the answer last: it may hold no "|"). */
export function exampleRows(table: string): ExampleRow[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [where, expected, brand, competitors, text] = line.split('|').map((cell) => cell.trim());
      if (text === undefined) throw new Error(`An example row needs five cells: ${line}`);
      return {
        where: where!,
        expected: expected!,
        brand: brand!,
        competitors: competitors!,
        text: text.replaceAll('\\n', '\n'),
      };
    });
}

const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '-' : '0');

/** Reads a row's answer and checks every fact its `expected` cell lists. */
export function checkExample(row: ExampleRow): void {
  const [name, ...exclusions] = row.brand.split(' -');
  const brand = { name: name!, aliases: [], website: null, exclusions };
  const competitors = row.competitors
    ? row.competitors
        .split(',')
        .map((competitor) => ({ name: competitor.trim(), aliases: [], website: null }))
    : [];
  const matchers = [compileMatcher(brand), ...competitors.map(compileMatcher)];
  const facts = new Map(
    row.expected.split(/\s+/).map((fact) => {
      const [key, value] = fact.split('=');
      return [key!, value ?? ''] as const;
    }),
  );
  const detected = detectLanguage(row.text);
  const language = (facts.get('language') ??
    (detected === 'other' ? reviewLanguageOf(row.text) : detected)) as SentimentLanguage;
  const analysis = analyzeAnswer({ text: row.text, citations: [], brand, competitors });
  const got: Record<string, string> = {};
  for (const key of facts.keys()) {
    if (key === 'visible' || key === 'hidden')
      got[key] = analysis.visible === (key === 'visible') ? '' : 'no';
    else if (key === 'position') got[key] = String(analysis.position);
    else if (key === 'sentiment') got[key] = String(analysis.sentimentLabel);
    else if (key === 'why') {
      const { brand: readings, sentiment } = analysis.why;
      const ids = [
        ...readings.flatMap(({ rule, dropped }) => (dropped ? [rule, dropped] : [rule])),
        ...(sentiment ? [sentiment.rule] : []),
      ];
      got[key] = ids.includes(facts.get(key)!) ? facts.get(key)! : ids.join(',');
    } else if (key === 'decidedBy')
      got[key] = analysis.why.sentiment ? (analysis.why.sentiment.byModel ? 'model' : 'rules') : 'none';
    // The rules' own label, before the sentiment model weighs their reading with the answer's words.
    else if (key === 'rules') {
      const reading = createAnalyzer(brand, competitors).sentimentReading(row.text);
      got[key] = reading ? sentimentLabel(reading.features.rulesScore) : 'none';
    } else if (key === 'language') got[key] = language;
    else if (key === 'sources') got[key] = analysis.sources.map((source) => source.url).join(',');
    else if (key === 'reading') {
      const readings: Candidate[] = [];
      findMentions(row.text, matchers, undefined, { readings });
      const reading = readings.find((candidate) => candidate.entity === 0);
      got[key] = reading
        ? [reading.verdict, reading.rule, ...(reading.dropped ? [reading.dropped] : [])].join('/')
        : 'none';
    } else if (key === 'score') got[key] = sign(scoreText(row.text, language).sum);
    else if (key === 'verdict' || key === 'verdictRule') {
      const whole = { start: 0, end: row.text.length };
      const verdict = verdictIn(
        row.text,
        whole,
        findMentions(row.text, matchers, () => (isReviewOnly(language) ? 'other' : language)),
        language,
      );
      got[key] =
        key === 'verdict'
          ? verdict
            ? sign(verdict.stance)
            : 'none'
          : (verdictMatches(row.text, whole, language).find(
              (match) => verdict && match.at === verdict.at && match.end === verdict.end,
            )?.rule.id ?? 'none');
    } else throw new Error(`Unknown fact in an example row: ${key}`);
  }
  expect(got).toEqual(Object.fromEntries(facts));
}
