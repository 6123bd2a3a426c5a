/**
 * Fetches a visitor-named web page for the suggestion service without becoming an open proxy into the
 * server's network: http(s) only, public addresses only (unless allowed, for tests), few redirects
 * (each re-checked), a short timeout and a size cap. The address is checked inside the connection's own
 * DNS lookup, so the address checked is the address connected to (no DNS-rebinding window).
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

export interface FetchPageOptions {
  /** Lets tests fetch from a local HTTP server; never set in production. */
  allowPrivateNetwork?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  method?: 'GET' | 'HEAD';
  /** Name resolution (tests stand in their own); the system resolver by default. */
  resolve?: (hostname: string) => Promise<dns.LookupAddress[]>;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

const MAX_REDIRECTS = 3;

/** True for loopback, private, link-local, CGNAT, multicast and other non-public addresses. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80') ||
    lower.startsWith('ff')
  );
}

function checkHost(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('Only http(s) pages are fetched');
  if (allowPrivate) return;
  if (url.port && url.port !== '80' && url.port !== '443') throw new Error('Only standard web ports');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never reaches the lookup below.
  if (net.isIP(host) && isPrivateAddress(host)) throw refused(host);
}

const refused = (host: string) => new Error(`Refusing to fetch a non-public address: ${host}`);

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true });

/** The socket's lookup: resolves once, refuses if any address is private, connects to what it checked. */
function guardedLookup(
  resolve: (hostname: string) => Promise<dns.LookupAddress[]>,
  allowPrivate: boolean,
): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))))
          return callback(refused(hostname), '', 4);
        if (options.all) return callback(null, addresses);
        const [first] = addresses as [dns.LookupAddress];
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

function request(url: URL, method: string, lookup: net.LookupFunction, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    client
      .request(url, {
        method,
        lookup,
        signal,
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'SightlineReportBot/1.0 (+keyword suggestions for a requested report)',
        },
      })
      .on('response', resolve)
      .on('error', reject)
      .end();
  });
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
  const allowPrivate = options.allowPrivateNetwork ?? false;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 4000);
  const lookup = guardedLookup(options.resolve ?? systemResolve, allowPrivate);
  const method = options.method ?? 'GET';
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    checkHost(url, allowPrivate);
    const response = await request(url, method, lookup, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) throw new Error('Too many redirects');
      url = new URL(location, url);
      continue;
    }
    const contentType = response.headers['content-type'] ?? '';
    let body = '';
    if (method === 'HEAD' || !/html|xml|text\/plain/i.test(contentType)) response.destroy();
    else body = await readLimited(response, options.maxBytes ?? 1_000_000);
    return { url: url.toString(), status, contentType, body };
  }
}
