/**
 * GET /api/narrative: what AI says about the brand, as narrative(…) in GraphQL, in the REST routes'
 * envelope and snake_case, under the REST page filter (rest/page-filter.ts). GET /api/export/statements.csv
 * takes the same filter and streams the statements behind those figures.
 */
import express, { type Request } from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { pageFilterArgsOf } from '../../rest/page-filter';
import type { BrandScope } from '../../scope';
import { periodOf } from '../metrics';
import type { NetSentimentFigure } from './net-sentiment';
import { exportStatementsCsv } from './statements.export';
import {
  MIN_SOURCE_ANSWERS,
  narrativeAnswers,
  narrativeOverall,
  narrativeScope,
  narrativeThemes,
  themeQuotes,
  themeSources,
} from './narrative.service';

const netSentimentBody = ({ value, low, high }: NetSentimentFigure) => ({ value, low, high });

/** The page filter of a narrative route in REST's words, resolved as narrative(…) resolves GraphQL's. */
const narrativeOf = (scope: BrandScope, req: Request) => narrativeScope(scope, pageFilterArgsOf(req));

export function createNarrativeRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/export/statements.csv',
    restHandler(deps, { access: 'account', download: true, scan: true }, async (scope, req) =>
      exportStatementsCsv(scope, await narrativeOf(scope, req)),
    ),
  );
  router.get(
    '/narrative',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const narrative = await narrativeOf(scope, req);
      const [answers, overall, themes] = await Promise.all([
        narrativeAnswers(narrative),
        narrativeOverall(narrative),
        narrativeThemes(narrative),
      ]);
      const period = periodOf(narrative.filter);
      return {
        period: { from: period.from, to: period.to, days: period.days },
        answers,
        statements: overall.statements,
        net_sentiment: netSentimentBody(overall.netSentiment),
        min_source_answers: MIN_SOURCE_ANSWERS,
        themes: await Promise.all(
          themes.map(async (theme) => ({
            aspect: theme.aspect,
            label: theme.label,
            statements: theme.statements,
            answers: theme.answers,
            positive: theme.positive,
            neutral: theme.neutral,
            negative: theme.negative,
            net_sentiment: netSentimentBody(theme.netSentiment),
            change: theme.change,
            quotes: (await themeQuotes(theme, 3, null)).map((quote) => ({
              statement_id: quote.statementId,
              text: quote.text,
              answer_id: quote.answerId,
              platform: quote.platform,
              date: quote.day,
              polarity: quote.polarity,
            })),
            competitors: theme.competitors.map((rival) => ({
              competitor_id: rival.competitorId,
              name: rival.name,
              statements: rival.statements,
              net_sentiment: netSentimentBody(rival.netSentiment),
            })),
            sources: await themeSources(theme),
          })),
        ),
      };
    }),
  );
  return router;
}
