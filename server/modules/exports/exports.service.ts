/**
 * Exports for analysts' own tools: every answer matching a filter as CSV (one row per answer, its reading
 * as corrected by a reviewer, and who reviewed it), read in keyset pages so a million rows stream in
 * constant memory.
 */
import { csvLine, CSV_BYTE_ORDER_MARK } from '../../../graphql/shared/csv';
import { isPlatformId, platformLabel } from '../../../graphql/shared/platforms';
import { FileDownload } from '../../lib/download';
import { badInput } from '../../lib/errors';
import type { BrandScope } from '../../scope';
import { toAnswersQuery, getAnswerExportPage, type AnswerExportRow } from '../collection';
import { getCorrections, type CorrectionRow } from '../corrections';
import { sentimentLabel } from '../../core/analysis';

/** Rows read per query: large enough that a page costs little per row, small enough to hold at once. */
export const EXPORT_PAGE_SIZE = 2_000;

export const ANSWERS_CSV_HEADER = [
  'date',
  'collected_at',
  'platform',
  'topic',
  'prompt',
  'status',
  'visible',
  'position',
  'sentiment',
  'sentiment_label',
  'competitors_named',
  'cited_urls',
  'answer_id',
  'review',
  'reviewed_by',
  'reviewed_at',
  'surface',
  'product_cards',
] as const;

export interface AnswersExportParams {
  from: string | null;
  to: string | null;
  topicId: string | null;
  platform: string | null;
}

function answerCsvLine(row: AnswerExportRow, review: CorrectionRow | undefined): string {
  return csvLine([
    row.day,
    row.collectedAt,
    platformLabel(row.platform),
    row.topic,
    row.question,
    row.status,
    row.visible,
    row.position,
    row.sentiment === null ? null : Math.round(row.sentiment * 10) / 10,
    row.sentiment === null ? null : sentimentLabel(row.sentiment),
    row.competitors,
    row.sources,
    row.id,
    review ? (review.confirmed ? 'confirmed' : 'corrected') : null,
    review?.byEmail ?? null,
    review ? new Date(review.at).toISOString() : null,
    row.surface,
    row.productCards,
  ]);
}

/** GET /api/export/answers.csv: the filter is checked first (4xx before any byte), then rows stream. */
export async function exportAnswersCsv(
  scope: BrandScope,
  params: AnswersExportParams,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<FileDownload> {
  if (params.platform !== null && !isPlatformId(params.platform))
    throw badInput('platform must be one of chatgpt, perplexity, gemini or claude.');
  const query = await toAnswersQuery(scope, {
    from: params.from,
    to: params.to,
    topicId: params.topicId,
    platform: params.platform,
  });
  async function* lines() {
    yield CSV_BYTE_ORDER_MARK + csvLine(ANSWERS_CSV_HEADER);
    let after: { collectedAt: string; id: string } | null = null;
    for (;;) {
      const rows = await getAnswerExportPage(scope.db, query, after, pageSize);
      if (rows.length > 0) {
        // The figures columns already hold the corrected reading; these say who reviewed it.
        const reviews = await getCorrections(
          scope.db,
          scope.brandId,
          rows.map((row) => row.id),
        );
        const byAnswer = new Map(reviews.map((review) => [review.answerId, review]));
        yield rows.map((row) => answerCsvLine(row, byAnswer.get(row.id))).join('');
      }
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1] as AnswerExportRow;
      after = { collectedAt: last.collectedAt, id: last.id };
    }
  }
  const range = [params.from, params.to].filter(Boolean).join('_to_');
  return new FileDownload(
    `sightline-answers${range ? `-${range}` : ''}.csv`,
    'text/csv; charset=utf-8',
    lines(),
  );
}
