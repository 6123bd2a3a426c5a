import path from 'node:path';
import type { Config } from '../config';
import { secureDataDir, tightenModes } from './data-dir';
import { lockDataDir } from './data-dir-lock';
import { serveAdminSocket } from './admin-socket';
import { openPgliteThread, type PgliteDb } from './pglite';
import { openPostgres, postgresTimeouts, type PostgresDb } from './postgres';

/** Where the embedded database lives in DATA_DIR. */
export const embeddedStoreDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * The Postgres at DATABASE_URL, or the embedded PGlite in DATA_DIR/pglite, which this process then owns
 * (the folder's lock is released when the database is closed) and holds still for backups (DATA_DIR/admin.sock).
 * Either way DATA_DIR is made owner-only first: it also holds the auth secret and the mail outbox.
 */
export async function openDatabase(config: Config): Promise<PgliteDb | PostgresDb> {
  secureDataDir(config.dataDir);
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, undefined, postgresTimeouts(config));
  const lock = lockDataDir(config.dataDir);
  const pgliteDir = embeddedStoreDir(config.dataDir);
  try {
    const db = await openPgliteThread(pgliteDir);
    tightenModes(pgliteDir);
    // No other process can open the store now: a backup asks this one for it (npm run backup).
    const adminSocket = await serveAdminSocket(config.dataDir, db);
    return {
      ...db,
      close: async () => {
        try {
          await adminSocket.close();
          await db.close();
          tightenModes(pgliteDir);
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
