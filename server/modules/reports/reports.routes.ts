/**
 * The wizard's five POST calls of spec section 7, PUBLIC (no token), over the same services as the
 * GraphQL mutations: `{status: "success", data: {website | competitors | keywords | prompts}}` (the
 * client reads data.data.website, ...), or `{status: "error", message}` with 400 / 409 / 429.
 */
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { AppDeps } from '../../context';
import { AppError, badInput } from '../../lib/errors';
import {
  suggestCompetitors,
  suggestKeywords,
  suggestPrompts,
  suggestWebsite,
} from '../suggestions/suggestions.service';
import { reportByToken, requestReport } from './reports.service';

type Body = Record<string, unknown>;

export function createReportsRouter(deps: AppDeps): Router {
  const router = express.Router();
  const json = express.json({ limit: '64kb' });
  const ctx = (req: Request) => ({ db: deps.db, config: deps.config, ip: req.ip ?? 'unknown' });
  const body = (req: Request): Body => {
    if (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body))
      return req.body as Body;
    throw badInput('The request body must be a JSON object.');
  };

  const handle =
    (run: (req: Request) => Promise<unknown>): RequestHandler =>
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      try {
        res.json({ status: 'success', data: await run(req) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        res.status(error.httpStatus).json({ status: 'error', message: error.message });
      }
    };

  router.post(
    '/website',
    json,
    handle((req) => suggestWebsite(ctx(req), body(req))),
  );
  router.post(
    '/competitors',
    json,
    handle((req) => suggestCompetitors(ctx(req), body(req))),
  );
  router.post(
    '/keywords',
    json,
    handle((req) => suggestKeywords(ctx(req), body(req))),
  );
  router.post(
    '/prompts',
    json,
    handle((req) => suggestPrompts(ctx(req), body(req))),
  );
  router.post(
    '/email/enhanced-report',
    json,
    handle((req) => {
      const { brand, phone, ...rest } = body(req);
      return requestReport(ctx(req), { ...rest, companyName: brand, honeypot: phone });
    }),
  );
  // Follows a request by its token (GraphQL: reportStatus).
  router.get(
    '/reports/:token/status',
    handle(async (req) => {
      const row = await reportByToken(ctx(req), req.params.token);
      if (!row) throw new AppError('NOT_FOUND', 'No report has this token.');
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
