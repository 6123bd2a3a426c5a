/**
 * Fetches a visitor-named web page for the suggestion service through the guarded request
 * (lib/guarded-request.ts: http(s) only, public addresses only unless allowed for tests, few redirects,
 * each re-checked), with a short timeout and a size cap.
 */
import type http from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { guardedRequest, type GuardOptions } from '../../lib/guarded-request';

export interface FetchPageOptions extends Pick<
  GuardOptions,
  'allowPrivateNetwork' | 'trustedHostnames' | 'resolve' | 'timeoutMs'
> {
  maxBytes?: number;
  method?: 'GET' | 'HEAD';
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

function decoded(response: http.IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

async function readLimited(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded(response)) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).byteLength;
      if (size >= maxBytes) break;
    }
  } finally {
    response.destroy();
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks).subarray(0, maxBytes));
}

export async function fetchPage(rawUrl: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const method = options.method ?? 'GET';
  const { url, response } = await guardedRequest(
    rawUrl,
    {
      method,
      headers: {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'SightlineReportBot/1.0 (+keyword suggestions for a requested report)',
      },
    },
    options,
  );
  const contentType = response.headers['content-type'] ?? '';
  let body = '';
  if (method === 'HEAD' || !/html|xml|text\/plain/i.test(contentType)) response.destroy();
  else body = await readLimited(response, options.maxBytes ?? 1_000_000);
  return { url: url.toString(), status: response.statusCode ?? 0, contentType, body };
}
