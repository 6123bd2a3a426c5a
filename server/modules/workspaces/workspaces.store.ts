import type { Queryable } from '../../db/db';

import type { WorkspaceRow } from '../brands';
import type { MemberRole } from '../../caller';

export type { MemberRole };

/**
 * A person's standing with one brand: the brand, the workspace holding it, the person's role there and the
 * brands their membership is limited to (null: every brand of the workspace).
 */
export interface MembershipRow {
  brandId: string;
  workspaceId: string;
  role: MemberRole;
  limitedToBrandIds: string[] | null;
}

/** The condition that a member (m) may open a brand (p), in every query that says who opens what. */
const MEMBER_OPENS_BRAND = '(m.brand_ids is null or p.id = any (m.brand_ids))';

/**
 * The brand a request acts on, when the person may open it: the one asked for, or (none asked for) the
 * oldest brand they may open of their oldest membership. `workspaceId` narrows it to one workspace (a
 * token's).
 */
export async function findMembership(
  q: Queryable,
  input: { personId: string; brandId: string | null; workspaceId: string | null },
): Promise<MembershipRow | null> {
  const rows = await q.query<MembershipRow>(
    `/* findMembership */ select p.id as "brandId", m.workspace_id as "workspaceId", m.role,
       m.brand_ids as "limitedToBrandIds"
     from public.workspace_members m join public.profiles p on p.workspace_id = m.workspace_id
     where m.user_id = $1 and ($2::uuid is null or p.id = $2) and ($3::uuid is null or m.workspace_id = $3)
       and ${MEMBER_OPENS_BRAND}
     order by m.created_at, m.workspace_id, p.created_at, p.id limit 1`,
    [input.personId, input.brandId, input.workspaceId],
  );
  return rows[0] ?? null;
}

export interface MemberBrandRow {
  id: string;
  workspaceId: string;
  /** Null until the brand's onboarding names it (a new account's first brand). */
  name: string | null;
  role: MemberRole;
}

/** Every brand the person can open, oldest membership first and, in it, oldest brand first. */
export function listMemberBrands(q: Queryable, personId: string): Promise<MemberBrandRow[]> {
  return q.query<MemberBrandRow>(
    `/* listMemberBrands */ select p.id, m.workspace_id as "workspaceId", b.name, m.role
     from public.workspace_members m join public.profiles p on p.workspace_id = m.workspace_id
       left join public.brands b on b.user_id = p.id
     where m.user_id = $1 and ${MEMBER_OPENS_BRAND}
     order by m.created_at, m.workspace_id, p.created_at, p.id`,
    [personId],
  );
}

/** Whether the person is a member of the brand's workspace who may open the brand. */
export async function personOpensBrand(q: Queryable, personId: string, brandId: string): Promise<boolean> {
  const rows = await q.query(
    `/* personOpensBrand */ select 1 from public.workspace_members m
       join public.profiles p on p.workspace_id = m.workspace_id
     where m.user_id = $1 and p.id = $2 and ${MEMBER_OPENS_BRAND}`,
    [personId, brandId],
  );
  return rows.length > 0;
}

/** A brand of a workspace as a member or invitation names it. */
export interface WorkspaceBrandRow {
  id: string;
  /** Null until the brand's onboarding names it. */
  name: string | null;
}

/**
 * The brands of `workspaceColumn`'s workspace that `brandIdsColumn` lists, oldest first, as a JSON array; null
 * when the list is null (every brand). For the member and invitation reads.
 */
export const brandListSql = (brandIdsColumn: string, workspaceColumn: string) =>
  `case when ${brandIdsColumn} is null then null else coalesce((
     select json_agg(json_build_object('id', p.id, 'name', b.name) order by p.created_at, p.id)
     from public.profiles p left join public.brands b on b.user_id = p.id
     where p.workspace_id = ${workspaceColumn} and p.id = any (${brandIdsColumn})), '[]'::json) end`;

