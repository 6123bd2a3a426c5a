/** GraphQL adapters of personal API tokens (Settings). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { createApiToken, listApiTokens, revokeToken } from './tokens.service';

export const tokensResolvers: Resolvers = {
  Query: {
    apiTokens: (_parent, _args, ctx) => listApiTokens(brandScope(ctx)),
  },
  Mutation: {
    createApiToken: (_parent, { input }, ctx) =>
      createApiToken(brandScope(ctx), input.name, input.scope ?? 'read', input.pinToBrand ?? false),
    revokeApiToken: (_parent, { input }, ctx) => revokeToken(brandScope(ctx), input.id, ctx.authenticator),
  },
};
