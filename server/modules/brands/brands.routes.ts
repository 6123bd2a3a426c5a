/** GET /api/action/status: whether the account may use the Action Center (docs/api.md, REST). */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { actionCenterStatus } from './brands.service';

export function createBrandsRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/action/status',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope) => {
      const status = await actionCenterStatus(scope);
      return { action_center: status.actionCenter, availability: status.availability.toLowerCase() };
    }),
  );
  return router;
}
