/**
 * Canary drift (issue 62): a fixed set of neutral prompts asked every day shows when an engine changes under
 * the same questions. Each day's canary answers are compared with the day before's by the weighted Jaccard
 * overlap of what they name and cite (brands and cited domains, pooled); a day whose overlap falls below the
 * canaries' own band (the mean of the days before less three of their standard deviations, and at least 0.05)
 * is an engine drift, whether or not the model id changed.
 */

/** Days of day-over-day overlaps the band is read from. */
export const CANARY_BAND_DAYS = 14;
/** Fewer earlier overlaps than this and no day is judged. */
export const CANARY_MIN_DAYS = 5;
const BAND_SDS = 3;
const MIN_BAND = 0.05;

/** One canary prompt's answers of a day: the brands they name and the domains they cite. */
export interface CanaryAnswer {
  prompt: string;
  brands: readonly string[];
  domains: readonly string[];
}

export interface CanaryDay {
  day: string;
  answers: readonly CanaryAnswer[];
}

export interface CanaryReading {
  day: string;
  /** Mean day-over-day Jaccard overlap of the prompts asked both days (0–1); null without any. */
  overlap: number | null;
  /** The band's lower edge from the days before (null while too few). */
  lowerEdge: number | null;
  drift: boolean;
}

/** How many of the answers of the prompts in `prompts` name each brand or cite each domain. */
function countsOf(answers: readonly CanaryAnswer[], prompts: Set<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    if (!prompts.has(answer.prompt)) continue;
    const items = new Set([
      ...answer.brands.map((brand) => `brand:${brand.toLowerCase()}`),
      ...answer.domains.map((domain) => `domain:${domain.toLowerCase()}`),
    ]);
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  return counts;
}

/**
 * The day-over-day overlap of what the canaries name and cite: the weighted Jaccard of the two days' counts
 * (Σ min ÷ Σ max over every brand and domain), over the prompts answered both days. One answer's sources
 * vary a lot from day to day; the canaries' pooled counts hardly do unless the engine changed.
 */
export function dayOverlap(
  today: readonly CanaryAnswer[],
  yesterday: readonly CanaryAnswer[],
): number | null {
  const asked = new Set(yesterday.map((answer) => answer.prompt));
  const both = new Set(today.map((answer) => answer.prompt).filter((prompt) => asked.has(prompt)));
  if (both.size === 0) return null;
  const now = countsOf(today, both);
  const before = countsOf(yesterday, both);
  let min = 0;
  let max = 0;
  for (const item of new Set([...now.keys(), ...before.keys()])) {
    const a = now.get(item) ?? 0;
    const b = before.get(item) ?? 0;
    min += Math.min(a, b);
    max += Math.max(a, b);
  }
  return max === 0 ? 1 : min / max;
}

/** Each day after the first, its overlap with the day before and whether it left the canaries' band. */
export function canaryReadings(days: readonly CanaryDay[]): CanaryReading[] {
  const readings: CanaryReading[] = [];
  const history: number[] = [];
  for (let i = 1; i < days.length; i++) {
    const overlap = dayOverlap(days[i]!.answers, days[i - 1]!.answers);
    const recent = history.slice(-CANARY_BAND_DAYS);
    let lowerEdge: number | null = null;
    if (recent.length >= CANARY_MIN_DAYS) {
      const mean = recent.reduce((sum, value) => sum + value, 0) / recent.length;
      const sd = Math.sqrt(recent.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (recent.length - 1));
      lowerEdge = mean - Math.max(BAND_SDS * sd, MIN_BAND);
    }
    const drift = overlap !== null && lowerEdge !== null && overlap < lowerEdge;
    readings.push({ day: days[i]!.day, overlap, lowerEdge, drift });
    // A drifted day does not widen the band the next days are judged by.
    if (overlap !== null && !drift) history.push(overlap);
  }
  return readings;
}
