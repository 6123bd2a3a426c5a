/** GraphQL adapters of llms.txt: the account's saved file, its analysis, saving it. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { accountLlmsTxt, analyzeLlmsTxt, saveAccountLlmsTxt } from './llms.service';

export const llmsResolvers: Resolvers = {
  Query: {
    llmsTxt: (_p, _a, ctx) => accountLlmsTxt(brandScope(ctx)),
    llmsTxtAnalysis: (_p, { text }, ctx) => {
      brandScope(ctx);
      return analyzeLlmsTxt(text);
    },
  },
  Mutation: {
    saveLlmsTxt: (_p, { input }, ctx) => saveAccountLlmsTxt(brandScope(ctx), input.content),
  },
};
