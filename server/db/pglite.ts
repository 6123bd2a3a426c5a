import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { statementName, toDatabaseError, type Db, type Queryable, type SqlParam } from './db';

// Dates stay 'YYYY-MM-DD' strings and counts become numbers, the same as the node-postgres adapter.
const parsers = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

function wrap(target: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      try {
        const result = await target.query<Row>(sql, params as unknown[]);
        return result.rows;
      } catch (error) {
        throw toDatabaseError(error, statementName(sql));
      }
    },
  };
}

/** The PGlite Db with its underlying handle (for the job queue, which needs exec() for its migrations). */
export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  readonly raw: PGlite;
}

/** Opens (creating on first use) the embedded Postgres in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir: string | undefined): Promise<PgliteDb> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir, parsers } : { parsers });
  const plain = wrap(pg);
  return {
    kind: 'pglite',
    query: plain.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    listen: async (channel, onPayload) => {
      const unsubscribe = await pg.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => pg.close(),
    raw: pg,
  };
}
