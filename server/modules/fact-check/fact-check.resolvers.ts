/** GraphQL adapters of the fact check: factCheck(period, platforms, promptKind, topicId), correctFactClaim. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { correctFactClaim, factCheck, likelySources, wrongClaims } from './fact-check.service';

export const factCheckResolvers: Resolvers = {
  Query: {
    factCheck: (_parent, args, ctx) => factCheck(brandScope(ctx), args),
  },
  Mutation: {
    correctFactClaim: (_parent, { input }, ctx) =>
      correctFactClaim(brandScope(ctx), { claimId: input.claimId, status: input.status ?? null }),
  },
  FactCheck: {
    wrongClaims: (check, { first, after }) =>
      wrongClaims(check, { first: first ?? 20, after: after ?? null }),
  },
  FactClaim: {
    likelySources: (claim) => likelySources(claim),
  },
};
