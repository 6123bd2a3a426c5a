/** GraphQL adapters of Email Outreach: the sent messages and sending one. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { outreachMessages, sendOutreachEmail } from './outreach.service';

export const outreachResolvers: Resolvers = {
  Query: {
    outreachMessages: (_p, _a, ctx) => outreachMessages(accountScope(ctx)),
  },
  Mutation: {
    sendOutreachEmail: (_p, { input }, ctx) => sendOutreachEmail(accountScope(ctx), input),
  },
};
