import pg from 'pg';
import { PgListener } from './listener';
import {
  DatabaseUnavailableError,
  statementName,
  toDatabaseError,
  type Db,
  type Queryable,
  type SqlParam,
} from './db';

pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Statements on the pool or on one client; `onUnreachable` hears of a statement that lost its link. */
function wrap(client: pg.Pool | pg.PoolClient, onUnreachable?: (error: Error) => void): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      try {
        const result = await client.query(sql, params as unknown[]);
        return result.rows as Row[];
      } catch (error) {
        const mapped = toDatabaseError(error, statementName(sql));
        if (mapped instanceof DatabaseUnavailableError) onUnreachable?.(error as Error);
        throw mapped;
      }
    },
  };
}

/** The node-postgres Db with its pool (for the job queue). */
export interface PostgresDb extends Db {
  readonly kind: 'postgres';
  readonly raw: pg.Pool;
}

/** Connects to a Postgres server (or Supabase's database) through a node-postgres pool. */
export async function openPostgres(connectionString: string, maxConnections = 10): Promise<PostgresDb> {
  // A database that does not answer is reported as unreachable after a while instead of holding requests.
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: 5_000 });
  // A connection that dies (a restart, a failover, an administrator's termination, a network cut) emits
  // 'error' on its client, and an 'error' that nothing hears ends the process. pg-pool listens only while a
  // client is idle, and pool.query() while it runs a statement; every client also keeps this listener for
  // its whole life, the last guard for whatever else holds one. The pool drops a dead client (idle, or
  // released after a failure) and the next statement opens a new one.
  pool.on('connect', (client) => {
    let lost = false;
    client.on('error', (error) => {
      if (!lost) console.warn(`Postgres connection lost: ${error.message}`);
      lost = true;
    });
  });
  pool.on('error', () => {}); // an idle client's error, logged by its own listener above
  const plain = wrap(pool);
  await pool.query('select 1');
  // LISTEN needs a connection that stays; a pool slot would be lost with the link and never LISTEN again.
  const listener = new PgListener(connectionString);
  return {
    kind: 'postgres',
    query: plain.query,
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw toDatabaseError(error, 'begin');
      });
      // A link lost while the transaction holds the client: its statements reject as unreachable (the
      // request answers 503, a job is retried), and release() below discards the client.
      let broken: Error | undefined;
      const onBroken = (error: Error) => (broken ??= error);
      client.on('error', onBroken);
      const tx = wrap(client, onBroken);
      try {
        await tx.query('/* begin */ begin');
        const result = await fn(tx);
        await tx.query('/* commit */ commit');
        return result;
      } catch (error) {
        if (!broken) await client.query('rollback').catch(onBroken);
        throw error;
      } finally {
        client.release(broken);
        client.off('error', onBroken);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, onPayload, onResubscribed) =>
      listener.subscribe({ channel, onPayload, onResubscribed }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    raw: pool,
  };
}
