-- A member limited to some brands of the workspace, and an invitation that grants only those (UX audit turn
-- 4, M6: an agency gives a client their own brand and no other). Null: every brand of the workspace, now
-- and later. Ids of brands deleted since are harmless: every read joins them to the workspace's brands.
alter table public.workspace_members add column brand_ids uuid[];
alter table public.workspace_invitations add column brand_ids uuid[];

-- Supabase mode: row-level security follows the limit too: a limited member reads their brands' rows only,
create or replace function public.sightline_member_role(brand uuid) returns text
language sql stable security definer set search_path = '' as $$
  select m.role from public.profiles p
    join public.workspace_members m on m.workspace_id = p.workspace_id and m.user_id = public.sightline_uid()
  where p.id = brand and (m.brand_ids is null or p.id = any (m.brand_ids))
$$;
-- and the workspace's own rows (its members, invitations, audit log) are not a limited member's to read.
create or replace function public.sightline_workspace_role(workspace uuid) returns text
language sql stable security definer set search_path = '' as $$
  select role from public.workspace_members
  where workspace_id = workspace and user_id = public.sightline_uid() and brand_ids is null
$$;

-- A new workspace is named after its first brand once that brand is named, not after its maker's e-mail
-- (UX audit turn 4, M6: Settings called an agency's workspace "maya"); a name a member gives it stays.
alter table public.workspaces add column name_provisional boolean not null default false;

-- Workspaces still carrying their maker's username: named after their first named brand now, or once
-- they have one.
with personal as (
  select w.id from public.workspaces w join public.profiles person on person.id = w.id
  where w.name = person.username
),
first_brand as (
  select distinct on (p.workspace_id) p.workspace_id, b.name from public.profiles p
    join public.brands b on b.user_id = p.id
  where p.workspace_id in (select id from personal)
  order by p.workspace_id, p.created_at, p.id
)
update public.workspaces w set name = coalesce(first_brand.name, w.name),
  name_provisional = first_brand.name is null
from personal left join first_brand on first_brand.workspace_id = personal.id
where w.id = personal.id;
