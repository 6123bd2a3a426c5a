/** What content drafts read about an account: its recent answers that name the brand. */
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
  brandId: string,
  limit: number,
): Promise<BrandAnswerRow[]> {
  return db.query<BrandAnswerRow>(
    `/* getRecentBrandAnswers */ select platform, collected_on::text as day, simulated, answer_text as text
     from public.answers
     where user_id = $1 and status = 'ok' and visible and answer_text is not null
     order by collected_on desc, collected_at desc limit $2`,
    [brandId, limit],
  );
}
