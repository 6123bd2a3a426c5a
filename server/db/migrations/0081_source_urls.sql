-- The URLs an account's answers cite, each stored once: the answers' sources and the source rollups (by day,
-- block of days, window and all time) name a URL by its id instead of repeating its text and domain in
-- every row and in every primary key. Kept per account, like every other table, so row-level security
-- shows an account only the URLs its own answers cite, and deleting the account deletes them.
-- The rows naming a URL hold no foreign key to it: a URL's row stays as long as its account, and a per-row
-- check would cost every insert of a collection run.
create table public.source_urls (
  id integer generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  url text not null,
  domain text not null,
  unique (user_id, url)
);

-- A URL's domain follows from the URL (analysis/sources.ts); min() picks one should rows ever disagree.
insert into public.source_urls (user_id, url, domain)
select user_id, url, min(domain) from (
  select user_id, url, domain from public.answer_sources
  union all
  select user_id, url, domain from public.source_totals
  union all
  select user_id, url, domain from public.source_daily
  union all
  select user_id, url, domain from public.source_window
  union all
  select user_id, url, domain from public.source_block
) cited
group by user_id, url
order by user_id, url;

-- Each table is written anew with the id (an update would leave the old rows' space behind), then keyed,
-- indexed and constrained as before with url_id in place of url and domain (the foreign keys added after
-- the rows, checked in one pass rather than row by row).
create table public.answer_sources_by_id (
  answer_id uuid not null,
  user_id uuid not null,
  url_id integer not null
);
insert into public.answer_sources_by_id (answer_id, user_id, url_id)
select s.answer_id, s.user_id, u.id
from public.answer_sources s join public.source_urls u on u.user_id = s.user_id and u.url = s.url;
drop table public.answer_sources;
alter table public.answer_sources_by_id rename to answer_sources;
alter table public.answer_sources add primary key (answer_id, url_id);
alter table public.answer_sources add constraint answer_sources_answer_id_fkey
  foreign key (answer_id) references public.answers (id) on delete cascade;

create table public.source_daily_by_id (
  user_id uuid not null,
  topic_id uuid not null,
  day date not null,
  url_id integer not null,
  mentions integer not null default 0,
  platform text not null,
  prompt_kind text not null
);
insert into public.source_daily_by_id (user_id, topic_id, day, url_id, mentions, platform, prompt_kind)
select d.user_id, d.topic_id, d.day, u.id, d.mentions, d.platform, d.prompt_kind
from public.source_daily d join public.source_urls u on u.user_id = d.user_id and u.url = d.url;
drop table public.source_daily;
alter table public.source_daily_by_id rename to source_daily;
alter table public.source_daily add primary key (topic_id, day, prompt_kind, platform, url_id);
create index source_daily_user_day on public.source_daily (user_id, day);
alter table public.source_daily add constraint source_daily_topic_id_fkey
  foreign key (topic_id) references public.topics (id) on delete cascade;

create table public.source_block_by_id (
  user_id uuid not null,
  topic_id uuid not null,
  days smallint not null constraint source_block_days_check check (days in (4, 16, 64)),
  start_day date not null,
  url_id integer not null,
  mentions integer not null,
  platform text not null,
  prompt_kind text not null
);
insert into public.source_block_by_id (user_id, topic_id, days, start_day, url_id, mentions, platform, prompt_kind)
select b.user_id, b.topic_id, b.days, b.start_day, u.id, b.mentions, b.platform, b.prompt_kind
from public.source_block b join public.source_urls u on u.user_id = b.user_id and u.url = b.url;
drop table public.source_block;
alter table public.source_block_by_id rename to source_block;
alter table public.source_block add primary key (topic_id, days, start_day, prompt_kind, platform, url_id);
create index source_block_user on public.source_block (user_id);
alter table public.source_block add constraint source_block_topic_id_fkey
  foreign key (topic_id) references public.topics (id) on delete cascade;

create table public.source_window_by_id (
  user_id uuid not null,
  topic_id uuid not null,
  span smallint not null constraint source_window_span_check check (span in (7, 30, 90)),
  url_id integer not null,
  mentions integer not null,
  platform text not null,
  prompt_kind text not null
);
insert into public.source_window_by_id (user_id, topic_id, span, url_id, mentions, platform, prompt_kind)
select w.user_id, w.topic_id, w.span, u.id, w.mentions, w.platform, w.prompt_kind
from public.source_window w join public.source_urls u on u.user_id = w.user_id and u.url = w.url;
drop table public.source_window;
alter table public.source_window_by_id rename to source_window;
alter table public.source_window add primary key (topic_id, span, prompt_kind, platform, url_id);
create index source_window_user on public.source_window (user_id);
alter table public.source_window add constraint source_window_topic_id_fkey
  foreign key (topic_id) references public.topics (id) on delete cascade;

create table public.source_totals_by_id (
  user_id uuid not null,
  topic_id uuid not null,
  url_id integer not null,
  mentions integer not null default 0,
  platform text not null,
  prompt_kind text not null
);
insert into public.source_totals_by_id (user_id, topic_id, url_id, mentions, platform, prompt_kind)
select t.user_id, t.topic_id, u.id, t.mentions, t.platform, t.prompt_kind
from public.source_totals t join public.source_urls u on u.user_id = t.user_id and u.url = t.url;
drop table public.source_totals;
alter table public.source_totals_by_id rename to source_totals;
alter table public.source_totals add primary key (topic_id, prompt_kind, platform, url_id);
create index source_totals_user on public.source_totals (user_id, topic_id, mentions desc);
alter table public.source_totals add constraint source_totals_topic_id_fkey
  foreign key (topic_id) references public.topics (id) on delete cascade;

alter table public.source_urls enable row level security;
create policy source_urls_owner on public.source_urls using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.answer_sources enable row level security;
create policy answer_sources_owner on public.answer_sources using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.source_daily enable row level security;
create policy source_daily_owner on public.source_daily using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.source_block enable row level security;
create policy source_block_owner on public.source_block using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.source_window enable row level security;
create policy source_window_owner on public.source_window using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.source_totals enable row level security;
create policy source_totals_owner on public.source_totals using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());

-- The embedded store has no autovacuum: the tables written here get their planner statistics now, not
-- after the next collection run.
analyze public.source_urls, public.answer_sources, public.source_daily, public.source_block, public.source_window,
  public.source_totals;
