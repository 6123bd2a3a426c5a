import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { fundOverview, fundPrompts } from './fund.service';

/** The fund view's sample data: thin adapters over fund.service.ts (which refuses non-fund accounts). */
export const fundResolvers: Resolvers = {
  Query: {
    fundPrompts: (_parent, _args, ctx) => fundPrompts(brandScope(ctx)),
    fundOverview: (_parent, _args, ctx) => fundOverview(brandScope(ctx)),
  },
};
