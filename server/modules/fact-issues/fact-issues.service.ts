/**
 * The repair loop of the fact check (issue 58): each wrong or outdated value of a fact in circulation is an
 * issue, derived from the counted claims. OPEN until a person sends a fix (an outreach e-mail to a page
 * likely behind it, or a change to the brand's own page; logged as a change) → FIX_SENT → RESOLVED once no
 * answer has stated the value for FACT_ISSUE_QUIET_DAYS days, after the fix's day and the value's latest
 * sighting, across at least FACT_ISSUE_MIN_ANSWERS answers stating the fact → REOPENED when an answer states
 * it after that. An OPEN issue never resolves by itself.
 */
import { factValueText } from '../../../graphql/shared/brand-facts';
import { sendFactFixInput } from '../../../graphql/shared/fact-fix-rules';
import { daysBetween } from '../../../graphql/shared/period-rules';
import type { Config } from '../../config';
import { announceDataChanged } from '../../db/data-changed';
import type { Queryable } from '../../db/db';
import { cachedRead } from '../../lib/cache';
import { clipped } from '../../lib/clip';
import { addDays, type Day } from '../../lib/dates';
import { AppError, badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseBody } from '../../lib/input';
import { requireRole, type BrandScope } from '../../scope';
import { audited } from '../brands';
import { logChange } from '../changes';
import {
  allClaimsQuery,
  claimShare,
  getFactLabels,
  likelySources,
  valueClaims,
  type ClaimRate,
} from '../fact-check';
import { sendOutreachEmail } from '../outreach';
import {
  getIssues,
  getLatestAnswerDay,
  getQuietIssues,
  getValueShares,
  markResolved,
  recordFix,
  reopenStatedAgain,
  syncIssuesWithClaims,
  type FactIssueRow,
  type FactIssueState,
} from './fact-issues.store';

/** The two settings the loop reads: how long and over how many answers a fixed value must stay unsaid. */
export type FactIssueSettings = Pick<Config, 'FACT_ISSUE_QUIET_DAYS' | 'FACT_ISSUE_MIN_ANSWERS'>;

/** The most days the effect of a fix counts on either side of it. */
export const MAX_EFFECT_DAYS = 30;

/**
 * The day a quiet issue resolves, or null: the first day by which it has been quiet for `quietDays` days
 * (from `quietFrom`, up to `latestDay`) and those days hold `minAnswers` answers stating its fact.
 */
export function resolutionDay(
  quietFrom: Day,
  latestDay: Day,
  mentions: readonly { day: Day; answers: number }[],
  settings: FactIssueSettings,
): Day | null {
  const earliest = addDays(quietFrom, settings.FACT_ISSUE_QUIET_DAYS - 1);
  if (earliest > latestDay) return null;
  let answers = 0;
  for (const { day, answers: onDay } of mentions) {
    if (day > latestDay) break;
    answers += onDay;
    if (answers >= settings.FACT_ISSUE_MIN_ANSWERS) return day > earliest ? day : earliest;
  }
  return null;
}

/**
 * Brings the brand's issues in line with its claims and moves their states: new values open, resolved ones
 * stated again reopen, fixed ones quiet long enough resolve. Run in a transaction where `db` is one; it
 * depends on the data alone, so running it again changes nothing.
 */
export async function refreshFactIssues(
  db: Queryable,
  brandId: string,
  settings: FactIssueSettings,
): Promise<void> {
  await syncIssuesWithClaims(db, brandId);
  await reopenStatedAgain(db, brandId);
  const resolved = (await getQuietIssues(db, brandId)).flatMap(({ id, quietFrom, latestDay, mentions }) => {
    const day = resolutionDay(quietFrom, latestDay, mentions, settings);
    return day ? [{ id, day }] : [];
  });
  await markResolved(db, brandId, resolved);
}

/** The refresh a read makes first: once per change of the brand's data (cached until the next notice). */
const refreshedForRead = (scope: BrandScope) =>
  cachedRead(scope, 'fact-issues:refreshed', () => refreshFactIssues(scope.db, scope.brandId, scope.config));

/** An issue as FactIssue resolves it. */
export interface FactIssueModel extends FactIssueRow {
  label: string;
  scope: BrandScope;
}

async function issuesOf(
  scope: BrandScope,
  selection: Parameters<typeof getIssues>[2],
): Promise<FactIssueModel[]> {
  await refreshedForRead(scope);
  const [rows, labels] = await Promise.all([
    getIssues(scope.db, scope.brandId, selection),
    getFactLabels(scope.db, scope.brandId),
  ]);
  return rows.map((row) => ({
    ...row,
    // A yes/no fact's claims word whole sentences ("does not offer a free plan"): the issue states the answer.
    stated:
      row.kind === 'BOOLEAN'
        ? factValueText({ kind: 'BOOLEAN', value: row.value, unit: null, currency: null })
        : row.stated,
    label: labels.get(row.fact) ?? row.fact,
    scope,
  }));
}

