/**
 * Delivers a notification on one channel and logs the attempt: an e-mail through the mail transport, or
 * a POST to a webhook through the guarded request (https only, public addresses only, redirects not
 * followed) with its body signed by the webhook's secret:
 *   Sightline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 *   X-Sightline-Signature: sha256=<hex HMAC-SHA256 of the raw body>  (deprecated: no timestamp)
 * The timestamp lets a receiver refuse a replayed request; the JSON body's signed `id` lets it drop a
 * repeat. A delivery job that fails is retried by the job queue with exponential back-off (each try
 * signed anew); a destination that is refused (not public, or not resolving), redirects, or answers with
 * a client error is not tried again. A receiver may see a message twice only if the worker stops between
 * its answer and the log. The delivery log says why in coarse words; the server's log has the detail.
 */
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import {
  RefusedDestinationError,
  guardedRequest,
  type GuardOptions,
  type Resolver,
} from '../../lib/guarded-request';
import { jobScope, getBrand, getProfile } from '../brands';
import { getRun } from '../collection';
import { personOpensBrand } from '../workspaces';
import type { JobQueue } from '../../core/jobs';
import type { Mailer } from '../../core/mail';
import { renderDigestEmail, weeklyDigest } from './alerts.digest';
import { alertEmail, webhookBody, type AlertMessage } from './alerts.messages';
import { DELIVERY_ATTEMPTS, type DeliverAlertJob } from './alerts.queue';
import {
  getDeliveryProgress,
  getEmailConfirmation,
  getEventsByIds,
  getNotification,
  getWebhook,
  getWebhookSecret,
  insertDelivery,
  type DeliveryRow,
  type NotificationRow,
  type WebhookRow,
} from './alerts.store';

/** What a webhook delivery needs (an API request's test delivery has it too). */
export interface WebhookDeps {
  db: Db;
  config: Config;
  /** Name resolution for webhook hosts (tests stand in their own); the system's by default. */
  resolveHost?: Resolver;
  /** The server's log: why a receiver could not be reached, in the detail the delivery log leaves out. */
  log: (message: string) => void;
}

/** What every delivery needs, e-mail included (the delivery job). */
export interface DeliveryDeps extends WebhookDeps {
  jobs: JobQueue;
  mailer: Mailer;
}

export const SIGNATURE_HEADER = 'sightline-signature';
/** The first signature, of the body alone: kept for receivers that check it, documented as deprecated. */
export const BODY_SIGNATURE_HEADER = 'x-sightline-signature';

const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** The signature header's value: the sending time and the HMAC of "<time>.<body>". */
export const signDelivery = (secret: string, body: string, unixSeconds: number) =>
  `t=${unixSeconds},v1=${hmacHex(secret, `${unixSeconds}.${body}`)}`;

/** The deprecated body-only signature header's value. */
export const signBody = (secret: string, body: string) => `sha256=${hmacHex(secret, body)}`;

/** The guard webhooks go through: https on any port, public addresses (loopback only in test runs). */
export const webhookGuard = (
  config: Pick<Config, 'ALERT_WEBHOOK_ALLOW_LOOPBACK' | 'ALERT_WEBHOOK_TIMEOUT_MS'>,
  resolve?: Resolver,
): GuardOptions => ({
  protocols: ['https:'],
  anyPort: true,
  allowLoopback: config.ALERT_WEBHOOK_ALLOW_LOOPBACK,
  resolve,
  timeoutMs: config.ALERT_WEBHOOK_TIMEOUT_MS,
  // A signed POST goes only where its owner pointed it: a redirect is the receiver's answer.
  followRedirects: false,
});

/**
 * An address webhooks may not reach, whether it is not public or does not resolve: one message, so that
 * the refusals cannot map this server's network or the names its DNS knows.
 */
export const unreachableMessage = (host: string) =>
  `Webhooks only reach public addresses: ${host} is not one, or could not be found.`;

const UNRESOLVED_CODES = new Set(['ENOTFOUND', 'ENODATA', 'EAI_AGAIN']);

/**
 * Why a destination cannot be used (its scheme, its port, or an address that is not public or does not
 * resolve), in the words of the API's refusals and the delivery log; null for any other failure.
 */
