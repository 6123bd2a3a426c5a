/** GraphQL adapters of the dashboard figures: the overview and a topic's metrics. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import {
  competitorRankings,
  impressionHistory,
  impressionsTotal,
  overviewScope,
  promptTotal,
  sentimentHistory,
  sourceInsight,
  topicShares,
  topicSummary,
  topPlatforms,
  topSources,
  visibilityInterval,
  type MetricsScope,
} from './metrics.service';

/** One summary per topic and request: the fields below share its load (the request memo). */
const summary = ({ account, topic }: MetricsScope) => topicSummary(account, topic.id);

export const metricsResolvers: Resolvers = {
  Query: {
    overview: (_parent, _args, ctx) => overviewScope(accountScope(ctx)),
  },
  Topic: {
    metrics: (topic, _args, ctx) => ({ account: accountScope(ctx), topic }),
  },
  Overview: {
    metrics: (scope) => scope,
    promptCount: ({ account }) => promptTotal(account),
    impressionsTotal: ({ account, topic }) => impressionsTotal(account, topic.id),
    topPlatforms: ({ account, topic }) => topPlatforms(account, topic.id),
    topicBreakdown: ({ account }) => topicShares(account),
    sourceInsight: ({ account, topic }) => sourceInsight(account, topic.id),
  },
  Metrics: {
    visibility: async (scope) => (await summary(scope)).visibility,
    latestImpressions: async (scope) => (await summary(scope)).latestImpressions,
    latestAnswers: async (scope) => (await summary(scope)).latestAnswers,
    latestDay: async (scope) => (await summary(scope)).latestDay,
    sentimentScore: async (scope) => (await summary(scope)).sentimentScore,
    sentimentMentions: async (scope) => (await summary(scope)).sentimentMentions,
    sentimentAnalyzed: async (scope) => (await summary(scope)).sentimentAnalyzed,
    averagePosition: async (scope) => (await summary(scope)).averagePosition,
    impressionHistory: ({ account, topic }, range) => impressionHistory(account, topic.id, range),
    sentimentHistory: ({ account, topic }, range) => sentimentHistory(account, topic.id, range),
    competitorRankings: ({ account, topic }, { window }) =>
      competitorRankings(account, topic.id, window ?? 'ALL'),
    topSources: ({ account, topic }, { window }) => topSources(account, topic.id, window ?? 'ALL'),
    visibilityInterval: ({ account, topic }) => visibilityInterval(account, topic.id),
  },
};
