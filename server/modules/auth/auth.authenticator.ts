import type { Authenticator, Viewer } from '../../context';
import type { Db } from '../../db/db';
import { isSessionActive } from './auth.store';
import type { TokenSigner } from './auth.tokens';

const MAX_ENTRIES = 50_000;

interface TokenEntry {
  viewer: Viewer;
  sessionId: string;
  expiresAtMs: number;
}

interface SessionEntry {
  active: boolean;
  untilMs: number;
  userId?: string;
}

/**
 * Embedded-mode authenticate(): a verified access token whose session is not revoked. Runs on every API
 * request, so verified tokens are remembered until they expire and session state is cached for a short
 * TTL: a sign-out in this process applies at once (markRevoked), one in another process when its change
 * notice arrives (forgetAccount), and within the TTL at the latest.
 */
export class EmbeddedAuthenticator implements Authenticator {
  private readonly tokens = new Map<string, TokenEntry>();
  private readonly sessions = new Map<string, SessionEntry>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Db,
    private readonly signer: TokenSigner,
    private readonly sessionCacheMs: number,
    private readonly accessTokenTtlMs: number,
  ) {}

  async authenticate(bearerToken: string): Promise<Viewer | null> {
    const now = Date.now();
    let entry = this.tokens.get(bearerToken);
    if (entry && entry.expiresAtMs <= now) {
      this.tokens.delete(bearerToken);
      return null;
    }
    if (!entry) {
      const claims = await this.signer.verifyAccessToken(bearerToken);
      if (!claims) return null;
      entry = {
        viewer: { userId: claims.sub, email: claims.email || null },
        sessionId: claims.session_id,
        expiresAtMs: claims.exp * 1000,
      };
      remember(this.tokens, bearerToken, entry);
    }
    const active = await this.sessionActive(entry.sessionId, entry.viewer.userId, now);
    return active ? entry.viewer : null;
  }

  /** Sessions revoked by this process (sign-out, refresh-token reuse) are refused from now on. */
  markRevoked(sessionIds: readonly string[]): void {
    const untilMs = Date.now() + this.accessTokenTtlMs;
    for (const id of sessionIds) {
      this.pending.delete(id);
      remember(this.sessions, id, { active: false, untilMs });
    }
  }

  /** A notice from another process (a sign-out there): the account's sessions are looked up again. */
  forgetAccount(userId: string): void {
    for (const [id, entry] of this.sessions)
      if (entry.active && entry.userId === userId) this.sessions.delete(id);
  }

  private async sessionActive(sessionId: string, userId: string, now: number): Promise<boolean> {
    const hit = this.sessions.get(sessionId);
    if (hit && hit.untilMs > now) return hit.active;
    const inFlight = this.pending.get(sessionId);
    if (inFlight) return inFlight;
    const lookup = isSessionActive(this.db, sessionId, userId);
    this.pending.set(sessionId, lookup);
    try {
      const active = await lookup;
      // A revocation that arrived while the query ran wins over its (older) answer.
      if (this.pending.get(sessionId) === lookup && this.sessionCacheMs > 0) {
        remember(this.sessions, sessionId, { active, untilMs: Date.now() + this.sessionCacheMs, userId });
      }
      return active;
    } finally {
      if (this.pending.get(sessionId) === lookup) this.pending.delete(sessionId);
    }
  }
}

/** A bounded map: when full it starts over, which only costs a few re-verifications. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= MAX_ENTRIES && !map.has(key)) map.clear();
  map.set(key, value);
}
