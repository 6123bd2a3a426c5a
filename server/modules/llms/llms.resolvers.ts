/** GraphQL adapters of llms.txt: the account's saved file, its analysis, saving it. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { accountLlmsTxt, analyzeLlmsTxt, saveAccountLlmsTxt } from './llms.service';

export const llmsResolvers: Resolvers = {
  Query: {
    llmsTxt: (_p, _a, ctx) => accountLlmsTxt(accountScope(ctx)),
    llmsTxtAnalysis: (_p, { text }, ctx) => {
      accountScope(ctx);
      return analyzeLlmsTxt(text);
    },
  },
  Mutation: {
    saveLlmsTxt: (_p, { input }, ctx) => saveAccountLlmsTxt(accountScope(ctx), input.content),
  },
};
