/** SQL of the canary prompts (issue 62): the brand's canary questions, their answers, the drift days. */
import type { Queryable } from '../../db/db';
import type { CanaryAnswer } from './canary';

export async function getCanaryQuestions(db: Queryable, brandId: string): Promise<string[]> {
  const rows = await db.query<{ question: string }>(
    `/* getCanaryQuestions */ select question from public.canary_prompts where user_id = $1 order by position`,
    [brandId],
  );
  return rows.map((row) => row.question);
}

/** Replaces the brand's canary questions (in one statement each; call inside a transaction). */
export async function setCanaryQuestions(db: Queryable, brandId: string, questions: readonly string[]) {
  await db.query(`/* clearCanaryQuestions */ delete from public.canary_prompts where user_id = $1`, [
    brandId,
  ]);
  if (questions.length === 0) return;
  await db.query(
    `/* setCanaryQuestions */ insert into public.canary_prompts (user_id, position, question)
     select $1, q.ordinality - 1, q.question from unnest($2::text[]) with ordinality as q(question, ordinality)`,
    [brandId, questions],
  );
}

/** The category names and competitor names the default canaries are written from. */
export async function getCanaryWording(db: Queryable, brandId: string) {
  const [topics, competitors] = await Promise.all([
    db.query<{ name: string }>(
      `/* getCanaryTopics */ select t.name from public.topics t
       where t.user_id = $1 and t.archived_at is null and not t.is_aggregate order by t.created_at, t.id`,
      [brandId],
    ),
    db.query<{ name: string }>(
      `/* getCanaryCompetitors */ select name from public.competitors where user_id = $1 order by name`,
      [brandId],
    ),
  ]);
  return { topics: topics.map((row) => row.name), rivals: competitors.map((row) => row.name) };
}

export interface CanaryAnswerRow extends CanaryAnswer {
  platform: string;
  day: string;
  model: string | null;
}

export async function storeCanaryAnswers(db: Queryable, brandId: string, rows: readonly CanaryAnswerRow[]) {
  if (rows.length === 0) return;
  await db.query(
    `/* storeCanaryAnswers */ insert into public.canary_answers (user_id, platform, day, question, model, brands, domains)
     select $1, r.platform, r.day::date, r.question, r.model,
       array(select jsonb_array_elements_text(r.brands)), array(select jsonb_array_elements_text(r.domains))
     from jsonb_to_recordset($2::jsonb) as r(platform text, day text, question text, model text, brands jsonb, domains jsonb)
     on conflict (user_id, platform, day, question) do update set model = excluded.model,
       brands = excluded.brands, domains = excluded.domains`,
    [
      brandId,
      JSON.stringify(
        rows.map((row) => ({
          platform: row.platform,
          day: row.day,
          question: row.prompt,
          model: row.model,
          brands: row.brands,
          domains: row.domains,
        })),
      ),
    ],
  );
}

/** The platforms whose canaries were answered on the day (a later run that day does not ask them again). */
export async function getCanaryPlatformsOn(db: Queryable, brandId: string, day: string): Promise<string[]> {
  const rows = await db.query<{ platform: string }>(
    `/* getCanaryPlatformsOn */ select distinct platform from public.canary_answers
     where user_id = $1 and day = $2::date`,
    [brandId, day],
  );
  return rows.map((row) => row.platform);
}

/** A platform's canary answers from `from` to `to` (inclusive), oldest first. */
export async function getCanaryAnswers(
  db: Queryable,
  brandId: string,
  platform: string,
  from: string,
  to: string,
) {
  return db.query<CanaryAnswerRow>(
    `/* getCanaryAnswers */ select platform, to_char(day, 'YYYY-MM-DD') as day, question as prompt, model,
       brands, domains
     from public.canary_answers where user_id = $1 and platform = $2 and day between $3::date and $4::date
     order by day, question`,
    [brandId, platform, from, to],
  );
}

export async function insertEngineDrift(
  db: Queryable,
  brandId: string,
  drift: { platform: string; day: string; overlap: number; lowerEdge: number; model: string | null },
) {
  await db.query(
    `/* insertEngineDrift */ insert into public.engine_drifts (user_id, platform, day, overlap, lower_edge, model)
     values ($1, $2, $3::date, $4, $5, $6) on conflict (user_id, platform, day) do nothing`,
    [brandId, drift.platform, drift.day, drift.overlap, drift.lowerEdge, drift.model],
  );
}

export interface EngineDriftRow {
  platform: string;
  day: string;
  model: string | null;
  /** The model the platform's canaries were answered with the day before, when known. */
  modelBefore: string | null;
}

export async function getEngineDrifts(db: Queryable, brandId: string): Promise<EngineDriftRow[]> {
  return db.query<EngineDriftRow>(
    `/* getEngineDrifts */ select d.platform, to_char(d.day, 'YYYY-MM-DD') as day, d.model,
       (select a.model from public.canary_answers a where a.user_id = d.user_id and a.platform = d.platform
          and a.day = d.day - 1 and a.model is not null limit 1) as "modelBefore"
     from public.engine_drifts d where d.user_id = $1 order by d.day, d.platform`,
    [brandId],
  );
}
