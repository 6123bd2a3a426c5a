import type { Queryable } from '../../db/db';

export interface ProfileRow {
  id: string;
  username: string;
  email: string | null;
  dashboardVariant: 'general' | 'fund';
  actionCenter: boolean;
  platforms: string[];
  createdAt: Date;
}

export interface BrandRow {
  name: string;
  website: string | null;
  aliases: string[];
}

export async function getProfile(db: Queryable, userId: string): Promise<ProfileRow | null> {
  const rows = await db.query<ProfileRow>(
    `/* getProfile */ select id, username, email, dashboard_variant as "dashboardVariant",
       action_center as "actionCenter", platforms, created_at as "createdAt"
     from public.profiles where id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function getBrand(db: Queryable, userId: string): Promise<BrandRow | null> {
  const rows = await db.query<BrandRow>(
    `/* getBrand */ select name, website, aliases from public.brands where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function upsertBrand(db: Queryable, userId: string, brand: BrandRow): Promise<BrandRow> {
  const rows = await db.query<BrandRow>(
    `/* upsertBrand */ insert into public.brands (user_id, name, website, aliases) values ($1, $2, $3, $4)
     on conflict (user_id) do update set name = excluded.name, website = excluded.website,
       aliases = excluded.aliases, updated_at = now()
     returning name, website, aliases`,
    [userId, brand.name, brand.website, brand.aliases],
  );
  return rows[0]!;
}
