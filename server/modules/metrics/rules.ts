/**
 * The product's business rules for dashboard figures (docs/measuring.md), in one place so the
 * GraphQL and REST transports and the client-facing numbers can never disagree.
 */
import { presetDays, type PeriodPreset } from '../../../graphql/shared/period-rules';
import { addDays, type Day } from '../../lib/dates';

/** Prompt count assumed for the overview when the real count is missing. */
export const OVERVIEW_PROMPT_COUNT_FALLBACK = 40;
/** Prompt count assumed for a fund topic view when the real count is unknown. */
export const FUND_TOPIC_PROMPT_COUNT_FALLBACK = 20;
/** Key of the account-wide total in prompt counts by group. */
export const AGGREGATE_GROUP_KEY = 'aggregate';
export const TOP_SOURCES_LIMIT = 10;
export const COMPANY_RANK_CAP = 5;
export const GREAT_VISIBILITY_THRESHOLD = 70;
export const MEDIUM_VISIBILITY_THRESHOLD = 40;
/** Sentiment summaries look at this many days of answers. */
export const SENTIMENT_WINDOW_DAYS = 30;

/** GraphQL's deprecated TimeWindow (and REST's window=all|month|week): an older name of three presets. */
export type TimeWindow = 'ALL' | 'MONTH' | 'WEEK';
export const WINDOW_PRESET = {
  ALL: 'ALL_TIME',
  MONTH: 'LAST_30_DAYS',
  WEEK: 'LAST_7_DAYS',
} as const satisfies Record<TimeWindow, PeriodPreset>;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Visibility % = impressions / denominator × 100, to 1 decimal. With no history it is 0; a missing or
 * zero denominator falls back to the given prompt count (40 on the overview, 20 on a fund topic).
 */
export function visibilityPercent(
  impressions: number | null | undefined,
  denominator: number | null | undefined,
  fallbackDenominator = OVERVIEW_PROMPT_COUNT_FALLBACK,
): number {
  if (impressions === null || impressions === undefined) return 0;
  const base = denominator && denominator > 0 ? denominator : fallbackDenominator;
  return roundTo((impressions / base) * 100, 1);
}

/** part ÷ whole × 100 to 1 decimal; 0 when the whole is empty (shares of voice and of citations). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? roundTo((part / whole) * 100, 1) : 0;
}

export type VisibilityStatus = 'GREAT' | 'MEDIUM' | 'POOR';

export function promptVisibilityStatus(percentage: number): VisibilityStatus {
  if (percentage >= GREAT_VISIBILITY_THRESHOLD) return 'GREAT';
  if (percentage >= MEDIUM_VISIBILITY_THRESHOLD) return 'MEDIUM';
  return 'POOR';
}

/** Group key for prompt counts: lowercased, punctuation stripped, spaces hyphenated ("Product Management!" → "product-management"). */
export function groupKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Distinct questions per group key, plus the aggregate key holding the total. */
export function promptCountsByGroup(
  records: readonly { group: string; question: string }[],
): Record<string, number> {
  const questions = new Map<string, Set<string>>();
  for (const record of records) {
    const key = groupKey(record.group);
    if (!questions.has(key)) questions.set(key, new Set());
    questions.get(key)!.add(record.question);
  }
  const counts: Record<string, number> = {};
  let total = 0;
  for (const [key, set] of questions) {
    counts[key] = set.size;
    total += set.size;
  }
  counts[AGGREGATE_GROUP_KEY] = total;
  return counts;
}

export function isAggregateTopicName(name: string): boolean {
  return /aggregate/i.test(name);
}

/** A company rank below the top 5 is shown as 0 ("not ranked"). */
export function displayCompanyRank(rank: number): number {
  return rank > COMPANY_RANK_CAP ? 0 : rank;
}

/** The first day inside a window ending today: the last 7 or 30 days including today; null for ALL. */
export function windowStart(window: TimeWindow, today: Day): Day | null {
  const days = presetDays(WINDOW_PRESET[window]);
  return days === null ? null : addDays(today, -(days - 1));
}

