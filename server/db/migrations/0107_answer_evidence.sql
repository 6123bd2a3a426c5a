-- Evidence kept (issue 61): what a vendor sent for an answer (its raw payload, as JSON) and the page's HTML
-- when the provider gives one, each gzip-compressed, one row per answer. Written when the answer is stored;
-- a daily job deletes rows older than EVIDENCE_RETENTION_DAYS; deleting a brand deletes its rows with it.
-- The HTML is a third party's page: it is only ever served sandboxed, as untrusted content.
create table public.answer_evidence (
  answer_id uuid primary key references public.answers (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  raw_gzip bytea,
  raw_bytes integer not null default 0 check (raw_bytes >= 0),
  html_gzip bytea,
  html_bytes integer not null default 0 check (html_bytes >= 0),
  stored_at timestamptz not null default now()
);
create index answer_evidence_user on public.answer_evidence (user_id);
create index answer_evidence_stored_at on public.answer_evidence (stored_at);

alter table public.answer_evidence enable row level security;
create policy answer_evidence_members_read on public.answer_evidence for select
  using (public.sightline_member_role(user_id) is not null);
create policy answer_evidence_editors_write on public.answer_evidence for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
