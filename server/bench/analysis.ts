/**
 * Answer analysis on the hand-labelled fixture set (accuracy) and on simulated answers (throughput).
 * `npm run bench` prints both (`npm run bench -- --analysis-only` nothing else); `tsx server/bench/analysis.ts`
 * prints them with the simulated collection run, `tsx server/bench/analysis.ts --accuracy` the accuracy alone.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { analyzeRecord } from '../cli/analyze';
import { createAnalyzer, type AnswerAnalyzer } from '../modules/analysis/analysis';
import { escapeRegExp } from '../lib/regexp';
import type { SentimentLabel } from '../modules/analysis/sentiment';
import { ANSWER_FIXTURES, type AnswerFixture } from '../modules/analysis/fixtures/answers';
import { ACCOUNTS, type AccountKey } from '../modules/analysis/fixtures/brands';
import { PLATFORM_IDS as PLATFORMS } from '../../graphql/shared/platforms';
import { simulateAnswer } from '../modules/engines/simulated.engine';
import { fromRepoRoot, startedAsScript } from '../code-location';

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

/**
 * The hold-out sets: answers labelled by a second author who never saw the analyzer, one JSON object a
 * line in the `npm run analyze -- --jsonl` input format plus `id`, `category` and `expected` (visible,
 * position, competitors; optionally the cited `domains` and the `sentiment` toward the brand, 'pos' /
 * 'neu' / 'neg'). Cases the author marked "ambiguous" (reasonable readers could disagree) are left out.
 */
export const HOLDOUT_SETS = [
  'holdout-a.jsonl',
  'holdout-b.jsonl',
  'holdout-c.jsonl',
  'holdout-d.jsonl',
  'holdout-e.jsonl',
  'holdout-g.jsonl',
  'holdout-h.jsonl',
  'holdout-i.jsonl',
  'holdout-j.jsonl',
  'holdout-k.jsonl',
  'holdout-l.jsonl',
  'holdout-m.jsonl',
  'holdout-n.jsonl',
  'holdout-o.jsonl',
  'holdout-p.jsonl',
] as const;
export type HoldoutSet = (typeof HOLDOUT_SETS)[number];

/** Answers of the same format written by the analyzer's engineer (not blind): realistic cases of their own. */
export const ENGINEER_SET = 'engineer-cases.jsonl';

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

/** A labelled set's lines, parsed. */
export function readLines(file: HoldoutSet | typeof ENGINEER_SET): unknown[] {
  return readFileSync(fromRepoRoot(`server/modules/analysis/fixtures/${file}`), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown);
}

export function scoreHoldout(file: HoldoutSet | typeof ENGINEER_SET): AccuracyReport & { ambiguous: number } {
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

export interface ThroughputReport {
  answers: number;
  /** Timed passes over the answers after a warm-up pass; the figures are the median pass's. */
  passes: number;
  ms: number;
  answersPerSecond: number;
  /** Answers per second of this process's CPU time: the per-core rate, whatever else shares the machine. */
  answersPerCpuSecond: number;
}

/** The account the throughput figures read answers for: a CRM brand with 8 competitors. */
function benchAccount() {
  const { brand } = ACCOUNTS.hubspot;
  const competitors = [
    ...ACCOUNTS.hubspot.competitors,
    { name: 'Close', aliases: [], website: 'close.com' },
    { name: 'Copper', aliases: [], website: 'copper.com' },
    { name: 'Monday', aliases: ['monday.com'], website: 'monday.com' },
    { name: 'Attio', aliases: [], website: 'attio.com' },
  ];
  return { brand, competitors };
}

/**
 * `count` simulated answers (varied prompts, days and platforms) for the bench account. The simulated engine
 * writes from templates: 20,000 of them hold about 8,300 distinct texts and 6,700 distinct sentences.
 */
export function simulatedAnswers(count: number) {
  const { brand, competitors } = benchAccount();
  const answers: { text: string; citations: { url: string }[] }[] = [];
  for (let i = 0; answers.length < count; i++) {
    const platform = PLATFORMS[i % PLATFORMS.length]!;
    const day = `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    try {
      answers.push(
        simulateAnswer(platform, {
          prompt: `best crm for ${['agencies', 'startups', 'dentists', 'schools', 'nonprofits'][i % 5]} #${i % 400}`,
          brand,
          competitors,
          day,
          sample: 1,
        }),
      );
    } catch {
      // simulated failures carry no text
    }
  }
  return { brand, competitors, answers };
}

