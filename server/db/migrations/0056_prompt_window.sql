-- The prompts grid's figures for each preset period (the last 7, 30 and 90 days), summed per prompt and
-- platform as of one day, as topic_window is for the topic figures: a grid of a thousand prompts then reads
-- one row per prompt and platform instead of every day of each. Windows are moved on by the first read of
-- a day; clearing the windows' state makes that read build them all, this one included.
create table public.prompt_window (
  user_id uuid not null,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  span smallint not null check (span in (7, 30, 90)),
  platform text not null,
  answers integer not null default 0,
  failures integer not null default 0,
  impressions integer not null default 0,
  sentiment_sum double precision not null default 0,
  sentiment_count integer not null default 0,
  position_sum integer not null default 0,
  position_count integer not null default 0,
  primary key (prompt_id, span, platform)
);
create index prompt_window_user_span on public.prompt_window (user_id, span);

delete from public.rollup_window_state;

alter table public.prompt_window enable row level security;
create policy prompt_window_owner on public.prompt_window using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
