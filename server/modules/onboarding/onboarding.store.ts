import type { Queryable } from '../../db/db';

export interface OnboardingStateRow {
  hasBrand: boolean;
  activePrompts: number;
  /** Whether a prompt was ever tracked in a topic of the account's own, archived ones included. */
  hasTrackedPrompts: boolean;
}

export async function getOnboardingState(db: Queryable, userId: string): Promise<OnboardingStateRow> {
  const [row] = await db.query<OnboardingStateRow>(
    `/* getOnboardingState */ select
      exists (select 1 from public.brands where user_id = $1) as "hasBrand",
      (select count(*)::int from public.prompts p join public.topics t on t.id = p.topic_id
        where p.user_id = $1 and p.archived_at is null and t.archived_at is null and not t.is_aggregate
      ) as "activePrompts",
      exists (select 1 from public.prompts p join public.topics t on t.id = p.topic_id
        where p.user_id = $1 and not t.is_aggregate) as "hasTrackedPrompts"`,
    [userId],
  );
  return row as OnboardingStateRow;
}

/** Holds the account's profile row until the transaction ends, so two completions run one after another. */
export async function lockAccount(db: Queryable, userId: string): Promise<void> {
  await db.query('/* lockAccount */ select id from public.profiles where id = $1 for update', [userId]);
}
