/**
 * The alert tables (rules, settings, evaluations, events, webhooks, notifications, the delivery log, the
 * cited domains the "new source" rule remembers, digests) and the reads of one collection day's answers
 * that the answer-level rules and the digest's gaps need.
 */
import type { Queryable } from '../../db/db';
import type { AlertKindId } from '../../../graphql/shared/alert-rules';
import type { Aspect } from '../../../graphql/shared/aspects';
import type { PlatformId } from '../../../graphql/shared/platforms';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import type { Day } from '../../lib/dates';
import type { ClaimStatus } from '../../core/analysis';

// ---- rules and settings ----

export interface StoredRuleRow {
  kind: AlertKindId;
  enabled: boolean;
  threshold: number;
}

export function listStoredRules(db: Queryable, brandId: string) {
  return db.query<StoredRuleRow>(
    '/* listStoredRules */ select kind, enabled, threshold from public.alert_rules where user_id = $1',
    [brandId],
  );
}

export async function upsertRule(db: Queryable, brandId: string, rule: StoredRuleRow): Promise<void> {
  await db.query(
    `/* upsertRule */ insert into public.alert_rules (user_id, kind, enabled, threshold) values ($1, $2, $3, $4)
     on conflict (user_id, kind) do update set enabled = excluded.enabled, threshold = excluded.threshold,
       updated_at = now()`,
    [brandId, rule.kind, rule.enabled, rule.threshold],
  );
}

export interface AlertSettingsRow {
  emailAlerts: boolean;
  weeklyDigest: boolean;
  /** The last day whose cited domains alert_source_domains holds; null before the first evaluation. */
  domainsRecordedThrough: Day | null;
}

const DEFAULT_SETTINGS: AlertSettingsRow = {
  emailAlerts: true,
  weeklyDigest: false,
  domainsRecordedThrough: null,
};

export async function getAlertSettings(db: Queryable, brandId: string): Promise<AlertSettingsRow> {
  const [row] = await db.query<AlertSettingsRow>(
    `/* getAlertSettings */ select email_alerts as "emailAlerts", weekly_digest as "weeklyDigest",
       to_char(domains_recorded_through, 'YYYY-MM-DD') as "domainsRecordedThrough"
     from public.alert_settings where user_id = $1`,
    [brandId],
  );
  return row ?? DEFAULT_SETTINGS;
}

export async function upsertAlertPreferences(
  db: Queryable,
  brandId: string,
  preferences: { emailAlerts: boolean; weeklyDigest: boolean },
): Promise<void> {
  await db.query(
    `/* upsertAlertPreferences */ insert into public.alert_settings (user_id, email_alerts, weekly_digest)
     values ($1, $2, $3)
     on conflict (user_id) do update set email_alerts = excluded.email_alerts,
       weekly_digest = excluded.weekly_digest, updated_at = now()`,
    [brandId, preferences.emailAlerts, preferences.weeklyDigest],
  );
}

// ---- the confirmed address (double opt-in) ----

export interface EmailConfirmationRow {
  /** The address alerts and digests may go to (lower case); null until one is confirmed. */
  confirmedAddress: string | null;
  confirmedAt: Date | null;
  /** The address the latest confirmation link was sent to, while it is unused. */
  pendingAddress: string | null;
  sentAt: Date | null;
}

export async function getEmailConfirmation(db: Queryable, brandId: string): Promise<EmailConfirmationRow> {
  const [row] = await db.query<EmailConfirmationRow>(
    `/* getEmailConfirmation */ select email_confirmed_address as "confirmedAddress",
       email_confirmed_at as "confirmedAt", confirmation_address as "pendingAddress",
       confirmation_sent_at as "sentAt"
     from public.alert_settings where user_id = $1`,
    [brandId],
  );
  return row ?? { confirmedAddress: null, confirmedAt: null, pendingAddress: null, sentAt: null };
}

