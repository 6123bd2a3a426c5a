/** GraphQL adapters of Email Outreach: the sent messages and sending one. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { outreachMessages, sendOutreachEmail } from './outreach.service';

export const outreachResolvers: Resolvers = {
  Query: {
    outreachMessages: (_p, _a, ctx) => outreachMessages(brandScope(ctx)),
  },
  Mutation: {
    sendOutreachEmail: (_p, { input }, ctx) => sendOutreachEmail(brandScope(ctx), input),
  },
};
