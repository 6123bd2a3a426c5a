/** GET /api/export/corrections.jsonl: the account's reviewed answers in the analyzer's hold-out format. */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { exportCorrectionsJsonl } from './holdout-export';

export function createCorrectionsRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/export/corrections.jsonl',
    restHandler(deps, { access: 'account', download: true }, (scope) => exportCorrectionsJsonl(scope)),
  );
  return router;
}
