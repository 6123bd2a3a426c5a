/**
 * Caching and invalidation: the one policy, for every cache in the server.
 *
 * 1. Per request (RequestMemo, made by buildContext): a read asked for twice while one request is
 *    answered is loaded once, whatever the TTL (the eight Metrics fields share one summary load). It dies
 *    with the request. A change notice made during the request clears it, so a mutation's payload reads
 *    what the mutation wrote.
 * 2. Per process and account (ReadCache, one per process on AppDeps): what services read through
 *    cachedRead(), and whole response bodies: REST bodies in server/rest/handler.ts and GraphQL query
 *    results in server/graphql/response-cache.ts, both keyed by responseCacheKey(). Entries live at most
 *    CACHE_TTL_SECONDS; 0 turns this level off (never the per-request one). Only clean results are kept
 *    (an error is never cached). Anything that depends on the date carries today's UTC day in its key,
 *    so windows move at midnight.
 * 3. Invalidation is per account and only through the change notice (announceDataChanged in
 *    server/db/data-changed.ts): every write of an account's data calls it; it drops the account's
 *    ReadCache entries in this process and NOTIFYs the others, whose listener (startSightline) drops
 *    theirs. A GraphQL mutation also drops its account's entries when it finishes, for writes that
 *    change nothing the services cache. Losing any cache is always safe: it only holds what the
 *    database says.
 */
import type { Day } from './dates';

export class ReadCache {
  private readonly entries = new Map<string, Map<string, { expires: number; value: Promise<unknown> }>>();

  constructor(private readonly ttlMs: number) {}

  async get<T>(accountId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    let account = this.entries.get(accountId);
    if (!account) {
      account = new Map();
      this.entries.set(accountId, account);
    }
    const hit = account.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    account.set(key, { expires: now + this.ttlMs, value });
    // A failed load must not be served from the cache.
    value.catch(() => {
      if (account.get(key)?.value === value) account.delete(key);
    });
    return value;
  }

  /**
   * A cached value if there is a fresh one, and a setter for the caller to fill it. The setter writes into
   * the account's entries as they were at lookup, so a value computed before an invalidate() is dropped.
   */
  lookup<T>(accountId: string, key: string): { hit: Promise<T> | undefined; put: (value: T) => void } {
    let account = this.entries.get(accountId);
    if (!account) {
      account = new Map();
      this.entries.set(accountId, account);
    }
    const entry = account.get(key);
    const hit =
      this.ttlMs > 0 && entry && entry.expires > Date.now() ? (entry.value as Promise<T>) : undefined;
    const target = account;
    return {
      hit,
      put: (value) => {
        if (this.ttlMs > 0)
          target.set(key, { expires: Date.now() + this.ttlMs, value: Promise.resolve(value) });
      },
    };
  }

  invalidate(accountId: string): void {
    this.entries.delete(accountId);
  }

  clear(): void {
    this.entries.clear();
  }
}

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
  userId: string;
  cache: ReadCache;
  memo: RequestMemo;
}

/** The one way services read through the caches: the request's memo first, then the account's ReadCache. */
export function cachedRead<T>(scope: CacheScope, key: string, load: () => Promise<T>): Promise<T> {
  return scope.memo.get(key, () => scope.cache.get(scope.userId, key, load));
}

/** The ReadCache key of a whole response: the transport, today's day (windows move) and the request. */
export function responseCacheKey(transport: 'rest' | 'graphql', today: Day, request: unknown): string {
  return `${transport}:${today}:${JSON.stringify(request)}`;
}
