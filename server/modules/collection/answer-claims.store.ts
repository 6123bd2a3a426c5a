/**
 * answer_fact_claims, written beside the answers they come from: the values each answer states for the
 * brand's facts, judged against its fact sheet, with their values normalised (migrations 0097, 0098).
 * Collection writes a new answer's claims with the answer; re-analysis writes each answer's claims as read
 * again.
 */
import type { Queryable } from '../../db/db';
import type { StoredClaim } from '../../core/judge';

/** One answer's claims as its latest reading found them. */
export interface AnswerClaims {
  answerId: string;
  claims: readonly StoredClaim[];
}

/**
 * Writes the answers' claims as read now. A claim read again at the same place (same answer, fact and start)
 * keeps its row: its id and a reviewer's correction stay, its words, value and the analyzer's status are
 * brought up to date (the counted status too where nobody corrected it). The answers' other claims go,
 * unless a person corrected one: what they said stays.
 */
export async function writeAnswerClaims(
  tx: Queryable,
  brandId: string,
  answers: readonly AnswerClaims[],
): Promise<void> {
  if (answers.length === 0) return;
  const rows = answers.flatMap(({ answerId, claims }) =>
    claims.map((claim) => ({
      answer_id: answerId,
      fact_key: claim.factKey,
      stated: claim.stated,
      expected: claim.expected,
      value: claim.value,
      start_at: claim.start,
      end_at: claim.end,
      quote: claim.quote.replaceAll('\u0000', ''),
      status: claim.status,
    })),
  );
  await tx.query(
    `/* writeAnswerClaims */
    with fresh as (
      select t.* from json_to_recordset($2::json) as t(answer_id uuid, fact_key text, stated text,
        expected text, value text, start_at integer, end_at integer, quote text, status text)
    ), gone as (
      delete from public.answer_fact_claims c
      where c.user_id = $1::uuid and c.answer_id = any($3::uuid[]) and c.corrected_at is null
        and not exists (select 1 from fresh f where f.answer_id = c.answer_id
          and f.fact_key = c.fact_key and f.start_at = c.start_at)
    )
    insert into public.answer_fact_claims as c (answer_id, user_id, fact_key, stated, expected, value,
      start_at, end_at, quote, status, analyzer_status)
    select f.answer_id, $1::uuid, f.fact_key, f.stated, f.expected, f.value, f.start_at, f.end_at, f.quote,
      f.status, f.status
    from fresh f
    on conflict (answer_id, fact_key, start_at) do update set
      stated = excluded.stated, expected = excluded.expected, value = excluded.value,
      end_at = excluded.end_at, quote = excluded.quote, analyzer_status = excluded.analyzer_status,
      status = case when c.corrected_at is null then excluded.status else c.status end
    where (c.stated, c.expected, c.value, c.end_at, c.quote, c.analyzer_status)
      is distinct from (excluded.stated, excluded.expected, excluded.value, excluded.end_at, excluded.quote,
        excluded.analyzer_status)`,
    [brandId, JSON.stringify(rows), answers.map(({ answerId }) => answerId)],
  );
}
