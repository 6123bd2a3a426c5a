-- The last 7, 30 and 90 days of the citation and competitor rollups, summed per topic and platform as of
-- one day (rollup_window_state.as_of): a preset period reads a few hundred rows instead of every day's.
-- The collection's increments keep them current; when the day turns, the first read moves them on by the
-- days that entered and left each window. competitor_totals is the competitors' all-time sum, as
-- source_totals is the citations'.
create table public.source_window (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  span smallint not null check (span in (7, 30, 90)),
  platform text not null,
  prompt_kind text not null,
  url text not null,
  domain text not null,
  mentions integer not null,
  primary key (topic_id, span, url, platform, prompt_kind)
);
create index source_window_user on public.source_window (user_id);

create table public.competitor_window (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  span smallint not null check (span in (7, 30, 90)),
  platform text not null,
  prompt_kind text not null,
  competitor_id uuid not null references public.competitors (id) on delete cascade,
  mentions integer not null,
  position_sum integer not null,
  primary key (topic_id, span, competitor_id, platform, prompt_kind)
);
create index competitor_window_user on public.competitor_window (user_id);

-- Filled by 0029, which splits every rollup by the kind of prompt.
create table public.competitor_totals (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  platform text not null,
  prompt_kind text not null,
  competitor_id uuid not null references public.competitors (id) on delete cascade,
  mentions integer not null,
  position_sum integer not null,
  primary key (topic_id, competitor_id, platform, prompt_kind)
);
create index competitor_totals_user on public.competitor_totals (user_id);

-- The day an account's windows end on; no row (or an older day) means they are not current.
create table public.rollup_window_state (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  as_of date not null
);

alter table public.source_window enable row level security;
create policy source_window_owner on public.source_window using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.competitor_window enable row level security;
create policy competitor_window_owner on public.competitor_window using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.competitor_totals enable row level security;
create policy competitor_totals_owner on public.competitor_totals using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.rollup_window_state enable row level security;
create policy rollup_window_state_owner on public.rollup_window_state using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