/** The brand's issues in one state, or all: open and reopened first, then the most answers. */
export function factIssues(scope: BrandScope, state: FactIssueState | null): Promise<FactIssueModel[]> {
  return issuesOf(scope, { states: state ? [state] : null });
}

/** One of the brand's issues; null for an unknown id or another brand's. */
export async function factIssue(scope: BrandScope, id: string): Promise<FactIssueModel | null> {
  if (!isUuid(id)) return null;
  const [issue] = await issuesOf(scope, { ids: [id.toLowerCase()] });
  return issue ?? null;
}

/** Its quotes, newest first. */
export const issueClaims = (issue: FactIssueModel, first: number) => valueClaims(issue.scope, issue, first);

/** The cited pages likely behind its value, over all the brand's answers. */
export async function issueSources(issue: FactIssueModel) {
  return likelySources({ ...issue, query: await allClaimsQuery(issue.scope) });
}

export interface FactIssueEffectModel {
  before: ClaimRate;
  after: ClaimRate;
  claimsBefore: number;
  claimsAfter: number;
  days: number;
}

/**
 * What the fix did: the share of the fact's claims carrying the value over the N days before the fix's day
 * and the N days after it (N = the days since the fix up to the brand's latest answer day, at most
 * MAX_EFFECT_DAYS). The fix's own day is on neither side: it went live at some hour of it.
 */
export async function issueEffect(issue: FactIssueModel): Promise<FactIssueEffectModel | null> {
  if (!issue.fix) return null;
  const { db, brandId } = issue.scope;
  const latest = await getLatestAnswerDay(db, brandId);
  const fixDay = issue.fix.day;
  const days = latest ? Math.max(0, Math.min(MAX_EFFECT_DAYS, daysBetween(fixDay, latest) - 1)) : 0;
  const shares = await getValueShares(
    db,
    brandId,
    issue,
    { from: addDays(fixDay, -days), to: addDays(fixDay, -1) },
    { from: addDays(fixDay, 1), to: addDays(fixDay, days) },
  );
  return {
    before: claimShare(shares.carryingBefore, shares.claimsBefore),
    after: claimShare(shares.carryingAfter, shares.claimsAfter),
    claimsBefore: shares.claimsBefore,
    claimsAfter: shares.claimsAfter,
    days,
  };
}

/** The longest change title (the change log's own limit). */
const CHANGE_TITLE_MAX = 200;

const changeTitle = (issue: FactIssueModel) =>
  clipped(`Fix: ${issue.label} stated as ${issue.stated.trim()}`, CHANGE_TITLE_MAX);

/**
 * Sends a fix for an issue (EDITOR and up): for OUTREACH, the e-mail to the page's owner through the Action
 * Center's outreach; the change logged on the fix's day; the issue FIX_SENT with the fix (audited). Refused
 * before anything is sent or written: bad input, a day to come, another brand's issue, a resolved one.
 */
export async function sendFactFix(
  scope: BrandScope,
  input: { issueId: string } & Record<string, unknown>,
): Promise<{ issue: FactIssueModel }> {
  requireRole(scope, 'EDITOR', 'sending a fix');
  const { issueId, ...fields } = input;
  const fix = parseBody(sendFactFixInput, fields);
  const day = fix.day ?? scope.today;
  if (day > scope.today)
    throw badInput('day must be today or earlier: a fix cannot go live in the future.', 'day');
  const issue = await factIssue(scope, issueId);
  if (!issue) throw notFound('Unknown fact issue.');
  if (issue.state === 'RESOLVED')
    throw new AppError(
      'CONFLICT',
      'This issue is resolved: answers stopped stating the value after its fix. ' +
        'It takes a new fix once it reopens.',
    );

  const outreach = fix.email
    ? await sendOutreachEmail(scope, {
        sourceId: new URL(fix.url).hostname.slice(0, 100),
        sourceName: new URL(fix.url).hostname.slice(0, 200),
        to: fix.email.to,
        subject: fix.email.subject,
        body: fix.email.body,
      })
    : null;
  const { change } = await logChange(scope, { title: changeTitle(issue), day, url: fix.url });
  await audited(
    scope,
    `fact_issue.fix.${fix.kind.toLowerCase()}`,
    () => issue.id,
    async (tx) => {
      const recorded = await recordFix(tx, scope.brandId, issue.id, {
        kind: fix.kind,
        day,
        url: fix.url,
        note: fix.note,
        outreachMessageId: outreach?.message.id ?? null,
        changeId: change.id,
        sentBy: scope.memberId,
        sentByEmail: scope.memberEmail,
      });
      if (!recorded) throw notFound('Unknown fact issue.');
      // A fix dated back may find the value quiet long enough already.
      await refreshFactIssues(tx, scope.brandId, scope.config);
    },
  );
  await announceDataChanged(scope);
  return { issue: (await factIssue(scope, issue.id))! };
}
