import type { Queryable } from '../../db/db';
import { brandListSql, type MemberRole, type WorkspaceBrandRow } from './workspaces.store';

export interface MemberRow {
  personId: string;
  email: string | null;
  username: string | null;
  role: MemberRole;
  joinedAt: Date;
  /** The brands the membership is limited to; null: every brand of the workspace, now and later. */
  brands: WorkspaceBrandRow[] | null;
}

const memberColumns = `m.user_id as "personId", p.email, p.username, m.role, m.created_at as "joinedAt",
  ${brandListSql('m.brand_ids', 'm.workspace_id')} as brands`;

/** The workspace's members in the order they joined; `personId` narrows it to one person. */
export function listMembers(q: Queryable, workspaceId: string, personId: string | null = null) {
  return q.query<MemberRow>(
    `/* listMembers */ select ${memberColumns}
     from public.workspace_members m join public.profiles p on p.id = m.user_id
     where m.workspace_id = $1 and ($2::uuid is null or m.user_id = $2) order by m.created_at, p.email`,
    [workspaceId, personId],
  );
}

/** A member found by e-mail (any casing), held until the transaction ends so two changes queue up. */
export async function lockMemberByEmail(q: Queryable, workspaceId: string, email: string) {
  const rows = await q.query<MemberRow>(
    `/* lockMemberByEmail */ select ${memberColumns}
     from public.workspace_members m join public.profiles p on p.id = m.user_id
     where m.workspace_id = $1 and lower(p.email) = lower($2) for update of m`,
    [workspaceId, email],
  );
  return rows[0] ?? null;
}

/** The workspace's owners, held until the transaction ends (the last owner must stay). */
export async function lockOwners(q: Queryable, workspaceId: string): Promise<string[]> {
  const rows = await q.query<{ personId: string }>(
    `/* lockOwners */ select user_id as "personId" from public.workspace_members
     where workspace_id = $1 and role = 'OWNER' order by user_id for update`,
    [workspaceId],
  );
  return rows.map((row) => row.personId);
}

/** A new role; an OWNER opens every brand, so making one lifts any limit to some brands. */
export async function updateMemberRole(
  q: Queryable,
  workspaceId: string,
  personId: string,
  role: MemberRole,
) {
  await q.query(
    `/* updateMemberRole */ update public.workspace_members set role = $3,
       brand_ids = case when $3 = 'OWNER' then null else brand_ids end
     where workspace_id = $1 and user_id = $2`,
    [workspaceId, personId, role],
  );
}

/** Limits a membership to these brands; null: every brand of the workspace. */
export async function updateMemberBrands(
  q: Queryable,
  workspaceId: string,
  personId: string,
  brandIds: readonly string[] | null,
) {
  await q.query(
    `/* updateMemberBrands */ update public.workspace_members set brand_ids = $3::uuid[]
     where workspace_id = $1 and user_id = $2`,
    [workspaceId, personId, brandIds],
  );
}

export async function deleteMember(q: Queryable, workspaceId: string, personId: string) {
  await q.query(
    `/* deleteMember */ delete from public.workspace_members where workspace_id = $1 and user_id = $2`,
    [workspaceId, personId],
  );
}

export async function insertMember(
  q: Queryable,
  member: { workspaceId: string; personId: string; role: MemberRole; brandIds: readonly string[] | null },
) {
  const rows = await q.query(
    `/* insertMember */ insert into public.workspace_members (workspace_id, user_id, role, brand_ids)
     values ($1, $2, $3, $4::uuid[]) on conflict do nothing returning user_id`,
    [member.workspaceId, member.personId, member.role, member.brandIds],
  );
  return rows.length > 0;
}

export interface InvitationRow {
  id: string;
  workspaceId: string;
  email: string;
  role: MemberRole;
  invitedByEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  /** The brands it grants; null: every brand of the workspace, now and later. */
  brandIds: string[] | null;
  brands: WorkspaceBrandRow[] | null;
  /** The workspace's name, for the mail and the link's page. */
  workspaceName: string;
}

const invitationColumns = `i.id, i.workspace_id as "workspaceId", i.email, i.role,
  (select email from public.profiles where id = i.invited_by) as "invitedByEmail", i.created_at as "createdAt",
  i.expires_at as "expiresAt", i.accepted_at as "acceptedAt", i.revoked_at as "revokedAt",
  i.brand_ids as "brandIds", ${brandListSql('i.brand_ids', 'i.workspace_id')} as brands,
  (select name from public.workspaces where id = i.workspace_id) as "workspaceName"`;

/** An invitation that can still be accepted: not accepted, revoked or expired. */
const USABLE = '(i.accepted_at is null and i.revoked_at is null and i.expires_at > now())';

/** Invitations not yet accepted, revoked or expired, newest first. */
export function listPendingInvitations(q: Queryable, workspaceId: string): Promise<InvitationRow[]> {
  return q.query<InvitationRow>(
    `/* listPendingInvitations */ select ${invitationColumns} from public.workspace_invitations i
     where i.workspace_id = $1 and ${USABLE}
     order by i.created_at desc, i.id`,
    [workspaceId],
  );
}

