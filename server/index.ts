import { config } from './config';
import { startSightline } from './main';

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
