/** The front door of server/modules/fact-check: what other modules may use. */
export { factCheckResolvers } from './fact-check.resolvers';
export { createFactCheckRouter } from './fact-check.routes';
export { claimAccuracy, factCheck } from './fact-check.service';
export type { FactCheckModel, FactClaimModel } from './fact-check.service';
