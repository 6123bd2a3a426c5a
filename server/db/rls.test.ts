/**
 * Supabase mode's row-level security follows workspace membership: under a role that RLS applies to, with
 * the JWT claims PostgREST sets, a member reads the brands of their workspaces and nothing else, and only
 * OWNER, ADMIN and EDITOR may change a brand's rows.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from './db';
import { createTestDb } from '../test/harness';
import { insertBrandScope, insertPersonalWorkspace } from '../modules/workspaces';

let db: Db;
let drop: () => Promise<void>;
const OWNER = '8a000000-0000-4000-8000-000000000001';
const VIEWER = '8b000000-0000-4000-8000-000000000001';
const STRANGER = '8c000000-0000-4000-8000-000000000001';
let secondBrand: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
  for (const [id, name] of [
    [OWNER, 'owner'],
    [VIEWER, 'viewer'],
    [STRANGER, 'stranger'],
  ] as const) {
    await db.query('insert into profiles (id, username) values ($1, $2)', [id, name]);
    await insertPersonalWorkspace(db, id, name, true);
    await db.query('insert into brands (user_id, name) values ($1, $2)', [id, `${name} brand`]);
  }
  secondBrand = await insertBrandScope(db, OWNER);
  await db.query(`insert into brands (user_id, name) values ($1, 'owner second brand')`, [secondBrand]);
  await db.query(`insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`, [
    OWNER,
    VIEWER,
  ]);
  await db.query(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'sightline_rls_probe') then
        create role sightline_rls_probe nologin;
      end if;
    end $$`);
  await db.query('grant usage on schema public to sightline_rls_probe');
  await db.query(
    'grant select, insert, update, delete on all tables in schema public to sightline_rls_probe',
  );
});
afterAll(() => drop());

/** Runs `sql` as the probe role with `person`'s JWT claims, in a transaction that is rolled back. */
async function asPerson<T>(person: string, sql: string): Promise<T[] | Error> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: person })]);
      await tx.query('set local role sightline_rls_probe');
      const rows = await tx.query<T>(sql);
      throw Object.assign(new Error('rollback'), { rows });
    });
  } catch (error) {
    const rows = (error as { rows?: T[] }).rows;
    return rows ?? (error as Error);
  }
}

const brandNames = async (person: string) =>
  (
    (await asPerson<{ name: string }>(person, 'select name from brands order by name')) as { name: string }[]
  ).map((row) => row.name);

test('a member reads the brands of their workspaces only', async () => {
  expect(await brandNames(OWNER)).toEqual(['owner brand', 'owner second brand']);
  expect(await brandNames(VIEWER)).toEqual(['owner brand', 'owner second brand', 'viewer brand']);
  expect(await brandNames(STRANGER)).toEqual(['stranger brand']);
});

test('a VIEWER cannot change a brand’s rows; its OWNER can; a stranger sees nothing to change', async () => {
  const update = `update brands set name = name || '!' where user_id = '${OWNER}' returning name`;
  expect(await asPerson(OWNER, update)).toEqual([{ name: 'owner brand!' }]);
  expect(await asPerson(VIEWER, update)).toEqual([]);
  expect(await asPerson(STRANGER, update)).toEqual([]);
  const insert = `insert into topics (user_id, name, slug) values ('${OWNER}', 'Sneaky', 'sneaky') returning id`;
  expect(await asPerson(VIEWER, insert)).toBeInstanceOf(Error);
  expect(await asPerson(OWNER, insert)).toHaveLength(1);
});

test('logged changes (0085) follow the same rule: members read, a VIEWER may not log one', async () => {
  await db.query(`insert into logged_changes (user_id, title, day) values ($1, 'Published', '2026-11-01')`, [
    OWNER,
  ]);
  const titles = `select title from logged_changes`;
  expect(await asPerson(VIEWER, titles)).toEqual([{ title: 'Published' }]);
  expect(await asPerson(STRANGER, titles)).toEqual([]);
  const insert = `insert into logged_changes (user_id, title, day) values ('${OWNER}', 'Sneaky', '2026-11-02') returning id`;
  expect(await asPerson(VIEWER, insert)).toBeInstanceOf(Error);
  expect(await asPerson(OWNER, insert)).toHaveLength(1);
});
