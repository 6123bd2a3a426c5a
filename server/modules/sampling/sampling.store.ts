/** SQL of the sampling module: its settings table, and what the plan reads of prompts and the window. */
import type { Queryable } from '../../db/db';
import type { Day } from '../../lib/dates';
import { MIN_AGREEMENT_SAMPLES } from './agreement';

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

/**
 * One-run agreement's groups: per platform, the prompt-days (per surface) of the brand's answered samples
 * with at least MIN_AGREEMENT_SAMPLES of them, counted by (samples, naming the brand).
 */
export function getAgreementGroups(
  db: Queryable,
  q: {
    brandId: string;
    from: string | null;
    to: string;
    platforms: readonly string[] | null;
    kind: string | null;
    topicId: string | null;
  },
) {
  return db.query<{ platform: string; samples: number; visible: number; groups: number }>(
    `/* getAgreementGroups */
    with days as (
      select a.platform, count(*)::int as samples, count(*) filter (where a.visible)::int as visible
      from public.answers a join public.prompts p on p.id = a.prompt_id and p.user_id = a.user_id
      where a.user_id = $1 and a.status = 'ok'
        and ($2::date is null or a.collected_on >= $2) and a.collected_on <= $3
        and ($4::text[] is null or a.platform = any($4))
        and ($5::text is null or p.kind = $5)
        and ($6::uuid is null or a.topic_id = $6)
      group by a.platform, a.prompt_id, a.collected_on, a.surface
      having count(*) >= ${MIN_AGREEMENT_SAMPLES}
    )
    select platform, samples, visible, count(*)::int as groups from days
    group by platform, samples, visible order by platform, samples, visible`,
    [q.brandId, q.from, q.to, q.platforms, q.kind, q.topicId],
  );
}
