/** GraphQL adapters of what AI says about the brand: narrative(period, platforms, promptKind, topicId). */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope, fieldsOf } from '../../scope';
import { periodOf } from '../metrics';
import { setInboxState, statementInbox } from './inbox.service';
import { answerStatements, correctStatement, statementAccuracyOf } from './statements.service';
import {
  MIN_SOURCE_ANSWERS,
  narrativeAnswers,
  narrativeAttributes,
  narrativeOverall,
  narrativeScope,
  narrativeThemes,
  themeQuotes,
  themeSources,
  themeTrend,
} from './narrative.service';

/** analysisAccuracy's statement figures: the six read one load per request (statementAccuracyOf). */
const statementAccuracyField = fieldsOf(statementAccuracyOf);

export const narrativeResolvers: Resolvers = {
  Query: {
    narrative: (_parent, args, ctx) => narrativeScope(brandScope(ctx), args),
    statementInbox: (_parent, { first, after, states, aspect, ...filter }, ctx) =>
      statementInbox(brandScope(ctx), filter, {
        first: first ?? 20,
        after: after ?? null,
        states: states ?? null,
        aspect: aspect ?? null,
      }),
  },
  Mutation: {
    setStatementState: (_parent, { input }, ctx) => setInboxState(brandScope(ctx), input),
    correctStatement: (_parent, { input }, ctx) => correctStatement(brandScope(ctx), input),
  },
  Answer: {
    statements: (answer, _args, ctx) => answerStatements(brandScope(ctx), answer.id),
  },
  AnalysisAccuracy: {
    statementReviews: statementAccuracyField('statementReviews'),
    statementPolarityCompared: statementAccuracyField('statementPolarityCompared'),
    statementPolarityAgreed: statementAccuracyField('statementPolarityAgreed'),
    statementPolarityAccuracy: statementAccuracyField('statementPolarityAccuracy'),
    statementAspectsCompared: statementAccuracyField('statementAspectsCompared'),
    statementAspectF1: statementAccuracyField('statementAspectF1'),
  },
  Narrative: {
    period: ({ filter }) => periodOf(filter),
    platforms: ({ filter }) => filter.platforms ?? [],
    answers: (narrative) => narrativeAnswers(narrative),
    statements: async (narrative) => (await narrativeOverall(narrative)).statements,
    netSentiment: async (narrative) => (await narrativeOverall(narrative)).netSentiment,
    themes: (narrative) => narrativeThemes(narrative),
    attributes: (narrative) => narrativeAttributes(narrative),
    minSourceAnswers: () => MIN_SOURCE_ANSWERS,
  },
  Theme: {
    quotes: (theme, { first, polarity }) => themeQuotes(theme, first ?? 3, polarity ?? null),
    sources: (theme) => themeSources(theme),
    trend: (theme) => themeTrend(theme),
  },
};
