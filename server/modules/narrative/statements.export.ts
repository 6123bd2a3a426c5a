/**
 * GET /api/export/statements.csv: every statement about the brand and its tracked competitors in the page
 * filter's answers, one row each, oldest answer first, read in keyset pages so a long history streams in
 * constant memory. The reading is the one every figure counts (a reviewer's correction where there is one).
 */
import { csvLine, CSV_BYTE_ORDER_MARK } from '../../../graphql/shared/csv';
import { platformLabel } from '../../../graphql/shared/platforms';
import { FileDownload } from '../../lib/download';
import type { BrandScope } from '../../scope';
import { viewerBrand } from '../brands';
import type { NarrativeScope } from './narrative.service';
import { getStatementExportPage, type StatementExportRow } from './narrative.store';

export const STATEMENTS_CSV_HEADER = [
  'date',
  'platform',
  'topic',
  'prompt',
  'about',
  'name',
  'polarity',
  'aspects',
  'attributes',
  'statement',
  'state',
  'state_set_by',
  'corrected_by',
  'answer_id',
  'statement_id',
] as const;

/** Rows read per query. */
export const STATEMENT_EXPORT_PAGE = 2_000;

const line = (row: StatementExportRow, brand: string) =>
  csvLine([
    row.day,
    platformLabel(row.platform),
    row.topic,
    row.question,
    row.competitor === null ? 'brand' : 'competitor',
    row.competitor ?? brand,
    row.polarity,
    row.aspects.join('; '),
    row.attributes.join('; '),
    row.text,
    row.state,
    row.stateBy,
    row.correctedBy,
    row.answerId,
    row.id,
  ]);

export async function exportStatementsCsv(
  scope: BrandScope,
  narrative: NarrativeScope,
  pageSize = STATEMENT_EXPORT_PAGE,
): Promise<FileDownload> {
  const brand = (await viewerBrand(scope))?.name ?? 'Your brand';
  async function* lines() {
    yield CSV_BYTE_ORDER_MARK + csvLine(STATEMENTS_CSV_HEADER);
    let after: { collectedAt: string; id: string } | null = null;
    for (;;) {
      const rows = await getStatementExportPage(scope.db, narrative.query, after, pageSize);
      if (rows.length > 0) yield rows.map((row) => line(row, brand)).join('');
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { collectedAt: last.collectedAt, id: last.id };
    }
  }
  const { from, to } = narrative.filter;
  return new FileDownload(
    `sightline-statements-${from ?? 'all'}_to_${to}.csv`,
    'text/csv; charset=utf-8',
    lines(),
  );
}
