/** Thin GraphQL adapters for onboarding and the tracked competitors. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import {
  competitors,
  completeOnboarding,
  onboardingState,
  setCompetitors,
  setupChecklist,
} from './onboarding.service';

export const onboardingResolvers: Resolvers = {
  Query: {
    competitors: (_parent, _args, ctx) => competitors(accountScope(ctx)),
  },
  Mutation: {
    completeOnboarding: (_parent, { input }, ctx) => completeOnboarding(accountScope(ctx), input),
    setCompetitors: async (_parent, { input }, ctx) => ({
      competitors: await setCompetitors(accountScope(ctx), input.names),
    }),
  },
  Viewer: {
    onboarding: (scope) => onboardingState(scope),
    setup: (scope) => setupChecklist(scope),
  },
};
