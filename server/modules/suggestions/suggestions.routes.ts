/**
 * The wizard's four suggestion calls (docs/api.md), PUBLIC (no token), over the same service as the
 * GraphQL mutations: `{status: "success", data: {website | competitors | keywords | prompts}}` (the
 * client reads data.data.website, ...), or `{status: "error", message}` with 400 / 429.
 */
import express, { type Router } from 'express';
import type { AppDeps } from '../../context';
import { jsonBody, restHandler } from '../../rest/handler';
import { suggestCompetitors, suggestKeywords, suggestPrompts, suggestWebsite } from './suggestions.service';

export function createSuggestionsRouter(deps: AppDeps): Router {
  const router = express.Router();
  const json = express.json({ limit: '64kb' });
  router.post(
    '/website',
    json,
    restHandler(deps, { access: 'public' }, (ctx, req) => suggestWebsite(ctx, jsonBody(req))),
  );
  router.post(
    '/competitors',
    json,
    restHandler(deps, { access: 'public' }, (ctx, req) => suggestCompetitors(ctx, jsonBody(req))),
  );
  router.post(
    '/keywords',
    json,
    restHandler(deps, { access: 'public' }, (ctx, req) => suggestKeywords(ctx, jsonBody(req))),
  );
  router.post(
    '/prompts',
    json,
    restHandler(deps, { access: 'public' }, (ctx, req) => suggestPrompts(ctx, jsonBody(req))),
  );
  return router;
}
