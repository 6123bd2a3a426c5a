/**
 * Members and invitations of the active brand's workspace, and its audit log. Invitations are mailed as
 * single-use links (7 days, revocable); the last owner can neither leave nor be demoted; a removed member's
 * tokens go with the membership and their next request is refused (membership is checked per request).
 */
import type { Authenticator, Viewer } from '../../caller';
import { announceDataChanged } from '../../db/data-changed';
import type { Db } from '../../db/db';
import type { ReadCache } from '../../lib/cache';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { escapeHtml } from '../../lib/html';
import { EMAIL_PATTERN } from '../../../graphql/shared/input-rules';
import type { BrandScope } from '../../scope';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { mailButton, mailDocument, createMailer, type Mailer } from '../../core/mail';
import { claimAttempt, releaseAttempt } from '../../db/rate-limits';
import { revokeWorkspaceApiTokens } from '../tokens';
import {
  deleteMember,
  dropEmptyPersonalWorkspace,
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
  updateMemberRole,
} from './members.store';
import { requireRole, requireWorkspaceRole } from '../../scope';
import { recordAudit, insertAuditEntry } from '../brands';
import { announceWorkspaceChanged } from './workspaces.service';
import { listMemberBrands, type MemberRole } from './workspaces.store';

export const INVITATION_DAYS = 7;
export const MAX_PENDING_INVITATIONS = 50;
export const MAX_AUDIT_ENTRIES = 200;
const MAX_EMAIL_LENGTH = 254;

export const INVALID_INVITATION_MESSAGE =
  'This invitation link is no longer valid: it was used, revoked or is older than 7 days. Ask for a new one.';

export function workspaceMembers(scope: BrandScope) {
  return listMembers(scope.db, scope.workspaceId);
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
  input: { email: string; role: MemberRole },
  mailer: Mailer = createMailer(scope.config),
) {
  requireWorkspaceRole(scope, 'ADMIN', 'inviting members');
  const email = validEmail(input.email);
  requireOwnerFor(scope, input.role, 'inviting an OWNER');
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
        tokenHash: hash,
        invitedBy: scope.memberId,
        days: INVITATION_DAYS,
      });
      await recordAudit(tx, scope, 'member.invited', `${email} as ${input.role}`);
      return row;
    })
    .catch(async (error: unknown) => {
      // Refused (already a member, too many open): no mail went out, so none is counted.
      for (const key of claims) await releaseAttempt(scope.db, key);
      throw error;
    });
  const brands = await listMemberBrands(scope.db, scope.memberId);
  const brandName = brands.find((brand) => brand.id === scope.brandId)?.name ?? null;
  await mailer.send({
    to: email,
    ...invitationMail({
      link: `${scope.config.publicUrl}/invite/${token}`,
      inviter: scope.memberEmail,
      brand: brandName,
      role: input.role,
    }),
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

function invitationMail(input: {
  link: string;
  inviter: string | null;
  brand: string | null;
  role: MemberRole;
}) {
  const who = input.inviter ?? 'A colleague';
  const what = input.brand ? `the ${input.brand} workspace` : 'a workspace';
  const intro = `${who} invited you to ${what} on Sightline as ${ROLE_WORDS[input.role]}.`;
  const after = `The link works once, within ${INVITATION_DAYS} days. If you have no account yet, you can create one on the page it opens.`;
  return {
    subject: `You are invited to ${input.brand ?? 'a workspace'} on Sightline`,
    text: `${intro}\n\nAccept the invitation: ${input.link}\n\n${after}`,
    html: mailDocument({
      title: 'Sightline invitation',
      heading: 'You are invited to Sightline',
      body: `<p style="line-height:1.5">${escapeHtml(intro)}</p>${mailButton(escapeHtml(input.link), 'Accept the invitation')}`,
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
 * The signed-in person joins the workspace an invitation link names. The link works once, for the address
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
    await insertMember(tx, invitation.workspaceId, viewer.personId, invitation.role);
    await insertAuditEntry(tx, {
      workspaceId: invitation.workspaceId,
      brandId: null,
      actorId: viewer.personId,
      actorEmail: viewer.email,
      action: 'member.joined',
      target: `${invitation.email} as ${invitation.role}`,
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
  requireWorkspaceRole(scope, 'VIEWER', 'removing a member or leaving');
  const email = validEmail(rawEmail);
  const removed = await scope.db.transaction(async (tx) => {
    const member = await lockMemberByEmail(tx, scope.workspaceId, email);
    if (!member) throw notFound(`${email} is not a member of this workspace.`);
    if (member.personId !== scope.memberId) requireRole(scope, 'ADMIN', 'removing members');
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
    return { ...row, role: input.role };
  });
  await announceWorkspaceChanged(scope);
  return { member };
}
