import { type Queryable } from '../../db/db';
import type { Read } from '../../db/reads';
import type { Day } from '../../lib/dates';
import type { SourceCategoryId } from '../../../graphql/shared/source-categories';
import type { StoredBrandAttribute } from '../../../graphql/shared/brand-attributes';

export interface ProfileRow {
  id: string;
  username: string;
  email: string | null;
  dashboardVariant: 'general' | 'fund';
  platforms: string[];
  createdAt: Date;
}

export interface BrandRow {
  name: string;
  website: string | null;
  aliases: string[];
  /** What the brand is not ("Freddie Mercury", "the planet"): the analyzer's exclusions. */
  notThis: string[];
  /** What the brand is, in its own words (content tools state it as a fact). */
  description: string | null;
  /** Its own attributes ("battery life"), which the analyzer finds in its statements (setBrandAttributes). */
  attributes: StoredBrandAttribute[];
}

/** The brand as GraphQL's Brand resolves from: its row and its id. */
export type BrandModel = BrandRow & { id: string };

/** A brand to store; without notThis the stored list is kept, without description the stored one. */
export type BrandWrite = Omit<BrandRow, 'notThis' | 'description' | 'attributes'> & {
  notThis?: string[];
  description?: string | null;
};

export async function getProfile(db: Queryable, brandId: string): Promise<ProfileRow | null> {
  const rows = await db.query<ProfileRow>(
    `/* getProfile */ select id, username, email, dashboard_variant as "dashboardVariant",
       platforms, created_at as "createdAt"
     from public.profiles where id = $1`,
    [brandId],
  );
  return rows[0] ?? null;
}

/** The workspace holding a brand, or null when the brand is gone. */
export async function getBrandWorkspace(db: Queryable, brandId: string): Promise<string | null> {
  const rows = await db.query<{ workspaceId: string | null }>(
    `/* getBrandWorkspace */ select workspace_id as "workspaceId" from public.profiles where id = $1`,
    [brandId],
  );
  return rows[0]?.workspaceId ?? null;
}

export interface WorkspaceRow {
  id: string;
  name: string;
  actionCenter: boolean;
}

/** The workspace holding the active brand: its name and settings. */
export async function getWorkspace(q: Queryable, workspaceId: string): Promise<WorkspaceRow | null> {
  const rows = await q.query<WorkspaceRow>(
    `/* getWorkspace */ select id, name, action_center as "actionCenter" from public.workspaces where id = $1`,
    [workspaceId],
  );
  return rows[0] ?? null;
}

export async function getBrand(db: Queryable, brandId: string): Promise<BrandRow | null> {
  const rows = await db.query<BrandRow>(
    `/* getBrand */ select name, website, aliases, not_this as "notThis", description, attributes
     from public.brands where user_id = $1`,
    [brandId],
  );
  return rows[0] ?? null;
}

/** What nearly every dashboard read needs to know about an account: read together, in one statement. */
export interface AccountSettingsRow {
  brand: BrandRow | null;
  competitorWebsites: string[];
  /** The account's own word on what cited domains are (source categories). */
  sourceCategoryOverrides: { domain: string; category: SourceCategoryId }[];
  /** The day the account's rollup windows end on, or null when they were never built. */
  rollupWindowsAsOf: Day | null;
  /** The first day a run asked the account's prompts unequal samples (issue 62); null when none did. */
  unevenSamplesSince: Day | null;
  /** The domain the "cited, not named" rollup counts, or null when it was never counted. */
  citedNotNamedDomain: string | null;
}

