/**
 * GET /api/integrations (OWNER or ADMIN): the brand's analytics connections as GraphQL's integrations.
 * GET /api/page-funnel/ai-sessions?page=https://…: one page's AI sessions by day and source (GraphQL's
 * aiSessions), over period (7d|30d|90d|all) or period_from/period_to. GET /api/bing-grounding-queries: Bing's
 * grounding queries from the uploaded export (GraphQL's bingGroundingQueries), over the period, first (1–200).
 *
 * Connecting with a Google account (OAuth): GET /api/integrations/google/start?kind=ga4&target=123
 * (signed in, OWNER or ADMIN) redirects to Google's consent page; Google sends the browser back to
 * GET /api/integrations/google/callback (under PUBLIC_URL), which connects and redirects to Settings →
 * Integrations, or answers 4xx saying in words why not (a forged, altered or expired state, a refused code).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { buildContext, type AppDeps } from '../../context';
import { AppError, badInput } from '../../lib/errors';
import { queryParam, restHandler, sendError } from '../../rest/handler';
import { pageFilterArgsOf } from '../../rest/page-filter';
import { brandScope } from '../../scope';
import { completeGoogleOAuth, startGoogleOAuth } from './google-oauth';
import { integrations } from './integrations.service';
import { aiSessionsOfPage, bingGroundingQueries } from './traffic.service';

const text = (req: Request, name: string) => queryParam(req, name) ?? null;

/** A whole number of a query parameter, or null when absent. */
function wholeNumberParam(req: Request, name: string): number | null {
  const value = queryParam(req, name);
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw badInput(`${name} must be a whole number.`);
  return Number(value);
}

export function createIntegrationsRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/integrations',
    restHandler(deps, { access: 'account' }, async (scope) =>
      (await integrations(scope)).map((integration) => ({
        kind: integration.kind,
        target: integration.target,
        account_email: integration.accountEmail,
        status: integration.status,
        last_sync_at: integration.lastSyncAt?.toISOString() ?? null,
        synced_through: integration.syncedThrough,
        error: integration.error,
        connected_at: integration.connectedAt.toISOString(),
        rows: integration.rows,
      })),
    ),
  );
  router.get(
    '/page-funnel/ai-sessions',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const page = queryParam(req, 'page');
      if (page === null)
        throw badInput('page is required: a page’s address (https://…), as /api/page-funnel gives it.');
      const rows = await aiSessionsOfPage(scope, { page, period: pageFilterArgsOf(req).period });
      return rows.map((row) => ({
        day: row.day,
        source: row.source,
        channel_group: row.channelGroup,
        sessions: row.sessions,
        engaged_sessions: row.engagedSessions,
        key_events: row.keyEvents,
        revenue: row.revenue,
        revenue_currency: row.revenueCurrency,
      }));
    }),
  );
  router.get(
    '/bing-grounding-queries',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const grounding = await bingGroundingQueries(scope, {
        period: pageFilterArgsOf(req).period,
        first: wholeNumberParam(req, 'first'),
      });
      return {
        uploaded: grounding.uploaded,
        file_name: grounding.fileName,
        total: grounding.total,
        queries: grounding.queries,
      };
    }),
  );
  router.get('/integrations/google/start', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const scope = brandScope(await buildContext(req, deps));
      const { url } = startGoogleOAuth(scope, {
        kind: text(req, 'kind') ?? '',
        target: text(req, 'target') ?? '',
      });
      res.set('Cache-Control', 'no-store');
      res.redirect(302, url);
    } catch (error) {
      if (error instanceof AppError) return sendError(res, error);
      next(error);
    }
  });
  router.get('/integrations/google/callback', async (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    try {
      const { kind } = await completeGoogleOAuth(deps, {
        code: text(req, 'code'),
        state: text(req, 'state'),
        error: text(req, 'error'),
      });
      res.redirect(
        302,
        `${deps.config.publicUrl.replace(/\/$/, '')}/dashboard/settings/integrations?connected=${kind}`,
      );
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      // A browser lands here: the refusal in words, as a page.
      res.status(error.httpStatus).type('text/plain').send(error.message);
    }
  });
  return router;
}
