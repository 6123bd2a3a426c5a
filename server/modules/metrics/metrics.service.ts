/**
 * Dashboard figures for one topic or for the whole account (its aggregate topic). GraphQL resolvers and
 * REST routes both call these functions; the account-wide queries run once per window and are cached
 * until a collection run changes the account's data.
 */
import { isPlatformId, platformLabel } from '../../../graphql/shared/platforms';
import { cachedRead } from '../../lib/cache';
import { addDays, isValidDay, type Day } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { viewerBrand, type AccountScope } from '../accounts/accounts.service';
import { aggregateTopic, requireTopic, visibleTopics } from '../topics/topics.service';
import type { TopicRow } from '../topics/topics.store';
import {
  getCompetitorMentionsByTopic,
  getCompetitorSeries,
  getDomainCitations,
  getImpressionHistory,
  getImpressionsByTopic,
  getLatestDayByTopic,
  getPlatformTotals,
  getRecentTopicDays,
  getSentimentHistory,
  getSentimentSummaryByTopic,
  getSourceSeries,
  getTopSourcesByTopic,
  type HistoryFilter,
} from './metrics.store';
import {
  displayCompanyRank,
  rankBrands,
  roundTo,
  SENTIMENT_WINDOW_DAYS,
  sharePercent,
  SOURCE_INSIGHT_DAYS,
  topDomainInsight,
  topicBreakdown,
  TOP_SOURCES_LIMIT,
  visibilityPercent,
  windowStart,
  type TimeWindow,
} from './rules';
import { significantlyDifferent, wilsonInterval } from './wilson';

/** What the Metrics and Overview GraphQL types resolve from: an account and one of its topics. */
export interface MetricsScope {
  account: AccountScope;
  topic: TopicRow;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const id = key(row);
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

function latestDays(scope: AccountScope) {
  return cachedRead(scope, 'latest-day', async () => {
    const rows = await getLatestDayByTopic(scope.db, scope.userId);
    return new Map(rows.map((row) => [row.topicId, row]));
  });
}

function sentimentSummaries(scope: AccountScope) {
  const since = addDays(scope.today, -(SENTIMENT_WINDOW_DAYS - 1));
  return cachedRead(scope, `sentiment-summary:${since}`, async () => {
    const rows = await getSentimentSummaryByTopic(scope.db, scope.userId, since);
    return new Map(rows.map((row) => [row.topicId, row]));
  });
}

function impressionsInWindow(scope: AccountScope, window: TimeWindow) {
  const since = windowStart(window, scope.today);
  return cachedRead(scope, `impressions:${since ?? 'all'}`, async () => {
    const rows = await getImpressionsByTopic(scope.db, scope.userId, since);
    return new Map(rows.map((row) => [row.topicId, row]));
  });
}

function competitorMentions(scope: AccountScope, window: TimeWindow) {
  const since = windowStart(window, scope.today);
  return cachedRead(scope, `competitors:${since ?? 'all'}`, async () =>
    groupBy(await getCompetitorMentionsByTopic(scope.db, scope.userId, since), (row) => row.topicId),
  );
}

function sourcesInWindow(scope: AccountScope, window: TimeWindow) {
  const since = windowStart(window, scope.today);
  return cachedRead(scope, `sources:${since ?? 'all'}`, async () =>
    groupBy(
      await getTopSourcesByTopic(scope.db, scope.userId, since, TOP_SOURCES_LIMIT),
      (row) => row.topicId,
    ),
  );
}

/** Visibility on the latest collection day and the 30-day sentiment summary of one topic. */
export async function topicSummary(scope: AccountScope, topicId: string) {
  const [latest, sentiment] = await Promise.all([latestDays(scope), sentimentSummaries(scope)]);
  const day = latest.get(topicId);
  const summary = sentiment.get(topicId);
  return {
    visibility: visibilityPercent(day?.impressions, day?.answers),
    latestImpressions: day?.impressions ?? 0,
    latestAnswers: day?.answers ?? 0,
    latestDay: day?.day ?? null,
    sentimentScore:
      summary?.sentiment === null || summary === undefined ? null : roundTo(summary.sentiment, 2),
    sentimentMentions: summary?.mentions ?? 0,
    sentimentAnalyzed: summary?.analyzed ?? 0,
    averagePosition:
      summary?.averagePosition === null || summary === undefined ? null : roundTo(summary.averagePosition, 2),
  };
}

export async function competitorRankings(scope: AccountScope, topicId: string, window: TimeWindow) {
  const [byTopic, impressions, brandRow] = await Promise.all([
    competitorMentions(scope, window),
    impressionsInWindow(scope, window),
    viewerBrand(scope),
  ]);
  const named = (byTopic.get(topicId) ?? []).filter((row) => row.mentions > 0);
  const brandMentions = impressions.get(topicId)?.impressions ?? 0;
  const { brandRank, competitors } = rankBrands(brandMentions, named);
  const allMentions = brandMentions + named.reduce((sum, row) => sum + row.mentions, 0);
  return {
    companyRank: brandMentions > 0 ? displayCompanyRank(brandRank) : 0,
    shareOfVoice: allMentions > 0 ? sharePercent(brandMentions, allMentions) : null,
    brand:
      allMentions > 0
        ? {
            name: brandRow?.name ?? 'Your brand',
            mentions: brandMentions,
            shareOfVoice: sharePercent(brandMentions, allMentions),
            rank: brandRank,
          }
        : null,
    rankings: competitors.map((row) => ({
      id: row.competitorId,
      name: row.name,
      count: row.mentions,
      mentions: row.mentions,
      shareOfVoice: sharePercent(row.mentions, allMentions),
      rank: row.rank,
      logoUrl: row.logoUrl,
    })),
  };
}

export async function topSources(scope: AccountScope, topicId: string, window: TimeWindow) {
  const byTopic = await sourcesInWindow(scope, window);
  return (byTopic.get(topicId) ?? []).map(({ url, domain, count, total }) => ({
    url,
    domain,
    count,
    citationShare: sharePercent(count, total),
  }));
}

export interface HistoryRange {
  from?: string | null;
  to?: string | null;
}

/** The longest history one request may ask for (about ten years); a longer from/to range is a 400. */
export const MAX_HISTORY_DAYS = 3660;

/** Validates an optional from/to day range (ISO days, from ≤ to, at most MAX_HISTORY_DAYS days). */
export function parseHistoryRange(range: HistoryRange, today: Day): { from: Day | null; to: Day | null } {
  const from = range.from ?? null;
  const to = range.to ?? null;
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== null && !isValidDay(value)) throw badInput(`${name} must be a date written YYYY-MM-DD.`);
  }
  if (from && to && from > to) throw badInput('from must not be after to.');
  if (from && addDays(from, MAX_HISTORY_DAYS - 1) < (to ?? today))
    throw badInput(`from and to may be at most ${MAX_HISTORY_DAYS} days apart.`);
  return { from, to };
}