export async function insertInvitation(
  q: Queryable,
  input: {
    workspaceId: string;
    email: string;
    role: MemberRole;
    brandIds: readonly string[] | null;
    tokenHash: string;
    invitedBy: string;
    days: number;
  },
): Promise<InvitationRow> {
  const [row] = await q.query<{ id: string }>(
    `/* insertInvitation */ insert into public.workspace_invitations
       (workspace_id, email, role, brand_ids, token_hash, invited_by, expires_at)
     values ($1, lower($2), $3, $4::uuid[], $5, $6, now() + make_interval(days => $7)) returning id`,
    [
      input.workspaceId,
      input.email,
      input.role,
      input.brandIds,
      input.tokenHash,
      input.invitedBy,
      input.days,
    ],
  );
  return (await getInvitation(q, input.workspaceId, row!.id))!;
}

export async function getInvitation(q: Queryable, workspaceId: string, id: string) {
  const rows = await q.query<InvitationRow>(
    `/* getInvitation */ select ${invitationColumns} from public.workspace_invitations i
     where i.workspace_id = $1 and i.id = $2`,
    [workspaceId, id],
  );
  return rows[0] ?? null;
}

/** Revokes the pending invitations of one address (a new invitation replaces them); their ids. */
export async function revokePendingInvitationsOf(q: Queryable, workspaceId: string, email: string) {
  const rows = await q.query<{ id: string }>(
    `/* revokePendingInvitationsOf */ update public.workspace_invitations set revoked_at = now()
     where workspace_id = $1 and lower(email) = lower($2) and accepted_at is null and revoked_at is null
     returning id`,
    [workspaceId, email],
  );
  return rows.map((row) => row.id);
}

export async function revokeInvitationRow(q: Queryable, workspaceId: string, id: string) {
  const rows = await q.query<{ id: string }>(
    `/* revokeInvitationRow */ update public.workspace_invitations set revoked_at = now()
     where workspace_id = $1 and id = $2 and accepted_at is null and revoked_at is null returning id`,
    [workspaceId, id],
  );
  return rows.length > 0;
}

/** The invitation a link's token names, held until the transaction ends (a link works once). */
export async function lockInvitationByToken(q: Queryable, tokenHash: string) {
  const rows = await q.query<InvitationRow & { usable: boolean }>(
    `/* lockInvitationByToken */ select ${invitationColumns}, ${USABLE} as usable
     from public.workspace_invitations i where i.token_hash = $1 for update of i`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** The invitation a link's token names while it can still be accepted, else null. */
export async function findUsableInvitationByToken(q: Queryable, tokenHash: string) {
  const rows = await q.query<InvitationRow>(
    `/* findUsableInvitationByToken */ select ${invitationColumns}
     from public.workspace_invitations i where i.token_hash = $1 and ${USABLE}`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markInvitationAccepted(q: Queryable, id: string, personId: string) {
  await q.query(
    `/* markInvitationAccepted */ update public.workspace_invitations set accepted_at = now(), accepted_by = $2
     where id = $1`,
    [id, personId],
  );
}

/**
 * Drops a person's own workspace when it is still empty (only they are in it and no brand was named in it):
 * someone who signed up to accept an invitation gets no empty brand or onboarding of their own.
 */
export async function dropEmptyPersonalWorkspace(q: Queryable, personId: string): Promise<boolean> {
  const rows = await q.query(
    `/* dropEmptyPersonalWorkspace */ delete from public.workspaces w where w.id = $1
       and not exists (select 1 from public.workspace_members m where m.workspace_id = w.id and m.user_id <> $1)
       and not exists (select 1 from public.profiles p join public.brands b on b.user_id = p.id
         where p.workspace_id = w.id)
       and not exists (select 1 from public.profiles p where p.workspace_id = w.id and p.id <> $1)
     returning w.id`,
    [personId],
  );
  return rows.length > 0;
}

export interface AuditEntryRow {
  id: string;
  at: Date;
  actor: string | null;
  action: string;
  target: string;
  /** The brand the member had open, by its name now; null when deleted or not kept. */
  brand: string | null;
}

export function listAuditEntries(q: Queryable, workspaceId: string, first: number): Promise<AuditEntryRow[]> {
  return q.query<AuditEntryRow>(
    `/* listAuditEntries */ select l.id::text, l.at, l.actor_email as actor, l.action, l.target,
       b.name as brand
     from public.audit_log l left join public.brands b on b.user_id = l.brand_id
     where l.workspace_id = $1 order by l.at desc, l.id desc limit $2`,
    [workspaceId, first],
  );
}

export async function getProfileEmail(q: Queryable, personId: string): Promise<string | null> {
  const rows = await q.query<{ email: string | null }>(
    `/* getProfileEmail */ select email from public.profiles where id = $1`,
    [personId],
  );
  return rows[0]?.email ?? null;
}
