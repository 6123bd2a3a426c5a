/**
 * Workspaces, brands and roles: which brand a request acts on, and the one permission check every service
 * uses (requireRole), so GraphQL, REST and MCP enforce the same rules.
 */
import type { Membership, Viewer } from '../../caller';
import { announceDataChanged } from '../../db/data-changed';
import type { Queryable } from '../../db/db';
import { AppError, badInput, forbidden } from '../../lib/errors';
import { requireWorkspaceRole } from '../../scope';
import { isUuid } from '../../lib/ids';
import { type BrandInput, validBrand, getBrand, upsertBrand, audited, recordAudit } from '../brands';
import type { BrandScope } from '../../scope';
import {
  countWorkspaceBrands,
  deleteBrandData,
  findMembership,
  insertBrandScope,
  listWorkspaceBrandIds,
  updateWorkspaceRow,
  listMemberBrands,
} from './workspaces.store';

/** Brands one workspace may hold: enough for an agency, bounded so one tenant cannot grow without end. */
export const MAX_WORKSPACE_BRANDS = 50;

export const NOT_A_MEMBER_MESSAGE =
  'That brand is not one you can open: you are not a member of it (ask an owner of its workspace).';
export const NO_WORKSPACE_MESSAGE =
  'You are not a member of any workspace any more. Ask a workspace owner for a new invitation.';

/**
 * The brand a request acts on, after the membership check: the brand named by the header (one of the
 * person's, and of the token's workspace and pinned brand when a token is used), else the token's pinned
 * brand, else the oldest brand of the person's oldest membership. An id that is malformed, unknown or of
 * another workspace is refused alike, so a caller cannot tell them apart.
 */
export async function resolveMembership(
  db: Queryable,
  viewer: Viewer,
  requestedBrand: string | null,
): Promise<Membership | AppError> {
  const brandId = requestedBrand ?? viewer.tokenBrandId ?? null;
  if (brandId !== null && !isUuid(brandId)) return forbidden(NOT_A_MEMBER_MESSAGE);
  if (viewer.tokenBrandId && brandId !== viewer.tokenBrandId)
    return forbidden('This API token is pinned to another brand; create a token for that brand.');
  const row = await findMembership(db, {
    personId: viewer.personId,
    brandId,
    workspaceId: viewer.tokenWorkspaceId ?? null,
  });
  if (row) return { ...row, personId: viewer.personId };
  return forbidden(brandId === null ? NO_WORKSPACE_MESSAGE : NOT_A_MEMBER_MESSAGE);
}

/**
 * The brands the caller may open: the person's (of a membership limited to some brands, those), or only the
 * one an API token is pinned to.
 */
export async function memberBrands(scope: BrandScope) {
  const brands = await listMemberBrands(scope.db, scope.memberId);
  return scope.pinnedBrandId ? brands.filter((brand) => brand.id === scope.pinnedBrandId) : brands;
}

/** The active workspace's brands the caller may open. */
export async function workspaceBrands(scope: BrandScope) {
  return (await memberBrands(scope)).filter((brand) => brand.workspaceId === scope.workspaceId);
}

/** A new brand in the active brand's workspace; its onboarding (topics, prompts) comes next. */
export async function createBrand(scope: BrandScope, input: BrandInput) {
  requireWorkspaceRole(scope, 'ADMIN', 'adding a brand');
  const brand = validBrand(input);
  const created = await scope.db.transaction(async (tx) => {
    if ((await countWorkspaceBrands(tx, scope.workspaceId)) >= MAX_WORKSPACE_BRANDS)
      throw new AppError('CONFLICT', `A workspace holds at most ${MAX_WORKSPACE_BRANDS} brands.`);
    const id = await insertBrandScope(tx, scope.workspaceId);
    const stored = await upsertBrand(tx, id, brand);
    await recordAudit(tx, scope, 'brand.created', stored.name);
    return { ...stored, id };
  });
  await announceWorkspaceChanged(scope);
  return { brand: created };
}

/**
 * A change to the workspace itself (its brands, members, settings): every brand's cached reads are dropped
 * in every process, since each member's answers (their brand list, their role) may hold it.
 */
export async function announceWorkspaceChanged(
  scope: Pick<BrandScope, 'db' | 'workspaceId'> & Partial<Pick<BrandScope, 'cache' | 'memo'>>,
): Promise<void> {
  for (const brandId of await listWorkspaceBrandIds(scope.db, scope.workspaceId))
    await announceDataChanged({ db: scope.db, cache: scope.cache, memo: scope.memo, brandId: brandId });
}

const MAX_WORKSPACE_NAME_LENGTH = 80;

export async function updateWorkspace(
  scope: BrandScope,
  input: { name?: string | null; actionCenter?: boolean | null },
) {
  requireWorkspaceRole(scope, 'ADMIN', 'changing workspace settings');
  const name = input.name === undefined || input.name === null ? undefined : input.name.trim();
  if (name !== undefined && (!name || name.length > MAX_WORKSPACE_NAME_LENGTH))
    throw badInput(`A workspace name is 1–${MAX_WORKSPACE_NAME_LENGTH} characters.`, 'name');
  const actionCenter = input.actionCenter ?? undefined;
  const workspace = await audited(
    scope,
    'workspace.updated',
    () =>
      [
        name !== undefined ? `name: ${name}` : null,
        actionCenter !== undefined ? `Action Center: ${actionCenter ? 'on' : 'off'}` : null,
      ]
        .filter(Boolean)
        .join(', ') || 'nothing',
    (tx) => updateWorkspaceRow(tx, scope.workspaceId, { name, actionCenter }),
  );
  await announceWorkspaceChanged(scope);
  return { workspace };
}

/**
 * Removes a brand of the active workspace with all its data (OWNER; the brand's name typed again). The
 * workspace keeps at least one brand.
 */
export async function deleteBrand(scope: BrandScope, input: { id: string; confirmation: string }) {
  requireWorkspaceRole(scope, 'OWNER', 'deleting a brand');
  const brandIds = await listWorkspaceBrandIds(scope.db, scope.workspaceId);
  if (!isUuid(input.id) || !brandIds.includes(input.id)) throw forbidden(NOT_A_MEMBER_MESSAGE);
  const brand = await getBrand(scope.db, input.id);
  const name = brand?.name ?? '';
  if (input.confirmation.trim().toLowerCase() !== name.toLowerCase() || !name)
    throw badInput(
      name ? `Type the brand's name, ${name}, to confirm.` : 'Name this brand before deleting it.',
      'confirmation',
    );
  await scope.db.transaction(async (tx) => {
    if ((await countWorkspaceBrands(tx, scope.workspaceId)) <= 1)
      throw new AppError('CONFLICT', 'A workspace keeps at least one brand: this is its last one.');
    await deleteBrandData(tx, input.id);
    await recordAudit(tx, scope, 'brand.deleted', name);
  });
  await announceWorkspaceChanged(scope);
  await announceDataChanged({ ...scope, brandId: input.id });
  const brands = await listMemberBrands(scope.db, scope.memberId);
  return { deletedBrandId: input.id, brands };
}
