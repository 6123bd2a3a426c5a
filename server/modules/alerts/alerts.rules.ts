/**
 * When each alert rule fires, as pure functions over the figures (the evaluation reads them with the
 * metrics services and the store). The visibility test is the dashboards' own (the two-proportion test on
 * Wilson intervals in metrics/wilson.ts) widened by the engine's measured extra variation (the noise band,
 * sampling/noise.ts); the overtake has a test of its own (overtakeTest).
 */
import {
  ALERT_KINDS,
  ALERT_RULES,
  STATEMENT_MIN_ANSWERS,
  type AlertKindId,
} from '../../../graphql/shared/alert-rules';
import { roundTo, proportionDifference, wilsonInterval, Z_95 } from '../metrics';
import { netSentiment, netSentimentChange, netSentimentValue, type AnswerGroup } from '../narrative';
import type { CompetitorSourceRow, StoredRuleRow } from './alerts.store';

export interface AlertRule {
  kind: AlertKindId;
  enabled: boolean;
  threshold: number;
}

/** Every rule of an account: what it stored, else the kind's default. */
export function effectiveRules(stored: readonly StoredRuleRow[]): Record<AlertKindId, AlertRule> {
  const byKind = new Map(stored.map((rule) => [rule.kind, rule]));
  return Object.fromEntries(
    ALERT_KINDS.map((kind) => {
      const spec = ALERT_RULES[kind];
      const own = byKind.get(kind);
      return [
        kind,
        {
          kind,
          enabled: own?.enabled ?? spec.defaultEnabled,
          threshold: own?.threshold ?? spec.defaultThreshold,
        },
      ];
    }),
  ) as Record<AlertKindId, AlertRule>;
}

/** Answers mentioning the brand (successes) of answers collected (trials). */
export interface Proportion {
  successes: number;
  trials: number;
}

const percent = (part: Proportion) => roundTo((part.successes / part.trials) * 100, 1);

/**
 * A drop in visibility the alert reports: significant by the two-proportion test widened by the engine's
 * own day-to-day variation (the 95 % interval of the change leaves out 0) and at least `minDropPoints`
 * percentage points. Null otherwise, or when either period has no answers.
 *
 * `extraVariance` is τ² of the noise band (sampling/noise.ts, 0–1 squared): a day's rate varies by τ² beyond
 * its answers' binomial variance, a mean over `baselineDays` days by τ²/baselineDays, so the change's
 * interval is widened by z²·τ²·(1 + 1/baselineDays) on each side (added in quadrature to the Wilson-based
 * (Newcombe) interval). With τ² = 0 it is the dashboards' own test. `band` is the 95 % half-width of the
 * change expected from noise alone at the pooled rate, in points: the band the alert's text places the move in.
 */
export function visibilityDrop(
  now: Proportion,
  before: Proportion,
  minDropPoints: number,
  extraVariance = 0,
  baselineDays = 1,
) {
  if (now.trials === 0 || before.trials === 0) return null;
  const test = proportionDifference(now, before);
  if (!test) return null;
  const widen = Z_95 ** 2 * extraVariance * (1 + 1 / baselineDays);
  const low = test.difference - Math.sqrt((test.difference - test.low) ** 2 + widen);
  const high = test.difference + Math.sqrt((test.high - test.difference) ** 2 + widen);
  if (test.difference >= 0 || high >= 0) return null;
  const drop = roundTo(-test.difference * 100, 1);
  if (drop < minDropPoints) return null;
  const pooled = (now.successes + before.successes) / (now.trials + before.trials);
  const band =
    Z_95 *
    Math.sqrt(
      pooled * (1 - pooled) * (1 / now.trials + 1 / before.trials) + extraVariance * (1 + 1 / baselineDays),
    );
  return {
    now: percent(now),
    before: percent(before),
    drop,
    /** The 95 % interval of the change, in points (widened by the engine's extra variation). */
    low: roundTo(low * 100, 1),
    high: roundTo(high * 100, 1),
    /** ± this many points is the move noise alone gives (95 %). */
    band: roundTo(band * 100, 1),
  };
}

export interface Standing {
  mentions: number;
  shareOfVoice: number;
}

/** A competitor is ahead of the brand: named in more answers, by at least `minLead` share-of-voice points. */
export const isAhead = (competitor: Standing, brand: Standing, minLead: number) =>
  competitor.mentions > brand.mentions && competitor.shareOfVoice - brand.shareOfVoice >= minLead;

/**
 * The overtake's test: of the answers naming either, the competitor's share is above one half beyond chance
 * (its 95 % Wilson interval's lower bound above 0.5; the conditional test of two counts over the same
 * answers). `lead` is how many more answers name the competitor; `band` the ± lead noise alone gives at level
 * standing (1.96·√(competitor + brand) answers).
 */
