/**
 * Sampling settings and the plan they give (issue 62): the rules, authorisation and reads. Collection runs
 * ask what the plan says (planRunSamples) when the settings are adaptive, and the headline visibility weighs
 * each prompt the same whenever samples differ (metrics).
 */
import { isPlatformId } from '../../../graphql/shared/platforms';
import { samplingSettingsInput } from '../../../graphql/shared/sampling-rules';
import { vendorSettings, livePlatforms, type EngineConfig } from '../../core/engines';
import { announceDataChanged } from '../../db/data-changed';
import type { Queryable } from '../../db/db';
import { addDays } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { parseOrRefuse } from '../../lib/input';
import { requireRole, type BrandScope } from '../../scope';
import { audited, getCollectionProfile, updateCollectionProfile } from '../brands';
import { buildPlan, PLAN_WINDOW_DAYS, type PlanModel, type PlatformEngine } from './plan';
import { monthSpendUsd, runSamplePlan, type PaidRequests, type RunSamplePlan } from './run-plan';
import { canaryQuestionsOf } from './canary.service';
import {
  getSamplingSettings,
  getWindowCounts,
  listAskedPrompts,
  setUniformSamples,
  upsertSamplingSettings,
  type SamplingSettingsRow,
} from './sampling.store';

export interface SamplingSettingsModel extends SamplingSettingsRow {
  /** True while the brand has set nothing: min = max = its samples per prompt, no target, no budget. */
  isDefault: boolean;
}

async function profileOf(db: Queryable, brandId: string) {
  const profile = await getCollectionProfile(db, brandId);
  if (!profile) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
  return profile;
}

async function settingsOf(db: Queryable, brandId: string): Promise<SamplingSettingsModel> {
  const stored = await getSamplingSettings(db, brandId);
  if (stored) return { ...stored, isDefault: false };
  const { samplesPerPrompt } = await profileOf(db, brandId);
  return {
    headlineHalfWidth: null,
    promptHalfWidth: null,
    minSamplesPerDay: samplesPerPrompt,
    maxSamplesPerDay: samplesPerPrompt,
    monthlyBudgetUsd: null,
    isDefault: true,
  };
}

export function samplingSettings(scope: BrandScope): Promise<SamplingSettingsModel> {
  return settingsOf(scope.db, scope.brandId);
}

type SettingsChange = { [K in keyof SamplingSettingsRow]?: SamplingSettingsRow[K] | null };

const described = (s: SamplingSettingsRow) =>
  [
    `headline ${s.headlineHalfWidth === null ? 'no target' : `±${s.headlineHalfWidth} points`}`,
    `per prompt ${s.promptHalfWidth === null ? 'no target' : `±${s.promptHalfWidth} points`}`,
    `${s.minSamplesPerDay}–${s.maxSamplesPerDay} samples a day`,
    `budget ${s.monthlyBudgetUsd === null ? 'none' : `$${s.monthlyBudgetUsd} a month`}`,
  ].join('; ');

/**
 * Sets the brand's sampling settings (ADMIN or higher, as the collection settings: they spend money; audited). A field left out keeps its value; null
 * clears a target or the budget (min and max cannot be cleared). Equal min and max also become the samples
 * per prompt that collection runs ask.
 */
export async function updateSamplingSettings(
  scope: BrandScope,
  change: SettingsChange,
): Promise<SamplingSettingsModel> {
  requireRole(scope, 'ADMIN', 'changing the sampling settings');
  const current = await settingsOf(scope.db, scope.brandId);
  const pick = <K extends keyof SamplingSettingsRow>(key: K, clearable: boolean) =>
    change[key] === undefined || (change[key] === null && !clearable) ? current[key] : change[key];
  const settings = parseOrRefuse(samplingSettingsInput, {
    headlineHalfWidth: pick('headlineHalfWidth', true),
    promptHalfWidth: pick('promptHalfWidth', true),
    minSamplesPerDay: pick('minSamplesPerDay', false),
    maxSamplesPerDay: pick('maxSamplesPerDay', false),
    monthlyBudgetUsd: pick('monthlyBudgetUsd', true),
  });
  const stored = await audited(scope, 'settings.sampling_changed', described, async (tx) => {
    const row = await upsertSamplingSettings(tx, scope.brandId, settings);
    if (row.minSamplesPerDay === row.maxSamplesPerDay)
      await updateCollectionProfile(tx, scope.brandId, { samplesPerPrompt: row.minSamplesPerDay });
    return row;
  });
  await announceDataChanged(scope);
  return { ...stored, isDefault: false };
}

