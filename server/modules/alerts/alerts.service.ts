/**
 * Alerts as the signed-in account manages them (Settings → Alerts and the alert history): its rules with
 * their thresholds and switches, e-mail and digest preferences, webhooks (the secret shown once, a test
 * delivery, the delivery log) and what fired. Every call is scoped to the account; another account's
 * webhook id is unknown here.
 */
import { randomBytes } from 'node:crypto';
import {
  ALERT_KINDS,
  ALERT_RULES,
  alertThreshold,
  webhookAddress,
  WEBHOOK_LIMIT,
  type AlertKindId,
} from '../../../graphql/shared/alert-rules';
import type { AppDeps } from '../../context';
import { announceDataChanged } from '../../db/data-changed';
import { claimAttempt, releaseAttempt } from '../../db/rate-limits';
import { AppError, badInput, notFound } from '../../lib/errors';
import { checkDestination } from '../../lib/guarded-request';
import { escapeHtml } from '../../lib/html';
import { isUuid } from '../../lib/ids';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { mailButton, mailDocument, createMailer, type Mailer } from '../../core/mail';
import { memberProfile, audited } from '../brands';
import { type BrandScope } from '../../scope';
import { attemptWebhook, destinationProblem, webhookGuard } from './alerts.deliver';
import { effectiveRules, type AlertRule } from './alerts.rules';
import {
  countEvents,
  deleteWebhook,
  confirmByTokenHash,
  getAlertSettings,
  getEmailConfirmation,
  getWebhook,
  insertNotification,
  insertWebhook,
  listDeliveries,
  listEvents,
  listStoredRules,
  listWebhooks,
  recordConfirmationSent,
  upsertAlertPreferences,
  upsertRule,
  type AlertEventRow,
  type DeliveryRow,
  type EmailConfirmationRow,
  type WebhookFormat,
  type WebhookRow,
} from './alerts.store';
import { requireRole } from '../../scope';

const ruleView = (rule: AlertRule) => {
  const spec = ALERT_RULES[rule.kind];
  return {
    ...rule,
    label: spec.label,
    description: spec.description,
    thresholdLabel: spec.thresholdLabel,
    unit: spec.unit,
    min: spec.min,
    max: spec.max,
    integer: spec.integer,
    defaultThreshold: spec.defaultThreshold,
  };
};

export async function alertRules(scope: BrandScope) {
  const rules = effectiveRules(await listStoredRules(scope.db, scope.brandId));
  return ALERT_KINDS.map((kind) => ruleView(rules[kind]));
}

/** Sets one rule; a threshold out of its range is refused with the form's message, naming the field. */
export async function updateAlertRule(
  scope: BrandScope,
  input: { kind: AlertKindId; enabled: boolean; threshold: number },
) {
  requireRole(scope, 'EDITOR', 'changing alert rules');
  const checked = alertThreshold(input.kind).safeParse(input.threshold);
  if (!checked.success) throw badInput(checked.error.issues[0]!.message, 'threshold');
  const rule = { kind: input.kind, enabled: input.enabled, threshold: checked.data };
  await audited(
    scope,
    'alert.rule_updated',
    () => `${rule.kind}: ${rule.enabled ? 'on' : 'off'}, threshold ${rule.threshold}`,
    (tx) => upsertRule(tx, scope.brandId, rule),
  );
  await announceDataChanged(scope);
  return { rule: ruleView(rule) };
}

/** A confirmation link is good this long, and a new one can be sent this often. */
const CONFIRMATION_VALID_SECONDS = 7 * 24 * 3600;
const CONFIRMATION_RESEND_SECONDS = 60;

/**
 * Whether alert e-mails may go to the account's address: CONFIRMED (this address, by its owner),
 * SENT (a link to it is out and unused), or UNCONFIRMED (never, or the address changed since).
 */
function confirmationView(email: string | null, row: EmailConfirmationRow) {
  const address = email?.toLowerCase() ?? null;
  if (address !== null && row.confirmedAddress === address)
    return { status: 'CONFIRMED' as const, confirmedAt: row.confirmedAt, sentAt: null };
  const pending = address !== null && row.pendingAddress === address && row.sentAt !== null;
  return {
    status: pending ? ('SENT' as const) : ('UNCONFIRMED' as const),
    confirmedAt: null,
    sentAt: pending ? row.sentAt : null,
  };
}

export async function alertSettings(scope: BrandScope) {
  const [settings, profile, confirmation] = await Promise.all([
    getAlertSettings(scope.db, scope.brandId),
    memberProfile(scope),
    getEmailConfirmation(scope.db, scope.brandId),
  ]);
  return {
    emailAlerts: settings.emailAlerts,
    weeklyDigest: settings.weeklyDigest,
    email: profile.email,
    emailConfirmation: confirmationView(profile.email, confirmation),
  };
}

/**
 * Mails the account's address a link that confirms it for alert e-mails and the digest (double opt-in);
 * a new link replaces the previous one. At most one a minute.
 */
