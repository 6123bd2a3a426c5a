/** GET /api/topics?ids=…: topic names and slugs by id (docs/api.md, REST). */
import express from 'express';
import type { AppDeps } from '../../context';
import { badInput } from '../../lib/errors';
import { queryParam, restHandler } from '../../rest/handler';
import { topicsByIds } from './topics.service';

const MAX_TOPIC_IDS = 200;

export function createTopicsRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/topics',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const ids = (queryParam(req, 'ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length > MAX_TOPIC_IDS) throw badInput(`At most ${MAX_TOPIC_IDS} topic ids at once.`);
      return (await topicsByIds(scope, ids)).map(({ id, name, slug }) => ({ id, name, slug }));
    }),
  );
  return router;
}
