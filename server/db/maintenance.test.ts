import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDb, testDbKind } from '../test/harness';
import type { Db } from './db';
import { analyzeEmbeddedTables, vacuumEmbeddedStore } from './maintenance';
import { migrate } from './migrate';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await migrate(db);
});
afterAll(() => drop());

/** Columns of the table the planner holds statistics on. */
const statisticsOf = async (table: string) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = $1`,
      [table],
    )
  )[0]!.n;

/** The row count the planner believes, as VACUUM and ANALYZE record it (-1: never counted). */
const believedRows = async (table: string) =>
  (
    await db.query<{ n: number }>(`select reltuples::int as n from pg_class where oid = $1::regclass`, [
      `public.${table}`,
    ])
  )[0]!.n;

test.runIf(testDbKind === 'pglite')(
  'the embedded store gets the statistics autovacuum would keep',
  async () => {
    await db.query(
      `insert into public.rate_limits (key, count) select 'k' || i, i from generate_series(1, 500) as i`,
    );
    expect(await statisticsOf('rate_limits')).toBe(0);

    expect(await analyzeEmbeddedTables(db, ['rate_limits'])).toBe(true);
    expect(await statisticsOf('rate_limits')).toBeGreaterThan(0);
    expect(await believedRows('rate_limits')).toBe(500);

    await db.query(`delete from public.rate_limits where count > 100`);
    expect(await vacuumEmbeddedStore(db)).toBe(true);
    expect(await believedRows('rate_limits')).toBe(100);
  },
);

test.runIf(testDbKind === 'postgres')('on a Postgres server autovacuum does it: nothing is run', async () => {
  expect(await analyzeEmbeddedTables(db, ['rate_limits'])).toBe(false);
  expect(await vacuumEmbeddedStore(db)).toBe(false);
});
