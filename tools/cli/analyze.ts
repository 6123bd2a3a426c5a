/**
 * npm run analyze -- --brand <name> [--alias <a> …] [--exclude <not this> …] [--competitors a,b] [--website <url>]
 *                                                                                          (one answer on stdin)
 * npm run analyze -- --jsonl                                                                 (one JSON object a line)
 *
 * JSONL input: {"text", "brand", "aliases": [], "exclusions": [], "competitors": [], "citations": [], "website"?};
 * citations may be URLs or {url}; competitors names or {name, aliases, website, exclusions}. Exclusions are what a
 * name is not ("Square Enix", "the planet"): see TrackedEntity.exclusions. Each result: {"visible", "position", "competitors": [names in order], "sources": [{url, domain}],
 * "sentiment": 0-100 | null, "sentimentLabel": "positive" | "neutral" | "negative" | null, "analyzer": "rules@…"}. A line that cannot be read yields {"error": "..."} and the run goes on.
 *
 * With an LLM judge configured (ANALYSIS_* and the provider keys, see docs/measuring.md), answers are read
 * by the judge and each result names it ("analyzer": "judge:openai/gpt-4.1-mini@2", with its "evidence"
 * quotes), or the rules analyzer it fell back to and why; the analyzer in use is printed on standard error
 * first. Nothing is cached; ANALYSIS_MAX_CALLS_PER_RUN and ANALYSIS_MAX_TOKENS_PER_RUN cap one invocation.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { config as loadConfig } from '../../server/config';
import {
  type AnalysisBrand,
  type AnalysisCompetitor,
  type AnswerAnalysis,
  type AnswerAnalyzer,
  createAnalyzer,
  RULES_ANALYZER,
  type SentimentLabel,
  type SentimentModelInput,
} from '../../server/core/analysis';
import {
  type AnalysedAnswer,
  type AnalyzeAnswer,
  answerAnalysisFor,
  type AnswerEvidence,
  type JudgeConfig,
  judgeFor,
  runBudget,
} from '../../server/core/judge';
import { startedAsScript } from '../../server/code-location';

const line = z.object({
  text: z.string(),
  brand: z.string().min(1),
  aliases: z.array(z.string()).default([]),
  exclusions: z.array(z.string()).default([]),
  website: z.string().nullish(),
  competitors: z
    .array(
      z.union([
        z.string(),
        z.object({
          name: z.string(),
          aliases: z.array(z.string()).default([]),
          website: z.string().nullish(),
          exclusions: z.array(z.string()).default([]),
        }),
      ]),
    )
    .default([]),
  citations: z.array(z.union([z.string(), z.object({ url: z.string() })])).default([]),
});

export interface CliResult {
  visible: boolean;
  position: number | null;
  competitors: string[];
  sources: { url: string; domain: string }[];
  sentiment: number | null;
  sentimentLabel: SentimentLabel | null;
  /** The analyzer and version that produced this result. */
  analyzer: string;
  /** The LLM judge's quotes, when it read the answer. */
  evidence?: AnswerEvidence;
}

export const toCliResult = (analysis: AnswerAnalysis & { evidence?: AnswerEvidence | null }): CliResult => ({
  visible: analysis.visible,
  position: analysis.position,
  competitors: analysis.competitors.map((c) => c.name),
  sources: analysis.sources,
  sentiment: analysis.sentiment === null ? null : Math.round(analysis.sentiment * 10) / 10,
  sentimentLabel: analysis.sentimentLabel,
  analyzer: analysis.analyzer,
  ...(analysis.evidence ? { evidence: analysis.evidence } : {}),
});

interface ParsedRecord {
  key: string;
  brand: AnalysisBrand;
  competitors: AnalysisCompetitor[];
  text: string;
  citations: { url: string }[];
}

