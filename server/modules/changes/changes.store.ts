import type { Queryable } from '../../db/db';
import type { Day } from '../../lib/dates';

/** A logged change as the services see it. */
export interface LoggedChangeRow {
  id: string;
  title: string;
  day: Day;
  url: string | null;
  topicIds: string[];
  promptIds: string[];
  createdByEmail: string | null;
  createdAt: string;
}

const CHANGE = `id, title, to_char(day, 'YYYY-MM-DD') as day, url, topic_ids::text[] as "topicIds",
  prompt_ids::text[] as "promptIds", created_by_email as "createdByEmail", created_at as "createdAt"`;

export async function insertLoggedChange(
  db: Queryable,
  brandId: string,
  change: {
    title: string;
    day: Day;
    url: string | null;
    topicIds: readonly string[];
    promptIds: readonly string[];
    createdBy: string;
    createdByEmail: string | null;
  },
) {
  const [row] = await db.query<LoggedChangeRow>(
    `/* insertLoggedChange */ insert into public.logged_changes
       (user_id, title, day, url, topic_ids, prompt_ids, created_by, created_by_email)
     values ($1, $2, $3, $4, $5::uuid[], $6::uuid[], $7, $8) returning ${CHANGE}`,
    [
      brandId,
      change.title,
      change.day,
      change.url,
      [...change.topicIds],
      [...change.promptIds],
      change.createdBy,
      change.createdByEmail,
    ],
  );
  return row as LoggedChangeRow;
}

/* listLoggedChanges: the account's changes between two days (either open), newest first */
export function listLoggedChanges(db: Queryable, brandId: string, from: Day | null, to: Day | null) {
  return db.query<LoggedChangeRow>(
    `/* listLoggedChanges */ select ${CHANGE} from public.logged_changes
     where user_id = $1 and ($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)
     order by day desc, created_at desc`,
    [brandId, from, to],
  );
}

export async function getLoggedChange(db: Queryable, brandId: string, id: string) {
  const [row] = await db.query<LoggedChangeRow>(
    `/* getLoggedChange */ select ${CHANGE} from public.logged_changes where user_id = $1 and id = $2`,
    [brandId, id],
  );
  return row ?? null;
}

/*
 * listPromptsActiveOn: the account's prompts not archived by the day (nor their topics); whether one was
 * tracked before it is told by its answers (the estimator counts prompts with answers on both sides)
 */
export function listPromptsActiveOn(db: Queryable, brandId: string, day: Day) {
  return db.query<{ id: string; topicId: string }>(
    `/* listPromptsActiveOn */ select p.id, p.topic_id as "topicId"
     from public.prompts p join public.topics t on t.id = p.topic_id
     where p.user_id = $1
       and (p.archived_at is null or p.archived_at::date > $2::date)
       and (t.archived_at is null or t.archived_at::date > $2::date)`,
    [brandId, day],
  );
}

/* getPromptDaySpan: the account's first and last days with answers */
export async function getPromptDaySpan(db: Queryable, brandId: string) {
  const [row] = await db.query<{ first: Day | null; last: Day | null }>(
    `/* getPromptDaySpan */ select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last
     from public.prompt_daily where user_id = $1 and answers > 0`,
    [brandId],
  );
  return row ?? { first: null, last: null };
}