/**
 * A new person's own workspace (its id theirs), with the person as its OWNER and their own id as its first
 * brand; nothing changes when they have one already. `name` holds until the first brand is named
 * (nameProvisionalWorkspace).
 */
export async function insertPersonalWorkspace(
  q: Queryable,
  personId: string,
  name: string,
  actionCenter: boolean,
): Promise<void> {
  await q.query(
    `/* insertPersonalWorkspace */ insert into public.workspaces (id, name, action_center, name_provisional)
     values ($1, $2, $3, true) on conflict do nothing`,
    [personId, name, actionCenter],
  );
  await q.query(
    `/* insertPersonalMembership */ insert into public.workspace_members (workspace_id, user_id, role)
     values ($1, $1, 'OWNER') on conflict do nothing`,
    [personId],
  );
  await q.query(
    `/* claimPersonalBrand */ update public.profiles set workspace_id = $1 where id = $1 and workspace_id is null`,
    [personId],
  );
}

/** A brand's row of its own in the workspace (no person behind it); its id scopes the brand's data. */
export async function insertBrandScope(q: Queryable, workspaceId: string): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `/* insertBrandScope */ insert into public.profiles (id, username, email, workspace_id)
     values (gen_random_uuid(), null, null, $1) returning id`,
    [workspaceId],
  );
  return row!.id;
}

export async function countWorkspaceBrands(q: Queryable, workspaceId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `/* countWorkspaceBrands */ select count(*)::int as count from public.profiles where workspace_id = $1`,
    [workspaceId],
  );
  return row!.count;
}

export async function listWorkspaceBrandIds(q: Queryable, workspaceId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `/* listWorkspaceBrandIds */ select id from public.profiles where workspace_id = $1`,
    [workspaceId],
  );
  return rows.map((row) => row.id);
}

export async function hasAnyMembership(q: Queryable, personId: string): Promise<boolean> {
  const rows = await q.query(
    `/* hasAnyMembership */ select 1 from public.workspace_members where user_id = $1 limit 1`,
    [personId],
  );
  return rows.length > 0;
}

export async function updateWorkspaceRow(
  q: Queryable,
  workspaceId: string,
  changes: { name?: string; actionCenter?: boolean },
): Promise<WorkspaceRow> {
  const [row] = await q.query<WorkspaceRow>(
    `/* updateWorkspaceRow */ update public.workspaces set name = coalesce($2, name),
       name_provisional = name_provisional and $2::text is null, action_center = coalesce($3, action_center)
     where id = $1 returning id, name, action_center as "actionCenter"`,
    [workspaceId, changes.name ?? null, changes.actionCenter ?? null],
  );
  return row!;
}

/** Tables whose user_id names a person, not a brand: a brand's deletion leaves them alone. */
const PERSON_TABLES = new Set(['api_tokens', 'workspace_members', 'profiles']);

/** Every table holding a brand's rows by user_id (read from the catalog, so a new table is not missed). */
async function brandDataTables(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ table: string }>(
    `/* brandDataTables */ select c.table_name as "table" from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
       and c.table_name not like 'auth\\_%' order by c.table_name`,
  );
  return rows.map((row) => row.table).filter((table) => !PERSON_TABLES.has(table));
}

/**
 * Deletes a brand and all its data. A brand that is also a person (an account made before teams) keeps
 * its profile row as the person's, outside any workspace; any other brand's row goes too.
 */
export async function deleteBrandData(q: Queryable, brandId: string): Promise<void> {
  for (const table of await brandDataTables(q))
    await q.query(`/* deleteBrandData */ delete from public.${table} where user_id = $1`, [brandId]);
  await q.query(
    `/* deleteBrandScope */ delete from public.profiles p where p.id = $1 and p.username is null
       and not exists (select 1 from public.auth_users u where u.id = p.id)`,
    [brandId],
  );
  await q.query(`/* releaseBrandScope */ update public.profiles set workspace_id = null where id = $1`, [
    brandId,
  ]);
}
