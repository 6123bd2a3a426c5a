/**
 * Members and invitations of the active brand's workspace, and its audit log. Invitations are mailed as
 * single-use links (7 days, revocable); the last owner can neither leave nor be demoted; a removed member's
 * tokens go with the membership and their next request is refused (membership is checked per request).
 * A membership may be limited to some of the workspace's brands (an agency's client): the invitation says
 * which, and the membership check (findMembership) lets it open those only.
 */
import type { Authenticator, Viewer } from '../../caller';
import { announceDataChanged } from '../../db/data-changed';
import type { Db } from '../../db/db';
import type { ReadCache } from '../../lib/cache';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { escapeHtml } from '../../lib/html';
import { EMAIL_PATTERN } from '../../../graphql/shared/input-rules';
import { brandAccessWords } from '../../../graphql/shared/brand-access';
import type { BrandScope } from '../../scope';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { mailButton, mailDocument, createMailer, type Mailer } from '../../core/mail';
import { claimAttempt, releaseAttempt } from '../../db/rate-limits';
import { revokeWorkspaceApiTokens } from '../tokens';
import {
  deleteMember,
  dropEmptyPersonalWorkspace,
  findUsableInvitationByToken,
  getInvitation,
  insertInvitation,
  insertMember,
  listAuditEntries,
  listMembers,
  listPendingInvitations,
  lockInvitationByToken,
  lockMemberByEmail,
  lockOwners,
  markInvitationAccepted,
  revokeInvitationRow,
  revokePendingInvitationsOf,
  updateMemberBrands,
  updateMemberRole,
  type InvitationRow,
} from './members.store';
import { requireRole, requireUnpinnedToken, requireWorkspaceRole, seesWholeWorkspace } from '../../scope';
import { recordAudit, insertAuditEntry } from '../brands';
import { announceWorkspaceChanged } from './workspaces.service';
import { listMemberBrands, listWorkspaceBrandIds, type MemberRole } from './workspaces.store';

export const INVITATION_DAYS = 7;
export const MAX_PENDING_INVITATIONS = 50;
export const MAX_AUDIT_ENTRIES = 200;
const MAX_EMAIL_LENGTH = 254;

export const INVALID_INVITATION_MESSAGE =
  'This invitation link is no longer valid: it was used, revoked or is older than 7 days. Ask for a new one.';

/**
 * The workspace's members; a member limited to some brands (or a token pinned to one) sees only their own
 * membership: the others' addresses and brands are the agency's, not its client's.
 */
export function workspaceMembers(scope: BrandScope) {
  return listMembers(scope.db, scope.workspaceId, seesWholeWorkspace(scope) ? null : scope.memberId);
}

export function pendingInvitations(scope: BrandScope) {
  requireWorkspaceRole(scope, 'ADMIN', 'seeing invitations');
  return listPendingInvitations(scope.db, scope.workspaceId);
}

export function auditLog(scope: BrandScope, first = 50) {
  requireWorkspaceRole(scope, 'VIEWER', 'reading the audit log');
  if (!Number.isInteger(first) || first < 1 || first > MAX_AUDIT_ENTRIES)
    throw badInput(`first must be between 1 and ${MAX_AUDIT_ENTRIES}.`);
  return listAuditEntries(scope.db, scope.workspaceId, first);
}

function validEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!email || email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email))
    throw badInput('Enter a valid e-mail address, such as name@example.com.', 'email');
  return email;
}

/** Only an owner may make, change or remove an owner. */
function requireOwnerFor(scope: BrandScope, role: MemberRole, action: string) {
  if (role === 'OWNER') requireRole(scope, 'OWNER', action);
}

/**
 * The brands a membership is to be limited to, checked against the workspace's brands: absent or null is
 * every brand, now and later; an empty list opens nothing and is refused, as is any id not of a brand of the
 * workspace. An owner's membership is never limited, so some owner can always manage the whole workspace.
 */
function brandLimit(
  requested: readonly string[] | null | undefined,
  workspaceBrandIds: readonly string[],
  role: MemberRole,
): string[] | null {
  if (requested === null || requested === undefined) return null;
  if (requested.length === 0)
    throw badInput(
      'Choose at least one brand, or every brand: a member limited to no brand could open nothing.',
      'brandIds',
    );
  if (role === 'OWNER')
    throw badInput('An owner opens every brand: choose every brand, or a role below Owner.', 'brandIds');
  const brandIds = [...new Set(requested)];
  if (brandIds.some((id) => !workspaceBrandIds.includes(id)))
    throw badInput('Every brand chosen must be a brand of this workspace.', 'brandIds');
  return brandIds;
}

