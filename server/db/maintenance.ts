/**
 * What autovacuum and the checkpointer do on a Postgres server, done by the job queue on the embedded
 * store. PGlite runs Postgres as a single user, where autovacuum never runs: without this its tables keep
 * no planner statistics (a rollup window filled after the last ANALYZE is planned as empty, and its
 * dashboard read sorts where it would hash) and every updated or deleted row stays on disk (the windows
 * move every day, the job queue and the sign-in counters churn all the time). On Postgres these functions
 * do nothing.
 */
import type { JobKind, JobQueue } from '../core/jobs';
import type { Db, Queryable } from './db';

/** Vacuums and analyzes the whole embedded database; false on Postgres, where autovacuum does it. */
export async function vacuumEmbeddedStore(db: Db): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  await db.exec('vacuum (analyze)');
  return true;
}

/**
 * Vacuums and analyzes some tables of the embedded store; false on Postgres. Besides the statistics
 * (analyzeEmbeddedTables), a vacuum marks the rewritten pages all-visible again: until it does, the
 * dashboards' reads whose keys carry the columns they sum (the rollup windows, "cited, not named") visit
 * every table page they cover instead of reading the index alone, a few times the pages at 1,000,000 answers.
 */
export async function vacuumEmbeddedTables(db: Db, tables: readonly string[]): Promise<boolean> {
  if (db.kind !== 'pglite' || tables.length === 0) return false;
  await db.exec(
    `/* vacuumEmbeddedTables */ vacuum (analyze) ${tables.map((table) => `public.${table}`).join(', ')}`,
  );
  return true;
}

const TABLE_NAME = /^[a-z_]+$/;

/** Vacuums some tables of the embedded store soon, from the job queue (a vacuum cannot run in a transaction). */
export const VACUUM_TABLES: JobKind<{ tables: string[] }> = {
  name: 'vacuum-tables',
  policy: { policy: 'short', retryLimit: 2, retryDelay: 60, retryBackoff: true },
  isPayload: (data): data is { tables: string[] } => {
    const tables = (data as { tables?: unknown } | null)?.tables;
    return (
      Array.isArray(tables) && tables.every((table) => typeof table === 'string' && TABLE_NAME.test(table))
    );
  },
};

/**
 * Queues the vacuum of tables a read just rewrote on the embedded store (a day's move of the rollup windows,
 * a fresh count): one job per set of tables waits at a time. Nothing on Postgres, where autovacuum does it.
 */
export async function queueEmbeddedVacuum(db: Db, jobs: JobQueue, tables: readonly string[]): Promise<void> {
  if (db.kind !== 'pglite' || tables.length === 0) return;
  await jobs.send(VACUUM_TABLES, { tables: [...tables] }, { singletonKey: tables.join(',') });
}

/**
 * Rebuilds the embedded database's indexes, packed; false on Postgres. An index filled one row at a time in
 * key order other than its own (as the demo seed fills them) keeps its pages about two thirds full: about
 * 12 MB of the demo's 51 MB of indexes are empty space.
 */
export async function reindexEmbeddedStore(db: Db): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  await db.exec('reindex database');
  return true;
}

/**
 * PGlite's Postgres never checkpoints by itself (as one session it has no checkpointer, and it ignores
 * max_wal_size): its write-ahead log grows with every write until the store closes, by about 180 MB over the
 * demo's seed. A checkpoint lets the segments before it go (wal_recycle is off, pglite-session.ts).
 */
export const EMBEDDED_WAL_LIMIT_BYTES = 64 * 2 ** 20;

/** Checkpoints the embedded store now; false on Postgres, whose checkpointer does it. */
export async function checkpointEmbeddedStore(db: Db): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  await db.exec('checkpoint');
  return true;
}

/**
 * Checkpoints the embedded store once its write-ahead log holds more than `limitBytes` since the last
 * checkpoint, as Postgres's checkpointer would at max_wal_size; whether it did (never on Postgres).
 */
export async function checkpointEmbeddedStoreBeyond(
  db: Db,
  limitBytes = EMBEDDED_WAL_LIMIT_BYTES,
): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  const [{ written }] = (await db.query<{ written: number }>(
    `/* walSinceCheckpoint */ select (pg_current_wal_insert_lsn() - redo_lsn)::float8 as written
     from pg_control_checkpoint()`,
  )) as [{ written: number }];
  if (written <= limitBytes) return false;
  return checkpointEmbeddedStore(db);
}

/**
 * Refreshes the planner statistics of some tables of the embedded store (ANALYZE samples a bounded
 * number of rows, so this stays quick on large tables), inside the transaction `tx` of `db` when given,
 * so that its later statements are planned for the rows it wrote; false on Postgres. A table may name the
 * columns to read ('answers (user_id, visible)'): the others keep the statistics they had.
 */
export async function analyzeEmbeddedTables(
  db: Db,
  tables: readonly string[],
  tx: Queryable = db,
): Promise<boolean> {
  if (db.kind !== 'pglite' || tables.length === 0) return false;
  await tx.query(
    `/* analyzeEmbeddedTables */ analyze ${tables.map((table) => `public.${table}`).join(', ')}`,
  );
  return true;
}
