/**
 * Adaptive allocation of a day's samples, as pure functions (no database): how many times to ask each
 * (prompt, platform) a day so the headline visibility reaches its target half-width with the fewest samples,
 * within the floor, the ceiling and the budget.
 *
 * The headline this plans for is the mean of the per-prompt rates (each stratum weighs the same), so its
 * variance over a window of D days is (1/N²) Σ σᵢ² / (nᵢ·D) with σᵢ² = pᵢ(1−pᵢ). Minimising Σ nᵢ for a given
 * variance gives Neyman's allocation, nᵢ ∝ σᵢ; with whole samples a day the greedy below (add the sample
 * that removes the most variance, until the target holds) is the optimal integer allocation, because the
 * variance is a separable convex function of the nᵢ.
 */

/** 95 % two-sided normal quantile: the half-widths are Wald approximations of the Wilson intervals shown. */
export const Z95 = 1.959964;

/**
 * A stratum with fewer answers than this in the window (a new prompt, or one whose asks keep failing) is
 * planned as if its rate were 50 %, the most variable a rate can be, until the window knows it better.
 */
export const SHORT_OF_ANSWERS = 10;

/** Bounds on the prior's strength (in answers): never certain from the other prompts alone, never ignored. */
const PRIOR_MIN = 0.5;
const PRIOR_MAX = 100;

/** One (prompt, platform) as the window saw it, and what one sample of it costs. */
export interface StratumInput {
  /** Answered samples in the window (failures, refusals and no answers excluded). */
  answers: number;
  /** Of them, those naming the brand. */
  impressions: number;
  /** US dollars a sample costs (the engine's request and the judge's reading); 0 when simulated. */
  unitCostUsd: number;
  /** Strata sharing a group (a platform) share a prior: a stratum's rate is shrunk toward the group's. */
  group: string;
}

export interface AllocationInput {
  strata: readonly StratumInput[];
  /** Days the reported figures cover (the headline's and a prompt's half-widths are over this many days). */
  windowDays: number;
  /** Target 95 % half-width of the headline in points (0–100 scale); null for none. */
  headlineHalfWidth: number | null;
  /** Target 95 % half-width of each prompt's rate on a platform, in points; null for none. */
  promptHalfWidth: number | null;
  minSamplesPerDay: number;
  maxSamplesPerDay: number;
  /** US dollars a day the samples may cost; null for no budget. */
  dailyBudgetUsd: number | null;
}

export interface StratumPlan {
  samplesPerDay: number;
  /** The rate planned with: the posterior mean, shrunk toward its platform's pooled rate when answers are few. */
  estimatedRate: number;
  /** The variance one sample is planned with: σ² (see plannedVariance). */
  variance: number;
  /** Expected 95 % half-width of the stratum's rate over the window, in points. */
  expectedHalfWidth: number;
  /** Samples a day the budget took from what the targets asked for (0 when it took none). */
  samplesCutByBudget: number;
}

export interface Allocation {
  strata: StratumPlan[];
  samplesPerDay: number;
  /** Expected 95 % half-width of the headline (mean of the strata's rates) over the window, in points. */
  headlineHalfWidth: number;
  /** The targets set hold with this plan (true when none is set). */
  targetMet: boolean;
  /** The budget took samples the targets asked for. */
  budgetLimited: boolean;
  /** The floor alone costs more than the budget: the plan stays at the floor (never below one a day). */
  overBudgetAtFloor: boolean;
  dailyCostUsd: number;
}

/** A Beta(a, b) distribution of a rate: a prior, or a posterior after a stratum's answers. */
export interface BetaPrior {
  a: number;
  b: number;
}

/**
 * A Beta prior for a platform's strata fitted to their window rates by the method of moments (empirical
 * Bayes): its mean is the pooled rate and its strength (a + b answers) how alike the strata are, so rates
 * spread to both ends shrink little and rates alike shrink much. Sampling noise is taken out of the spread.
 */
