/** The front door of server/modules/source-categories: what other modules may use. */
export { sourceCategoriesResolvers } from './source-categories.resolvers';
export { categorizeDomain, isBrandPage, siteKind, type SiteKind } from './source-categories.rules';
export { categoryContext } from './source-categories.service';
