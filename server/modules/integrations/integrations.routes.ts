/**
 * Connecting with a Google account (OAuth): GET /api/integrations/google/start?kind=ga4&target=123
 * (signed in, OWNER or ADMIN) redirects to Google's consent page; Google sends the browser back to
 * GET /api/integrations/google/callback (under PUBLIC_URL), which connects and redirects to Settings →
 * Integrations, or answers 4xx saying in words why not (a forged, altered or expired state, a refused code).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { buildContext, type AppDeps } from '../../context';
import { AppError } from '../../lib/errors';
import { queryParam, sendError } from '../../rest/handler';
import { brandScope } from '../../scope';
import { completeGoogleOAuth, startGoogleOAuth } from './google-oauth';

const text = (req: Request, name: string) => queryParam(req, name) ?? null;

export function createIntegrationsRouter(deps: AppDeps) {
  const router = express.Router();
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
