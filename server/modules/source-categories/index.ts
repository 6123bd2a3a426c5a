/** The front door of server/modules/source-categories: what other modules may use. */
export { sourceCategoriesResolvers } from './source-categories.resolvers';
