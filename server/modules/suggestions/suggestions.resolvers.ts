/**
 * Thin GraphQL adapter for the suggestions of the report wizard and onboarding. PUBLIC: the service limits
 * calls per account when signed in, per address otherwise. topicSuggestions is the signed-in account's.
 */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import {
  suggestAccountTopics,
  suggestCompetitors,
  suggestKeywords,
  suggestPrompts,
  suggestWebsite,
} from './suggestions.service';

export const suggestionsResolvers: Resolvers = {
  Query: {
    topicSuggestions: (_parent, _args, ctx) => suggestAccountTopics(brandScope(ctx), ctx),
  },
  Mutation: {
    suggestWebsite: (_parent, { input }, ctx) => suggestWebsite(ctx, input),
    suggestCompetitors: (_parent, { input }, ctx) => suggestCompetitors(ctx, input),
    suggestKeywords: (_parent, { input }, ctx) => suggestKeywords(ctx, input),
    suggestPrompts: (_parent, { input }, ctx) => suggestPrompts(ctx, input),
  },
};
