/**
 * What the fact check reads of answer_fact_claims, over exactly the answers answers(filter) lists: the
 * collection module's filter on answers, answered (OK) ones only ($1 to $18; this module's own parameters
 * follow).
 */
import type { PlatformId } from '../../../graphql/shared/platforms';
import type { Queryable } from '../../db/db';
import { answeredFilterCte, type AnswersQuery } from '../collection';

export type FactClaimStatus = 'CORRECT' | 'WRONG' | 'OUTDATED' | 'UNCLEAR';
export const FACT_CLAIM_STATUSES: readonly FactClaimStatus[] = ['CORRECT', 'WRONG', 'OUTDATED', 'UNCLEAR'];

/** The claims of one fact on one platform with one status. */
export interface ClaimTallyRow {
  fact: string;
  platform: PlatformId;
  status: FactClaimStatus;
  claims: number;
}

/** The filter's claims by day and status, oldest day first. */
export function getClaimDays(db: Queryable, q: AnswersQuery) {
  const { cte, params } = answeredFilterCte(q);
  return db.query<{ day: string; status: FactClaimStatus; claims: number }>(
    `/* getClaimDays */
    with ${cte}
    select to_char(f.collected_on, 'YYYY-MM-DD') as day, c.status, count(*)::int as claims
    from filtered f join public.answer_fact_claims c on c.answer_id = f.id
    group by f.collected_on, c.status
    order by f.collected_on, c.status`,
    params,
  );
}

/** The filter's claims by fact, platform and status, with the answers counted. */
export async function getClaimTallies(db: Queryable, q: AnswersQuery) {
  const { cte, params } = answeredFilterCte(q);
  const [rows, [answers]] = await Promise.all([
    db.query<ClaimTallyRow>(
      `/* getClaimTallies */
      with ${cte}
      select c.fact_key as fact, f.platform, c.status, count(*)::int as claims
      from filtered f join public.answer_fact_claims c on c.answer_id = f.id
      group by c.fact_key, f.platform, c.status`,
      params,
    ),
    db.query<{ answers: number; answersWithClaims: number }>(
      `/* countClaimAnswers */
      with ${cte}
      select count(*)::int as answers,
        count(*) filter (where exists (select 1 from public.answer_fact_claims c where c.answer_id = f.id))::int
          as "answersWithClaims"
      from filtered f`,
      params,
    ),
  ]);
  return { rows, answers: answers ?? { answers: 0, answersWithClaims: 0 } };
}

/** The labels the fact sheet gives its keys now (a key held once per market: the everywhere row first). */
export async function getFactLabels(db: Queryable, brandId: string): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; label: string }>(
    `/* getFactLabels */
    select distinct on (key) key, label from public.brand_facts
    where user_id = $1::uuid order by key, country nulls first`,
    [brandId],
  );
  return new Map(rows.map((row) => [row.key, row.label]));
}

export interface ClaimRow {
  id: string;
  fact: string;
  stated: string;
  expected: string;
  /** The value normalised ('' for a claim read before values were kept). */
  value: string;
  status: FactClaimStatus;
  analyzerStatus: FactClaimStatus;
  corrected: boolean;
  quote: string;
  answerId: string;
  platform: PlatformId;
  day: string;
  collectedAt: string;
}

const CLAIM_COLUMNS = `c.id, c.fact_key as fact, c.stated, c.expected, c.value, c.status,
  c.analyzer_status as "analyzerStatus", c.corrected_at is not null as corrected, c.quote,
  c.answer_id as "answerId", a.platform, to_char(a.collected_on, 'YYYY-MM-DD') as day,
  a.collected_at::text as "collectedAt"`;

const WRONG = `c.status in ('WRONG', 'OUTDATED')`;

