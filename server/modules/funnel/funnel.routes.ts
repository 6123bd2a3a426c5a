/**
 * GET /api/page-funnel: the page funnel under the page filter (period, period_from/period_to, platforms,
 * topic_id, prompt_kind) and an optional state, as JSON in the REST routes' snake_case, or as a CSV file
 * with ?format=csv or Accept: text/csv. GET /api/ai-sessions: the overview's AI sessions beside visibility
 * (GraphQL's aiSessionsBesideVisibility) under the same page filter.
 */
import express, { type Request } from 'express';
import type { AppDeps } from '../../context';
import { badInput } from '../../lib/errors';
import { queryParam, restHandler } from '../../rest/handler';
import { pageFilterArgsOf } from '../../rest/page-filter';
import { aiSessionsTrend } from './ai-sessions-trend';
import { funnelCsv } from './funnel.export';
import { FUNNEL_STATES, pageFunnel, type FunnelState, type PageFunnelArgs } from './funnel.service';

const wantsCsv = (req: Request) =>
  req.query.format === 'csv' ||
  (req.query.format === undefined && req.accepts(['application/json', 'text/csv']) === 'text/csv');

function argsOf(req: Request): PageFunnelArgs {
  const state = queryParam(req, 'state')?.toUpperCase() ?? null;
  if (state !== null && !FUNNEL_STATES.includes(state as FunnelState))
    throw badInput(`state must be one of ${FUNNEL_STATES.map((s) => s.toLowerCase()).join(', ')}.`);
  const format = queryParam(req, 'format');
  if (format !== null && format !== 'json' && format !== 'csv') throw badInput('format must be csv or json.');
  return { ...pageFilterArgsOf(req), state: state as FunnelState | null };
}

export function createFunnelRouter(deps: AppDeps) {
  const router = express.Router();
  const asJson = restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) =>
    (await pageFunnel(scope, argsOf(req))).map((row) => ({
      url: row.url,
      state: row.state.toLowerCase(),
      crawls: row.totalCrawls,
      crawls_by_provider: Object.fromEntries(row.crawls.map((c) => [c.provider, c.crawls])),
      last_crawled: row.lastCrawled?.toISOString() ?? null,
      citations: row.totalCitations,
      citations_by_platform: Object.fromEntries(row.citations.map((c) => [c.platform, c.answers])),
      ai_sessions: row.aiSessions,
      engaged_sessions: row.engagedSessions,
      key_events: row.keyEvents,
      revenue: row.revenue,
      revenue_currency: row.revenueCurrency,
      search_clicks: row.searchClicks,
      search_impressions: row.searchImpressions,
      bing_citations: row.bingCitations,
    })),
  );
  const asCsv = restHandler(deps, { access: 'account', download: true }, async (scope, req) =>
    funnelCsv(await pageFunnel(scope, argsOf(req)), scope.today),
  );
  router.get('/page-funnel', (req, res, next) => (wantsCsv(req) ? asCsv : asJson)(req, res, next));
  router.get(
    '/ai-sessions',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const trend = await aiSessionsTrend(scope, pageFilterArgsOf(req));
      return {
        analytics_connected: trend.analyticsConnected,
        synced_through: trend.syncedThrough,
        total_sessions: trend.totalSessions,
        correlation: trend.correlation,
        days_compared: trend.daysCompared,
        summary: trend.summary,
        days: trend.days,
      };
    }),
  );
  return router;
}