/** Records a confirmation link sent to `address`; it replaces any earlier one. */
export async function recordConfirmationSent(
  db: Queryable,
  brandId: string,
  link: { address: string; tokenHash: string },
): Promise<void> {
  await db.query(
    `/* recordConfirmationSent */ insert into public.alert_settings
       (user_id, confirmation_address, confirmation_token_hash, confirmation_sent_at)
     values ($1, $2, $3, now())
     on conflict (user_id) do update set confirmation_address = excluded.confirmation_address,
       confirmation_token_hash = excluded.confirmation_token_hash, confirmation_sent_at = now()`,
    [brandId, link.address, link.tokenHash],
  );
}

/** Records `address` as confirmed without a link: the demo accounts, whose mail goes to the outbox. */
export async function markAddressConfirmed(db: Queryable, brandId: string, address: string): Promise<void> {
  await db.query(
    `/* markAddressConfirmed */ insert into public.alert_settings
       (user_id, email_confirmed_address, email_confirmed_at) values ($1, lower($2), now())
     on conflict (user_id) do update set email_confirmed_address = excluded.email_confirmed_address,
       email_confirmed_at = now()`,
    [brandId, address],
  );
}

/**
 * Confirms the address a link was sent to, if the link is the account's latest, younger than
 * `maxAgeSeconds`, and the account's address is still the one it was sent to. The address confirmed, or
 * null. The link is used up either way.
 */
export async function confirmByTokenHash(
  db: Queryable,
  tokenHash: string,
  maxAgeSeconds: number,
): Promise<string | null> {
  const [row] = await db.query<{ address: string | null }>(
    `/* confirmByTokenHash */ with link as (
       select s.user_id, s.confirmation_address,
         s.confirmation_sent_at > now() - make_interval(secs => $2)
           and lower(p.email) = s.confirmation_address as valid
       from public.alert_settings s join public.profiles p on p.id = s.user_id
       where s.confirmation_token_hash = $1
       for update of s
     )
     update public.alert_settings s set
       email_confirmed_address = case when link.valid then link.confirmation_address
         else s.email_confirmed_address end,
       email_confirmed_at = case when link.valid then now() else s.email_confirmed_at end,
       confirmation_address = null, confirmation_token_hash = null, updated_at = now()
     from link where s.user_id = link.user_id
     returning case when link.valid then link.confirmation_address end as address`,
    [tokenHash, maxAgeSeconds],
  );
  return row?.address ?? null;
}

/** Accounts that asked for the weekly digest and have an e-mail address. */
export function listDigestAccounts(db: Queryable) {
  return db.query<{ brandId: string }>(
    `/* listDigestAccounts */ select s.user_id as "brandId" from public.alert_settings s
     join public.profiles p on p.id = s.user_id
     where s.weekly_digest and p.email is not null order by s.user_id`,
  );
}

// ---- evaluations and events ----

export async function isRunEvaluated(db: Queryable, runId: string): Promise<boolean> {
  const rows = await db.query(
    '/* isRunEvaluated */ select 1 from public.alert_run_evaluations where run_id = $1',
    [runId],
  );
  return rows.length > 0;
}

/** Records the run as evaluated; false when it already was (another worker's evaluation won). */
export async function markRunEvaluated(db: Queryable, runId: string, brandId: string): Promise<boolean> {
  const rows = await db.query(
    `/* markRunEvaluated */ insert into public.alert_run_evaluations (run_id, user_id) values ($1, $2)
     on conflict (run_id) do nothing returning run_id`,
    [runId, brandId],
  );
  return rows.length === 1;
}

/** Which answers an alert is about, for the history's links (all optional). */
export interface AlertAnswersRow {
  topicId?: string;
  topicSlug?: string;
  topicName?: string;
  platform?: PlatformId;
  competitorId?: string;
  competitorName?: string;
  promptId?: string;
  sourceDomain?: string;
  from: Day;
  to: Day;
  visible?: boolean;
  failed?: boolean;
  statementAspect?: Aspect;
  statementPolarity?: SentimentLabel;
  claimFact?: string;
  claimStatus?: ClaimStatus;
  claimValue?: string;
}

