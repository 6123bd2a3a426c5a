/** Thin GraphQL adapters for onboarding and the tracked competitors. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import {
  competitors,
  completeOnboarding,
  onboardingState,
  setCompetitors,
  setupChecklist,
} from './onboarding.service';

export const onboardingResolvers: Resolvers = {
  Query: {
    competitors: (_parent, _args, ctx) => competitors(brandScope(ctx)),
  },
  Mutation: {
    completeOnboarding: (_parent, { input }, ctx) => completeOnboarding(brandScope(ctx), input),
    setCompetitors: async (_parent, { input }, ctx) => ({
      competitors: await setCompetitors(brandScope(ctx), input.names),
    }),
  },
  Viewer: {
    onboarding: (scope) => onboardingState(scope),
    setup: (scope) => setupChecklist(scope),
  },
};
