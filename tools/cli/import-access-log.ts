/**
 * Imports AI-crawler visits into Sightline's Live Mentions from a web server access log (combined format),
 * Cloudflare Logpush JSON lines (the `http_requests` dataset) or any JSON lines with a field mapping.
 *
 *   npm run crawlers:import -- --url http://127.0.0.1:3000 --token sl_... /var/log/nginx/access.log
 *   zcat access.log.2.gz | npm run crawlers:import -- --url ... --token ... -
 *   npm run crawlers:import -- --format logpush --token ... 20261121T000000Z_20261121T000500Z_abc.log.gz
 *   npm run crawlers:import -- --format json --mapping mapping.json --token ... visits.jsonl
 *
 * A mapping names the field path of each part of a visit: `{"userAgent": "req.ua", "path": "req.path",
 * "ip": "client", "status": "code", "timestamp": "time", "method": "req.method", "id": "request_id",
 * "edgeVerifiedBot": "verified"}` (userAgent and path required). A file ending in .gz is unzipped.
 *
 * The file is read as a stream, a batch at a time (the next is read once the server took the last), so
 * memory stays bounded whatever its size; progress goes to stderr. Only lines whose User-Agent names a known
 * AI crawler are sent; they go to POST /api/crawler-visits, authenticated with a personal API token with full
 * access (Settings → API tokens), where each is verified. SIGHTLINE_URL and SIGHTLINE_TOKEN may stand in for
 * the flags. Importing the same file again stores nothing new: a visit that carries its time (or the edge's
 * request id) is the same visit the second time. The server caps visits per minute: on a 429 the import
 * waits as long as Retry-After says and sends the batch again; a batch over the per-request cap (413) is
 * sent in halves. The Pages screen's "Import an access log" does the same in the browser, through
 * POST /api/crawler-logs (the lines read on the server with the same parser, log-lines.ts).
 */
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import {
  classifyUserAgent,
  LOG_FORMATS,
  MAX_LOG_LINE_CHARS,
  parseJsonMapping,
  sourceOfFormat,
  visitOfLogLine,
  type ImportVisit,
  type JsonMapping,
  type LogFormat,
} from '../../server/modules/crawlers';

export type ImportFormat = LogFormat;

export interface ImportResult {
  lines: number;
  unparsed: number;
  crawlerLines: number;
  /** Visits stored now; crawlerLines − accepted were sent before or refused. */
  accepted: number;
}

export interface ImportProgress extends ImportResult {
  /** Bytes of the input stream read so far. */
  bytes: number;
}

export interface ImportOptions {
  url: string;
  token: string;
  batchSize?: number;
  fetchImpl?: typeof fetch;
  /** Waits out a 429's Retry-After (seconds) before the batch is sent again. */
  wait?: (seconds: number) => Promise<void>;
  /** Called after each batch the server took. */
  onProgress?: (progress: ImportProgress) => void;
}

const DEFAULT_BATCH_SIZE = 500;
// When a 429 comes without a usable Retry-After: the server's caps are per minute.
const FALLBACK_RETRY_SECONDS = 60;

const waitSeconds = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * The lines of a stream, read chunk by chunk (the stream is paused while a line is handled), each at most
 * MAX_LOG_LINE_CHARS: a longer one is given as null.
 */
async function* linesOf(input: AsyncIterable<Buffer | string>): AsyncGenerator<string | null> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let overlong = false;
  for await (const chunk of input) {
    const text = rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    const parts = text.split('\n');
    rest = parts.pop()!;
    for (const part of parts) {
      yield overlong || part.length > MAX_LOG_LINE_CHARS ? null : part.replace(/\r$/, '');
      overlong = false;
    }
    if (rest.length > MAX_LOG_LINE_CHARS) {
      overlong = true;
      rest = '';
    }
  }
  rest += decoder.end();
  if (rest || overlong) yield overlong ? null : rest.replace(/\r$/, '');
}

