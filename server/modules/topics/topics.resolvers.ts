/** GraphQL adapters of the account's topics (topic(slug) is in metrics: it carries the page filter). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { visibleTopics } from './topics.service';

export const topicsResolvers: Resolvers = {
  Query: {
    topics: (_parent, _args, ctx) => visibleTopics(brandScope(ctx)),
  },
};