const ENDS_IN_WORD_CHAR = /[\p{L}\p{N}]$/u;
const STARTS_WITH_WORD_CHAR = /^[\p{L}\p{N}]/u;

/**
 * `text` with every occurrence of `name`, in any case, that no letter or digit adjoins replaced by `to`. A
 * search, not a pattern per name: the bench renames 6,300 names, and the native code of as many patterns,
 * run on long texts, stays on the heap until a full collection and slowed what this process timed next by
 * a third. Where lower-casing changes a length (a few characters do), a pattern reads it.
 */
export function replaceWord(text: string, name: string, to: string): string {
  const lower = text.toLowerCase();
  const needle = name.toLowerCase();
  if (lower.length !== text.length || needle.length !== name.length)
    return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'), to);
  let replaced = '';
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0;) {
    const end = at + needle.length;
    // Two code units either side hold the whole code point next to the match.
    const adjoined =
      ENDS_IN_WORD_CHAR.test(text.slice(Math.max(0, at - 2), at)) ||
      STARTS_WITH_WORD_CHAR.test(text.slice(end, end + 2));
    if (adjoined) {
      at = lower.indexOf(needle, at + 1);
      continue;
    }
    replaced += text.slice(from, at) + to;
    from = end;
    at = lower.indexOf(needle, end);
  }
  return replaced + text.slice(from);
}

/**
 * The labelled sets' answers (hand-written, distinct, in seven languages, with lists, tables and footnotes)
 * as answers for the bench account: each line's brand and aliases are renamed to the account's brand and
 * its competitors to the account's competitors, so one analyzer reads them all, as a re-analysis reads an
 * account's history.
 */
export function realisticAnswers() {
  const { brand, competitors } = benchAccount();
  const answers: { text: string; citations: { url: string }[] }[] = [];
  const files: (HoldoutSet | typeof ENGINEER_SET)[] = [...HOLDOUT_SETS, ENGINEER_SET];
  for (const file of files)
    for (const raw of readLines(file)) {
      const line = benchLine.parse(raw);
      let text = line.text;
      const rename = (names: readonly string[], to: string) => {
        for (const name of [...names].filter(Boolean).sort((a, b) => b.length - a.length))
          text = replaceWord(text, name, to);
      };
      rename([line.brand, ...line.aliases], brand.name);
      line.competitors.forEach((competitor, i) =>
        rename(
          [typeof competitor === 'string' ? competitor : competitor.name],
          competitors[i % competitors.length]!.name,
        ),
      );
      answers.push({
        text,
        citations: line.citations.map((url) => ({ url: typeof url === 'string' ? url : url.url })),
      });
    }
  return { brand, competitors, answers };
}

const benchLine = z.object({
  text: z.string(),
  brand: z.string(),
  aliases: z.array(z.string()).default([]),
  competitors: z.array(z.union([z.string(), z.object({ name: z.string() })])),
  citations: z.array(z.union([z.string(), z.object({ url: z.string() })])).default([]),
});

/**
 * Answers analysed per second by one analyzer, in this process: a warm-up pass over the answers (the
 * compiler's and the lexicons' first use), then `passes` timed passes; the median pass is reported. The
 * analyzer keeps nothing from one answer to the next beyond small bounded memos (parsed URLs, tagged
 * sentences), which a pass over thousands of answers outgrows.
 */
