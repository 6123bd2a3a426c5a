/** GraphQL adapter of the metric definitions ("How we measure"); public, like the page. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { METRIC_DEFINITIONS } from './definitions';

export const definitionsResolvers: Resolvers = {
  Query: {
    metricDefinitions: () => [...METRIC_DEFINITIONS],
  },
};
