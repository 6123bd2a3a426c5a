/** GraphQL adapters of the change log and its measured impact. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { annotations, change, changeImpact, changes, impactOf, logChange } from './changes.service';

export const changesResolvers: Resolvers = {
  Query: {
    changes: (_parent, { period }, ctx) => changes(accountScope(ctx), period),
    change: (_parent, { id }, ctx) => change(accountScope(ctx), id),
    changeImpact: (_parent, { id }, ctx) => changeImpact(accountScope(ctx), id),
    annotations: (_parent, args, ctx) => annotations(accountScope(ctx), args),
  },
  LoggedChange: {
    createdBy: (row) => row.createdByEmail,
    impact: (row, _args, ctx) => impactOf(accountScope(ctx), row),
  },
  Mutation: {
    logChange: (_parent, { input }, ctx) => logChange(accountScope(ctx), input),
  },
};
