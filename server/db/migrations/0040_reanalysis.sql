-- What the brand is not ("not this"): phrases that contain its name ("Square Enix", "Freddie Mercury") and
-- descriptions of other senses of it ("the planet"), which the analyzer reads as another thing.
alter table public.brands add column not_this text[] not null default '{}';

-- The account's re-analysis of its answer history (server/modules/reanalysis): one row per account, reused by
-- every request. A change of the brand configuration bumps the generation and queues it again from the
-- start; the worker holding it (lease) writes batch by batch and moves the cursor in the same transaction,
-- so a crashed job resumes where it stopped and a superseded one stops at its next batch.
create table public.reanalysis_jobs (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  generation integer not null default 1,
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  -- The last answer written, in the order the job reads them (collected_at desc, id desc); null: none yet.
  cursor_at timestamptz,
  cursor_id uuid,
  done integer not null default 0,
  -- Answers to read, counted when the generation starts; null until then.
  total integer,
  -- Whether any batch of this generation changed a stored reading: only then are the rollups rebuilt.
  changed boolean not null default false,
  attempts integer not null default 0,
  error text,
  lease_until timestamptz,
  lease_owner uuid,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);

alter table public.reanalysis_jobs enable row level security;
create policy reanalysis_jobs_owner on public.reanalysis_jobs using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
