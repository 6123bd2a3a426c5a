/**
 * GET /api/brand-facts: the brand's fact sheet as JSON in the REST routes' snake_case, or as a CSV file with
 * ?format=csv or Accept: text/csv. PUT /api/brand-facts: replaces the whole sheet with a JSON array of facts
 * or a CSV file (Content-Type: text/csv), all or nothing.
 */
import express, { type Request } from 'express';
import type { AppDeps } from '../../context';
import { FileDownload } from '../../lib/download';
import { badInput } from '../../lib/errors';
import { queryParam, restHandler } from '../../rest/handler';
import { brandFacts, replaceBrandFacts } from './facts.service';
import { factBody, factSheetCsv, sheetRowsFromCsv, sheetRowsFromJson } from './facts.sheet';

const wantsCsv = (req: Request) =>
  req.query.format === 'csv' ||
  (req.query.format === undefined && req.accepts(['application/json', 'text/csv']) === 'text/csv');

export function createFactsRouter(deps: AppDeps) {
  const router = express.Router();
  const asJson = restHandler(deps, { access: 'account' }, async (scope, req) => {
    const format = queryParam(req, 'format');
    if (format !== null && format !== 'json') throw badInput('format must be csv or json.');
    return (await brandFacts(scope)).map(factBody);
  });
  const asCsv = restHandler(deps, { access: 'account', download: true }, async (scope) => {
    const csv = factSheetCsv(await brandFacts(scope));
    return new FileDownload(
      `sightline-facts-${scope.today}.csv`,
      'text/csv; charset=utf-8',
      (async function* () {
        yield csv;
      })(),
    );
  });
  router.get('/brand-facts', (req, res, next) => (wantsCsv(req) ? asCsv : asJson)(req, res, next));
  router.put(
    '/brand-facts',
    express.json({ limit: '1mb' }),
    express.text({ type: 'text/csv', limit: '1mb' }),
    restHandler(deps, { access: 'account' }, async (scope, req) => {
      const rows = req.is('text/csv') ? sheetRowsFromCsv(String(req.body)) : sheetRowsFromJson(req.body);
      return (await replaceBrandFacts(scope, rows)).map(factBody);
    }),
  );
  return router;
}
