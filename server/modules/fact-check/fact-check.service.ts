/**
 * Is it true? (issue 58): what the answers of the page filter state of the brand's facts, checked against
 * its fact sheet: counts by status, accuracy with its interval by fact and by platform, the wrong and outdated
 * claims one by one with the cited pages likely behind each wrong value, and a reviewer's correction of a
 * claim's status (EDITOR and up, audited, kept by re-analysis).
 */
import { clipped } from '../../lib/clip';
import { cachedRead } from '../../lib/cache';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/time-cursor';
import { announceDataChanged } from '../../db/data-changed';
import { requireRole, type BrandScope } from '../../scope';
import { audited } from '../brands';
import { toAnswersQuery, type AnswersQuery } from '../collection';
import { DEFAULT_PERIOD, wilsonInterval, type PageFilterArgs } from '../metrics';
import { DEFAULT_PROMPT_KIND } from '../../../graphql/shared/prompt-kinds';
import { categorizeDomain, categoryContext } from '../source-categories';
import {
  correctClaim,
  FACT_CLAIM_STATUSES,
  getClaimDays,
  getClaimReviewCounts,
  getClaims,
  getClaimTallies,
  getFactLabels,
  getValueClaims,
  getWrongClaimsPage,
  getWrongValueSources,
  type ClaimRow,
  type FactClaimStatus,
} from './fact-check.store';

/** The most wrong claims one page lists. */
export const MAX_CLAIMS_PAGE = 50;
/** A page is a likely source of a wrong value when at least this many answers carrying it cite it. */
export const MIN_CLAIM_SOURCE_ANSWERS = 2;
/** The most likely sources a claim lists. */
export const CLAIM_SOURCES_LIMIT = 5;

export interface ClaimCounts {
  claims: number;
  correct: number;
  wrong: number;
  outdated: number;
  unclear: number;
}

/** A share of claims with its 95 % Wilson interval, in percent. */
export interface ClaimRate {
  value: number | null;
  low: number | null;
  high: number | null;
}

/** part ÷ whole in percent, with its interval; null figures when there is nothing to count. */
export function claimShare(part: number, whole: number): ClaimRate {
  const interval = wilsonInterval(part, whole);
  if (!interval) return { value: null, low: null, high: null };
  return { value: (100 * part) / whole, low: 100 * interval.low, high: 100 * interval.high };
}

/** correct ÷ (correct + wrong + outdated): an unclear claim says nothing either way. */
export const claimAccuracy = ({ correct, wrong, outdated }: ClaimCounts): ClaimRate =>
  claimShare(correct, correct + wrong + outdated);

const noClaims = (): ClaimCounts => ({ claims: 0, correct: 0, wrong: 0, outdated: 0, unclear: 0 });

function add(counts: ClaimCounts, status: FactClaimStatus, claims: number) {
  counts.claims += claims;
  counts[status.toLowerCase() as Lowercase<FactClaimStatus>] += claims;
}

/** What FactCheck resolves from: the filter's answers and the figures read once. */
export interface FactCheckModel extends ClaimCounts {
  scope: BrandScope;
  query: AnswersQuery;
  answers: number;
  answersWithClaims: number;
  accuracy: ClaimRate;
  byFact: (ClaimCounts & { fact: string; label: string; accuracy: ClaimRate })[];
  byPlatform: (ClaimCounts & { platform: string; accuracy: ClaimRate })[];
  labels: Map<string, string>;
}

type FilterArgs = PageFilterArgs & { topicId?: string | null };

/** The page filter, with its defaults, as answers(filter) reads it: the same answers, counted alike. */
const filterQuery = (scope: BrandScope, args: FilterArgs) =>
  toAnswersQuery(scope, {
    topicId: args.topicId ?? null,
    period: args.period ?? DEFAULT_PERIOD,
    platforms: args.platforms ?? null,
    promptKind: args.promptKind ?? DEFAULT_PROMPT_KIND,
  });

/** Every answered answer of the brand, all time, every platform and prompt kind: what a fact issue spans. */
export const allClaimsQuery = (scope: BrandScope) =>
  toAnswersQuery(scope, {
    topicId: null,
    period: { preset: 'ALL_TIME' },
    platforms: null,
    promptKind: 'ALL',
  });

