/**
 * The embedded store on its own thread (openPgliteThread, as the server opens it): the same Db contract
 * as on the calling thread — statements, transactions that commit or roll back, refusals as
 * DatabaseError, notifications — and the event loop keeps turning while a long statement runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DatabaseError, type Db } from './db';
import { openPgliteThread, type PgliteDb } from './pglite';

let dir: string;
let db: PgliteDb;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-pglite-thread-'));
  db = await openPgliteThread(path.join(dir, 'pglite'));
  await db.exec('create table items (id int primary key, label text not null)');
});

afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const labels = async (store: Db) =>
  (await store.query<{ label: string }>('select label from items order by id')).map((row) => row.label);

test('statements return rows with the same types as on the calling thread', async () => {
  const [row] = await db.query<{ day: string; n: number; big: number; list: string[] }>(
    `select date '2026-11-24' as day, $1::int as n, 9007199254740::bigint as big, $2::text[] as list`,
    [7, ['a', 'b']],
  );
  expect(row).toEqual({ day: '2026-11-24', n: 7, big: 9007199254740, list: ['a', 'b'] });
});

test('json and jsonb columns arrive parsed, inside a transaction too; text that looks like JSON stays text', async () => {
  const statement = `select json_build_object('a', $1::int, 'b', json_build_array('x', null)) as doc,
     '[1, 2]'::jsonb as list, '{"not": "parsed"}'::text as label, null::json as nothing`;
  const expected = { doc: { a: 3, b: ['x', null] }, list: [1, 2], label: '{"not": "parsed"}', nothing: null };
  expect(await db.query(statement, [3])).toEqual([expected]);
  expect(await db.transaction((tx) => tx.query(statement, [3]))).toEqual([expected]);
});

test('a transaction commits as a whole, and a throw inside it rolls every statement back', async () => {
  const value = await db.transaction(async (tx) => {
    await tx.query('insert into items values (1, $1)', ['kept']);
    await tx.query('insert into items values (2, $1)', ['kept too']);
    return 'done';
  });
  expect(value).toBe('done');

  const failure = await db
    .transaction(async (tx) => {
      await tx.query('insert into items values (3, $1)', ['lost']);
      throw new Error('changed my mind');
    })
    .catch((error: unknown) => error);
  expect(failure).toMatchObject({ message: 'changed my mind' });
  expect(await labels(db)).toEqual(['kept', 'kept too']);
});

test('a refused statement is a DatabaseError with its name and code, and its transaction leaves nothing', async () => {
  const failure = await db
    .transaction(async (tx) => {
      await tx.query('insert into items values (4, $1)', ['half']);
      await tx.query('/* insertItem */ insert into items values (1, $1)', ['secret-value']);
    })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(DatabaseError);
  expect(failure).toMatchObject({ statement: 'insertItem', code: '23505', constraint: 'items_pkey' });
  expect(String(failure)).not.toContain('secret-value');
  expect(await labels(db)).toEqual(['kept', 'kept too']);
});

test('a statement sent while a transaction is open waits for it and then sees what it committed', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query('insert into items values (5, $1)', ['from the transaction']);
    await held;
  });
  const outside = labels(db);
  let outsideDone = false;
  void outside.then(() => (outsideDone = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(outsideDone).toBe(false);
  release();
  await transaction;
  expect(await outside).toContain('from the transaction');
});

// Slow: a statement long on purpose, timed against the event loop. Guards the database thread.
test(
  'the event loop keeps turning while a long statement runs on the database thread',
  { tags: ['slow'] },
  async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      const started = performance.now();
      await db.query('select sum(i) from generate_series(1, 3000000) as i');
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThan(20);
      // On the calling thread the statement would hold the loop: no tick could run until it returned.
      expect(ticks).toBeGreaterThan(5);
    } finally {
      clearInterval(timer);
    }
  },
);

test('notifications reach a listener until it unsubscribes', async () => {
  const received: string[] = [];
  const unsubscribe = await db.listen('thread_test', (payload) => received.push(payload));
  await db.query(`select pg_notify('thread_test', 'first')`);
  await expect.poll(() => received).toEqual(['first']);
  await unsubscribe();
  await db.query(`select pg_notify('thread_test', 'second')`);
  await db.query('select 1');
  expect(received).toEqual(['first']);
});

test('the job queue’s handle runs scripts of several statements and returns the last result', async () => {
  const results = await db.raw.exec('select 1 as one; select 2 as two');
  expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  expect((await db.raw.query('select $1::int as n', [3])).rows).toEqual([{ n: 3 }]);
});

// Slow: waits out a closed store's refusal in real time. Guards against a hang.
test('once closed, the store says so instead of hanging', { tags: ['slow'] }, async () => {
  const other = await openPgliteThread(undefined);
  await other.close();
  await expect(other.query('select 1')).rejects.toThrow(/embedded database thread stopped/);
});
