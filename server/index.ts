import fs from 'node:fs';
import { config as loadConfig } from './config';
import { embeddedStoreDir, openDatabase } from './db/open';
import { exitAfter, logUnhandledRejections } from './lib/process-guard';

logUnhandledRejections();

let stopping = false;
try {
  const config = loadConfig();
  if (!config.DATABASE_URL && !fs.existsSync(embeddedStoreDir(config.dataDir)))
    console.log(`Database: creating the embedded database in ${embeddedStoreDir(config.dataDir)}...`);
  // The embedded database starts on its own thread while the rest of the server loads.
  const opening = openDatabase(config);
  opening.catch(() => undefined);
  const { startSightline } = await import('./main');
  await startSightline(config, {
    opening,
    onServing: ({ url, close, steps }) => {
      // A signal may come twice (npm passes the one a terminal sends its whole process group on to the
      // server as well): the first closes the store cleanly, the next must not cut that short.
      const shutdown = async () => {
        if (stopping) return;
        stopping = true;
        exitAfter(config.SHUTDOWN_TIMEOUT_SECONDS, steps);
        await close();
        process.exit(0);
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
      // Only now: a supervisor (or a test) may stop the server the moment it has printed where it serves,
      // and a signal before the lines above ends the process with the store open.
      console.log(`Sightline running at ${url}`);
    },
  });
} catch (error) {
  // A start cut short by a shutdown fails as it stops; the shutdown ends the process.
  if (!stopping) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
