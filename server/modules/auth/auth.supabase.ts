import { createSecretKey, type KeyObject } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { Authenticator, Viewer } from '../../caller';
import type { Db } from '../../db/db';
import { remember } from './auth.authenticator';
import { insertProfileIfAbsent, profileExists } from './auth.store';
import { ACCESS_TOKEN_AUDIENCE } from './auth.tokens';
import { hasAnyMembership, insertPersonalWorkspace } from '../workspaces';

const USERNAME_PATTERN = /[^A-Za-z0-9_.-]/g;

/**
 * Supabase mode: verifies Supabase-issued access tokens (HS256 with SUPABASE_JWT_SECRET, or the
 * project's asymmetric keys from its JWKS) and makes sure the caller has a profile row. Revocation is
 * Supabase's business: its tokens are short-lived and its refresh endpoint enforces sign-out.
 */
export class SupabaseAuthenticator implements Authenticator {
  private readonly key: KeyObject;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  private readonly tokens = new Map<string, { viewer: Viewer; expiresAtMs: number }>();
  private readonly profiles = new Map<string, Promise<void>>();

  private readonly actionCenterDefault: boolean;

  constructor(
    private readonly db: Db,
    options: { supabaseUrl: string; jwtSecret: string; actionCenterDefault: boolean },
  ) {
    this.actionCenterDefault = options.actionCenterDefault;
    this.key = createSecretKey(Buffer.from(options.jwtSecret, 'utf8'));
    this.jwks = createRemoteJWKSet(
      new URL(`${options.supabaseUrl.replace(/\/+$/, '')}/auth/v1/.well-known/jwks.json`),
    );
  }

  async authenticate(bearerToken: string): Promise<Viewer | null> {
    const now = Date.now();
    const hit = this.tokens.get(bearerToken);
    if (hit) {
      if (hit.expiresAtMs > now) return hit.viewer;
      this.tokens.delete(bearerToken);
      return null;
    }
    const payload = await this.verify(bearerToken);
    if (!payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.role !== 'authenticated') return null;
    const email = typeof payload.email === 'string' && payload.email ? payload.email : null;
    const metadata = (payload.user_metadata ?? {}) as Record<string, unknown>;
    await this.ensureProfile(payload.sub, metadata.username, email);
    const viewer: Viewer = { personId: payload.sub, email };
    remember(this.tokens, bearerToken, { viewer, expiresAtMs: payload.exp * 1000 });
    return viewer;
  }

  private async verify(token: string): Promise<JWTPayload | null> {
    try {
      const { alg } = decodeProtectedHeader(token);
      const options = { audience: ACCESS_TOKEN_AUDIENCE, requiredClaims: ['sub', 'exp'] };
      const { payload } =
        alg === 'HS256'
          ? await jwtVerify(token, this.key, { ...options, algorithms: ['HS256'] })
          : await jwtVerify(token, this.jwks, { ...options, algorithms: ['ES256', 'RS256', 'EdDSA'] });
      return payload;
    } catch {
      return null;
    }
  }

  /** The handle_new_user trigger normally made the profile; create it here when it did not (once per user). */
  private ensureProfile(personId: string, username: unknown, email: string | null): Promise<void> {
    let done = this.profiles.get(personId);
    if (!done) {
      done = this.createProfileIfMissing(personId, username, email);
      remember(this.profiles, personId, done);
      done.catch(() => this.profiles.delete(personId));
    }
    return done;
  }

  private async createProfileIfMissing(
    personId: string,
    username: unknown,
    email: string | null,
  ): Promise<void> {
    if (!(await profileExists(this.db, personId))) {
      const base = profileUsername(username, email);
      const candidates = [base, `${base.slice(0, 23)}_${personId.replace(/-/g, '').slice(0, 8)}`];
      let made = false;
      for (const candidate of candidates) {
        made =
          (await insertProfileIfAbsent(this.db, { id: personId, username: candidate, email })) ||
          (await profileExists(this.db, personId));
        if (made) break;
      }
      if (!made)
        throw new Error(`Could not create a profile for user ${personId}: username ${base} is taken`);
    }
    // The handle_new_user trigger makes profiles only: the person's own workspace is made here, once.
    if (!(await hasAnyMembership(this.db, personId)))
      await insertPersonalWorkspace(
        this.db,
        personId,
        profileUsername(username, email),
        this.actionCenterDefault,
      );
  }
}

/** A valid username (3-32 of [A-Za-z0-9_.-]) from the metadata, else from the email's local part. */
export function profileUsername(username: unknown, email: string | null): string {
  const clean = (value: string) => value.replace(USERNAME_PATTERN, '').slice(0, 32);
  const fromMetadata = typeof username === 'string' ? clean(username) : '';
  if (fromMetadata.length >= 3) return fromMetadata;
  const fromEmail = clean(email?.split('@')[0] ?? '');
  return fromEmail.length >= 3 ? fromEmail : 'user';
}
