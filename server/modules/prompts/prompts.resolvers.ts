/** GraphQL adapters of the prompts page: active prompts grouped by topic, with their visibility. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { promptGroups } from './prompts.service';

export const promptsResolvers: Resolvers = {
  Query: {
    promptGroups: (_parent, _args, ctx) => promptGroups(accountScope(ctx)),
  },
  PromptGroup: {
    topic: (group) => group.topic,
  },
};
