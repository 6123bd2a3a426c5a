import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * The Postgres at DATABASE_URL, or the embedded PGlite in DATA_DIR/pglite, which this process then owns
 * (the folder's lock is released when the database is closed).
 */
export async function openDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const lock = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(path.join(config.dataDir, 'pglite'));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
