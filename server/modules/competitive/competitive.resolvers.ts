/** GraphQL adapters of the competitors page: competitive(period, platforms, promptKind). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { pageFilter, periodOf } from '../metrics';
import {
  answerGaps,
  competitiveBrands,
  competitiveHeatmap,
  competitiveScope,
  competitiveSeries,
  gapCount,
  headToHead,
  periodAnswers,
} from './competitive.service';

export const competitiveResolvers: Resolvers = {
  Query: {
    competitive: (_parent, args, ctx) => {
      const scope = brandScope(ctx);
      return competitiveScope(scope, pageFilter(scope.today, args));
    },
  },
  Competitive: {
    period: ({ filter }) => periodOf(filter),
    platforms: ({ filter }) => filter.platforms ?? [],
    answers: (scope) => periodAnswers(scope),
    brands: (scope) => competitiveBrands(scope),
    series: (scope) => competitiveSeries(scope),
    heatmap: (scope) => competitiveHeatmap(scope),
    headToHead: (scope) => headToHead(scope),
    gapCount: (scope) => gapCount(scope),
    gaps: (scope, { first, offset }) => answerGaps(scope, first ?? 10, offset ?? 0),
  },
};