export async function sendAlertEmailConfirmation(
  scope: BrandScope,
  mailer: Mailer = createMailer(scope.config),
) {
  requireRole(scope, 'EDITOR', 'confirming the alert address');
  const [profile, current] = await Promise.all([
    memberProfile(scope),
    getEmailConfirmation(scope.db, scope.brandId),
  ]);
  if (!profile.email) throw badInput('The account has no e-mail address to confirm.');
  const address = profile.email.toLowerCase();
  if (current.confirmedAddress === address) return { settings: await alertSettings(scope) };
  const waited = current.sentAt ? (Date.now() - current.sentAt.getTime()) / 1000 : Infinity;
  if (waited < CONFIRMATION_RESEND_SECONDS) {
    const seconds = Math.ceil(CONFIRMATION_RESEND_SECONDS - waited);
    throw new AppError(
      'RATE_LIMITED',
      `A confirmation e-mail was sent less than a minute ago. Try again in ${seconds} s.`,
      seconds,
    );
  }
  const { token, hash } = newOpaqueToken();
  const link = `${scope.config.publicUrl}/alert-email/confirm?token=${token}`;
  await mailer.send({ to: profile.email, ...confirmationEmail(link) });
  await recordConfirmationSent(scope.db, scope.brandId, { address, tokenHash: hash });
  await announceDataChanged(scope);
  return { settings: await alertSettings(scope) };
}

function confirmationEmail(link: string) {
  const intro =
    'Sightline will e-mail alerts and the weekly digest to this address once you confirm it. ' +
    'If you did not ask for this, ignore this message: nothing will be sent.';
  return {
    subject: 'Sightline: confirm this address for alert e-mails',
    text: `${intro}\n\nConfirm: ${link}\n\nThe link works for 7 days.`,
    html: mailDocument({
      title: 'Confirm alert e-mails',
      heading: 'Confirm this address for alert e-mails',
      body: `<p style="line-height:1.5">${escapeHtml(intro)}</p>${mailButton(escapeHtml(link), 'Confirm address')}`,
      footer: 'The link works for 7 days.',
    }),
  };
}

/**
 * Confirms an address by the token of its link (a public call: the token is the proof). The address, or
 * BAD_USER_INPUT when the link is unknown, used, replaced by a newer one, older than 7 days, or for an
 * address the account no longer has.
 */
export async function confirmAlertEmail(deps: Pick<AppDeps, 'db'>, token: string) {
  const address =
    token.length > 0 && token.length <= 200
      ? await confirmByTokenHash(deps.db, hashOpaqueToken(token), CONFIRMATION_VALID_SECONDS)
      : null;
  if (!address)
    throw badInput(
      'This confirmation link is invalid or has expired. Send a new one from Settings → Alerts.',
      'token',
    );
  return { email: address };
}

export async function updateAlertSettings(
  scope: BrandScope,
  input: { emailAlerts?: boolean | null; weeklyDigest?: boolean | null },
) {
  requireRole(scope, 'EDITOR', 'changing alert settings');
  const current = await getAlertSettings(scope.db, scope.brandId);
  const preferences = {
    emailAlerts: input.emailAlerts ?? current.emailAlerts,
    weeklyDigest: input.weeklyDigest ?? current.weeklyDigest,
  };
  await audited(
    scope,
    'alert.settings_updated',
    () =>
      `e-mail alerts ${preferences.emailAlerts ? 'on' : 'off'}, weekly digest ${preferences.weeklyDigest ? 'on' : 'off'}`,
    (tx) => upsertAlertPreferences(tx, scope.brandId, preferences),
  );
  await announceDataChanged(scope);
  return { settings: await alertSettings(scope) };
}

export const alertWebhooks = (scope: BrandScope) => listWebhooks(scope.db, scope.brandId);

/** What the API needs to check and reach webhook hosts, and to log why one could not be reached. */
export type WebhookAccess = Pick<AppDeps, 'resolveHost' | 'log'>;

/**
 * Why a webhook address cannot be used, in the words the form shows: its scheme, its port, or an address
 * that is not public or does not resolve (one message for both: the form is no probe of this server's
 * DNS).
 */
async function refuseUnreachable(scope: BrandScope, url: string, access: WebhookAccess) {
  try {
    await checkDestination(url, webhookGuard(scope.config, access.resolveHost));
  } catch (error) {
    const problem = destinationProblem(error, url);
    if (problem) throw badInput(problem, 'url');
    throw error;
  }
}

/** Adds a webhook after checking its address; the secret is returned this once and never again. */
export async function createAlertWebhook(
  scope: BrandScope,
  access: WebhookAccess,
  input: { url: string; format: WebhookFormat },
) {
  requireRole(scope, 'EDITOR', 'adding an alert webhook');
  const parsed = webhookAddress.safeParse(input.url);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'url');
  if ((await listWebhooks(scope.db, scope.brandId)).length >= WEBHOOK_LIMIT)
    throw new AppError(
      'CONFLICT',
      `An account may have at most ${WEBHOOK_LIMIT} webhooks: delete one first.`,
    );
  await refuseUnreachable(scope, parsed.data, access);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const webhook = await audited(
    scope,
    'alert.webhook_added',
    () => parsed.data,
    (tx) => insertWebhook(tx, scope.brandId, { url: parsed.data, format: input.format, secret }),
  );
  await announceDataChanged(scope);
  return { webhook, secret };
}