export interface NewAlertEvent {
  kind: AlertKindId;
  occurrence: string;
  day: Day;
  title: string;
  detail: string;
  answers: AlertAnswersRow;
}

export interface AlertEventRow extends NewAlertEvent {
  id: string;
  runId: string | null;
  firedAt: Date;
}

const EVENT_COLUMNS = `id, run_id as "runId", kind, occurrence, to_char(day, 'YYYY-MM-DD') as day, title, detail,
  answers, fired_at as "firedAt"`;

/** Inserts the events not fired before (per kind and occurrence); returns the ones inserted. */
export async function insertEvents(
  db: Queryable,
  brandId: string,
  runId: string,
  events: readonly NewAlertEvent[],
): Promise<AlertEventRow[]> {
  if (events.length === 0) return [];
  return db.query<AlertEventRow>(
    `/* insertEvents */ insert into public.alert_events (user_id, run_id, kind, occurrence, day, title, detail, answers)
     select $1, $2, e.kind, e.occurrence, e.day::date, e.title, e.detail, e.answers
     from jsonb_to_recordset($3::jsonb) as e(kind text, occurrence text, day text, title text, detail text, answers jsonb)
     on conflict (user_id, kind, occurrence) do nothing
     returning ${EVENT_COLUMNS}`,
    [brandId, runId, JSON.stringify(events)],
  );
}

/** The account's events, newest first, after a (fired_at, id) cursor. */
export function listEvents(
  db: Queryable,
  brandId: string,
  limit: number,
  after: { firedAt: string; id: string } | null,
) {
  return db.query<AlertEventRow>(
    `/* listEvents */ select ${EVENT_COLUMNS} from public.alert_events
     where user_id = $1 and ($3::timestamptz is null or (fired_at, id) < ($3::timestamptz, $4::uuid))
     order by fired_at desc, id desc limit $2`,
    [brandId, limit, after?.firedAt ?? null, after?.id ?? null],
  );
}

export async function countEvents(db: Queryable, brandId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    '/* countEvents */ select count(*)::int as n from public.alert_events where user_id = $1',
    [brandId],
  );
  return row?.n ?? 0;
}

export function getEventsByIds(db: Queryable, brandId: string, ids: readonly string[]) {
  return db.query<AlertEventRow>(
    `/* getEventsByIds */ select ${EVENT_COLUMNS} from public.alert_events
     where user_id = $1 and id = any($2::uuid[]) order by fired_at, id`,
    [brandId, ids],
  );
}

// ---- webhooks ----

export type WebhookFormat = 'json' | 'slack';

export interface WebhookRow {
  id: string;
  brandId: string;
  url: string;
  format: WebhookFormat;
  createdAt: Date;
}

const WEBHOOK_COLUMNS = 'id, user_id as "brandId", url, format, created_at as "createdAt"';

export async function insertWebhook(
  db: Queryable,
  brandId: string,
  webhook: { url: string; format: WebhookFormat; secret: string },
): Promise<WebhookRow> {
  const [row] = await db.query<WebhookRow>(
    `/* insertWebhook */ insert into public.alert_webhooks (user_id, url, format, secret) values ($1, $2, $3, $4)
     returning ${WEBHOOK_COLUMNS}`,
    [brandId, webhook.url, webhook.format, webhook.secret],
  );
  return row!;
}

export function listWebhooks(db: Queryable, brandId: string) {
  return db.query<WebhookRow>(
    `/* listWebhooks */ select ${WEBHOOK_COLUMNS} from public.alert_webhooks where user_id = $1
     order by created_at, id`,
    [brandId],
  );
}

export async function getWebhook(db: Queryable, brandId: string, id: string): Promise<WebhookRow | null> {
  const [row] = await db.query<WebhookRow>(
    `/* getWebhook */ select ${WEBHOOK_COLUMNS} from public.alert_webhooks where id = $1 and user_id = $2`,
    [id, brandId],
  );
  return row ?? null;
}

