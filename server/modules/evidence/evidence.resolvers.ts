/** Thin GraphQL adapters: Answer.vendorEvidence and Query.evidenceStorage. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { answerEvidence, evidenceStorage } from './evidence.service';

export const evidenceResolvers: Resolvers = {
  Query: {
    evidenceStorage: (_parent, _args, ctx) => evidenceStorage(brandScope(ctx)),
  },
  Answer: {
    vendorEvidence: (answer, _args, ctx) => answerEvidence(brandScope(ctx), answer.id),
  },
};
