/**
 * The wizard's report request and its status (docs/api.md), PUBLIC (no token), over the same services
 * as the GraphQL fields: `{status: "success", data}`, or `{status: "error", message}` with 400 / 404 /
 * 409 / 429.
 */
import express, { type Router } from 'express';
import type { AppDeps } from '../../context';
import { notFound } from '../../lib/errors';
import { jsonBody, restHandler } from '../../rest/handler';
import { reportByToken, requestReport } from './reports.service';

export function createReportsRouter(deps: AppDeps): Router {
  const router = express.Router();
  router.post(
    '/email/enhanced-report',
    express.json({ limit: '64kb' }),
    restHandler(deps, { access: 'public' }, (ctx, req) => {
      const { brand, phone, ...rest } = jsonBody(req);
      return requestReport(ctx, { ...rest, companyName: brand, honeypot: phone });
    }),
  );
  // Follows a request by its token (GraphQL: reportStatus).
  router.get(
    '/reports/:token/status',
    restHandler(deps, { access: 'public' }, async (ctx, req) => {
      const row = await reportByToken(ctx, req.params.token);
      if (!row) throw notFound('No report has this token.');
      return {
        status: row.status,
        failure_reason: row.failureReason,
        requested_at: row.createdAt,
        sent_at: row.sentAt,
      };
    }),
  );
  return router;
}
