/**
 * GraphQL adapters of the corrections of the analyzer's readings and of its accuracy on them, and of why an
 * answer was read so (the analyzer's rules, or the reviewer where a correction overrides them).
 */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import { answerById } from '../collection/answers.service';
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
    answer: (_parent, { id }, ctx) => answerById(accountScope(ctx), id),
    analysisAccuracy: (_parent, _args, ctx) => accuracyOfAnalysis(accountScope(ctx)),
    reviewQueue: (_parent, { first }, ctx) => reviewQueue(accountScope(ctx), first ?? 10),
  },
  Answer: {
    correction: (answer, _args, ctx) => correctionOf(accountScope(ctx), answer.id),
    why: (answer, _args, ctx) => answerWhy(accountScope(ctx), answer),
  },
  Mutation: {
    correctAnswer: (_parent, { input }, ctx) => correctAnswer(accountScope(ctx), input),
    confirmAnswer: (_parent, { input }, ctx) => confirmAnswer(accountScope(ctx), input),
    clearCorrection: (_parent, { input }, ctx) => clearCorrection(accountScope(ctx), input),
  },
};
