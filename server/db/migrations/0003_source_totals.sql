-- All-time citations per URL and topic. The "All Time" top sources would otherwise sum every day of
-- source_daily (hundreds of thousands of rows for a large account) on each cache miss.
create table public.source_totals (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  url text not null,
  domain text not null,
  mentions integer not null default 0,
  primary key (topic_id, url)
);
create index source_totals_user on public.source_totals (user_id, topic_id, mentions desc);

insert into public.source_totals (user_id, topic_id, url, domain, mentions)
select user_id, topic_id, url, min(domain), sum(mentions)::int from public.source_daily group by user_id, topic_id, url;

alter table public.source_totals enable row level security;
create policy source_totals_owner on public.source_totals using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