export async function importVisits(
  input: AsyncIterable<Buffer | string>,
  format: ImportFormat,
  options: ImportOptions & { mapping?: JsonMapping },
): Promise<ImportResult> {
  if (format === 'json' && !options.mapping) throw new Error('A JSON import needs a mapping (--mapping).');
  const send = options.fetchImpl ?? fetch;
  const wait = options.wait ?? waitSeconds;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const result: ImportResult = { lines: 0, unparsed: 0, crawlerLines: 0, accepted: 0 };
  let bytes = 0;
  const source = sourceOfFormat(format);
  const post = async (visits: ImportVisit[]): Promise<void> => {
    for (;;) {
      const res = await send(`${options.url.replace(/\/$/, '')}/api/crawler-visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ source, visits }),
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
  let batch: ImportVisit[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await post(batch);
    batch = [];
    options.onProgress?.({ ...result, bytes });
  };
  async function* counted() {
    for await (const chunk of input) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  for await (const line of linesOf(counted())) {
    if (line !== null && !line.trim()) continue;
    result.lines++;
    const visit = line === null ? null : visitOfLogLine(line, format, options.mapping);
    if (!visit) {
      result.unparsed++;
      continue;
    }
    if (!classifyUserAgent(visit.userAgent)) continue;
    result.crawlerLines++;
    batch.push(visit);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return result;
}

/** The access-log import (combined format), as before the other formats came. */
export const importAccessLog = (input: AsyncIterable<Buffer | string>, options: ImportOptions) =>
  importVisits(input, 'combined', options);

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      format: { type: 'string', default: 'combined' },
      mapping: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  const url = values.url ?? process.env.SIGHTLINE_URL ?? 'http://127.0.0.1:3000';
  const token = values.token ?? process.env.SIGHTLINE_TOKEN;
  const file = positionals[0];
  const format = values.format as ImportFormat;
  if (
    values.help ||
    !token ||
    !file ||
    !LOG_FORMATS.includes(format) ||
    (format === 'json' && !values.mapping)
  ) {
    console.error(
      'Usage: npm run crawlers:import -- --url <sightline url> --token <api token> ' +
        '[--format combined|logpush|json] [--mapping <mapping.json>] <file | ->',
    );
    process.exit(values.help ? 0 : 2);
  }
  const mapping = values.mapping
    ? parseJsonMapping(JSON.parse(fs.readFileSync(values.mapping, 'utf8')))
    : undefined;
  const raw = file === '-' ? process.stdin : fs.createReadStream(file);
  const size = file === '-' ? null : fs.statSync(file).size;
  const input = file.endsWith('.gz') ? raw.pipe(zlib.createGunzip()) : raw;
  // Bytes are counted as read from the file, before unzipping, so the share is of the file's size.
  let read = 0;
  raw.on('data', (chunk: Buffer) => (read += chunk.length));
  let lastReport = 0;
  const result = await importVisits(input, format, {
    url,
    token,
    mapping,
    wait: (seconds) => {
      console.error(`Sightline asks to slow down; sending again in ${seconds} s.`);
      return waitSeconds(seconds);
    },
    onProgress: (p) => {
      if (Date.now() - lastReport < 2000) return;
      lastReport = Date.now();
      const share = size ? ` (${Math.min(100, Math.round((read / size) * 100))} %)` : '';
      console.error(`… ${p.lines} lines${share}, ${p.crawlerLines} AI-crawler visits, ${p.accepted} stored`);
    },
  });
  const unparsedAs = format === 'combined' ? 'not in combined log format' : `not ${format} visits`;
  console.log(
    `Read ${result.lines} lines (${result.unparsed} ${unparsedAs}); ` +
      `${result.crawlerLines} AI-crawler visits, ${result.accepted} stored` +
      (result.crawlerLines > result.accepted
        ? ` (${result.crawlerLines - result.accepted} already there).`
        : '.'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
