-- Alerts (server/modules/alerts): rules evaluated after every collection run, what fired, where it is
-- delivered (e-mail, webhooks) with a log of every attempt, and the weekly digest.

-- The rules an account changed; a kind without a row has its default (graphql/shared/alert-rules.ts), so
-- every account, a new one included, starts with the defaults.
create table public.alert_rules (
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('visibility_drop', 'competitor_overtake', 'negative_answer',
    'new_competitor_source', 'run_failed')),
  enabled boolean not null,
  threshold double precision not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);

-- Per account: alerts by e-mail (on unless turned off), the weekly digest (opt-in), and the last day whose
-- cited domains are recorded in alert_source_domains (null: none yet).
create table public.alert_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  email_alerts boolean not null default true,
  weekly_digest boolean not null default false,
  domains_recorded_through date,
  updated_at timestamptz not null default now()
);

-- A finished run whose rules were evaluated; written in the transaction that records what fired, so a run
-- is evaluated once whatever crashes or retries.
create table public.alert_run_evaluations (
  run_id uuid primary key references public.collection_runs (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  evaluated_at timestamptz not null default now()
);

-- What fired. occurrence names what the alert is about (a topic's drop on a day, one answer, one domain):
-- each occurrence fires once, however many runs see it.
create table public.alert_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  run_id uuid references public.collection_runs (id) on delete set null,
  kind text not null,
  occurrence text not null,
  day date not null,
  title text not null,
  detail text not null,
  -- The answers behind it (topic, platform, competitor, prompt, domain, days) for the history's links.
  answers jsonb not null default '{}',
  fired_at timestamptz not null default now(),
  unique (user_id, kind, occurrence)
);
create index alert_events_user_fired on public.alert_events (user_id, fired_at desc, id desc);

-- Webhook destinations. The secret signs every body (HMAC-SHA256) so it must be read back: it is stored as
-- given, shown once when the webhook is created, and never returned or logged again.
create table public.alert_webhooks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  url text not null,
  format text not null check (format in ('json', 'slack')),
  secret text not null,
  created_at timestamptz not null default now()
);
create index alert_webhooks_user on public.alert_webhooks (user_id, created_at);

-- One message to deliver: the alerts one run fired (e-mail and every webhook), a test of one webhook, or
-- a weekly digest (e-mail).
create table public.alert_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  purpose text not null check (purpose in ('alerts', 'test', 'digest')),
  run_id uuid references public.collection_runs (id) on delete set null,
  event_ids uuid[] not null default '{}',
  created_at timestamptz not null default now()
);

-- The delivery log: one row per attempt on one channel (an e-mail, or one webhook).
create table public.alert_deliveries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  notification_id uuid references public.alert_notifications (id) on delete cascade,
  purpose text not null check (purpose in ('alerts', 'test', 'digest')),
  channel text not null check (channel in ('email', 'webhook')),
  webhook_id uuid references public.alert_webhooks (id) on delete cascade,
  attempt integer not null,
  status_code integer,
  ok boolean not null,
  error text,
  created_at timestamptz not null default now()
);
create index alert_deliveries_user_created on public.alert_deliveries (user_id, created_at desc);
create index alert_deliveries_notification on public.alert_deliveries (notification_id, channel, webhook_id);

-- The domains the account's answers cite: the first day each was cited by an answer naming a competitor
-- and not the brand, and the first day by an answer naming the brand (the "new source" rule).
create table public.alert_source_domains (
  user_id uuid not null references public.profiles (id) on delete cascade,
  domain text not null,
  competitor_since date,
  brand_since date,
  primary key (user_id, domain)
);

-- The weekly digest queued for an account for the week starting on week_start: at most one per week.
create table public.alert_digests (
  user_id uuid not null references public.profiles (id) on delete cascade,
  week_start date not null,
  notification_id uuid not null references public.alert_notifications (id) on delete cascade,
  primary key (user_id, week_start)
);

alter table public.alert_rules enable row level security;
create policy alert_rules_owner on public.alert_rules using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_settings enable row level security;
create policy alert_settings_owner on public.alert_settings using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_run_evaluations enable row level security;
create policy alert_run_evaluations_owner on public.alert_run_evaluations using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_events enable row level security;
create policy alert_events_owner on public.alert_events using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_webhooks enable row level security;
create policy alert_webhooks_owner on public.alert_webhooks using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_notifications enable row level security;
create policy alert_notifications_owner on public.alert_notifications using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_deliveries enable row level security;
create policy alert_deliveries_owner on public.alert_deliveries using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_source_domains enable row level security;
create policy alert_source_domains_owner on public.alert_source_domains using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.alert_digests enable row level security;
create policy alert_digests_owner on public.alert_digests using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
