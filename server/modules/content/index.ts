/** The front door of server/modules/content: what other modules may use. */
export { contentResolvers } from './content.resolvers';
