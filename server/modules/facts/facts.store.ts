/** The brand_facts table: the brand's fact sheet, one row per fact and market. */
import type { BrandFactFields, BrandFactKind, BrandFactStatus } from '../../../graphql/shared/brand-facts';
import type { Queryable } from '../../db/db';

export interface BrandFactRow {
  id: string;
  key: string;
  label: string;
  kind: BrandFactKind;
  value: string;
  unit: string | null;
  currency: string | null;
  country: string | null;
  aliases: Record<string, string[]>;
  validFrom: string | null;
  previousValues: string[];
  sourceUrl: string | null;
  status: BrandFactStatus;
}

/** A fact as the store writes it: checked and normalised fields, and whether it counts yet. */
export type StoredFact = Omit<BrandFactFields, 'previousValues'> & {
  previousValues: string[];
  status: BrandFactStatus;
};

const COLUMNS = `id, key, label, kind, value, unit, currency, country, aliases,
  to_char(valid_from, 'YYYY-MM-DD') as "validFrom", previous_values as "previousValues",
  source_url as "sourceUrl", status`;

const factParams = (fact: StoredFact) => [
  fact.key,
  fact.label,
  fact.kind,
  fact.value,
  fact.unit,
  fact.currency,
  fact.country,
  JSON.stringify(fact.aliases),
  fact.validFrom,
  fact.previousValues,
  fact.sourceUrl,
  fact.status,
];

/** The brand's facts by key then country (everywhere first). */
export function listBrandFacts(db: Queryable, brandId: string): Promise<BrandFactRow[]> {
  return db.query<BrandFactRow>(
    `/* listBrandFacts */ select ${COLUMNS} from public.brand_facts
     where user_id = $1 order by key, country nulls first`,
    [brandId],
  );
}

export async function getBrandFact(db: Queryable, brandId: string, id: string): Promise<BrandFactRow | null> {
  const [row] = await db.query<BrandFactRow>(
    `/* getBrandFact */ select ${COLUMNS} from public.brand_facts where user_id = $1 and id = $2`,
    [brandId, id],
  );
  return row ?? null;
}

export async function countBrandFacts(db: Queryable, brandId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `/* countBrandFacts */ select count(*)::int as count from public.brand_facts where user_id = $1`,
    [brandId],
  );
  return row?.count ?? 0;
}

/** Whether another fact of the brand holds this key in this market. */
export async function factKeyTaken(
  db: Queryable,
  brandId: string,
  key: string,
  country: string | null,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `/* factKeyTaken */ select exists (
       select 1 from public.brand_facts
       where user_id = $1 and key = $2 and country is not distinct from $3 and ($4::uuid is null or id <> $4::uuid)
     ) as taken`,
    [brandId, key, country, exceptId],
  );
  return row?.taken ?? false;
}

export async function insertBrandFact(
  db: Queryable,
  brandId: string,
  fact: StoredFact,
  by: string,
): Promise<BrandFactRow> {
  const [row] = await db.query<BrandFactRow>(
    `/* insertBrandFact */ insert into public.brand_facts (user_id, key, label, kind, value, unit, currency,
       country, aliases, valid_from, previous_values, source_url, status, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::date, $11::text[], $12, $13, $14, $14)
     returning ${COLUMNS}`,
    [brandId, ...factParams(fact), by],
  );
  return row!;
}

/** Writes every field of one of the brand's facts; null when the brand has no such fact. */
export async function updateBrandFact(
  db: Queryable,
  brandId: string,
  id: string,
  fact: StoredFact,
  by: string,
): Promise<BrandFactRow | null> {
  const [row] = await db.query<BrandFactRow>(
    `/* updateBrandFact */ update public.brand_facts set key = $3, label = $4, kind = $5, value = $6, unit = $7,
       currency = $8, country = $9, aliases = $10::jsonb, valid_from = $11::date, previous_values = $12::text[],
       source_url = $13, status = $14, updated_at = now(), updated_by = $15
     where user_id = $1 and id = $2
     returning ${COLUMNS}`,
    [brandId, id, ...factParams(fact), by],
  );
  return row ?? null;
}

/** Adds a fact, or rewrites the one of the same key and market: what replacing the sheet does per row. */
export async function upsertBrandFact(
  db: Queryable,
  brandId: string,
  fact: StoredFact,
  by: string,
): Promise<void> {
  await db.query(
    `/* upsertBrandFact */ insert into public.brand_facts (user_id, key, label, kind, value, unit, currency,
       country, aliases, valid_from, previous_values, source_url, status, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::date, $11::text[], $12, $13, $14, $14)
     on conflict (user_id, key, country) do update set label = excluded.label, kind = excluded.kind,
       value = excluded.value, unit = excluded.unit, currency = excluded.currency, aliases = excluded.aliases,
       valid_from = excluded.valid_from, previous_values = excluded.previous_values,
       source_url = excluded.source_url, status = excluded.status, updated_at = now(), updated_by = $14`,
    [brandId, ...factParams(fact), by],
  );
}

export async function setBrandFactStatus(
  db: Queryable,
  brandId: string,
  id: string,
  status: BrandFactStatus,
  by: string,
): Promise<BrandFactRow | null> {
  const [row] = await db.query<BrandFactRow>(
    `/* setBrandFactStatus */ update public.brand_facts set status = $3, updated_at = now(), updated_by = $4
     where user_id = $1 and id = $2
     returning ${COLUMNS}`,
    [brandId, id, status, by],
  );
  return row ?? null;
}

export async function deleteBrandFact(db: Queryable, brandId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `/* deleteBrandFact */ delete from public.brand_facts where user_id = $1 and id = $2 returning id`,
    [brandId, id],
  );
  return rows.length > 0;
}

/** Deletes the brand's facts whose key and market are not among those kept. */
export async function deleteBrandFactsExcept(
  db: Queryable,
  brandId: string,
  kept: readonly { key: string; country: string | null }[],
): Promise<void> {
  await db.query(
    `/* deleteBrandFactsExcept */ delete from public.brand_facts f
     where f.user_id = $1 and not exists (
       select 1 from unnest($2::text[], $3::text[]) as k(key, country)
       where k.key = f.key and k.country is not distinct from f.country
     )`,
    [brandId, kept.map((fact) => fact.key), kept.map((fact) => fact.country)],
  );
}
