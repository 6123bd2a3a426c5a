import fs from 'node:fs';
import path from 'node:path';
import { fromRepoRoot } from '../code-location';
import { allowLongStatements, type Db, type Queryable } from './db';

const migrationsDir = fromRepoRoot('server/db/migrations');

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/**
 * Applies every migration not yet recorded, each in its own transaction under an advisory lock, so a
 * server and a worker starting together on one Postgres never apply the same file twice. When none is
 * pending (every start but the first after an upgrade), that is two reads.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  const pending = new Set(await pendingMigrations(db, migrations));
  if (pending.size === 0) return [];
  await db.exec(`create table if not exists public.schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations.filter(({ version }) => pending.has(version))) {
    const done = await db.transaction(async (tx) => {
      // A migration may rewrite or index a table of millions of rows, and another process's waits for it.
      await allowLongStatements(tx);
      await tx.query(`select pg_advisory_xact_lock(hashtext('sightline_migrations'))`);
      const existing = await tx.query('select 1 from public.schema_migrations where version = $1', [
        migration.version,
      ]);
      if (existing.length > 0) return false;
      await runScript(tx, migration.sql);
      await tx.query('insert into public.schema_migrations (version) values ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Applied migrations for a log line: "38 migrations (0001_core … 0077_confirmed_readings)". */
export function describeMigrations(versions: readonly string[]): string {
  const count = `${versions.length} ${versions.length === 1 ? 'migration' : 'migrations'}`;
  const range = versions.length === 1 ? versions[0] : `${versions[0]} … ${versions[versions.length - 1]}`;
  return `${count} (${range})`;
}

/** The migrations this database has not applied yet (all of them before the first start). */
export async function pendingMigrations(db: Db, migrations = loadMigrations()): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  return migrations.map((migration) => migration.version).filter((version) => !applied.has(version));
}

/** The migrations this database has applied, in order (none before the first start). */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const [{ present }] = (await db.query<{ present: boolean }>(
    `/* schemaMigrationsPresent */ select to_regclass('public.schema_migrations') is not null as present`,
  )) as [{ present: boolean }];
  if (!present) return [];
  const rows = await db.query<{ version: string }>(
    '/* appliedMigrations */ select version from public.schema_migrations order by version',
  );
  return rows.map((row) => row.version);
}

/**
 * Runs a multi-statement script inside the caller's transaction. Statements are split on semicolons at
 * the end of a line, outside dollar-quoted bodies; migrations are written with that convention.
 */
async function runScript(tx: { query(sql: string): Promise<unknown> }, script: string) {
  for (const statement of splitStatements(script)) await tx.query(statement);
}

export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollarBody = false;
  for (const line of script.split('\n')) {
    const trimmed = line.trim();
    if (!inDollarBody && (trimmed.startsWith('--') || trimmed === '')) continue;
    current += line + '\n';
    const dollarQuotes = line.match(/\$\$/g)?.length ?? 0;
    if (dollarQuotes % 2 === 1) inDollarBody = !inDollarBody;
    if (!inDollarBody && trimmed.endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
