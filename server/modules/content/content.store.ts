/** What content drafts read about an account: its recent answers that name the brand and its topics. */
import type { Queryable } from '../../db/db';

export interface BrandAnswerRow {
  platform: string;
  day: string;
  simulated: boolean;
  text: string;
}

/** The account's most recent answers that name the brand, newest first. */
export function getRecentBrandAnswers(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<BrandAnswerRow[]> {
  return db.query<BrandAnswerRow>(
    `/* getRecentBrandAnswers */ select platform, collected_on::text as day, simulated, answer_text as text
     from public.answers
     where user_id = $1 and status = 'ok' and visible and answer_text is not null
     order by collected_on desc, collected_at desc limit $2`,
    [userId, limit],
  );
}

/** The names of the account's active topics, oldest first. */
export async function getActiveTopicNames(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `/* getActiveTopicNames */ select name from public.topics where user_id = $1 and archived_at is null
     order by created_at, name limit $2`,
    [userId, limit],
  );
  return rows.map((row) => row.name);
}
