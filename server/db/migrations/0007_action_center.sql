-- Action Center: the next-steps checklist per account, the account's llms.txt, AI crawler
-- visits (ingested over the API or imported from an access log) and outreach e-mails sent.

create table public.action_checklist (
  user_id uuid not null references public.profiles (id) on delete cascade,
  step_id text not null,
  completed_at timestamptz not null default now(),
  primary key (user_id, step_id)
);

create table public.llms_txt (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  content text not null,
  updated_at timestamptz not null default now()
);

create table public.crawler_visits (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  crawler text not null,
  provider text not null,
  purpose text not null check (purpose in ('training', 'search', 'user', 'other')),
  user_agent text not null,
  page_route text not null,
  ip_address text,
  response_code smallint not null default 200,
  visited_at timestamptz not null,
  source text not null default 'api' check (source in ('api', 'import')),
  created_at timestamptz not null default now()
);
create index crawler_visits_user_time on public.crawler_visits (user_id, visited_at desc);

create table public.outreach_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  campaign_id text,
  source_id text not null,
  source_name text not null,
  to_email text not null,
  subject text not null,
  body text not null,
  message_id text not null,
  delivery text not null,
  sent_at timestamptz not null default now()
);
create index outreach_messages_user_time on public.outreach_messages (user_id, sent_at desc);

alter table public.action_checklist enable row level security;
create policy action_checklist_owner on public.action_checklist using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.llms_txt enable row level security;
create policy llms_txt_owner on public.llms_txt using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.crawler_visits enable row level security;
create policy crawler_visits_owner on public.crawler_visits using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
alter table public.outreach_messages enable row level security;
create policy outreach_messages_owner on public.outreach_messages using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