/** The account's settings as one row (AccountSettingsRow). */
export const accountSettingsRow: Read = {
  name: 'getAccountSettings',
  sql: `select
       (select json_build_object('name', name, 'website', website, 'aliases', aliases, 'notThis', not_this,
          'description', description, 'attributes', attributes)
         from public.brands where user_id = $1) as brand,
       coalesce((select json_agg(website) from public.competitors where user_id = $1 and website is not null),
         '[]'::json) as "competitorWebsites",
       coalesce((select json_agg(json_build_object('domain', domain, 'category', category))
         from public.source_category_overrides where user_id = $1), '[]'::json) as "sourceCategoryOverrides",
       (select to_char(as_of, 'YYYY-MM-DD') from public.rollup_window_state where user_id = $1)
         as "rollupWindowsAsOf",
       (select to_char(uneven_samples_since, 'YYYY-MM-DD') from public.profiles where id = $1)
         as "unevenSamplesSince",
       (select brand_domain from public.cited_not_named_state where user_id = $1) as "citedNotNamedDomain"`,
  params: [],
  reusablePlan: true,
};

/**
 * A workspace still named after its maker's e-mail takes the name of the first of its brands to be named
 * (an agency's workspace is not "maya"); once named so, or by a member, its name stays.
 */
async function nameProvisionalWorkspace(db: Queryable, brandId: string, name: string): Promise<void> {
  await db.query(
    `/* nameProvisionalWorkspace */ update public.workspaces w set name = $2, name_provisional = false
     from public.profiles p where p.id = $1 and w.id = p.workspace_id and w.name_provisional`,
    [brandId, name],
  );
}

export async function upsertBrand(db: Queryable, brandId: string, brand: BrandWrite): Promise<BrandRow> {
  await nameProvisionalWorkspace(db, brandId, brand.name);
  const rows = await db.query<BrandRow>(
    `/* upsertBrand */ insert into public.brands (user_id, name, website, aliases, not_this, description)
     values ($1, $2, $3, $4, coalesce($5::text[], '{}'), $7::text)
     on conflict (user_id) do update set name = excluded.name, website = excluded.website,
       aliases = excluded.aliases, not_this = coalesce($5::text[], brands.not_this),
       description = case when $6::boolean then $7::text else brands.description end, updated_at = now()
     returning name, website, aliases, not_this as "notThis", description, attributes`,
    [
      brandId,
      brand.name,
      brand.website,
      brand.aliases,
      brand.notThis ?? null,
      brand.description !== undefined,
      brand.description ?? null,
    ],
  );
  return rows[0]!;
}

/** Replaces the brand's attributes; null when the brand was never set up. */
export async function setBrandAttributes(
  db: Queryable,
  brandId: string,
  attributes: readonly StoredBrandAttribute[],
): Promise<BrandRow | null> {
  const rows = await db.query<BrandRow>(
    `/* setBrandAttributes */ update public.brands set attributes = $2::jsonb, updated_at = now()
     where user_id = $1
     returning name, website, aliases, not_this as "notThis", description, attributes`,
    [brandId, JSON.stringify(attributes)],
  );
  return rows[0] ?? null;
}

/** The platforms an account is tracked on. */
export async function getAccountPlatforms(db: Queryable, brandId: string): Promise<string[]> {
  const [row] = await db.query<{ platforms: string[] }>(
    '/* getAccountPlatforms */ select platforms from public.profiles where id = $1',
    [brandId],
  );
  return row?.platforms ?? [];
}

/** The platforms the account also asks through their consumer app (issue 61, migration 0104). */
export async function getAccountAppPlatforms(db: Queryable, brandId: string): Promise<string[]> {
  const [row] = await db.query<{ appPlatforms: string[] }>(
    '/* getAccountAppPlatforms */ select app_platforms as "appPlatforms" from public.profiles where id = $1',
    [brandId],
  );
  return row?.appPlatforms ?? [];
}

export async function setAccountAppPlatforms(db: Queryable, brandId: string, platforms: readonly string[]) {
  await db.query(
    '/* setAccountAppPlatforms */ update public.profiles set app_platforms = $2::text[] where id = $1',
    [brandId, [...platforms]],
  );
}

/** The account signed up with this e-mail (any casing), for command-line tools. */
export async function getAccountIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    '/* getAccountIdByEmail */ select id from public.profiles where lower(email) = lower($1)',
    [email],
  );
  return row?.id ?? null;
}

