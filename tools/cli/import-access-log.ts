/**
 * Imports AI-crawler visits from a web server access log (combined format) into Sightline's Live Mentions.
 *
 *   npm run crawlers:import -- --url http://127.0.0.1:3000 --token sl_... /var/log/nginx/access.log
 *   zcat access.log.2.gz | npm run crawlers:import -- --url ... --token ... -
 *
 * Only lines whose User-Agent names a known AI crawler are sent; they go to POST /api/crawler-visits in
 * batches, authenticated with a personal API token with full access (Settings → API tokens). SIGHTLINE_URL and
 * SIGHTLINE_TOKEN may stand in for the flags. The server caps visits per minute: on a 429 the import waits
 * as long as Retry-After says and sends the batch again, so a big log still goes in whole; a batch over the
 * server's per-request cap (413) is sent in halves.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { parseAccessLogLine, classifyUserAgent } from '../../server/modules/crawlers';

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

export interface ImportOptions {
  url: string;
  token: string;
  batchSize?: number;
  fetchImpl?: typeof fetch;
  /** Waits out a 429's Retry-After (seconds) before the batch is sent again. */
  wait?: (seconds: number) => Promise<void>;
}

const DEFAULT_BATCH_SIZE = 500;
// When a 429 comes without a usable Retry-After: the server's caps are per minute.
const FALLBACK_RETRY_SECONDS = 60;

const waitSeconds = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

export async function importAccessLog(
  input: NodeJS.ReadableStream,
  options: ImportOptions,
): Promise<ImportResult> {
  const send = options.fetchImpl ?? fetch;
  const wait = options.wait ?? waitSeconds;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const result: ImportResult = { lines: 0, unparsed: 0, crawlerLines: 0, accepted: 0 };
  const post = async (visits: Visit[]): Promise<void> => {
    for (;;) {
      const res = await send(`${options.url.replace(/\/$/, '')}/api/crawler-visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ source: 'import', visits }),
      });
      const body = (await res.json().catch(() => ({}))) as { data?: { accepted: number }; message?: string };
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after'));
        await wait(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : FALLBACK_RETRY_SECONDS);
        continue;
      }
      if (res.status === 413 && visits.length > 1) {
        const half = Math.ceil(visits.length / 2);
        await post(visits.slice(0, half));
        await post(visits.slice(half));
        return;
      }
      if (!res.ok) throw new Error(`Sightline answered ${res.status}: ${body.message ?? 'no message'}`);
      result.accepted += body.data?.accepted ?? 0;
      return;
    }
  };
  let batch: Visit[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await post(batch);
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
  const result = await importAccessLog(input, {
    url,
    token,
    wait: (seconds) => {
      console.error(`Sightline asks to slow down; sending again in ${seconds} s.`);
      return waitSeconds(seconds);
    },
  });
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
