/**
 * POST /api/crawler-visits: AI-crawler visits from a site's edge or log shipper (Bearer API token), each
 * verified on the way in. GET /api/crawler-visits lists them as GraphQL's crawlerVisits does.
 * POST /api/crawler-logs?format=combined|logpush|json[&mapping=…]: a line-aligned chunk of a log as text
 * (at most 1 MB; the Pages screen's import sends a file this way, signed in), read and ingested the same way.
 */
import express from 'express';
import type { AppDeps } from '../../context';
import { pageFilterArgsOf } from '../../rest/page-filter';
import { queryParam, restHandler } from '../../rest/handler';
import { badInput } from '../../lib/errors';
import { crawlerVisits, ingestCrawlerVisits } from './crawlers.service';
import { importLogChunk, LOG_CHUNK_MAX_BYTES } from './log-import.service';
import { crawlerVerifierFor, type Verification } from './verification';

const VERIFICATIONS: readonly Verification[] = ['verified', 'spoofed', 'unverifiable'];

export function createCrawlersRouter(deps: AppDeps) {
  const router = express.Router();
  router.post(
    '/crawler-visits',
    express.json({ limit: '1mb' }),
    restHandler(deps, { access: 'account' }, (scope, req) =>
      ingestCrawlerVisits(scope, req.body, crawlerVerifierFor(deps)),
    ),
  );
  router.post(
    '/crawler-logs',
    // Any content type is read as text: a chunk of a log is lines, whatever the browser labels it.
    express.text({ type: () => true, limit: LOG_CHUNK_MAX_BYTES }),
    restHandler(deps, { access: 'account' }, (scope, req) =>
      importLogChunk(
        scope,
        {
          format: queryParam(req, 'format'),
          mapping: queryParam(req, 'mapping'),
          text: typeof req.body === 'string' ? req.body : '',
        },
        crawlerVerifierFor(deps),
      ),
    ),
  );
  // period=7d|30d|90d|all or period_from/period_to, provider, verification, page, first, after.
  router.get(
    '/crawler-visits',
    restHandler(deps, { access: 'account' }, (scope, req) => {
      const verification = queryParam(req, 'verification')?.toLowerCase() ?? null;
      if (verification !== null && !VERIFICATIONS.includes(verification as Verification))
        throw badInput('verification must be verified, spoofed or unverifiable.');
      const first = queryParam(req, 'first');
      return crawlerVisits(scope, {
        period: pageFilterArgsOf(req).period,
        provider: queryParam(req, 'provider'),
        verification: verification as Verification | null,
        page: queryParam(req, 'page'),
        first: first === null ? null : Number(first),
        after: queryParam(req, 'after'),
      });
    }),
  );
  return router;
}
