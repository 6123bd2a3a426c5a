import pg from 'pg';
import { parseEnv, type Config } from '../config';
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

/**
 * Statements on the pool or on one client. `queryTimeoutMs` overrides the client's own read timeout;
 * `onUnreachable` hears of a statement whose link failed or did not answer in time.
 */
function wrap(
  client: pg.Pool | pg.PoolClient,
  options: { queryTimeoutMs?: () => number; onUnreachable?: (error: Error) => void } = {},
): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      try {
        // node-postgres reads a statement's own query_timeout; its types do not declare it.
        const statement: pg.QueryConfig & { query_timeout?: number } = {
          text: sql,
          values: params as unknown[],
          query_timeout: options.queryTimeoutMs?.(),
        };
        const result = await client.query(statement);
        return result.rows as Row[];
      } catch (error) {
        const mapped = toDatabaseError(error, statementName(sql));
        if (mapped instanceof DatabaseUnavailableError) options.onUnreachable?.(error as Error);
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

/** How long statements may run (DATABASE_STATEMENT_TIMEOUT_SECONDS, DATABASE_LONG_STATEMENT_TIMEOUT_SECONDS). */
export interface PostgresTimeouts {
  statementSeconds: number;
  /** After allowLongStatements, for the rest of a transaction (rollup rebuilds, migrations). */
  longStatementSeconds: number;
}

export function postgresTimeouts(
  config: Pick<Config, 'DATABASE_STATEMENT_TIMEOUT_SECONDS' | 'DATABASE_LONG_STATEMENT_TIMEOUT_SECONDS'>,
): PostgresTimeouts {
  return {
    statementSeconds: config.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    longStatementSeconds: config.DATABASE_LONG_STATEMENT_TIMEOUT_SECONDS,
  };
}

/**
 * How much longer than a statement may run the client waits for its answer. The server stops the statement
 * at its timeout and the connection stays usable; a link that does not answer even then is dead (a failover
 * left it behind, a partition swallows it): the statement fails as unreachable and the client is destroyed.
 */
const QUERY_TIMEOUT_GRACE_MS = 5_000;

/** Connects to a Postgres server (or Supabase's database) through a node-postgres pool. */
export async function openPostgres(
  connectionString: string,
  maxConnections = 10,
  timeouts: PostgresTimeouts = postgresTimeouts(parseEnv({})),
): Promise<PostgresDb> {
  const statementTimeoutMs = timeouts.statementSeconds * 1000;
  const longStatementTimeoutMs = timeouts.longStatementSeconds * 1000;
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    // A database that does not answer is reported as unreachable after a while instead of holding requests.
    connectionTimeoutMillis: 5_000,
    query_timeout: statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS,
    // The operating system probes a connection that has been quiet this long, and closes it when the other
    // host has gone (a failover), instead of leaving it open for hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 10_000,
    // A connection that dies (a restart, a failover, an administrator's termination, a network cut) emits
    // 'error' on its client, and an 'error' that nothing hears ends the process. pg-pool listens only while
    // a client is idle, and pool.query() while it runs a statement; every client also keeps this listener
    // for its whole life, the last guard for whatever else holds one. The pool drops a dead client (idle,
    // or released after a failure) and the next statement opens a new one.
    async onConnect(client) {
      let lost = false;
      client.on('error', (error) => {
        if (!lost) console.warn(`Postgres connection lost: ${error.message}`);
        lost = true;
      });
      // Set by a statement before the client is handed out, rather than as startup parameters, which
      // connection poolers refuse. A transaction left idle as long is ended by the server, and its locks
      // with it: the client that held it is gone, or stuck.
      await client.query(
        `set statement_timeout = ${statementTimeoutMs}; ` +
          `set idle_in_transaction_session_timeout = ${statementTimeoutMs}`,
      );
    },
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
      let queryTimeoutMs = statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS;
      const statements = wrap(client, { queryTimeoutMs: () => queryTimeoutMs, onUnreachable: onBroken });
      // One statement at a time, in the order they were issued. The transaction's code may issue several at
      // once (Promise.all over tx): node-postgres queues them itself only with a deprecation warning (pg@9
      // will refuse), and starts each one's read timeout while it still waits its turn. Once the transaction
      // ends, a statement still issued (a sibling of a failed Promise.all) is refused: it would run outside
      // the transaction, on a client handed back to the pool.
      let queue: Promise<unknown> = Promise.resolve();
      let ended = false;
      const inTurn = <T>(statement: () => Promise<T>): Promise<T> => {
        const turn = queue.then(() => {
          if (broken) throw new DatabaseUnavailableError();
          return statement();
        });
        queue = turn.catch(() => undefined);
        return turn;
      };
      const issue = <T>(sql: string, statement: () => Promise<T>): Promise<T> =>
        ended
          ? Promise.reject(
              new Error(`Statement ${statementName(sql)} was issued after its transaction ended.`),
            )
          : inTurn(statement);
      const end = (sql: 'commit' | 'rollback') => {
        ended = true;
        return inTurn(() => statements.query(`/* ${sql} */ ${sql}`));
      };
      const allowLong = `/* allowLongStatements */ select set_config('statement_timeout', $1, true)`;
      const tx: Queryable = {
        query: (sql, params) => issue(sql, () => statements.query(sql, params)),
        allowLongStatements: () =>
          issue(allowLong, async () => {
            await statements.query(allowLong, [String(longStatementTimeoutMs)]);
            // Set in the statement's turn, so that every statement issued after it has the longer wait.
            queryTimeoutMs = longStatementTimeoutMs + QUERY_TIMEOUT_GRACE_MS;
          }),
      };
      try {
        await tx.query('/* begin */ begin');
        const result = await fn(tx);
        await end('commit');
        return result;
      } catch (error) {
        if (!broken) await end('rollback').catch(onBroken);
        throw error;
      } finally {
        ended = true;
        client.release(broken);
        client.off('error', onBroken);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, onPayload, onResubscribed) =>
      listener.subscribe({ channel, onPayload, onResubscribed }),
    noticeLink: () => listener.noticeLink(),
    untilHeard: (channel, payload) => listener.untilHeard(channel, payload),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    raw: pool,
  };
}
