/** GraphQL adapters of the repair loop: factIssues(state), factIssue(id), sendFactFix, FactIssue's fields. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import {
  factIssue,
  factIssues,
  issueClaims,
  issueEffect,
  issueSources,
  sendFactFix,
} from './fact-issues.service';

export const factIssuesResolvers: Resolvers = {
  Query: {
    factIssues: (_parent, { state }, ctx) => factIssues(brandScope(ctx), state ?? null),
    factIssue: (_parent, { id }, ctx) => factIssue(brandScope(ctx), id),
  },
  Mutation: {
    sendFactFix: (_parent, { input }, ctx) => sendFactFix(brandScope(ctx), input),
  },
  FactIssue: {
    claims: (issue, { first }) => issueClaims(issue, first ?? 5),
    likelySources: (issue) => issueSources(issue),
    effect: (issue) => issueEffect(issue),
    resolvedOn: (issue) => (issue.state === 'RESOLVED' ? issue.resolvedOn : null),
  },
};
