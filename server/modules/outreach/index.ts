/** The front door of server/modules/outreach: what other modules may use. */
export { outreachResolvers } from './outreach.resolvers';
export { sendOutreachEmail } from './outreach.service';
