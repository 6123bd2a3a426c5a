/**
 * Servers sharing one Postgres, as separate processes would: each has its own pool, caches and listener.
 * Caches live 300 s, so only the change notice can make a server read again.
 */
import path from 'node:path';
import { openPostgres } from '../db/postgres';
import { startSightline } from '../main';
import { testConfig } from './harness';

export type SightlineApp = Awaited<ReturnType<typeof startSightline>>;

/** Starts a server on the database at `url`; its stop is pushed onto `cleanup`. */
export async function startServerOnPostgres(
  url: string,
  cleanup: (() => Promise<void>)[],
): Promise<SightlineApp> {
  const db = await openPostgres(url, 4);
  const config = testConfig({
    AUTH_SESSION_CACHE_SECONDS: '300',
    CACHE_TTL_SECONDS: '300',
    MEMBERSHIP_CACHE_TTL_SECONDS: '300',
  });
  const app = await startSightline(config, {
    db,
    clientDir: path.join(config.dataDir, 'no-client'),
    log: () => {},
  });
  cleanup.push(async () => {
    await app.close();
    await db.close();
  });
  return app;
}
