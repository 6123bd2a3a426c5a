/**
 * The IP ranges AI-crawler operators publish, kept as data files (`ip-ranges/*.json`): each names its
 * provider, the crawler tokens it covers, the URL it is published at, when it was last fetched
 * (`refreshedAt`, null when never) and the operator's own date (`publishedAt`). The shipped files are empty
 * until `npm run crawlers:refresh` fetches them on a connected machine; it writes them to
 * `DATA_DIR/crawler-ip-ranges/`, which overrides the shipped file of the same name. A list never refreshed
 * or older than STALE_AFTER_DAYS is stale: the product says so, and a stale list may confirm a visit but
 * never call it spoofed (the operator may have added ranges since).
 */
import fs from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import apple from './ip-ranges/apple.json';
import bing from './ip-ranges/bing.json';
import googleCommon from './ip-ranges/google-common-crawlers.json';
import googleSpecial from './ip-ranges/google-special-crawlers.json';
import googleUser from './ip-ranges/google-user-triggered-fetchers.json';
import openaiChatgptUser from './ip-ranges/openai-chatgpt-user.json';
import openaiGptbot from './ip-ranges/openai-gptbot.json';
import openaiSearchbot from './ip-ranges/openai-searchbot.json';
import perplexityBot from './ip-ranges/perplexity-bot.json';
import perplexityUser from './ip-ranges/perplexity-user.json';

export const STALE_AFTER_DAYS = 30;
/** Where refreshed lists live, under DATA_DIR. */
export const RANGES_FOLDER = 'crawler-ip-ranges';

export interface IpRangeFile {
  provider: string;
  crawlers: string[];
  source: string;
  refreshedAt: string | null;
  publishedAt: string | null;
  prefixes: string[];
}

export interface IpRangeList extends IpRangeFile {
  /** The file's name without `.json`. */
  name: string;
}

const SHIPPED: Record<string, IpRangeFile> = {
  apple,
  bing,
  'google-common-crawlers': googleCommon,
  'google-special-crawlers': googleSpecial,
  'google-user-triggered-fetchers': googleUser,
  'openai-chatgpt-user': openaiChatgptUser,
  'openai-gptbot': openaiGptbot,
  'openai-searchbot': openaiSearchbot,
  'perplexity-bot': perplexityBot,
  'perplexity-user': perplexityUser,
};

export const shippedIpRangeLists = (): IpRangeList[] =>
  Object.entries(SHIPPED).map(([name, file]) => ({ name, ...file }));

function isRangeFile(value: unknown): value is IpRangeFile {
  const v = value as Partial<IpRangeFile> | null;
  return (
    !!v &&
    typeof v.provider === 'string' &&
    Array.isArray(v.crawlers) &&
    v.crawlers.every((c) => typeof c === 'string') &&
    typeof v.source === 'string' &&
    (v.refreshedAt === null || typeof v.refreshedAt === 'string') &&
    (v.publishedAt === null || typeof v.publishedAt === 'string') &&
    Array.isArray(v.prefixes) &&
    v.prefixes.every((p) => typeof p === 'string' && isCidr(p))
  );
}

