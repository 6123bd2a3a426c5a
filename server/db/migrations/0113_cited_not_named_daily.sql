-- Metrics.citedNotNamed (issue 55, cold overview): the answered answers not naming the brand that cite a
-- page of its site (its domain or a subdomain), summed per topic (and the aggregate topic), platform, prompt
-- kind and day, so a period's figure sums a few rows instead of probing every answer's citations.
-- The brand's site is the account's setting, so cited_not_named_state records the domain the rows count:
-- when the website changes (or before the first read) the rows count for no domain the brand has, and the
-- first read counts them afresh. The collection's increments, the recount of changed readings and the
-- rollup rebuild (which clears both tables) keep them equal to the answers.
create table public.cited_not_named_daily (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  platform text not null,
  prompt_kind text not null,
  day date not null,
  answers integer not null default 0,
  primary key (topic_id, day, platform, prompt_kind)
);
create index cited_not_named_daily_user_day on public.cited_not_named_daily (user_id, day);

create table public.cited_not_named_state (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  brand_domain text not null
);

alter table public.cited_not_named_daily enable row level security;
create policy cited_not_named_daily_owner on public.cited_not_named_daily using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.cited_not_named_state enable row level security;
create policy cited_not_named_state_owner on public.cited_not_named_state using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
