import type { AddressInfo } from 'node:net';
import { createAccountLimits } from './account-limits';
import { defaultPublicUrl, type Config } from './config';
import { ShutdownSteps } from './lib/process-guard';
import { createApp, type AppOptions } from './app';
import type { AppDeps } from './context';
import type { Db } from './db/db';
import { describeMigrations, migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedDemoData } from './db/seed/demo';
import { classifyUnclassifiedPrompts } from './modules/prompts';
import { listenForDataChanges } from './db/data-changed';
import { createJobs, startJobs, type JobsOptions } from './jobs';
import type { Resolver } from './lib/guarded-request';
import { ReadCache } from './lib/cache';
import { createAuth } from './modules/auth';
import { ApiTokenAuthenticator } from './modules/tokens';
import { MembershipCache, resolveMembership } from './modules/workspaces';

export interface StartOptions {
  /** An already-open database, left open by close() (tests); otherwise `opening` or openDatabase(config). */
  db?: Db;
  /** The database the entry point began opening (server/index.ts), closed by close(). */
  opening?: Promise<Db>;
  /** Answer engines for collection runs (tests); otherwise the configured ones. */
  engines?: JobsOptions['engines'];
  /** Name resolution for webhook hosts (tests stand in their own); otherwise the system's. */
  resolveHost?: Resolver;
  clientDir?: AppOptions['clientDir'];
  benchRoutes?: AppOptions['benchRoutes'];
  log?: (message: string) => void;
  /**
   * Called as soon as the server answers, before the job handlers start (WORKER_IN_PROCESS): the entry
   * point says so and can stop it from then on.
   */
  onServing?: (running: { url: string; close: () => Promise<void>; steps: ShutdownSteps }) => void;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Opens storage, applies migrations, seeds the demo accounts once, and serves everything on one port.
 * When this process works jobs too (WORKER_IN_PROCESS), their handlers start once it serves (onServing),
 * and the promise resolves when they have. What takes time on a first start (migrating, seeding) is
 * logged as it happens.
 */
export async function startSightline(config: Config, options: StartOptions = {}) {
  const log = options.log ?? ((message: string) => console.log(message));
  const db = options.db ?? (await (options.opening ?? openDatabase(config)));
  let started = performance.now();
  const applied = await migrate(db);
  if (applied.length > 0) log(`Database: applied ${describeMigrations(applied)} in ${seconds(started)}.`);

  const auth = await createAuth({ db, config });
  // Supabase owns its users: the demo accounts can only be created by the embedded auth.
  const seed = config.SEED_DEMO && config.authMode === 'embedded';
  started = performance.now();
  const seeded =
    seed &&
    (await seedDemoData(
      { db, config, createUser: auth.createUser },
      {
        onBatch: ({ account, stored, total }) =>
          log(`Demo data: ${account.email}, ${stored} of ${total} days stored (${seconds(started)})`),
      },
    ));
  if (seeded) {
    log(
      `Seeded the demo accounts in ${seconds(started)}: demo@example.com and fund@example.com (password sightline-demo)`,
    );
  }
  // Prompts no classifier (or an older one) has read become branded or unbranded before anyone reads them.
  await classifyUnclassifiedPrompts(db);

  // This process works jobs too (WORKER_IN_PROCESS), or only sends them; either way it stops the queue.
  const jobsOptions: JobsOptions = {
    work: config.WORKER_IN_PROCESS,
    engines: options.engines,
    resolveHost: options.resolveHost,
    log,
  };
  const jobs = createJobs(db, jobsOptions);

  const cache = new ReadCache({
    ttlMs: config.CACHE_TTL_SECONDS * 1000,
    maxBytes: Math.round(config.CACHE_MAX_MB * 2 ** 20),
    maxBytesPerAccount: Math.round(Math.min(config.CACHE_MAX_MB_PER_ACCOUNT, config.CACHE_MAX_MB) * 2 ** 20),
  });
  const authenticator = new ApiTokenAuthenticator(db, auth.authenticator);
  // Every request's membership, kept while the change notices can be trusted to drop it (lib/cache.ts).
  const memberships = new MembershipCache(
    resolveMembership,
    () => db.noticeLink(),
    config.MEMBERSHIP_CACHE_TTL_SECONDS * 1000,
  );
  cache.alsoInvalidate(memberships);
  // A change in any process (a collection run, a mutation, a revocation) is announced; drop that account's
  // cached reads and cached token and session checks.
  const unlisten = await listenForDataChanges(db, cache, authenticator);

  const limits = createAccountLimits(config);
  const deps: AppDeps = {
    db,
    config,
    cache,
    authenticator,
    memberships: memberships.lookup,
    jobs,
    limits,
    resolveHost: options.resolveHost,
    log,
  };
  const { app, apollo } = await createApp(deps, {
    authRouter: auth.router,
    clientConfig: auth.clientConfig,
    clientDir: options.clientDir,
    benchRoutes: options.benchRoutes,
  });

  const server = app.listen(config.PORT, config.HOST);
  // An idle keep-alive connection is closed by the client or the proxy in front, not by us: Node's 5 s
  // is shorter than a reverse proxy's idle timeout (60 s on common load balancers), and a request sent
  // as the server closes the connection fails with a reset (502 at the proxy, ECONNRESET at a client).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = defaultPublicUrl(config.HOST, port);
  // On a port the system chose (PORT=0: tests, several local servers) the links in e-mails (password
  // recovery, reports) must name the port really listened on; PUBLIC_URL, when set, always wins.
  if (!config.PUBLIC_URL && config.PORT === 0) config.publicUrl = url;

  let closing: Promise<void> | undefined;
  const steps = new ShutdownSteps();
  const close = () =>
    (closing ??= (async () => {
      await steps.run('closing the port', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
      });
      await steps.run('stopping GraphQL', () => apollo.stop());
      await steps.run('closing sign-in', () => auth.close());
      await steps.run('stopping the change notices', () => unlisten());
      await steps.run('stopping the jobs', () => jobs.stop());
      if (!options.db) await steps.run('closing the database', () => db.close());
    })());
  options.onServing?.({ url, close, steps });

  // Requests need only the sending side of the queue (a job is queued before its handler runs), so the
  // handlers, schedules and sweeps start once the server answers.
  try {
    await startJobs(db, config, jobsOptions, jobs);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, port, db, deps, close };
}
