/** GraphQL adapter of the content tools (comparison and generation screens). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { comparisonPages, contentScores, generateContent } from './content.service';

export const contentResolvers: Resolvers = {
  Query: {
    contentScores: (_p, { text }, ctx) => contentScores(brandScope(ctx), text),
    comparisonPages: (_p, { promptId }, ctx) => comparisonPages(brandScope(ctx), promptId ?? null),
  },
  Mutation: {
    generateContent: async (_p, { input }, ctx) => ({
      content: await generateContent(brandScope(ctx), input),
    }),
  },
};
