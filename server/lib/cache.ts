/**
 * Caching and invalidation: the one policy, for every cache in the server.
 *
 * 1. Per request (RequestMemo, made by buildContext): a read asked for twice while one request is
 *    answered is loaded once, whatever the TTL (the eight Metrics fields share one summary load). It dies
 *    with the request. A change notice made during the request clears it, so a mutation's payload reads
 *    what the mutation wrote.
 * 2. Per process and account (ReadCache, one per process on AppDeps): what services read through
 *    cachedRead(), and whole response bodies: REST bodies in server/rest/handler.ts and GraphQL query
 *    results in server/graphql/response-cache.ts, both keyed by responseCacheKey(), a digest of the request. Entries live at
 *    most CACHE_TTL_SECONDS; 0 turns this level off (never the per-request one). It is bounded in
 *    (estimated) bytes, keys and values both, in total (CACHE_MAX_MB) and per account
 *    (CACHE_MAX_MB_PER_ACCOUNT), least recently used first. Only clean results are kept (an error is never
 *    cached). Anything that depends on the date carries today's UTC day in its key, so windows move at
 *    midnight.
 * 3. Invalidation is per account and only through the change notice (announceDataChanged in
 *    server/db/data-changed.ts): every write of an account's data calls it; it drops the account's
 *    ReadCache entries in this process and NOTIFYs the others, whose listener (startSightline) drops
 *    theirs. A GraphQL mutation also drops its account's entries when it finishes, for writes that
 *    change nothing the services cache. Losing any cache is always safe: it only holds what the
 *    database says.
 * 4. Memberships (which brand a request acts on, and the role there: the workspaces module's
 *    MembershipCache) live up to MEMBERSHIP_CACHE_TTL_SECONDS, kept when the read cache is off (a cold
 *    read still knows who is asking), and are dropped by the same notices, which reach
 *    them through ReadCache.alsoInvalidate. They decide who may open what, so they are also bypassed
 *    while the process's LISTEN link is not known to be healthy (Db.noticeLink): a notice sent then may
 *    never arrive.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Day } from './dates';

export interface ReadCacheLimits {
  ttlMs: number;
  /** What all accounts' entries may take together, in bytes (estimated). */
  maxBytes: number;
  /** What one account's entries may take: its own oldest entries go first, never another account's. */
  maxBytesPerAccount: number;
}

interface Entry {
  accountId: string;
  key: string;
  value: Promise<unknown>;
  /** Estimated bytes of its keys and value; a load still running counts its value as one until it is known. */
  size: number;
}

/** Bytes a cached value takes, roughly: its JSON text in UTF-16. Never less than one. */
export function estimatedSize(value: unknown): number {
  if (typeof value === 'string') return Math.max(1, value.length * 2);
  try {
    return Math.max(1, (JSON.stringify(value)?.length ?? 1) * 2);
  } catch {
    return Number.MAX_SAFE_INTEGER;
  }
}

/**
 * Bytes an entry's keys hold (UTF-16): the key in the account's LRU and the full key in the one over every
 * account. A key can be far longer than its value, so it counts towards the bounds too.
 */
const keyBytes = (accountId: string, key: string) => (key.length + fullKey(accountId, key).length) * 2;

/**
 * Level 2 above. Each account has its own LRU bounded in bytes, and one LRU over every entry bounds the
 * total: an entry evicted from either leaves both. A flood of distinct queries from one account only
 * pushes out that account's older entries; many accounts together push out the least recently used.
 */
export class ReadCache {
  private readonly accounts = new Map<string, LRUCache<string, Entry>>();
  private readonly all: LRUCache<string, Entry>;
  private readonly dependents: IdKeyedCache[] = [];

  constructor(private readonly limits: ReadCacheLimits) {
    this.all = new LRUCache<string, Entry>({
      maxSize: limits.maxBytes,
      sizeCalculation: (entry) => entry.size,
      dispose: (entry, _fullKey, reason) => {
        if (reason === 'evict' || reason === 'expire') this.accounts.get(entry.accountId)?.delete(entry.key);
      },
    });
  }

  private get enabled(): boolean {
    return this.limits.ttlMs > 0;
  }

  /** Bytes held in total (estimated). */
  get totalBytes(): number {
    return this.all.calculatedSize;
  }

  /** Bytes held for one account (estimated). */
  accountBytes(accountId: string): number {
    return this.accounts.get(accountId)?.calculatedSize ?? 0;
  }

