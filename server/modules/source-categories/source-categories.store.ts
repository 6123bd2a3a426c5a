/** The source_category_overrides table: an account's own word on what a cited domain is. */
import type { Queryable } from '../../db/db';
import type { SourceCategory } from './source-categories.rules';

export interface SourceCategoryOverrideRow {
  domain: string;
  category: SourceCategory;
}

export function listSourceCategoryOverrides(db: Queryable, brandId: string) {
  return db.query<SourceCategoryOverrideRow>(
    `/* listSourceCategoryOverrides */ select domain, category from public.source_category_overrides
     where user_id = $1 order by domain`,
    [brandId],
  );
}

export async function upsertSourceCategoryOverride(
  db: Queryable,
  brandId: string,
  domain: string,
  category: SourceCategory,
): Promise<void> {
  await db.query(
    `/* upsertSourceCategoryOverride */ insert into public.source_category_overrides (user_id, domain, category)
     values ($1, $2, $3)
     on conflict (user_id, domain) do update set category = excluded.category, updated_at = now()`,
    [brandId, domain, category],
  );
}

export async function deleteSourceCategoryOverride(
  db: Queryable,
  brandId: string,
  domain: string,
): Promise<void> {
  await db.query(
    `/* deleteSourceCategoryOverride */ delete from public.source_category_overrides where user_id = $1 and domain = $2`,
    [brandId, domain],
  );
}