/** A page of the filter's wrong and outdated claims, newest first, after the cursor's position. */
export async function getWrongClaimsPage(
  db: Queryable,
  q: AnswersQuery,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const { cte, params } = answeredFilterCte(q);
  const n = params.length;
  const [rows, [count]] = await Promise.all([
    db.query<ClaimRow>(
      `/* getWrongClaimsPage */
      with ${cte}
      select ${CLAIM_COLUMNS}
      from filtered f
        join public.answer_fact_claims c on c.answer_id = f.id
        join public.answers a on a.id = f.id
      where ${WRONG}
        and ($${n + 1}::timestamptz is null or (a.collected_at, c.id) < ($${n + 1}::timestamptz, $${n + 2}::uuid))
      order by a.collected_at desc, c.id desc
      limit $${n + 3}`,
      [...params, after?.at ?? null, after?.id ?? null, limit],
    ),
    db.query<{ total: number }>(
      `/* countWrongClaims */
      with ${cte}
      select count(*)::int as total
      from filtered f join public.answer_fact_claims c on c.answer_id = f.id
      where ${WRONG}`,
      params,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A page of all the filter's claims, oldest answer first, after the keyset position: the CSV export. */
export function getClaimExportPage(
  db: Queryable,
  q: AnswersQuery,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<(ClaimRow & { topic: string | null; question: string })[]> {
  const { cte, params } = answeredFilterCte(q);
  const n = params.length;
  return db.query(
    `/* getClaimExportPage */
    with ${cte}
    select ${CLAIM_COLUMNS}, t.name as topic, coalesce(a.question, p.question) as question
    from filtered f
      join public.answer_fact_claims c on c.answer_id = f.id
      join public.answers a on a.id = f.id
      join public.prompts p on p.id = a.prompt_id
      left join public.topics t on t.id = p.topic_id
    where $${n + 1}::timestamptz is null or (a.collected_at, c.id) > ($${n + 1}::timestamptz, $${n + 2}::uuid)
    order by a.collected_at, c.id
    limit $${n + 3}`,
    [...params, after?.at ?? null, after?.id ?? null, limit],
  );
}

/** The brand's wrong and outdated claims of one value of one fact, newest first. */
export function getValueClaims(
  db: Queryable,
  brandId: string,
  claim: { fact: string; value: string },
  limit: number,
): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `/* getValueClaims */
    select ${CLAIM_COLUMNS}
    from public.answer_fact_claims c join public.answers a on a.id = c.answer_id
    where c.user_id = $1::uuid and c.fact_key = $2 and c.value = $3 and ${WRONG}
    order by a.collected_at desc, c.id desc
    limit $4`,
    [brandId, claim.fact, claim.value, limit],
  );
}

/** The brand's claims by id (another brand's are not found). */
export function getClaims(db: Queryable, brandId: string, ids: readonly string[]): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `/* getClaims */
    select ${CLAIM_COLUMNS}
    from public.answer_fact_claims c join public.answers a on a.id = c.answer_id
    where c.user_id = $1::uuid and c.id = any($2::uuid[])`,
    [brandId, ids],
  );
}

export interface ClaimSourceRow {
  url: string;
  domain: string;
  /** Answers carrying the wrong value that cite the page. */
  answers: number;
  /** Answers of the filter that cite the page. */
  citing: number;
}

/**
 * The claims `c` of the same wrong value as the claim in parameters $n+1 (fact), $n+2 (value) and $n+3
 * (words): the same fact, a wrong or outdated status, the same normalised value, or for a claim read
 * before values were kept, the same words up to case and spaces.
 */
const sameWrongValue = (n: number) =>
  `c.fact_key = $${n + 1} and ${WRONG} and case when $${n + 2}::text <> '' then c.value = $${n + 2}::text
    else lower(btrim(c.stated)) = lower(btrim($${n + 3})) end`;

/**
 * The pages cited by at least `minAnswers` of the filter's answers that carry this wrong value
 * (sameWrongValue), with how many of the filter's answers cite each; `carrying` and `answers` are the
 * denominators of their lift.
 */
export async function getWrongValueSources(
  db: Queryable,
  q: AnswersQuery,
  claim: { fact: string; value: string; stated: string },
  minAnswers: number,
): Promise<{ rows: ClaimSourceRow[]; carrying: number; answers: number }> {
  const { cte, params } = answeredFilterCte(q);
  const n = params.length;
  const claimParams = [claim.fact, claim.value, claim.stated];
  const [rows, [counts]] = await Promise.all([
    db.query<ClaimSourceRow>(
      `/* getWrongValueSources */
      with ${cte},
      carrying as (
        select distinct c.answer_id from filtered f join public.answer_fact_claims c on c.answer_id = f.id
        where ${sameWrongValue(n)}
      ), candidates as (
        select s.url_id, count(*)::int as answers
        from carrying k join public.answer_sources s on s.answer_id = k.answer_id
        group by s.url_id having count(*) >= $${n + 4}
      ), citing as (
        select s.url_id, count(distinct s.answer_id)::int as citing
        from filtered f join public.answer_sources s on s.answer_id = f.id
        where s.url_id in (select url_id from candidates)
        group by s.url_id
      )
      select u.url, u.domain, k.answers, c.citing
      from candidates k join citing c on c.url_id = k.url_id join public.source_urls u on u.id = k.url_id`,
      [...params, ...claimParams, minAnswers],
    ),
    db.query<{ carrying: number; answers: number }>(
      `/* countWrongValueAnswers */
      with ${cte}
      select count(*)::int as answers,
        count(*) filter (where exists (select 1 from public.answer_fact_claims c where c.answer_id = f.id
          and ${sameWrongValue(n)}))::int as carrying
      from filtered f`,
      [...params, ...claimParams],
    ),
  ]);
  return { rows, carrying: counts?.carrying ?? 0, answers: counts?.answers ?? 0 };
}

/**
 * Sets the status a claim counts as, or with null clears the correction (the analyzer's status counts
 * again); false when the brand has no such claim.
 */
/** The brand's claims a reviewer set the status of, and how many of them the analyzer read the same. */
export async function getClaimReviewCounts(db: Queryable, brandId: string) {
  const [row] = await db.query<{ reviews: number; agreed: number }>(
    `/* getClaimReviewCounts */ select count(*)::int as reviews,
      count(*) filter (where status = analyzer_status)::int as agreed
    from public.answer_fact_claims where user_id = $1 and corrected_at is not null`,
    [brandId],
  );
  return row!;
}

export async function correctClaim(
  tx: Queryable,
  brandId: string,
  claimId: string,
  status: FactClaimStatus | null,
  by: { id: string; email: string | null },
): Promise<boolean> {
  const rows = await tx.query(
    `/* correctFactClaim */ update public.answer_fact_claims set
      status = coalesce($3::text, analyzer_status),
      corrected_by = case when $3::text is null then null else $4::uuid end,
      corrected_by_email = case when $3::text is null then null else $5::text end,
      corrected_at = case when $3::text is null then null else now() end
    where id = $2::uuid and user_id = $1::uuid
    returning id`,
    [brandId, claimId, status, by.id, by.email],
  );
  return rows.length > 0;
}
