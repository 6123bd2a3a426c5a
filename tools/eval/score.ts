/** The analyzer's accuracy on the labelled sets (tools/eval/sets.ts), against their labels. */
import { z } from 'zod';
import { analyzeRecord } from '../cli/analyze';
import { type AnswerAnalyzer, createAnalyzer, type SentimentLabel } from '../../server/core/analysis';
import { ANSWER_FIXTURES, type AnswerFixture } from './sets/answers';
import { ACCOUNTS, type AccountKey } from './sets/brands';
import { readLines, type LabelledSet } from './sets';
import { type LongAnswerRow, type LongSetName, readLongSet } from './long-sets';

export interface PrecisionRecall {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
}

/** Human sentiment labels in the hold-out sets: toward the brand, on answers that name it. */
export type SentimentClass = 'pos' | 'neu' | 'neg';

const LABEL_CLASS: Record<SentimentLabel, SentimentClass> = {
  positive: 'pos',
  neutral: 'neu',
  negative: 'neg',
};

/** The kinds of miss the reports list, each with its own count. */
export const MISS_KINDS = [
  'visibility: named but not the brand',
  'visibility: brand missed',
  'position',
  'competitors',
  'source missed',
  'sentiment',
] as const;
export type MissKind = (typeof MISS_KINDS)[number];

export interface AccuracyReport {
  answers: number;
  visibility: PrecisionRecall;
  competitors: PrecisionRecall;
  /** Share of answers whose position (null when not visible) is exactly the labelled one. */
  positionExact: number;
  /** Share of answers whose competitors, in order, are exactly the labelled list. */
  competitorOrderExact: number;
  /** Labelled source domains found among the answer's sources. */
  sources: { expected: number; found: number; recall: number };
  /** Three-class accuracy on answers labelled visible that carry a sentiment label. */
  sentiment: { labelled: number; correct: number; accuracy: number };
  mistakes: { id: string; category: string; kind: MissKind; expected: unknown; actual: unknown }[];
}

function precisionRecall(tp: number, fp: number, fn: number): PrecisionRecall {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives: tp, falsePositives: fp, falseNegatives: fn, precision, recall, f1 };
}

const analyzers = new Map<AccountKey, AnswerAnalyzer>();
function analyzerFor(account: AccountKey): AnswerAnalyzer {
  let analyzer = analyzers.get(account);
  if (!analyzer) {
    const { brand, competitors } = ACCOUNTS[account];
    analyzer = createAnalyzer(brand, competitors);
    analyzers.set(account, analyzer);
  }
  return analyzer;
}

/** One labelled answer and what the analyzer made of it. */
interface ScoredCase {
  id: string;
  category: string;
  expected: {
    visible: boolean;
    position: number | null;
    competitors: readonly string[];
    domains?: readonly string[] | undefined;
    sentiment?: SentimentClass | undefined;
  };
  actual: {
    visible: boolean;
    position: number | null;
    competitors: readonly string[];
    sources: readonly { domain: string }[];
    sentimentLabel: SentimentLabel | null;
  };
}

