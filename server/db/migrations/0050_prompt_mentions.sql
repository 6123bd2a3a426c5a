-- Which tracked brands each answer named, summed per prompt, platform and day: the answers of one prompt,
-- platform and day that named the brand (or not) together with the same set of tracked competitors count
-- in one row. Head to head (a competitor named where the brand is not, and the reverse) and the answer gaps
-- (prompts whose answers name competitors and not the brand) are sums of these rows, never of the answers.
-- Only answers that named at least one tracked brand are kept; competitor_ids is sorted and distinct.
-- The all-time table holds the same sums without the day. The collection's increments and the rollup
-- rebuild keep both equal to the answers.
create table public.prompt_mentions_daily (
  user_id uuid not null,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  platform text not null,
  day date not null,
  brand_named boolean not null,
  competitor_ids uuid[] not null,
  answers integer not null default 0,
  primary key (prompt_id, day, platform, brand_named, competitor_ids)
);
create index prompt_mentions_daily_user_day on public.prompt_mentions_daily (user_id, day);

create table public.prompt_mentions_totals (
  user_id uuid not null,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  platform text not null,
  brand_named boolean not null,
  competitor_ids uuid[] not null,
  answers integer not null default 0,
  primary key (prompt_id, platform, brand_named, competitor_ids)
);
create index prompt_mentions_totals_user on public.prompt_mentions_totals (user_id);

insert into public.prompt_mentions_daily (user_id, prompt_id, platform, day, brand_named, competitor_ids, answers)
select n.user_id, n.prompt_id, n.platform, n.collected_on, n.visible, n.competitor_ids, count(*)::int
from (
  select a.user_id, a.prompt_id, a.platform, a.collected_on, a.visible,
    array(select ac.competitor_id from public.answer_competitors ac where ac.answer_id = a.id
      order by ac.competitor_id) as competitor_ids
  from public.answers a where a.status = 'ok'
) n
where n.visible or cardinality(n.competitor_ids) > 0
group by n.user_id, n.prompt_id, n.platform, n.collected_on, n.visible, n.competitor_ids;

insert into public.prompt_mentions_totals (user_id, prompt_id, platform, brand_named, competitor_ids, answers)
select user_id, prompt_id, platform, brand_named, competitor_ids, sum(answers)::int
from public.prompt_mentions_daily group by user_id, prompt_id, platform, brand_named, competitor_ids;

alter table public.prompt_mentions_daily enable row level security;
create policy prompt_mentions_daily_owner on public.prompt_mentions_daily using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.prompt_mentions_totals enable row level security;
create policy prompt_mentions_totals_owner on public.prompt_mentions_totals using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
