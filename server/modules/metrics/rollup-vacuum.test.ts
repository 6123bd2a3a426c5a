/**
 * On the embedded store, where autovacuum never runs, the rollup windows a dashboard read moves to a new
 * day are vacuumed soon after by the job queue: until then the overview's reads, whose keys carry the
 * columns they sum, visit the table's rewritten pages instead of reading the index alone.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, testDbKind, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';
import { DEMO_ACCOUNT } from '../../db/seed/accounts';
import { VACUUM_TABLES } from '../../db/maintenance';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { WORKER_IN_PROCESS: 'true' } });
}, 120_000);
afterAll(() => server?.close());

/** Table pages a read of the account's 30-day citation window visits besides its index (0 once vacuumed). */
async function heapFetches(brandId: string): Promise<number> {
  const plan = await server.db.transaction(async (tx) => {
    // The plan is pinned to the index-only scan the overview's read uses on a large store.
    await tx.query('set local enable_seqscan = off');
    await tx.query('set local enable_bitmapscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off)
       select url_id, sum(mentions) from public.source_window
       where user_id = $1 and topic_id in (select id from public.topics where user_id = $1) and span = 30
       group by url_id`,
      [brandId],
    );
  });
  const lines = plan.map((row) => row['QUERY PLAN']);
  const fetches = lines.map((line) => /Heap Fetches: (\d+)/.exec(line)?.[1]).find(Boolean);
  if (fetches === undefined) throw new Error(`no index-only scan in:\n${lines.join('\n')}`);
  return Number(fetches);
}

test.runIf(testDbKind === 'pglite')(
  'the windows a read moved to today are vacuumed soon, and read from the index alone again',
  async () => {
    const token = await signIn(server.url, DEMO_ACCOUNT.email);
    const [{ id: brandId }] = (await server.db.query<{ id: string }>(
      `select id from public.profiles where email = $1`,
      [DEMO_ACCOUNT.email],
    )) as [{ id: string }];
    // The windows last ended yesterday: the next dashboard read moves them.
    await server.db.query(`update public.rollup_window_state set as_of = $2 where user_id = $1`, [
      brandId,
      addDays(todayUtc(), -1),
    ]);
    const { body } = await graphql<{ overview: { impressionsTotal: number } }>(
      server.url,
      '{ overview { impressionsTotal } }',
      {},
      token,
    );
    expect(body.errors).toBeUndefined();
    const [state] = await server.db.query<{ asOf: string }>(
      `select to_char(as_of, 'YYYY-MM-DD') as "asOf" from public.rollup_window_state where user_id = $1`,
      [brandId],
    );
    expect(state!.asOf).toBe(todayUtc());

    const deadline = Date.now() + 30_000;
    let fetches = await heapFetches(brandId);
    while (fetches > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      fetches = await heapFetches(brandId);
    }
    expect(fetches).toBe(0);
  },
  60_000,
);

test('the vacuum job names tables, nothing else', () => {
  expect(VACUUM_TABLES.isPayload({ tables: ['source_window', 'topic_window'] })).toBe(true);
  expect(VACUUM_TABLES.isPayload({ tables: ['source_window; drop table answers'] })).toBe(false);
  expect(VACUUM_TABLES.isPayload({ tables: 'source_window' })).toBe(false);
  expect(VACUUM_TABLES.isPayload(null)).toBe(false);
});
