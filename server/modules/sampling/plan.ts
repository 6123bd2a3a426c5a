/**
 * A brand's sampling plan from what the service read (pure): each asked prompt on each of the brand's
 * platforms is a stratum; the allocation decides its samples a day, the pricing table what they cost.
 */
import type { PlatformId } from '../../../graphql/shared/platforms';
import { allocateSamples } from './allocation';
import { priceRequests, requestPriceUsd, type PricedRequest, type PricedRequests } from './pricing';
import type { PlannedPromptRow, SamplingSettingsRow, WindowCountRow } from './sampling.store';

/** Days the plan's half-widths cover: the dashboard's default period. */
export const PLAN_WINDOW_DAYS = 30;
/** Days a monthly cost and budget count. */
export const DAYS_PER_MONTH = 30;

/** How one platform is asked: by its vendor (with this model), or by the simulated engine (free). */
export type PlatformEngine = { platform: PlatformId; model: string | null };

export interface PlanInput {
  settings: SamplingSettingsRow;
  prompts: readonly PlannedPromptRow[];
  /** The brand's platforms, each with its vendor model, or null when it is simulated. */
  engines: readonly PlatformEngine[];
  /** The LLM judge that reads each answer, or null when the rules analyzer reads them. */
  judge: { provider: 'openai' | 'anthropic' | 'gemini' | 'compatible'; model: string } | null;
  window: readonly WindowCountRow[];
  /** Canary questions asked once a day on each platform (canary.service.ts): requests of their own. */
  canaryQuestions?: number;
}

export interface PlannedStratum {
  promptId: string;
  question: string;
  topicId: string;
  platform: PlatformId;
  simulated: boolean;
  samplesPerDay: number;
  /** Answered samples the window holds, and the rate the plan uses (shrunk toward the platform's). */
  windowAnswers: number;
  estimatedRate: number;
  expectedHalfWidth: number;
  monthlyCostUsd: number;
  samplesCutByBudget: number;
}

export interface PlanModel {
  windowDays: number;
  headlineHalfWidth: number;
  samplesPerDay: number;
  monthlyCostUsd: number;
  targetMet: boolean;
  budgetLimited: boolean;
  overBudgetAtFloor: boolean;
  samplesCutByBudget: number;
  promptsCutByBudget: number;
  /** The month's requests priced line by line (requests × price from the table). */
  costs: PricedRequests;
  strata: PlannedStratum[];
}

/** The requests one sample of a platform makes: its engine's (unless simulated) and the judge's reading. */
function sampleRequests(engine: PlatformEngine, judge: PlanInput['judge']): PricedRequest[] {
  const requests: PricedRequest[] = [];
  if (engine.model !== null)
    requests.push({ kind: 'engine', platform: engine.platform, model: engine.model });
  if (judge) requests.push({ kind: 'judge', provider: judge.provider, model: judge.model });
  return requests;
}

export function buildPlan(input: PlanInput): PlanModel {
  const counts = new Map(input.window.map((row) => [`${row.promptId}|${row.platform}`, row]));
  const unitCost = new Map(
    input.engines.map((engine) => [
      engine.platform,
      sampleRequests(engine, input.judge).reduce((sum, r) => sum + (requestPriceUsd(r) ?? 0), 0),
    ]),
  );
  const strata = input.prompts.flatMap((prompt) =>
    input.engines.map((engine) => ({ prompt, engine, count: counts.get(`${prompt.id}|${engine.platform}`) })),
  );
  const { settings } = input;
  const canaryDailyUsd = input.engines.reduce(
    (sum, engine) => sum + (input.canaryQuestions ?? 0) * unitCost.get(engine.platform)!,
    0,
  );
  const allocation = allocateSamples({
    strata: strata.map(({ engine, count }) => ({
      answers: count?.answers ?? 0,
      impressions: count?.impressions ?? 0,
      unitCostUsd: unitCost.get(engine.platform)!,
      group: engine.platform,
    })),
    windowDays: PLAN_WINDOW_DAYS,
    headlineHalfWidth: settings.headlineHalfWidth,
    promptHalfWidth: settings.promptHalfWidth,
    minSamplesPerDay: settings.minSamplesPerDay,
    maxSamplesPerDay: settings.maxSamplesPerDay,
    // The canaries are asked whatever the budget: the prompts share what they leave of it.
    dailyBudgetUsd:
      settings.monthlyBudgetUsd === null
        ? null
        : Math.max(0, settings.monthlyBudgetUsd / DAYS_PER_MONTH - canaryDailyUsd),
  });
  // The month's requests, per platform: every sample asks its engine and has its answer judged, and so
  // does each canary question, once a day.
  const samplesByPlatform = new Map<PlatformId, number>(
    input.engines.map((engine) => [engine.platform, input.canaryQuestions ?? 0]),
  );
  strata.forEach(({ engine }, i) =>
    samplesByPlatform.set(
      engine.platform,
      (samplesByPlatform.get(engine.platform) ?? 0) + allocation.strata[i]!.samplesPerDay,
    ),
  );
  const costs = priceRequests(
    input.engines.flatMap((engine) =>
      sampleRequests(engine, input.judge).map((request) => ({
        request,
        count: (samplesByPlatform.get(engine.platform) ?? 0) * DAYS_PER_MONTH,
      })),
    ),
  );
  const planned = strata.map(({ prompt, engine, count }, i) => {
    const stratum = allocation.strata[i]!;
    return {
      promptId: prompt.id,
      question: prompt.question,
      topicId: prompt.topicId,
      platform: engine.platform,
      simulated: engine.model === null,
      samplesPerDay: stratum.samplesPerDay,
      windowAnswers: count?.answers ?? 0,
      estimatedRate: stratum.estimatedRate,
      expectedHalfWidth: stratum.expectedHalfWidth,
      monthlyCostUsd: stratum.samplesPerDay * DAYS_PER_MONTH * unitCost.get(engine.platform)!,
      samplesCutByBudget: stratum.samplesCutByBudget,
    };
  });
  return {
    windowDays: PLAN_WINDOW_DAYS,
    headlineHalfWidth: allocation.headlineHalfWidth,
    samplesPerDay: allocation.samplesPerDay,
    monthlyCostUsd: costs.totalUsd,
    targetMet: allocation.targetMet,
    budgetLimited: allocation.budgetLimited,
    overBudgetAtFloor: allocation.overBudgetAtFloor,
    samplesCutByBudget: planned.reduce((sum, s) => sum + s.samplesCutByBudget, 0),
    promptsCutByBudget: new Set(planned.filter((s) => s.samplesCutByBudget > 0).map((s) => s.promptId)).size,
    costs,
    strata: planned,
  };
}
