-- The citations of aligned runs of 4, 16 and 64 days (a block starts on a day whose number since
-- 1970-01-01 is a multiple of its length), summed per topic, platform, kind of prompt and URL: a custom
-- period reads a few blocks and the odd days at its ends instead of every day's rows. source_daily's key
-- puts the kind of prompt and the platform before the URL for the same reason: a day's rows of one kind
-- and platform are one range of the index.
create table public.source_block (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  days smallint not null check (days in (4, 16, 64)),
  start_day date not null,
  platform text not null,
  prompt_kind text not null,
  url text not null,
  domain text not null,
  mentions integer not null,
  primary key (topic_id, days, start_day, prompt_kind, platform, url)
);
create index source_block_user on public.source_block (user_id);

insert into public.source_block (user_id, topic_id, days, start_day, platform, prompt_kind, url, domain, mentions)
select d.user_id, d.topic_id, b.days, d.day - ((d.day - date '1970-01-01') % b.days), d.platform, d.prompt_kind,
  d.url, min(d.domain), sum(d.mentions)::int
from public.source_daily d cross join unnest(array[4, 16, 64]) as b(days)
group by d.user_id, d.topic_id, b.days, d.day - ((d.day - date '1970-01-01') % b.days), d.platform, d.prompt_kind, d.url;

alter table public.source_daily drop constraint source_daily_pkey;
alter table public.source_daily add primary key (topic_id, day, prompt_kind, platform, url);

alter table public.source_block enable row level security;
create policy source_block_owner on public.source_block using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
