/** Test support: a worker running only the generate-report job, on its own queue. */
import { createJobQueue, type JobQueue } from '../core/jobs';
import { registerReportJobs, type ReportJobOptions } from '../modules/reports';

export async function startReportWorker(options: ReportJobOptions): Promise<JobQueue> {
  const queue = createJobQueue(options.db, { work: true, pollingIntervalSeconds: 0.5, log: () => {} });
  await registerReportJobs(queue, { log: () => {}, ...options });
  return queue;
}
