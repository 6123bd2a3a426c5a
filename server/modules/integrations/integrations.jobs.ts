/**
 * The pulls of the brands' Google connections: the first one of a connection, queued as it is connected
 * (SYNC_INTEGRATION), and the daily pull of every connection. Each connection is pulled on its own: one
 * brand's refusal (stored on its integration in words) never stops the others.
 */
import type { Config } from '../../config';
import type { JobKind, JobQueue } from '../../core/jobs';
import type { Db } from '../../db/db';
import { SYNC_INTEGRATION, syncIntegrationOf } from './integrations.service';
import { listSyncedIntegrations } from './integrations.store';

export const SYNC_INTEGRATIONS: JobKind<object> = {
  name: 'sync-integrations',
  policy: { retryLimit: 2, retryDelay: 600, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

export async function syncAllIntegrations(deps: { db: Db; config: Config; log: (message: string) => void }) {
  const connections = await listSyncedIntegrations(deps.db);
  let failed = 0;
  for (const { brandId, kind } of connections) {
    if (kind === 'bing_webmaster') continue;
    const outcome = await syncIntegrationOf(deps, brandId, kind);
    if (outcome.status === 'error') {
      failed++;
      deps.log(`integration ${kind} of brand ${brandId} failed: ${outcome.error}`);
    }
  }
  return { connections: connections.length, failed };
}

export async function registerIntegrationJobs(
  queue: JobQueue,
  options: { db: Db; config: Config; log: (message: string) => void },
) {
  await queue.work(SYNC_INTEGRATION, async ({ brandId, kind }) => {
    // Google's refusals are stored on the integration in words; anything else throws and is retried.
    const outcome = await syncIntegrationOf(options, brandId, kind);
    if (outcome.status === 'error')
      options.log(`integration ${kind} of brand ${brandId} failed: ${outcome.error}`);
  });
  await queue.work(SYNC_INTEGRATIONS, async () => {
    const { connections, failed } = await syncAllIntegrations(options);
    options.log(`synced ${connections - failed} of ${connections} analytics integrations`);
  });
  // After midnight UTC, when GA4 and Search Console have most of the day before.
  await queue.schedule(SYNC_INTEGRATIONS, '20 4 * * *');
}