function parseRecord(raw: unknown): ParsedRecord {
  const record = line.parse(raw);
  const competitors = record.competitors.map((c) =>
    typeof c === 'string' ? { name: c, aliases: [], website: null } : { ...c, website: c.website ?? null },
  );
  const brand = {
    name: record.brand,
    aliases: record.aliases,
    website: record.website ?? null,
    exclusions: record.exclusions,
  };
  return {
    key: JSON.stringify([record.brand, record.aliases, record.exclusions, record.website, competitors]),
    brand,
    competitors,
    text: record.text,
    citations: record.citations.map((c) => (typeof c === 'string' ? { url: c } : c)),
  };
}

/** One reader per brand configuration, reused for the records about it. */
function memoized<T>(make: (record: ParsedRecord) => T): (record: ParsedRecord) => T {
  const made = new Map<string, T>();
  return (record) => {
    let reader = made.get(record.key);
    if (!reader) {
      if (made.size > 1000) made.clear();
      reader = make(record);
      made.set(record.key, reader);
    }
    return reader;
  };
}

const rulesFor = memoized<AnswerAnalyzer>((record) => createAnalyzer(record.brand, record.competitors));

/** One JSONL record's answer and the rules analyzer for its brand configuration. */
export function rulesAnalyzerOfRecord(raw: unknown): {
  analyzer: AnswerAnalyzer;
  text: string;
  citations: { url: string }[];
} {
  const record = parseRecord(raw);
  return { analyzer: rulesFor(record), text: record.text, citations: record.citations };
}

/** Analyses one JSONL record with the rules analyzer. */
export function analyzeRecord(raw: unknown): CliResult {
  const { analyzer, text, citations } = rulesAnalyzerOfRecord(raw);
  return toCliResult(analyzer.analyze(text, citations));
}

/** What the sentiment model reads of one JSONL record (null when the rules find no brand mention). */
export function sentimentReadingOfRecord(raw: unknown): SentimentModelInput | null {
  const { analyzer, text } = rulesAnalyzerOfRecord(raw);
  return analyzer.sentimentReading(text);
}

/**
 * Reads JSONL records with the configured analysis (the LLM judge when one is configured, else the rules),
 * as collection runs do, under one cost cap; `read` may be called for many records at once.
 */
export function recordReader(config: JudgeConfig): (raw: unknown) => Promise<CliResult> {
  const budget = runBudget(config);
  const readerFor = memoized<AnalyzeAnswer>((record) => answerAnalysisFor({ config }, record, budget));
  return async (raw) => {
    const record = parseRecord(raw);
    const analysis: AnalysedAnswer = await readerFor(record)(record);
    return toCliResult(analysis);
  };
}

const errorOf = (error: unknown) => ({
  error: error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message,
});

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      alias: { type: 'string', multiple: true },
      exclude: { type: 'string', multiple: true },
      competitors: { type: 'string' },
      website: { type: 'string' },
      jsonl: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || (!values.jsonl && !values.brand)) {
    process.stderr.write(
      'usage: npm run analyze -- --brand <name> [--alias <a> ...] [--exclude <not this> ...] [--competitors a,b] [--website <url>] < answer.txt\n' +
        '       npm run analyze -- --jsonl < answers.jsonl\n',
    );
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const judge = judgeFor(config);
  process.stderr.write(
    judge
      ? `Analyzer: the LLM judge ${judge.analyzer}, falling back to ${RULES_ANALYZER} when it cannot answer.\n`
      : `Analyzer: ${RULES_ANALYZER} (no LLM judge configured).\n`,
  );
  const read = judge ? recordReader(config) : async (raw: unknown) => analyzeRecord(raw);
  if (values.jsonl) {
    // Records are read concurrently (the judge limits its calls) and written in input order.
    const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    let written = Promise.resolve();
    for await (const text of lines) {
      if (!text.trim()) continue;
      const result = Promise.resolve()
        .then(() => read(JSON.parse(text)))
        .catch(errorOf);
      written = written.then(async () => {
        process.stdout.write(`${JSON.stringify(await result)}\n`);
      });
    }
    await written;
    return;
  }
  const text = await readAll(process.stdin);
  const result = await read({
    text,
    brand: values.brand,
    aliases: values.alias ?? [],
    exclusions: values.exclude ?? [],
    website: values.website ?? null,
    competitors: (values.competitors ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (startedAsScript(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
