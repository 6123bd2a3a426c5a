/**
 * The REST API at /api/* (docs/api.md): each module's router, composed. The routes are thin
 * adapters over the same services as GraphQL, built with the one wrapper in ./handler.ts.
 */
import express from 'express';
import type { AppDeps } from '../context';
import { createHealthRouter } from './health.routes';
import { DOMAIN_MODULES } from '../modules';

export function createApiRouter(deps: AppDeps) {
  const router = express.Router();
  // Liveness and readiness, public.
  router.use(createHealthRouter(deps));
  // Each module's routes, in the list's order: a signed-in brand's (Bearer token; user_id, when given, must be
  // the caller's own), an edge's crawler visits (API token), and the report wizard's public calls.
  for (const module of Object.values(DOMAIN_MODULES)) if ('routes' in module) router.use(module.routes(deps));

  router.use((_req, res) => {
    res.status(404).json({ status: 'error', message: 'No such API route.' });
  });
  return router;
}
