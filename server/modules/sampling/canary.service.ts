/**
 * Canary prompts (issue 62): the brand's fixed neutral questions, asked on every platform once a day by the
 * collection run and kept apart from its prompts (their answers live in canary_answers, never in answers,
 * so no figure, list or export sees them). After a run, each platform's canary answers are read by the
 * drift detector (canary.ts) and a drifted day is recorded once per platform and day; the charts show it
 * as an ENGINE_DRIFT annotation.
 */
import { canaryQuestionsInput, DEFAULT_CANARIES } from '../../../graphql/shared/canary-rules';
import { announceDataChanged } from '../../db/data-changed';
import type { Queryable } from '../../db/db';
import { addDays } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { requireRole, type BrandScope } from '../../scope';
import { pageFilter, type PageFilterArgs } from '../metrics';
import { categoryQuestions } from '../reports';
import { CANARY_BAND_DAYS, canaryReadings, type CanaryDay } from './canary';
import {
  getCanaryAnswers,
  getCanaryPlatformsOn,
  getCanaryQuestions,
  getCanaryWording,
  getEngineDrifts,
  insertEngineDrift,
  setCanaryQuestions,
  storeCanaryAnswers,
  type CanaryAnswerRow,
  type EngineDriftRow,
} from './canary.store';

export interface CanaryPromptsModel {
  questions: string[];
  /** True while the brand has not edited them (the default set, written from its category). */
  isDefault: boolean;
}

/** The brand's canary questions: its own, else the default set from its topics and competitors. */
export async function canaryQuestionsOf(db: Queryable, brandId: string): Promise<CanaryPromptsModel> {
  const stored = await getCanaryQuestions(db, brandId);
  if (stored.length > 0) return { questions: stored, isDefault: false };
  const { topics, rivals } = await getCanaryWording(db, brandId);
  return { questions: categoryQuestions(topics, rivals, DEFAULT_CANARIES), isDefault: true };
}

export const canaryPrompts = (scope: BrandScope) => canaryQuestionsOf(scope.db, scope.brandId);

export interface CanaryReadModel extends CanaryPromptsModel {
  /** The period's first day (null for all time) and last day. */
  from: string | null;
  to: string;
  /** The engine drifts the canaries recorded in the period on the chosen platforms, oldest first. */
  drifts: EngineDriftRow[];
}

/**
 * The canary questions and what they found under the page filter's period and platforms (the last 30
 * days and every platform unless given): the days a platform's canaries drifted, as REST reads them.
 */
export async function canariesAndDrifts(
  scope: BrandScope,
  args: Pick<PageFilterArgs, 'period' | 'platforms'>,
): Promise<CanaryReadModel> {
  const filter = pageFilter(scope.today, args);
  const [canaries, drifts] = await Promise.all([
    canaryPrompts(scope),
    getEngineDrifts(scope.db, scope.brandId),
  ]);
  return {
    ...canaries,
    from: filter.from,
    to: filter.to,
    drifts: drifts.filter(
      (drift) =>
        (filter.from === null || drift.day >= filter.from) &&
        drift.day <= filter.to &&
        (filter.platforms === null || (filter.platforms as readonly string[]).includes(drift.platform)),
    ),
  };
}

/** Replaces the brand's canary questions (ADMIN or higher); input that breaks a rule is refused in words. */
export async function updateCanaryPrompts(
  scope: BrandScope,
  input: { questions: readonly string[] },
): Promise<CanaryPromptsModel> {
  requireRole(scope, 'ADMIN', 'changing the canary prompts');
  const parsed = canaryQuestionsInput.safeParse(input.questions);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid input.', 'questions');
  const questions = parsed.data;
  await scope.db.transaction((tx) => setCanaryQuestions(tx, scope.brandId, questions));
  await announceDataChanged({ db: scope.db, brandId: scope.brandId });
  return { questions, isDefault: false };
}

/**
 * Stores a run's canary answers and judges each platform's day against its canaries' band; a drifted day
 * is recorded once per platform and day. Returns the platforms that drifted that day.
 */
export async function recordCanaryDay(
  db: Queryable,
  brandId: string,
  day: string,
  answers: readonly CanaryAnswerRow[],
): Promise<string[]> {
  await storeCanaryAnswers(db, brandId, answers);
  const drifted: string[] = [];
  for (const platform of [...new Set(answers.map((answer) => answer.platform))]) {
    const rows = await getCanaryAnswers(db, brandId, platform, addDays(day, -(CANARY_BAND_DAYS + 2)), day);
    const byDay = new Map<string, CanaryAnswerRow[]>();
    for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
    const days: CanaryDay[] = [...byDay].map(([d, dayAnswers]) => ({ day: d, answers: dayAnswers }));
    const reading = canaryReadings(days).find((r) => r.day === day);
    if (!reading?.drift || reading.overlap === null || reading.lowerEdge === null) continue;
    const model = byDay.get(day)?.find((row) => row.model)?.model ?? null;
    await insertEngineDrift(db, brandId, {
      platform,
      day,
      overlap: reading.overlap,
      lowerEdge: reading.lowerEdge,
      model,
    });
    drifted.push(platform);
  }
  return drifted;
}

/** The day's canaries to ask: none on a platform already answered that day (asked once a day). */
export async function canariesToAsk(
  db: Queryable,
  brandId: string,
  day: string,
  platforms: readonly string[],
) {
  const [{ questions, isDefault }, answered] = await Promise.all([
    canaryQuestionsOf(db, brandId),
    getCanaryPlatformsOn(db, brandId, day),
  ]);
  // Asked once the brand saves its canaries (the default set included): they cost vendor requests.
  if (isDefault) return { questions: [], platforms: [] };
  return { questions, platforms: platforms.filter((platform) => !answered.includes(platform)) };
}

/** The brand's recorded engine drifts, oldest first (the charts' ENGINE_DRIFT annotations). */
export const engineDrifts = (db: Queryable, brandId: string): Promise<EngineDriftRow[]> =>
  getEngineDrifts(db, brandId);
