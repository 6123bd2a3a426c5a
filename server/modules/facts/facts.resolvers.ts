/** Thin GraphQL adapter for the brand's fact sheet (facts.graphql). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import {
  brandFacts,
  confirmBrandFact,
  deleteBrandFact,
  importBrandFacts,
  setBrandFact,
} from './facts.service';
import { suggestBrandFacts } from './facts.suggest';

export const factsResolvers: Resolvers = {
  Query: {
    brandFacts: (_parent, _args, ctx) => brandFacts(brandScope(ctx)),
  },
  Mutation: {
    setBrandFact: (_parent, { input: { aliases, ...fact } }, ctx) =>
      setBrandFact(brandScope(ctx), {
        ...fact,
        aliases: aliases && Object.fromEntries(aliases.map(({ language, words }) => [language, words])),
      }),
    deleteBrandFact: (_parent, { input }, ctx) => deleteBrandFact(brandScope(ctx), input),
    confirmBrandFact: (_parent, { input }, ctx) => confirmBrandFact(brandScope(ctx), input),
    suggestBrandFacts: (_parent, _args, ctx) => suggestBrandFacts(brandScope(ctx), ctx),
    importBrandFacts: async (_parent, { input }, ctx) => ({
      facts: await importBrandFacts(brandScope(ctx), input),
    }),
  },
  BrandFact: {
    aliases: (fact) => Object.entries(fact.aliases).map(([language, words]) => ({ language, words })),
  },
};
