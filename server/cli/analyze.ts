/**
 * npm run analyze -- --brand <name> [--alias <a> …] [--exclude <not this> …] [--competitors a,b] [--website <url>]
 *                                                                                          (one answer on stdin)
 * npm run analyze -- --jsonl                                                                 (one JSON object a line)
 *
 * JSONL input: {"text", "brand", "aliases": [], "exclusions": [], "competitors": [], "citations": [], "website"?};
 * citations may be URLs or {url}; competitors names or {name, aliases, website, exclusions}. Exclusions are what a
 * name is not ("Square Enix", "the planet"): see TrackedEntity.exclusions. Each result: {"visible", "position", "competitors": [names in order], "sources": [{url, domain}],
 * "sentiment": 0-100 | null, "sentimentLabel": "positive" | "neutral" | "negative" | null, "analyzer": "rules@…"}. A line that cannot be read yields {"error": "..."} and the run goes on.
 */
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAnalyzer, type AnswerAnalysis, type AnswerAnalyzer } from '../modules/analysis/analysis';
import type { SentimentLabel } from '../modules/analysis/sentiment';

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
}

export const toCliResult = (analysis: AnswerAnalysis): CliResult => ({
  visible: analysis.visible,
  position: analysis.position,
  competitors: analysis.competitors.map((c) => c.name),
  sources: analysis.sources,
  sentiment: analysis.sentiment === null ? null : Math.round(analysis.sentiment * 10) / 10,
  sentimentLabel: analysis.sentimentLabel,
  analyzer: analysis.analyzer,
});

const analyzers = new Map<string, AnswerAnalyzer>();

/** Analyses one JSONL record (analyzers are reused for records about the same brand and competitors). */
export function analyzeRecord(raw: unknown): CliResult {
  const record = line.parse(raw);
  const competitors = record.competitors.map((c) =>
    typeof c === 'string' ? { name: c, aliases: [], website: null } : { ...c, website: c.website ?? null },
  );
  const key = JSON.stringify([record.brand, record.aliases, record.exclusions, record.website, competitors]);
  let analyzer = analyzers.get(key);
  if (!analyzer) {
    if (analyzers.size > 1000) analyzers.clear();
    analyzer = createAnalyzer(
      {
        name: record.brand,
        aliases: record.aliases,
        website: record.website ?? null,
        exclusions: record.exclusions,
      },
      competitors,
    );
    analyzers.set(key, analyzer);
  }
  const citations = record.citations.map((c) => (typeof c === 'string' ? { url: c } : c));
  return toCliResult(analyzer.analyze(record.text, citations));
}

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
  if (values.jsonl) {
    const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const text of lines) {
      if (!text.trim()) continue;
      let out: unknown;
      try {
        out = analyzeRecord(JSON.parse(text));
      } catch (error) {
        out = { error: error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message };
      }
      process.stdout.write(`${JSON.stringify(out)}\n`);
    }
    return;
  }
  const text = await readAll(process.stdin);
  const result = analyzeRecord({
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
