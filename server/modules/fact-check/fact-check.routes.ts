/**
 * GET /api/fact-check: the fact check as factCheck(…) gives it in GraphQL, in the REST routes' envelope and
 * snake_case, under the REST page filter (rest/page-filter.ts), with the newest wrong claims (up to 20) and
 * their likely sources. GET /api/export/fact-claims.csv takes the same filter and streams every claim.
 */
import express from 'express';
import type { AppDeps } from '../../context';
import { restHandler } from '../../rest/handler';
import { pageFilterArgsOf } from '../../rest/page-filter';
import { exportClaimsCsv } from './claims.export';
import {
  factCheck,
  likelySources,
  wrongClaims,
  type ClaimCounts,
  type ClaimRate,
} from './fact-check.service';

const countsBody = ({ claims, correct, wrong, outdated, unclear }: ClaimCounts) => ({
  claims,
  correct,
  wrong,
  outdated,
  unclear,
});
const rateBody = ({ value, low, high }: ClaimRate) => ({ value, low, high });

export function createFactCheckRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/export/fact-claims.csv',
    restHandler(deps, { access: 'account', download: true, scan: true }, async (scope, req) =>
      exportClaimsCsv(await factCheck(scope, pageFilterArgsOf(req))),
    ),
  );
  router.get(
    '/fact-check',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) => {
      const check = await factCheck(scope, pageFilterArgsOf(req));
      const wrong = await wrongClaims(check, { first: 20, after: null });
      return {
        answers: check.answers,
        answers_with_claims: check.answersWithClaims,
        ...countsBody(check),
        accuracy: rateBody(check.accuracy),
        by_fact: check.byFact.map((row) => ({
          fact: row.fact,
          label: row.label,
          ...countsBody(row),
          accuracy: rateBody(row.accuracy),
        })),
        by_platform: check.byPlatform.map((row) => ({
          platform: row.platform,
          ...countsBody(row),
          accuracy: rateBody(row.accuracy),
        })),
        wrong_claims: await Promise.all(
          wrong.edges.map(async ({ node }) => ({
            claim_id: node.id,
            fact: node.fact,
            label: node.label,
            stated: node.stated,
            expected: node.expected,
            status: node.status,
            corrected: node.corrected,
            quote: node.quote,
            answer_id: node.answerId,
            platform: node.platform,
            date: node.day,
            likely_sources: await likelySources(node),
          })),
        ),
        wrong_claims_total: wrong.totalCount,
      };
    }),
  );
  return router;
}
