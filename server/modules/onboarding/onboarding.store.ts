import type { Queryable } from '../../db/db';

export interface OnboardingStateRow {
  hasBrand: boolean;
  activePrompts: number;
  /** Whether a prompt was ever tracked in a topic of the account's own, archived ones included. */
  hasTrackedPrompts: boolean;
}

export interface CompetitorRow {
  id: string;
  name: string;
  website: string | null;
  mentions: number;
  createdAt: Date;
}

export async function getOnboardingState(db: Queryable, userId: string): Promise<OnboardingStateRow> {
  const [row] = await db.query<OnboardingStateRow>(
    /* getOnboardingState */ `select
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
  await db.query(/* lockAccount */ 'select id from public.profiles where id = $1 for update', [userId]);
}

export function listCompetitors(db: Queryable, userId: string) {
  return db.query<CompetitorRow>(
    /* listCompetitors */ `select c.id, c.name, c.website, c.created_at as "createdAt",
      (select count(*)::int from public.answer_competitors ac where ac.competitor_id = c.id) as mentions
    from public.competitors c where c.user_id = $1
    order by c.created_at, lower(c.name)`,
    [userId],
  );
}

export async function renameCompetitor(db: Queryable, userId: string, id: string, name: string) {
  await db.query(
    /* renameCompetitor */ 'update public.competitors set name = $3 where id = $1 and user_id = $2',
    [id, userId, name],
  );
}

export async function deleteCompetitors(db: Queryable, userId: string, ids: readonly string[]) {
  await db.query(
    /* deleteCompetitors */ 'delete from public.competitors where user_id = $1 and id = any($2::uuid[])',
    [userId, [...ids]],
  );
}

/** Inserts the names in order, one statement per name so created_at keeps their order. */
export async function insertCompetitors(db: Queryable, userId: string, names: readonly string[]) {
  for (const name of names)
    await db.query(
      /* insertCompetitor */ `insert into public.competitors (user_id, name, created_at)
      values ($1, $2, clock_timestamp())`,
      [userId, name],
    );
}

/** Adds a topic's starter prompts in one statement; created_at follows the list's order (one transaction shares now()). */
export async function insertStarterPrompts(
  db: Queryable,
  userId: string,
  topicId: string,
  questions: readonly string[],
) {
  await db.query(
    /* insertStarterPrompts */ `insert into public.prompts (user_id, topic_id, question, created_at)
    select $1, $2, q.question, now() + q.n * interval '1 microsecond'
    from unnest($3::text[]) with ordinality as q(question, n)
    where not exists (select 1 from public.prompts p
      where p.topic_id = $2 and p.archived_at is null and lower(p.question) = lower(q.question))`,
    [userId, topicId, [...questions]],
  );
}
