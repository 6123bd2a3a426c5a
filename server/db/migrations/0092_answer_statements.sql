-- What each answer says about the brand and each tracked competitor (issue 57): one row per sentence, list
-- item or table row about one name, as analysis/statements reads it, with its polarity toward that name and
-- the aspects it speaks of. Written when an answer is stored; a re-analysis keeps a statement it reads again
-- at the same place (its id, its inbox state and any correction stay), rewrites its reading, and replaces
-- the rest.
create table public.answer_statements (
  id uuid primary key default gen_random_uuid(),
  answer_id uuid not null references public.answers (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- The competitor it is about; null: the brand.
  competitor_id uuid references public.competitors (id) on delete cascade,
  -- Where it stands in the answer's text, in UTF-16 code units as the analyzer reads it: [start_at, end_at).
  start_at integer not null check (start_at >= 0),
  end_at integer not null,
  -- The statement's words, verbatim (a quote needs no answer text).
  quote text not null,
  -- The reading every figure counts: the reviewer's where they corrected it, else the analyzer's.
  polarity text not null check (polarity in ('positive', 'neutral', 'negative')),
  aspects text[] not null default '{}',
  -- The brand's own attributes it speaks of (Settings), by name.
  attributes text[] not null default '{}',
  -- The analyzer's own latest reading, which a re-analysis keeps up to date under a correction.
  analyzer_polarity text not null check (analyzer_polarity in ('positive', 'neutral', 'negative')),
  analyzer_aspects text[] not null default '{}',
  corrected_by uuid,
  corrected_by_email text,
  corrected_at timestamptz,
  -- The statement inbox: what the brand's staff made of it.
  state text not null default 'NEW' check (state in ('NEW', 'REVIEWED', 'IGNORED', 'NEEDS_ACTION')),
  state_by uuid,
  state_by_email text,
  state_at timestamptz,
  check (end_at > start_at),
  unique nulls not distinct (answer_id, competitor_id, start_at)
);
create index answer_statements_user on public.answer_statements (user_id);
-- The inbox: the brand's newest negative statements.
create index answer_statements_inbox on public.answer_statements (user_id, answer_id)
  where competitor_id is null and polarity = 'negative';

alter table public.answer_statements enable row level security;
create policy answer_statements_members_read on public.answer_statements for select
  using (public.sightline_member_role(user_id) is not null);
create policy answer_statements_editors_write on public.answer_statements for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
