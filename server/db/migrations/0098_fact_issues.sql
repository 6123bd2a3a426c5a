-- The repair loop of the fact check (issue 58). A claim keeps its value normalised (analysis/facts: an amount
-- "14.00 USD/month", a year, true/false, words folded), so that the wordings of one value are one value; a
-- claim read before this column holds '' until a re-analysis reads it again, and joins no issue meanwhile.
alter table public.answer_fact_claims add column value text not null default '';

-- One wrong or outdated value of one fact in circulation (server/modules/fact-issues): derived from the
-- counted claims, then moved along by people (a fix sent) and by the answers (quiet long enough: resolved;
-- stated again after that: reopened).
create table public.fact_issues (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  fact_key text not null,
  -- answer_fact_claims.value of its claims.
  value text not null check (length(value) > 0),
  -- As its latest claim counts.
  status text not null check (status in ('WRONG', 'OUTDATED')),
  state text not null default 'OPEN' check (state in ('OPEN', 'FIX_SENT', 'RESOLVED', 'REOPENED')),
  -- The first and latest day an answer stated it.
  first_seen date not null,
  last_seen date not null,
  resolved_on date,
  -- The latest fix sent: every column set together, all null while none was.
  fix_kind text check (fix_kind in ('OUTREACH', 'OWN_PAGE')),
  fix_day date,
  fix_url text,
  fix_note text,
  fix_outreach_message_id uuid references public.outreach_messages (id),
  fix_change_id uuid references public.logged_changes (id),
  fix_sent_by uuid,
  fix_sent_by_email text,
  fix_sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, fact_key, value),
  check ((fix_kind is null) = (fix_day is null) and (fix_kind is null) = (fix_url is null)
    and (fix_kind is null) = (fix_change_id is null) and (fix_kind is null) = (fix_sent_at is null)),
  check ((state = 'OPEN') = (fix_kind is null)),
  check ((resolved_on is null) = (state in ('OPEN', 'FIX_SENT')))
);

alter table public.fact_issues enable row level security;
create policy fact_issues_members_read on public.fact_issues for select
  using (public.sightline_member_role(user_id) is not null);
create policy fact_issues_editors_write on public.fact_issues for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
