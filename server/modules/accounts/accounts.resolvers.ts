/** GraphQL adapters of the signed-in account: the viewer, its brand, its dashboard variant and flags. */
import { isPlatformId } from '../../../graphql/shared/platforms';
import type { Resolvers } from '../../graphql/resolvers-types';
import {
  accountScope,
  actionCenterStatus,
  updateBrand,
  viewerBrand,
  viewerProfile,
} from './accounts.service';

export const accountsResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => accountScope(ctx),
    actionCenterStatus: (_parent, _args, ctx) => actionCenterStatus(accountScope(ctx)),
  },
  Mutation: {
    updateBrand: async (_parent, { input }, ctx) => ({ brand: await updateBrand(accountScope(ctx), input) }),
  },
  Viewer: {
    profile: (scope) => viewerProfile(scope),
    brand: (scope) => viewerBrand(scope),
    variant: async (scope) => (await viewerProfile(scope)).dashboardVariant,
    flags: async (scope) => ({ actionCenter: (await actionCenterStatus(scope)).actionCenter }),
    platforms: async (scope) => (await viewerProfile(scope)).platforms.filter(isPlatformId),
  },
};
