/** GraphQL adapter of the AI-crawler activity (the Live Mentions feed and its totals). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { crawlerActivity } from './crawlers.service';

export const crawlersResolvers: Resolvers = {
  Query: {
    crawlerActivity: (_p, _a, ctx) => crawlerActivity(accountScope(ctx)),
  },
};