export function measureThroughput(
  { answers, brand, competitors }: ReturnType<typeof realisticAnswers> = realisticAnswers(),
  passes = 5,
): ThroughputReport {
  const analyzer = createAnalyzer(brand, competitors);
  for (const answer of answers) analyzer.analyze(answer.text, answer.citations);
  const timed: { ms: number; cpuMs: number }[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const answer of answers) analyzer.analyze(answer.text, answer.citations);
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    timed.push({ ms, cpuMs: (user + system) / 1000 });
  }
  const median = [...timed].sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(passes / 2)]!;
  return {
    answers: answers.length,
    passes,
    ms: median.ms,
    answersPerSecond: answers.length / (median.ms / 1000),
    answersPerCpuSecond: answers.length / (median.cpuMs / 1000),
  };
}

const pct = (value: number) => value.toFixed(3);

function printAccuracy(title: string, accuracy: AccuracyReport, log: (line: string) => void) {
  log(title);
  log(
    `  visibility   P ${pct(accuracy.visibility.precision)}  R ${pct(accuracy.visibility.recall)}  F1 ${pct(accuracy.visibility.f1)}  (targets P, F1 >= 0.97)`,
  );
  log(
    `  competitors  P ${pct(accuracy.competitors.precision)}  R ${pct(accuracy.competitors.recall)}  F1 ${pct(accuracy.competitors.f1)}  (target F1 >= 0.98)`,
  );
  log(
    `  position exact ${pct(accuracy.positionExact)} (target >= 0.97); competitor order exact ${pct(accuracy.competitorOrderExact)}`,
  );
  log(
    `  sources      domain recall ${pct(accuracy.sources.recall)} (${accuracy.sources.found}/${accuracy.sources.expected} labelled domains; target >= 0.98)`,
  );
  log(
    `  sentiment    accuracy ${pct(accuracy.sentiment.accuracy)} (${accuracy.sentiment.correct}/${accuracy.sentiment.labelled} labelled visible answers, 3 classes; target >= 0.75)`,
  );
  for (const kind of MISS_KINDS) {
    const misses = accuracy.mistakes.filter((mistake) => mistake.kind === kind);
    if (misses.length === 0) continue;
    log(`  misses: ${kind} (${misses.length})`);
    for (const mistake of misses)
      log(
        `    ${mistake.id} [${mistake.category}]: expected ${JSON.stringify(mistake.expected)}, got ${JSON.stringify(mistake.actual)}`,
      );
  }
}

/** Accuracy on every labelled set: the fixtures, the engineer's own cases and the blind hold-out sets. */
export function printAccuracyBench(log: (line: string) => void = console.log) {
  const accuracy = scoreFixtures();
  printAccuracy(
    `Answer analysis: ${accuracy.answers} hand-labelled answers written with the rules (server/modules/analysis/fixtures)`,
    accuracy,
    log,
  );
  const own = scoreHoldout(ENGINEER_SET);
  printAccuracy(
    `Answer analysis, ${ENGINEER_SET}: ${own.answers} realistic answers written and labelled by the analyzer's engineer (not blind)`,
    own,
    log,
  );
  for (const file of HOLDOUT_SETS) {
    const holdout = scoreHoldout(file);
    printAccuracy(
      `Answer analysis, hold-out ${file}: ${holdout.answers} answers labelled by a second author who never saw the analyzer (${holdout.ambiguous} marked ambiguous, not scored)`,
      holdout,
      log,
    );
  }
  return accuracy;
}

export function printAnalysisBench(log: (line: string) => void = console.log) {
  // Timed before the accuracy sets: they compile an analyzer per labelled answer, and the native code of
  // those thousands of patterns slows what this process runs next (by a tenth) until a full collection.
  const speed = measureThroughput();
  const simulated = measureThroughput(simulatedAnswers(20_000), 3);
  const accuracy = printAccuracyBench(log);
  log(
    `  throughput ${Math.round(speed.answersPerCpuSecond).toLocaleString('en')} answers per CPU-second (target >= 5,000 per core), ${Math.round(speed.answersPerSecond).toLocaleString('en')} answers/s: ${speed.answers.toLocaleString('en')} labelled answers renamed for one account, median of ${speed.passes} passes after a warm-up pass`,
  );
  log(
    `  throughput on 20,000 simulated answers (templated: 8,300 distinct texts): ${Math.round(simulated.answersPerCpuSecond).toLocaleString('en')} answers per CPU-second, ${Math.round(simulated.answersPerSecond).toLocaleString('en')} answers/s`,
  );
  return { accuracy, speed };
}

