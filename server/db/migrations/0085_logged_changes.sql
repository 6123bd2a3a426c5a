-- The change log (server/modules/changes): what a team did to move its visibility (a page published,
-- outreach sent, llms.txt saved), on which day, and which topics or prompts it concerns, so its impact can
-- be measured against the account's other prompts and its day marked on the charts.
create table public.logged_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null,
  day date not null,
  url text,
  topic_ids uuid[] not null default '{}',
  prompt_ids uuid[] not null default '{}',
  created_by uuid,
  created_by_email text,
  created_at timestamptz not null default now()
);
create index logged_changes_user_day on public.logged_changes (user_id, day);

-- Row-level security as for the other brand tables since 0083: members read, editors and above write.
alter table public.logged_changes enable row level security;
create policy logged_changes_members_read on public.logged_changes for select
  using (public.sightline_member_role(user_id) is not null);
create policy logged_changes_editors_write on public.logged_changes for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));

-- The day a prompt's question was last reworded (UTC), so the charts can mark the step a new wording may
-- make (server/modules/changes/annotations.ts); null: never reworded since this column was added.
alter table public.prompts add column question_changed_on date;