/** The deprecated samplesPerPrompt, set through the collection settings: min = max = n (in that write's tx). */
export function samplesPerPromptSet(tx: Queryable, brandId: string, samples: number): Promise<void> {
  return setUniformSamples(tx, brandId, samples);
}

/** How each of the brand's platforms is asked: its vendor's model when a key is configured, else simulated. */
function enginesOf(platforms: readonly string[], config: EngineConfig): PlatformEngine[] {
  const live = new Set(livePlatforms(config));
  return platforms.filter(isPlatformId).map((platform) => ({
    platform,
    model: live.has(platform) ? (vendorSettings(platform, config)?.model ?? null) : null,
  }));
}

export interface SamplingPlanModel extends PlanModel {
  settings: SamplingSettingsModel;
  from: string;
  to: string;
}

/** The brand's plan: its settings applied to its asked prompts and platforms, over the last 30 days. */
export async function samplingPlan(scope: BrandScope): Promise<SamplingPlanModel> {
  const from = addDays(scope.today, -(PLAN_WINDOW_DAYS - 1));
  const [settings, profile, prompts, window, canaries] = await Promise.all([
    settingsOf(scope.db, scope.brandId),
    profileOf(scope.db, scope.brandId),
    listAskedPrompts(scope.db, scope.brandId),
    getWindowCounts(scope.db, scope.brandId, from, scope.today),
    canaryQuestionsOf(scope.db, scope.brandId),
  ]);
  const judge = scope.config.analysisJudge;
  const plan = buildPlan({
    settings,
    prompts,
    engines: enginesOf(profile.platforms, scope.config),
    judge: judge ? { provider: judge.provider, model: judge.model } : null,
    window,
    canaryQuestions: canaries.isDefault ? 0 : canaries.questions.length,
  });
  return { ...plan, settings, from, to: scope.today };
}

/** The first day of the month a day is in (the spend and the budget are per calendar month, UTC). */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export interface RunSamplePlanModel extends RunSamplePlan {
  monthSpendUsd: number;
  monthBudgetUsd: number | null;
}

/**
 * What a collection run of `day` asks: the brand's settings and its window's answers (the 30 days to the
 * run's day) planned over the run's prompts and platforms, against what the month has cost so far (`paid`:
 * the month's vendor requests as the collection counted them, priced here from the table).
 */
export async function planRunSamples(
  db: Queryable,
  input: {
    brandId: string;
    day: string;
    prompts: readonly { id: string; question: string; topicId: string }[];
    engines: readonly PlatformEngine[];
    judge: { provider: 'openai' | 'anthropic' | 'gemini' | 'compatible'; model: string } | null;
    paid: PaidRequests;
    /** The samples every prompt gets when the settings are not adaptive (the run's samplesPerPrompt). */
    uniform: number;
  },
): Promise<RunSamplePlanModel> {
  const from = addDays(input.day, -(PLAN_WINDOW_DAYS - 1));
  const [settings, window, canaries] = await Promise.all([
    settingsOf(db, input.brandId),
    getWindowCounts(db, input.brandId, from, input.day),
    canaryQuestionsOf(db, input.brandId),
  ]);
  // The same plan samplingPlan shows: saved canaries take their cost off the budget before the prompts.
  const plan = buildPlan({
    settings,
    prompts: input.prompts,
    engines: input.engines,
    judge: input.judge,
    window,
    canaryQuestions: canaries.isDefault ? 0 : canaries.questions.length,
  });
  const spend = monthSpendUsd(
    input.paid,
    input.engines,
    input.judge ? { kind: 'judge', ...input.judge } : null,
  );
  const run = runSamplePlan({
    settings,
    plan,
    uniform: input.uniform,
    strata: input.prompts.length * input.engines.length,
    monthSpendUsd: spend,
  });
  return { ...run, monthSpendUsd: spend, monthBudgetUsd: settings.monthlyBudgetUsd };
}
