import type { Queryable } from '../../db/db';

/** SQL for the embedded auth tables (0002_auth.sql) and the profile rows it creates. */

export interface AuthUserRow {
  id: string;
  email: string;
  password_hash: string;
  email_confirmed_at: Date | string | null;
  user_metadata: Record<string, unknown> | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const userColumns = `u.id, u.email, u.password_hash, u.email_confirmed_at, u.user_metadata, u.last_sign_in_at,
  u.created_at, u.updated_at`;

export async function findUserByEmail(q: Queryable, email: string): Promise<AuthUserRow | null> {
  const rows = await q.query<AuthUserRow>(
    `/* findUserByEmail */ select ${userColumns} from public.auth_users u where lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function usernameExists(q: Queryable, username: string): Promise<boolean> {
  const rows = await q.query(
    `/* usernameExists */ select 1 from public.profiles where lower(username) = lower($1)`,
    [username],
  );
  return rows.length > 0;
}

export async function insertUser(
  q: Queryable,
  input: { id?: string; email: string; passwordHash: string; confirmed: boolean; username: string },
): Promise<AuthUserRow> {
  const rows = await q.query<AuthUserRow>(
    `/* insertUser */ insert into public.auth_users as u (id, email, password_hash, email_confirmed_at, user_metadata)
     values (coalesce($1::uuid, gen_random_uuid()), lower($2), $3, case when $4::boolean then now() end,
             jsonb_build_object('username', $5::text))
     returning ${userColumns}`,
    [input.id ?? null, input.email, input.passwordHash, input.confirmed, input.username],
  );
  return rows[0]!;
}

export async function insertProfile(
  q: Queryable,
  input: {
    id: string;
    username: string;
    email: string;
    dashboardVariant: 'general' | 'fund';
  },
): Promise<void> {
  await q.query(
    `/* insertProfile */ insert into public.profiles (id, username, email, dashboard_variant)
     values ($1, $2, $3, $4)`,
    [input.id, input.username, input.email, input.dashboardVariant],
  );
}

export async function markSignedIn(q: Queryable, personId: string): Promise<void> {
  await q.query(`/* markSignedIn */ update public.auth_users set last_sign_in_at = now() where id = $1`, [
    personId,
  ]);
}

/** How a session began: a password (sign-in, sign-up) or a mailed recovery link. */
export type SessionMethod = 'password' | 'recovery';

export async function insertSession(
  q: Queryable,
  input: {
    personId: string;
    userAgent: string | null;
    ip: string | null;
    addressKey: string;
    method: SessionMethod;
  },
): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `/* insertSession */ insert into public.auth_sessions (user_id, user_agent, ip, address_key, method)
     values ($1, $2, $3, $4, $5) returning id`,
    [input.personId, input.userAgent, input.ip, input.addressKey, input.method],
  );
  return rows[0]!.id;
}

/** Whether the user ever had a session begun from this client (`address_key`), signed out or not. */
export async function hasSignedInFrom(q: Queryable, personId: string, addressKey: string): Promise<boolean> {
  const rows = await q.query(
    `/* hasSignedInFrom */ select 1 from public.auth_sessions where user_id = $1 and address_key = $2 limit 1`,
    [personId, addressKey],
  );
  return rows.length > 0;
}

export async function insertRefreshToken(
  q: Queryable,
  input: { hash: string; sessionId: string; personId: string; parentId: string | null },
): Promise<void> {
  await q.query(
    `/* insertRefreshToken */ insert into public.auth_refresh_tokens (token_hash, session_id, user_id, parent_id)
     values ($1, $2, $3, $4)`,
    [input.hash, input.sessionId, input.personId, input.parentId],
  );
}

export interface RefreshTokenRow extends AuthUserRow {
  token_id: string;
  session_id: string;
  session_method: SessionMethod;
  token_revoked_at: Date | string | null;
  session_revoked_at: Date | string | null;
}

/** The token with its session and user, locked for the rest of the transaction (one rotation at a time). */
export async function findRefreshTokenForUpdate(q: Queryable, hash: string): Promise<RefreshTokenRow | null> {
  const rows = await q.query<RefreshTokenRow>(
    `/* findRefreshTokenForUpdate */ select t.id as token_id, t.session_id, t.revoked_at as token_revoked_at,
       s.revoked_at as session_revoked_at, s.method as session_method, ${userColumns}
     from public.auth_refresh_tokens t
     join public.auth_sessions s on s.id = t.session_id
     join public.auth_users u on u.id = t.user_id
     where t.token_hash = $1
     for update of t, s`,
    [hash],
  );
  return rows[0] ?? null;
}

/** Revokes a token unless it already was; false when another request rotated it first. */
export async function revokeRefreshToken(q: Queryable, tokenId: string): Promise<boolean> {
  const rows = await q.query(
    `/* revokeRefreshToken */ update public.auth_refresh_tokens set revoked_at = now()
     where id = $1 and revoked_at is null returning id`,
    [tokenId],
  );
  return rows.length > 0;
}

export async function touchSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`/* touchSession */ update public.auth_sessions set refreshed_at = now() where id = $1`, [
    sessionId,
  ]);
}

/**
 * Revokes sessions and their refresh tokens; returns the ids of the sessions it revoked.
 * scope 'local': just sessionId; 'global': every session of the user; 'others': all but sessionId.
 */
export async function revokeSessions(
  q: Queryable,
  input: { personId: string; sessionId: string; scope: 'global' | 'local' | 'others' },
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `/* revokeSessions */ with revoked as (
       update public.auth_sessions set revoked_at = now()
       where user_id = $1 and revoked_at is null
         and case $3::text when 'local' then id = $2::uuid when 'others' then id <> $2::uuid else true end
       returning id
     ), tokens as (
       update public.auth_refresh_tokens set revoked_at = now()
       where session_id in (select id from revoked) and revoked_at is null
     )
     select id from revoked`,
    [input.personId, input.sessionId, input.scope],
  );
  return rows.map((row) => row.id);
}

/** Whether the session exists, belongs to the user and is not revoked. */
export async function isSessionActive(q: Queryable, sessionId: string, personId: string): Promise<boolean> {
  const rows = await q.query(
    `/* isSessionActive */ select 1 from public.auth_sessions where id = $1 and user_id = $2 and revoked_at is null`,
    [sessionId, personId],
  );
  return rows.length > 0;
}

export interface SessionUserRow extends AuthUserRow {
  session_method: SessionMethod;
  /** Seconds since the session began, by the database's clock. */
  session_age_seconds: number;
}

/** The user behind an active session, with how and how long ago it began; null when revoked or gone. */
export async function findSessionUser(
  q: Queryable,
  sessionId: string,
  personId: string,
): Promise<SessionUserRow | null> {
  const rows = await q.query<SessionUserRow>(
    `/* findSessionUser */ select ${userColumns}, s.method as session_method,
       extract(epoch from now() - s.created_at)::float8 as session_age_seconds
     from public.auth_sessions s join public.auth_users u on u.id = s.user_id
     where s.id = $1 and s.user_id = $2 and s.revoked_at is null`,
    [sessionId, personId],
  );
  return rows[0] ?? null;
}

export async function profileExists(q: Queryable, id: string): Promise<boolean> {
  const rows = await q.query(`/* profileExists */ select 1 from public.profiles where id = $1`, [id]);
  return rows.length > 0;
}

/** Inserts a profile unless the id or the username (case-insensitive) exists; true when a row was added. */
export async function insertProfileIfAbsent(
  q: Queryable,
  input: { id: string; username: string; email: string | null },
): Promise<boolean> {
  const rows = await q.query(
    `/* insertProfileIfAbsent */ insert into public.profiles (id, username, email) values ($1, $2, $3)
     on conflict do nothing returning id`,
    [input.id, input.username, input.email],
  );
  return rows.length > 0;
}

export async function countAuthRows(
  q: Queryable,
): Promise<{ users: number; profiles: number; sessions: number }> {
  const rows = await q.query<{ users: number; profiles: number; sessions: number }>(
    `/* countAuthRows */ select (select count(*) from public.auth_users)::int as users,
       (select count(*) from public.profiles)::int as profiles,
       (select count(*) from public.auth_sessions)::int as sessions`,
  );
  return rows[0]!;
}

/** Revoked sessions and refresh tokens are kept this long (reuse of a rotated token is detected meanwhile). */
export const REVOKED_AUTH_RETENTION_DAYS = 30;

/**
 * Deletes sessions and refresh tokens revoked more than `days` ago (a session's tokens go with it). A
 * pruned token presented later is simply unknown, so it is refused all the same.
 */
export async function pruneRevokedAuthRows(
  q: Queryable,
  days = REVOKED_AUTH_RETENTION_DAYS,
): Promise<{ sessions: number; refreshTokens: number }> {
  const [row] = await q.query<{ sessions: number; tokens: number }>(
    `/* pruneRevokedAuthRows */ with tokens as (
       delete from public.auth_refresh_tokens where revoked_at < now() - make_interval(days => $1) returning 1
     ), sessions as (
       delete from public.auth_sessions where revoked_at < now() - make_interval(days => $1) returning 1
     )
     select (select count(*) from sessions)::int as sessions, (select count(*) from tokens)::int as tokens`,
    [days],
  );
  return { sessions: row?.sessions ?? 0, refreshTokens: row?.tokens ?? 0 };
}

/** The shared signing secret: `candidate` is stored if none is yet; the stored one is returned. */
export async function sharedSigningSecret(q: Queryable, candidate: string): Promise<string> {
  await q.query(
    `/* insertSigningSecret */ insert into public.auth_signing_secret (secret) values ($1)
      on conflict (id) do nothing`,
    [candidate],
  );
  const [row] = await q.query<{ secret: string }>(
    '/* getSigningSecret */ select secret from public.auth_signing_secret where id',
  );
  return (row as { secret: string }).secret;
}

/**
 * A password-recovery link's token (its sha256), valid for `ttlSeconds`; the user's earlier links that are
 * still unused stop working (marked used): only the newest link mailed works.
 */
export async function insertRecoveryToken(
  q: Queryable,
  input: { personId: string; hash: string; ttlSeconds: number },
): Promise<void> {
  await q.query(
    `/* insertRecoveryToken */ with voided as (
       update public.auth_recovery_tokens set used_at = now() where user_id = $1 and used_at is null
     )
     insert into public.auth_recovery_tokens (user_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [input.personId, input.hash, input.ttlSeconds],
  );
}

/**
 * Uses a recovery link once: marks its token used and returns its user, or null when the token is unknown,
 * used or expired. The other links sent to the same user stop working too.
 */
export async function consumeRecoveryToken(q: Queryable, hash: string): Promise<AuthUserRow | null> {
  const rows = await q.query<AuthUserRow>(
    `/* consumeRecoveryToken */ with used as (
       update public.auth_recovery_tokens set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now()
       returning user_id
     ), others as (
       update public.auth_recovery_tokens set used_at = now()
       where user_id in (select user_id from used) and used_at is null and token_hash <> $1
     )
     select ${userColumns} from public.auth_users u join used on used.user_id = u.id`,
    [hash],
  );
  return rows[0] ?? null;
}

/** A new password (its argon2 hash); a recovered address counts as confirmed. */
export async function updatePassword(
  q: Queryable,
  personId: string,
  passwordHash: string,
): Promise<AuthUserRow> {
  const rows = await q.query<AuthUserRow>(
    `/* updatePassword */ update public.auth_users as u
     set password_hash = $2, updated_at = now(), email_confirmed_at = coalesce(u.email_confirmed_at, now())
     where u.id = $1
     returning ${userColumns}`,
    [personId, passwordHash],
  );
  return rows[0]!;
}