export function isWithinWindow(day: Day, window: TimeWindow, today: Day): boolean {
  const start = windowStart(window, today);
  return start === null || (day >= start && day <= today);
}

/** At most 10 sources, most mentioned first (ties by URL for a stable order). */
export function mostCitedSources<T extends { url: string; count: number }>(sources: readonly T[]): T[] {
  return [...sources]
    .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url))
    .slice(0, TOP_SOURCES_LIMIT);
}

/**
 * Ranks the brand among its competitors by mentions (1 = most). Ties rank the brand first: it is the
 * account's own figure, and the ranking is by count only.
 */
export function companyRank(brandMentions: number, competitorMentions: readonly number[]): number {
  return 1 + competitorMentions.filter((mentions) => mentions > brandMentions).length;
}

/**
 * One ranking of every tracked brand, the account's own included: competitors sorted by mentions (then
 * name), the brand placed at its companyRank, and each row's rank its place in that one list. The
 * counts are the true answer counts, the same the drill-down lists.
 */
export function rankBrands<T extends { name: string; mentions: number }>(
  brandMentions: number,
  competitors: readonly T[],
): { brandRank: number; competitors: (T & { rank: number })[] } {
  const sorted = [...competitors].sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name));
  const brandRank = companyRank(
    brandMentions,
    sorted.map((row) => row.mentions),
  );
  return {
    brandRank,
    competitors: sorted.map((row, index) => ({
      ...row,
      rank: index + 1 < brandRank ? index + 1 : index + 2,
    })),
  };
}

/** Rounded percentage shares of impressions per topic; the aggregate topic is never part of it. */
export function topicBreakdown<T extends { name: string; impressions: number }>(
  topics: readonly T[],
): (T & { percentage: number })[] {
  const counted = topics.filter((topic) => !isAggregateTopicName(topic.name));
  const total = counted.reduce((sum, topic) => sum + topic.impressions, 0);
  return counted.map((topic) => ({
    ...topic,
    percentage: total > 0 ? Math.round((topic.impressions / total) * 100) : 0,
  }));
}

/** The Key Insight compares the last this-many days of citations with as many days before them. */
export const SOURCE_INSIGHT_DAYS = 30;

/**
 * The most cited domain of a period, its share of all citations and the same domain's share in the
 * period before (null when nothing was cited then); null when nothing was cited in the period.
 */
export function topDomainInsight(
  current: readonly { domain: string; citations: number }[],
  previous: readonly { domain: string; citations: number }[],
) {
  const total = current.reduce((sum, row) => sum + row.citations, 0);
  if (total === 0) return null;
  const top = [...current].sort((a, b) => b.citations - a.citations || a.domain.localeCompare(b.domain))[0]!;
  const previousTotal = previous.reduce((sum, row) => sum + row.citations, 0);
  const before = previous.find((row) => row.domain === top.domain)?.citations ?? 0;
  return {
    domain: top.domain,
    citations: top.citations,
    totalCitations: total,
    domains: current.filter((row) => row.citations > 0).length,
    share: sharePercent(top.citations, total),
    previousShare: previousTotal > 0 ? sharePercent(before, previousTotal) : null,
  };
}

/**
 * Refusal rate % = refusals / (answers + refusals) × 100, to 1 decimal: of the answers a platform gave or
 * declined (failures, which never reached it, are left out), the share it declined. 0 with neither.
 */
export function refusalRate(refusals: number, answers: number): number {
  const asked = refusals + answers;
  return asked > 0 ? roundTo((refusals / asked) * 100, 1) : 0;
}

/**
 * Answer rate % = answers / (answers + no answers) × 100, to 1 decimal: of the queries a platform was asked
 * (failures, which never reached it, and refusals left out), the share it showed an answer for (Google shows
 * an AI Overview for some searches only). 100 with neither: a platform never asked has not failed to answer.
 */
export function answerRate(answers: number, noAnswers: number): number {
  const asked = answers + noAnswers;
  return asked > 0 ? roundTo((answers / asked) * 100, 1) : 100;
}
