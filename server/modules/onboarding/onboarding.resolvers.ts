/** Thin GraphQL adapters for onboarding, its suggestions and the tracked competitors. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import {
  competitors,
  completeOnboarding,
  onboardingState,
  setCompetitors,
  suggestOnboardingCompetitors,
  suggestOnboardingTopics,
  suggestOnboardingWebsite,
  suggestStarterPrompts,
} from './onboarding.service';

export const onboardingResolvers: Resolvers = {
  Query: {
    competitors: (_parent, _args, ctx) => competitors(accountScope(ctx)),
  },
  Mutation: {
    suggestOnboardingWebsite: (_parent, { brandName }, ctx) =>
      suggestOnboardingWebsite(accountScope(ctx), brandName),
    suggestOnboardingCompetitors: (_parent, args, ctx) =>
      suggestOnboardingCompetitors(accountScope(ctx), args),
    suggestOnboardingTopics: (_parent, args, ctx) => suggestOnboardingTopics(accountScope(ctx), args),
    suggestStarterPrompts: (_parent, args, ctx) => suggestStarterPrompts(accountScope(ctx), args),
    completeOnboarding: (_parent, { input }, ctx) => completeOnboarding(accountScope(ctx), input),
    setCompetitors: async (_parent, { input }, ctx) => ({
      competitors: await setCompetitors(accountScope(ctx), input.names),
    }),
  },
  Viewer: {
    onboarding: (scope) => onboardingState(scope),
  },
};
