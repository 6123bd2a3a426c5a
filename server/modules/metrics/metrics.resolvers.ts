/** GraphQL adapters of the dashboard figures: the overview and a topic's metrics. */
import type { FieldNode } from 'graphql';
import type { Resolvers } from '../../graphql/resolvers-types';
import { selectedFields } from '../../graphql/selection';
import { type TopicRow, topicBySlug } from '../topics';
import { brandScope } from '../../scope';
import {
  chartRange,
  competitorRankings,
  impressionHistory,
  impressionsTotal,
  kpiChanges,
  overviewWithReads,
  periodSummary,
  promptsOfKind,
  promptTotal,
  sentimentHistory,
  sourceInsight,
  topicShares,
  latestFigures,
  topPlatforms,
  topSources,
  topDomains,
  visibilityInterval,
  scopeFilter,
  ownPeriodRange,
  type MetricsScope,
  type TopicReadsWanted,
} from './metrics.service';
import { pageFilter, periodOf, promptKindChoice, type PageFilter, type PageFilterArgs } from './period';

/** A topic as topic(slug, period, platforms) returns it: the page filter travels with it to metrics. */
export type FilteredTopic = TopicRow & { pageFilter?: PageFilter };

const hasFilterArgs = ({ period, platforms, promptKind }: PageFilterArgs) =>
  Boolean(period) || platforms != null || promptKind != null;

/** The period's rollup figures: one summary per topic and request, shared by the fields below (the memo). */
const periodFigures = (scope: MetricsScope) =>
  periodSummary(scope.account, scope.topic.id, scopeFilter(scope));

/** Metrics fields read from the period's windows (as are competitorRankings' brand mentions). */
const WINDOW_FIELDS = [
  'visibility',
  'visibilityBasis',
  'impressions',
  'answers',
  'failures',
  'refusals',
  'noAnswers',
  'sentimentScore',
  'sentimentMentions',
  'sentimentAnalyzed',
  'averagePosition',
  'change',
  'competitorRankings',
];
/** Overview fields read from the same windows. */
const OVERVIEW_WINDOW_FIELDS = ['impressionsTotal', 'topPlatforms', 'topicBreakdown'];

/**
 * Which shared reads an overview document's fields ask for under the page filter: a field with arguments
 * of its own (another period, a chart's own days) reads apart and is not counted.
 */
function overviewReadsWanted(
  overview: Map<string, FieldNode[]>,
  metrics: Map<string, FieldNode[]>,
): TopicReadsWanted {
  const underFilter = (name: string) => (metrics.get(name) ?? []).some((node) => !node.arguments?.length);
  return {
    figures:
      WINDOW_FIELDS.some((name) => metrics.has(name)) ||
      OVERVIEW_WINDOW_FIELDS.some((name) => overview.has(name)),
    history: underFilter('impressionHistory') || underFilter('sentimentHistory'),
    competitors: underFilter('competitorRankings'),
    sources: underFilter('topSources') || underFilter('citationsByCategory'),
    citedNotNamed: metrics.has('citedNotNamed'),
  };
}

export const metricsResolvers: Resolvers = {
  Query: {
    overview: async (_parent, args, ctx, info) => {
      const scope = brandScope(ctx);
      // The cards' reads in one statement, before the fields below ask for them one by one.
      const wanted = overviewReadsWanted(selectedFields(info), selectedFields(info, ['metrics']));
      return overviewWithReads(scope, pageFilter(scope.today, args), wanted);
    },
    topic: async (_parent, { slug, ...args }, ctx) => {
      const scope = brandScope(ctx);
      // The filter is checked before the topic is looked up, so a bad period is refused either way.
      const filter = pageFilter(scope.today, args);
      const topic = await topicBySlug(scope, slug);
      return topic && ({ ...topic, pageFilter: filter } satisfies FilteredTopic);
    },
  },
  Topic: {
    promptCount: (topic: FilteredTopic, { promptKind }) =>
      promptsOfKind(topic, promptKind ? promptKindChoice(promptKind) : (topic.pageFilter?.kind ?? null)),
    metrics: (topic: FilteredTopic, args, ctx) => {
      const account = brandScope(ctx);
      // Its own arguments, else the filter topic() was given, else the dashboard's default (topics list).
      const filter =
        hasFilterArgs(args) || !topic.pageFilter ? pageFilter(account.today, args) : topic.pageFilter;
      return { account, topic, filter };
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
    sourceInsight: (scope) => sourceInsight(scope.account, scope.topic.id, scopeFilter(scope)),
  },
  Metrics: {
    period: (scope) => periodOf(scopeFilter(scope)),
    platforms: (scope) => scopeFilter(scope).platforms ?? [],
    impressions: async (scope) => (await periodFigures(scope)).impressions,
    answers: async (scope) => (await periodFigures(scope)).answers,
    failures: async (scope) => (await periodFigures(scope)).failures,
    refusals: async (scope) => (await periodFigures(scope)).refusals,
    noAnswers: async (scope) => (await periodFigures(scope)).noAnswers,
    change: (scope) => kpiChanges(scope.account, scope.topic.id, scopeFilter(scope)),
    visibility: async (scope) => (await periodFigures(scope)).visibility,
    visibilityBasis: async (scope) => (await periodFigures(scope)).visibilityBasis,
    latestImpressions: async ({ account, topic }) =>
      (await latestFigures(account, topic.id)).latestImpressions,
    latestAnswers: async ({ account, topic }) => (await latestFigures(account, topic.id)).latestAnswers,
    latestDay: async ({ account, topic }) => (await latestFigures(account, topic.id)).latestDay,
    sentimentScore: async (scope) => (await periodFigures(scope)).sentimentScore,
    sentimentMentions: async (scope) => (await periodFigures(scope)).sentimentMentions,
    sentimentAnalyzed: async (scope) => (await periodFigures(scope)).sentimentAnalyzed,
    averagePosition: async (scope) => (await periodFigures(scope)).averagePosition,
    impressionHistory: ({ account, topic, filter }, args) =>
      impressionHistory(account, topic.id, chartRange(args, filter)),
    sentimentHistory: ({ account, topic, filter }, args) =>
      sentimentHistory(account, topic.id, chartRange(args, filter)),
    competitorRankings: (scope, args) =>
      competitorRankings(scope.account, scope.topic.id, ownPeriodRange(scope, args)),
    topSources: (scope, args) => topSources(scope.account, scope.topic.id, ownPeriodRange(scope, args)),
    topDomains: (scope, { first, offset, ...args }) =>
      topDomains(scope.account, scope.topic.id, ownPeriodRange(scope, args), first ?? 10, offset ?? 0),
    visibilityInterval: ({ account, topic }) => visibilityInterval(account, topic.id),
  },
};
