import type { Queryable } from '../../db/db';

export interface OnboardingStateRow {
  hasBrand: boolean;
  activePrompts: number;
  /** Whether a prompt was ever tracked in a topic of the account's own, archived ones included. */
  hasTrackedPrompts: boolean;
}

export async function getOnboardingState(db: Queryable, brandId: string): Promise<OnboardingStateRow> {
  const [row] = await db.query<OnboardingStateRow>(
    `/* getOnboardingState */ select
      exists (select 1 from public.brands where user_id = $1) as "hasBrand",
      (select count(*)::int from public.prompts p join public.topics t on t.id = p.topic_id
        where p.user_id = $1 and p.archived_at is null and t.archived_at is null and not t.is_aggregate
      ) as "activePrompts",
      exists (select 1 from public.prompts p join public.topics t on t.id = p.topic_id
        where p.user_id = $1 and not t.is_aggregate) as "hasTrackedPrompts"`,
    [brandId],
  );
  return row as OnboardingStateRow;
}

/** Holds the account's profile row until the transaction ends, so two completions run one after another. */
export async function lockAccount(db: Queryable, brandId: string): Promise<void> {
  await db.query('/* lockAccount */ select id from public.profiles where id = $1 for update', [brandId]);
}

export interface SetupProgressRow {
  hasBrand: boolean;
  hasWebsite: boolean;
  competitors: number;
  activePrompts: number;
  /** A collection run finished, or answers are stored (seeded history counts as collected). */
  collected: boolean;
  apiTokens: number;
  crawlerVisits: boolean;
}

/* getSetupProgress: what a new account has set up so far, for the overview's setup checklist */
export async function getSetupProgress(db: Queryable, brandId: string): Promise<SetupProgressRow> {
  const [row] = await db.query<SetupProgressRow>(
    `/* getSetupProgress */ select
      exists (select 1 from public.brands where user_id = $1) as "hasBrand",
      exists (select 1 from public.brands where user_id = $1 and coalesce(website, '') <> '') as "hasWebsite",
      (select count(*)::int from public.competitors where user_id = $1) as competitors,
      (select count(*)::int from public.prompts p join public.topics t on t.id = p.topic_id
        where p.user_id = $1 and p.archived_at is null and t.archived_at is null and not t.is_aggregate
      ) as "activePrompts",
      (exists (select 1 from public.collection_runs where user_id = $1 and status = 'completed')
        or exists (select 1 from public.answers where user_id = $1)) as collected,
      (select count(*)::int from public.api_tokens where user_id = $1 and revoked_at is null) as "apiTokens",
      exists (select 1 from public.crawler_visits where user_id = $1) as "crawlerVisits"`,
    [brandId],
  );
  return row as SetupProgressRow;
}
