/**
 * The account-wide rebuild (re-analysis, re-classification) and the collection's incremental path count
 * the same: on the demo seed, collected answer by answer, rebuilding every rollup changes no row.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { rebuildAccountRollups } from './rollups.store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
}, 120_000);
afterAll(() => server?.close());

const TABLES = ['topic_daily', 'prompt_daily', 'competitor_daily', 'source_daily', 'source_totals'] as const;

async function snapshot(userId: string) {
  const rows: Record<string, string[]> = {};
  for (const table of TABLES) {
    const found = await server.db.query<Record<string, unknown>>(
      `select * from public.${table} where user_id = $1`,
      [userId],
    );
    rows[table] = found.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return rows;
}

test('rebuilding the demo account’s rollups from its answers reproduces every row', async () => {
  const [demo] = await server.db.query<{ id: string }>(
    `select id from public.profiles where email = 'demo@example.com'`,
  );
  const userId = demo!.id;
  const before = await snapshot(userId);
  expect(before.topic_daily!.length).toBeGreaterThan(100);
  expect(before.source_totals!.length).toBeGreaterThan(10);
  await server.db.transaction((tx) => rebuildAccountRollups(tx, userId));
  expect(await snapshot(userId)).toEqual(before);
});
