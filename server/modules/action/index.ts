/** The front door of server/modules/action: what other modules may use. */
export { actionResolvers } from './action.resolvers';
