import type { Authenticator, Viewer } from '../../caller';
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
  personId: string;
}

/**
 * Embedded-mode authenticate(): a verified access token whose session is not revoked. Runs on every API
 * request, so verified tokens are remembered until they expire and session state is cached for a short
 * TTL: a sign-out in this process applies at once (markRevoked), one in another process when its change
 * notice arrives (forgetAccount), and within the TTL at the latest. A session's state is kept per session
 * and subject: a token naming another user beside a live session's id is looked up, and refused.
 */
export class EmbeddedAuthenticator implements Authenticator {
  private readonly tokens = new Map<string, TokenEntry>();
  /** Keyed by `sessionKey(sessionId, personId)`. */
  private readonly sessions = new Map<string, SessionEntry>();
  private readonly pending = new Map<string, Promise<boolean>>();
  /** Sessions revoked by this process, whoever a token names, until their last access token expires. */
  private readonly revoked = new Map<string, number>();

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
        viewer: { personId: claims.sub, email: claims.email || null },
        sessionId: claims.session_id,
        expiresAtMs: claims.exp * 1000,
      };
      remember(this.tokens, bearerToken, entry);
    }
    const active = await this.sessionActive(entry.sessionId, entry.viewer.personId, now);
    return active ? entry.viewer : null;
  }

  /** Sessions revoked by this process (sign-out, refresh-token reuse) are refused from now on. */
  markRevoked(sessionIds: readonly string[]): void {
    const untilMs = Date.now() + this.accessTokenTtlMs;
    for (const id of sessionIds) remember(this.revoked, id, untilMs);
  }

  /** A notice from another process (a sign-out there): the account's sessions are looked up again. */
  forgetAccount(personId: string): void {
    for (const [id, entry] of this.sessions)
      if (entry.active && entry.personId === personId) this.sessions.delete(id);
  }

  private async sessionActive(sessionId: string, personId: string, now: number): Promise<boolean> {
    if (this.isRevokedHere(sessionId, now)) return false;
    const key = sessionKey(sessionId, personId);
    const hit = this.sessions.get(key);
    if (hit && hit.untilMs > now) return hit.active;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const lookup = isSessionActive(this.db, sessionId, personId);
    this.pending.set(key, lookup);
    try {
      const active = await lookup;
      // A revocation that arrived while the query ran wins over its (older) answer.
      if (this.isRevokedHere(sessionId, Date.now())) return false;
      if (this.sessionCacheMs > 0) {
        remember(this.sessions, key, { active, untilMs: Date.now() + this.sessionCacheMs, personId });
      }
      return active;
    } finally {
      if (this.pending.get(key) === lookup) this.pending.delete(key);
    }
  }

  private isRevokedHere(sessionId: string, now: number): boolean {
    const untilMs = this.revoked.get(sessionId);
    if (untilMs === undefined) return false;
    if (untilMs > now) return true;
    this.revoked.delete(sessionId);
    return false;
  }
}

const sessionKey = (sessionId: string, personId: string) => `${sessionId}:${personId}`;

/** A bounded map: when full it starts over, which only costs a few re-verifications. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= MAX_ENTRIES && !map.has(key)) map.clear();
  map.set(key, value);
}
