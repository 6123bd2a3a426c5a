/**
 * A per-process read cache for dashboard queries, keyed per account. Entries expire after a TTL and a
 * collection run invalidates the account's entries (locally and, through NOTIFY, in other processes).
 * Losing it is always safe: it only holds what the rollups already say.
 */
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

export const DATA_CHANGED_CHANNEL = 'sightline_data_changed';
