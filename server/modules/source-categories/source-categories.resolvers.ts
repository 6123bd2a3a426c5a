import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { windowOrPeriodRange } from '../metrics/metrics.service';
import {
  citationsByCategory,
  setSourceCategory,
  sourceCategory,
  sourceCategoryOverrides,
} from './source-categories.service';

export const sourceCategoriesResolvers: Resolvers = {
  Query: {
    sourceCategoryOverrides: (_parent, _args, ctx) => sourceCategoryOverrides(accountScope(ctx)),
  },
  Mutation: {
    setSourceCategory: (_parent, { input }, ctx) => setSourceCategory(accountScope(ctx), input),
  },
  Metrics: {
    citationsByCategory: (scope, { window }) =>
      citationsByCategory(scope.account, scope.topic.id, windowOrPeriodRange(scope, window)),
  },
  SourceCount: {
    category: (source, _args, ctx) => sourceCategory(accountScope(ctx), source.domain),
  },
};
