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
import ipaddr from 'ipaddr.js';

export interface FetchPageOptions {
  /** Lets tests fetch from a local HTTP server; never set in production. */
  allowPrivateNetwork?: boolean;
  /**
   * Host names whose address and port are not checked, while every other hop is: lets tests start at a
   * local HTTP server and follow its redirects. Never set in production.
   */
  trustedHostnames?: readonly string[];
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

/**
 * The IPv4 address an IPv6 one carries, for the forms that reach an IPv4 host: IPv4-mapped
 * (::ffff:a.b.c.d, what the URL parser writes as ::ffff:7f00:1), IPv4-translated (::ffff:0:a.b.c.d),
 * NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002:AABB:CCDD::/48) and the old
 * IPv4-compatible ::a.b.c.d.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const tail = () => ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const range = address.range();
  if (range === 'rfc6145' || range === 'rfc6052') return tail();
  if (address.match(NAT64_LOCAL_USE)) return tail();
  if (range === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
  const upperZero = bytes.slice(0, 12).every((byte) => byte === 0);
  // ::a.b.c.d, but not :: (unspecified) or ::1 (loopback), which the range check refuses anyway.
  if (upperZero && bytes.slice(12, 15).some((byte) => byte !== 0)) return tail();
  return null;
}

const NAT64_LOCAL_USE = ipaddr.parseCIDR('64:ff9b:1::/48') as [ipaddr.IPv6, number];

/**
 * True unless the address is a plain public unicast one. Anything ipaddr.js puts in a special range
 * (loopback, private, link-local — the cloud metadata service at 169.254.169.254 —, unique-local,
 * carrier-grade NAT, multicast, unspecified, broadcast, reserved, benchmarking, documentation, Teredo …)
 * is refused, and an IPv6 address that embeds an IPv4 one is judged by the IPv4 address it reaches.
 * An address that does not parse is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') parsed = embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed;
  return parsed.range() !== 'unicast';
}

function checkHost(url: URL, allowPrivate: boolean, trusted: ReadonlySet<string>) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('Only http(s) pages are fetched');
  if (allowPrivate || trusted.has(url.hostname)) return;
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
  trusted: ReadonlySet<string>,
): net.LookupFunction {
  return (hostname, options, callback) => {
    const checked = !allowPrivate && !trusted.has(hostname);
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || (checked && addresses.some((a) => isPrivateAddress(a.address))))
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
  const trusted = new Set(options.trustedHostnames ?? []);
  const lookup = guardedLookup(options.resolve ?? systemResolve, allowPrivate, trusted);
  const method = options.method ?? 'GET';
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    checkHost(url, allowPrivate, trusted);
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