export function fitPrior(strata: readonly Pick<StratumInput, 'answers' | 'impressions'>[]): BetaPrior {
  const seen = strata.filter((s) => s.answers > 0);
  const answers = seen.reduce((sum, s) => sum + s.answers, 0);
  if (seen.length < 2 || answers === 0) return { a: 0.5, b: 0.5 };
  const mean = seen.reduce((sum, s) => sum + s.impressions, 0) / answers;
  const rates = seen.map((s) => s.impressions / s.answers);
  const spread = rates.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (seen.length - 1);
  const noise = seen.reduce((sum, s) => sum + (mean * (1 - mean)) / s.answers, 0) / seen.length;
  const between = Math.max(spread - noise, 1e-6);
  const m = Math.min(Math.max(mean, 1e-3), 1 - 1e-3);
  const strength = Math.min(Math.max((m * (1 - m)) / between - 1, PRIOR_MIN), PRIOR_MAX);
  return { a: m * strength, b: (1 - m) * strength };
}

/**
 * The per-sample variance a stratum is planned with: E[p(1−p)] under its Beta posterior (the prior fitted to
 * its platform's strata, updated with its own answers), or 0.25 while it is short of answers.
 */
export function plannedVariance(answers: number, posterior: BetaPrior): number {
  if (answers < SHORT_OF_ANSWERS) return 0.25;
  const { a, b } = posterior;
  return (a * b) / ((a + b) * (a + b + 1));
}

/** Expected 95 % half-width (points) of a rate with per-sample variance σ² from n samples a day over days. */
export function halfWidthPoints(variance: number, samplesPerDay: number, days: number): number {
  return samplesPerDay > 0 ? Z95 * Math.sqrt(variance / (samplesPerDay * days)) * 100 : 100;
}

/** Expected 95 % half-width (points) of the mean of the strata's rates. */
export function headlineHalfWidthPoints(
  variances: readonly number[],
  samples: readonly number[],
  days: number,
): number {
  if (variances.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < variances.length; i++) sum += variances[i]! / (samples[i]! * days);
  return (Z95 * Math.sqrt(sum) * 100) / variances.length;
}

/** The variance (of Σ σᵢ²/(nᵢ·D), before the 1/N² factor) the headline may have to meet its half-width. */
function headlineBudget(halfWidthPoints: number, strata: number): number {
  const sd = halfWidthPoints / 100 / Z95;
  return sd * sd * strata * strata;
}

/** A max-heap of strata keyed by the variance their next sample removes. */
class GainHeap {
  private readonly items: { index: number; gain: number }[] = [];
  get size() {
    return this.items.length;
  }
  push(index: number, gain: number) {
    const items = this.items;
    items.push({ index, gain });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.gain >= items[i]!.gain) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }
  pop(): { index: number; gain: number } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        if (left < items.length && items[left]!.gain > items[largest]!.gain) largest = left;
        if (right < items.length && items[right]!.gain > items[largest]!.gain) largest = right;
        if (largest === i) break;
        [items[largest], items[i]] = [items[i]!, items[largest]!];
        i = largest;
      }
    }
    return top;
  }
}

/**
 * Whole samples a day per stratum: the floor, raised to what the per-prompt target needs, then the samples
 * that remove the most headline variance until the headline target holds; all within the ceiling and, when
 * `budget` is given, only while a sample still fits in it.
 */
function greedy(
  variances: readonly number[],
  costs: readonly number[],
  input: AllocationInput,
  budget: number | null,
): number[] {
  const { windowDays: days, minSamplesPerDay: floor, maxSamplesPerDay: ceiling } = input;
  const samples = variances.map(() => floor);
  let spent = costs.reduce((sum, cost) => sum + cost * floor, 0);
  const fits = (i: number) => budget === null || costs[i]! === 0 || spent + costs[i]! <= budget + 1e-9;
  const add = (i: number) => {
    samples[i]! += 1;
    spent += costs[i]!;
  };
  if (input.promptHalfWidth !== null) {
    const sd = input.promptHalfWidth / 100 / Z95;
    // The prompts nearest 50 % first, so a budget that cannot raise them all raises the least precise.
    const order = variances.map((_, i) => i).sort((a, b) => variances[b]! - variances[a]!);
    for (const i of order) {
      const needed = Math.min(ceiling, Math.ceil(variances[i]! / (sd * sd * days) - 1e-9));
      while (samples[i]! < needed && fits(i)) add(i);
    }
  }
  if (input.headlineHalfWidth === null || variances.length === 0) return samples;
  const allowed = headlineBudget(input.headlineHalfWidth, variances.length);
  let variance = variances.reduce((sum, v, i) => sum + v / (samples[i]! * days), 0);
  const gain = (i: number) => variances[i]! / days / samples[i]! - variances[i]! / days / (samples[i]! + 1);
  const heap = new GainHeap();
  for (let i = 0; i < samples.length; i++) if (samples[i]! < ceiling) heap.push(i, gain(i));
  while (variance > allowed * (1 + 1e-12) && heap.size > 0) {
    const { index } = heap.pop()!;
    // A stratum the budget cannot pay for leaves the heap; a cheaper one may still fit.
    if (!fits(index)) continue;
    variance -= gain(index);
    add(index);
    if (samples[index]! < ceiling) heap.push(index, gain(index));
  }
  return samples;
}