function score(cases: readonly ScoredCase[]): AccuracyReport {
  const vis = { tp: 0, fp: 0, fn: 0 };
  const comp = { tp: 0, fp: 0, fn: 0 };
  const sources = { expected: 0, found: 0 };
  const sentiment = { labelled: 0, correct: 0 };
  let positionHits = 0;
  let orderHits = 0;
  const mistakes: AccuracyReport['mistakes'] = [];
  for (const { id, category, expected, actual } of cases) {
    const miss = (kind: MissKind, want: unknown, got: unknown) =>
      mistakes.push({ id, category, kind, expected: want, actual: got });
    if (actual.visible && expected.visible) vis.tp++;
    else if (actual.visible) vis.fp++;
    else if (expected.visible) vis.fn++;
    if (actual.visible !== expected.visible)
      miss(
        expected.visible ? 'visibility: brand missed' : 'visibility: named but not the brand',
        expected.visible,
        actual.visible,
      );

    for (const name of actual.competitors)
      if (expected.competitors.includes(name)) comp.tp++;
      else comp.fp++;
    for (const name of expected.competitors) if (!actual.competitors.includes(name)) comp.fn++;
    if (JSON.stringify(actual.competitors) === JSON.stringify(expected.competitors)) orderHits++;
    else miss('competitors', expected.competitors, actual.competitors);

    if (actual.position === expected.position) positionHits++;
    else miss('position', expected.position, actual.position);

    // A labelled domain is found when a source is on it or on one of its subdomains ("docs.sentry.io"
    // is a page of sentry.io).
    const domains = actual.sources.map((source) => source.domain);
    for (const domain of expected.domains ?? []) {
      sources.expected++;
      const wanted = domain.toLowerCase().replace(/^www\./, '');
      if (domains.some((d) => d === wanted || d.endsWith(`.${wanted}`))) sources.found++;
      else miss('source missed', domain, domains);
    }

    if (expected.visible && expected.sentiment) {
      sentiment.labelled++;
      const got = actual.sentimentLabel ? LABEL_CLASS[actual.sentimentLabel] : null;
      if (got === expected.sentiment) sentiment.correct++;
      else miss('sentiment', expected.sentiment, got);
    }
  }
  return {
    answers: cases.length,
    visibility: precisionRecall(vis.tp, vis.fp, vis.fn),
    competitors: precisionRecall(comp.tp, comp.fp, comp.fn),
    positionExact: positionHits / cases.length,
    competitorOrderExact: orderHits / cases.length,
    sources: { ...sources, recall: sources.expected ? sources.found / sources.expected : 1 },
    sentiment: { ...sentiment, accuracy: sentiment.labelled ? sentiment.correct / sentiment.labelled : 1 },
    mistakes,
  };
}

/** Scores the analyzer against the labelled answers written alongside its rules. */
export function scoreFixtures(fixtures: readonly AnswerFixture[] = ANSWER_FIXTURES): AccuracyReport {
  return score(
    fixtures.map((fixture) => {
      const result = analyzerFor(fixture.account).analyze(
        fixture.text,
        (fixture.citations ?? []).map((url) => ({ url })),
      );
      return {
        id: fixture.id,
        category: fixture.account,
        expected: fixture,
        actual: { ...result, competitors: result.competitors.map((c) => c.name) },
      };
    }),
  );
}

const holdoutCase = z.object({
  id: z.string(),
  category: z.string(),
  expected: z.object({
    visible: z.boolean(),
    position: z.number().nullable(),
    competitors: z.array(z.string()),
    domains: z.array(z.string()).optional(),
    sentiment: z.enum(['pos', 'neu', 'neg']).nullish(),
  }),
});

export function scoreHoldout(file: LabelledSet): AccuracyReport & { ambiguous: number } {
  const lines = readLines(file);
  const cases = lines.map((raw) => ({ raw, labels: holdoutCase.parse(raw) }));
  const clear = cases.filter(({ labels }) => labels.category !== 'ambiguous');
  const report = score(
    clear.map(({ raw, labels }) => ({
      id: labels.id,
      category: labels.category,
      expected: { ...labels.expected, sentiment: labels.expected.sentiment ?? undefined },
      actual: analyzeRecord(raw),
    })),
  );
  return { ...report, ambiguous: cases.length - clear.length };
}

/** A long set's report: the whole set, and each language and the homonym rows on their own. */
export interface LongSetReport extends AccuracyReport {
  ambiguous: number;
  groups: { name: string; report: AccuracyReport }[];
}

function longCase(row: LongAnswerRow): ScoredCase {
  const { sentiment, ambiguous, ...expected } = row.expected;
  return {
    id: row.id,
    category: row.language,
    expected: { ...expected, sentiment: ambiguous ? undefined : (sentiment ?? undefined) },
    actual: analyzeRecord(row),
  };
}

/**
 * Scores one long set (tools/eval/sets/long/) on visibility, position, competitors, sources and sentiment;
 * a row marked ambiguous counts for all but sentiment.
 */
export function scoreLongSet(...names: LongSetName[]): LongSetReport {
  const rows = names.flatMap((name) => readLongSet(name).rows);
  const cases = rows.map((row) => ({ row, scored: longCase(row) }));
  const group = (keep: (row: LongAnswerRow) => boolean) =>
    score(cases.filter(({ row }) => keep(row)).map(({ scored }) => scored));
  const languages = [...new Set(rows.map((row) => row.language))].sort();
  return {
    ...score(cases.map(({ scored }) => scored)),
    ambiguous: rows.filter((row) => row.expected.ambiguous).length,
    groups: [
      ...languages.map((language) => ({ name: language, report: group((row) => row.language === language) })),
      { name: 'homonym', report: group((row) => row.homonym) },
    ],
  };
}
