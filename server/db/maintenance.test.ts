import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDb, testDbKind } from '../test/harness';
import type { Db } from './db';
import { analyzeEmbeddedTables, checkpointEmbeddedStoreBeyond, vacuumEmbeddedStore } from './maintenance';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
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

/** Where the last checkpoint's redo starts: it moves when the store checkpoints. */
const redoStart = async () =>
  (await db.query<{ redo: string }>('select redo_lsn::text as redo from pg_control_checkpoint()'))[0]!.redo;

test.runIf(testDbKind === 'pglite')(
  'the embedded store checkpoints once its write-ahead log passes the limit, as a checkpointer would',
  async () => {
    const before = await redoStart();
    // PGlite never checkpoints by itself, whatever it has written.
    await db.query(
      `insert into public.rate_limits (key, count) select 'w' || i, i from generate_series(1, 20000) as i`,
    );
    expect(await redoStart()).toBe(before);
    expect(await checkpointEmbeddedStoreBeyond(db, 64 * 2 ** 20)).toBe(false);
    expect(await redoStart()).toBe(before);

    expect(await checkpointEmbeddedStoreBeyond(db, 2 ** 20)).toBe(true);
    const after = await redoStart();
    expect(after).not.toBe(before);
    expect(await checkpointEmbeddedStoreBeyond(db, 2 ** 20)).toBe(false);
    expect(await redoStart()).toBe(after);
  },
);

test.runIf(testDbKind === 'postgres')('on a Postgres server autovacuum does it: nothing is run', async () => {
  expect(await analyzeEmbeddedTables(db, ['rate_limits'])).toBe(false);
  expect(await vacuumEmbeddedStore(db)).toBe(false);
  expect(await checkpointEmbeddedStoreBeyond(db, 0)).toBe(false);
});
