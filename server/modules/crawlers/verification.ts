/**
 * Whether a visit's claimed crawler is who it says (issue 63). A user agent is a claim anyone can make;
 * each visit is checked, on every path in, by the strongest check that applies:
 *
 *   1. Web Bot Auth (live ingest only): a signature of a known agent that holds → VERIFIED; one that does
 *      not (tampered, expired, unknown key) from the claimed provider's agent → SPOOFED.
 *   2. The edge's own verified-bot verdict (Cloudflare Logpush): verified → VERIFIED (EDGE).
 *   3. The provider's published IP ranges: inside → VERIFIED (IP_RANGE).
 *   4. Reverse-then-forward DNS where the provider documents it: → VERIFIED or SPOOFED (REVERSE_DNS).
 *   5. Outside every fresh list of the provider → SPOOFED (IP_RANGE). A stale list never accuses.
 *   6. Otherwise UNVERIFIABLE (no address, no list, the resolver could not answer).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Resolver } from '../../lib/guarded-request';
import { IpRangeIndex, loadIpRangeLists, RANGES_FOLDER, type IpRangeList } from './ip-ranges';
import {
  documentsReverseDns,
  ReverseDnsChecker,
  systemDnsResolver,
  type CrawlerDnsResolver,
} from './reverse-dns';
import shippedAgents from './signature-agents.json';
import {
  guardedDirectoryFetcher,
  WebBotAuthVerifier,
  type DirectoryFetcher,
  type SignedRequest,
} from './web-bot-auth';

export type Verification = 'verified' | 'spoofed' | 'unverifiable';
export type VerificationMethod = 'ip_range' | 'reverse_dns' | 'web_bot_auth' | 'edge';

export interface VerificationResult {
  verification: Verification;
  /** The check that decided; null when none could. */
  method: VerificationMethod | null;
}

export interface VisitClaim {
  provider: string;
  crawler: string;
  ip: string | null;
  visitedAt: Date;
  /** The edge's verdict when it gives one (Cloudflare's verified-bot fields). */
  edgeVerified?: boolean | null;
  /** The signed request as the edge forwarded it, checked with Web Bot Auth. */
  signed?: SignedRequest | null;
}

/** An operator's own agents (and the tests') beside the shipped ones: `{ "agents": [{ origin, provider }] }`. */
export const AGENTS_FILE = 'crawler-signature-agents.json';

