import type { Queryable } from '../../db/db';
import type { Day } from '../../lib/dates';

/** How many ok answers of a day and platform a model and an analyzer gave. */
export interface AnswerSourceDayRow {
  day: Day;
  platform: string;
  model: string | null;
  analyzer: string | null;
  answers: number;
}

/**
 * Per day and platform from `from` to `to` (null: no bound), the ok answers of each model and analyzer: one
 * pass over those days' answers (answers_user_day narrows it to them).
 */
export function getAnswerSourceDays(db: Queryable, brandId: string, from: Day | null, to: Day | null) {
  return db.query<AnswerSourceDayRow>(
    `/* getAnswerSourceDays */ select to_char(collected_on, 'YYYY-MM-DD') as day, platform, model, analyzer,
       count(*)::int as answers
     from public.answers
     where user_id = $1 and status = 'ok'
       and ($2::date is null or collected_on >= $2::date) and ($3::date is null or collected_on <= $3::date)
     group by collected_on, platform, model, analyzer order by collected_on`,
    [brandId, from, to],
  );
}

/** A prompt's first day with answers, the day it was archived and the day it was last reworded. */
export interface PromptLifeRow {
  id: string;
  topicId: string;
  firstDay: Day | null;
  archivedOn: Day | null;
  rewordedOn: Day | null;
}

/* getPromptLives: every prompt of the account (archived ones too) with the days its answers changed shape */
export function getPromptLives(db: Queryable, brandId: string) {
  return db.query<PromptLifeRow>(
    `/* getPromptLives */ select p.id, p.topic_id as "topicId",
       (select to_char(min(d.day), 'YYYY-MM-DD') from public.prompt_daily d
        where d.prompt_id = p.id and d.answers > 0) as "firstDay",
       to_char((p.archived_at at time zone 'UTC')::date, 'YYYY-MM-DD') as "archivedOn",
       to_char(p.question_changed_on, 'YYYY-MM-DD') as "rewordedOn"
     from public.prompts p where p.user_id = $1`,
    [brandId],
  );
}
