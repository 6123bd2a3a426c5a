-- Collection runs: one row per run of an account's prompts on its engines for one day, with its progress.
-- The answers themselves stay idempotent per (prompt, platform, day, sample); a run only tracks them.
create table public.collection_runs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  trigger text not null check (trigger in ('schedule', 'manual', 'cli', 'onboarding')),
  status text not null default 'queued' check (status in ('queued', 'running', 'completed', 'failed')),
  -- (prompt, platform, sample) triples the run asks for, fixed when it starts.
  total integer not null default 0,
  -- Of those, stored as answers (ok) and as failures (after the last try).
  answered integer not null default 0,
  failures integer not null default 0,
  platforms text[] not null default '{}',
  error text,
  -- A worker processing the run renews its lease; a run whose lease ran out is resumed by another.
  lease_until timestamptz,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index collection_runs_user_created on public.collection_runs (user_id, created_at desc);
-- At most one queued or running run per account and day: "Run now" twice joins the run in progress.
create unique index collection_runs_one_active on public.collection_runs (user_id, day)
  where status in ('queued', 'running');

alter table public.collection_runs enable row level security;
create policy collection_runs_owner on public.collection_runs using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());

-- How many times each prompt is asked per engine and run (tightens the visibility interval).
alter table public.profiles add column samples_per_prompt smallint not null default 1
  check (samples_per_prompt between 1 and 10);

-- The answers connection pages by (collected_at, id) within an account.
create index answers_user_collected on public.answers (user_id, collected_at desc, id desc);
