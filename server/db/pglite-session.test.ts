/**
 * Statements on the embedded store as the stores send them (PgliteSession behind openPglite): each is
 * parsed once and run by name afterwards, so these check what that must not change — the rows and
 * their types, statements sent together inside a transaction, a table that changes shape after a
 * statement on it was kept, and a transaction whose statement failed.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DatabaseError, REUSABLE_PLAN } from './db';
import { openPglite, type PgliteDb } from './pglite';

let db: PgliteDb;

beforeAll(async () => {
  db = await openPglite(undefined);
  await db.exec(`create table accounts (id uuid primary key, name text not null, tags text[] not null default '{}');
    create table events (account_id uuid not null, day date not null, n int not null)`);
});
afterAll(() => db?.close());

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

test('a kept statement returns the same rows and types on every call, whatever its parameters', async () => {
  await db.query('insert into accounts (id, name, tags) values ($1, $2, $3), ($4, $5, $6)', [
    A,
    'Acme',
    ['b2b', 'it\'s "quoted"'],
    B,
    'Bolt',
    [],
  ]);
  const byIds = (ids: string[]) =>
    db.query<{ id: string; name: string; tags: string[] }>(
      'select id, name, tags from accounts where id = any($1::uuid[]) order by name',
      [ids],
    );
  expect(await byIds([A])).toEqual([{ id: A, name: 'Acme', tags: ['b2b', 'it\'s "quoted"'] }]);
  expect(await byIds([A, B])).toEqual([
    { id: A, name: 'Acme', tags: ['b2b', 'it\'s "quoted"'] },
    { id: B, name: 'Bolt', tags: [] },
  ]);
  const [json] = await db.query<{ names: { name: string }[] }>(
    'select json_agg(x) as names from jsonb_to_recordset($1::jsonb) as x(name text)',
    [JSON.stringify([{ name: 'one' }, { name: 'two' }])],
  );
  expect(json!.names).toEqual([{ name: 'one' }, { name: 'two' }]);
});

test('statements sent together inside a transaction each get their own rows', async () => {
  const [names, counts] = await db.transaction((tx) =>
    Promise.all([
      tx.query<{ name: string }>('select name from accounts order by name'),
      tx.query<{ accounts: number; today: string }>(
        `select count(*)::int as accounts, date '2026-11-24' as today from accounts`,
      ),
    ]),
  );
  expect(names).toEqual([{ name: 'Acme' }, { name: 'Bolt' }]);
  expect(counts).toEqual([{ accounts: 2, today: '2026-11-24' }]);
});

test('a table that changes shape after a statement on it was kept is read in its new shape', async () => {
  const all = () => db.query('select * from events order by day');
  await db.query('insert into events values ($1, $2, $3)', [A, '2026-11-01', 3]);
  expect(await all()).toEqual([{ account_id: A, day: '2026-11-01', n: 3 }]);
  await db.exec(`alter table events add column note text not null default 'none'`);
  expect(await all()).toEqual([{ account_id: A, day: '2026-11-01', n: 3, note: 'none' }]);
});

test('a transaction whose statement failed is rolled back even if the caller went on to commit', async () => {
  const failure = await db
    .transaction(async (tx) => {
      await tx.query('insert into events values ($1, $2, $3)', [B, '2026-11-02', 1]);
      await tx
        .query('/* insertAccount */ insert into accounts (id, name) values ($1, $2)', [A, 'again'])
        .catch((error: unknown) => expect(error).toBeInstanceOf(DatabaseError));
      return 'went on';
    })
    .catch((error: unknown) => error);
  expect(failure).toMatchObject({ code: '25P02' });
  expect(await db.query('select account_id from events where account_id = $1', [B])).toEqual([]);
});

test('a statement marked REUSABLE_PLAN runs on one kept plan, every other is planned for its values, also after a rollback', async () => {
  const mode = async (reusable: boolean) => {
    const [row] = await db.query<{ mode: string }>(
      `/* planMode */ ${reusable ? REUSABLE_PLAN : ''} select current_setting('plan_cache_mode') as mode`,
    );
    return row!.mode;
  };
  for (const reusable of [true, true, false, true, false, false])
    expect(await mode(reusable)).toBe(reusable ? 'force_generic_plan' : 'force_custom_plan');

  // Inside a transaction that rolls back, the mode the marked statement set is undone with it.
  expect(await mode(false)).toBe('force_custom_plan');
  await db
    .transaction(async (tx) => {
      await tx.query(`/* planMode */ ${REUSABLE_PLAN} select 1`);
      throw new Error('undo');
    })
    .catch(() => undefined);
  expect(await mode(true)).toBe('force_generic_plan');
  expect(await mode(false)).toBe('force_custom_plan');
});
