import type { Queryable } from '../../db/db';

/* getPromptFailures: failed captures per prompt over all time (only prompts that have any) */
export function getPromptFailures(db: Queryable, userId: string) {
  return db.query<{ promptId: string; failures: number }>(
    `/* getPromptFailures */
     select prompt_id as "promptId", sum(failures)::int as failures
     from public.prompt_daily where user_id = $1
     group by prompt_id having sum(failures) > 0`,
    [userId],
  );
}
