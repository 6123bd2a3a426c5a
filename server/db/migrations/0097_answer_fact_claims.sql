-- What each answer states of the brand's facts (issue 58): one row per value an answer gives for one fact on
-- the brand's fact sheet (brand_facts), judged for the answer's market as analysis/facts reads it. Written
-- when an answer is stored; a re-analysis keeps a claim it reads again at the same place (its id and any
-- correction stay), rewrites its reading, and replaces the rest.
create table public.answer_fact_claims (
  id uuid primary key default gen_random_uuid(),
  answer_id uuid not null references public.answers (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- The fact's key (brand_facts.key): a fact sheet replaced as a whole keeps its keys, not its row ids.
  fact_key text not null,
  -- The value as the answer words it, and the sheet's value it was judged against then.
  stated text not null,
  expected text not null,
  -- Where the claim stands in the answer's text, in UTF-16 code units: [start_at, end_at).
  start_at integer not null check (start_at >= 0),
  end_at integer not null,
  -- The sentence, list item or table row, verbatim.
  quote text not null,
  -- The status every figure counts: the reviewer's where they corrected it, else the analyzer's.
  status text not null check (status in ('CORRECT', 'WRONG', 'OUTDATED', 'UNCLEAR')),
  analyzer_status text not null check (analyzer_status in ('CORRECT', 'WRONG', 'OUTDATED', 'UNCLEAR')),
  corrected_by uuid,
  corrected_by_email text,
  corrected_at timestamptz,
  check (end_at > start_at),
  unique (answer_id, fact_key, start_at)
);
create index answer_fact_claims_user on public.answer_fact_claims (user_id, fact_key);

alter table public.answer_fact_claims enable row level security;
create policy answer_fact_claims_members_read on public.answer_fact_claims for select
  using (public.sightline_member_role(user_id) is not null);
create policy answer_fact_claims_editors_write on public.answer_fact_claims for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
