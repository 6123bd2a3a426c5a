/** GraphQL adapters of the prompts page: active prompts grouped by topic, with their visibility. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { promptKindChoice, resolveFilter } from '../metrics/period';
import { promptGroups } from './prompts.service';

export const promptsResolvers: Resolvers = {
  Query: {
    promptGroups: (_parent, { period, platforms, promptKind }, ctx) => {
      const scope = accountScope(ctx);
      return promptGroups(scope, resolveFilter(scope.today, period, platforms, promptKindChoice(promptKind)));
    },
  },
  PromptGroup: {
    topic: (group) => group.topic,
  },
};
