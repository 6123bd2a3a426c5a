/** GraphQL adapters of the Action Center's next-steps checklist. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { actionChecklist, setActionStep } from './action.service';

export const actionResolvers: Resolvers = {
  Query: {
    actionChecklist: (_p, _a, ctx) => actionChecklist(accountScope(ctx)),
  },
  Mutation: {
    setActionStep: (_p, { input }, ctx) => setActionStep(accountScope(ctx), input.stepId, input.completed),
  },
};
