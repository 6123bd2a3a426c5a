/**
 * Net sentiment of statements, (positive − negative) ÷ statements × 100, with a 95 % interval from a seeded
 * bootstrap over answers: an answer's statements are drawn together, since one answer's statements lean
 * alike. Answers holding the same counts are one group, so a replicate draws how many answers of each group
 * it holds (a multinomial, as successive binomials) instead of every answer one by one: the cost follows
 * the groups (a few dozen), not the answers (up to millions). A replicate's figure depends on a group only
 * through its net (positive − negative) and statements per answer, so groups alike in those two are drawn
 * as one, largest first: the big draws take the normal approximation, the small ones the exact inversion.
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

/** Below this mean a binomial is drawn exactly. */
const EXACT_BELOW_MEAN = 30;

/**
 * What a binomial draw of success probability p reads of it, worked out once: a replicate draws each group
 * with the same p every time (only the trials change), so these are shared by all its draws.
 */
interface BinomialOdds {
  p: number;
  /** The draw counts the rarer side: p, or 1 − p when p > 0.5 (its count taken from the trials). */
  rare: number;
  flipped: boolean;
  /** rare ÷ (1 − rare), and log(1 − rare). */
  odds: number;
  logMiss: number;
}

function binomialOdds(p: number): BinomialOdds {
  const flipped = p > 0.5 && p < 1;
  const rare = flipped ? 1 - p : p;
  return { p, rare, flipped, odds: rare / (1 - rare), logMiss: Math.log1p(-rare) };
}

/**
 * A binomial draw: where few successes are expected, exactly, by inversion (one uniform walked up the
 * probabilities from none, each from the one before it); otherwise by the normal approximation, close at
 * those sizes.
 */
function drawBinomial(
  random: Random,
  trials: number,
  { p, rare, flipped, odds, logMiss }: BinomialOdds,
): number {
  if (trials <= 0 || p <= 0) return 0;
  if (p >= 1) return trials;
  const successes = drawRareSide(random, trials, rare, odds, logMiss);
  return flipped ? trials - successes : successes;
}

function drawRareSide(random: Random, trials: number, p: number, odds: number, logMiss: number): number {
  const mean = trials * p;
  if (mean < EXACT_BELOW_MEAN) {
    const step = (trials + 1) * odds;
    let probability = Math.exp(trials * logMiss);
    let u = random.next();
    let successes = 0;
    while (u > probability) {
      u -= probability;
      successes++;
      if (successes >= trials) return trials;
      probability *= step / successes - odds;
    }
    return successes;
  }
  const draw = Math.round(mean + Math.sqrt(mean * (1 - p)) * normal(random));
  return Math.min(trials, Math.max(0, draw));
}

export const binomial = (random: Random, trials: number, p: number): number =>
  drawBinomial(random, trials, binomialOdds(p));

/**
 * The groups as a replicate draws them: merged by net and statements per answer (what a replicate's figure
 * reads of them), largest first.
 */
interface Drawable {
  net: Float64Array;
  statements: Float64Array;
  /** Each group's share of the answers not in the groups before it: its binomial's p in a replicate. */
  odds: BinomialOdds[];
  total: number;
}

function drawable(groups: readonly AnswerGroup[]): Drawable {
  const merged = new Map<string, { net: number; statements: number; answers: number }>();
  for (const group of groups) {
    if (group.answers <= 0) continue;
    const net = group.positive - group.negative;
    const statements = group.positive + group.neutral + group.negative;
    const key = `${net}:${statements}`;
    const entry = merged.get(key);
    if (entry) entry.answers += group.answers;
    else merged.set(key, { net, statements, answers: group.answers });
  }
  const sorted = [...merged.values()].sort((a, b) => b.answers - a.answers);
  const total = sorted.reduce((sum, group) => sum + group.answers, 0);
  let rest = total;
  const odds = sorted.map((group) => {
    const share = binomialOdds(group.answers / rest);
    rest -= group.answers;
    return share;
  });
  return {
    net: Float64Array.from(sorted, (group) => group.net),
    statements: Float64Array.from(sorted, (group) => group.statements),
    odds,
    total,
  };
}

/**
 * One replicate's net sentiment: how many answers of each group it draws (Multinomial(total, answers_i /
 * total), each group's count given the ones before it), and the figure of the statements they hold; null
 * when they hold none.
 */
function replicate({ net, statements, odds, total }: Drawable, random: Random): number | null {
  let left = total;
  let netSum = 0;
  let statementSum = 0;
  const last = odds.length - 1;
  for (let index = 0; index <= last && left > 0; index++) {
    const count = index === last ? left : drawBinomial(random, left, odds[index]!);
    netSum += count * net[index]!;
    statementSum += count * statements[index]!;
    left -= count;
  }
  return statementSum === 0 ? null : (100 * netSum) / statementSum;
}

const percentile = (sorted: Float64Array, quantile: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;

/** The 2.5th and 97.5th percentiles of the draws taken. */
function interval(draws: Float64Array, taken: number) {
  const sorted = draws.subarray(0, taken).sort();
  return { low: percentile(sorted, 0.025), high: percentile(sorted, 0.975) };
}

/** The net sentiment of the groups' statements with its seeded 95 % percentile bootstrap interval. */
export function netSentiment(
  groups: readonly AnswerGroup[],
  seed: string,
  replicates = BOOTSTRAP_REPLICATES,
): NetSentimentFigure {
  const value = netSentimentValue(groups);
  if (value === null) return NONE;
  const random = seededRandom('net-sentiment', seed);
  const drawn = drawable(groups);
  const draws = new Float64Array(replicates);
  let taken = 0;
  for (let r = 0; r < replicates; r++) {
    const figure = replicate(drawn, random);
    if (figure !== null) draws[taken++] = figure;
  }
  return { value, ...interval(draws, taken) };
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
  const drawnNow = drawable(now);
  const drawnBefore = drawable(before);
  const draws = new Float64Array(replicates);
  let taken = 0;
  for (let r = 0; r < replicates; r++) {
    const a = replicate(drawnNow, random);
    const b = replicate(drawnBefore, random);
    if (a !== null && b !== null) draws[taken++] = a - b;
  }
  return { change: nowValue - beforeValue, ...interval(draws, taken) };
}
