/**
 * What a call may touch and do: the brand it acts on (every service takes a BrandScope) and the role its
 * person holds in that brand's workspace, checked by requireRole, the one permission check. Every service
 * that changes something calls it first, so GraphQL, REST, MCP and any later transport enforce the same
 * rules. Roles rank OWNER > ADMIN > EDITOR > VIEWER.
 */
import type { MemberRole } from './caller';
import type { Config } from './config';
import type { RequestContext } from './context';
import type { JobQueue } from './core/jobs';
import type { Db } from './db/db';
import type { ReadCache, RequestMemo } from './lib/cache';
import { todayUtc, type Day } from './lib/dates';
import { AppError, forbidden, unauthenticated } from './lib/errors';

/** A signed-in member's view of one brand's data: every service call is scoped by it. */
export interface BrandScope {
  db: Db;
  cache: ReadCache;
  memo: RequestMemo;
  jobs: JobQueue;
  config: Config;
  /**
   * The active brand's id: what every data table's user_id holds (the name is kept from when one account
   * was one brand; for an account made then, it is also the person's id).
   */
  brandId: string;
  /** The signed-in person (a job acts as the brand itself: the brand's id), and their e-mail for the audit log. */
  memberId: string;
  memberEmail: string | null;
  /** The workspace holding the brand, and the person's role in it (requireRole checks it). */
  workspaceId: string;
  role: MemberRole;
  today: Day;
  viaApiToken: boolean;
  /** The call came with a read-scoped API token (absent or false otherwise). */
  readOnlyToken?: boolean;
  /**
   * The brand an API token is pinned to (then brandId too), else null: such a token opens that brand only,
   * so whatever acts on the whole workspace is refused to it (requireWorkspaceRole).
   */
  pinnedBrandId: string | null;
  /**
   * The brands of the workspace the person's membership is limited to (an agency's client), else null: whatever
   * acts on the whole workspace is refused to them too (requireWorkspaceRole).
   */
  limitedToBrandIds: readonly string[] | null;
}

/**
 * The caller's scope: the brand the membership check let the request act on. A user_id supplied by a
 * client (the REST contract accepts one) must be the caller's own id; anything else is refused before any
 * data is read, as is a brand the caller may not open.
 */
export function brandScope(ctx: RequestContext, requestedUserId?: string | null): BrandScope {
  if (!ctx.viewer) throw ctx.membership instanceof AppError ? ctx.membership : unauthenticated();
  if (requestedUserId !== undefined && requestedUserId !== null && requestedUserId !== ctx.viewer.personId) {
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
    brandId: membership.brandId,
    memberId: membership.personId,
    memberEmail: ctx.viewer.email,
    workspaceId: membership.workspaceId,
    role: membership.role,
    today: todayUtc(),
    viaApiToken: ctx.viewer.viaApiToken === true,
    readOnlyToken: ctx.viewer.readOnly === true,
    pinnedBrandId: ctx.viewer.tokenBrandId ?? null,
    limitedToBrandIds: membership.limitedToBrandIds,
  };
}

/**
 * Resolvers for the fields of one figure loaded for the caller's brand: each field's resolver reads the
 * same load (the loader memoises it on the scope, once per request).
 */
export const fieldsOf =
  <Model>(load: (scope: BrandScope) => Promise<Model>) =>
  <Field extends keyof Model>(field: Field) =>
  async (_parent: unknown, _args: unknown, ctx: RequestContext): Promise<Model[Field]> =>
    (await load(brandScope(ctx)))[field];

/** Whether the call reaches every brand of the workspace: no token pinned to one, no membership limited to some. */
export function seesWholeWorkspace(scope: Pick<BrandScope, 'pinnedBrandId' | 'limitedToBrandIds'>): boolean {
  return !scope.pinnedBrandId && !scope.limitedToBrandIds;
}

/** Refuses a token pinned to one brand what acts on the whole workspace, whatever its owner may do. */
export function requireUnpinnedToken(scope: Pick<BrandScope, 'pinnedBrandId'>, action: string): void {
  if (scope.pinnedBrandId)
    throw forbidden(
      `This API token opens one brand only: ${action} acts on the whole workspace. Use a token that is not pinned to a brand, or sign in.`,
    );
}

/**
 * The check for what acts on the whole workspace rather than the active brand (its brands, members,
 * invitations, settings and audit log): the role, no API token pinned to one brand and no membership limited
 * to some brands, whatever the role.
 */
export function requireWorkspaceRole(
  scope: Pick<BrandScope, 'role' | 'pinnedBrandId' | 'limitedToBrandIds'>,
  minimum: MemberRole,
  action: string,
): void {
  requireUnpinnedToken(scope, action);
  if (scope.limitedToBrandIds)
    throw forbidden(
      `Your membership of this workspace is limited to some of its brands: ${action} acts on the whole workspace. Ask an owner or admin.`,
    );
  requireRole(scope, minimum, action);
}

const ROLE_RANK: Record<MemberRole, number> = { VIEWER: 0, EDITOR: 1, ADMIN: 2, OWNER: 3 };

export function hasRole(role: MemberRole, minimum: MemberRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

/**
 * The one permission check: the caller's role in the active brand's workspace must be `minimum` or higher.
 * `action` names what is refused ("adding prompts"), for a message that says what to ask for.
 */
export function requireRole(scope: { role: MemberRole }, minimum: MemberRole, action: string): void {
  if (hasRole(scope.role, minimum)) return;
  const above = minimum === 'OWNER' ? 'an OWNER' : `${minimum} or higher`;
  throw forbidden(`Your role in this workspace is ${scope.role}: ${action} needs ${above}.`);
}
