-- Teams: a workspace holds brands and members, each member with one role. A brand is a row of profiles
-- whose workspace_id is set; its id is what every data table's user_id holds (kept from when one account
-- was one brand), so existing ids, URLs, REST user_id, tokens and report links keep working. A person is
-- a profiles row too (the auth user); for an account made before teams the two are the same row.
create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- The Action Center's tools for the workspace's brands (was the per-account flag on profiles).
  action_center boolean not null default true,
  created_at timestamptz not null default now()
);

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null check (role in ('OWNER', 'ADMIN', 'EDITOR', 'VIEWER')),
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
create index workspace_members_user on public.workspace_members (user_id, created_at);

-- A brand made by createBrand has no person behind it: no username, no e-mail. A person who joined by
-- invitation has a profile and no brand (workspace_id null); deleting a workspace leaves its people.
alter table public.profiles
  alter column username drop not null,
  add column workspace_id uuid references public.workspaces (id) on delete set null;
create index profiles_workspace on public.profiles (workspace_id, created_at) where workspace_id is not null;

-- Every existing account becomes a workspace with the same id, owned by that account, holding one brand.
insert into public.workspaces (id, name, action_center, created_at)
select id, coalesce(username, 'Workspace'), action_center, created_at from public.profiles;
insert into public.workspace_members (workspace_id, user_id, role, created_at)
select id, id, 'OWNER', created_at from public.profiles;
update public.profiles set workspace_id = id;
-- The Action Center flag moved to the workspace.
alter table public.profiles drop column action_center;

-- A token belongs to a member of one workspace and dies with the membership; it may be pinned to a brand.
alter table public.api_tokens
  add column workspace_id uuid references public.workspaces (id) on delete cascade,
  add column brand_id uuid references public.profiles (id) on delete cascade;
update public.api_tokens set workspace_id = user_id;
alter table public.api_tokens alter column workspace_id set not null;

-- An invitation to a workspace: mailed as a single-use link, valid 7 days, revocable. Only the link
-- token's SHA-256 is stored.
create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null,
  role text not null check (role in ('OWNER', 'ADMIN', 'EDITOR', 'VIEWER')),
  token_hash text not null unique,
  invited_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references public.profiles (id) on delete set null,
  revoked_at timestamptz
);
create index workspace_invitations_workspace on public.workspace_invitations (workspace_id, created_at);

-- Every configuration write of a workspace, written in the same transaction as the write.
create table public.audit_log (
  id bigint generated always as identity primary key,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  at timestamptz not null default now(),
  actor_id uuid references public.profiles (id) on delete set null,
  actor_email text,
  action text not null,
  target text not null
);
create index audit_log_workspace on public.audit_log (workspace_id, at desc, id desc);

-- Supabase mode: row-level security follows membership, not the user id. A member reads a brand's rows;
-- OWNER, ADMIN and EDITOR change them. A person's own rows (tokens, profile) stay theirs.
create or replace function public.sightline_member_role(brand uuid) returns text
language sql stable security definer set search_path = '' as $$
  select m.role from public.profiles p
    join public.workspace_members m on m.workspace_id = p.workspace_id and m.user_id = public.sightline_uid()
  where p.id = brand
$$;

do $$
declare
  policy record;
begin
  for policy in
    select tablename, policyname from pg_policies
    where schemaname = 'public' and tablename <> 'api_tokens' and qual like '%user_id = %sightline_uid()%'
  loop
    execute format('drop policy %I on public.%I', policy.policyname, policy.tablename);
    execute format(
      'create policy %I on public.%I for select using (public.sightline_member_role(user_id) is not null)',
      policy.tablename || '_members_read', policy.tablename);
    execute format(
      'create policy %I on public.%I for all using (public.sightline_member_role(user_id) in (''OWNER'', ''ADMIN'', ''EDITOR'')) with check (public.sightline_member_role(user_id) in (''OWNER'', ''ADMIN'', ''EDITOR''))',
      policy.tablename || '_editors_write', policy.tablename);
  end loop;
end
$$;

create policy profiles_members_read on public.profiles for select
  using (public.sightline_member_role(id) is not null);

-- Security definer: a policy on workspace_members must not read workspace_members through itself.
create or replace function public.sightline_workspace_role(workspace uuid) returns text
language sql stable security definer set search_path = '' as $$
  select role from public.workspace_members where workspace_id = workspace and user_id = public.sightline_uid()
$$;

alter table public.workspaces enable row level security;
create policy workspaces_members_read on public.workspaces for select
  using (public.sightline_workspace_role(id) is not null);

alter table public.workspace_members enable row level security;
create policy workspace_members_members_read on public.workspace_members for select
  using (public.sightline_workspace_role(workspace_id) is not null);

alter table public.workspace_invitations enable row level security;
create policy workspace_invitations_members_read on public.workspace_invitations for select
  using (public.sightline_workspace_role(workspace_id) is not null);

alter table public.audit_log enable row level security;
create policy audit_log_members_read on public.audit_log for select
  using (public.sightline_workspace_role(workspace_id) is not null);
