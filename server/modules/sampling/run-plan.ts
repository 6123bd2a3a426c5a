/**
 * What one collection run asks (pure): each prompt's samples on each platform from the brand's plan, or the
 * floor when the month's budget is spent, or the same samples for every prompt when nothing is adaptive;
 * and the month's spend so far, priced from the pricing table.
 */
import { isPlatformId } from '../../../graphql/shared/platforms';
import type { PlanModel, PlatformEngine } from './plan';
import { priceRequests, requestPriceUsd, type PricedRequest } from './pricing';
import type { SamplingSettingsRow } from './sampling.store';

/** Vendor requests the month's answers made, as the collection counted them. */
export interface PaidRequests {
  answers: readonly {
    platform: string;
    model: string | null;
    surface: string;
    /** The engine that answered: an app answer's names its scraper (dataforseo-…-app, oxylabs-…-app). */
    engine?: string;
    requests: number;
  }[];
  judgeCalls: number;
  /** What the one-off asks cost, priced when asked (a live ask is its answer's and its page's requests). */
  oneOffAsksUsd?: number;
}

/** A run's app answer as the table prices it: one queued task of the scraper its engine names. */
function appTaskOf(engine: string | undefined): PricedRequest | null {
  if (engine?.startsWith('dataforseo-'))
    return { kind: 'scraper', vendor: 'dataforseo_llm_scraper', request: 'task' };
  if (engine?.startsWith('oxylabs-')) return { kind: 'scraper', vendor: 'oxylabs', request: 'task' };
  return null;
}

/**
 * The month's spend so far: each paid answer priced as its engine's request (by the model it answered
 * with, else the model the platform is asked with now, when the table lists only that one), each answer
 * read through an app scraper as the queued task a run posts, each judge call as one judged answer, and the
 * one-off asks at what they cost when asked.
 * The canaries' requests are not in `paid` (their answers are kept apart, in canary_answers, and a run
 * records its judge's usage before it asks them): the plan takes their cost off the budget before it shares
 * the rest out among the prompts.
 */
export function monthSpendUsd(
  paid: PaidRequests,
  engines: readonly PlatformEngine[],
  judge: PricedRequest | null,
): number {
  const askedWith = new Map(engines.map((engine) => [engine.platform, engine.model]));
  const requests: { request: PricedRequest; count: number }[] = [];
  for (const row of paid.answers) {
    if (!isPlatformId(row.platform)) continue;
    const google = row.platform === 'google_ai_overview' || row.platform === 'google_ai_mode';
    if (row.surface === 'APP' && !google) {
      const task = appTaskOf(row.engine);
      if (task) requests.push({ request: task, count: row.requests });
      continue;
    }
    const own: PricedRequest = { kind: 'engine', platform: row.platform, model: row.model ?? '' };
    const now = askedWith.get(row.platform);
    const request =
      requestPriceUsd(own) === null && now
        ? { kind: 'engine' as const, platform: row.platform, model: now }
        : own;
    requests.push({ request, count: row.requests });
  }
  if (judge && paid.judgeCalls > 0) requests.push({ request: judge, count: paid.judgeCalls });
  return priceRequests(requests).totalUsd + (paid.oneOffAsksUsd ?? 0);
}

/** True when runs follow the plan: a floor below the ceiling, or a target for the headline or a prompt. */
export const isAdaptive = (settings: SamplingSettingsRow) =>
  settings.minSamplesPerDay < settings.maxSamplesPerDay ||
  settings.headlineHalfWidth !== null ||
  settings.promptHalfWidth !== null;

export interface RunSamplePlan {
  /** Samples a day of a prompt on a platform (the same for its app surface). */
  samples: (promptId: string, platform: string) => number;
  /** Samples the plan gives every prompt on every platform, in all (before app surfaces). */
  perDay: number;
  /** Some prompts get more samples than others. */
  uneven: boolean;
  budgetSpent: boolean;
  reason: string;
}

const usd = (value: number) => `$${value.toFixed(2)}`;
const samplesWord = (n: number) => `${n} sample${n === 1 ? '' : 's'}`;

/**
 * The run's samples. Spent budget first: every prompt at the floor (never below one). Then an adaptive plan
 * (floor below ceiling with a target): the plan's samples per prompt and platform. Else every prompt the
 * same `uniform` samples, as runs always asked.
 */
export function runSamplePlan(input: {
  settings: SamplingSettingsRow;
  plan: PlanModel;
  uniform: number;
  strata: number;
  monthSpendUsd: number;
}): RunSamplePlan {
  const { settings, plan, uniform, strata } = input;
  const budget = settings.monthlyBudgetUsd;
  const spent = budget !== null && input.monthSpendUsd >= budget;
  if (spent) {
    const floor = Math.max(1, settings.minSamplesPerDay);
    return {
      samples: () => floor,
      perDay: floor * strata,
      uneven: false,
      budgetSpent: true,
      reason: `The month’s sampling budget is spent (${usd(input.monthSpendUsd)} of ${usd(budget)}): every prompt is asked the floor, ${samplesWord(floor)} on each platform, until the month ends.`,
    };
  }
  if (!isAdaptive(settings)) {
    return {
      samples: () => uniform,
      perDay: uniform * strata,
      uneven: false,
      budgetSpent: false,
      reason: `Every prompt is asked ${samplesWord(uniform)} on each platform (samples per prompt: no target, floor and ceiling equal).`,
    };
  }
  const byStratum = new Map(plan.strata.map((s) => [`${s.promptId}|${s.platform}`, s.samplesPerDay]));
  const counts = plan.strata.map((s) => s.samplesPerDay);
  const low = counts.length ? Math.min(...counts) : settings.minSamplesPerDay;
  const high = counts.length ? Math.max(...counts) : settings.minSamplesPerDay;
  const targets = [
    settings.headlineHalfWidth !== null ? `±${settings.headlineHalfWidth} points on the headline` : null,
    settings.promptHalfWidth !== null ? `±${settings.promptHalfWidth} points per prompt` : null,
  ].filter((target): target is string => target !== null);
  const aim = targets.length
    ? `Planned for ${targets.join(' and ')}`
    : `Planned within ${settings.minSamplesPerDay}–${settings.maxSamplesPerDay} samples with no target (the floor)`;
  const outcome = plan.targetMet
    ? `expected ±${plan.headlineHalfWidth.toFixed(1)} points on the headline over ${plan.windowDays} days`
    : `the target is not reached within ${settings.minSamplesPerDay}–${settings.maxSamplesPerDay} samples${plan.budgetLimited ? ' and the budget' : ''} (expected ±${plan.headlineHalfWidth.toFixed(1)} points)`;
  const cut = plan.budgetLimited ? `; the budget took ${samplesWord(plan.samplesCutByBudget)} a day` : '';
  return {
    samples: (promptId, platform) => byStratum.get(`${promptId}|${platform}`) ?? settings.minSamplesPerDay,
    perDay: plan.samplesPerDay,
    uneven: low !== high,
    budgetSpent: false,
    reason: `${aim}: ${low === high ? samplesWord(low) : `${low}–${high} samples`} per prompt and platform${low === high ? '' : ', more where a rate is near 50 % or short of answers'}; ${outcome}${cut}.`,
  };
}