  private account(accountId: string): LRUCache<string, Entry> {
    let account = this.accounts.get(accountId);
    if (!account) {
      account = new LRUCache<string, Entry>({
        maxSize: this.limits.maxBytesPerAccount,
        sizeCalculation: (entry) => entry.size,
        ttl: this.limits.ttlMs,
        dispose: (entry, key, reason) => {
          if (reason === 'evict' || reason === 'expire') this.all.delete(fullKey(accountId, key));
        },
      });
      this.accounts.set(accountId, account);
    }
    return account;
  }

  private store(account: LRUCache<string, Entry>, entry: Entry): void {
    account.set(entry.key, entry);
    // An entry too big for the account's share is not kept at all (and replaces nothing).
    if (account.peek(entry.key) === entry) this.all.set(fullKey(entry.accountId, entry.key), entry);
    else this.all.delete(fullKey(entry.accountId, entry.key));
  }

  async get<T>(accountId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const account = this.account(accountId);
    const hit = account.get(key);
    if (hit) {
      this.all.get(fullKey(accountId, key));
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry: Entry = { accountId, key, value, size: keyBytes(accountId, key) + 1 };
    this.store(account, entry);
    value.then(
      (loaded) => {
        // Re-stored with its real size, unless it was dropped (invalidated, evicted) meanwhile.
        if (account.peek(key) !== entry) return;
        this.store(account, { ...entry, size: keyBytes(accountId, key) + estimatedSize(loaded) });
      },
      // A failed load must not be served from the cache.
      () => {
        if (account.peek(key) === entry) {
          account.delete(key);
          this.all.delete(fullKey(accountId, key));
        }
      },
    );
    return value;
  }

  /**
   * A cached value if there is a fresh one, and a setter for the caller to fill it. The setter writes into
   * the account's entries as they were at lookup, so a value computed before an invalidate() is dropped.
   */
  lookup<T>(accountId: string, key: string): { hit: Promise<T> | undefined; put: (value: T) => void } {
    if (!this.enabled) return { hit: undefined, put: () => undefined };
    const account = this.account(accountId);
    const hit = account.get(key);
    if (hit) this.all.get(fullKey(accountId, key));
    return {
      hit: hit?.value as Promise<T> | undefined,
      put: (value) => {
        if (this.accounts.get(accountId) !== account) return;
        const size = keyBytes(accountId, key) + estimatedSize(value);
        this.store(account, { accountId, key, value: Promise.resolve(value), size });
      },
    };
  }

  /**
   * Makes `dependent` drop what it holds under an id whenever this cache does, and everything when this one
   * is cleared: every change notice, made here or heard from another process, reaches this cache, so a
   * cache of this process that is kept by the same notices (the memberships) needs no path of its own.
   */
  alsoInvalidate(dependent: IdKeyedCache): void {
    this.dependents.push(dependent);
  }

  invalidate(accountId: string): void {
    for (const dependent of this.dependents) dependent.invalidate(accountId);
    const account = this.accounts.get(accountId);
    if (!account) return;
    this.accounts.delete(accountId);
    for (const key of account.keys()) this.all.delete(fullKey(accountId, key));
  }

  clear(): void {
    for (const dependent of this.dependents) dependent.clear();
    this.accounts.clear();
    this.all.clear();
  }
}

/** A per-process cache whose entries a brand's or a person's id names (see ReadCache.alsoInvalidate). */
export interface IdKeyedCache {
  invalidate(id: string): void;
  clear(): void;
}

const fullKey = (accountId: string, key: string) => `${accountId}\u0000${key}`;

/** Loads shared by the fields of one request (level 1 above); a failed load is not kept. */
export class RequestMemo {
  private readonly loads = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.loads.get(key);
    if (hit) return hit as Promise<T>;
    const value = load();
    this.loads.set(key, value);
    value.catch(() => {
      if (this.loads.get(key) === value) this.loads.delete(key);
    });
    return value;
  }

  clear(): void {
    this.loads.clear();
  }
}

/** What a service needs to read through the caches: the account, its process cache, the request memo. */
export interface CacheScope {
  brandId: string;
  cache: ReadCache;
  memo: RequestMemo;
}

/** The one way services read through the caches: the request's memo first, then the account's ReadCache. */
export function cachedRead<T>(scope: CacheScope, key: string, load: () => Promise<T>): Promise<T> {
  return scope.memo.get(key, () => scope.cache.get(scope.brandId, key, load));
}

/**
 * The ReadCache key of a whole response: the transport, today's day (windows move) and a digest of the
 * request, so a key is as short for a long request as for a short one.
 */
export function responseCacheKey(transport: 'rest' | 'graphql', today: Day, request: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(request)).digest('base64url');
  return `${transport}:${today}:${digest}`;
}
