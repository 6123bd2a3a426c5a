import {
  accountScope,
  actionCenterStatus,
  updateBrand,
  viewerBrand,
  viewerProfile,
} from '../modules/accounts/accounts.service';
import {
  competitorRankings,
  impressionHistory,
  impressionsTotal,
  overviewScope,
  promptTotal,
  sentimentHistory,
  topicShares,
  topicSummary,
  topPlatforms,
  topSources,
  type MetricsScope,
} from '../modules/metrics/metrics.service';
// Fund view sample data (issue 3): only the fund account may read it.
import { fundQueries } from '../modules/fund/fund.resolvers';
import { METRIC_DEFINITIONS } from '../modules/metrics/definitions';
import { promptGroups } from '../modules/prompts/prompts.service';
// Collection runs, answers, visibility interval, prompt/topic management (issue 6).
import {
  collectionMetricsFields,
  collectionMutations,
  collectionQueries,
} from '../modules/collection/collection.resolvers';
// Action Center tools (issue 5): checklist, llms.txt, content scores, crawler visits, outreach.
import { actionMutations, actionQueries } from '../modules/action/action.resolvers';
// Onboarding, its suggestions and the tracked competitors (issue 6).
import {
  onboardingMutations,
  onboardingQueries,
  onboardingViewerFields,
} from '../modules/onboarding/onboarding.resolvers';
// Public report wizard (issue 4): its fields need no token.
import { reportMutations, reportQueries } from '../modules/reports/reports.resolvers';
import { createApiToken, listApiTokens, revokeToken } from '../modules/tokens/tokens.service';
import { topicBySlug, visibleTopics } from '../modules/topics/topics.service';
import type { Platform, Resolvers } from './resolvers-types';
import { DateScalar, DateTimeScalar } from './scalars';

const toPlatform = (platform: string) => platform.toUpperCase() as Platform;

const summary = ({ account, topic }: MetricsScope) => topicSummary(account, topic.id);

/** Thin adapters: every field calls a service with the caller's account scope. */
export const resolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Query: {
    health: () => 'ok',
    metricDefinitions: () => [...METRIC_DEFINITIONS],
    viewer: (_parent, _args, ctx) => accountScope(ctx),
    topics: (_parent, _args, ctx) => visibleTopics(accountScope(ctx)),
    topic: (_parent, { slug }, ctx) => topicBySlug(accountScope(ctx), slug),
    overview: (_parent, _args, ctx) => overviewScope(accountScope(ctx)),
    promptGroups: (_parent, _args, ctx) => promptGroups(accountScope(ctx)),
    actionCenterStatus: (_parent, _args, ctx) => actionCenterStatus(accountScope(ctx)),
    apiTokens: (_parent, _args, ctx) => listApiTokens(accountScope(ctx)),
    ...reportQueries, // public report wizard
    ...collectionQueries, // collection runs, answers, management (issue 6)
    ...fundQueries, // fund view sample data
    ...actionQueries, // Action Center tools
    ...onboardingQueries, // tracked competitors (issue 6)
  },
  Mutation: {
    createApiToken: (_parent, { input }, ctx) => createApiToken(accountScope(ctx), input.name),
    revokeApiToken: (_parent, { id }, ctx) => revokeToken(accountScope(ctx), id, ctx.authenticator),
    updateBrand: async (_parent, { input }, ctx) => ({ brand: await updateBrand(accountScope(ctx), input) }),
    ...reportMutations, // public report wizard
    ...collectionMutations, // Run now, topic/prompt management (issue 6)
    ...actionMutations, // Action Center tools
    ...onboardingMutations, // onboarding and competitors (issue 6)
  },
  Viewer: {
    profile: (scope) => viewerProfile(scope),
    brand: (scope) => viewerBrand(scope),
    variant: async (scope) => ((await viewerProfile(scope)).dashboardVariant === 'fund' ? 'FUND' : 'GENERAL'),
    flags: async (scope) => ({ actionCenter: (await actionCenterStatus(scope)).actionCenter }),
    platforms: async (scope) => (await viewerProfile(scope)).platforms.map(toPlatform),
    ...onboardingViewerFields, // onboarding state (issue 6)
  },
  Topic: {
    metrics: (topic, _args, ctx) => ({ account: accountScope(ctx), topic }),
  },
  Overview: {
    metrics: (scope) => scope,
    promptCount: ({ account }) => promptTotal(account),
    impressionsTotal: ({ account, topic }) => impressionsTotal(account, topic.id),
    topPlatforms: async ({ account, topic }) =>
      (await topPlatforms(account, topic.id)).map((row) => ({ ...row, platform: toPlatform(row.platform) })),
    topicBreakdown: ({ account }) => topicShares(account),
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
    ...collectionMetricsFields, // Wilson interval (issue 6)
  },
  PromptGroup: {
    topic: (group) => group.topic,
  },
};
