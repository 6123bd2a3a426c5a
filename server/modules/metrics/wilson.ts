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
