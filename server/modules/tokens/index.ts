/** The front door of server/modules/tokens: what other modules may use. */
export { tokensResolvers } from './tokens.resolvers';
export { ApiTokenAuthenticator } from './tokens.service';
export { revokeAllApiTokens, revokeWorkspaceApiTokens } from './tokens.store';