export async function getCollectionProfile(db: Queryable, brandId: string) {
  const [row] = await db.query<{
    platforms: string[];
    samplesPerPrompt: number;
    country: string;
    language: string;
  }>(
    `/* getCollectionProfile */ select platforms, samples_per_prompt as "samplesPerPrompt", country, language
    from public.profiles where id = $1`,
    [brandId],
  );
  return row ?? null;
}

export async function updateCollectionProfile(
  db: Queryable,
  brandId: string,
  changes: { platforms?: string[]; samplesPerPrompt?: number; country?: string; language?: string },
) {
  await db.query(
    `/* updateCollectionProfile */ update public.profiles set platforms = coalesce($2::text[], platforms),
      samples_per_prompt = coalesce($3::smallint, samples_per_prompt), country = coalesce($4, country),
      language = coalesce($5, language) where id = $1`,
    [
      brandId,
      changes.platforms ?? null,
      changes.samplesPerPrompt ?? null,
      changes.country ?? null,
      changes.language ?? null,
    ],
  );
}

/** A run of `day` asks prompts unequal samples: the account's first such day is kept (its earliest). */
export async function markUnevenSamples(db: Queryable, brandId: string, day: Day) {
  await db.query(
    `/* markUnevenSamples */ update public.profiles
     set uneven_samples_since = least(coalesce(uneven_samples_since, $2::date), $2::date)
     where id = $1 and (uneven_samples_since is null or uneven_samples_since > $2::date)`,
    [brandId, day],
  );
}

/** Whether an account's profile exists. */
export async function profileExists(db: Queryable, brandId: string): Promise<boolean> {
  const rows = await db.query('/* profileExists */ select 1 from public.profiles where id = $1', [brandId]);
  return rows.length > 0;
}

/** The profile with these dashboard settings, created if the auth module has not made it yet. */
export async function upsertProfileSettings(
  db: Queryable,
  profile: {
    id: string;
    username: string;
    email: string;
    dashboardVariant: 'general' | 'fund';
  },
): Promise<void> {
  await db.query(
    `/* upsertProfileSettings */ 
    insert into public.profiles (id, username, email, dashboard_variant)
    values ($1, $2, $3, $4)
    on conflict (id) do update set dashboard_variant = excluded.dashboard_variant`,
    [profile.id, profile.username, profile.email, profile.dashboardVariant],
  );
}

/** The brand with its description (what the seed knows about a demo brand). */
export async function upsertBrandWithDescription(
  db: Queryable,
  brandId: string,
  brand: Omit<BrandRow, 'notThis' | 'description' | 'attributes'> & { description: string },
): Promise<void> {
  await nameProvisionalWorkspace(db, brandId, brand.name);
  await db.query(
    `/* upsertBrandWithDescription */ 
    insert into public.brands (user_id, name, website, aliases, description) values ($1, $2, $3, $4, $5)
    on conflict (user_id) do update set name = excluded.name, website = excluded.website,
      aliases = excluded.aliases, description = excluded.description, updated_at = now()`,
    [brandId, brand.name, brand.website, brand.aliases, brand.description],
  );
}

/** One entry of a workspace's audit log (written by accounts/audit.ts, in the write's transaction). */
export async function insertAuditEntry(
  q: Queryable,
  entry: {
    workspaceId: string;
    /** The brand the member had open; null where none was (accepting an invitation). */
    brandId: string | null;
    actorId: string | null;
    actorEmail: string | null;
    action: string;
    target: string;
  },
) {
  await q.query(
    `/* insertAuditEntry */ insert into public.audit_log
       (workspace_id, brand_id, actor_id, actor_email, action, target)
     values ($1, $2, $3, $4, $5, $6)`,
    [entry.workspaceId, entry.brandId, entry.actorId, entry.actorEmail, entry.action, entry.target],
  );
}
