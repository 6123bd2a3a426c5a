/** The front door of server/modules/fund: what other modules may use. */
export { fundResolvers } from './fund.resolvers';
