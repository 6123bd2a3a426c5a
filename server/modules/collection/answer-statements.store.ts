/**
 * answer_statements, written beside the answers they come from: what each answer says of the brand and of
 * each tracked competitor (migration 0092). Collection writes a new answer's statements with the answer;
 * re-analysis writes each answer's statements as read again.
 */
import type { Queryable } from '../../db/db';
import type { StoredStatement } from '../../core/judge';
import { answersWithIds, countStatements } from '../../core/rollups';

/** One answer's statements as its latest reading found them. */
export interface AnswerStatements {
  answerId: string;
  statements: readonly StoredStatement[];
}

/**
 * Writes the answers' statements as read now. A statement read again at the same place (same answer, name
 * and start) keeps its row: its id, its inbox state and a reviewer's correction stay, its words and the
 * analyzer's reading are brought up to date (the counted reading too where nobody corrected it). The
 * answers' other statements go, unless a person corrected one or set its state: what they said stays; a
 * competitor that is not the brand's is skipped. The statement rollups count the answers as they read now:
 * their rows are taken out first, unless the answers are `fresh` (stored in this transaction, with no
 * statements yet). Runs under the account's rollup lock.
 */
export async function writeAnswerStatements(
  tx: Queryable,
  brandId: string,
  answers: readonly AnswerStatements[],
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  if (answers.length === 0) return;
  const counted = answersWithIds(answers.map(({ answerId }) => answerId));
  if (!fresh) await countStatements(tx, brandId, counted, -1);
  const rows = answers.flatMap(({ answerId, statements }) =>
    statements.map((statement) => ({
      answer_id: answerId,
      competitor_id: statement.competitorId,
      start_at: statement.start,
      end_at: statement.end,
      quote: statement.quote.replaceAll('\u0000', ''),
      polarity: statement.polarity,
      aspects: statement.aspects,
      attributes: statement.attributes,
    })),
  );
  await tx.query(
    `/* writeAnswerStatements */
    with fresh as (
      select t.* from json_to_recordset($2::json) as t(answer_id uuid, competitor_id uuid, start_at integer,
        end_at integer, quote text, polarity text, aspects text[], attributes text[])
      where t.competitor_id is null
        or t.competitor_id in (select id from public.competitors where user_id = $1::uuid)
    ), gone as (
      delete from public.answer_statements s
      where s.user_id = $1::uuid and s.answer_id = any($3::uuid[])
        and s.corrected_at is null and s.state_at is null
        and not exists (select 1 from fresh f where f.answer_id = s.answer_id
          and f.competitor_id is not distinct from s.competitor_id and f.start_at = s.start_at)
    )
    insert into public.answer_statements as s (answer_id, user_id, competitor_id, start_at, end_at, quote,
      polarity, aspects, attributes, analyzer_polarity, analyzer_aspects)
    select f.answer_id, $1::uuid, f.competitor_id, f.start_at, f.end_at, f.quote, f.polarity, f.aspects,
      f.attributes, f.polarity, f.aspects
    from fresh f
    on conflict (answer_id, competitor_id, start_at) do update set
      end_at = excluded.end_at, quote = excluded.quote, attributes = excluded.attributes,
      analyzer_polarity = excluded.analyzer_polarity, analyzer_aspects = excluded.analyzer_aspects,
      polarity = case when s.polarity_corrected then s.polarity else excluded.polarity end,
      aspects = case when s.aspects_corrected then s.aspects else excluded.aspects end
    where (s.end_at, s.quote, s.attributes, s.analyzer_polarity, s.analyzer_aspects)
      is distinct from (excluded.end_at, excluded.quote, excluded.attributes, excluded.analyzer_polarity,
        excluded.analyzer_aspects)`,
    [brandId, JSON.stringify(rows), answers.map(({ answerId }) => answerId)],
  );
  await countStatements(tx, brandId, counted, 1);
}
