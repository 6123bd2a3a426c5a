/** The front door of server/modules/facts: what other modules may use. */
export { factsResolvers } from './facts.resolvers';
export { createFactsRouter } from './facts.routes';
export { upsertBrandFact } from './facts.store';
export type { BrandFactRow } from './facts.store';
