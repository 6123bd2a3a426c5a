-- Each prompt's sums per platform from its first day through each later day (running totals), so the sums
-- of any run of days are the row of its last day less the row of the day before its first: two rows per
-- prompt and platform, whatever the length of the period, where prompt_daily gives one per day. Every
-- prompt and platform has a row for each day from its first through the account's last (a day without
-- answers carries the day before's totals on), so both rows are found by day alone. last_answered_on is
-- the latest day up to the row's with an answer.
create table public.prompt_cumulative (
  user_id uuid not null,
  day date not null,
  platform text not null,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  answers integer not null,
  failures integer not null,
  impressions integer not null,
  sentiment_sum double precision not null,
  sentiment_count integer not null,
  position_sum integer not null,
  position_count integer not null,
  last_answered_on date,
  primary key (user_id, day, platform, prompt_id)
);
create index prompt_cumulative_prompt on public.prompt_cumulative (prompt_id);

insert into public.prompt_cumulative (user_id, day, platform, prompt_id, answers, failures, impressions,
  sentiment_sum, sentiment_count, position_sum, position_count, last_answered_on)
select g.user_id, g.first + s.i, g.platform, g.prompt_id,
  sum(coalesce(d.answers, 0)) over w, sum(coalesce(d.failures, 0)) over w, sum(coalesce(d.impressions, 0)) over w,
  sum(coalesce(d.sentiment_sum, 0)) over w, sum(coalesce(d.sentiment_count, 0)) over w,
  sum(coalesce(d.position_sum, 0)) over w, sum(coalesce(d.position_count, 0)) over w,
  max(d.day) filter (where d.answers > 0) over w
from (
  select user_id, prompt_id, platform, min(day) as first from public.prompt_daily group by 1, 2, 3
) g
join (select user_id, max(day) as last from public.prompt_daily group by user_id) e on e.user_id = g.user_id
cross join lateral generate_series(0, e.last - g.first) s(i)
left join public.prompt_daily d on d.prompt_id = g.prompt_id and d.platform = g.platform and d.day = g.first + s.i
window w as (partition by g.prompt_id, g.platform order by s.i)
order by 2, 3, 4;

alter table public.prompt_cumulative enable row level security;
create policy prompt_cumulative_owner on public.prompt_cumulative using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
