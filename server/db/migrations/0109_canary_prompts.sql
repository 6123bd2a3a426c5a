-- Canary prompts (issue 62, server/modules/sampling/canary*.ts): a fixed set of neutral questions in the
-- brand's category asked on every platform once a day, kept apart from the brand's prompts and answers (they
-- never count in any figure, list or export). What each canary answer named and cited is kept per platform
-- and day, and the days an engine drifted (the canaries' overlap with the day before left their band) are
-- recorded once per platform and day for the charts' ENGINE_DRIFT annotation. A brand without rows is asked
-- the default set (written on its first run).
create table public.canary_prompts (
  user_id uuid not null references public.profiles (id) on delete cascade,
  position smallint not null check (position between 0 and 49),
  question text not null check (length(question) between 1 and 500),
  primary key (user_id, position)
);

create table public.canary_answers (
  user_id uuid not null references public.profiles (id) on delete cascade,
  platform text not null,
  day date not null,
  question text not null,
  model text,
  brands text[] not null default '{}',
  domains text[] not null default '{}',
  primary key (user_id, platform, day, question)
);

create table public.engine_drifts (
  user_id uuid not null references public.profiles (id) on delete cascade,
  platform text not null,
  day date not null,
  overlap real not null,
  lower_edge real not null,
  model text,
  primary key (user_id, platform, day)
);

alter table public.canary_prompts enable row level security;
create policy canary_prompts_members_read on public.canary_prompts for select
  using (public.sightline_member_role(user_id) is not null);
-- Admins write, as with the sampling settings: every canary is asked on every platform each day.
create policy canary_prompts_admins_write on public.canary_prompts for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'));

-- Written by the collection worker only (it works outside RLS); members read.
alter table public.canary_answers enable row level security;
create policy canary_answers_members_read on public.canary_answers for select
  using (public.sightline_member_role(user_id) is not null);

alter table public.engine_drifts enable row level security;
create policy engine_drifts_members_read on public.engine_drifts for select
  using (public.sightline_member_role(user_id) is not null);