/** The secret a delivery signs with (read only by the delivery, never by an API field). */
export async function getWebhookSecret(db: Queryable, brandId: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ secret: string }>(
    '/* getWebhookSecret */ select secret from public.alert_webhooks where id = $1 and user_id = $2',
    [id, brandId],
  );
  return row?.secret ?? null;
}

export async function deleteWebhook(db: Queryable, brandId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    '/* deleteWebhook */ delete from public.alert_webhooks where id = $1 and user_id = $2 returning id',
    [id, brandId],
  );
  return rows.length === 1;
}

// ---- notifications and the delivery log ----

export type NotificationPurpose = 'alerts' | 'test' | 'digest';

export interface NotificationRow {
  id: string;
  brandId: string;
  purpose: NotificationPurpose;
  runId: string | null;
  eventIds: string[];
  createdAt: Date;
}

export async function insertNotification(
  db: Queryable,
  brandId: string,
  notification: { purpose: NotificationPurpose; runId: string | null; eventIds: readonly string[] },
): Promise<NotificationRow> {
  const [row] = await db.query<NotificationRow>(
    `/* insertNotification */ insert into public.alert_notifications (user_id, purpose, run_id, event_ids)
     values ($1, $2, $3, $4::uuid[])
     returning id, user_id as "brandId", purpose, run_id as "runId", event_ids as "eventIds", created_at as "createdAt"`,
    [brandId, notification.purpose, notification.runId, notification.eventIds],
  );
  return row!;
}

export async function getNotification(db: Queryable, id: string): Promise<NotificationRow | null> {
  const [row] = await db.query<NotificationRow>(
    `/* getNotification */ select id, user_id as "brandId", purpose, run_id as "runId", event_ids as "eventIds",
       created_at as "createdAt" from public.alert_notifications where id = $1`,
    [id],
  );
  return row ?? null;
}

export type DeliveryChannel = 'email' | 'webhook';

export interface DeliveryAttempt {
  notificationId: string | null;
  purpose: NotificationPurpose;
  channel: DeliveryChannel;
  webhookId: string | null;
  attempt: number;
  statusCode: number | null;
  ok: boolean;
  error: string | null;
}

export interface DeliveryRow extends DeliveryAttempt {
  id: string;
  createdAt: Date;
}

const DELIVERY_COLUMNS = `id, notification_id as "notificationId", purpose, channel, webhook_id as "webhookId",
  attempt, status_code as "statusCode", ok, error, created_at as "createdAt"`;

export async function insertDelivery(
  db: Queryable,
  brandId: string,
  attempt: DeliveryAttempt,
): Promise<DeliveryRow> {
  const [row] = await db.query<DeliveryRow>(
    `/* insertDelivery */ insert into public.alert_deliveries
       (user_id, notification_id, purpose, channel, webhook_id, attempt, status_code, ok, error)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${DELIVERY_COLUMNS}`,
    [
      brandId,
      attempt.notificationId,
      attempt.purpose,
      attempt.channel,
      attempt.webhookId,
      attempt.attempt,
      attempt.statusCode,
      attempt.ok,
      attempt.error,
    ],
  );
  return row!;
}

/** How many attempts a notification has had on one channel, and whether one got through. */
export async function getDeliveryProgress(
  db: Queryable,
  notificationId: string,
  channel: DeliveryChannel,
  webhookId: string | null,
): Promise<{ attempts: number; delivered: boolean }> {
  const [row] = await db.query<{ attempts: number; delivered: boolean }>(
    `/* getDeliveryProgress */ select count(*)::int as attempts, coalesce(bool_or(ok), false) as delivered
     from public.alert_deliveries
     where notification_id = $1 and channel = $2 and webhook_id is not distinct from $3::uuid`,
    [notificationId, channel, webhookId],
  );
  return row ?? { attempts: 0, delivered: false };
}

