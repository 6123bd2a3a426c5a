/** The front door of server/modules/fact-check: what other modules may use. */
export { factCheckResolvers } from './fact-check.resolvers';
export { createFactCheckRouter } from './fact-check.routes';
export {
  allClaimsQuery,
  claimAccuracy,
  claimShare,
  factCheck,
  likelySources,
  valueClaims,
} from './fact-check.service';
export { getFactLabels } from './fact-check.store';
export type { ClaimRate, FactCheckModel, FactClaimModel } from './fact-check.service';
