/** The daily evidence sweep: answers' payloads and pages older than EVIDENCE_RETENTION_DAYS are deleted. */
import type { Config } from '../../config';
import type { JobKind, JobQueue } from '../../core/jobs';
import type { Db } from '../../db/db';
import { pruneEvidence } from './evidence.service';

export const PRUNE_EVIDENCE: JobKind<object> = {
  name: 'prune-evidence',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

export async function registerEvidenceJobs(
  queue: JobQueue,
  options: { db: Db; config: Config; log: (message: string) => void },
) {
  const { db, config, log } = options;
  await queue.work(PRUNE_EVIDENCE, async () => {
    const deleted = await pruneEvidence({ db, config });
    log(`deleted the evidence of ${deleted} answers older than ${config.EVIDENCE_RETENTION_DAYS} days`);
  });
  await queue.schedule(PRUNE_EVIDENCE, '55 3 * * *');
}
