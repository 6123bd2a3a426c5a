/**
 * SQL of the corrections (answer_corrections, migration 0090) and of the corrected reading written into the
 * answer's row and its competitor rows, which every figure counts.
 */
import type { Queryable } from '../../db/db';
import type { CountedReading } from '../../core/rollups';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';

/** What a reviewer set (null: not set, the analyzer's reading stands). */
export interface CorrectionFields {
  visible: boolean | null;
  position: number | null;
  sentimentLabel: SentimentLabel | null;
  /** The competitors named, in order of mention. */
  competitorIds: string[] | null;
}

export interface CorrectionRow extends CorrectionFields {
  answerId: string;
  confirmed: boolean;
  /** The analyzer's own latest reading of the answer. */
  analyzerReading: CountedReading;
  byEmail: string | null;
  at: string;
}

const CORRECTION = `c.answer_id as "answerId", c.confirmed, c.visible, c.position, c.sentiment_label as "sentimentLabel",
  c.competitor_ids::text[] as "competitorIds", c.analyzer_reading as "analyzerReading",
  c.corrected_by_email as "byEmail", c.corrected_at as at`;

/**
 * Takes the account's corrections lock for the rest of the transaction: a correction and a re-analysis
 * batch's write of the same answers run one after the other, so neither writes over the other's reading.
 */
export async function lockAccountCorrections(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(
    `/* lockAccountCorrections */ select pg_advisory_xact_lock(hashtext('sightline_corrections:' || $1::text))`,
    [brandId],
  );
}

/** An answer of the account as a correction reads it: its status and the reading its rows hold now. */
export interface CorrectableAnswer {
  id: string;
  status: string;
  reading: CountedReading;
}

export async function getCorrectableAnswer(
  db: Queryable,
  brandId: string,
  answerId: string,
): Promise<CorrectableAnswer | null> {
  const [row] = await getAnswerReadings(db, brandId, [answerId]);
  return row ?? null;
}

/** These answers of the account (any order) with the readings their rows hold now. */
export function getAnswerReadings(
  db: Queryable,
  brandId: string,
  answerIds: readonly string[],
): Promise<CorrectableAnswer[]> {
  return db.query<CorrectableAnswer>(
    `/* getAnswerReadings */ select a.id, a.status,
      json_build_object('visible', coalesce(a.visible, false), 'position', a.position,
        'sentiment', a.sentiment::float8,
        'competitors', array(select json_build_array(ac.competitor_id, ac.position)
          from public.answer_competitors ac where ac.answer_id = a.id order by ac.position)) as reading
    from public.answers a where a.user_id = $1 and a.id = any($2::uuid[])`,
    [brandId, [...answerIds]],
  );
}

export async function upsertCorrection(
  tx: Queryable,
  brandId: string,
  correction: CorrectionFields & {
    answerId: string;
    confirmed: boolean;
    analyzerReading: CountedReading;
    by: string;
    byEmail: string | null;
  },
): Promise<void> {
  await tx.query(
    `/* upsertCorrection */ insert into public.answer_corrections as c (answer_id, user_id, confirmed, visible,
      position, sentiment_label, competitor_ids, analyzer_reading, corrected_by, corrected_by_email)
    values ($1, $2, $3, $4, $5, $6, $7::uuid[], $8::jsonb, $9, $10)
    on conflict (answer_id) do update set confirmed = excluded.confirmed, visible = excluded.visible,
      position = excluded.position, sentiment_label = excluded.sentiment_label,
      competitor_ids = excluded.competitor_ids, analyzer_reading = excluded.analyzer_reading,
      corrected_by = excluded.corrected_by, corrected_by_email = excluded.corrected_by_email,
      corrected_at = now()`,
    [
      correction.answerId,
      brandId,
      correction.confirmed,
      correction.visible,
      correction.position,
      correction.sentimentLabel,
      correction.competitorIds,
      JSON.stringify(correction.analyzerReading),
      correction.by,
      correction.byEmail,
    ],
  );
}

export async function deleteCorrection(tx: Queryable, brandId: string, answerId: string): Promise<void> {
  await tx.query(
    `/* deleteCorrection */ delete from public.answer_corrections where user_id = $1 and answer_id = $2`,
    [brandId, answerId],
  );
}

