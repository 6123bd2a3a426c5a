/** SQL of the sampling module: its settings table, and what the plan reads of prompts and the window. */
import type { Queryable } from '../../db/db';
import type { Day } from '../../lib/dates';

export interface SamplingSettingsRow {
  headlineHalfWidth: number | null;
  promptHalfWidth: number | null;
  minSamplesPerDay: number;
  maxSamplesPerDay: number;
  monthlyBudgetUsd: number | null;
}

const SETTINGS = `headline_half_width as "headlineHalfWidth", prompt_half_width as "promptHalfWidth",
  min_samples_per_day as "minSamplesPerDay", max_samples_per_day as "maxSamplesPerDay",
  monthly_budget_usd::float8 as "monthlyBudgetUsd"`;

export async function getSamplingSettings(db: Queryable, brandId: string) {
  const [row] = await db.query<SamplingSettingsRow>(
    `/* getSamplingSettings */ select ${SETTINGS} from public.sampling_settings where user_id = $1`,
    [brandId],
  );
  return row ?? null;
}

export async function upsertSamplingSettings(db: Queryable, brandId: string, settings: SamplingSettingsRow) {
  const [row] = await db.query<SamplingSettingsRow>(
    `/* upsertSamplingSettings */ insert into public.sampling_settings as s (user_id, headline_half_width,
       prompt_half_width, min_samples_per_day, max_samples_per_day, monthly_budget_usd)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set headline_half_width = excluded.headline_half_width,
       prompt_half_width = excluded.prompt_half_width, min_samples_per_day = excluded.min_samples_per_day,
       max_samples_per_day = excluded.max_samples_per_day, monthly_budget_usd = excluded.monthly_budget_usd,
       updated_at = now()
     returning ${SETTINGS}`,
    [
      brandId,
      settings.headlineHalfWidth,
      settings.promptHalfWidth,
      settings.minSamplesPerDay,
      settings.maxSamplesPerDay,
      settings.monthlyBudgetUsd,
    ],
  );
  return row as SamplingSettingsRow;
}

/** The deprecated samples per prompt, set: a brand with settings gets min = max = n (one without follows it). */
export async function setUniformSamples(db: Queryable, brandId: string, samples: number) {
  await db.query(
    `/* setUniformSamples */ update public.sampling_settings
     set min_samples_per_day = $2, max_samples_per_day = $2, updated_at = now() where user_id = $1`,
    [brandId, samples],
  );
}

export interface PlannedPromptRow {
  id: string;
  question: string;
  topicId: string;
}

/** The prompts a run asks (active, in an active topic), by topic then question, as the plan lists them. */
export function listAskedPrompts(db: Queryable, brandId: string) {
  return db.query<PlannedPromptRow>(
    `/* listAskedPrompts */ select p.id, p.question, p.topic_id as "topicId"
     from public.prompts p join public.topics t on t.id = p.topic_id
     where p.user_id = $1 and p.archived_at is null and t.archived_at is null
     order by t.name, p.question, p.id`,
    [brandId],
  );
}

export interface WindowCountRow {
  promptId: string;
  platform: string;
  answers: number;
  impressions: number;
}

/** Answers (answered ones) and impressions per prompt and platform over the days from–to (prompt_daily). */
export function getWindowCounts(db: Queryable, brandId: string, from: Day, to: Day) {
  return db.query<WindowCountRow>(
    `/* getWindowCounts */ select prompt_id as "promptId", platform, sum(answers)::int as answers,
       sum(impressions)::int as impressions
     from public.prompt_daily where user_id = $1 and day between $2::date and $3::date
     group by prompt_id, platform`,
    [brandId, from, to],
  );
}
