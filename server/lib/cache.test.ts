/** The process cache is bounded in bytes: in total, and per account so one account cannot push out others. */
import { expect, test } from 'vitest';
import { estimatedSize, ReadCache } from './cache';

const KB = 1024;
const MB = 1024 * KB;
const body = (index: number, size: number) =>
  `{"data":${JSON.stringify(String(index).padEnd(size / 2 - 20))}}`;

test('many distinct large entries from many accounts never exceed the total bound', () => {
  const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 4 * MB, maxBytesPerAccount: 1 * MB });
  for (let index = 0; index < 800; index++) {
    const account = `account-${index % 40}`;
    cache.lookup<string>(account, `query ${index}`).put(body(index, 100 * KB));
    expect(cache.totalBytes).toBeLessThanOrEqual(4 * MB);
    expect(cache.accountBytes(account)).toBeLessThanOrEqual(1 * MB);
  }
  // Still a working cache: the most recent entry is served.
  expect(cache.lookup('account-39', 'query 799').hit).toBeDefined();
});

test("one account's flood only evicts its own older entries, never another account's", async () => {
  const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 4 * MB, maxBytesPerAccount: 1 * MB });
  for (let index = 0; index < 3; index++) cache.lookup('owner', `query ${index}`).put(body(index, 100 * KB));
  for (let index = 0; index < 200; index++)
    cache.lookup('flooder', `query ${index}`).put(body(index, 100 * KB));

  expect(cache.accountBytes('flooder')).toBeLessThanOrEqual(1 * MB);
  expect(cache.lookup('flooder', 'query 0').hit).toBeUndefined();
  expect(cache.lookup('flooder', 'query 199').hit).toBeDefined();
  for (let index = 0; index < 3; index++)
    expect(await cache.lookup('owner', `query ${index}`).hit).toBe(body(index, 100 * KB));
});

test('reads loaded through get() count with the size of what they loaded', async () => {
  const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 2 * MB, maxBytesPerAccount: 1 * MB });
  const rows = Array.from({ length: 2000 }, (_, index) => ({ id: index, name: 'x'.repeat(100) }));
  for (let index = 0; index < 20; index++) await cache.get('account', `rows ${index}`, async () => rows);
  expect(estimatedSize(rows)).toBeGreaterThan(200 * KB);
  expect(cache.accountBytes('account')).toBeLessThanOrEqual(1 * MB);
  expect(cache.accountBytes('account')).toBeGreaterThan(estimatedSize(rows));
  let loads = 0;
  await cache.get('account', 'rows 19', async () => {
    loads++;
    return rows;
  });
  expect(loads).toBe(0);
});

test('an entry bigger than an account share is not kept; invalidation frees the bytes', () => {
  const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 4 * MB, maxBytesPerAccount: 1 * MB });
  cache.lookup('account', 'huge').put(body(0, 2 * MB));
  expect(cache.lookup('account', 'huge').hit).toBeUndefined();
  expect(cache.totalBytes).toBe(0);
  cache.lookup('account', 'small').put(body(1, 10 * KB));
  expect(cache.totalBytes).toBeGreaterThan(0);
  cache.invalidate('account');
  expect(cache.totalBytes).toBe(0);
  expect(cache.lookup('account', 'small').hit).toBeUndefined();
});

test("keys count towards the bounds: entries with long keys and tiny values stay within an account's share", async () => {
  const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 4 * MB, maxBytesPerAccount: 1 * MB });
  const longKey = (index: number) => `request ${index} `.padEnd(100 * KB, 'x');
  const value = '{"data":{"health":"ok"}}';
  for (let index = 0; index < 100; index++) cache.lookup('account', longKey(index)).put(value);
  await cache.get('account', longKey(100), async () => value);

  // What the cache really holds: each kept entry's key twice (its account's LRU and the one over every
  // account) and its value, in UTF-16 bytes as the estimates count.
  const kept = Array.from({ length: 101 }, (_, index) => longKey(index)).filter(
    (key) => cache.lookup('account', key).hit,
  );
  const held = kept.reduce((bytes, key) => bytes + (2 * key.length + value.length) * 2, 0);
  expect(kept).toContain(longKey(100));
  expect(held).toBeLessThanOrEqual(1 * MB);
  expect(cache.accountBytes('account')).toBeGreaterThanOrEqual(held);
});
