/**
 * Reverse-then-forward DNS, the check Google, Microsoft (Bing) and Apple document for their crawlers: the
 * address's PTR name must end in one of the operator's domains, and that name must resolve back to the
 * address (else anyone controlling their own reverse zone could name themselves crawl-1.googlebot.com).
 * Answers are kept per address for an hour (a failure of the resolver itself for a minute), bounded in
 * count, and concurrent asks for one address share one lookup, so an import of a big log asks once.
 */
import dns from 'node:dns';
import { parseIp } from './ip-ranges';

/** The domains each provider documents for reverse DNS verification. */
export const DNS_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  Google: ['googlebot.com', 'google.com', 'googleusercontent.com'],
  Microsoft: ['search.msn.com'],
  Apple: ['applebot.apple.com'],
};

export const documentsReverseDns = (provider: string) => provider in DNS_DOMAINS;

/** Name resolution as the check needs it; tests stand in their own, never real DNS. */
export interface CrawlerDnsResolver {
  reverse(ip: string): Promise<string[]>;
  /** The addresses of a host name, of the family given. */
  lookup(hostname: string, family: 4 | 6): Promise<string[]>;
}

export function systemDnsResolver(servers?: readonly string[]): CrawlerDnsResolver {
  const resolver = new dns.promises.Resolver({ timeout: 2000, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return {
    reverse: (ip) => resolver.reverse(ip),
    lookup: (hostname, family) => (family === 4 ? resolver.resolve4(hostname) : resolver.resolve6(hostname)),
  };
}

/** `verified` with the name that checked out, `failed` (no such name, or it does not resolve back), `unknown` (the resolver failed). */
export type DnsAnswer = { kind: 'verified'; hostname: string } | { kind: 'failed' } | { kind: 'unknown' };

// Errors that say "there is no such record", as against "the resolver could not answer".
const DEFINITE = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);
const isDefinite = (error: unknown) => DEFINITE.has((error as NodeJS.ErrnoException)?.code ?? '');

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

interface Entry {
  expires: number;
  /** The PTR names that resolve back to the address, or null when the resolver could not answer. */
  names: Promise<string[] | null>;
}

export class ReverseDnsChecker {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly resolver: CrawlerDnsResolver,
    private readonly options: { maxEntries?: number; now?: () => number } = {},
  ) {}

  async check(provider: string, ip: string): Promise<DnsAnswer> {
    const domains = DNS_DOMAINS[provider];
    const address = parseIp(ip);
    if (!domains || !address) return { kind: 'failed' };
    const names = await this.confirmedNames(address.toString(), address.kind() === 'ipv4' ? 4 : 6);
    if (names === null) return { kind: 'unknown' };
    const hostname = names.find((name) =>
      domains.some((domain) => name === domain || name.endsWith(`.${domain}`)),
    );
    return hostname ? { kind: 'verified', hostname } : { kind: 'failed' };
  }

  private confirmedNames(ip: string, family: 4 | 6): Promise<string[] | null> {
    const now = this.options.now?.() ?? Date.now();
    const kept = this.cache.get(ip);
    if (kept && kept.expires > now) return kept.names;
    const names = this.lookUp(ip, family);
    const entry: Entry = { expires: now + HOUR_MS, names };
    this.cache.delete(ip);
    this.cache.set(ip, entry);
    // Oldest first out: a Map iterates in insertion order.
    const max = this.options.maxEntries ?? 10_000;
    while (this.cache.size > max) this.cache.delete(this.cache.keys().next().value!);
    void names.then((result) => {
      if (result === null) entry.expires = now + MINUTE_MS;
    });
    return names;
  }

  private async lookUp(ip: string, family: 4 | 6): Promise<string[] | null> {
    let ptrs: string[];
    try {
      ptrs = await this.resolver.reverse(ip);
    } catch (error) {
      return isDefinite(error) ? [] : null;
    }
    const confirmed: string[] = [];
    let unanswered = false;
    for (const raw of ptrs.slice(0, 5)) {
      const name = raw.toLowerCase().replace(/\.$/, '');
      try {
        const addresses = await this.resolver.lookup(name, family);
        if (addresses.some((a) => parseIp(a)?.toString() === ip)) confirmed.push(name);
      } catch (error) {
        if (!isDefinite(error)) unanswered = true;
      }
    }
    return confirmed.length === 0 && unanswered ? null : confirmed;
  }
}