/** Plans a day's samples for every stratum (see the module's comment). */
export function allocateSamples(input: AllocationInput): Allocation {
  const { strata, windowDays: days } = input;
  const priors = new Map<string, BetaPrior>();
  for (const group of new Set(strata.map((s) => s.group)))
    priors.set(group, fitPrior(strata.filter((s) => s.group === group)));
  const posteriors = strata.map((s) => {
    const prior = priors.get(s.group)!;
    return { a: prior.a + s.impressions, b: prior.b + s.answers - s.impressions };
  });
  const rates = posteriors.map(({ a, b }) => a / (a + b));
  const variances = posteriors.map((posterior, i) => plannedVariance(strata[i]!.answers, posterior));
  const costs = strata.map((s) => s.unitCostUsd);
  const wanted = greedy(variances, costs, input, null);
  const floorCost = costs.reduce((sum, cost) => sum + cost * input.minSamplesPerDay, 0);
  const budget = input.dailyBudgetUsd;
  const overBudgetAtFloor = budget !== null && floorCost > budget + 1e-9;
  const wantedCost = costs.reduce((sum, cost, i) => sum + cost * wanted[i]!, 0);
  const samples =
    budget === null || wantedCost <= budget + 1e-9
      ? wanted
      : overBudgetAtFloor
        ? strata.map(() => input.minSamplesPerDay)
        : greedy(variances, costs, input, budget);
  const headline = headlineHalfWidthPoints(variances, samples, days);
  const promptsMet =
    input.promptHalfWidth === null ||
    variances.every((v, i) => halfWidthPoints(v, samples[i]!, days) <= input.promptHalfWidth! + 1e-9);
  const headlineMet = input.headlineHalfWidth === null || headline <= input.headlineHalfWidth + 1e-9;
  const cuts = samples.map((n, i) => Math.max(0, wanted[i]! - n));
  return {
    strata: strata.map((_, i) => ({
      samplesPerDay: samples[i]!,
      estimatedRate: rates[i]!,
      variance: variances[i]!,
      expectedHalfWidth: halfWidthPoints(variances[i]!, samples[i]!, days),
      samplesCutByBudget: cuts[i]!,
    })),
    samplesPerDay: samples.reduce((sum, n) => sum + n, 0),
    headlineHalfWidth: headline,
    targetMet: promptsMet && headlineMet,
    budgetLimited: cuts.some((cut) => cut > 0),
    overBudgetAtFloor,
    dailyCostUsd: costs.reduce((sum, cost, i) => sum + cost * samples[i]!, 0),
  };
}

/**
 * The continuous optimum for known rates (the theory the simulation holds the greedy to): the samples a
 * day, in all, that uniform and Neyman allocations need for the mean of the rates to reach a half-width.
 */
export function theoreticalSamples(
  trueRates: readonly number[],
  halfWidthPoints: number,
  days: number,
): { uniform: number; neyman: number } {
  const allowed = headlineBudget(halfWidthPoints, trueRates.length);
  const sigmas = trueRates.map((p) => Math.sqrt(p * (1 - p)));
  const sumSigma = sigmas.reduce((sum, s) => sum + s, 0);
  const sumVariance = sigmas.reduce((sum, s) => sum + s * s, 0);
  // Uniform: N·n with Σσ²/(n·D) = allowed. Neyman: nᵢ = n·σᵢ/Σσ gives (Σσ)²/(n·D) = allowed.
  return {
    uniform: (trueRates.length * sumVariance) / (days * allowed),
    neyman: (sumSigma * sumSigma) / (days * allowed),
  };
}
