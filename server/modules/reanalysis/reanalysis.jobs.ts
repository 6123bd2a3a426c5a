/**
 * Re-analysis on the job queue: one reanalyse-history job per account (keyed by its id), a sweep that
 * queues again what a stopped worker left, and, when a worker starts, a new generation for every account
 * whose answers an older version of the rules analyzer read.
 */
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { isUuid } from '../../lib/ids';
import { RULES_ANALYZER } from '../analysis/analysis';
import type { JobKind, JobQueue } from '../jobs/queue';
import { getAccountsReadByOlderRules, getOrphanedReanalyses, requestReanalysisRow } from './reanalysis.store';
import { reanalyseAccount, type ReanalyseOptions } from './reanalysis.worker';

export interface ReanalyseJob {
  userId: string;
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
    typeof (data as Partial<ReanalyseJob> | null)?.userId === 'string' &&
    isUuid((data as ReanalyseJob).userId),
};

/** Queues the account's re-analysis; inside `tx` when given (declare the kind first). */
export function queueReanalysis(queue: JobQueue, userId: string, tx?: Queryable): Promise<string | null> {
  return queue.send(REANALYSE_HISTORY, { userId }, { singletonKey: userId, tx });
}

export interface ReanalysisJobOptions extends Pick<ReanalyseOptions, 'leaseSeconds' | 'batchSize'> {
  db: Db;
  config: Config;
  /** How often work a stopped worker left is queued again (default 5 s). */
  sweepSeconds?: number;
  log: (message: string) => void;
}

export async function registerReanalysisJobs(queue: JobQueue, options: ReanalysisJobOptions) {
  const { db, config, log } = options;
  // Accounts this process is re-analysing: a lease lapsed during a database outage makes them look
  // orphaned, and working one twice here would only repeat the same batches.
  const working = new Set<string>();
  await queue.work(REANALYSE_HISTORY, async ({ userId }) => {
    if (working.has(userId)) return;
    working.add(userId);
    try {
      const started = performance.now();
      const result = await reanalyseAccount(db, userId, {
        judge: config,
        leaseSeconds: options.leaseSeconds,
        batchSize: options.batchSize,
        maxAttempts: (REANALYSE_HISTORY.policy.retryLimit ?? 0) + 1,
        signal: queue.stopping,
      });
      if (result.outcome === 'done')
        log(
          `re-analysis ${userId}: ${result.read} answers read, ${result.analysed} analysed (in scope), ${result.written} read differently, in ${Math.round(performance.now() - started)} ms`,
        );
      else if (result.outcome === 'stopped')
        log(`re-analysis ${userId}: stopped for shutdown after ${result.read} answers; resumes from there`);
      else if (result.outcome === 'superseded')
        log(`re-analysis ${userId}: superseded by a newer change (or taken over); stopped here`);
    } finally {
      working.delete(userId);
    }
  });

  const resumeOrphanedReanalyses = async () => {
    let queued = 0;
    for (const { userId } of await getOrphanedReanalyses(db))
      if (!working.has(userId) && (await queueReanalysis(queue, userId))) queued++;
    return queued;
  };

  for (const { userId } of await getAccountsReadByOlderRules(db, RULES_ANALYZER)) {
    await requestReanalysisRow(db, userId);
    log(`re-analysis ${userId}: answers read by an older analyzer than ${RULES_ANALYZER}; queued`);
  }
  await queue.every(options.sweepSeconds ?? 5, () =>
    resumeOrphanedReanalyses()
      .then((n) => void (n > 0 && log(`re-analysis: queued ${n} accounts`)))
      .catch((error: Error) => log(`re-analysis: resume failed: ${error.message}`)),
  );
  return { resumeOrphanedReanalyses };
}
