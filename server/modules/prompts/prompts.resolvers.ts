/** GraphQL adapters of the prompts page: prompts grouped by topic with their visibility, and the prompts grid. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { promptKindChoice, resolveFilter } from '../metrics/period';
import { promptGrid, promptGroups, promptSparklines } from './prompts.service';

export const promptsResolvers: Resolvers = {
  Query: {
    promptGroups: (_parent, { period, platforms, promptKind }, ctx) => {
      const scope = accountScope(ctx);
      return promptGroups(scope, resolveFilter(scope.today, period, platforms, promptKindChoice(promptKind)));
    },
    promptGrid: (_parent, { period, platforms, promptKind, topicId, search, sort }, ctx) => {
      const scope = accountScope(ctx);
      const filter = resolveFilter(scope.today, period, platforms, promptKindChoice(promptKind));
      return promptGrid(scope, filter, { topicId, search, sort });
    },
    promptSparklines: (_parent, { promptIds, period, platforms }, ctx) => {
      const scope = accountScope(ctx);
      return promptSparklines(scope, resolveFilter(scope.today, period, platforms), promptIds);
    },
  },
  PromptGridRow: {
    sparkline: (row) => row.readSparkline(),
  },
  PromptGroup: {
    topic: (group) => group.topic,
  },
};
