/**
 * GET /api/fact-issues?state=OPEN: the brand's fact issues as factIssues(state) gives them in GraphQL, in the
 * REST routes' envelope and snake_case, each with its fix, effect, likely sources and five newest quotes.
 * POST /api/fact-issues/:id/fix: sends a fix (a JSON body as SendFactFixInput without issueId) and answers
 * the issue as it stands then.
 */
import express from 'express';
import type { AppDeps } from '../../context';
import { badInput } from '../../lib/errors';
import { jsonBody, queryParam, restHandler } from '../../rest/handler';
import type { ClaimRate } from '../fact-check';
import {
  factIssues,
  issueClaims,
  issueEffect,
  issueSources,
  sendFactFix,
  type FactIssueModel,
} from './fact-issues.service';
import { FACT_ISSUE_STATES, type FactIssueState } from './fact-issues.store';

/** The quotes each issue carries. */
const QUOTES = 5;

const rateBody = ({ value, low, high }: ClaimRate) => ({ value, low, high });

async function issueBody(issue: FactIssueModel) {
  const [effect, sources, claims] = await Promise.all([
    issueEffect(issue),
    issueSources(issue),
    issueClaims(issue, QUOTES),
  ]);
  const { fix } = issue;
  return {
    id: issue.id,
    fact: issue.fact,
    label: issue.label,
    value: issue.value,
    status: issue.status,
    stated: issue.stated,
    expected: issue.expected,
    state: issue.state,
    first_seen: issue.firstSeen,
    last_seen: issue.lastSeen,
    answers: issue.answers,
    resolved_on: issue.state === 'RESOLVED' ? issue.resolvedOn : null,
    fix: fix && {
      kind: fix.kind,
      day: fix.day,
      url: fix.url,
      note: fix.note,
      outreach_message_id: fix.outreachMessageId,
      change_id: fix.changeId,
      sent_by_email: fix.sentByEmail,
      sent_at: fix.sentAt,
    },
    effect: effect && {
      before: rateBody(effect.before),
      after: rateBody(effect.after),
      claims_before: effect.claimsBefore,
      claims_after: effect.claimsAfter,
      days: effect.days,
    },
    likely_sources: sources,
    claims: claims.map((claim) => ({
      claim_id: claim.id,
      stated: claim.stated,
      status: claim.status,
      quote: claim.quote,
      answer_id: claim.answerId,
      platform: claim.platform,
      date: claim.day,
    })),
  };
}

function stateOf(value: string | null): FactIssueState | null {
  if (value === null) return null;
  if (!FACT_ISSUE_STATES.includes(value as FactIssueState))
    throw badInput(`state must be one of ${FACT_ISSUE_STATES.join(', ')}.`);
  return value as FactIssueState;
}

export function createFactIssuesRouter(deps: AppDeps) {
  const router = express.Router();
  router.get(
    '/fact-issues',
    restHandler(deps, { access: 'account', cacheBody: true }, async (scope, req) =>
      Promise.all((await factIssues(scope, stateOf(queryParam(req, 'state')))).map(issueBody)),
    ),
  );
  router.post(
    '/fact-issues/:id/fix',
    express.json({ limit: '64kb' }),
    restHandler(deps, { access: 'account' }, async (scope, req) => {
      const { issue } = await sendFactFix(scope, { ...jsonBody(req), issueId: String(req.params.id) });
      return issueBody(issue);
    }),
  );
  return router;
}
