/**
 * The Wilson score interval for a proportion: with x successes in n trials, p̂ = x / n and z = 1.96 (95 %),
 *   centre = (p̂ + z²/2n) / (1 + z²/n),  half-width = z·√(p̂(1 − p̂)/n + z²/4n²) / (1 + z²/n).
 * Unlike p̂ ± z·√(p̂(1 − p̂)/n) it stays inside [0, 1] and is honest for small n and p̂ near 0 or 1 — the
 * usual case for a brand's visibility on a day's few dozen answers.
 */
export interface Interval {
  low: number;
  high: number;
}

export const Z_95 = 1.959963984540054;

export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = Math.min(1, Math.max(0, successes / trials));
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Two periods differ significantly when their 95 % intervals do not overlap (a conservative test). */
export function significantlyDifferent(a: Interval | null, b: Interval | null): boolean {
  if (!a || !b) return false;
  return a.high < b.low || b.high < a.low;
}

/**
 * Two-proportion test on Wilson intervals (Newcombe's hybrid score method): the 95 % interval of
 * p₁ − p₂ runs from d − √((p₁ − l₁)² + (u₂ − p₂)²) to d + √((u₁ − p₁)² + (p₂ − l₂)²), where lᵢ, uᵢ are
 * each proportion's Wilson bounds. The change is significant when that interval leaves out 0. It is less
 * conservative than asking the two intervals not to overlap, and as honest for small samples.
 */
export function proportionDifference(
  current: { successes: number; trials: number },
  previous: { successes: number; trials: number },
  z = Z_95,
): { difference: number; low: number; high: number; significant: boolean } | null {
  const a = wilsonInterval(current.successes, current.trials, z);
  const b = wilsonInterval(previous.successes, previous.trials, z);
  if (!a || !b) return null;
  const p1 = current.successes / current.trials;
  const p2 = previous.successes / previous.trials;
  const difference = p1 - p2;
  const low = difference - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2);
  const high = difference + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2);
  return { difference, low, high, significant: low > 0 || high < 0 };
}

/**
 * The mean of K strata's rates (each prompt on each platform and day weighs the same, issue 62) with the
 * variance of that mean, Var = (1/K²) Σ Var(p̂ᵢ): the strata are sampled independently, so their variances add.
 */
export interface MeanOfRates {
  mean: number;
  variance: number;
  strata: number;
}

/**
 * The 95 % interval of a mean of rates: mean ± z·√Var, kept inside [0, 1]. Each stratum's variance is
 * taken with one success and one failure added (Agresti–Caffo, as for a difference of proportions), so
 * strata at 0 % or 100 % on few answers still widen it, as the Wilson interval does for one proportion.
 */
export function meanInterval(rates: MeanOfRates, z = Z_95): Interval | null {
  if (rates.strata <= 0) return null;
  const half = z * Math.sqrt(rates.variance);
  return { low: Math.max(0, rates.mean - half), high: Math.min(1, rates.mean + half) };
}

/** Two periods' means of rates: the change is significant when its 95 % interval (variances add) leaves out 0. */
export function meanDifference(
  current: MeanOfRates,
  previous: MeanOfRates,
  z = Z_95,
): { difference: number; low: number; high: number; significant: boolean } | null {
  if (current.strata <= 0 || previous.strata <= 0) return null;
  const difference = current.mean - previous.mean;
  const half = z * Math.sqrt(current.variance + previous.variance);
  return {
    difference,
    low: difference - half,
    high: difference + half,
    significant: difference - half > 0 || difference + half < 0,
  };
}
