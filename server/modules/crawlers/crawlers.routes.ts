/** POST /api/crawler-visits: AI-crawler visits from a site's edge or log shipper (Bearer API token). */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { ingestCrawlerVisits } from './crawlers.service';

export function createCrawlersRouter(deps: AppDeps) {
  const router = express.Router();
  router.post(
    '/crawler-visits',
    express.json({ limit: '1mb' }),
    restHandler(deps, { access: 'account' }, (scope, req) => ingestCrawlerVisits(scope, req.body)),
  );
  return router;
}