async function requireWebhook(scope: BrandScope, id: string): Promise<WebhookRow> {
  const webhook = isUuid(id) ? await getWebhook(scope.db, scope.brandId, id) : null;
  if (!webhook) throw notFound('No such webhook.');
  return webhook;
}

export async function deleteAlertWebhook(scope: BrandScope, id: string) {
  requireRole(scope, 'EDITOR', 'removing an alert webhook');
  const webhook = await requireWebhook(scope, id);
  await audited(
    scope,
    'alert.webhook_removed',
    () => webhook.url,
    (tx) => deleteWebhook(tx, scope.brandId, id),
  );
  await announceDataChanged(scope);
  return { id };
}

const waitWords = (seconds: number) =>
  seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} minutes`;

const tooManyTests = (limit: string, retryAfterSeconds: number) =>
  new AppError(
    'RATE_LIMITED',
    `Too many test deliveries: ${limit}. Try again in ${waitWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );

/**
 * Counts a test delivery against the webhook's allowance a minute and the account's an hour (in the
 * database, so every process shares them): a test goes out at once to an address the account chose, and
 * unthrottled it would make this server a fast scanner of other hosts.
 */
async function claimTestDelivery(scope: BrandScope, webhookId: string) {
  const perWebhook = scope.config.ALERT_WEBHOOK_TESTS_PER_MINUTE;
  const webhookKey = `webhook-test:webhook:${webhookId}`;
  const forWebhook = await claimAttempt(scope.db, webhookKey, {
    free: perWebhook,
    baseDelaySeconds: 60,
    windowSeconds: 60,
  });
  if (!forWebhook.allowed)
    throw tooManyTests(`at most ${perWebhook} a minute to one webhook`, forWebhook.retryAfterSeconds);
  const perAccount = scope.config.ALERT_WEBHOOK_TESTS_PER_HOUR;
  const forAccount = await claimAttempt(scope.db, `webhook-test:account:${scope.brandId}`, {
    free: perAccount,
    baseDelaySeconds: 3600,
    windowSeconds: 3600,
  });
  if (!forAccount.allowed) {
    // Nothing is sent: the webhook's allowance keeps this try.
    await releaseAttempt(scope.db, webhookKey);
    throw tooManyTests(`at most ${perAccount} an hour from one account`, forAccount.retryAfterSeconds);
  }
}

/**
 * Sends a signed test message to the webhook now (one attempt, no retries) and returns its log entry;
 * test deliveries are limited per webhook and per account.
 */
export async function testAlertWebhook(scope: BrandScope, access: WebhookAccess, id: string) {
  requireRole(scope, 'EDITOR', 'testing alert webhooks');
  const webhook = await requireWebhook(scope, id);
  await claimTestDelivery(scope, webhook.id);
  const notification = await insertNotification(scope.db, scope.brandId, {
    purpose: 'test',
    runId: null,
    eventIds: [],
  });
  const { delivery } = await attemptWebhook(
    { db: scope.db, config: scope.config, resolveHost: access.resolveHost, log: access.log },
    { ...notification, purpose: 'test' },
    webhook,
    1,
  );
  await announceDataChanged(scope);
  return { delivery: deliveryView(delivery) };
}

export const deliveryView = (row: DeliveryRow) => ({ ...row, at: row.createdAt });

export async function alertDeliveries(scope: BrandScope, first: number, webhookId: string | null = null) {
  if (!Number.isInteger(first) || first < 1 || first > 100)
    throw badInput('first must be between 1 and 100.');
  return (await listDeliveries(scope.db, scope.brandId, first, webhookId)).map(deliveryView);
}

const eventView = (row: AlertEventRow) => ({
  ...row,
  answers: { ...row.answers, failed: row.answers.failed ?? false },
});

const encodeCursor = (row: AlertEventRow) =>
  Buffer.from(JSON.stringify([new Date(row.firedAt).toISOString(), row.id])).toString('base64url');

function decodeCursor(cursor: string): { firedAt: string; id: string } {
  try {
    const [firedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof firedAt === 'string' &&
      !Number.isNaN(Date.parse(firedAt)) &&
      typeof id === 'string' &&
      isUuid(id)
    )
      return { firedAt, id };
  } catch {
    // answered below
  }
  throw badInput('after is not a cursor from this list.', 'after');
}

/** What fired, newest first, a page at a time. */
export async function alertEvents(scope: BrandScope, first: number, after: string | null) {
  if (!Number.isInteger(first) || first < 1 || first > 100)
    throw badInput('first must be between 1 and 100.');
  const [rows, totalCount] = await Promise.all([
    listEvents(scope.db, scope.brandId, first + 1, after ? decodeCursor(after) : null),
    countEvents(scope.db, scope.brandId),
  ]);
  const page = rows.slice(0, first);
  return {
    totalCount,
    events: page.map(eventView),
    endCursor: rows.length > first && page.length > 0 ? encodeCursor(page[page.length - 1]!) : null,
  };
}