export function destinationProblem(error: unknown, url: string): string | null {
  if (error instanceof RefusedDestinationError) {
    if (error.reason === 'scheme') return 'Webhook addresses must start with https://.';
    if (error.reason === 'port') return 'This port is not allowed for webhooks.';
    return unreachableMessage(error.host ?? new URL(url).hostname);
  }
  const { code } = error as NodeJS.ErrnoException;
  return code && UNRESOLVED_CODES.has(code) ? unreachableMessage(new URL(url).hostname) : null;
}

/**
 * A network failure as the account sees it: timed out, or not connected. Refused, reset, TLS and the
 * like all read the same, so a test delivery cannot fingerprint a host's ports (the log has the detail).
 */
function networkProblem(error: Error, timeoutMs: number): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError')
    return `The receiver did not answer within ${Math.round(timeoutMs / 1000)} s.`;
  return 'Could not connect to the receiver.';
}

/** A receiver's answer other than 2xx, in words. */
const answerProblem = (status: number) =>
  status >= 300 && status < 400
    ? `The receiver answered with HTTP ${status}, a redirect: webhooks do not follow redirects, so enter the address it points to.`
    : `The receiver answered with HTTP ${status}.`;

interface AttemptOutcome {
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  /** Worth trying again later (the network, a server error, a rate limit). */
  retry: boolean;
}

async function postWebhook(
  deps: WebhookDeps,
  webhook: WebhookRow,
  secret: string,
  body: string,
  headers: { event: string; deliveryId: string },
): Promise<AttemptOutcome> {
  try {
    const { response } = await guardedRequest(
      webhook.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Sightline-Webhooks/1.0',
          'x-sightline-event': headers.event,
          'x-sightline-delivery': headers.deliveryId,
          [SIGNATURE_HEADER]: signDelivery(secret, body, Math.floor(Date.now() / 1000)),
          [BODY_SIGNATURE_HEADER]: signBody(secret, body),
        },
        body,
      },
      webhookGuard(deps.config, deps.resolveHost),
    );
    response.destroy();
    const status = response.statusCode ?? 0;
    const ok = status >= 200 && status < 300;
    return {
      statusCode: status,
      ok,
      error: ok ? null : answerProblem(status),
      retry: !ok && (status >= 500 || status === 408 || status === 429),
    };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    // The origin only: a webhook's path or query can be a secret (a Slack URL is one).
    deps.log(
      `webhook ${webhook.id} delivery ${headers.deliveryId} to ${new URL(webhook.url).origin} failed: ${code ?? (error as Error).name}: ${message}`,
    );
    const problem = destinationProblem(error, webhook.url);
    if (problem) return { statusCode: null, ok: false, error: `Refused: ${problem}`, retry: false };
    return {
      statusCode: null,
      ok: false,
      error: networkProblem(error as Error, deps.config.ALERT_WEBHOOK_TIMEOUT_MS),
      retry: true,
    };
  }
}

/** The e-mail a notification sends: its alerts (or the test), or the weekly digest as of now. */
async function emailOf(deps: DeliveryDeps, notification: NotificationRow) {
  if (notification.purpose !== 'digest') return alertEmail(await messageOf(deps, notification));
  const digest = await weeklyDigest(await jobScope(deps, notification.brandId));
  return renderDigestEmail(digest, deps.config.publicUrl);
}

/**
 * Whether the account's current address is the one its owner confirmed for alert e-mails (Settings →
 * Alerts mails a link; see confirmAlertEmail). Signing up with an address proves nothing of it, and a
 * changed address must be confirmed again.
 */
async function emailConfirmed(deps: DeliveryDeps, brandId: string, email: string): Promise<boolean> {
  const { confirmedAddress } = await getEmailConfirmation(deps.db, brandId);
  return confirmedAddress !== null && confirmedAddress === email.toLowerCase();
}

