/** A database blip for background-job tests: statements that fail as unreachable, as the Db wrappers report it. */
import { DatabaseUnavailableError, statementName, type Db } from '../db/db';

/**
 * `db`, whose statements named in `failures` (their opening comment) fail as unreachable that many times
 * before they reach the database again. Transactions are `db`'s own, untouched.
 */
export function withBlip(db: Db, failures: Record<string, number>): Db {
  const left = new Map(Object.entries(failures));
  return {
    ...db,
    query: async (sql, params) => {
      const name = statementName(sql);
      const remaining = left.get(name) ?? 0;
      if (remaining > 0) {
        left.set(name, remaining - 1);
        throw new DatabaseUnavailableError();
      }
      return db.query(sql, params);
    },
  } as Db;
}
