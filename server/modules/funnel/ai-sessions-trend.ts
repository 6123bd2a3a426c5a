/**
 * The overview's AI sessions beside visibility (issue 63): per day of the page filter's period, the brand's
 * visibility (impressions ÷ answers, the filter's platforms and kind of prompt, the topic when given) and
 * GA4's sessions from AI assistants landing on the brand's site (every page, every source; the platforms do
 * not narrow them: GA4 does not know which answer sent a visitor). Pearson's r over the days that have both
 * says how far they move together; it is said as a correlation, never a cause.
 */
import type { PeriodInput } from '../../../graphql/shared/period-rules';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { addDays } from '../../lib/dates';
import type { BrandScope } from '../../scope';
import { aiSessionsByDay, analyticsConnection } from '../integrations';
import { getDailyHistory, pageFilter, roundTo, visibilityPercent } from '../metrics';
import { aggregateTopic, requireTopic } from '../topics';

/** Fewer days with both figures than this give no r. */
export const MIN_CORRELATION_DAYS = 3;

export interface AiSessionsDay {
  day: string;
  /** Visibility % that day; null without answers. */
  visibility: number | null;
  answers: number;
  /** GA4's AI sessions that day; null when not pulled (no GA4, or after the last day pulled). */
  sessions: number | null;
}

export interface AiSessionsTrend {
  analyticsConnected: boolean;
  syncedThrough: string | null;
  days: AiSessionsDay[];
  totalSessions: number;
  /** Pearson's r over the days with both figures; null with fewer than MIN_CORRELATION_DAYS or no spread. */
  correlation: number | null;
  daysCompared: number;
  summary: string;
}

export interface AiSessionsTrendArgs {
  period?: PeriodInput | null;
  platforms?: readonly string[] | null;
  promptKind?: PromptKind | 'ALL' | null;
  topicId?: string | null;
}

/** Pearson's correlation coefficient; null when either series has no spread or fewer than 2 points. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

const dayCount = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The sentence shown with the figures: what r says, and that it is not a cause. */
export function trendSummary(
  trend: Pick<AiSessionsTrend, 'analyticsConnected' | 'correlation' | 'daysCompared'>,
) {
  if (!trend.analyticsConnected)
    return 'No analytics is connected: connect Google Analytics 4 in Settings → Integrations to see AI sessions beside visibility.';
  const { correlation: r, daysCompared: n } = trend;
  if (r === null)
    return n < MIN_CORRELATION_DAYS
      ? `Too few days with both answers and pulled sessions to compare (${dayCount(n)}; ${MIN_CORRELATION_DAYS} needed).`
      : `Visibility or AI sessions did not vary over the ${dayCount(n)} compared, so they cannot be correlated.`;
  const shown = `r = ${r.toFixed(2)} over ${dayCount(n)}`;
  const caveat = 'this shows whether they move together, not that one causes the other.';
  if (Math.abs(r) < 0.1) return `Visibility and AI sessions did not move together (${shown}); ${caveat}`;
  return r > 0
    ? `Days with higher visibility had more AI sessions (${shown}); ${caveat}`
    : `Days with higher visibility had fewer AI sessions (${shown}); ${caveat}`;
}

export async function aiSessionsTrend(
  scope: BrandScope,
  args: AiSessionsTrendArgs,
): Promise<AiSessionsTrend> {
  const filter = pageFilter(scope.today, args);
  const topic = args.topicId ? await requireTopic(scope, args.topicId) : await aggregateTopic(scope);
  const [history, connection] = await Promise.all([
    topic
      ? getDailyHistory(scope.db, scope.brandId, { ...filter.range, topicId: topic.id, splitByTopic: false })
      : Promise.resolve([]),
    analyticsConnection(scope),
  ]);
  const sessions = connection.connected
    ? await aiSessionsByDay(scope, { from: filter.range.from, to: filter.range.to })
    : [];
  const sessionsOf = new Map(sessions.map((row) => [row.day, row.sessions]));
  const answersOf = new Map<string, { impressions: number; answers: number }>();
  for (const row of history) {
    const date = row.date as unknown;
    const day = date instanceof Date ? date.toISOString().slice(0, 10) : String(date).slice(0, 10);
    const sums = answersOf.get(day) ?? { impressions: 0, answers: 0 };
    sums.impressions += row.impressions;
    sums.answers += row.answers;
    answersOf.set(day, sums);
  }
  // Every day of a bounded period; all time: the days either series has.
  let dayList: string[];
  if (filter.from !== null) {
    dayList = [];
    for (let day = filter.from; day <= filter.to; day = addDays(day, 1)) dayList.push(day);
  } else dayList = [...new Set([...answersOf.keys(), ...sessionsOf.keys()])].sort();
  // GA4 names only days with sessions: a day up to the last one pulled without a row had none.
  const pulled = (day: string) =>
    connection.connected &&
    (sessionsOf.has(day) || (connection.syncedThrough !== null && day <= connection.syncedThrough));
  const days = dayList.map((day): AiSessionsDay => {
    const sums = answersOf.get(day);
    return {
      day,
      answers: sums?.answers ?? 0,
      visibility: sums && sums.answers > 0 ? visibilityPercent(sums.impressions, sums.answers) : null,
      sessions: pulled(day) ? (sessionsOf.get(day) ?? 0) : null,
    };
  });
  const both = days.filter((d) => d.visibility !== null && d.sessions !== null);
  const r =
    both.length >= MIN_CORRELATION_DAYS
      ? pearson(
          both.map((d) => d.visibility!),
          both.map((d) => d.sessions!),
        )
      : null;
  const trend = {
    analyticsConnected: connection.connected,
    syncedThrough: connection.syncedThrough,
    days,
    totalSessions: days.reduce((sum, d) => sum + (d.sessions ?? 0), 0),
    correlation: r === null ? null : roundTo(r, 2),
    daysCompared: both.length,
  };
  return { ...trend, summary: trendSummary(trend) };
}