const queryKey = (q: AnswersQuery) =>
  `fact-check:${q.topicId ?? 'all'}:${q.from ?? '-'}:${q.to ?? '-'}:${q.platforms?.join(',') ?? 'all'}:${q.kind ?? 'both'}`;

/** The fact check of the page filter's answers, with its defaults. */
export async function factCheck(scope: BrandScope, args: FilterArgs): Promise<FactCheckModel> {
  const query = await filterQuery(scope, args);
  const [{ rows, answers }, labels] = await Promise.all([
    cachedRead(scope, queryKey(query), () => getClaimTallies(scope.db, query)),
    getFactLabels(scope.db, scope.brandId),
  ]);
  const total = noClaims();
  const byFact = new Map<string, ClaimCounts>();
  const byPlatform = new Map<string, ClaimCounts>();
  for (const row of rows) {
    add(total, row.status, row.claims);
    for (const [map, id] of [
      [byFact, row.fact],
      [byPlatform, row.platform],
    ] as const) {
      if (!map.has(id)) map.set(id, noClaims());
      add(map.get(id)!, row.status, row.claims);
    }
  }
  const mostFirst = <T extends ClaimCounts>(a: T, b: T) => b.claims - a.claims;
  return {
    scope,
    query,
    labels,
    ...answers,
    ...total,
    accuracy: claimAccuracy(total),
    byFact: [...byFact]
      .map(([fact, counts]) => ({
        fact,
        label: labels.get(fact) ?? fact,
        ...counts,
        accuracy: claimAccuracy(counts),
      }))
      .sort((a, b) => mostFirst(a, b) || a.fact.localeCompare(b.fact)),
    byPlatform: [...byPlatform]
      .map(([platform, counts]) => ({ platform, ...counts, accuracy: claimAccuracy(counts) }))
      .sort((a, b) => mostFirst(a, b) || a.platform.localeCompare(b.platform)),
  };
}

/** The filter's claims day by day, oldest first: accuracy over time. */
export async function claimDays(check: FactCheckModel) {
  const rows = await cachedRead(check.scope, `${queryKey(check.query)}:days`, () =>
    getClaimDays(check.scope.db, check.query),
  );
  const byDay = new Map<string, ClaimCounts>();
  for (const row of rows) {
    if (!byDay.has(row.day)) byDay.set(row.day, noClaims());
    add(byDay.get(row.day)!, row.status, row.claims);
  }
  return [...byDay].map(([day, counts]) => ({ day, ...counts, accuracy: claimAccuracy(counts) }));
}

/** A claim as FactClaim resolves it: its row, its label, and the answers its likely sources are weighed in. */
export interface FactClaimModel extends ClaimRow {
  label: string;
  scope: BrandScope;
  /** The filter it was listed under (a corrected claim: the page filter's defaults). */
  query: AnswersQuery;
}

/** One page of the filter's wrong and outdated claims, newest first. */
export async function wrongClaims(check: FactCheckModel, args: { first: number; after: string | null }) {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > MAX_CLAIMS_PAGE)
    throw badInput(`first must be between 1 and ${MAX_CLAIMS_PAGE}.`);
  const after = args.after ? decodeTimeCursor(args.after, 'wrongClaims') : null;
  const { rows, total } = await getWrongClaimsPage(check.scope.db, check.query, after, args.first + 1);
  const page = rows.slice(0, args.first);
  const cursorOf = (row: ClaimRow) => encodeTimeCursor(row.collectedAt, row.id);
  return {
    edges: page.map((row) => ({
      cursor: cursorOf(row),
      node: {
        ...row,
        label: check.labels.get(row.fact) ?? row.fact,
        scope: check.scope,
        query: check.query,
      } satisfies FactClaimModel,
    })),
    pageInfo: {
      hasNextPage: rows.length > args.first,
      endCursor: page.length > 0 ? cursorOf(page[page.length - 1]!) : null,
    },
    totalCount: total,
  };
}

/** The brand's wrong and outdated claims of one value of one fact, newest first, as FactClaims. */
export async function valueClaims(
  scope: BrandScope,
  claim: { fact: string; value: string },
  first: number,
): Promise<FactClaimModel[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_CLAIMS_PAGE)
    throw badInput(`first must be between 1 and ${MAX_CLAIMS_PAGE}.`);
  const [rows, labels, query] = await Promise.all([
    getValueClaims(scope.db, scope.brandId, claim, first),
    getFactLabels(scope.db, scope.brandId),
    allClaimsQuery(scope),
  ]);
  return rows.map((row) => ({ ...row, label: labels.get(row.fact) ?? row.fact, scope, query }));
}

