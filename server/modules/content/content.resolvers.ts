/** GraphQL adapter of the content scores (comparison and generation screens). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { contentScores } from './content.service';

export const contentResolvers: Resolvers = {
  Query: {
    contentScores: (_p, { text }, ctx) => contentScores(accountScope(ctx), text),
  },
};
