/** Thin GraphQL adapters of the analytics connectors. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import {
  connectGoogleAnalytics,
  connectSearchConsole,
  disconnectIntegration,
  importBingAiPerformance,
  integrations,
  syncIntegration,
} from './integrations.service';
import { startGoogleOAuth } from './google-oauth';
import { aiSessionsOfPage, bingGroundingQueries } from './traffic.service';

export const integrationsResolvers: Resolvers = {
  Query: {
    integrations: (_p, _a, ctx) => integrations(brandScope(ctx)),
    aiSessions: (_p, args, ctx) => aiSessionsOfPage(brandScope(ctx), args),
    bingGroundingQueries: (_p, args, ctx) => bingGroundingQueries(brandScope(ctx), args),
  },
  Mutation: {
    connectGoogleAnalytics: async (_p, { input }, ctx) => ({
      integration: await connectGoogleAnalytics(brandScope(ctx), input),
    }),
    connectSearchConsole: async (_p, { input }, ctx) => ({
      integration: await connectSearchConsole(brandScope(ctx), input),
    }),
    startGoogleOAuth: (_p, { input }, ctx) => startGoogleOAuth(brandScope(ctx), input),
    syncIntegration: async (_p, { input }, ctx) => ({
      integration: await syncIntegration(brandScope(ctx), input),
    }),
    disconnectIntegration: (_p, { input }, ctx) => disconnectIntegration(brandScope(ctx), input),
    importBingAiPerformance: (_p, { input }, ctx) => importBingAiPerformance(brandScope(ctx), input),
  },
};
