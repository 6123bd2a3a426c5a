/**
 * `npm run worker`: a job worker process beside the server (collections, reports), for deployments that
 * scale workers out on one Postgres (DATABASE_URL). With the embedded PGlite store the server runs the
 * worker in-process instead: PGlite's data directory can be open in one process only, and a worker started
 * on the folder of a running server refuses to start (see db/data-dir-lock.ts).
 */
import { config as loadConfig } from './config';
import { describeMigrations, migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { startJobs } from './jobs';
import { exitAfter, logUnhandledRejections, ShutdownSteps } from './lib/process-guard';

async function main() {
  logUnhandledRejections();
  const config = loadConfig();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Database: applied ${describeMigrations(applied)}.`);
  const { queue } = await startJobs(db, config, { work: true });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the worker…`);
    const steps = new ShutdownSteps();
    exitAfter(config.SHUTDOWN_TIMEOUT_SECONDS, steps);
    try {
      await steps.run('stopping the jobs', () => queue.stop());
      await steps.run('closing the database', () => db.close());
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // After the handlers: whoever reads this line may stop the worker at once.
  console.log(
    `Worker started; daily collection at ${String(config.COLLECTION_HOUR_UTC).padStart(2, '0')}:00 UTC`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
