/**
 * POST /api/crawler-visits is capped: visits per request (413 with a clear message) and visits per account
 * per minute (429 with Retry-After, counted in the database). `npm run crawlers:import` waits out a 429 and
 * sends the batch again, so a big import still goes in whole.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { importAccessLog } from '../../../tools/cli/import-access-log';
import { startTestServer, type TestServer } from '../../test/harness';
import { signUp } from '../../test/http';
import { startEarlyInAMinute } from '../../test/clock';

const PER_REQUEST = 4;
const PER_MINUTE = 6;

let server: TestServer;
let token: string;
let brandId: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { CRAWLER_VISITS_PER_REQUEST: String(PER_REQUEST), CRAWLER_VISITS_PER_MINUTE: String(PER_MINUTE) },
  });
  ({ token, brandId } = await signUp(server.url, 'shipper'));
  await server.db.query('update public.workspaces set action_center = true where id = $1', [brandId]);
});
afterAll(() => server?.close());

const visits = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ userAgent: 'GPTBot/1.2', path: `/page-${i}`, status: 200 }));

async function post(body: unknown) {
  const res = await fetch(`${server.url}/api/crawler-visits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

async function storedVisits(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'select count(*)::int as n from public.crawler_visits where user_id = $1',
    [brandId],
  );
  return row!.n;
}

/** What a minute passing does to the per-minute counters. */
const forgetRateLimits = () => server.db.query('delete from public.rate_limits');

test('a request over the per-request cap is refused with 413 and a clear message, and stores nothing', async () => {
  await forgetRateLimits();
  const res = await post({ visits: visits(PER_REQUEST + 1) });
  expect(res.status).toBe(413);
  expect(res.body).toEqual({
    status: 'error',
    message: `Send at most ${PER_REQUEST} crawler visits per request; this one had ${PER_REQUEST + 1}. Split them into smaller batches.`,
  });
  expect(await storedVisits()).toBe(0);
});

test('past the per-minute cap the account gets 429 with Retry-After; the refused visits are not stored', async () => {
  await startEarlyInAMinute();
  await forgetRateLimits();
  await server.db.query('delete from public.crawler_visits where user_id = $1', [brandId]);
  expect((await post({ visits: visits(4) })).status).toBe(200);
  const over = await post({ visits: visits(3) });
  expect(over.status).toBe(429);
  expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
  expect(over.body).toEqual({
    status: 'error',
    message: expect.stringMatching(`^This account may send at most ${PER_MINUTE} crawler visits a minute`),
  });
  // What still fits in the minute is taken.
  expect((await post({ visits: visits(2) })).status).toBe(200);
  expect(await storedVisits()).toBe(6);
});

test('the import waits out each 429 and resends, so every visit of a big log is stored', async () => {
  await forgetRateLimits();
  await server.db.query('delete from public.crawler_visits where user_id = $1', [brandId]);
  const lines = Array.from(
    { length: 20 },
    (_, i) =>
      `20.171.207.1 - - [21/Nov/2026:13:55:36 +0000] "GET /post-${i} HTTP/1.1" 200 512 "-" "GPTBot/1.2"`,
  ).join('\n');
  const waits: number[] = [];
  const result = await importAccessLog(Readable.from([lines]), {
    url: server.url,
    token,
    batchSize: PER_REQUEST + 2,
    wait: async (seconds) => {
      waits.push(seconds);
      await forgetRateLimits();
    },
  });
  expect(result).toEqual({ lines: 20, unparsed: 0, crawlerLines: 20, accepted: 20 });
  expect(await storedVisits()).toBe(20);
  expect(waits.length).toBeGreaterThan(0);
  expect(waits.every((seconds) => seconds >= 1 && seconds <= 60)).toBe(true);
});
