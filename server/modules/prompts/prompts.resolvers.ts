/** GraphQL adapters of the prompts page: prompts grouped by topic with their visibility, and the prompts grid. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { DEFAULT_PERIOD, pageFilter, resolveFilter } from '../metrics';
import { promptGrid, promptGroups, promptSparklines } from './prompts.service';

export const promptsResolvers: Resolvers = {
  Query: {
    promptGroups: (_parent, args, ctx) => {
      const scope = brandScope(ctx);
      return promptGroups(scope, pageFilter(scope.today, args));
    },
    promptGrid: (_parent, { topicId, search, sort, ...args }, ctx) => {
      const scope = brandScope(ctx);
      return promptGrid(scope, pageFilter(scope.today, args), { topicId, search, sort });
    },
    promptSparklines: (_parent, { promptIds, period, platforms }, ctx) => {
      const scope = brandScope(ctx);
      return promptSparklines(
        scope,
        resolveFilter(scope.today, period ?? DEFAULT_PERIOD, platforms),
        promptIds,
      );
    },
  },
  PromptGridRow: {
    sparkline: (row) => row.readSparkline(),
  },
  PromptGroup: {
    topic: (group) => group.topic,
  },
};
