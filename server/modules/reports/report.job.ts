/**
 * The generate-report job: a durable pg-boss job per requested report. The worker that claims a report
 * holds a lease on its row (renewed while it works); a crashed worker's lease runs out and the report is
 * taken over, while a finished report is never processed again - so each report is e-mailed once.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { type AnswerEngine, type EngineConfig, enginesFor } from '../../core/engines';
import { holdLease, newLeaseOwner, type JobKind, type JobQueue } from '../../core/jobs';
import { createMailer, type Mailer } from '../../core/mail';
import { computeReport, withPromptKinds } from './report.compute';
import { renderReportEmail } from './report.email';
import {
  claimReport,
  getStalledReportIds,
  markAttemptFailed,
  markSent,
  renewReportLease,
  saveResults,
} from './reports.store';

export interface GenerateReportJob {
  reportId: string;
}

/** Retried with exponential back-off (10 s, 20 s, 40 s, ...); a job silent for 15 minutes is retried too. */
export const GENERATE_REPORT: JobKind<GenerateReportJob> = {
  name: 'generate-report',
  policy: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
  isPayload: (data): data is GenerateReportJob =>
    typeof (data as Partial<GenerateReportJob> | null)?.reportId === 'string',
};

export interface ReportJobOptions {
  db: Db;
  config: Config;
  engines?: (platforms: readonly string[]) => AnswerEngine[];
  mailer?: Mailer;
  /** How long a claim lasts without renewal (default 10 s): a crashed worker's report resumes that soon. */
  leaseSeconds?: number;
  log?: (message: string) => void;
}

/** A crashed worker's report is taken over this long after its last renewal. */
export const REPORT_LEASE_SECONDS = 10;

export const reportUrl = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl.replace(/\/$/, '')}/reports/${encodeURIComponent(token)}`;

/** One attempt at one report. Returns what happened; throws when pg-boss should retry. */
export async function processReport(
  options: ReportJobOptions & { mailer: Mailer },
  reportId: string,
): Promise<'sent' | 'failed' | 'skipped' | 'superseded'> {
  const { db, config } = options;
  const log = options.log ?? console.log;
  const leaseSeconds = options.leaseSeconds ?? REPORT_LEASE_SECONDS;
  const owner = newLeaseOwner();
  const report = await claimReport(db, reportId, leaseSeconds, owner);
  if (!report) return 'skipped'; // finished already, unknown, or a live worker holds it

  const lease = holdLease(owner, leaseSeconds, (holder, seconds) =>
    renewReportLease(db, reportId, holder, seconds),
  );
  try {
    let results = report.results && withPromptKinds(report.results, report);
    if (!results) {
      // Its vendor's engine for a platform with a key on this server, as collection runs ask.
      const engines = options.engines
        ? options.engines(report.platforms)
        : enginesFor(report.platforms, config as EngineConfig);
      results = await computeReport(
        {
          companyName: report.companyName,
          website: report.website,
          competitors: report.competitors,
          prompts: report.prompts,
        },
        engines,
      );
      if (results.answers === 0) throw new Error('No AI platform answered any prompt.');
      await saveResults(db, reportId, results);
    }
    // A worker that stalled past its lease while another took the report over must not mail it too.
    if (!(await lease.renew())) {
      log(`report ${reportId}: taken over by another worker; not sent from here`);
      return 'superseded';
    }
    const email = renderReportEmail({
      companyName: report.companyName,
      reportUrl: reportUrl(config, report.token),
      results,
    });
    // The report's Message-ID is stable, so in the rare crash between delivery and markSent a receiver can
    // recognise the re-sent copy.
    const sent = await options.mailer.send({
      to: report.email,
      ...email,
      messageId: `<report-${report.id}@sightline.report>`,
    });
    await markSent(db, reportId, sent.messageId);
    log(`report ${reportId} for ${report.companyName} sent (${sent.delivery})`);
    return 'sent';
  } catch (error) {
    const final = report.attempts > (GENERATE_REPORT.policy.retryLimit ?? 0);
    const reason = `${(error as Error).message}`.slice(0, 500);
    await markAttemptFailed(db, reportId, owner, reason, final);
    log(`report ${reportId} attempt ${report.attempts} failed${final ? ' for good' : ''}: ${reason}`);
    if (final) return 'failed';
    throw error;
  } finally {
    lease.stop();
  }
}

/** Queues a fresh job for every report whose worker stopped renewing its lease. */
export async function recoverStalledReports(queue: JobQueue, db: Db): Promise<number> {
  const ids = await getStalledReportIds(db);
  for (const reportId of ids) await queue.send(GENERATE_REPORT, { reportId });
  return ids.length;
}

/**
 * Registers the generate-report handler on a working queue, and re-queues reports a crashed worker left
 * behind: at once, then every lease period.
 */
export async function registerReportJobs(queue: JobQueue, options: ReportJobOptions): Promise<void> {
  const log = options.log ?? console.log;
  const mailer = options.mailer ?? createMailer(options.config, log);
  queue.onStop(() => mailer.close());
  await queue.work(GENERATE_REPORT, async ({ reportId }) => {
    await processReport({ ...options, mailer }, reportId);
  });
  await queue.every(options.leaseSeconds ?? REPORT_LEASE_SECONDS, async () => {
    try {
      const count = await recoverStalledReports(queue, options.db);
      if (count > 0) log(`re-queued ${count} report(s) left behind by a stopped worker`);
    } catch (error) {
      log(`report recovery failed: ${(error as Error).message}`);
    }
  });
}
