/** Exports at /api/export/*: files for spreadsheets and BI tools, token-authenticated like every /api read. */
import express from 'express';
import type { AppDeps } from '../../context';
import { queryParam, restHandler } from '../../rest/handler';
import { exportAnswersCsv } from './exports.service';

export function createExportsRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/export/answers.csv',
    restHandler(deps, { access: 'account', download: true, scan: true }, (scope, req) =>
      exportAnswersCsv(scope, {
        from: queryParam(req, 'from'),
        to: queryParam(req, 'to'),
        topicId: queryParam(req, 'topic_id'),
        platform: queryParam(req, 'platform'),
      }),
    ),
  );
  return router;
}
