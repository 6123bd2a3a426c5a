/**
 * GET /api/export/fact-claims.csv: every claim the page filter's answers make about the brand's facts, one
 * row each, oldest answer first, read in keyset pages so a long history streams in constant memory. The
 * status is the one every figure counts (a reviewer's correction where there is one).
 */
import { csvLine, CSV_BYTE_ORDER_MARK } from '../../../graphql/shared/csv';
import { platformLabel } from '../../../graphql/shared/platforms';
import { FileDownload } from '../../lib/download';
import type { FactCheckModel } from './fact-check.service';
import { getClaimExportPage } from './fact-check.store';

export const CLAIMS_CSV_HEADER = [
  'date',
  'platform',
  'topic',
  'prompt',
  'fact',
  'label',
  'stated',
  'expected',
  'status',
  'analyzer_status',
  'corrected',
  'quote',
  'answer_id',
  'claim_id',
] as const;

/** Rows read per query. */
export const CLAIM_EXPORT_PAGE = 2_000;

export function exportClaimsCsv(check: FactCheckModel, pageSize = CLAIM_EXPORT_PAGE): FileDownload {
  const { scope, query, labels } = check;
  async function* lines() {
    yield CSV_BYTE_ORDER_MARK + csvLine(CLAIMS_CSV_HEADER);
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows = await getClaimExportPage(scope.db, query, after, pageSize);
      if (rows.length > 0)
        yield rows
          .map((row) =>
            csvLine([
              row.day,
              platformLabel(row.platform),
              row.topic,
              row.question,
              row.fact,
              labels.get(row.fact) ?? row.fact,
              row.stated,
              row.expected,
              row.status,
              row.analyzerStatus,
              row.corrected ? 'yes' : 'no',
              row.quote,
              row.answerId,
              row.id,
            ]),
          )
          .join('');
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.collectedAt, id: last.id };
    }
  }
  return new FileDownload(
    `sightline-fact-claims-${query.from ?? 'all'}_to_${query.to ?? 'today'}.csv`,
    'text/csv; charset=utf-8',
    lines(),
  );
}
