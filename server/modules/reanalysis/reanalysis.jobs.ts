/**
 * Re-analysis on the job queue: one reanalyse-history job per account (keyed by its id), a sweep that
 * queues again what a stopped worker left, and, when a worker starts, a new generation for every account
 * whose answers an older version of the rules analyzer read.
 */
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { isUuid } from '../../lib/ids';
import type { JobKind, JobQueue } from '../../core/jobs';
import { RULES_ANALYZER } from '../../core/analysis';
import { getAccountsReadByOlderRules, getOrphanedReanalyses, requestReanalysisRow } from './reanalysis.store';
import { reanalyseAccount, type ReanalyseOptions } from './reanalysis.worker';

export interface ReanalyseJob {
  brandId: string;
}

/** Re-analyses (or resumes) one account's history; at most one queued job per account. */
export const REANALYSE_HISTORY: JobKind<ReanalyseJob> = {
  name: 'reanalyse-history',
  policy: {
    policy: 'short',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 4 * 60 * 60,
  },
  isPayload: (data): data is ReanalyseJob =>
    typeof (data as Partial<ReanalyseJob> | null)?.brandId === 'string' &&
    isUuid((data as ReanalyseJob).brandId),
};

/** Queues the account's re-analysis; inside `tx` when given (declare the kind first). */
export function queueReanalysis(queue: JobQueue, brandId: string, tx?: Queryable): Promise<string | null> {
  return queue.send(REANALYSE_HISTORY, { brandId }, { singletonKey: brandId, tx });
}

export interface ReanalysisJobOptions extends Pick<ReanalyseOptions, 'leaseSeconds' | 'batchSize'> {
  db: Db;
  config: Config;
  /** How often work a stopped worker left is queued again (default 5 s). */
  sweepSeconds?: number;
  log: (message: string) => void;
  /** What follows an account's finished re-analysis: what other modules derive from its answers' readings. */
  afterReanalysis: (brandId: string) => Promise<void>;
}

export async function registerReanalysisJobs(queue: JobQueue, options: ReanalysisJobOptions) {
  const { db, config, log } = options;
  // Accounts this process is re-analysing: a lease lapsed during a database outage makes them look
  // orphaned, and working one twice here would only repeat the same batches.
  const working = new Set<string>();
  await queue.work(REANALYSE_HISTORY, async ({ brandId }) => {
    if (working.has(brandId)) return;
    working.add(brandId);
    try {
      const started = performance.now();
      const result = await reanalyseAccount(db, brandId, {
        judge: config,
        leaseSeconds: options.leaseSeconds,
        batchSize: options.batchSize,
        maxAttempts: (REANALYSE_HISTORY.policy.retryLimit ?? 0) + 1,
        signal: queue.stopping,
      });
      if (result.outcome === 'done') {
        await options.afterReanalysis(brandId);
        log(
          `re-analysis ${brandId}: ${result.read} answers read, ${result.analysed} analysed (in scope), ${result.written} read differently, in ${Math.round(performance.now() - started)} ms`,
        );
      } else if (result.outcome === 'stopped')
        log(`re-analysis ${brandId}: stopped for shutdown after ${result.read} answers; resumes from there`);
      else if (result.outcome === 'superseded')
        log(`re-analysis ${brandId}: superseded by a newer change (or taken over); stopped here`);
    } finally {
      working.delete(brandId);
    }
  });

  const resumeOrphanedReanalyses = async () => {
    let queued = 0;
    for (const { brandId } of await getOrphanedReanalyses(db))
      if (!working.has(brandId) && (await queueReanalysis(queue, brandId))) queued++;
    return queued;
  };

  for (const { brandId } of await getAccountsReadByOlderRules(db, RULES_ANALYZER)) {
    await requestReanalysisRow(db, brandId);
    log(`re-analysis ${brandId}: answers read by an older analyzer than ${RULES_ANALYZER}; queued`);
  }
  await queue.every(options.sweepSeconds ?? 5, () =>
    resumeOrphanedReanalyses()
      .then((n) => void (n > 0 && log(`re-analysis: queued ${n} accounts`)))
      .catch((error: Error) => log(`re-analysis: resume failed: ${error.message}`)),
  );
  return { resumeOrphanedReanalyses };
}
