/** GraphQL adapters of the account's topics. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { topicBySlug, visibleTopics } from './topics.service';

export const topicsResolvers: Resolvers = {
  Query: {
    topics: (_parent, _args, ctx) => visibleTopics(accountScope(ctx)),
    topic: (_parent, { slug }, ctx) => topicBySlug(accountScope(ctx), slug),
  },
};
