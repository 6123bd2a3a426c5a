/** GraphQL adapters of the Action Center's next-steps checklist. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { actionChecklist, setActionStep } from './action.service';

export const actionResolvers: Resolvers = {
  Query: {
    actionChecklist: (_p, _a, ctx) => actionChecklist(brandScope(ctx)),
  },
  Mutation: {
    setActionStep: (_p, { input }, ctx) => setActionStep(brandScope(ctx), input.stepId, input.completed),
  },
};
