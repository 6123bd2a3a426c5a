/**
 * Fetches a visitor-named web page for the suggestion service without becoming an open proxy into the
 * server's network: http(s) only, public addresses only (unless allowed, for tests), few redirects
 * (each re-checked), a short timeout and a size cap.
 */
import dns from 'node:dns/promises';
import net from 'node:net';

export interface FetchPageOptions {
  /** Lets tests fetch from a local HTTP server; never set in production. */
  allowPrivateNetwork?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  method?: 'GET' | 'HEAD';
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

async function assertPublicHost(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('Only http(s) pages are fetched');
  if (allowPrivate) return;
  if (url.port && url.port !== '80' && url.port !== '443') throw new Error('Only standard web ports');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new Error(`Refusing to fetch a non-public address: ${host}`);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= maxBytes) {
      await reader.cancel();
      break;
    }
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks).subarray(0, maxBytes));
}

export async function fetchPage(rawUrl: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const allowPrivate = options.allowPrivateNetwork ?? false;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 4000);
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    await assertPublicHost(url, allowPrivate);
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      redirect: 'manual',
      signal,
      headers: {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        'user-agent': 'SightlineReportBot/1.0 (+keyword suggestions for a requested report)',
      },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new Error('Too many redirects');
      url = new URL(location, url);
      continue;
    }
    const contentType = response.headers.get('content-type') ?? '';
    const body =
      options.method === 'HEAD' || !/html|xml|text\/plain/i.test(contentType)
        ? (await response.body?.cancel(), '')
        : await readLimited(response, options.maxBytes ?? 1_000_000);
    return { url: url.toString(), status: response.status, contentType, body };
  }
}
