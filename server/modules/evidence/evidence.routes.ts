/**
 * GET /api/answers/:id/evidence/html (the page, sandboxed), GET /api/answers/:id/evidence/raw (the vendor's
 * payload as JSON) and GET /api/export/audit-pack?from=&to= (a zip, ADMIN or OWNER).
 */
import express from 'express';
import type { AppDeps } from '../../context';
import { queryParam, restHandler } from '../../rest/handler';
import { auditPack } from './audit-pack';
import { evidenceHtml, evidenceRaw } from './evidence.service';

export function createEvidenceRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/answers/:id/evidence/html',
    restHandler(deps, { access: 'account', download: true }, (scope, req) =>
      evidenceHtml(scope, String(req.params.id)),
    ),
  );
  router.get(
    '/answers/:id/evidence/raw',
    restHandler(deps, { access: 'account', download: true }, (scope, req) =>
      evidenceRaw(scope, String(req.params.id)),
    ),
  );
  router.get(
    '/export/audit-pack',
    restHandler(deps, { access: 'account', download: true, scan: true }, (scope, req) =>
      auditPack(scope, queryParam(req, 'from'), queryParam(req, 'to')),
    ),
  );
  return router;
}
