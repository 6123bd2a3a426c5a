import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { JobQueue } from '../../core/jobs';
import { domainOf } from '../../core/analysis';
import { cachedRead, ReadCache, RequestMemo } from '../../lib/cache';
import { readAlone, type SharedRead } from '../../db/reads';
import { todayUtc, type Day } from '../../lib/dates';
import { AppError, forbidden } from '../../lib/errors';
import { parseOrRefuse } from '../../lib/input';
import type { BrandScope } from '../../scope';
import { brandInput } from '../../../graphql/shared/input-rules';
import {
  accountSettingsRow,
  getBrandWorkspace,
  getWorkspace,
  getProfile,
  type AccountSettingsRow,
  type BrandRow,
  type BrandWrite,
  type ProfileRow,
  type WorkspaceRow,
} from './brands.store';

/**
 * An account's scope outside any request (a job evaluating its alerts, its weekly digest): the same
 * services, reading the database afresh (no cache shared across calls), with a memo of its own.
 */
export async function jobScope(
  deps: { db: Db; config: Config; jobs: JobQueue },
  brandId: string,
  today: Day = todayUtc(),
): Promise<BrandScope> {
  const workspaceId = await getBrandWorkspace(deps.db, brandId);
  if (!workspaceId) throw new AppError('NOT_FOUND', 'This brand no longer exists.');
  return {
    db: deps.db,
    config: deps.config,
    jobs: deps.jobs,
    cache: new ReadCache({ ttlMs: 0, maxBytes: 1, maxBytesPerAccount: 1 }),
    memo: new RequestMemo(),
    brandId,
    // A job acts for the brand itself, with the rights its members gave it when they set it up.
    memberId: brandId,
    memberEmail: null,
    workspaceId,
    role: 'OWNER',
    today,
    viaApiToken: false,
    pinnedBrandId: null,
    limitedToBrandIds: null,
  };
}

/** The signed-in person's own profile (username, e-mail), whichever brand is active. */
export async function memberProfile(scope: BrandScope): Promise<ProfileRow> {
  const profile = await cachedRead(scope, `member-profile:${scope.memberId}`, () =>
    getProfile(scope.db, scope.memberId),
  );
  if (!profile) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
  return profile;
}

/** The active brand's settings row (dashboard variant, platforms); for an older account, the account's. */
export async function viewerProfile(scope: BrandScope): Promise<ProfileRow> {
  const profile = await cachedRead(scope, 'profile', () => getProfile(scope.db, scope.brandId));
  // A valid token without a profile means the account was deleted after the token was issued.
  if (!profile) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
  return profile;
}

/**
 * The account's brand, its competitors' sites, its source category overrides and how far its rollup
 * windows are: one statement for what a dashboard request would otherwise ask for in three. Kept per day:
 * the windows' day moves.
 */
export const accountSettingsRead = (today: Day): SharedRead<AccountSettingsRow> => ({
  key: `account-settings:${today}`,
  read: accountSettingsRow,
  decode: (rows) => rows[0] as AccountSettingsRow,
});

export function accountSettings(scope: BrandScope): Promise<AccountSettingsRow> {
  return readAlone(scope, accountSettingsRead(scope.today));
}

/** The brand's own domain (its website's), which citations of its own site are read by; null without one. */
export async function brandDomainOf(scope: BrandScope): Promise<string | null> {
  return domainOf((await accountSettings(scope)).brand?.website);
}

export async function viewerBrand(scope: BrandScope): Promise<BrandRow | null> {
  return (await accountSettings(scope)).brand;
}

export type ActionCenterAvailability = 'AVAILABLE' | 'COMING_SOON' | 'NOT_AVAILABLE';

/** The active brand's workspace: its name and settings (the Action Center switch). */
export async function viewerWorkspace(scope: BrandScope): Promise<WorkspaceRow> {
  const workspace = await cachedRead(scope, 'workspace', () => getWorkspace(scope.db, scope.workspaceId));
  if (!workspace) throw new AppError('FORBIDDEN', 'This workspace no longer exists.');
  return workspace;
}

/**
 * The Action Center gate: blocked accounts (ACTION_CENTER_BLOCKED_IDS names brands or workspaces) first,
 * then the workspace's setting.
 */
export async function actionCenterStatus(scope: BrandScope) {
  const workspace = await viewerWorkspace(scope);
  const blockedIds = scope.config.ACTION_CENTER_BLOCKED_IDS;
  const blocked = blockedIds.includes(scope.brandId) || blockedIds.includes(scope.workspaceId);
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
export async function requireActionCenter(scope: BrandScope): Promise<void> {
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
