/** GraphQL adapter of the AI-crawler activity (the Live Mentions feed, its totals and the visits list). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { crawlerActivity, crawlerVisits } from './crawlers.service';
import { ipRangeListsFor } from './verification';

export const crawlersResolvers: Resolvers = {
  Query: {
    crawlerActivity: (_p, _a, ctx) => crawlerActivity(brandScope(ctx), ipRangeListsFor(ctx.config)),
    crawlerVisits: (_p, args, ctx) => crawlerVisits(brandScope(ctx), args),
  },
};
