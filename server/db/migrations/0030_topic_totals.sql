-- Every topic's all-time sums per platform and kind of prompt, as source_totals and competitor_totals are
-- for citations and competitors: an all-time figure reads one row per topic, platform and kind instead of
-- every day's. The collection's increments and the rollup rebuild keep it equal to the sum of topic_daily.
create table public.topic_totals (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  platform text not null,
  prompt_kind text not null,
  answers integer not null default 0,
  failures integer not null default 0,
  impressions integer not null default 0,
  sentiment_sum double precision not null default 0,
  sentiment_count integer not null default 0,
  position_sum integer not null default 0,
  position_count integer not null default 0,
  primary key (topic_id, platform, prompt_kind)
);
create index topic_totals_user on public.topic_totals (user_id);

insert into public.topic_totals (user_id, topic_id, platform, prompt_kind, answers, failures, impressions,
  sentiment_sum, sentiment_count, position_sum, position_count)
select user_id, topic_id, platform, prompt_kind, sum(answers), sum(failures), sum(impressions),
  sum(sentiment_sum), sum(sentiment_count), sum(position_sum), sum(position_count)
from public.topic_daily group by user_id, topic_id, platform, prompt_kind;

alter table public.topic_totals enable row level security;
create policy topic_totals_owner on public.topic_totals using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
