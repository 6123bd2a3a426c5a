import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The embedded PGlite in DATA_DIR/pglite, or the Postgres at DATABASE_URL. */
export async function openDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(path.join(config.dataDir, 'pglite'));
}