const isCidr = (value: string) => {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The shipped lists, each replaced by the refreshed file of the same name in `dir` when there is one that
 * reads; a refreshed file of another name is added (an operator's own list).
 */
export function loadIpRangeLists(dir: string | null): IpRangeList[] {
  const lists = new Map(shippedIpRangeLists().map((list) => [list.name, list]));
  if (dir && fs.existsSync(dir)) {
    for (const entry of fs.readdirSync(dir)) {
      if (!entry.endsWith('.json')) continue;
      try {
        const file: unknown = JSON.parse(fs.readFileSync(path.join(dir, entry), 'utf8'));
        if (isRangeFile(file)) lists.set(entry.slice(0, -5), { name: entry.slice(0, -5), ...file });
      } catch {
        // A half-written or hand-broken file leaves the shipped list in place.
      }
    }
  }
  return [...lists.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function isStale(list: Pick<IpRangeFile, 'refreshedAt'>, now: Date): boolean {
  if (!list.refreshedAt) return true;
  const age = now.getTime() - Date.parse(list.refreshedAt);
  return !(age <= STALE_AFTER_DAYS * 86_400_000);
}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d, as dual-stack servers log it) is matched as IPv4. */
export function parseIp(value: string): Parsed | null {
  const text = value.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return null;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed;
}

export type RangeAnswer =
  /** No list (or only empty ones) covers the crawler: the ranges cannot tell. */
  | { kind: 'no-list' }
  | { kind: 'in'; list: string }
  /** Outside every list covering it; `stale` when one of them is. */
  | { kind: 'out'; stale: boolean };

interface CompiledList {
  list: IpRangeList;
  cidrs: [Parsed, number][];
}

/** The lists compiled once for matching many visits. */
export class IpRangeIndex {
  private readonly compiled: CompiledList[];

  constructor(
    readonly lists: readonly IpRangeList[],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.compiled = lists.map((list) => ({
      list,
      cidrs: list.prefixes.map((p) => ipaddr.parseCIDR(p) as [Parsed, number]),
    }));
  }

  /**
   * Whether the address is in the provider's published ranges for this crawler: the lists that name the
   * crawler token, or, when none names it, every list of the provider. A crawler whose own list is empty
   * (never refreshed) is not judged by its siblings' lists.
   */
  check(provider: string, crawler: string, ip: string): RangeAnswer {
    const ofProvider = this.compiled.filter((c) => c.list.provider === provider);
    const naming = ofProvider.filter((c) => c.list.crawlers.includes(crawler));
    const relevant = (naming.length > 0 ? naming : ofProvider).filter((c) => c.cidrs.length > 0);
    if (relevant.length === 0) return { kind: 'no-list' };
    const stale = () => relevant.some((c) => isStale(c.list, this.now()));
    const address = parseIp(ip);
    if (!address) return { kind: 'out', stale: stale() };
    for (const { list, cidrs } of relevant)
      for (const cidr of cidrs)
        if (address.kind() === cidr[0].kind() && address.match(cidr)) return { kind: 'in', list: list.name };
    return { kind: 'out', stale: stale() };
  }
}

/**
 * The prefixes of a list in the shape the operators publish (Google, Bing, OpenAI, Perplexity and Apple
 * alike): `{ "creationTime": "…", "prefixes": [{ "ipv4Prefix": "…" } | { "ipv6Prefix": "…" }] }`.
 * Anything else is refused in words, so a changed format never empties a list silently.
 */
export function parsePublishedRanges(body: unknown): { publishedAt: string | null; prefixes: string[] } {
  const doc = body as { creationTime?: unknown; prefixes?: unknown } | null;
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.prefixes))
    throw new Error('not a published range list (no "prefixes" array)');
  const prefixes: string[] = [];
  for (const entry of doc.prefixes as unknown[]) {
    const e = entry as { ipv4Prefix?: unknown; ipv6Prefix?: unknown } | null;
    const prefix = e?.ipv4Prefix ?? e?.ipv6Prefix;
    if (typeof prefix !== 'string' || !isCidr(prefix))
      throw new Error(`not a range: ${JSON.stringify(entry).slice(0, 80)}`);
    prefixes.push(prefix);
  }
  if (prefixes.length === 0) throw new Error('the list has no ranges');
  const created = typeof doc.creationTime === 'string' ? Date.parse(doc.creationTime) : NaN;
  return {
    publishedAt: Number.isNaN(created) ? null : new Date(created).toISOString(),
    prefixes: [...new Set(prefixes)],
  };
}

export interface RefreshOutcome {
  name: string;
  source: string;
  ok: boolean;
  prefixes?: number;
  error?: string;
}

/**
 * Fetches every list from its source and writes the refreshed file into `dir` (atomically: a rename). A
 * list that fails keeps its previous file and is reported. `fetchUrl` maps a source URL to the one asked
 * (tests point it at a loopback stub).
 */
export async function refreshIpRangeLists(options: {
  dir: string;
  fetchImpl?: typeof fetch;
  now?: Date;
  fetchUrl?: (source: string) => string;
}): Promise<RefreshOutcome[]> {
  const send = options.fetchImpl ?? fetch;
  const now = options.now ?? new Date();
  fs.mkdirSync(options.dir, { recursive: true });
  const outcomes: RefreshOutcome[] = [];
  for (const list of loadIpRangeLists(options.dir)) {
    try {
      const res = await send(options.fetchUrl ? options.fetchUrl(list.source) : list.source, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const { publishedAt, prefixes } = parsePublishedRanges(await res.json());
      const { name, ...file } = list;
      const next: IpRangeFile = { ...file, refreshedAt: now.toISOString(), publishedAt, prefixes };
      const target = path.join(options.dir, `${name}.json`);
      fs.writeFileSync(`${target}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
      fs.renameSync(`${target}.tmp`, target);
      outcomes.push({ name, source: list.source, ok: true, prefixes: prefixes.length });
    } catch (error) {
      outcomes.push({
        name: list.name,
        source: list.source,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcomes;
}
