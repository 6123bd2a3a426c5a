/**
 * Answer analysis: its accuracy on the labelled sets (scored in tools/eval/) and its throughput on them and
 * on simulated answers. `npm run bench` prints both (`npm run bench -- --analysis-only` nothing else);
 * `tsx tools/bench/analysis.ts` prints them with the simulated collection run (`npm run eval` the accuracy
 * alone).
 */
import { z } from 'zod';
import { answerSections, createAnalyzer } from '../../server/core/analysis';
import { escapeRegExp } from '../../server/lib/regexp';
import { printAccuracyBench } from '../eval/report';
import { ACCOUNTS } from '../eval/sets/brands';
import { ENGINEER_SET, HOLDOUT_SETS, readLines, type LabelledSet } from '../eval/sets';
import { LONG_TRAINING_SETS, readLongSet } from '../eval/long-sets';
import { claimReaderFor } from '../eval/claims';

import { PLATFORM_IDS as PLATFORMS } from '../../graphql/shared/platforms';
import { simulateAnswer } from '../../server/core/engines';
import { startedAsScript } from '../../server/code-location';

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
 * Labelled answers (by default the short sets': hand-written, distinct, in seven languages, with lists,
 * tables and footnotes) as answers for the bench account: each line's brand and aliases are renamed to the account's brand and
 * its competitors to the account's competitors, so one analyzer reads them all, as a re-analysis reads an
 * account's history.
 */