export function overtakeTest(competitorMentions: number, brandMentions: number) {
  const either = competitorMentions + brandMentions;
  const interval = wilsonInterval(competitorMentions, either);
  if (!interval) return { lead: 0, band: 0, significant: false };
  return {
    lead: competitorMentions - brandMentions,
    band: roundTo(Z_95 * Math.sqrt(either), 1),
    significant: interval.low > 0.5,
  };
}

/** Ahead (isAhead) and beyond the overtake's band (overtakeTest). */
export const isAheadBeyondNoise = (competitor: Standing, brand: Standing, minLead: number) =>
  isAhead(competitor, brand, minLead) && overtakeTest(competitor.mentions, brand.mentions).significant;

/**
 * A platform's app apart from its API over the same pairs (one prompt asked on both surfaces the same day):
 * the gap between the two visibilities is at least `minGapPoints` and beyond chance by McNemar's paired test
 * (the pairs that disagree, b + c of them, split b − c = API-only − app-only; the gap is real when
 * |b − c| > 1.96·√(b + c)). `band` is that ±1.96·√(b + c) in points of the pairs. Null otherwise.
 */
export function surfaceGap(
  pairs: number,
  apiVisible: number,
  appVisible: number,
  disagreeing: number,
  minGapPoints: number,
) {
  if (pairs <= 0 || disagreeing <= 0) return null;
  const gap = ((appVisible - apiVisible) / pairs) * 100;
  const band = (Z_95 * Math.sqrt(disagreeing) * 100) / pairs;
  if (Math.abs(gap) <= band || Math.abs(gap) < minGapPoints) return null;
  return { gap: roundTo(gap, 1), band: roundTo(band, 1) };
}

/** Why a run counts as failed for the alert, or null. */
export function runFailure(
  run: { status: string; total: number; failures: number },
  minFailedPercent: number,
): { stopped: true } | { stopped: false; failedPercent: number } | null {
  if (run.status === 'failed') return { stopped: true };
  if (run.total === 0) return null;
  const failedPercent = roundTo((run.failures / run.total) * 100, 1);
  return failedPercent >= minFailedPercent ? { stopped: false, failedPercent } : null;
}

/**
 * The share of the month's sampling budget a run found spent when it planned, when it reaches `minPercent`;
 * null without a budget or below it. A budget of 0 is spent from the month's first request.
 */
export function budgetSpent(
  run: { monthSpendUsd: number | null; monthBudgetUsd: number | null },
  minPercent: number,
): { spentPercent: number } | null {
  if (run.monthBudgetUsd === null || run.monthSpendUsd === null) return null;
  if (run.monthSpendUsd < (run.monthBudgetUsd * minPercent) / 100) return null;
  const spentPercent =
    run.monthBudgetUsd > 0 ? roundTo((run.monthSpendUsd / run.monthBudgetUsd) * 100, 1) : 100;
  return { spentPercent };
}

/**
 * A domain that starts citing competitors: cited by at least `minAnswers` of the day's answers naming a
 * competitor and not the brand, never by such an answer before the day, and never by an answer naming the
 * brand. An account's first day of answers has nothing to be new against.
 */
export const isNewCompetitorSource = (
  source: CompetitorSourceRow,
  minAnswers: number,
  hasEarlierAnswers: boolean,
) =>
  hasEarlierAnswers &&
  source.answers >= minAnswers &&
  !source.citedCompetitorsBefore &&
  !source.citedBrandEver;

const answersIn = (groups: readonly AnswerGroup[]) => groups.reduce((sum, group) => sum + group.answers, 0);

/**
 * What answers say of the brand on one aspect is negative beyond doubt: enough answers, and the whole 95 %
 * interval of its net sentiment below `below`. Null otherwise.
 */
export function negativeTheme(groups: readonly AnswerGroup[], below: number, seed: string) {
  const answers = answersIn(groups);
  if (answers < STATEMENT_MIN_ANSWERS) return null;
  const figure = netSentiment(groups, seed);
  if (figure.value === null || figure.low === null || figure.high === null || figure.high >= below)
    return null;
  const statements = groups.reduce(
    (sum, group) => sum + group.answers * (group.positive + group.neutral + group.negative),
    0,
  );
  return { value: figure.value, low: figure.low, high: figure.high, answers, statements };
}

/**
 * The net sentiment of the brand's statements fell: both windows with enough answers, the 95 % interval of
 * the change below 0, and the fall at least `minDrop` points. Null otherwise.
 */
export function netSentimentDrop(
  now: readonly AnswerGroup[],
  before: readonly AnswerGroup[],
  minDrop: number,
  seed: string,
) {
  if (answersIn(now) < STATEMENT_MIN_ANSWERS || answersIn(before) < STATEMENT_MIN_ANSWERS) return null;
  const change = netSentimentChange(now, before, seed);
  if (!change || change.high >= 0 || -change.change < minDrop) return null;
  return {
    now: netSentimentValue(now)!,
    before: netSentimentValue(before)!,
    drop: -change.change,
    low: change.low,
    high: change.high,
  };
}
