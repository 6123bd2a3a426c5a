/**
 * Personal API tokens: an analyst creates one in Settings (shown once), then sends it as a Bearer token
 * to /graphql or /api/*. Only its SHA-256 hash is stored; a revoked token stops working at once in this
 * process and, through the change notice, in every other.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Authenticator, Viewer } from '../../caller';
import { announceDataChanged } from '../../db/data-changed';
import type { Db } from '../../db/db';
import { AppError, badInput, notFound } from '../../lib/errors';
import type { BrandScope } from '../../scope';
import { isUuid } from '../../lib/ids';
import { audited, recordAudit } from '../brands';
import { requireRole, requireUnpinnedToken } from '../../scope';
import {
  findActiveTokenByHash,
  insertApiToken,
  listActiveApiTokens,
  revokeApiToken,
  touchApiToken,
  type ApiTokenRow,
  type ApiTokenScope,
} from './tokens.store';

export const API_TOKEN_PREFIX = 'sl_pat_';
export const MAX_TOKEN_NAME_LENGTH = 60;
export const MAX_ACTIVE_TOKENS = 20;
const CACHE_MS = 15_000;
const TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

function requireSession(viewer: BrandScope) {
  // A leaked API token must not be able to mint or revoke others: that needs a signed-in session.
  if (viewer.viaApiToken)
    throw new AppError('FORBIDDEN', 'Sign in to manage API tokens; an API token cannot.');
}

/**
 * The signed-in person's tokens for the active brand's workspace: their own, so a member limited to some
 * brands lists theirs too; a pinned token names none.
 */
export async function listApiTokens(scope: BrandScope): Promise<ApiTokenRow[]> {
  requireUnpinnedToken(scope, 'listing API tokens');
  return listActiveApiTokens(scope.db, scope.memberId, scope.workspaceId);
}

/**
 * A token of the signed-in person for the active brand's workspace (or, pinned, for the active brand
 * only). A FULL token can do what its owner's role can; a VIEWER may have READ tokens only.
 */
export async function createApiToken(
  scope: BrandScope,
  rawName: string,
  tokenScope: ApiTokenScope = 'read',
  pinToBrand = false,
) {
  requireSession(scope);
  if (tokenScope === 'full') requireRole(scope, 'EDITOR', 'a FULL token');
  const name = rawName.trim();
  if (!name) throw badInput('Give the token a name.');
  if (name.length > MAX_TOKEN_NAME_LENGTH)
    throw badInput(`A token name is at most ${MAX_TOKEN_NAME_LENGTH} characters.`);
  const active = await listActiveApiTokens(scope.db, scope.memberId, scope.workspaceId);
  if (active.length >= MAX_ACTIVE_TOKENS) {
    throw badInput(`An account can have at most ${MAX_ACTIVE_TOKENS} active tokens; revoke one first.`);
  }
  if (active.some((token) => token.name.toLowerCase() === name.toLowerCase())) {
    throw badInput(`You already have a token named "${name}".`);
  }
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const apiToken = await audited(
    scope,
    'token.created',
    () => `${name} (${tokenScope.toUpperCase()})`,
    (tx) =>
      insertApiToken(tx, {
        personId: scope.memberId,
        workspaceId: scope.workspaceId,
        brandId: pinToBrand ? scope.brandId : null,
        name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + 4),
        scope: tokenScope,
      }),
  );
  await announceDataChanged(scope);
  return { token, apiToken };
}

export async function revokeToken(scope: BrandScope, id: string, authenticator: Authenticator) {
  requireSession(scope);
  if (!isUuid(id)) throw badInput('That is not a token id.');
  const apiToken = await scope.db.transaction(async (tx) => {
    const revoked = await revokeApiToken(tx, scope.memberId, id);
    if (!revoked) throw notFound('No such token.');
    await recordAudit(tx, scope, 'token.revoked', revoked.name);
    return revoked;
  });
  authenticator.forget?.(id);
  // Other processes drop their cached copy of the token on the person's notice, the brand's answers on its.
  await announceDataChanged({ ...scope, personId: scope.memberId });
  await announceDataChanged(scope);
  return { apiToken };
}

/** Accepts personal API tokens and hands every other Bearer token to the session authenticator. */
export class ApiTokenAuthenticator implements Authenticator {
  private readonly known = new Map<string, { viewer: Viewer & { tokenId: string }; until: number }>();
  private readonly touched = new Map<string, number>();
  /** Counts forgets (revocations heard), so that a lookup overlapping one is not kept. */
  private forgets = 0;

  constructor(
    private readonly db: Db,
    private readonly sessions: Authenticator,
  ) {}

  async authenticate(bearer: string): Promise<Viewer | null> {
    if (!isApiToken(bearer)) return this.sessions.authenticate(bearer);
    const hash = hashToken(bearer);
    const now = Date.now();
    let entry = await this.trusted(hash, now);
    if (!entry) {
      const forgets = this.forgets;
      const row = await findActiveTokenByHash(this.db, hash);
      if (!row) {
        this.known.delete(hash);
        return null;
      }
      entry = {
        viewer: {
          personId: row.personId,
          email: row.email,
          viaApiToken: true,
          readOnly: row.scope === 'read',
          tokenWorkspaceId: row.workspaceId,
          tokenBrandId: row.brandId,
          tokenId: row.id,
        },
        until: now + CACHE_MS,
      };
      // A revocation heard while the row was read may be newer than the row: use it once, keep it not.
      if (forgets === this.forgets) this.known.set(hash, entry);
    }
    if ((this.touched.get(entry.viewer.tokenId) ?? 0) + TOUCH_INTERVAL_MS <= now) {
      this.touched.set(entry.viewer.tokenId, now);
      await touchApiToken(this.db, entry.viewer.tokenId);
    }
    return entry.viewer;
  }

  /**
   * The token's remembered answer, when it may be trusted: only while the change notices' link is live (a
   * revocation elsewhere arrives as one), and after one turn of the event loop, so that a notice read with
   * this request is handled first (as the membership cache does).
   */
  private async trusted(hash: string, now: number) {
    const entry = this.known.get(hash);
    if (!entry || entry.until <= now || !this.db.noticeLink().live) return undefined;
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.known.get(hash) === entry ? entry : undefined;
  }

  forgetAccount(personId: string): void {
    this.forgets += 1;
    for (const [hash, entry] of this.known) if (entry.viewer.personId === personId) this.known.delete(hash);
    this.sessions.forgetAccount?.(personId);
  }

  /** Drops a revoked token from this process's cache so it stops working at once. */
  forget(tokenId: string): void {
    this.forgets += 1;
    for (const [hash, entry] of this.known) if (entry.viewer.tokenId === tokenId) this.known.delete(hash);
  }
}