/**
 * The cited pages likely behind a wrong value: over-represented in the filter's answers carrying the same
 * wrong value (lift = their share of those answers ÷ their share of all the filter's answers, over 1), cited
 * by at least MIN_CLAIM_SOURCE_ANSWERS of them; the brand's own pages left out. None for a correct or
 * unclear claim.
 */
export async function likelySources(
  claim: Pick<FactClaimModel, 'status' | 'fact' | 'value' | 'stated' | 'scope' | 'query'>,
) {
  if (claim.status !== 'WRONG' && claim.status !== 'OUTDATED') return [];
  const { scope, query } = claim;
  const sameValue = claim.value ? `value:${claim.value}` : `words:${claim.stated.trim().toLowerCase()}`;
  const [{ rows, carrying, answers }, categories] = await Promise.all([
    cachedRead(scope, `${queryKey(query)}:sources:${claim.fact}:${sameValue}`, () =>
      getWrongValueSources(scope.db, query, claim, MIN_CLAIM_SOURCE_ANSWERS),
    ),
    categoryContext(scope),
  ]);
  if (carrying === 0 || answers === 0) return [];
  return rows
    .filter((row) => categorizeDomain(row.domain, categories) !== 'owned')
    .map((row) => ({
      url: row.url,
      domain: row.domain,
      answers: row.answers,
      lift: row.answers / carrying / (row.citing / answers),
    }))
    .filter((row) => row.lift > 1)
    .sort((a, b) => b.lift - a.lift || b.answers - a.answers || a.url.localeCompare(b.url))
    .slice(0, CLAIM_SOURCES_LIMIT);
}

/** Sets the status a claim counts as, or clears a correction with null. */
export async function correctFactClaim(
  scope: BrandScope,
  input: { claimId: string; status: FactClaimStatus | null },
): Promise<{ claim: FactClaimModel }> {
  requireRole(scope, 'EDITOR', 'correcting a claim');
  if (!isUuid(input.claimId)) throw badInput('claimId is not a valid id.');
  if (input.status !== null && !FACT_CLAIM_STATUSES.includes(input.status))
    throw badInput(`status must be one of ${FACT_CLAIM_STATUSES.join(', ')}.`);
  const [shown] = await getClaims(scope.db, scope.brandId, [input.claimId]);
  await audited(
    scope,
    input.status === null
      ? 'fact_claim.correction.clear'
      : `fact_claim.correct.${input.status.toLowerCase()}`,
    // The audit log names the claim by its fact and words; an unknown id is refused by the write.
    () => (shown ? `${shown.fact}: “${clipped(shown.quote)}”` : input.claimId),
    async (tx) => {
      const by = { id: scope.memberId, email: scope.memberEmail };
      // Another brand's claim, or none: refused before the audit entry is written.
      if (!(await correctClaim(tx, scope.brandId, input.claimId, input.status, by)))
        throw notFound('Unknown claim.');
    },
  );
  await announceDataChanged(scope);
  const [[row], labels, query] = await Promise.all([
    getClaims(scope.db, scope.brandId, [input.claimId]),
    getFactLabels(scope.db, scope.brandId),
    filterQuery(scope, {}),
  ]);
  return { claim: { ...row!, label: labels.get(row!.fact) ?? row!.fact, scope, query } };
}

export interface ClaimReviewAccuracy {
  claimReviews: number;
  claimStatusAgreed: number;
  claimStatusAccuracy: number | null;
}

/** The analyzer's claim readings against the statuses reviewers set (analysisAccuracy's claim figures). */
export const claimReviewAccuracy = (scope: BrandScope) =>
  scope.memo.get('claim-accuracy', async (): Promise<ClaimReviewAccuracy> => {
    const { reviews, agreed } = await getClaimReviewCounts(scope.db, scope.brandId);
    return {
      claimReviews: reviews,
      claimStatusAgreed: agreed,
      claimStatusAccuracy: reviews === 0 ? null : agreed / reviews,
    };
  });
