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

/*
 * getAnswerSourceDays: per day and platform, the ok answers of each model and analyzer (one pass over the
 * account's answers: the service caches it for the day)
 */
export function getAnswerSourceDays(db: Queryable, userId: string) {
  return db.query<AnswerSourceDayRow>(
    `/* getAnswerSourceDays */ select to_char(collected_on, 'YYYY-MM-DD') as day, platform, model, analyzer,
       count(*)::int as answers
     from public.answers where user_id = $1 and status = 'ok'
     group by collected_on, platform, model, analyzer order by collected_on`,
    [userId],
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
export function getPromptLives(db: Queryable, userId: string) {
  return db.query<PromptLifeRow>(
    `/* getPromptLives */ select p.id, p.topic_id as "topicId",
       (select to_char(min(d.day), 'YYYY-MM-DD') from public.prompt_daily d
        where d.prompt_id = p.id and d.answers > 0) as "firstDay",
       to_char((p.archived_at at time zone 'UTC')::date, 'YYYY-MM-DD') as "archivedOn",
       to_char(p.question_changed_on, 'YYYY-MM-DD') as "rewordedOn"
     from public.prompts p where p.user_id = $1`,
    [userId],
  );
}
