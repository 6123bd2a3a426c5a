/**
 * The daily retention sweep: crawler visits hold IP addresses (personal data), so visits older than
 * CRAWLER_VISITS_RETENTION_DAYS are deleted, in batches.
 */
import type { Config } from '../../config';
import type { JobKind, JobQueue } from '../../core/jobs';
import type { Db } from '../../db/db';
import { pruneCrawlerVisits } from './crawlers.service';

export const PRUNE_CRAWLER_VISITS: JobKind<object> = {
  name: 'prune-crawler-visits',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

export async function registerCrawlerJobs(
  queue: JobQueue,
  options: { db: Db; config: Config; log: (message: string) => void },
) {
  const { db, config, log } = options;
  await queue.work(PRUNE_CRAWLER_VISITS, async () => {
    const deleted = await pruneCrawlerVisits({ db, config });
    log(`deleted ${deleted} crawler visits older than ${config.CRAWLER_VISITS_RETENTION_DAYS} days`);
  });
  await queue.schedule(PRUNE_CRAWLER_VISITS, '45 3 * * *');
}
