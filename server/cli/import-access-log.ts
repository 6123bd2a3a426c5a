/**
 * Imports AI-crawler visits from a web server access log (combined format) into Sightline's Live Mentions.
 *
 *   npm run crawlers:import -- --url http://127.0.0.1:3000 --token sl_... /var/log/nginx/access.log
 *   zcat access.log.2.gz | npm run crawlers:import -- --url ... --token ... -
 *
 * Only lines whose User-Agent names a known AI crawler are sent; they go to POST /api/crawler-visits in
 * batches, authenticated with a personal API token (Settings → API tokens). SIGHTLINE_URL and
 * SIGHTLINE_TOKEN may stand in for the flags.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { parseAccessLogLine } from '../modules/crawlers/access-log';
import { MAX_VISITS_PER_REQUEST } from '../modules/crawlers/crawlers.service';
import { classifyUserAgent } from '../modules/crawlers/user-agents';

interface Visit {
  userAgent: string;
  path: string;
  ip: string;
  status: number;
  timestamp: string;
}

export interface ImportResult {
  lines: number;
  unparsed: number;
  crawlerLines: number;
  accepted: number;
}

export async function importAccessLog(
  input: NodeJS.ReadableStream,
  options: { url: string; token: string; batchSize?: number; fetchImpl?: typeof fetch },
): Promise<ImportResult> {
  const send = options.fetchImpl ?? fetch;
  const batchSize = Math.min(options.batchSize ?? 500, MAX_VISITS_PER_REQUEST);
  const result: ImportResult = { lines: 0, unparsed: 0, crawlerLines: 0, accepted: 0 };
  let batch: Visit[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const res = await send(`${options.url.replace(/\/$/, '')}/api/crawler-visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
      body: JSON.stringify({ source: 'import', visits: batch }),
    });
    const body = (await res.json().catch(() => ({}))) as { data?: { accepted: number }; message?: string };
    if (!res.ok) throw new Error(`Sightline answered ${res.status}: ${body.message ?? 'no message'}`);
    result.accepted += body.data?.accepted ?? 0;
    batch = [];
  };
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    result.lines++;
    const entry = parseAccessLogLine(line);
    if (!entry) {
      result.unparsed++;
      continue;
    }
    if (!classifyUserAgent(entry.userAgent)) continue;
    result.crawlerLines++;
    batch.push({
      userAgent: entry.userAgent,
      path: entry.path.slice(0, 2000),
      ip: entry.ip,
      status: entry.status,
      timestamp: entry.timestamp,
    });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return result;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { url: { type: 'string' }, token: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const url = values.url ?? process.env.SIGHTLINE_URL ?? 'http://127.0.0.1:3000';
  const token = values.token ?? process.env.SIGHTLINE_TOKEN;
  const file = positionals[0];
  if (values.help || !token || !file) {
    console.error(
      'Usage: npm run crawlers:import -- --url <sightline url> --token <api token> <access.log | ->',
    );
    process.exit(values.help ? 0 : 2);
  }
  const input = file === '-' ? process.stdin : fs.createReadStream(file);
  const result = await importAccessLog(input, { url, token });
  console.log(
    `Read ${result.lines} lines (${result.unparsed} not in combined log format); ` +
      `${result.crawlerLines} AI-crawler visits, ${result.accepted} stored.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
