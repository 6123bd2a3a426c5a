/** The page funnel as a CSV file: one line per page, the per-provider and per-platform counts in one cell each. */
import { csvDocument } from '../../../graphql/shared/csv';
import { platformLabel } from '../../../graphql/shared/platforms';
import { FileDownload } from '../../lib/download';
import type { PageFunnelRow } from './funnel.service';

export const FUNNEL_CSV_HEADER = [
  'url',
  'state',
  'crawls',
  'crawls_by_provider',
  'last_crawled',
  'citations',
  'citations_by_platform',
  'ai_sessions',
  'engaged_sessions',
  'key_events',
  'revenue',
  'revenue_currency',
  'search_clicks',
  'search_impressions',
  'bing_citations',
] as const;

export function funnelCsv(rows: readonly PageFunnelRow[], today: string): FileDownload {
  const text = csvDocument(
    FUNNEL_CSV_HEADER,
    rows.map((row) => [
      row.url,
      row.state,
      row.totalCrawls,
      row.crawls.map((c) => `${c.provider}: ${c.crawls}`).join('; '),
      row.lastCrawled?.toISOString() ?? null,
      row.totalCitations,
      row.citations.map((c) => `${platformLabel(c.platform)}: ${c.answers}`).join('; '),
      row.aiSessions,
      row.engagedSessions,
      row.keyEvents,
      row.revenue,
      row.revenueCurrency,
      row.searchClicks,
      row.searchImpressions,
      row.bingCitations,
    ]),
  );
  return new FileDownload(
    `sightline-page-funnel-${today}.csv`,
    'text/csv; charset=utf-8',
    (async function* () {
      yield text;
    })(),
  );
}
