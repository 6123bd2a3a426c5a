/** GraphQL adapters of the fact check: factCheck(period, platforms, promptKind, topicId), correctFactClaim. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope, fieldsOf } from '../../scope';
import {
  claimDays,
  claimReviewAccuracy,
  correctFactClaim,
  factCheck,
  likelySources,
  wrongClaims,
} from './fact-check.service';

/** analysisAccuracy's claim figures: the three read one load per request (claimReviewAccuracy). */
const claimAccuracyField = fieldsOf(claimReviewAccuracy);

export const factCheckResolvers: Resolvers = {
  Query: {
    factCheck: (_parent, args, ctx) => factCheck(brandScope(ctx), args),
  },
  Mutation: {
    correctFactClaim: (_parent, { input }, ctx) =>
      correctFactClaim(brandScope(ctx), { claimId: input.claimId, status: input.status ?? null }),
  },
  FactCheck: {
    days: (check) => claimDays(check),
    wrongClaims: (check, { first, after }) =>
      wrongClaims(check, { first: first ?? 20, after: after ?? null }),
  },
  AnalysisAccuracy: {
    claimReviews: claimAccuracyField('claimReviews'),
    claimStatusAgreed: claimAccuracyField('claimStatusAgreed'),
    claimStatusAccuracy: claimAccuracyField('claimStatusAccuracy'),
  },
  FactClaim: {
    likelySources: (claim) => likelySources(claim),
  },
};
