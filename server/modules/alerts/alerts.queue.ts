/**
 * The alerts' job kinds and what queues them: a run's evaluation (queued in the transaction that ends the
 * run), one delivery per notification and channel (queued in the transaction that records what fired),
 * and the weekly digest (a schedule that queues one job per account and week).
 */
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { isUuid } from '../../lib/ids';
import type { FinishedRun } from '../collection';
import type { JobKind, JobQueue } from '../../core/jobs';
import type { DeliveryChannel } from './alerts.store';

const isId = (value: unknown): value is string => typeof value === 'string' && isUuid(value);

export interface EvaluateAlertsJob {
  runId: string;
}

/** Evaluates a finished run's alert rules; one queued job per run. */
export const EVALUATE_ALERTS: JobKind<EvaluateAlertsJob> = {
  name: 'evaluate-alerts',
  policy: { policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  isPayload: (data): data is EvaluateAlertsJob => isId((data as Partial<EvaluateAlertsJob> | null)?.runId),
};

export interface DeliverAlertJob {
  notificationId: string;
  channel: DeliveryChannel;
  /** The webhook, for the webhook channel. */
  webhookId: string | null;
}

/** Delivery attempts per notification and channel: the first and the retries. */
export const DELIVERY_ATTEMPTS = 6;

/** One notification on one channel, retried with exponential back-off (ALERT_RETRY_DELAY_SECONDS first). */
export const DELIVER_ALERT: JobKind<DeliverAlertJob> = {
  name: 'deliver-alert',
  policy: { retryLimit: DELIVERY_ATTEMPTS - 1, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  isPayload: (data): data is DeliverAlertJob => {
    const job = data as Partial<DeliverAlertJob> | null;
    return (
      isId(job?.notificationId) &&
      (job?.channel === 'email' || (job?.channel === 'webhook' && isId(job.webhookId)))
    );
  },
};

/** Fires weekly (DIGEST_WEEKDAY_UTC at DIGEST_HOUR_UTC) and queues a digest per opted-in account. */
export const DIGEST_SCHEDULE: JobKind<object> = {
  name: 'weekly-digest',
  policy: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
  isPayload: (data): data is object => typeof data === 'object',
};

export interface SendDigestJob {
  brandId: string;
  /** The Monday of the week (UTC) the digest is for: at most one per account and week. */
  weekStart: string;
}

export const SEND_DIGEST: JobKind<SendDigestJob> = {
  name: 'send-digest',
  policy: { policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  isPayload: (data): data is SendDigestJob => {
    const job = data as Partial<SendDigestJob> | null;
    return isId(job?.brandId) && typeof job?.weekStart === 'string';
  },
};

/**
 * The collection's onRunFinished: queues the run's evaluation in the transaction that ends it, so a crash
 * loses neither (declare the kind first: pg-boss must not start inside the transaction).
 */
export const queueRunEvaluation =
  (queue: JobQueue) =>
  async (tx: Queryable, run: FinishedRun): Promise<void> => {
    await queue.send(EVALUATE_ALERTS, { runId: run.id }, { tx, singletonKey: run.id });
  };

/** Queues a notification's delivery on each channel, inside the caller's transaction. */
export async function queueDeliveries(
  tx: Queryable,
  queue: JobQueue,
  config: Pick<Config, 'ALERT_RETRY_DELAY_SECONDS'>,
  notificationId: string,
  targets: readonly { channel: DeliveryChannel; webhookId: string | null }[],
): Promise<void> {
  for (const { channel, webhookId } of targets)
    await queue.send(
      DELIVER_ALERT,
      { notificationId, channel, webhookId },
      {
        tx,
        singletonKey: `${notificationId}:${channel}:${webhookId ?? ''}`,
        retryDelaySeconds: config.ALERT_RETRY_DELAY_SECONDS,
      },
    );
}
