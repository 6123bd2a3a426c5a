/** Test support: a worker running only the generate-report job, on its own pg-boss. */
import PgBoss from 'pg-boss';
import { pgBossAdapter } from '../jobs/queue';
import { registerReportJobs, type ReportJobOptions } from './report.job';

export async function startReportWorker(
  options: ReportJobOptions,
): Promise<{ boss: PgBoss; stop: () => Promise<void> }> {
  const boss = new PgBoss({
    db: pgBossAdapter(options.db),
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    migrate: true,
  });
  boss.on('error', () => {});
  await boss.start();
  await registerReportJobs(boss, { pollingIntervalSeconds: 0.5, log: () => {}, ...options });
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
