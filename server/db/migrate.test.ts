import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDb } from '../test/harness';
import type { Db } from './db';
import { loadMigrations, migrate, splitStatements } from './migrate';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

test('applies every migration once, records it, and is a no-op the second time', async () => {
  const versions = loadMigrations().map((migration) => migration.version);
  expect(await migrate(db)).toEqual(versions);
  expect(await migrate(db)).toEqual([]);
  const recorded = await db.query<{ version: string }>(
    'select version from schema_migrations order by version',
  );
  expect(recorded.map((row) => row.version)).toEqual(versions);
});

test('a failing migration rolls back entirely and is not recorded', async () => {
  const broken = [
    { version: '9999_broken', sql: 'create table half_done (id int);\nselect no_such_function();\n' },
  ];
  await expect(migrate(db, broken)).rejects.toThrow();
  expect(await db.query(`select to_regclass('public.half_done') as t`)).toEqual([{ t: null }]);
  expect(await db.query(`select 1 from schema_migrations where version = '9999_broken'`)).toEqual([]);
});

test('every table in public has row-level security on', async () => {
  const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
    `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'schema_migrations'`,
  );
  expect(tables.length).toBeGreaterThan(10);
  expect(tables.filter((table) => !table.relrowsecurity).map((table) => table.relname)).toEqual([]);
});

test('statements split at line-ending semicolons, never inside $$ bodies', () => {
  const script = `-- comment\ncreate table a (x int);\ncreate function f() returns int language sql as $$\n  select 1;\n$$;\n\nselect 2;`;
  expect(splitStatements(script)).toEqual([
    'create table a (x int);',
    'create function f() returns int language sql as $$\n  select 1;\n$$;',
    'select 2;',
  ]);
});

test('competitor logos stored as third-party URLs are dropped; the competitors stay', async () => {
  const { db: fresh, drop: dropFresh } = await createTestDb();
  try {
    const all = loadMigrations();
    await migrate(
      fresh,
      all.filter((m) => m.version < '0012'),
    );
    const userId = '11111111-0000-4000-8000-000000000001';
    await fresh.query(
      `insert into profiles (id, username, email) values ($1, 'logos', 'logos@example.com')`,
      [userId],
    );
    await fresh.query(
      `insert into competitors (user_id, name, logo_url) values
         ($1, 'Kong', 'https://logo.clearbit.com/konghq.com'), ($1, 'Postman', '//cdn.example.com/p.png'),
         ($1, 'Apigee', null)`,
      [userId],
    );
    await migrate(fresh, all);
    expect(
      await fresh.query<{ name: string; logo: string | null }>(
        'select name, logo_url as logo from competitors order by name',
      ),
    ).toEqual([
      { name: 'Apigee', logo: null },
      { name: 'Kong', logo: null },
      { name: 'Postman', logo: null },
    ]);
  } finally {
    await dropFresh();
  }
});
