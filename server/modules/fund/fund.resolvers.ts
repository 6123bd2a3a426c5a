import type { QueryResolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { fundOverview, fundPrompts } from './fund.service';

/** The fund view's sample data: thin adapters over fund.service.ts (which refuses non-fund accounts). */
export const fundQueries: Pick<QueryResolvers, 'fundPrompts' | 'fundOverview'> = {
  fundPrompts: (_parent, _args, ctx) => fundPrompts(accountScope(ctx)),
  fundOverview: (_parent, _args, ctx) => fundOverview(accountScope(ctx)),
};
