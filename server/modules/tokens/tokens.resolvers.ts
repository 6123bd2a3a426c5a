/** GraphQL adapters of personal API tokens (Settings). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { createApiToken, listApiTokens, revokeToken } from './tokens.service';

export const tokensResolvers: Resolvers = {
  Query: {
    apiTokens: (_parent, _args, ctx) => listApiTokens(accountScope(ctx)),
  },
  Mutation: {
    createApiToken: (_parent, { input }, ctx) =>
      createApiToken(accountScope(ctx), input.name, input.scope ?? 'read', input.pinToBrand ?? false),
    revokeApiToken: (_parent, { input }, ctx) => revokeToken(accountScope(ctx), input.id, ctx.authenticator),
  },
};
