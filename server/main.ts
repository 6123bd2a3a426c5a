import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config';
import { createApp, type AppOptions } from './app';
import type { AppDeps } from './context';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { seedDemoData } from './db/seed/demo';
import { DATA_CHANGED_CHANNEL, ReadCache } from './lib/cache';
import { createAuth } from './modules/auth/auth.module';
import { startWorker } from './modules/jobs/queue';
import { ApiTokenAuthenticator } from './modules/tokens/tokens.service';

/** The embedded PGlite in DATA_DIR/pglite, or the Postgres at DATABASE_URL. */
export async function openDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(path.join(config.dataDir, 'pglite'));
}

export interface StartOptions {
  /** An already-open database (tests); otherwise openDatabase(config). */
  db?: Db;
  clientDir?: AppOptions['clientDir'];
  log?: (message: string) => void;
}

/** Opens storage, applies migrations, seeds the demo accounts once, and serves everything on one port. */
export async function startSightline(config: Config, options: StartOptions = {}) {
  const log = options.log ?? ((message: string) => console.log(message));
  const db = options.db ?? (await openDatabase(config));
  const applied = await migrate(db);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);

  const auth = await createAuth({ db, config });
  // Supabase owns its users: the demo accounts can only be created by the embedded auth.
  const seed = config.SEED_DEMO && config.authMode === 'embedded';
  if (seed && (await seedDemoData({ db, config, createUser: auth.createUser }))) {
    log('Seeded the demo accounts: demo@example.com and fund@example.com (password sightline-demo)');
  }

  const worker = config.WORKER_IN_PROCESS ? await startWorker({ db, config, log }) : undefined;

  const cache = new ReadCache(config.CACHE_TTL_SECONDS * 1000);
  // A collection run in any process announces the account it changed; drop that account's cached reads.
  const unlisten = await db.listen(DATA_CHANGED_CHANNEL, (accountId) => cache.invalidate(accountId));

  const authenticator = new ApiTokenAuthenticator(db, auth.authenticator);
  const deps: AppDeps = { db, config, cache, authenticator };
  const { app, apollo } = await createApp(deps, {
    authRouter: auth.router,
    clientConfig: auth.clientConfig,
    clientDir: options.clientDir,
  });

  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST}:${port}`;

  async function close() {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await apollo.stop();
    await unlisten();
    await worker?.stop();
    if (!options.db) await db.close();
  }

  return { url, port, db, deps, close };
}
