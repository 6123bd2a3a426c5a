/**
 * GraphQL adapters of the corrections of the analyzer's readings and of its accuracy on them, and of why an
 * answer was read so (the analyzer's rules, or the reviewer where a correction overrides them).
 */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { answerById } from '../collection';
import {
  accuracyOfAnalysis,
  clearCorrection,
  confirmAnswer,
  correctAnswer,
  correctionOf,
} from './corrections.service';
import { answerWhy } from './answer-why.service';
import { reviewQueue } from './review-queue';

export const correctionsResolvers: Resolvers = {
  Query: {
    answer: (_parent, { id }, ctx) => answerById(brandScope(ctx), id),
    analysisAccuracy: (_parent, _args, ctx) => accuracyOfAnalysis(brandScope(ctx)),
    reviewQueue: (_parent, { first }, ctx) => reviewQueue(brandScope(ctx), first ?? 10),
  },
  Answer: {
    correction: (answer, _args, ctx) => correctionOf(brandScope(ctx), answer.id),
    why: (answer, _args, ctx) => answerWhy(brandScope(ctx), answer),
  },
  Mutation: {
    correctAnswer: (_parent, { input }, ctx) => correctAnswer(brandScope(ctx), input),
    confirmAnswer: (_parent, { input }, ctx) => confirmAnswer(brandScope(ctx), input),
    clearCorrection: (_parent, { input }, ctx) => clearCorrection(brandScope(ctx), input),
  },
};
