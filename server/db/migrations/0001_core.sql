-- Core data model. Runs on PGlite, Postgres 15+ and Supabase's Postgres: only public-schema objects.

-- The caller's user id as Supabase's PostgREST sets it (request.jwt.claims); used by the RLS policies.
create or replace function public.sightline_uid() returns uuid
language sql stable as $$
  select nullif(coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  ), '')::uuid
$$;

create table public.profiles (
  id uuid primary key,
  username text not null,
  email text,
  dashboard_variant text not null default 'general' check (dashboard_variant in ('general', 'fund')),
  action_center boolean not null default false,
  platforms text[] not null default array['chatgpt', 'perplexity', 'gemini'],
  created_at timestamptz not null default now()
);
create unique index profiles_username_key on public.profiles (lower(username));

create table public.brands (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  name text not null,
  website text,
  aliases text[] not null default '{}',
  description text,
  updated_at timestamptz not null default now()
);

create table public.competitors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null,
  website text,
  aliases text[] not null default '{}',
  logo_url text,
  created_at timestamptz not null default now()
);
create unique index competitors_user_name_key on public.competitors (user_id, lower(name));

create table public.topics (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null,
  slug text not null,
  is_aggregate boolean not null default false,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, slug)
);
-- Exactly one aggregate (overview) topic per account.
create unique index topics_one_aggregate on public.topics (user_id) where is_aggregate;

create table public.prompts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  topic_id uuid not null references public.topics (id) on delete cascade,
  question text not null,
  kind text not null default 'generic' check (kind in ('generic', 'brand')),
  archived_at timestamptz,
  created_at timestamptz not null default now()
);
create index prompts_user on public.prompts (user_id, topic_id);
create unique index prompts_topic_question_active on public.prompts (topic_id, lower(question)) where archived_at is null;

-- One row per (prompt, platform, day, sample): the unique key makes a collection run idempotent.
create table public.answers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  topic_id uuid not null references public.topics (id) on delete cascade,
  platform text not null,
  sample smallint not null default 1,
  collected_on date not null,
  collected_at timestamptz not null default now(),
  status text not null check (status in ('ok', 'failed')),
  error text,
  engine text not null,
  model text,
  simulated boolean not null default false,
  answer_text text,
  visible boolean,
  position integer,
  sentiment real,
  unique (prompt_id, platform, collected_on, sample)
);
create index answers_user_day on public.answers (user_id, collected_on);

create table public.answer_competitors (
  answer_id uuid not null references public.answers (id) on delete cascade,
  competitor_id uuid not null references public.competitors (id) on delete cascade,
  user_id uuid not null,
  position integer not null,
  primary key (answer_id, competitor_id)
);

create table public.answer_sources (
  answer_id uuid not null references public.answers (id) on delete cascade,
  user_id uuid not null,
  url text not null,
  domain text not null,
  primary key (answer_id, url)
);

-- Daily rollups: what the dashboards read. The aggregate topic gets its own rows (sum of all topics).
create table public.topic_daily (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  platform text not null,
  day date not null,
  answers integer not null default 0,
  failures integer not null default 0,
  impressions integer not null default 0,
  sentiment_sum double precision not null default 0,
  sentiment_count integer not null default 0,
  position_sum integer not null default 0,
  position_count integer not null default 0,
  primary key (topic_id, day, platform)
);
create index topic_daily_user_day on public.topic_daily (user_id, day);

create table public.competitor_daily (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  day date not null,
  competitor_id uuid not null references public.competitors (id) on delete cascade,
  mentions integer not null default 0,
  position_sum integer not null default 0,
  primary key (topic_id, day, competitor_id)
);
create index competitor_daily_user_day on public.competitor_daily (user_id, day);

create table public.source_daily (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  day date not null,
  url text not null,
  domain text not null,
  mentions integer not null default 0,
  primary key (topic_id, day, url)
);
create index source_daily_user_day on public.source_daily (user_id, day);

create table public.prompt_daily (
  user_id uuid not null,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  day date not null,
  answers integer not null default 0,
  failures integer not null default 0,
  impressions integer not null default 0,
  primary key (prompt_id, day)
);
create index prompt_daily_user_day on public.prompt_daily (user_id, day);

-- Row-level security: on Supabase, rows are visible to their owner only. The server connects as the
-- table owner (which bypasses RLS) and scopes every query itself.
alter table public.profiles enable row level security;
create policy profiles_owner on public.profiles using (id = public.sightline_uid()) with check (id = public.sightline_uid());
alter table public.brands enable row level security;
create policy brands_owner on public.brands using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.competitors enable row level security;
create policy competitors_owner on public.competitors using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.topics enable row level security;
create policy topics_owner on public.topics using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.prompts enable row level security;
create policy prompts_owner on public.prompts using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.answers enable row level security;
create policy answers_owner on public.answers using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.answer_competitors enable row level security;
create policy answer_competitors_owner on public.answer_competitors using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.answer_sources enable row level security;
create policy answer_sources_owner on public.answer_sources using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.topic_daily enable row level security;
create policy topic_daily_owner on public.topic_daily using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.competitor_daily enable row level security;
create policy competitor_daily_owner on public.competitor_daily using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.source_daily enable row level security;
create policy source_daily_owner on public.source_daily using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.prompt_daily enable row level security;
create policy prompt_daily_owner on public.prompt_daily using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
