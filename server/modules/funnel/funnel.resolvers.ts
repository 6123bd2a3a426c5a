/** Thin GraphQL adapter of the page funnel. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { aiSessionsTrend } from './ai-sessions-trend';
import { pageFunnel } from './funnel.service';

export const funnelResolvers: Resolvers = {
  Query: {
    pageFunnel: (_p, args, ctx) => pageFunnel(brandScope(ctx), args),
    aiSessionsBesideVisibility: (_p, args, ctx) => aiSessionsTrend(brandScope(ctx), args),
  },
};
