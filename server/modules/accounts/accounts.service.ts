import type { Config } from '../../config';
import type { RequestContext } from '../../context';
import type { Db } from '../../db/db';
import type { JobQueue } from '../jobs/queue';
import { cachedRead, ReadCache, RequestMemo } from '../../lib/cache';
import { todayUtc, type Day } from '../../lib/dates';
import { AppError, forbidden, unauthenticated } from '../../lib/errors';
import { parseOrRefuse } from '../../lib/input';
import { brandInput } from '../../../graphql/shared/input-rules';
import {
  getAccountSettings,
  getBrandWorkspace,
  getWorkspace,
  getProfile,
  type AccountSettingsRow,
  type BrandRow,
  type BrandWrite,
  type ProfileRow,
  type WorkspaceRow,
} from './accounts.store';
import type { MemberRole } from './permissions';

/** A signed-in member's view of one brand's data: every service call is scoped by it. */
export interface AccountScope {
  db: Db;
  cache: ReadCache;
  memo: RequestMemo;
  jobs: JobQueue;
  config: Config;
  /**
   * The active brand's id: what every data table's user_id holds (the name is kept from when one account
   * was one brand; for an account made then, it is also the person's id).
   */
  userId: string;
  /** The signed-in person (a job acts as the brand itself: the brand's id), and their e-mail for the audit log. */
  memberId: string;
  memberEmail: string | null;
  /** The workspace holding the brand, and the person's role in it (requireRole checks it). */
  workspaceId: string;
  role: MemberRole;
  today: Day;
  viaApiToken: boolean;
}

/**
 * The caller's scope: the brand the membership check let the request act on. A user_id supplied by a
 * client (the REST contract accepts one) must be the caller's own id; anything else is refused before any
 * data is read, as is a brand the caller may not open.
 */
export function accountScope(ctx: RequestContext, requestedUserId?: string | null): AccountScope {
  if (!ctx.viewer) throw unauthenticated();
  if (requestedUserId !== undefined && requestedUserId !== null && requestedUserId !== ctx.viewer.userId) {
    throw forbidden('user_id does not match the signed-in user.');
  }
  const membership = ctx.membership;
  if (membership instanceof AppError) throw membership;
  if (!membership) throw unauthenticated();
  return {
    db: ctx.db,
    cache: ctx.cache,
    memo: ctx.memo,
    jobs: ctx.jobs,
    config: ctx.config,
    userId: membership.brandId,
    memberId: membership.personId,
    memberEmail: ctx.viewer.email,
    workspaceId: membership.workspaceId,
    role: membership.role,
    today: todayUtc(),
    viaApiToken: ctx.viewer.viaApiToken === true,
  };
}

/**
 * An account's scope outside any request (a job evaluating its alerts, its weekly digest): the same
 * services, reading the database afresh (no cache shared across calls), with a memo of its own.
 */
export async function jobScope(
  deps: { db: Db; config: Config; jobs: JobQueue },
  userId: string,
  today: Day = todayUtc(),
): Promise<AccountScope> {
  const workspaceId = await getBrandWorkspace(deps.db, userId);
  if (!workspaceId) throw new AppError('NOT_FOUND', 'This brand no longer exists.');
  return {
    db: deps.db,
    config: deps.config,
    jobs: deps.jobs,
    cache: new ReadCache({ ttlMs: 0, maxBytes: 1, maxBytesPerAccount: 1 }),
    memo: new RequestMemo(),
    userId,
    // A job acts for the brand itself, with the rights its members gave it when they set it up.
    memberId: userId,
    memberEmail: null,
    workspaceId,
    role: 'OWNER',
    today,
    viaApiToken: false,
  };
}

/** The signed-in person's own profile (username, e-mail), whichever brand is active. */
export async function memberProfile(scope: AccountScope): Promise<ProfileRow> {
  const profile = await cachedRead(scope, `member-profile:${scope.memberId}`, () =>
    getProfile(scope.db, scope.memberId),
  );
  if (!profile) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
  return profile;
}

/** The active brand's settings row (dashboard variant, platforms); for an older account, the account's. */
export async function viewerProfile(scope: AccountScope): Promise<ProfileRow> {
  const profile = await cachedRead(scope, 'profile', () => getProfile(scope.db, scope.userId));
  // A valid token without a profile means the account was deleted after the token was issued.
  if (!profile) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
  return profile;
}

/**
 * The account's brand, its competitors' sites, its source category overrides and how far its rollup
 * windows are: one statement for what a dashboard request would otherwise ask for in three.
 */
export function accountSettings(scope: AccountScope): Promise<AccountSettingsRow> {
  return cachedRead(scope, `account-settings:${scope.today}`, () =>
    getAccountSettings(scope.db, scope.userId),
  );
}

export async function viewerBrand(scope: AccountScope): Promise<BrandRow | null> {
  return (await accountSettings(scope)).brand;
}

export type ActionCenterAvailability = 'AVAILABLE' | 'COMING_SOON' | 'NOT_AVAILABLE';

/** The active brand's workspace: its name and settings (the Action Center switch). */
export async function viewerWorkspace(scope: AccountScope): Promise<WorkspaceRow> {
  const workspace = await cachedRead(scope, 'workspace', () => getWorkspace(scope.db, scope.workspaceId));
  if (!workspace) throw new AppError('FORBIDDEN', 'This workspace no longer exists.');
  return workspace;
}

/**
 * The Action Center gate: blocked accounts (ACTION_CENTER_BLOCKED_IDS names brands or workspaces) first,
 * then the workspace's setting.
 */
export async function actionCenterStatus(scope: AccountScope) {
  const workspace = await viewerWorkspace(scope);
  const blockedIds = scope.config.ACTION_CENTER_BLOCKED_IDS;
  const blocked = blockedIds.includes(scope.userId) || blockedIds.includes(scope.workspaceId);
  const availability: ActionCenterAvailability = blocked
    ? 'NOT_AVAILABLE'
    : workspace.actionCenter
      ? 'AVAILABLE'
      : 'COMING_SOON';
  return { actionCenter: workspace.actionCenter && !blocked, availability };
}

/**
 * Writes of the Action Center (checklist, llms.txt, crawler visits, outreach) need it to be available to
 * the account (not blocked, flag on).
 */
export async function requireActionCenter(scope: AccountScope): Promise<void> {
  const status = await actionCenterStatus(scope);
  if (status.availability === 'NOT_AVAILABLE')
    throw forbidden('The Action Center is not available for this account.');
  if (status.availability === 'COMING_SOON')
    throw forbidden('The Action Center is not enabled for this account yet.');
}

export interface BrandInput {
  name: string;
  website?: string | null;
  aliases: readonly string[];
  /** Omitted or null: the stored "not this" list is kept. */
  notThis?: readonly string[] | null;
  /** Omitted: the stored description is kept; null or blank clears it. */
  description?: string | null;
}

/**
 * The brand as it is stored, or a 400 naming the first problem; aliases are trimmed, blanks and repeats (any
 * casing) dropped; a "not this" line blank, too long or repeated is refused.
 */
export function validBrand(input: BrandInput): BrandWrite {
  return parseOrRefuse(brandInput, input);
}