async function sendEmail(deps: DeliveryDeps, notification: NotificationRow): Promise<AttemptOutcome> {
  const profile = await getProfile(deps.db, notification.brandId);
  if (!profile?.email)
    return { statusCode: null, ok: false, error: 'The account has no e-mail address.', retry: false };
  // The brand's alerts and digest go to a member who may open the brand: not to one who left, nor to one
  // whose membership is limited to other brands.
  if (!(await personOpensBrand(deps.db, profile.id, notification.brandId)))
    return {
      statusCode: null,
      ok: false,
      error: `Not sent: ${profile.email} may not open this brand (no longer a member, or limited to other brands).`,
      retry: false,
    };
  // Alerts and digests are not mail to strangers: only an address its owner confirmed gets them.
  if (!(await emailConfirmed(deps, notification.brandId, profile.email)))
    return {
      statusCode: null,
      ok: false,
      error: 'Not sent: the account’s e-mail address is not confirmed.',
      retry: false,
    };
  try {
    await deps.mailer.send({
      to: profile.email,
      ...(await emailOf(deps, notification)),
      // Stable per notification: a receiver can drop a copy re-sent after a crash.
      messageId: `<${notification.purpose}-${notification.id}@sightline.alerts>`,
    });
    return { statusCode: null, ok: true, error: null, retry: false };
  } catch (error) {
    return { statusCode: null, ok: false, error: (error as Error).message.slice(0, 300), retry: true };
  }
}

async function messageOf(
  deps: Pick<WebhookDeps, 'db' | 'config'>,
  notification: NotificationRow & { purpose: AlertMessage['purpose'] },
): Promise<AlertMessage> {
  const [brand, events, run] = await Promise.all([
    getBrand(deps.db, notification.brandId),
    getEventsByIds(deps.db, notification.brandId, notification.eventIds),
    notification.runId ? getRun(deps.db, notification.runId) : null,
  ]);
  return {
    purpose: notification.purpose,
    notificationId: notification.id,
    createdAt: new Date(notification.createdAt),
    brand: brand?.name ?? 'your brand',
    publicUrl: deps.config.publicUrl,
    run: run && { id: run.id, day: run.day, status: run.status },
    events,
  };
}

/** One attempt at sending a notification to a webhook, logged; `retry` says whether to try again. */
export async function attemptWebhook(
  deps: WebhookDeps,
  notification: NotificationRow & { purpose: AlertMessage['purpose'] },
  webhook: WebhookRow,
  attempt: number,
): Promise<{ delivery: DeliveryRow; retry: boolean }> {
  const [secret, message] = await Promise.all([
    getWebhookSecret(deps.db, notification.brandId, webhook.id),
    messageOf(deps, notification),
  ]);
  const outcome: AttemptOutcome = secret
    ? await postWebhook(deps, webhook, secret, webhookBody(message, webhook.format), {
        event: notification.purpose,
        deliveryId: notification.id,
      })
    : { statusCode: null, ok: false, error: 'The webhook was deleted.', retry: false };
  return logAttempt(deps, notification, webhook.id, attempt, outcome);
}

async function logAttempt(
  deps: Pick<WebhookDeps, 'db'>,
  notification: NotificationRow,
  webhookId: string | null,
  attempt: number,
  outcome: AttemptOutcome,
) {
  const delivery = await insertDelivery(deps.db, notification.brandId, {
    notificationId: notification.id,
    purpose: notification.purpose,
    channel: webhookId ? 'webhook' : 'email',
    webhookId,
    attempt,
    statusCode: outcome.statusCode,
    ok: outcome.ok,
    error: outcome.error,
  });
  return { delivery, retry: outcome.retry };
}

/**
 * The deliver-alert job: the next attempt for a notification on its channel, unless one got through (a
 * job sent again) or the webhook is gone. Throws when the job queue should try again.
 */
export async function deliverAlert(deps: DeliveryDeps, job: DeliverAlertJob): Promise<DeliveryRow | null> {
  const notification = await getNotification(deps.db, job.notificationId);
  if (!notification) return null;
  const webhook =
    job.channel === 'webhook' && job.webhookId
      ? await getWebhook(deps.db, notification.brandId, job.webhookId)
      : null;
  if (job.channel === 'webhook' && !webhook) return null;
  const progress = await getDeliveryProgress(deps.db, notification.id, job.channel, job.webhookId);
  if (progress.delivered) return null;
  const attempt = progress.attempts + 1;
  const { delivery, retry } =
    webhook && notification.purpose !== 'digest'
      ? await attemptWebhook(deps, { ...notification, purpose: notification.purpose }, webhook, attempt)
      : await logAttempt(deps, notification, null, attempt, await sendEmail(deps, notification));
  if (!delivery.ok && retry && attempt < DELIVERY_ATTEMPTS)
    throw new Error(
      `alert delivery ${notification.id} (${job.channel}) attempt ${attempt}: ${delivery.error}`,
    );
  return delivery;
}
