/**
 * Outgoing HTTP to an address someone else chose (a visitor's homepage, an account's webhook) without
 * becoming an open proxy into the server's network: allowed schemes only, public addresses only, few
 * redirects (each hop checked again), a timeout. The address is checked inside the connection's own DNS
 * lookup, so the address checked is the address connected to (no DNS-rebinding window).
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export type Resolver = (hostname: string) => Promise<dns.LookupAddress[]>;

export interface GuardOptions {
  /** Lets tests fetch from a local HTTP server; never set in production. */
  allowPrivateNetwork?: boolean;
  /**
   * Host names whose address and port are not checked, while every other hop is: lets tests start at a
   * local HTTP server and follow its redirects. Never set in production.
   */
  trustedHostnames?: readonly string[];
  /**
   * Loopback addresses (127.0.0.0/8, ::1), over plain http too: the webhook test receiver. Only the
   * test configuration turns it on (config.ts refuses it unless NODE_ENV is test); every other private
   * range stays refused.
   */
  allowLoopback?: boolean;
  /** The schemes allowed (default http and https). */
  protocols?: readonly ('http:' | 'https:')[];
  /** Any port rather than only 80 and 443. */
  anyPort?: boolean;
  /** Name resolution (tests stand in their own); the system resolver by default. */
  resolve?: Resolver;
  timeoutMs?: number;
  /**
   * Follow redirects (default), checking every hop; false answers a redirect as the final response (a
   * webhook's signed POST must not travel to an address its owner did not enter).
   */
  followRedirects?: boolean;
  maxRedirects?: number;
}

export interface GuardedRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent with the first request and again on every redirect hop followed (method and body kept). */
  body?: string;
}

/** The destination was refused for its scheme, its port or its address: not worth trying again. */
export class RefusedDestinationError extends Error {
  constructor(
    readonly reason: 'scheme' | 'port' | 'address',
    message: string,
    /** The host (or literal address) refused, for 'address'. */
    readonly host?: string,
  ) {
    super(message);
    this.name = 'RefusedDestinationError';
  }
}

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

/** The address as the range checks read it (an IPv6 form of an IPv4 address as that address), or null. */
function effectiveAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
}

/**
 * True unless the address is a plain public unicast one. Anything ipaddr.js puts in a special range
 * (loopback, private, link-local — the cloud metadata service at 169.254.169.254 —, unique-local,
 * carrier-grade NAT, multicast, unspecified, broadcast, reserved, benchmarking, documentation, Teredo …)
 * is refused, and an IPv6 address that embeds an IPv4 one is judged by the IPv4 address it reaches.
 * An address that does not parse is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  return effectiveAddress(address)?.range() !== 'unicast';
}

const isLoopbackAddress = (address: string) => effectiveAddress(address)?.range() === 'loopback';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

const refused = (host: string) =>
  new RefusedDestinationError('address', `Refusing to fetch a non-public address: ${host}`, host);

interface Guard {
  allowPrivate: boolean;
  allowLoopback: boolean;
  trusted: ReadonlySet<string>;
  protocols: readonly string[];
  anyPort: boolean;
}

const guardOf = (options: GuardOptions): Guard => ({
  allowPrivate: options.allowPrivateNetwork ?? false,
  allowLoopback: options.allowLoopback ?? false,
  trusted: new Set(options.trustedHostnames ?? []),
  protocols: options.protocols ?? ['http:', 'https:'],
  anyPort: options.anyPort ?? false,
});

function checkUrl(url: URL, guard: Guard) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackName = guard.allowLoopback && LOOPBACK_NAMES.has(host);
  // Plain http to the allowed loopback receiver is what the test switch is for.
  const protocols = loopbackName ? ['http:', 'https:'] : guard.protocols;
  if (!protocols.includes(url.protocol))
    throw new RefusedDestinationError(
      'scheme',
      protocols.length === 1 && protocols[0] === 'https:'
        ? 'Only https:// addresses are allowed'
        : 'Only http(s) pages are fetched',
    );
  if (guard.allowPrivate || guard.trusted.has(url.hostname) || loopbackName) return;
  if (!guard.anyPort && url.port && url.port !== '80' && url.port !== '443')
    throw new RefusedDestinationError('port', 'Only standard web ports');
  // A literal address never reaches the lookup below.
  if (net.isIP(host) && isPrivateAddress(host)) throw refused(host);
}

const systemResolve: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

/** The socket's lookup: resolves once, refuses if any address is private, connects to what it checked. */
function guardedLookup(resolve: Resolver, guard: Guard): net.LookupFunction {
  return (hostname, options, callback) => {
    const checked = !guard.allowPrivate && !guard.trusted.has(hostname);
    const allowed = (address: string) =>
      !isPrivateAddress(address) || (guard.allowLoopback && isLoopbackAddress(address));
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || (checked && !addresses.every((a) => allowed(a.address))))
          return callback(refused(hostname), '', 4);
        if (options.all) return callback(null, addresses);
        const [first] = addresses as [dns.LookupAddress];
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

function send(url: URL, init: GuardedRequestInit, lookup: net.LookupFunction, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client
      .request(url, { method: init.method ?? 'GET', lookup, signal, headers: init.headers })
      .on('response', resolve)
      .on('error', reject);
    request.end(init.body);
  });
}

/**
 * Sends the request and follows redirects unless told not to (at most maxRedirects, default 3), checking
 * every hop's scheme, port and address; answers the final response, whose body the caller reads (or
 * destroys).
 */
export async function guardedRequest(
  rawUrl: string,
  init: GuardedRequestInit,
  options: GuardOptions = {},
): Promise<{ url: URL; response: http.IncomingMessage }> {
  const guard = guardOf(options);
  const signal = AbortSignal.timeout(options.timeoutMs ?? 4000);
  const lookup = guardedLookup(options.resolve ?? systemResolve, guard);
  const maxRedirects = options.maxRedirects ?? 3;
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    checkUrl(url, guard);
    const response = await send(url, init, lookup, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location && options.followRedirects !== false) {
      response.destroy();
      if (hop >= maxRedirects) throw new Error('Too many redirects');
      url = new URL(location, url);
      continue;
    }
    return { url, response };
  }
}

/**
 * Checks a destination before anything is sent to it: its scheme and port, and that its name resolves
 * to allowed addresses only (the same rules as guardedRequest, with the same resolver).
 */
export async function checkDestination(rawUrl: string, options: GuardOptions = {}): Promise<void> {
  const guard = guardOf(options);
  const url = new URL(rawUrl);
  checkUrl(url, guard);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return;
  const lookup = guardedLookup(options.resolve ?? systemResolve, guard);
  await new Promise<void>((resolve, reject) =>
    lookup(host, { all: true }, (error) => (error ? reject(error) : resolve())),
  );
}
