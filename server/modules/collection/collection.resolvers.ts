/** Thin GraphQL adapters for collection runs ("Run now", progress) and the answers behind every figure. */
import { withScanTurn } from '../../account-limits';
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import { citedNotNamed, pageFilter } from '../metrics';
import { answersConnection } from './answers.service';
import { searchQueries } from './searches.service';
import { simulatedShare } from './simulated-share.service';
import { collectionRun, collectionRuns, latestCollectionRun, startCollectionRunNow } from './runs.service';
import { askPromptNow, promptAsks } from './prompt-asks.service';

export const collectionResolvers: Resolvers = {
  Query: {
    simulatedShare: (_parent, { topicId, ...args }, ctx) => simulatedShare(brandScope(ctx), args, topicId),
    collectionRun: (_parent, { id }, ctx) => collectionRun(brandScope(ctx), id),
    collectionRuns: (_parent, { first }, ctx) => collectionRuns(brandScope(ctx), first ?? 10),
    latestCollectionRun: (_parent, _args, ctx) => latestCollectionRun(brandScope(ctx)),
    promptAsks: (_parent, { promptId, first }, ctx) => promptAsks(brandScope(ctx), promptId, first ?? 5),
    answers: (_parent, { filter, first, after }, ctx) => {
      const scope = brandScope(ctx);
      const read = () => answersConnection(scope, filter ?? {}, first ?? 20, after ?? null);
      // A search reads the texts of answers no index narrows (answer-search.ts): one of the account's scans.
      return filter?.search?.trim() ? withScanTurn(ctx.limits, { personId: scope.memberId }, read) : read();
    },
    searchQueries: (_parent, { topicId, ...args }, ctx) => {
      const scope = brandScope(ctx);
      return withScanTurn(ctx.limits, { personId: scope.memberId }, () =>
        searchQueries(scope, pageFilter(scope.today, args), topicId),
      );
    },
  },
  Mutation: {
    startCollectionRun: (_parent, _args, ctx) => startCollectionRunNow(brandScope(ctx)),
    askPromptNow: (_parent, { input }, ctx) => askPromptNow(brandScope(ctx), input),
  },
  Metrics: {
    citedNotNamed: (metrics) => citedNotNamed(metrics),
  },
};
