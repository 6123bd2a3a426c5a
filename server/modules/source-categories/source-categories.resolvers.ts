import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { ownPeriodRange } from '../metrics';
import {
  citationsByCategory,
  setSourceCategory,
  sourceCategory,
  sourceCategoryOverrides,
} from './source-categories.service';

export const sourceCategoriesResolvers: Resolvers = {
  Query: {
    sourceCategoryOverrides: (_parent, _args, ctx) => sourceCategoryOverrides(brandScope(ctx)),
  },
  Mutation: {
    setSourceCategory: (_parent, { input }, ctx) => setSourceCategory(brandScope(ctx), input),
  },
  Metrics: {
    citationsByCategory: (scope, args) =>
      citationsByCategory(scope.account, scope.topic.id, ownPeriodRange(scope, args)),
  },
  SourceCount: {
    category: (source, _args, ctx) => sourceCategory(brandScope(ctx), source.domain),
  },
};
