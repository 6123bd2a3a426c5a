/** The auth module's daily clean-up: long-revoked sessions and refresh tokens, and old rate-limit counters. */
import type { JobKind, JobQueue } from '../../core/jobs';
import type { Db } from '../../db/db';
import { pruneRateLimits } from '../../db/rate-limits';
import { pruneRevokedAuthRows } from './auth.store';

export const PRUNE_AUTH: JobKind<object> = {
  name: 'prune-auth',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

export async function registerAuthJobs(queue: JobQueue, options: { db: Db; log: (message: string) => void }) {
  const { db, log } = options;
  await queue.work(PRUNE_AUTH, async () => {
    const pruned = await pruneRevokedAuthRows(db);
    const counters = await pruneRateLimits(db);
    log(
      `pruned ${pruned.sessions} revoked sessions, ${pruned.refreshTokens} refresh tokens and ${counters} rate-limit counters`,
    );
  });
  await queue.schedule(PRUNE_AUTH, '30 3 * * *');
}
