/** POST /api/crawler-visits: AI-crawler visits from a site's edge or log shipper (Bearer API token). */
import express, { type Request, type Response } from 'express';
import { buildContext, type AppDeps } from '../../context';
import { AppError } from '../../lib/errors';
import { accountScope } from '../accounts/accounts.service';
import { ingestCrawlerVisits } from './crawlers.service';

export function createCrawlersRouter(deps: AppDeps) {
  const router = express.Router();
  router.post('/crawler-visits', express.json({ limit: '1mb' }), async (req: Request, res: Response) => {
    try {
      const scope = accountScope(await buildContext(req, deps));
      res.json({ status: 'success', data: await ingestCrawlerVisits(scope, req.body) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      res.status(error.httpStatus).json({ status: 'error', message: error.message });
    }
  });
  return router;
}
