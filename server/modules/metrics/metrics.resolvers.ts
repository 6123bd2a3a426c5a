/** GraphQL adapters of the dashboard figures: the overview and a topic's metrics. */
import type { Resolvers } from '../../graphql/resolvers-types';
import type { TopicRow } from '../topics/topics.store';
import { accountScope } from '../accounts/accounts.service';
import { topicBySlug } from '../topics/topics.service';
import {
  chartRange,
  competitorRankings,
  impressionHistory,
  impressionsTotal,
  kpiChanges,
  overviewScope,
  periodSummary,
  promptsOfKind,
  promptTotal,
  sentimentHistory,
  sourceInsight,
  topicShares,
  topicSummary,
  topPlatforms,
  topSources,
  visibilityInterval,
  scopeFilter,
  windowOrPeriodRange,
  type MetricsScope,
} from './metrics.service';
import { periodOf, promptKindChoice, resolveFilter, type FigureFilter, type PeriodArgs } from './period';

/** A topic as topic(slug, period, platforms) returns it: the page filter travels with it to metrics. */
export type FilteredTopic = TopicRow & { pageFilter?: FigureFilter };

interface FilterArgs {
  period?: PeriodArgs | null;
  platforms?: readonly string[] | null;
  promptKind?: 'brand' | 'generic' | 'all' | null;
}

/** The page filter of a query's arguments; null when none of period, platforms and promptKind is given. */
export function pageFilter(
  today: string,
  { period, platforms, promptKind }: FilterArgs,
): FigureFilter | null {
  if (!period && platforms == null && promptKind == null) return null;
  return resolveFilter(today, period, platforms, promptKindChoice(promptKind));
}

/** The period's rollup figures (all time without a page filter). */
const periodFigures = (scope: MetricsScope) =>
  periodSummary(scope.account, scope.topic.id, scopeFilter(scope));

/** One summary per topic and request: the fields below share its load (the request memo). */
const summary = ({ account, topic, filter }: MetricsScope) =>
  filter ? periodSummary(account, topic.id, filter) : topicSummary(account, topic.id);

export const metricsResolvers: Resolvers = {
  Query: {
    overview: (_parent, args, ctx) => {
      const scope = accountScope(ctx);
      return overviewScope(scope, pageFilter(scope.today, args));
    },
    topic: async (_parent, { slug, ...args }, ctx) => {
      const scope = accountScope(ctx);
      // The filter is checked before the topic is looked up, so a bad period is refused either way.
      const filter = pageFilter(scope.today, args);
      const topic = await topicBySlug(scope, slug);
      return topic && filter ? ({ ...topic, pageFilter: filter } satisfies FilteredTopic) : topic;
    },
  },
  Topic: {
    promptCount: (topic: FilteredTopic, { promptKind }) =>
      promptsOfKind(topic, promptKind ? promptKindChoice(promptKind) : (topic.pageFilter?.kind ?? null)),
    metrics: (topic: FilteredTopic, args, ctx) => {
      const account = accountScope(ctx);
      return { account, topic, filter: pageFilter(account.today, args) ?? topic.pageFilter ?? null };
    },
  },
  Overview: {
    metrics: (scope) => scope,
    promptCount: ({ account, filter }) => promptTotal(account, filter?.kind ?? null),
    impressionsTotal: ({ account, topic, filter }) => impressionsTotal(account, topic.id, filter?.range),
    topPlatforms: async ({ account, topic, filter }) => {
      const rows = await topPlatforms(account, topic.id, filter?.range);
      return filter?.platforms ? rows.filter((row) => filter.platforms!.includes(row.platform)) : rows;
    },
    topicBreakdown: ({ account, filter }) => topicShares(account, filter?.range),
    sourceInsight: ({ account, topic }) => sourceInsight(account, topic.id),
  },
  Metrics: {
    period: (scope) => periodOf(scopeFilter(scope)),
    platforms: (scope) => scopeFilter(scope).platforms ?? [],
    impressions: async (scope) => (await periodFigures(scope)).impressions,
    answers: async (scope) => (await periodFigures(scope)).answers,
    failures: async (scope) => (await periodFigures(scope)).failures,
    change: (scope) => kpiChanges(scope.account, scope.topic.id, scopeFilter(scope)),
    visibility: async (scope) => (await summary(scope)).visibility,
    latestImpressions: async ({ account, topic }) =>
      (await topicSummary(account, topic.id)).latestImpressions,
    latestAnswers: async ({ account, topic }) => (await topicSummary(account, topic.id)).latestAnswers,
    latestDay: async ({ account, topic }) => (await topicSummary(account, topic.id)).latestDay,
    sentimentScore: async (scope) => (await summary(scope)).sentimentScore,
    sentimentMentions: async (scope) => (await summary(scope)).sentimentMentions,
    sentimentAnalyzed: async (scope) => (await summary(scope)).sentimentAnalyzed,
    averagePosition: async (scope) => (await summary(scope)).averagePosition,
    impressionHistory: ({ account, topic, filter }, args) =>
      impressionHistory(account, topic.id, chartRange(args, filter)),
    sentimentHistory: ({ account, topic, filter }, args) =>
      sentimentHistory(account, topic.id, chartRange(args, filter)),
    competitorRankings: (scope, { window }) =>
      competitorRankings(scope.account, scope.topic.id, windowOrPeriodRange(scope, window)),
    topSources: (scope, { window }) =>
      topSources(scope.account, scope.topic.id, windowOrPeriodRange(scope, window)),
    visibilityInterval: ({ account, topic }) => visibilityInterval(account, topic.id),
  },
};
