/** The front door of server/modules/onboarding: what other modules may use. */
export { onboardingResolvers } from './onboarding.resolvers';
