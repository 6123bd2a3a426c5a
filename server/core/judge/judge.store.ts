/** The judge's verdicts, cached per account by (answer text hash, brand configuration hash, analyzer). */
import type { Queryable } from '../../db/db';

export interface VerdictKey {
  textHash: string;
  brandHash: string;
  analyzer: string;
}

export async function getCachedVerdict<T>(
  db: Queryable,
  brandId: string,
  key: VerdictKey,
): Promise<T | null> {
  const [row] = await db.query<{ verdict: T | string }>(
    `/* getCachedVerdict */ select verdict from public.answer_judgements
    where user_id = $1 and text_hash = $2 and brand_hash = $3 and analyzer = $4`,
    [brandId, key.textHash, key.brandHash, key.analyzer],
  );
  if (!row) return null;
  return typeof row.verdict === 'string' ? (JSON.parse(row.verdict) as T) : row.verdict;
}

export async function putCachedVerdict(db: Queryable, brandId: string, key: VerdictKey, verdict: object) {
  await db.query(
    `/* putCachedVerdict */ insert into public.answer_judgements (user_id, text_hash, brand_hash, analyzer, verdict)
    values ($1, $2, $3, $4, $5::jsonb) on conflict do nothing`,
    [brandId, key.textHash, key.brandHash, key.analyzer, JSON.stringify(verdict)],
  );
}
