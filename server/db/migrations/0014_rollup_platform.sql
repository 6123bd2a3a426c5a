-- Every rollup is keyed by platform as well as by day and topic (or prompt), so each dashboard figure for
-- any period and any subset of platforms is summed from rollups. The rows are rebuilt from the answers:
-- each answer counts under its own topic and under its account's aggregate topic, as the collection's
-- incremental path counts it.
alter table public.competitor_daily add column platform text;
alter table public.source_daily add column platform text;
alter table public.source_totals add column platform text;
alter table public.prompt_daily add column platform text;

delete from public.competitor_daily;
delete from public.source_daily;
delete from public.source_totals;
delete from public.prompt_daily;

insert into public.competitor_daily (user_id, topic_id, platform, day, competitor_id, mentions, position_sum)
select a.user_id, rt.topic_id, a.platform, a.collected_on, ac.competitor_id, count(*)::int, sum(ac.position)::int
from public.answers a
  join public.answer_competitors ac on ac.answer_id = a.id
  cross join lateral (
    select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
  ) as rt(topic_id)
group by a.user_id, rt.topic_id, a.platform, a.collected_on, ac.competitor_id;

insert into public.source_daily (user_id, topic_id, platform, day, url, domain, mentions)
select a.user_id, rt.topic_id, a.platform, a.collected_on, s.url, min(s.domain), count(*)::int
from public.answers a
  join public.answer_sources s on s.answer_id = a.id
  cross join lateral (
    select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
  ) as rt(topic_id)
group by a.user_id, rt.topic_id, a.platform, a.collected_on, s.url;

insert into public.source_totals (user_id, topic_id, platform, url, domain, mentions)
select user_id, topic_id, platform, url, min(domain), sum(mentions)::int
from public.source_daily group by user_id, topic_id, platform, url;

insert into public.prompt_daily (user_id, prompt_id, platform, day, answers, failures, impressions)
select user_id, prompt_id, platform, collected_on,
  count(*) filter (where status = 'ok')::int,
  count(*) filter (where status = 'failed')::int,
  count(*) filter (where status = 'ok' and visible)::int
from public.answers group by user_id, prompt_id, platform, collected_on;

alter table public.competitor_daily alter column platform set not null;
alter table public.source_daily alter column platform set not null;
alter table public.source_totals alter column platform set not null;
alter table public.prompt_daily alter column platform set not null;

alter table public.competitor_daily drop constraint competitor_daily_pkey;
alter table public.competitor_daily add primary key (topic_id, day, competitor_id, platform);
alter table public.source_daily drop constraint source_daily_pkey;
alter table public.source_daily add primary key (topic_id, day, url, platform);
alter table public.source_totals drop constraint source_totals_pkey;
alter table public.source_totals add primary key (topic_id, url, platform);
alter table public.prompt_daily drop constraint prompt_daily_pkey;
alter table public.prompt_daily add primary key (prompt_id, day, platform);
