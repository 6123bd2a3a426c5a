import type { Queryable } from '../../db/db';

/** What a token may do: read (queries only) or full (also changes the account's data). */
export type ApiTokenScope = 'read' | 'full';

export interface ApiTokenRow {
  id: string;
  personId: string;
  /** The one brand the token opens, or null: every brand of its workspace. */
  brandId: string | null;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  scope: ApiTokenScope;
}

const columns = `id, user_id as "personId", brand_id as "brandId", name, prefix, created_at as "createdAt",
  last_used_at as "lastUsedAt", revoked_at as "revokedAt", scope`;

export async function insertApiToken(
  db: Queryable,
  input: {
    personId: string;
    workspaceId: string;
    brandId: string | null;
    name: string;
    tokenHash: string;
    prefix: string;
    scope: ApiTokenScope;
  },
): Promise<ApiTokenRow> {
  const rows = await db.query<ApiTokenRow>(
    `/* insertApiToken */ insert into public.api_tokens
       (user_id, workspace_id, brand_id, name, token_hash, prefix, scope)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${columns}`,
    [
      input.personId,
      input.workspaceId,
      input.brandId,
      input.name,
      input.tokenHash,
      input.prefix,
      input.scope,
    ],
  );
  return rows[0]!;
}

/* listActiveApiTokens: the person's tokens for one workspace that are not revoked, newest first */
export function listActiveApiTokens(
  db: Queryable,
  personId: string,
  workspaceId: string,
): Promise<ApiTokenRow[]> {
  return db.query<ApiTokenRow>(
    `/* listActiveApiTokens */ select ${columns} from public.api_tokens
     where user_id = $1 and workspace_id = $2 and revoked_at is null order by created_at desc, id`,
    [personId, workspaceId],
  );
}

export async function revokeApiToken(
  db: Queryable,
  personId: string,
  id: string,
): Promise<ApiTokenRow | null> {
  const rows = await db.query<ApiTokenRow>(
    `/* revokeApiToken */ update public.api_tokens set revoked_at = coalesce(revoked_at, now())
     where id = $1 and user_id = $2 returning ${columns}`,
    [id, personId],
  );
  return rows[0] ?? null;
}

/** Revokes every active token of the account (a password reset); the names of those it revoked. */
export async function revokeAllApiTokens(db: Queryable, personId: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `/* revokeAllApiTokens */ update public.api_tokens set revoked_at = now()
     where user_id = $1 and revoked_at is null returning name`,
    [personId],
  );
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
}

export interface ActiveTokenRow {
  id: string;
  personId: string;
  email: string | null;
  scope: ApiTokenScope;
  workspaceId: string;
  brandId: string | null;
}

export async function findActiveTokenByHash(
  db: Queryable,
  tokenHash: string,
): Promise<ActiveTokenRow | null> {
  const rows = await db.query<ActiveTokenRow>(
    `/* findActiveTokenByHash */ select t.id, t.user_id as "personId", p.email, t.scope,
       t.workspace_id as "workspaceId", t.brand_id as "brandId"
     from public.api_tokens t join public.profiles p on p.id = t.user_id
     where t.token_hash = $1 and t.revoked_at is null`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function touchApiToken(db: Queryable, id: string): Promise<void> {
  await db.query(`/* touchApiToken */ update public.api_tokens set last_used_at = now() where id = $1`, [id]);
}

/** A member's tokens for a workspace they leave: revoked with the membership (the names revoked). */
export async function revokeWorkspaceApiTokens(db: Queryable, personId: string, workspaceId: string) {
  const rows = await db.query<{ id: string }>(
    `/* revokeWorkspaceApiTokens */ update public.api_tokens set revoked_at = now()
     where user_id = $1 and workspace_id = $2 and revoked_at is null returning id`,
    [personId, workspaceId],
  );
  return rows.map((row) => row.id);
}