/** The corrections of these answers (any order); all of the account's, newest first, without ids. */
export function getCorrections(db: Queryable, brandId: string, answerIds: readonly string[] | null) {
  return db.query<CorrectionRow>(
    `/* getCorrections */ select ${CORRECTION} from public.answer_corrections c
    where c.user_id = $1 and ($2::uuid[] is null or c.answer_id = any($2::uuid[]))
    order by c.corrected_at desc, c.answer_id`,
    [brandId, answerIds === null ? null : [...answerIds]],
  );
}

/**
 * Writes a reading into the answer's row and its competitor rows (those of competitors the account still
 * has), as the collection and the re-analysis store one.
 */
export async function writeAnswerReading(
  tx: Queryable,
  brandId: string,
  answerId: string,
  reading: CountedReading,
): Promise<void> {
  await tx.query(
    `/* writeAnswerReading */ update public.answers set visible = $3, position = $4, sentiment = $5
    where user_id = $1 and id = $2`,
    [brandId, answerId, reading.visible, reading.position, reading.sentiment],
  );
  await tx.query(
    `/* writeAnswerReading.clear */ delete from public.answer_competitors where user_id = $1 and answer_id = $2`,
    [brandId, answerId],
  );
  if (reading.competitors.length === 0) return;
  await tx.query(
    `/* writeAnswerReading.competitors */ insert into public.answer_competitors (answer_id, competitor_id, user_id, position)
    select $2, t.competitor_id, $1, t.position
    from unnest($3::uuid[], $4::int[]) as t(competitor_id, position)
    where t.competitor_id in (select id from public.competitors where user_id = $1)`,
    [
      brandId,
      answerId,
      reading.competitors.map(([id]) => id),
      reading.competitors.map(([, position]) => position),
    ],
  );
}

/** Keeps the analyzer's latest reading of corrected answers (a re-analysis read them again). */
export async function recordAnalyzerReadings(
  tx: Queryable,
  brandId: string,
  readings: readonly ({ id: string } & CountedReading)[],
): Promise<void> {
  if (readings.length === 0) return;
  await tx.query(
    `/* recordAnalyzerReadings */ update public.answer_corrections c set analyzer_reading = t.reading
    from unnest($2::uuid[], $3::jsonb[]) as t(id, reading)
    where c.user_id = $1 and c.answer_id = t.id`,
    [
      brandId,
      readings.map((r) => r.id),
      readings.map(({ visible, position, sentiment, competitors }) =>
        JSON.stringify({ visible, position, sentiment, competitors }),
      ),
    ],
  );
}

/** A reviewed answer as the hold-out export writes it: its text, citations and language. */
export interface ReviewedAnswerText {
  answerId: string;
  text: string;
  searchConfig: string;
  citations: string[];
  domains: string[];
}

export function getReviewedAnswerTexts(db: Queryable, brandId: string) {
  return db.query<ReviewedAnswerText>(
    `/* getReviewedAnswerTexts */ select a.id as "answerId", a.answer_text as text, a.search_config::text as "searchConfig",
      array(select u.url from public.answer_sources s join public.source_urls u on u.id = s.url_id
        where s.answer_id = a.id order by u.url) as citations,
      array(select distinct u.domain from public.answer_sources s join public.source_urls u on u.id = s.url_id
        where s.answer_id = a.id order by u.domain) as domains
    from public.answer_corrections c join public.answers a on a.id = c.answer_id
    where c.user_id = $1 and a.answer_text is not null
    order by c.corrected_at, a.id`,
    [brandId],
  );
}

/** An answer the review queue may offer: the newest answers of the account that nobody reviewed yet. */
export interface ReviewCandidate {
  id: string;
  text: string;
  visible: boolean;
  sentiment: number | null;
  competitorIds: string[];
}

export function getReviewCandidates(db: Queryable, brandId: string, limit: number) {
  return db.query<ReviewCandidate>(
    `/* getReviewCandidates */ select a.id, a.answer_text as text, coalesce(a.visible, false) as visible,
      a.sentiment::float8 as sentiment,
      array(select ac.competitor_id::text from public.answer_competitors ac where ac.answer_id = a.id
        order by ac.position) as "competitorIds"
    from public.answers a
    where a.user_id = $1 and a.status = 'ok' and a.answer_text is not null
      and not exists (select 1 from public.answer_corrections c where c.answer_id = a.id)
    order by a.collected_at desc, a.id desc
    limit $2`,
    [brandId, limit],
  );
}
