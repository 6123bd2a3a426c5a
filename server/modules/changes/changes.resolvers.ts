/** GraphQL adapters of the change log and its measured impact. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { annotations, change, changeImpact, changes, impactOf, logChange } from './changes.service';

export const changesResolvers: Resolvers = {
  Query: {
    changes: (_parent, { period }, ctx) => changes(brandScope(ctx), period),
    change: (_parent, { id }, ctx) => change(brandScope(ctx), id),
    changeImpact: (_parent, { id }, ctx) => changeImpact(brandScope(ctx), id),
    annotations: (_parent, args, ctx) => annotations(brandScope(ctx), args),
  },
  LoggedChange: {
    createdBy: (row) => row.createdByEmail,
    impact: (row, _args, ctx) => impactOf(brandScope(ctx), row),
  },
  Mutation: {
    logChange: (_parent, { input }, ctx) => logChange(brandScope(ctx), input),
  },
};
