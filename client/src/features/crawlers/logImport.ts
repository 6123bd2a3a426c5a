/**
 * A log file imported from the browser: read as a stream (unzipped on the way when it is gzip), cut into
 * line-aligned chunks and sent one at a time to POST /api/crawler-logs with the session's token and the
 * active brand, as the dashboard's requests go. The server reads the lines with its one parser, verifies
 * each AI crawler's visit and answers the chunk's counts, added up here. The next chunk is read only once
 * the server took the last, so memory stays bounded whatever the file's size. A 429 is waited out as long
 * as its Retry-After says; a chunk holding more crawler lines than one request may carry (413) is sent in
 * halves, and the chunks after it are made smaller.
 */
import type { AuthClient } from '../../app/supabase';
import { BRAND_HEADER } from '../workspace/activeBrand';
import type { LogChunkCounts, MappingField } from '../../../../graphql/shared/crawler-logs';

export type LogFormat = 'combined' | 'logpush' | 'json';

export type LogMapping = Partial<Record<MappingField, string>>;

export interface LogImportProgress extends LogChunkCounts {
  /** Bytes of the file read so far (before unzipping) and its size. */
  bytesRead: number;
  totalBytes: number;
  /** Seconds the server asked to wait before the next chunk (429), else null. */
  waitingSeconds: number | null;
}

/** The part of a File the import reads. */
export interface LogFile {
  name: string;
  size: number;
  stream(): ReadableStream<Uint8Array<ArrayBuffer>>;
}

export interface LogImportOptions {
  file: LogFile;
  format: LogFormat;
  /** For json: the field paths. */
  mapping?: LogMapping;
  gzip: boolean;
  /** Sends one chunk; answers the server's response. */
  post: (text: string, query: URLSearchParams, signal: AbortSignal) => Promise<Response>;
  signal: AbortSignal;
  onProgress: (progress: LogImportProgress) => void;
  /** Waits out a 429 (seconds); resolves early, rejecting, when the import is cancelled. */
  wait?: (seconds: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Characters a chunk holds at most: even all of three bytes each, with a last line of the longest, a chunk
 * stays under the route's 1 MB.
 */
export const CHUNK_CHARS = 256 * 1024;
/** A longer line is no visit of any format (the server's MAX_LOG_LINE_CHARS): skipped, never held. */
export const MAX_LINE_CHARS = 64 * 1024;
/** When a 429 comes without a usable Retry-After: the server's cap is per minute. */
const FALLBACK_RETRY_SECONDS = 60;

export const EMPTY_COUNTS: LogChunkCounts = {
  lines: 0,
  unparsed: 0,
  crawlerLines: 0,
  stored: 0,
  verified: 0,
  spoofed: 0,
  unverifiable: 0,
};

/** Thrown when the person cancels: what was sent before stays stored. */
export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled.');
    this.name = 'ImportCancelled';
  }
}

const abortable = (signal: AbortSignal) => {
  if (signal.aborted) throw new ImportCancelled();
};

export function waitSeconds(seconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, seconds * 1000);
    function done() {
      signal.removeEventListener('abort', cancel);
      resolve();
    }
    function cancel() {
      clearTimeout(timer);
      reject(new ImportCancelled());
    }
    signal.addEventListener('abort', cancel, { once: true });
  });
}

/** A mapping with its blank fields left out, as the server reads it. */
export function mappingText(mapping: LogMapping): string {
  const fields = Object.entries(mapping).filter(([, path]) => path && path.trim() !== '');
  return JSON.stringify(Object.fromEntries(fields.map(([key, path]) => [key, path!.trim()])));
}

/** Why a mapping cannot be sent yet, in words, or null. */
export function mappingProblem(mapping: LogMapping): string | null {
  const missing = (['userAgent', 'path'] as const).filter((field) => !mapping[field]?.trim());
  if (missing.length === 0) return null;
  return `The mapping needs the field path of ${missing.map((f) => (f === 'userAgent' ? 'the user agent' : 'the request path')).join(' and ')}.`;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    if (body.message) return body.message;
  } catch {
    // not JSON
  }
  return `The server answered HTTP ${response.status}.`;
}