function historyFilter(
  scope: AccountScope,
  topicId: string | null,
  range: HistoryRange,
  splitByTopic = false,
): HistoryFilter {
  return { topicId, splitByTopic, ...parseHistoryRange(range, scope.today) };
}

/** Impressions, answers and visibility % per day for one topic (the aggregate topic for the overview). */
export async function impressionHistory(scope: AccountScope, topicId: string, range: HistoryRange = {}) {
  const filter = historyFilter(scope, topicId, range);
  return cachedRead(scope, `impression-history:${topicId}:${filter.from}:${filter.to}`, async () =>
    (await getImpressionHistory(scope.db, scope.userId, filter)).map((row) => ({
      ...row,
      visibility: visibilityPercent(row.impressions, row.answers),
    })),
  );
}

export async function sentimentHistory(scope: AccountScope, topicId: string, range: HistoryRange = {}) {
  const filter = historyFilter(scope, topicId, range);
  return cachedRead(scope, `sentiment-history:${topicId}:${filter.from}:${filter.to}`, async () =>
    (await getSentimentHistory(scope.db, scope.userId, filter)).map((row) => ({
      ...row,
      sentiment: roundTo(row.sentiment, 2),
    })),
  );
}

/** Platforms by visibility over the last 30 days, best first. */
export async function topPlatforms(scope: AccountScope, aggregateTopicId: string) {
  const since = windowStart('MONTH', scope.today);
  const rows = await cachedRead(scope, `platforms:${since}`, () =>
    getPlatformTotals(scope.db, scope.userId, aggregateTopicId, since),
  );
  return rows
    .flatMap(({ platform, impressions, answers }) =>
      isPlatformId(platform)
        ? [
            {
              platform,
              label: platformLabel(platform),
              impressions,
              answers,
              visibility: visibilityPercent(impressions, answers),
            },
          ]
        : [],
    )
    .sort((a, b) => b.visibility - a.visibility || a.label.localeCompare(b.label));
}

