/** GraphQL adapter of the history's re-analysis: its progress on the viewer. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { reanalysisProgress } from './reanalysis.service';

export const reanalysisResolvers: Resolvers = {
  Viewer: {
    reanalysis: (scope) => reanalysisProgress(scope),
  },
};