export interface SimulatedRunReport {
  prompts: number;
  engines: number;
  total: number;
  answered: number;
  failures: number;
  ms: number;
  store: string;
}

/**
 * A full collection run of 200 prompts × 3 simulated engines for one account on a fresh embedded store
 * (PGlite in a temporary directory, as `npm start` uses it): planning, asking, analysis, storage with
 * the incremental rollups in batches, progress updates; failed answers retried as in production.
 */
export async function measureSimulatedRun(prompts = 200): Promise<SimulatedRunReport> {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { randomUUID } = await import('node:crypto');
  const { openPglite } = await import('../db/pglite');
  const { migrate } = await import('../db/migrate');
  const { createRun, collectRun } = await import('../modules/collection/runs.worker');
  const { enginesFor } = await import('../modules/engines/engines');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-run-'));
  const db = await openPglite(path.join(dir, 'pglite'));
  try {
    await migrate(db);
    const userId = randomUUID();
    const platforms = ['chatgpt', 'perplexity', 'gemini'];
    await db.query(`insert into profiles (id, username, platforms) values ($1, 'benchrun', $2)`, [
      userId,
      platforms,
    ]);
    await db.query(`insert into brands (user_id, name, website) values ($1, 'HubSpot', 'hubspot.com')`, [
      userId,
    ]);
    for (const competitor of ACCOUNTS.hubspot.competitors)
      await db.query('insert into competitors (user_id, name, website, aliases) values ($1, $2, $3, $4)', [
        userId,
        competitor.name,
        competitor.website,
        competitor.aliases,
      ]);
    for (let t = 0; t < 10; t++) {
      const [topic] = await db.query<{ id: string }>(
        'insert into topics (user_id, name, slug) values ($1, $2, $3) returning id',
        [userId, `Topic ${t + 1}`, `topic-${t + 1}`],
      );
      for (let p = 0; p < prompts / 10; p++)
        await db.query('insert into prompts (user_id, topic_id, question) values ($1, $2, $3)', [
          userId,
          topic!.id,
          `Which CRM is best for ${['agencies', 'startups', 'dentists', 'schools', 'nonprofits'][p % 5]} (case ${t}-${p})?`,
        ]);
    }
    const { run } = await createRun(db, userId, 'cli', '2026-11-20');
    const started = performance.now();
    const result = await collectRun(db, run.id, {
      engines: (p) => enginesFor(p),
      platforms: async () => platforms,
      attempts: 3,
    });
    const ms = performance.now() - started;
    if (result.outcome !== 'completed') throw new Error('the benchmark run did not complete');
    return {
      prompts,
      engines: platforms.length,
      total: result.run.total,
      answered: result.run.answered,
      failures: result.run.failures,
      ms,
      store: 'PGlite (file)',
    };
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function printSimulatedRunBench(log: (line: string) => void = console.log) {
  const report = await measureSimulatedRun();
  log(
    `Simulated collection run: ${report.prompts} prompts × ${report.engines} engines = ${report.total} answers (${report.answered} answered, ${report.failures} failed after 3 tries) in ${(report.ms / 1000).toFixed(2)} s on ${report.store}, storage and rollups included (target < 20 s)`,
  );
  return report;
}

if (startedAsScript(import.meta.url)) {
  // --accuracy: the labelled sets alone (no throughput, no simulated run).
  if (process.argv.includes('--accuracy')) printAccuracyBench();
  else {
    printAnalysisBench();
    await printSimulatedRunBench();
  }
}
