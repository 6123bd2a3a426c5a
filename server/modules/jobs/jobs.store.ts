import type { Queryable } from '../../db/db';

/** Accounts with something to collect: a brand and at least one active prompt. */
export async function getCollectableAccounts(db: Queryable): Promise<{ userId: string }[]> {
  return db.query<{ userId: string }>(/* getCollectableAccounts */ `
    select p.id as "userId"
    from public.profiles p
    where exists (select 1 from public.brands b where b.user_id = p.id)
      and exists (select 1 from public.prompts q where q.user_id = p.id and q.archived_at is null)
    order by p.id`);
}

/** The platforms an account is tracked on. */
export async function getAccountPlatforms(db: Queryable, userId: string): Promise<string[]> {
  const [row] = await db.query<{ platforms: string[] }>(
    /* getAccountPlatforms */ 'select platforms from public.profiles where id = $1',
    [userId],
  );
  return row?.platforms ?? [];
}
