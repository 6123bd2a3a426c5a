/**
 * Child process for report.crash.test.ts: the whole server plus the generate-report worker on a database
 * that outlives the process (a PGlite directory or a Postgres URL), with slowed-down simulated engines so
 * a test can kill it in the middle of a report. Prints "READY <url>" once it serves.
 */
import { buildConfig } from '../config';
import { enginesFor } from '../core/engines';
import { startSightline } from '../main';
import { startReportWorker } from './report.testkit';
import { slow } from './slow-engine';

async function main() {
  const config = buildConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' });
  const running = await startSightline(config, { clientDir: '/nonexistent', log: () => {} });
  await startReportWorker({
    db: running.db,
    config,
    engines: (platforms) => enginesFor(platforms).map(slow),
    leaseSeconds: Number(process.env.LEASE_SECONDS ?? '60'),
    log: (message) => console.log(message),
  });
  console.log(`READY ${running.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