export function loadSignatureAgents(dataDir: string | null): Map<string, string> {
  const agents = new Map<string, string>();
  const add = (doc: unknown) => {
    const list = (doc as { agents?: unknown } | null)?.agents;
    if (!Array.isArray(list)) return;
    for (const a of list as { origin?: unknown; provider?: unknown }[]) {
      if (typeof a?.origin !== 'string' || typeof a.provider !== 'string') continue;
      try {
        agents.set(new URL(a.origin).origin, a.provider);
      } catch {
        // Not a URL: skipped.
      }
    }
  };
  add(shippedAgents);
  const file = dataDir ? path.join(dataDir, AGENTS_FILE) : null;
  if (file && fs.existsSync(file)) {
    try {
      add(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      // A broken file leaves the shipped agents.
    }
  }
  return agents;
}

export interface VerifierSources {
  /** The range lists, read again when they may have been refreshed. */
  lists: () => readonly IpRangeList[];
  agents: () => ReadonlyMap<string, string>;
  /** Null turns reverse DNS off. */
  dns: CrawlerDnsResolver | null;
  fetchDirectory: DirectoryFetcher;
  now?: () => Date;
}

const UNVERIFIABLE: VerificationResult = { verification: 'unverifiable', method: null };

export class CrawlerVerifier {
  private readonly dns: ReverseDnsChecker | null;
  private readonly webBotAuth: WebBotAuthVerifier;
  private index: { lists: readonly IpRangeList[]; index: IpRangeIndex } | null = null;

  constructor(private readonly sources: VerifierSources) {
    const now = sources.now ?? (() => new Date());
    this.dns = sources.dns ? new ReverseDnsChecker(sources.dns, { now: () => now().getTime() }) : null;
    this.webBotAuth = new WebBotAuthVerifier(sources.fetchDirectory, sources.agents, () => now().getTime());
  }

  private ranges(): IpRangeIndex {
    const lists = this.sources.lists();
    if (this.index?.lists !== lists) this.index = { lists, index: new IpRangeIndex(lists, this.sources.now) };
    return this.index.index;
  }

  async verify(claim: VisitClaim): Promise<VerificationResult> {
    if (claim.signed) {
      const answer = await this.webBotAuth.verify(claim.signed, claim.visitedAt);
      if (answer.kind === 'verified' && answer.provider === claim.provider)
        return { verification: 'verified', method: 'web_bot_auth' };
      if (answer.kind === 'invalid' && answer.agent && this.agentProvider(answer.agent) === claim.provider)
        return { verification: 'spoofed', method: 'web_bot_auth' };
    }
    if (claim.edgeVerified === true) return { verification: 'verified', method: 'edge' };
    if (!claim.ip) return UNVERIFIABLE;
    const range = this.ranges().check(claim.provider, claim.crawler, claim.ip);
    if (range.kind === 'in') return { verification: 'verified', method: 'ip_range' };
    if (this.dns && documentsReverseDns(claim.provider)) {
      const answer = await this.dns.check(claim.provider, claim.ip);
      if (answer.kind === 'verified') return { verification: 'verified', method: 'reverse_dns' };
      if (answer.kind === 'failed') return { verification: 'spoofed', method: 'reverse_dns' };
    }
    if (range.kind === 'out' && !range.stale) return { verification: 'spoofed', method: 'ip_range' };
    return UNVERIFIABLE;
  }

  /** Checks many claims, a few at a time (DNS lookups wait on the network). */
  async verifyAll(claims: readonly VisitClaim[], concurrency = 16): Promise<VerificationResult[]> {
    const results: VerificationResult[] = new Array(claims.length);
    let next = 0;
    const worker = async () => {
      while (next < claims.length) {
        const i = next++;
        results[i] = await this.verify(claims[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claims.length) }, worker));
    return results;
  }

  private agentProvider(agent: string): string | undefined {
    try {
      return this.sources.agents().get(new URL(agent).origin);
    } catch {
      return undefined;
    }
  }
}

/** How long the data files are kept before they are read again (a refresh lands without a restart). */
const RELOAD_MS = 5 * 60_000;

function reloading<T>(load: () => T): () => T {
  let kept: { value: T; at: number } | null = null;
  return () => {
    if (!kept || Date.now() - kept.at > RELOAD_MS) kept = { value: load(), at: Date.now() };
    return kept.value;
  };
}

export const rangesDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, RANGES_FOLDER);

const verifiers = new WeakMap<Config, CrawlerVerifier>();
const listReaders = new WeakMap<Config, () => readonly IpRangeList[]>();

/** The range lists a server reads: the shipped files, overridden by the refreshed ones under DATA_DIR. */
export function ipRangeListsFor(config: Config): readonly IpRangeList[] {
  let read = listReaders.get(config);
  if (!read) {
    read = reloading(() => loadIpRangeLists(rangesDir(config)));
    listReaders.set(config, read);
  }
  return read();
}

/** The process's verifier for a configuration (one per server, so its DNS and key caches are shared). */
export function crawlerVerifierFor(deps: { config: Config; resolveHost?: Resolver }): CrawlerVerifier {
  let verifier = verifiers.get(deps.config);
  if (!verifier) {
    const { config } = deps;
    verifier = new CrawlerVerifier({
      lists: () => ipRangeListsFor(config),
      agents: reloading(() => loadSignatureAgents(config.dataDir)),
      dns: config.CRAWLER_REVERSE_DNS ? systemDnsResolver(config.CRAWLER_DNS_SERVERS) : null,
      fetchDirectory: guardedDirectoryFetcher({
        allowLoopback: config.WEB_BOT_AUTH_ALLOW_LOOPBACK,
        resolve: deps.resolveHost,
      }),
    });
    verifiers.set(config, verifier);
  }
  return verifier;
}
