/**
 * The REST contract of spec section 7 at /api/*: each module's router, composed. The routes are thin
 * adapters over the same services as GraphQL, built with the one wrapper in ./handler.ts.
 */
import express from 'express';
import type { AppDeps } from '../context';
import { createHealthRouter } from './health.routes';
import { createAccountsRouter } from '../modules/accounts/accounts.routes';
import { createCrawlersRouter } from '../modules/crawlers/crawlers.routes';
import { createCorrectionsRouter } from '../modules/corrections/corrections.routes';
import { createExportsRouter } from '../modules/exports/exports.routes';
import { createMetricsRouter } from '../modules/metrics/metrics.routes';
import { createPromptsRouter } from '../modules/prompts/prompts.routes';
import { createReportsRouter } from '../modules/reports/reports.routes';
import { createSuggestionsRouter } from '../modules/suggestions/suggestions.routes';
import { createTopicsRouter } from '../modules/topics/topics.routes';

export function createApiRouter(deps: AppDeps) {
  const router = express.Router();
  // Liveness and readiness, public.
  router.use(createHealthRouter(deps));
  // A signed-in account's reads (Bearer token; user_id, when given, must be the caller's own).
  router.use(createMetricsRouter(deps));
  router.use(createTopicsRouter(deps));
  router.use(createPromptsRouter(deps));
  router.use(createAccountsRouter(deps));
  router.use(createExportsRouter(deps));
  router.use(createCorrectionsRouter(deps));
  // AI-crawler visits from a site's edge or log shipper (Bearer API token).
  router.use(createCrawlersRouter(deps));
  // The report wizard's calls: PUBLIC.
  router.use(createSuggestionsRouter(deps));
  router.use(createReportsRouter(deps));

  router.use((_req, res) => {
    res.status(404).json({ status: 'error', message: 'No such API route.' });
  });
  return router;
}
