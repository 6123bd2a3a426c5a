import type { Queryable } from '../../db/db';

export interface LlmsTxtRow {
  content: string;
  updatedAt: Date;
}

export async function getLlmsTxt(db: Queryable, brandId: string): Promise<LlmsTxtRow | null> {
  const rows = await db.query<LlmsTxtRow>(
    `/* getLlmsTxt */ select content, updated_at as "updatedAt" from public.llms_txt where user_id = $1`,
    [brandId],
  );
  return rows[0] ?? null;
}

export async function saveLlmsTxt(db: Queryable, brandId: string, content: string): Promise<LlmsTxtRow> {
  const rows = await db.query<LlmsTxtRow>(
    `/* saveLlmsTxt */ insert into public.llms_txt (user_id, content) values ($1, $2)
     on conflict (user_id) do update set content = excluded.content, updated_at = now()
     returning content, updated_at as "updatedAt"`,
    [brandId, content],
  );
  return rows[0]!;
}

/**
 * The public file by brand handle: an older account's username (case-insensitive), or the id of a brand
 * made by createBrand (it has no username).
 */
export async function getLlmsTxtByHandle(db: Queryable, handle: string): Promise<LlmsTxtRow | null> {
  const rows = await db.query<LlmsTxtRow>(
    `/* getLlmsTxtByHandle */ select l.content, l.updated_at as "updatedAt"
     from public.llms_txt l join public.profiles p on p.id = l.user_id
     where lower(p.username) = lower($1) or (p.username is null and p.id::text = lower($1))`,
    [handle],
  );
  return rows[0] ?? null;
}
