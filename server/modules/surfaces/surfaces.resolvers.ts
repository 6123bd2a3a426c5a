/** Thin GraphQL adapters: Answer.surface and .products, PromptAskAnswer.products, the app platforms, productVisibility, surfaceDivergence. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import {
  answerProducts,
  appPlatforms,
  productCardsRead,
  productVisibility,
  realAppPlatforms,
  surfaceDivergence,
} from './surfaces.service';

export const surfacesResolvers: Resolvers = {
  Query: {
    productVisibility: (_parent, args, ctx) => productVisibility(brandScope(ctx), args),
    surfaceDivergence: (_parent, args, ctx) => surfaceDivergence(brandScope(ctx), args),
  },
  Answer: {
    surface: (answer) => answer.surface,
    products: (answer, _args, ctx) => answerProducts(brandScope(ctx), answer.id),
  },
  PromptAskAnswer: {
    products: (answer, _args, ctx) => productCardsRead(brandScope(ctx), answer.products),
  },
  CollectionSettings: {
    appPlatforms: (_settings, _args, ctx) => appPlatforms(brandScope(ctx)),
    realAppPlatforms: (_settings, _args, ctx) => realAppPlatforms(brandScope(ctx)),
  },
};
