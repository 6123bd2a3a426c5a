-- The narrative's trend, quotes and sources at a million answers: the brand's statements counted by
-- polarity per aspect and day, by topic (and the aggregate topic), platform and prompt kind. The trend sums
-- a period's days; the quotes find from the counts the few newest days that hold each theme's quotes and
-- read only those days' statements. Beside them, statement_source_daily: the answers with a negative
-- statement about the brand on an aspect that cite a page, by the same keys and the page, which a theme's
-- sources sum (the page's citing answers come from source_daily). Built whole by the first read after a rollup rebuild (statement_daily_state marks
-- an account built); the collection's increments, re-analysis and corrections keep it equal to
-- answer_statements as they do statement_window.
create table public.statement_daily (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  day date not null,
  platform text not null,
  prompt_kind text not null,
  aspect text not null,
  positive integer not null,
  neutral integer not null,
  negative integer not null,
  primary key (topic_id, day, platform, prompt_kind, aspect)
);
create index statement_daily_user on public.statement_daily (user_id, topic_id, day);
-- A recount takes statements out before it counts them again: the rows it empties are found by this.
create index statement_daily_emptied on public.statement_daily (user_id)
  where positive = 0 and neutral = 0 and negative = 0;

create table public.statement_source_daily (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  day date not null,
  platform text not null,
  prompt_kind text not null,
  aspect text not null,
  url_id integer not null,
  answers integer not null,
  primary key (topic_id, day, platform, prompt_kind, aspect, url_id)
);
create index statement_source_daily_user on public.statement_source_daily (user_id, topic_id, day);
create index statement_source_daily_emptied on public.statement_source_daily (user_id) where answers = 0;

create table public.statement_daily_state (
  user_id uuid primary key references public.profiles (id) on delete cascade
);

alter table public.statement_daily enable row level security;
create policy statement_daily_members_read on public.statement_daily for select
  using (public.sightline_member_role(user_id) is not null);
create policy statement_daily_editors_write on public.statement_daily for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));

alter table public.statement_source_daily enable row level security;
create policy statement_source_daily_members_read on public.statement_source_daily for select
  using (public.sightline_member_role(user_id) is not null);
create policy statement_source_daily_editors_write on public.statement_source_daily for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));

alter table public.statement_daily_state enable row level security;
create policy statement_daily_state_members_read on public.statement_daily_state for select
  using (public.sightline_member_role(user_id) is not null);
create policy statement_daily_state_editors_write on public.statement_daily_state for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
