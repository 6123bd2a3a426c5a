-- The topic figures of each preset period (the last 7, 30 and 90 days) and of the period before it, summed
-- per topic, platform and kind of prompt as of one day, as source_window and competitor_window are for
-- citations and competitors: the 14-, 60- and 180-day windows less the 7-, 30- and 90-day ones are the
-- previous periods a KPI's change compares with. Windows are moved on by the first read of a day; clearing
-- the windows' state makes that read build them all, this one included.
create table public.topic_window (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  span smallint not null check (span in (7, 14, 30, 60, 90, 180)),
  platform text not null,
  prompt_kind text not null,
  answers integer not null default 0,
  failures integer not null default 0,
  impressions integer not null default 0,
  sentiment_sum double precision not null default 0,
  sentiment_count integer not null default 0,
  position_sum integer not null default 0,
  position_count integer not null default 0,
  primary key (topic_id, span, platform, prompt_kind)
);
create index topic_window_user on public.topic_window (user_id);

delete from public.rollup_window_state;

alter table public.topic_window enable row level security;
create policy topic_window_owner on public.topic_window using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