/** Reads the file and sends it; answers the counts of the whole file. */
export async function importLogFile(options: LogImportOptions): Promise<LogChunkCounts> {
  const { file, format, signal, onProgress } = options;
  const wait = options.wait ?? waitSeconds;
  const query = new URLSearchParams({ format });
  if (format === 'json') query.set('mapping', mappingText(options.mapping ?? {}));
  const totals: LogChunkCounts = { ...EMPTY_COUNTS };
  let bytesRead = 0;
  let chunkChars = CHUNK_CHARS;
  const report = (waitingSeconds: number | null = null) =>
    onProgress({ ...totals, bytesRead, totalBytes: file.size, waitingSeconds });

  const send = async (lines: string[]): Promise<void> => {
    for (;;) {
      abortable(signal);
      let response: Response;
      try {
        response = await options.post(lines.join('\n'), query, signal);
      } catch (error) {
        if (signal.aborted) throw new ImportCancelled();
        throw new Error(`The server could not be reached (${(error as Error).message}).`, {
          cause: error,
        });
      }
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after'));
        const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : FALLBACK_RETRY_SECONDS;
        report(seconds);
        await wait(seconds, signal);
        report();
        continue;
      }
      if (response.status === 413 && lines.length > 1) {
        // Too many crawler lines (or bytes) for one request: halves now, and smaller chunks from here on.
        chunkChars = Math.max(1024, Math.floor(chunkChars / 2));
        const half = Math.ceil(lines.length / 2);
        await send(lines.slice(0, half));
        await send(lines.slice(half));
        return;
      }
      if (!response.ok) throw new Error(await messageOf(response));
      const { data } = (await response.json()) as { data: LogChunkCounts };
      for (const key of Object.keys(totals) as (keyof LogChunkCounts)[]) totals[key] += data[key] ?? 0;
      report();
      return;
    }
  };

  const counted = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, controller) {
      bytesRead += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  let bytes: ReadableStream<Uint8Array<ArrayBuffer>> = file.stream().pipeThrough(counted);
  if (options.gzip) {
    if (typeof DecompressionStream === 'undefined')
      throw new Error('This browser cannot unzip .gz files; unzip the log first and choose the plain file.');
    bytes = bytes.pipeThrough(new DecompressionStream('gzip'));
  }
  const reader = bytes.pipeThrough(new TextDecoderStream()).getReader();
  let pending: string[] = [];
  let pendingChars = 0;
  let rest = '';
  let overlong = false;
  const take = async (line: string) => {
    if (line.length > MAX_LINE_CHARS) {
      totals.lines++;
      totals.unparsed++;
      return;
    }
    pending.push(line);
    pendingChars += line.length + 1;
    if (pendingChars >= chunkChars) {
      const lines = pending;
      pending = [];
      pendingChars = 0;
      await send(lines);
    }
  };
  try {
    report();
    for (;;) {
      abortable(signal);
      let next: ReadableStreamReadResult<string>;
      try {
        next = await reader.read();
      } catch (error) {
        if (signal.aborted) throw new ImportCancelled();
        throw new Error(
          options.gzip
            ? `The file could not be unzipped: is it gzip? (${(error as Error).message})`
            : `The file could not be read (${(error as Error).message}).`,
          { cause: error },
        );
      }
      if (next.done) break;
      const parts = (rest + next.value).split('\n');
      rest = parts.pop()!;
      for (const part of parts) {
        if (overlong) {
          // The end of a line already too long: counted once, as unparsed.
          overlong = false;
          totals.lines++;
          totals.unparsed++;
          continue;
        }
        await take(part);
      }
      if (rest.length > MAX_LINE_CHARS) {
        overlong = true;
        rest = '';
      }
      if (pending.length === 0) report();
    }
    if (overlong) {
      totals.lines++;
      totals.unparsed++;
    } else if (rest.trim() !== '') await take(rest);
    if (pending.length > 0) await send(pending);
    report();
    return totals;
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** POSTs a chunk to /api/crawler-logs with the session's token and the active brand's header. */
export function logChunkPoster(auth: Pick<AuthClient, 'getSession'>, brandId: string | null) {
  return async (text: string, query: URLSearchParams, signal: AbortSignal) => {
    const { data } = await auth.getSession();
    const token = data.session?.access_token;
    return fetch(`/api/crawler-logs?${query}`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(brandId ? { [BRAND_HEADER]: brandId } : {}),
      },
      body: text,
    });
  };
}
