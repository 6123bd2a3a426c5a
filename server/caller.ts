/**
 * Who is calling: the viewer a Bearer token stands for, the authenticators that read tokens, and the header
 * that names the brand a call acts on. Types and words only, so any layer may name a caller without
 * importing the request context.
 */
import type { Queryable } from './db/db';
import type { AppError } from './lib/errors';

/** A member's role in a workspace, highest first: OWNER, ADMIN, EDITOR, VIEWER. */
export type MemberRole = 'OWNER' | 'ADMIN' | 'EDITOR' | 'VIEWER';

/** The signed-in person's standing with the brand a request acts on. */
export interface Membership {
  brandId: string;
  workspaceId: string;
  role: MemberRole;
  personId: string;
  /** The brands of the workspace the person's membership is limited to; null: every brand, now and later. */
  limitedToBrandIds: readonly string[] | null;
}

/**
 * The brand a viewer's request acts on (the one their request names, else their default) and their role
 * there, or why they may not open it.
 */
export type MembershipLookup = (
  db: Queryable,
  viewer: Viewer,
  requestedBrand: string | null,
) => Promise<Membership | AppError>;

/** The request header naming the brand a call acts on (the client sends its `?brand=` value). */
export const BRAND_HEADER = 'x-sightline-brand';

/** Who is calling: resolved from the Bearer token by the auth module. */
export interface Viewer {
  /** The signed-in person (the auth user); the brand a request acts on is the membership's. */
  personId: string;
  email: string | null;
  /** Signed in with a personal API token rather than a session: some account actions need a session. */
  viaApiToken?: boolean;
  /** A read-scoped API token: every change (GraphQL mutation, REST write) is refused with 403. */
  readOnly?: boolean;
  /** An API token's workspace: the token opens that workspace's brands only. */
  tokenWorkspaceId?: string;
  /** An API token pinned to one brand when it was created. */
  tokenBrandId?: string | null;
}

/** The refusal of a Bearer token Sightline does not accept (unknown, revoked, or an expired session). */
export const TOKEN_REFUSED_MESSAGE =
  'Token invalid or revoked: Sightline does not accept this Bearer token (a revoked or mistyped API token, or an expired session). Create a personal API token in Settings → API tokens, or sign in again.';

export const READ_ONLY_TOKEN_MESSAGE =
  'This API token may only read. Create a token with full access in Settings → API tokens to make changes.';

/** Turns a Bearer token (session JWT or personal API token) into a viewer, or null when it is not valid. */
export interface Authenticator {
  authenticate(bearerToken: string): Promise<Viewer | null>;
  /** Drops a revoked personal API token from any cache, so it stops working at once. */
  forget?(tokenId: string): void;
  /**
   * Drops what is cached about an account's tokens and sessions (a change notice from another process:
   * one may have been revoked there), so the next request checks the database again.
   */
  forgetAccount?(personId: string): void;
}
