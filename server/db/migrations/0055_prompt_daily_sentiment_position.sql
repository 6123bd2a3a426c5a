-- The prompts grid shows each prompt's sentiment and average position, summed like the topic rollups'
-- (over visible answers), so prompt_daily carries the same four sums as topic_daily. The rows already
-- stored are filled in from their answers.
alter table public.prompt_daily
  add column sentiment_sum double precision not null default 0,
  add column sentiment_count integer not null default 0,
  add column position_sum integer not null default 0,
  add column position_count integer not null default 0;

update public.prompt_daily d set
  sentiment_sum = s.sentiment_sum,
  sentiment_count = s.sentiment_count,
  position_sum = s.position_sum,
  position_count = s.position_count
from (
  select a.prompt_id, a.platform, a.collected_on as day,
    coalesce(sum(a.sentiment::float8) filter (where a.status = 'ok' and a.visible), 0) as sentiment_sum,
    count(a.sentiment) filter (where a.status = 'ok' and a.visible)::int as sentiment_count,
    coalesce(sum(a.position) filter (where a.status = 'ok' and a.visible), 0)::int as position_sum,
    count(a.position) filter (where a.status = 'ok' and a.visible)::int as position_count
  from public.answers a
  where a.status = 'ok' and a.visible
  group by a.prompt_id, a.platform, a.collected_on
) s
where d.prompt_id = s.prompt_id and d.platform = s.platform and d.day = s.day;
