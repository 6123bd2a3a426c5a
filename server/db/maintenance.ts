/**
 * What autovacuum does on a Postgres server, done by the job queue on the embedded store. PGlite runs
 * Postgres as a single user, where autovacuum never runs: without this its tables keep no planner
 * statistics (a rollup window filled after the last ANALYZE is planned as empty, and its dashboard read
 * sorts where it would hash) and every updated or deleted row stays on disk (the windows move every day,
 * the job queue and the sign-in counters churn all the time). On Postgres both functions do nothing.
 */
import type { Db, Queryable } from './db';

/** Vacuums and analyzes the whole embedded database; false on Postgres, where autovacuum does it. */
export async function vacuumEmbeddedStore(db: Db): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  await db.exec('vacuum (analyze)');
  return true;
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

/**
 * Runs `load` as a bulk load on the embedded store: foreign-key checks (and other triggers) off and more
 * memory for its sorts and hashes, for writes whose references hold by construction (the demo seed, which
 * inserts rows joined to the ones they reference, before the server serves anyone). PGlite is one
 * session, so the settings hold for every statement until they are reset; on Postgres `load` runs as is.
 */
export async function bulkLoading<T>(db: Db, load: () => Promise<T>): Promise<T> {
  if (db.kind !== 'pglite') return load();
  await db.exec(`set session_replication_role = replica; set work_mem = '32MB'`);
  try {
    return await load();
  } finally {
    await db.exec('reset session_replication_role; reset work_mem');
  }
}
