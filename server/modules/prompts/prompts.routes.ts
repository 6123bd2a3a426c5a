/** GET /api/get-prompts: one record per collected answer, as the original API returned them. */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { pageWhenAsked } from '../../rest/paging';
import { promptRecords } from './prompts.service';

export function createPromptsRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/get-prompts',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) =>
      pageWhenAsked(
        req,
        (await promptRecords(scope)).map((row) => ({
          question: row.question,
          group: row.group,
          visible: row.visible,
          date_of_collection: row.dateOfCollection,
        })),
      ),
    ),
  );
  return router;
}