/**
 * Counts one invitation mail against the workspace's hourly allowance and the sender's (INVITE_LIMIT_PER_HOUR
 * each, in the database so every process shares them; a revoked invitation's mail still counts): an
 * invitation mails any address, so neither a workspace nor a member may turn it into a mailing list.
 * Returns the keys counted, or refuses in words when either allowance is spent.
 */
async function claimInvitationMail(scope: BrandScope): Promise<string[]> {
  const limit = scope.config.INVITE_LIMIT_PER_HOUR;
  const rule = { free: limit, baseDelaySeconds: 3600, windowSeconds: 3600 };
  const allowances = [
    { key: `invite:workspace:${scope.workspaceId}`, who: 'This workspace has' },
    { key: `invite:sender:${scope.memberId}`, who: 'You have' },
  ];
  const counted: string[] = [];
  for (const { key, who } of allowances) {
    const claim = await claimAttempt(scope.db, key, rule);
    if (!claim.allowed) {
      for (const done of counted) await releaseAttempt(scope.db, done);
      const minutes = Math.ceil(claim.retryAfterSeconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        `${who} sent ${limit} invitations in the last hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      );
    }
    counted.push(key);
  }
  return counted;
}

export async function inviteMember(
  scope: BrandScope,
  input: { email: string; role: MemberRole; brandIds?: readonly string[] | null },
  mailer: Mailer = createMailer(scope.config),
) {
  requireWorkspaceRole(scope, 'ADMIN', 'inviting members');
  const email = validEmail(input.email);
  requireOwnerFor(scope, input.role, 'inviting an OWNER');
  const brandIds = brandLimit(
    input.brandIds,
    await listWorkspaceBrandIds(scope.db, scope.workspaceId),
    input.role,
  );
  const claims = await claimInvitationMail(scope);
  const { token, hash } = newOpaqueToken();
  const invitation = await scope.db
    .transaction(async (tx) => {
      if (await lockMemberByEmail(tx, scope.workspaceId, email))
        throw new AppError('CONFLICT', `${email} is already a member of this workspace.`, undefined, 'email');
      if ((await listPendingInvitations(tx, scope.workspaceId)).length >= MAX_PENDING_INVITATIONS)
        throw new AppError(
          'CONFLICT',
          `A workspace has at most ${MAX_PENDING_INVITATIONS} open invitations.`,
        );
      // A new invitation to the same address replaces the one before: only the newest link works.
      await revokePendingInvitationsOf(tx, scope.workspaceId, email);
      const row = await insertInvitation(tx, {
        workspaceId: scope.workspaceId,
        email,
        role: input.role,
        brandIds,
        tokenHash: hash,
        invitedBy: scope.memberId,
        days: INVITATION_DAYS,
      });
      await recordAudit(
        tx,
        scope,
        'member.invited',
        `${email} as ${input.role}, for ${brandAccessWords(row.brands)}`,
      );
      return row;
    })
    .catch(async (error: unknown) => {
      // Refused (already a member, too many open): no mail went out, so none is counted.
      for (const key of claims) await releaseAttempt(scope.db, key);
      throw error;
    });
  await mailer.send({
    to: email,
    ...invitationMail({ link: `${scope.config.publicUrl}/invite/${token}`, invitation }),
  });
  await announceWorkspaceChanged(scope);
  return { invitation };
}

/** A role as a sentence says it: "as a viewer", not "as VIEWER". */
const ROLE_WORDS: Record<MemberRole, string> = {
  OWNER: 'an owner',
  ADMIN: 'an admin',
  EDITOR: 'an editor',
  VIEWER: 'a viewer (reading and exporting)',
};

/** "maya@… invited you to the Stride Labs workspace on Sightline as a viewer (…), for the brand Stride Labs." */
function invitationMail({ link, invitation }: { link: string; invitation: InvitationRow }) {
  const who = invitation.invitedByEmail ?? 'A colleague';
  const intro = `${who} invited you to the ${invitation.workspaceName} workspace on Sightline as ${ROLE_WORDS[invitation.role]}, for ${brandAccessWords(invitation.brands)}.`;
  const after = `The link works once, within ${INVITATION_DAYS} days. If you have no account yet, you can create one on the page it opens.`;
  return {
    subject: `You are invited to ${invitation.workspaceName} on Sightline`,
    text: `${intro}\n\nAccept the invitation: ${link}\n\n${after}`,
    html: mailDocument({
      title: 'Sightline invitation',
      heading: 'You are invited to Sightline',
      body: `<p style="line-height:1.5">${escapeHtml(intro)}</p>${mailButton(escapeHtml(link), 'Accept the invitation')}`,
      footer: after,
    }),
  };
}

export async function revokeInvitation(scope: BrandScope, id: string) {
  requireWorkspaceRole(scope, 'ADMIN', 'revoking invitations');
  if (!isUuid(id)) throw notFound('No such invitation.');
  const invitation = await scope.db.transaction(async (tx) => {
    const row = await getInvitation(tx, scope.workspaceId, id);
    if (!row || !(await revokeInvitationRow(tx, scope.workspaceId, id)))
      throw notFound('No such open invitation.');
    await recordAudit(tx, scope, 'invitation.revoked', row.email);
    return (await getInvitation(tx, scope.workspaceId, id))!;
  });
  await announceWorkspaceChanged(scope);
  return { invitation };
}

/**
 * What an invitation link's page says before anyone signs in: the workspace, the brands, the role and who
 * sent it; null when the link can no longer be accepted. The link's token is the secret its address got.
 */
export async function invitationPreview(deps: { db: Db }, token: string) {
  if (typeof token !== 'string' || token.length > 200) return null;
  const invitation = await findUsableInvitationByToken(deps.db, hashOpaqueToken(token));
  return (
    invitation && {
      email: invitation.email,
      workspace: invitation.workspaceName,
      role: invitation.role,
      brands: invitation.brands,
      invitedBy: invitation.invitedByEmail,
      expiresAt: invitation.expiresAt,
    }
  );
}

/**
 * The signed-in person joins the workspace an invitation link names, limited to the brands it names. The link works once, for the address
 * it was sent to; a person who signed up only to accept it keeps no empty workspace of their own.
 */
export async function acceptInvitation(
  deps: { db: Db; cache?: ReadCache },
  viewer: Viewer | null,
  token: string,
) {
  if (!viewer)
    throw new AppError('UNAUTHENTICATED', 'Sign in or create an account to accept the invitation.');
  if (typeof token !== 'string' || token.length > 200)
    throw new AppError('INVITATION_INVALID', INVALID_INVITATION_MESSAGE);
  const workspaceId = await deps.db.transaction(async (tx) => {
    const invitation = await lockInvitationByToken(tx, hashOpaqueToken(token));
    if (!invitation || !invitation.usable)
      throw new AppError('INVITATION_INVALID', INVALID_INVITATION_MESSAGE);
    if ((viewer.email ?? '').toLowerCase() !== invitation.email.toLowerCase())
      throw forbidden(
        `This invitation was sent to ${invitation.email}; sign in with that address to accept it.`,
      );
    await markInvitationAccepted(tx, invitation.id, viewer.personId);
    await dropEmptyPersonalWorkspace(tx, viewer.personId);
    await insertMember(tx, {
      workspaceId: invitation.workspaceId,
      personId: viewer.personId,
      role: invitation.role,
      brandIds: invitation.brandIds,
    });
    await insertAuditEntry(tx, {
      workspaceId: invitation.workspaceId,
      brandId: null,
      actorId: viewer.personId,
      actorEmail: viewer.email,
      action: 'member.joined',
      target: `${invitation.email} as ${invitation.role}, for ${brandAccessWords(invitation.brands)}`,
    });
    return invitation.workspaceId;
  });
  // The person's own notice too: their default brand may have been the personal workspace's just dropped.
  await announceDataChanged({ db: deps.db, cache: deps.cache, personId: viewer.personId });
  await announceWorkspaceChanged({ db: deps.db, cache: deps.cache, workspaceId });
  const brands = await listMemberBrands(deps.db, viewer.personId);
  return { brands: brands.filter((brand) => brand.workspaceId === workspaceId) };
}

/**
 * Removes a member (ADMIN, or anyone removing themselves: leaving). Their API tokens for the workspace
 * are revoked with it; the last owner cannot leave, and only an owner removes an owner.
 */
export async function removeMember(scope: BrandScope, rawEmail: string, authenticator?: Authenticator) {
  requireUnpinnedToken(scope, 'removing a member or leaving');
  const email = validEmail(rawEmail);
  // Leaving is anyone's, a member limited to some brands too; removing another acts on the workspace, and
  // is refused before the address is looked up (no one learns who is a member by trying).
  const leaving = email === scope.memberEmail?.toLowerCase();
  if (!leaving) requireWorkspaceRole(scope, 'ADMIN', 'removing members');
  const removed = await scope.db.transaction(async (tx) => {
    const member = await lockMemberByEmail(tx, scope.workspaceId, email);
    if (!member) throw notFound(`${email} is not a member of this workspace.`);
    if (member.role === 'OWNER') {
      if (member.personId !== scope.memberId) requireRole(scope, 'OWNER', 'removing an OWNER');
      const owners = await lockOwners(tx, scope.workspaceId);
      if (owners.length <= 1)
        throw new AppError('CONFLICT', 'The last owner cannot leave: make another member OWNER first.');
    }
    await deleteMember(tx, scope.workspaceId, member.personId);
    const tokenIds = await revokeWorkspaceApiTokens(tx, member.personId, scope.workspaceId);
    await recordAudit(
      tx,
      scope,
      member.personId === scope.memberId ? 'member.left' : 'member.removed',
      email,
    );
    return { member, tokenIds };
  });
  for (const id of removed.tokenIds) authenticator?.forget?.(id);
  // Other processes drop the person's cached tokens on their notice, every brand's answers on theirs.
  await announceDataChanged({ ...scope, personId: removed.member.personId });
  await announceWorkspaceChanged(scope);
  return { member: { ...removed.member, role: removed.member.role } };
}

export async function changeMemberRole(scope: BrandScope, input: { email: string; role: MemberRole }) {
  requireWorkspaceRole(scope, 'ADMIN', 'changing roles');
  const email = validEmail(input.email);
  requireOwnerFor(scope, input.role, 'making someone OWNER');
  const member = await scope.db.transaction(async (tx) => {
    const row = await lockMemberByEmail(tx, scope.workspaceId, email);
    if (!row) throw notFound(`${email} is not a member of this workspace.`);
    if (row.role === input.role) return row;
    if (row.role === 'OWNER') {
      requireRole(scope, 'OWNER', "changing an OWNER's role");
      if ((await lockOwners(tx, scope.workspaceId)).length <= 1)
        throw new AppError('CONFLICT', 'The last owner cannot be demoted: make another member OWNER first.');
    }
    await updateMemberRole(tx, scope.workspaceId, row.personId, input.role);
    await recordAudit(tx, scope, 'member.role_changed', `${email}: ${row.role} → ${input.role}`);
    return (await lockMemberByEmail(tx, scope.workspaceId, email))!;
  });
  await announceWorkspaceChanged(scope);
  return { member };
}

/**
 * Limits a member to some brands of the workspace, or opens every brand to them again (null), by the rules
 * of a role change (ADMIN or OWNER; only an OWNER changes an OWNER's, and an owner opens every brand). It
 * holds from the member's next request, in every process: the change notice drops the memberships kept.
 */
export async function changeMemberBrands(
  scope: BrandScope,
  input: { email: string; brandIds?: readonly string[] | null },
) {
  requireWorkspaceRole(scope, 'ADMIN', "changing a member's brands");
  const email = validEmail(input.email);
  const workspaceBrandIds = await listWorkspaceBrandIds(scope.db, scope.workspaceId);
  const member = await scope.db.transaction(async (tx) => {
    const row = await lockMemberByEmail(tx, scope.workspaceId, email);
    if (!row) throw notFound(`${email} is not a member of this workspace.`);
    requireOwnerFor(scope, row.role, "changing an OWNER's brands");
    const brandIds = brandLimit(input.brandIds, workspaceBrandIds, row.role);
    await updateMemberBrands(tx, scope.workspaceId, row.personId, brandIds);
    const changed = (await lockMemberByEmail(tx, scope.workspaceId, email))!;
    await recordAudit(
      tx,
      scope,
      'member.brands_changed',
      `${email}: ${brandAccessWords(row.brands)} → ${brandAccessWords(changed.brands)}`,
    );
    return changed;
  });
  // The person's notice too: their default brand (no header sent) may be one they no longer open.
  await announceDataChanged({ ...scope, personId: member.personId });
  await announceWorkspaceChanged(scope);
  return { member };
}