export function realisticAnswers(lines: readonly unknown[] = shortLines()) {
  const { brand, competitors } = benchAccount();
  const answers: { text: string; citations: { url: string }[] }[] = [];
  for (const raw of lines) {
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

/** The short labelled sets' lines (hold-out sets and the engineer's cases: about 100 words each). */
const shortLines = () =>
  ([...HOLDOUT_SETS, ENGINEER_SET] as LabelledSet[]).flatMap((file) => readLines(file));

/** The long training parts' rows (300–650 words: headings, tables, verdicts), as the bench renames them. */
export const longAnswers = () =>
  realisticAnswers(LONG_TRAINING_SETS.flatMap((name) => readLongSet(name).rows));

/**
 * The CPU share of one reading in the analysis of the long answers: its own time over the answers (median
 * of `passes` after a warm-up), against the whole analysis's median pass.
 */
export function readingShare(
  answers: readonly { text: string }[],
  analysisCpuMs: number,
  read: (text: string) => unknown,
  passes = 5,
): number {
  for (const answer of answers) read(answer.text);
  const timed: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const cpu = process.cpuUsage();
    for (const answer of answers) read(answer.text);
    const { user, system } = process.cpuUsage(cpu);
    timed.push((user + system) / 1000);
  }
  return [...timed].sort((a, b) => a - b)[Math.floor(passes / 2)]! / analysisCpuMs;
}

/**
 * What the structure reading (structure.ts) takes of the long answers' analysis, and what reading their
 * statements (statements/: every statement about each name, its polarity and aspects; the names found first
 * are not theirs) would add to it.
 */
export function longReadingShares(long: ReturnType<typeof realisticAnswers>, analysisCpuMs: number) {
  const analyzer = createAnalyzer(long.brand, long.competitors);
  const names = readingShare(long.answers, analysisCpuMs, (text) => analyzer.mentions(text));
  return {
    structure: readingShare(long.answers, analysisCpuMs, answerSections),
    statements: readingShare(long.answers, analysisCpuMs, (text) => analyzer.statements(text)) - names,
  };
}

/**
 * The fact check's claim reader (facts/claims.ts) on the long training rows, each with its brand's fact sheet
 * (readers compiled first, as collection keeps one per brand): CPU milliseconds per answer, median of
 * `passes` after a warm-up.
 */
export function claimReadingCpuMs(passes = 5): { answers: number; cpuMsPerAnswer: number } {
  const readers = LONG_TRAINING_SETS.flatMap((name) => {
    const { rows, sheets } = readLongSet(name);
    return rows.flatMap((row) => {
      const sheet = sheets.get(row.brand);
      return sheet ? [{ row, read: claimReaderFor(row, sheet) }] : [];
    });
  });
  const readAll = () => {
    for (const { row, read } of readers) read(row.text, { language: row.language, country: row.country });
  };
  readAll();
  const timed: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const cpu = process.cpuUsage();
    readAll();
    const { user, system } = process.cpuUsage(cpu);
    timed.push((user + system) / 1000);
  }
  const median = [...timed].sort((a, b) => a - b)[Math.floor(passes / 2)]!;
  return { answers: readers.length, cpuMsPerAnswer: median / readers.length };
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

export function printAnalysisBench(log: (line: string) => void = console.log) {
  // Timed before the accuracy sets: they compile an analyzer per labelled answer, and the native code of
  // those thousands of patterns slows what this process runs next (by a tenth) until a full collection.
  const speed = measureThroughput();
  const long = longAnswers();
  const longSpeed = measureThroughput(long);
  const shares = longReadingShares(long, longSpeed.answers / (longSpeed.answersPerCpuSecond / 1000));
  const claims = claimReadingCpuMs();
  const simulated = measureThroughput(simulatedAnswers(20_000), 3);
  const accuracy = printAccuracyBench(log);
  log(
    `  throughput ${Math.round(speed.answersPerCpuSecond).toLocaleString('en')} answers per CPU-second (target >= 5,000 per core), ${Math.round(speed.answersPerSecond).toLocaleString('en')} answers/s: ${speed.answers.toLocaleString('en')} labelled answers renamed for one account, median of ${speed.passes} passes after a warm-up pass`,
  );
  log(
    `  throughput on ${longSpeed.answers} long answers (the long training parts, 300–650 words with headings, tables and verdicts): ${Math.round(longSpeed.answersPerCpuSecond).toLocaleString('en')} answers per CPU-second (target >= 5,000 per core, shared with the narrative and fact readings), ${Math.round(longSpeed.answersPerSecond).toLocaleString('en')} answers/s; the structure reading's share ${(shares.structure * 100).toFixed(1)} %; reading the statements too would add ${(shares.statements * 100).toFixed(0)} %`,
  );
  log(
    `  fact claims on the same ${claims.answers} long answers (each with its brand's fact sheet): ${claims.cpuMsPerAnswer.toFixed(2)} ms of CPU an answer, ${((claims.cpuMsPerAnswer * longSpeed.answersPerCpuSecond) / 1000).toFixed(1)}× the analysis of one (read only for answers naming a brand that has confirmed facts)`,
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
  const { openPglite } = await import('../../server/db/pglite');
  const { migrate } = await import('../../server/db/migrate');
  const { createRun, collectRun } = await import('../../server/modules/collection');
  const { enginesFor } = await import('../../server/core/engines');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-run-'));
  const db = await openPglite(path.join(dir, 'pglite'));
  try {
    await migrate(db);
    const brandId = randomUUID();
    const platforms = ['chatgpt', 'perplexity', 'gemini'];
    await db.query(`insert into profiles (id, username, platforms) values ($1, 'benchrun', $2)`, [
      brandId,
      platforms,
    ]);
    await db.query(`insert into brands (user_id, name, website) values ($1, 'HubSpot', 'hubspot.com')`, [
      brandId,
    ]);
    for (const competitor of ACCOUNTS.hubspot.competitors)
      await db.query('insert into competitors (user_id, name, website, aliases) values ($1, $2, $3, $4)', [
        brandId,
        competitor.name,
        competitor.website,
        competitor.aliases,
      ]);
    for (let t = 0; t < 10; t++) {
      const [topic] = await db.query<{ id: string }>(
        'insert into topics (user_id, name, slug) values ($1, $2, $3) returning id',
        [brandId, `Topic ${t + 1}`, `topic-${t + 1}`],
      );
      for (let p = 0; p < prompts / 10; p++)
        await db.query('insert into prompts (user_id, topic_id, question) values ($1, $2, $3)', [
          brandId,
          topic!.id,
          `Which CRM is best for ${['agencies', 'startups', 'dentists', 'schools', 'nonprofits'][p % 5]} (case ${t}-${p})?`,
        ]);
    }
    const { run } = await createRun(db, brandId, 'cli', '2026-11-20');
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
  printAnalysisBench();
  await printSimulatedRunBench();
}
