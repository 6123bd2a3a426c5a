/** The competitors table: every read and write of tracked competitors (onboarding, settings, the seed). */
import type { Queryable } from '../../db/db';

export interface CompetitorRow {
  id: string;
  name: string;
  website: string | null;
  mentions: number;
  createdAt: Date;
}

export function listCompetitors(db: Queryable, brandId: string) {
  return db.query<CompetitorRow>(
    `/* listCompetitors */ select c.id, c.name, c.website, c.created_at as "createdAt",
      (select count(*)::int from public.answer_competitors ac where ac.competitor_id = c.id) as mentions
    from public.competitors c where c.user_id = $1
    order by c.created_at, lower(c.name)`,
    [brandId],
  );
}

/** The tracked competitors' ids and names, oldest first (without listCompetitors' count of every answer). */
export function listCompetitorNames(db: Queryable, brandId: string) {
  return db.query<{ id: string; name: string }>(
    `/* listCompetitorNames */ select id, name from public.competitors where user_id = $1
    order by created_at, lower(name)`,
    [brandId],
  );
}

export async function renameCompetitor(db: Queryable, brandId: string, id: string, name: string) {
  await db.query(
    '/* renameCompetitor */ update public.competitors set name = $3 where id = $1 and user_id = $2',
    [id, brandId, name],
  );
}

export async function deleteCompetitors(db: Queryable, brandId: string, ids: readonly string[]) {
  await db.query(
    '/* deleteCompetitors */ delete from public.competitors where user_id = $1 and id = any($2::uuid[])',
    [brandId, [...ids]],
  );
}

/** Inserts the names in order, one statement per name so created_at keeps their order. */
export async function insertCompetitors(db: Queryable, brandId: string, names: readonly string[]) {
  for (const name of names)
    await db.query(
      `/* insertCompetitor */ insert into public.competitors (user_id, name, created_at)
      values ($1, $2, clock_timestamp())`,
      [brandId, name],
    );
}

/** Adds competitors with their websites and aliases, in order (created_at follows it); known names are skipped. */
export async function insertCompetitorProfiles(
  db: Queryable,
  brandId: string,
  competitors: readonly { name: string; website: string; aliases: string[] }[],
): Promise<void> {
  await db.query(
    `/* insertCompetitorProfiles */
    insert into public.competitors (user_id, name, website, aliases, created_at)
    select $1, c.name, c.website, array(select jsonb_array_elements_text(c.aliases)),
      now() + make_interval(secs => c.ord / 1000.0)
    from jsonb_to_recordset($2::jsonb) as c(name text, website text, aliases jsonb, ord int)
    on conflict do nothing`,
    [
      brandId,
      JSON.stringify(
        competitors.map((c, ord) => ({
          name: c.name,
          website: c.website,
          aliases: c.aliases,
          ord,
        })),
      ),
    ],
  );
}
