/** GraphQL adapter of the AI-crawler activity (the Live Mentions feed and its totals). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { crawlerActivity } from './crawlers.service';

export const crawlersResolvers: Resolvers = {
  Query: {
    crawlerActivity: (_p, _a, ctx) => crawlerActivity(brandScope(ctx)),
  },
};
