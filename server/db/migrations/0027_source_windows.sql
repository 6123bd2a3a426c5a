-- Citations per URL over the last 7, 30 and 90 days, per topic and platform, as of one day
-- (source_window_state.as_of). A preset period's top sources sum a few hundred of these rows instead of
-- every day of source_daily. The collection's increments keep them current; when the day turns, the
-- first read moves them on by the days that entered and left each window.
create table public.source_window (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  span smallint not null check (span in (7, 30, 90)),
  platform text not null,
  url text not null,
  domain text not null,
  mentions integer not null,
  primary key (topic_id, span, url, platform)
);
create index source_window_user on public.source_window (user_id);

-- The day an account's windows end on; no row (or an older day) means they are not current.
create table public.source_window_state (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  as_of date not null
);

alter table public.source_window enable row level security;
create policy source_window_owner on public.source_window using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.source_window_state enable row level security;
create policy source_window_state_owner on public.source_window_state using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
