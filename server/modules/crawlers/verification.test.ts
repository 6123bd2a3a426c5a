/**
 * The verifier's checks with stubbed sources: reverse-then-forward DNS through a stub resolver (never real
 * DNS) and its cache, and stale lists that confirm but never accuse.
 */
import { expect, test } from 'vitest';
import type { IpRangeList } from './ip-ranges';
import type { CrawlerDnsResolver } from './reverse-dns';
import { CrawlerVerifier, type VisitClaim } from './verification';

const fail = (code: string) => Object.assign(new Error(code), { code });

/** A zone of PTR and A/AAAA records; counts every question asked. */
function stubResolver(ptr: Record<string, string[] | Error>, forward: Record<string, string[]>) {
  const asked: string[] = [];
  const resolver: CrawlerDnsResolver = {
    reverse: async (ip) => {
      asked.push(`PTR ${ip}`);
      const answer = ptr[ip];
      if (answer instanceof Error) throw answer;
      if (!answer) throw fail('ENOTFOUND');
      return answer;
    },
    lookup: async (hostname, family) => {
      asked.push(`A${family === 6 ? 'AAAA' : ''} ${hostname}`);
      const answer = forward[hostname];
      if (!answer) throw fail('ENOTFOUND');
      return answer;
    },
  };
  return { resolver, asked };
}

const verifier = (resolver: CrawlerDnsResolver | null, lists: IpRangeList[] = [], now = new Date()) =>
  new CrawlerVerifier({
    lists: () => lists,
    agents: () => new Map(),
    dns: resolver,
    fetchDirectory: async () => {
      throw new Error('no directory in these tests');
    },
    now: () => now,
  });

const googlebot = (ip: string): VisitClaim => ({
  provider: 'Google',
  crawler: 'Googlebot',
  ip,
  visitedAt: new Date(),
});

test('a Googlebot whose PTR name is under googlebot.com and resolves back is verified by reverse DNS', async () => {
  const { resolver, asked } = stubResolver(
    {
      '192.0.2.10': ['crawl-192-0-2-10.googlebot.com.'],
      '192.0.2.66': ['crawl-192-0-2-66.googlebot.example'],
      '192.0.2.77': ['crawl-192-0-2-77.googlebot.com'],
      '192.0.2.99': fail('ETIMEOUT'),
      '2001:db8::10': ['rate-limited-proxy-2001-db8--10.google.com'],
    },
    {
      'crawl-192-0-2-10.googlebot.com': ['192.0.2.10'],
      'crawl-192-0-2-66.googlebot.example': ['192.0.2.66'],
      // Someone's own reverse zone names them Google, but Google's forward zone does not agree.
      'crawl-192-0-2-77.googlebot.com': ['192.0.2.1'],
      'rate-limited-proxy-2001-db8--10.google.com': ['2001:db8::10'],
    },
  );
  const v = verifier(resolver);
  expect(await v.verify(googlebot('192.0.2.10'))).toEqual({
    verification: 'verified',
    method: 'reverse_dns',
  });
  expect(await v.verify(googlebot('2001:db8::10'))).toEqual({
    verification: 'verified',
    method: 'reverse_dns',
  });
  // A name outside Google's domains, one that does not resolve back, no PTR at all: spoofed.
  expect(await v.verify(googlebot('192.0.2.66'))).toEqual({ verification: 'spoofed', method: 'reverse_dns' });
  expect(await v.verify(googlebot('192.0.2.77'))).toEqual({ verification: 'spoofed', method: 'reverse_dns' });
  expect(await v.verify(googlebot('192.0.2.55'))).toEqual({ verification: 'spoofed', method: 'reverse_dns' });
  // The resolver could not answer: it says nothing against the visit.
  expect(await v.verify(googlebot('192.0.2.99'))).toEqual({ verification: 'unverifiable', method: null });

  // Answers are kept: asking again asks the resolver nothing.
  const before = asked.length;
  await Promise.all([v.verify(googlebot('192.0.2.10')), v.verify(googlebot('192.0.2.66'))]);
  expect(asked.length).toBe(before);
  // Bingbot and Applebot have their own domains: a googlebot.com name does not verify them.
  expect(await v.verify({ ...googlebot('192.0.2.10'), provider: 'Microsoft', crawler: 'bingbot' })).toEqual({
    verification: 'spoofed',
    method: 'reverse_dns',
  });
});

test('providers that document no DNS check, and a verifier with DNS off, never ask the resolver', async () => {
  const { resolver, asked } = stubResolver({}, {});
  const claim: VisitClaim = {
    provider: 'OpenAI',
    crawler: 'GPTBot',
    ip: '192.0.2.10',
    visitedAt: new Date(),
  };
  expect(await verifier(resolver).verify(claim)).toEqual({ verification: 'unverifiable', method: null });
  expect(await verifier(null).verify(googlebot('192.0.2.10'))).toEqual({
    verification: 'unverifiable',
    method: null,
  });
  expect(asked).toEqual([]);
});

test('a stale list confirms an address in it but does not call one outside it spoofed', async () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const list = (refreshedAt: string | null): IpRangeList => ({
    name: 'openai-gptbot',
    provider: 'OpenAI',
    crawlers: ['GPTBot'],
    source: 'https://openai.com/gptbot.json',
    refreshedAt,
    publishedAt: null,
    prefixes: ['203.0.113.0/24'],
  });
  const claim = (ip: string): VisitClaim => ({ provider: 'OpenAI', crawler: 'GPTBot', ip, visitedAt: now });
  const stale = verifier(null, [list('2026-10-01T00:00:00Z')], now);
  expect(await stale.verify(claim('203.0.113.5'))).toEqual({ verification: 'verified', method: 'ip_range' });
  expect(await stale.verify(claim('::ffff:203.0.113.5'))).toEqual({
    verification: 'verified',
    method: 'ip_range',
  });
  expect(await stale.verify(claim('198.51.100.1'))).toEqual({ verification: 'unverifiable', method: null });
  const fresh = verifier(null, [list('2026-11-01T00:00:00Z')], now);
  expect(await fresh.verify(claim('198.51.100.1'))).toEqual({ verification: 'spoofed', method: 'ip_range' });
  expect(await fresh.verify(claim('not-an-address'))).toEqual({
    verification: 'spoofed',
    method: 'ip_range',
  });
});
