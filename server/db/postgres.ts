import pg from 'pg';
import { PgListener } from './listener';
import { statementName, toDatabaseError, type Db, type Queryable, type SqlParam } from './db';

pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      try {
        const result = await client.query(sql, params as unknown[]);
        return result.rows as Row[];
      } catch (error) {
        throw toDatabaseError(error, statementName(sql));
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
  // An idle connection that the server closes (restart, failover, admin termination) must not crash the
  // process: the pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`Postgres connection lost: ${error.message}`));
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
      const tx = wrap(client);
      let broken: Error | undefined;
      try {
        await tx.query('/* begin */ begin');
        const result = await fn(tx);
        await tx.query('/* commit */ commit');
        return result;
      } catch (error) {
        // A connection that failed is discarded below, not handed back to the pool.
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
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