/** The account's delivery log, newest first; one webhook's only when webhookId is given. */
export function listDeliveries(db: Queryable, brandId: string, limit: number, webhookId: string | null) {
  return db.query<DeliveryRow>(
    `/* listDeliveries */ select ${DELIVERY_COLUMNS} from public.alert_deliveries
     where user_id = $1 and ($3::uuid is null or webhook_id = $3::uuid)
     order by created_at desc, id desc limit $2`,
    [brandId, limit, webhookId],
  );
}

// ---- one collection day's answers ----

export interface NegativeAnswerRow {
  answerId: string;
  promptId: string;
  question: string;
  topicId: string;
  platform: string;
  sentiment: number;
}

/** The day's answers that name the brand with a sentiment below `below`, lowest first. */
export function getNegativeAnswers(db: Queryable, brandId: string, day: Day, below: number, limit: number) {
  return db.query<NegativeAnswerRow>(
    `/* getNegativeAnswers */ select a.id as "answerId", a.prompt_id as "promptId", p.question,
       a.topic_id as "topicId", a.platform, a.sentiment::float8 as sentiment
     from public.answers a join public.prompts p on p.id = a.prompt_id
     where a.user_id = $1 and a.collected_on = $2 and a.status = 'ok' and a.visible and a.sentiment < $3
     order by a.sentiment, a.id limit $4`,
    [brandId, day, below, limit],
  );
}

export interface NewWrongValueRow {
  fact: string;
  /** The fact's label as the sheet has it now (its key when the fact has since been deleted). */
  label: string;
  value: string;
  status: 'WRONG' | 'OUTDATED';
  /** The value as the day's answers word it most often, and what the sheet held when they were read. */
  stated: string;
  expected: string;
  /** Answers of the day stating it. */
  answers: number;
}

/**
 * The wrong or out-of-date values of the brand's facts that answers up to `day` have stated in at least
 * `minAnswers` answers, where the answers before `day` had not: each value reaches the threshold once.
 */
export function getNewWrongValues(db: Queryable, brandId: string, day: Day, minAnswers: number) {
  return db.query<NewWrongValueRow>(
    `/* getNewWrongValues */
    with wrong as (
      select c.fact_key, c.value, c.status, c.stated, c.expected, c.answer_id, a.collected_on
      from public.answer_fact_claims c join public.answers a on a.id = c.answer_id
      where c.user_id = $1 and c.status in ('WRONG', 'OUTDATED') and a.collected_on <= $2::date
    ),
    reached as (
      select fact_key, value from wrong group by fact_key, value
      having count(distinct answer_id) >= $3
        and count(distinct answer_id) filter (where collected_on < $2::date) < $3
    )
    select w.fact_key as fact, coalesce(min(f.label), w.fact_key) as label, w.value,
      (array_agg(w.status order by w.answer_id))[1] as status,
      mode() within group (order by w.stated) as stated, min(w.expected) as expected,
      count(distinct w.answer_id)::int as answers
    from wrong w join reached r using (fact_key, value)
      left join public.brand_facts f on f.user_id = $1 and f.key = w.fact_key
    where w.collected_on = $2::date
    group by w.fact_key, w.value
    order by count(distinct w.answer_id) desc, w.fact_key, w.value`,
    [brandId, day, minAnswers],
  );
}

/**
 * Per cited domain, over the account's answers from `from` to `to`: the first day an answer naming a
 * competitor and not the brand cited it, and the first day an answer naming the brand did; recorded with
 * the earlier of each in alert_source_domains.
 */
