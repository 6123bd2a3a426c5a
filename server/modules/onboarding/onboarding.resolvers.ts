/** Thin GraphQL adapters for onboarding, its suggestions and the tracked competitors (issue 6). */
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../../graphql/resolvers-types';
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

export const onboardingViewerFields: Pick<ViewerResolvers, 'onboarding'> = {
  onboarding: (scope) => onboardingState(scope),
};

export const onboardingQueries: Pick<QueryResolvers, 'competitors'> = {
  competitors: (_parent, _args, ctx) => competitors(accountScope(ctx)),
};

export const onboardingMutations: Pick<
  MutationResolvers,
  | 'suggestOnboardingWebsite'
  | 'suggestOnboardingCompetitors'
  | 'suggestOnboardingTopics'
  | 'suggestStarterPrompts'
  | 'completeOnboarding'
  | 'setCompetitors'
> = {
  suggestOnboardingWebsite: (_parent, { brandName }, ctx) =>
    suggestOnboardingWebsite(accountScope(ctx), brandName),
  suggestOnboardingCompetitors: (_parent, args, ctx) => suggestOnboardingCompetitors(accountScope(ctx), args),
  suggestOnboardingTopics: (_parent, args, ctx) => suggestOnboardingTopics(accountScope(ctx), args),
  suggestStarterPrompts: (_parent, args, ctx) => suggestStarterPrompts(accountScope(ctx), args),
  completeOnboarding: (_parent, { input }, ctx) => completeOnboarding(accountScope(ctx), input),
  setCompetitors: (_parent, { names }, ctx) => setCompetitors(accountScope(ctx), names),
};
