/**
 * GraphQL adapters of the signed-in account: the viewer, its brand, its dashboard variant and flags. (The
 * brand is saved by management's updateBrand, which classifies the prompts against it.)
 */
import { attributeWordsByLanguage } from '../../../graphql/shared/brand-attributes';
import { isPlatformId } from '../../../graphql/shared/platforms';
import type { Resolvers } from '../../graphql/resolvers-types';
import { actionCenterStatus, memberProfile, viewerBrand, viewerProfile } from './brands.service';
import { brandScope } from '../../scope';

export const brandsResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => brandScope(ctx),
    actionCenterStatus: (_parent, _args, ctx) => actionCenterStatus(brandScope(ctx)),
  },
  Viewer: {
    profile: (scope) => memberProfile(scope),
    brand: async (scope) => {
      const brand = await viewerBrand(scope);
      return brand && { ...brand, id: scope.brandId };
    },

    variant: async (scope) => (await viewerProfile(scope)).dashboardVariant,
    flags: async (scope) => ({ actionCenter: (await actionCenterStatus(scope)).actionCenter }),
    platforms: async (scope) => (await viewerProfile(scope)).platforms.filter(isPlatformId),
  },
  Brand: {
    attributes: (brand) =>
      brand.attributes.map(({ name, words }) => ({ name, words: attributeWordsByLanguage(words) })),
  },
};
