/** The front door of server/modules/definitions: what other modules may use. */
export { definitionsResolvers } from './definitions.resolvers';
