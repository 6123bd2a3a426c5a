import { config } from './config';
import { logUnhandledRejections } from './lib/process-guard';
import { startSightline } from './main';

logUnhandledRejections();

try {
  const running = await startSightline(config());
  console.log(`Sightline running at ${running.url}`);
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