/** Each topic's rounded share of the last 30 days' impressions. */
export async function topicShares(scope: AccountScope) {
  const [topics, impressions] = await Promise.all([
    visibleTopics(scope),
    impressionsInWindow(scope, 'MONTH'),
  ]);
  return topicBreakdown(
    topics.map((topic) => ({
      topic,
      name: topic.name,
      impressions: impressions.get(topic.id)?.impressions ?? 0,
    })),
  );
}

export async function impressionsTotal(scope: AccountScope, aggregateTopicId: string) {
  return (await impressionsInWindow(scope, 'ALL')).get(aggregateTopicId)?.impressions ?? 0;
}

/** The overview's scope: the account's aggregate topic. */
export async function overviewScope(scope: AccountScope): Promise<MetricsScope> {
  const topic = await aggregateTopic(scope);
  if (!topic) throw notFound('This account has no overview topic yet.');
  return { account: scope, topic };
}

export async function promptTotal(scope: AccountScope) {
  return (await visibleTopics(scope)).reduce((sum, topic) => sum + topic.promptCount, 0);
}

// ---- REST time series: rows per topic per day, for the account's topics or one topic ----

/** Resolves the REST topic_id parameter: absent means every topic but the aggregate. */
async function seriesFilter(scope: AccountScope, topicId: string | null, range: HistoryRange) {
  if (topicId !== null) await requireTopic(scope, topicId);
  return historyFilter(scope, topicId, range, topicId === null);
}

export async function impressionSeries(
  scope: AccountScope,
  topicId: string | null,
  range: HistoryRange = {},
) {
  return getImpressionHistory(scope.db, scope.userId, await seriesFilter(scope, topicId, range));
}

export async function sentimentSeries(scope: AccountScope, topicId: string | null, range: HistoryRange = {}) {
  return getSentimentHistory(scope.db, scope.userId, await seriesFilter(scope, topicId, range));
}

export async function sourceSeries(scope: AccountScope, topicId: string | null, range: HistoryRange = {}) {
  return getSourceSeries(scope.db, scope.userId, await seriesFilter(scope, topicId, range));
}

export async function competitorSeries(
  scope: AccountScope,
  topicId: string | null,
  range: HistoryRange = {},
) {
  // True answer counts, the same figure the rankings and the drill-down show.
  return getCompetitorSeries(scope.db, scope.userId, await seriesFilter(scope, topicId, range));
}

const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 10;

/**
 * Visibility on the topic's latest collection day with its 95 % Wilson interval, and the previous
 * collection day's, flagged significant only when the intervals do not overlap.
 */
export async function visibilityInterval(scope: AccountScope, topicId: string) {
  const [latest, previous] = await cachedRead(scope, `visibility-interval:${topicId}`, () =>
    getRecentTopicDays(scope.db, scope.userId, topicId),
  );
  const now = latest ? wilsonInterval(latest.impressions, latest.answers) : null;
  const before = previous ? wilsonInterval(previous.impressions, previous.answers) : null;
  return {
    day: latest?.day ?? null,
    impressions: latest?.impressions ?? 0,
    answers: latest?.answers ?? 0,
    failures: latest?.failures ?? 0,
    visibility: latest ? pct(latest.impressions / latest.answers) : null,
    low: pct(now?.low),
    high: pct(now?.high),
    previousDay: previous?.day ?? null,
    previousVisibility: previous ? pct(previous.impressions / previous.answers) : null,
    previousLow: pct(before?.low),
    previousHigh: pct(before?.high),
    significantChange: significantlyDifferent(now, before),
  };
}

/**
 * Top Sources Analysis' Key Insight, from the account's measured citations: the most cited domain of the
 * last 30 days, its share, and its share in the 30 days before; null when nothing was cited.
 */
export async function sourceInsight(scope: AccountScope, topicId: string) {
  const to = scope.today;
  const from = addDays(to, -(SOURCE_INSIGHT_DAYS - 1));
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, -(SOURCE_INSIGHT_DAYS - 1));
  const [current, previous] = await cachedRead(scope, `source-insight:${topicId}:${to}`, () =>
    Promise.all([
      getDomainCitations(scope.db, scope.userId, topicId, from, to),
      getDomainCitations(scope.db, scope.userId, topicId, previousFrom, previousTo),
    ]),
  );
  const insight = topDomainInsight(current, previous);
  return insight && { ...insight, from, to };
}
