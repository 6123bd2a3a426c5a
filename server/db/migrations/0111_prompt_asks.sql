-- One-off asks (issue 61): a prompt asked once, now, on the platforms and surfaces chosen ("Ask now" on the
-- Prompts page, the askPromptNow mutation). Each answer is read like a run's (analysis, product cards, the
-- vendor's payload and page as evidence) and kept here with what its requests cost, apart from the answers
-- table: a one-off ask never counts in a figure, a run's progress or its samples. The month's spend counts
-- cost_usd against the sampling budget. Deleting the prompt or the brand deletes its asks.
create table public.prompt_asks (
  id uuid primary key,
  -- The answers of one ask share it (one ask, one platform and surface each).
  ask_id uuid not null,
  user_id uuid not null references public.profiles (id) on delete cascade,
  prompt_id uuid not null references public.prompts (id) on delete cascade,
  asked_at timestamptz not null default now(),
  asked_by text not null,
  question text not null,
  platform text not null,
  surface text not null check (surface in ('API', 'APP')),
  status text not null check (status in ('ok', 'failed', 'refused', 'no_answer')),
  error text,
  engine text not null,
  model text,
  simulated boolean not null,
  answer_text text,
  analyzer text,
  visible boolean,
  position integer,
  sentiment real,
  competitors jsonb not null default '[]',
  sources jsonb not null default '[]',
  products jsonb not null default '[]',
  search_queries text[] not null default '{}',
  -- The billed requests, priced from the pricing table when asked: [{ request, count, unitUsd, usd }].
  requests jsonb not null default '[]',
  cost_usd numeric(12, 6) not null default 0 check (cost_usd >= 0),
  raw_gzip bytea,
  raw_bytes integer not null default 0 check (raw_bytes >= 0),
  html_gzip bytea,
  html_bytes integer not null default 0 check (html_bytes >= 0)
);
create index prompt_asks_prompt on public.prompt_asks (prompt_id, asked_at desc);
create index prompt_asks_user_month on public.prompt_asks (user_id, asked_at);

alter table public.prompt_asks enable row level security;
create policy prompt_asks_members_read on public.prompt_asks for select
  using (public.sightline_member_role(user_id) is not null);
create policy prompt_asks_editors_write on public.prompt_asks for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