export async function recordSourceDomains(db: Queryable, brandId: string, from: Day | null, to: Day) {
  await db.query(
    `/* recordSourceDomains */ insert into public.alert_source_domains (user_id, domain, competitor_since, brand_since)
     select $1, u.domain,
       min(a.collected_on) filter (where not a.visible and exists (
         select 1 from public.answer_competitors c where c.answer_id = a.id)),
       min(a.collected_on) filter (where a.visible)
     from public.answers a join public.answer_sources s on s.answer_id = a.id
       join public.source_urls u on u.id = s.url_id
     where a.user_id = $1 and a.status = 'ok' and a.collected_on >= coalesce($2::date, '-infinity'::date)
       and a.collected_on <= $3::date
     group by u.domain
     on conflict (user_id, domain) do update set
       competitor_since = least(alert_source_domains.competitor_since, excluded.competitor_since),
       brand_since = least(alert_source_domains.brand_since, excluded.brand_since)`,
    [brandId, from, to],
  );
}

/** Notes `to` as the last day whose cited domains are recorded (never moving it back). */
export async function markDomainsRecordedThrough(db: Queryable, brandId: string, to: Day): Promise<void> {
  await db.query(
    `/* markDomainsRecordedThrough */ insert into public.alert_settings (user_id, domains_recorded_through)
     values ($1, $2)
     on conflict (user_id) do update set domains_recorded_through =
       greatest(alert_settings.domains_recorded_through, excluded.domains_recorded_through)`,
    [brandId, to],
  );
}

export interface CompetitorSourceRow {
  domain: string;
  /** The day's answers naming a competitor and not the brand that cite the domain. */
  answers: number;
  competitors: string[];
  /** Recorded before this day: a competitor-only answer cited it, or a brand answer did. */
  citedCompetitorsBefore: boolean;
  citedBrandEver: boolean;
}

/**
 * The domains the day's answers naming a competitor and not the brand cite, with what was recorded about
 * each before the day, and whether any answer of the day naming the brand cites it.
 */
export function getCompetitorSources(db: Queryable, brandId: string, day: Day) {
  return db.query<CompetitorSourceRow>(
    `/* getCompetitorSources */ with day_answers as (
       select a.id, a.visible, u.domain
       from public.answers a join public.answer_sources s on s.answer_id = a.id
         join public.source_urls u on u.id = s.url_id
       where a.user_id = $1 and a.collected_on = $2 and a.status = 'ok'
     ), competitor_only as (
       select d.domain, d.id, c.name
       from day_answers d
       join public.answer_competitors ac on ac.answer_id = d.id
       join public.competitors c on c.id = ac.competitor_id
       where not d.visible
     )
     select n.domain, count(distinct n.id)::int as answers, array_agg(distinct n.name order by n.name) as competitors,
       coalesce(bool_or(r.competitor_since < $2::date), false) as "citedCompetitorsBefore",
       coalesce(bool_or(r.brand_since is not null), false)
         or exists (select 1 from day_answers v where v.domain = n.domain and v.visible) as "citedBrandEver"
     from competitor_only n
     left join public.alert_source_domains r on r.user_id = $1 and r.domain = n.domain
     group by n.domain order by n.domain`,
    [brandId, day],
  );
}

/** Whether the account has answers from before the day (a first run has nothing to call "new" against). */
export async function hasAnswersBefore(db: Queryable, brandId: string, day: Day): Promise<boolean> {
  const rows = await db.query(
    '/* hasAnswersBefore */ select 1 from public.answers where user_id = $1 and collected_on < $2 limit 1',
    [brandId, day],
  );
  return rows.length > 0;
}

// ---- the weekly digest ----

/**
 * The week's digest notification for the account, created unless one exists for that week: its id, or
 * null when the week's digest was queued already.
 */
export async function insertDigestNotification(
  db: Queryable,
  brandId: string,
  weekStart: Day,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `/* insertDigestNotification */ with notification as (
       insert into public.alert_notifications (user_id, purpose)
       select $1, 'digest' where not exists (
         select 1 from public.alert_digests where user_id = $1 and week_start = $2)
       returning id
     ), digest as (
       insert into public.alert_digests (user_id, week_start, notification_id)
       select $1, $2, id from notification
       on conflict do nothing returning notification_id
     )
     select notification_id as id from digest`,
    [brandId, weekStart],
  );
  return row?.id ?? null;
}
