/**
 * Net sentiment of statements, (positive − negative) ÷ statements × 100, with a 95 % interval from a seeded
 * bootstrap over answers: an answer's statements are drawn together, since one answer's statements lean
 * alike. Answers holding the same counts are one group, so a replicate draws how many answers of each group
 * it holds (a multinomial, as successive binomials) instead of every answer one by one: the cost follows
 * the groups (a few dozen), not the answers (up to millions).
 */
import { seededRandom, type Random } from '../../core/engines';

/** `answers` answers, each holding these counts of statements. */
export interface AnswerGroup {
  positive: number;
  neutral: number;
  negative: number;
  answers: number;
}

export interface NetSentimentFigure {
  value: number | null;
  low: number | null;
  high: number | null;
}

export const BOOTSTRAP_REPLICATES = 1_000;

const NONE: NetSentimentFigure = { value: null, low: null, high: null };

/** The net sentiment of statements summed over groups (each group counted `weight(i)` times); null for none. */
function netOf(groups: readonly AnswerGroup[], weight: (index: number) => number): number | null {
  let net = 0;
  let statements = 0;
  groups.forEach((group, index) => {
    const times = weight(index);
    net += times * (group.positive - group.negative);
    statements += times * (group.positive + group.neutral + group.negative);
  });
  return statements === 0 ? null : (100 * net) / statements;
}

/** The net sentiment of the groups' statements without its interval (no bootstrap); null for none. */
export const netSentimentValue = (groups: readonly AnswerGroup[]): number | null =>
  netOf(groups, (index) => groups[index]!.answers);

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  const u = 1 - random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/**
 * A binomial draw: where few successes are expected, by the waiting times between them (exact); otherwise
 * by the normal approximation, close at those sizes.
 */
export function binomial(random: Random, trials: number, p: number): number {
  if (trials <= 0 || p <= 0) return 0;
  if (p >= 1) return trials;
  if (p > 0.5) return trials - binomial(random, trials, 1 - p);
  const mean = trials * p;
  if (mean < 30) {
    const logMiss = Math.log(1 - p);
    let successes = 0;
    let at = 0;
    for (;;) {
      at += Math.floor(Math.log(1 - random.next()) / logMiss) + 1;
      if (at > trials) return successes;
      successes++;
    }
  }
  const draw = Math.round(mean + Math.sqrt(mean * (1 - p)) * normal(random));
  return Math.min(trials, Math.max(0, draw));
}

/** A replicate of the groups: how many answers of each it draws (Multinomial(total, answers_i / total)). */
function resample(groups: readonly AnswerGroup[], random: Random, counts: number[]): void {
  const total = groups.reduce((sum, group) => sum + group.answers, 0);
  let left = total;
  let rest = total;
  groups.forEach((group, index) => {
    // Each group's count given the ones before it.
    const count = index === groups.length - 1 ? left : binomial(random, left, group.answers / rest);
    counts[index] = count;
    left -= count;
    rest -= group.answers;
  });
}

const percentile = (sorted: readonly number[], quantile: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;

/** The net sentiment of the groups' statements with its seeded 95 % percentile bootstrap interval. */
export function netSentiment(
  groups: readonly AnswerGroup[],
  seed: string,
  replicates = BOOTSTRAP_REPLICATES,
): NetSentimentFigure {
  const value = netSentimentValue(groups);
  if (value === null) return NONE;
  const random = seededRandom('net-sentiment', seed);
  const draws: number[] = [];
  const counts = new Array<number>(groups.length);
  for (let r = 0; r < replicates; r++) {
    resample(groups, random, counts);
    const replicate = netOf(groups, (index) => counts[index]!);
    if (replicate !== null) draws.push(replicate);
  }
  draws.sort((a, b) => a - b);
  return { value, low: percentile(draws, 0.025), high: percentile(draws, 0.975) };
}

/** now's net sentiment − before's, with the seeded 95 % bootstrap interval of the change; null without statements. */
export function netSentimentChange(
  now: readonly AnswerGroup[],
  before: readonly AnswerGroup[],
  seed: string,
  replicates = BOOTSTRAP_REPLICATES,
): { change: number; low: number; high: number } | null {
  const nowValue = netSentimentValue(now);
  const beforeValue = netSentimentValue(before);
  if (nowValue === null || beforeValue === null) return null;
  const random = seededRandom('net-sentiment-change', seed);
  const nowCounts = new Array<number>(now.length);
  const beforeCounts = new Array<number>(before.length);
  const draws: number[] = [];
  for (let r = 0; r < replicates; r++) {
    resample(now, random, nowCounts);
    resample(before, random, beforeCounts);
    const a = netOf(now, (index) => nowCounts[index]!);
    const b = netOf(before, (index) => beforeCounts[index]!);
    if (a !== null && b !== null) draws.push(a - b);
  }
  draws.sort((x, y) => x - y);
  return { change: nowValue - beforeValue, low: percentile(draws, 0.025), high: percentile(draws, 0.975) };
}
