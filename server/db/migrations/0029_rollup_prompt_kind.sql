-- Every rollup is split by the kind of prompt its answers were asked with (brand: the question names the
-- brand; generic: it does not), so each figure can count unbranded questions alone. The rows are rebuilt
-- from the answers, each counted under its prompt's kind, its own topic and its account's aggregate topic.
alter table public.topic_daily add column prompt_kind text not null default 'generic';
alter table public.competitor_daily add column prompt_kind text not null default 'generic';
alter table public.source_daily add column prompt_kind text not null default 'generic';
alter table public.source_totals add column prompt_kind text not null default 'generic';

alter table public.topic_daily drop constraint topic_daily_pkey;
alter table public.competitor_daily drop constraint competitor_daily_pkey;
alter table public.source_daily drop constraint source_daily_pkey;
alter table public.source_totals drop constraint source_totals_pkey;

delete from public.topic_daily;
delete from public.competitor_daily;
delete from public.source_daily;
delete from public.source_totals;
delete from public.competitor_totals;
delete from public.source_window;
delete from public.competitor_window;
delete from public.rollup_window_state;

insert into public.topic_daily (user_id, topic_id, platform, prompt_kind, day, answers, failures, impressions,
  sentiment_sum, sentiment_count, position_sum, position_count)
select a.user_id, rt.topic_id, a.platform, p.kind, a.collected_on,
  count(*) filter (where a.status = 'ok'),
  count(*) filter (where a.status = 'failed'),
  count(*) filter (where a.status = 'ok' and a.visible),
  coalesce(sum(a.sentiment::float8) filter (where a.status = 'ok' and a.visible), 0),
  count(a.sentiment) filter (where a.status = 'ok' and a.visible),
  coalesce(sum(a.position) filter (where a.status = 'ok' and a.visible), 0),
  count(a.position) filter (where a.status = 'ok' and a.visible)
from public.answers a
  join public.prompts p on p.id = a.prompt_id
  cross join lateral (
    select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
  ) as rt(topic_id)
group by a.user_id, rt.topic_id, a.platform, p.kind, a.collected_on;

insert into public.competitor_daily (user_id, topic_id, platform, prompt_kind, day, competitor_id, mentions, position_sum)
select a.user_id, rt.topic_id, a.platform, p.kind, a.collected_on, ac.competitor_id, count(*)::int, sum(ac.position)::int
from public.answers a
  join public.prompts p on p.id = a.prompt_id
  join public.answer_competitors ac on ac.answer_id = a.id
  cross join lateral (
    select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
  ) as rt(topic_id)
group by a.user_id, rt.topic_id, a.platform, p.kind, a.collected_on, ac.competitor_id;

insert into public.source_daily (user_id, topic_id, platform, prompt_kind, day, url, domain, mentions)
select a.user_id, rt.topic_id, a.platform, p.kind, a.collected_on, s.url, min(s.domain), count(*)::int
from public.answers a
  join public.prompts p on p.id = a.prompt_id
  join public.answer_sources s on s.answer_id = a.id
  cross join lateral (
    select a.topic_id union select g.id from public.topics g where g.user_id = a.user_id and g.is_aggregate
  ) as rt(topic_id)
group by a.user_id, rt.topic_id, a.platform, p.kind, a.collected_on, s.url;

insert into public.source_totals (user_id, topic_id, platform, prompt_kind, url, domain, mentions)
select user_id, topic_id, platform, prompt_kind, url, min(domain), sum(mentions)::int
from public.source_daily group by user_id, topic_id, platform, prompt_kind, url;

insert into public.competitor_totals (user_id, topic_id, platform, prompt_kind, competitor_id, mentions, position_sum)
select user_id, topic_id, platform, prompt_kind, competitor_id, sum(mentions)::int, sum(position_sum)::int
from public.competitor_daily group by user_id, topic_id, platform, prompt_kind, competitor_id;

alter table public.topic_daily alter column prompt_kind drop default;
alter table public.competitor_daily alter column prompt_kind drop default;
alter table public.source_daily alter column prompt_kind drop default;
alter table public.source_totals alter column prompt_kind drop default;

alter table public.topic_daily add primary key (topic_id, day, platform, prompt_kind);
alter table public.competitor_daily add primary key (topic_id, day, competitor_id, platform, prompt_kind);
alter table public.source_daily add primary key (topic_id, day, url, platform, prompt_kind);
alter table public.source_totals add primary key (topic_id, url, platform, prompt_kind);
