/**
 * Search Console: clicks and impressions by page, query and day (searchAnalytics/query at
 * GSC_API_BASE_URL), 25,000 rows a request, the API's most.
 */
import {
  accessToken,
  credentialHolder,
  postGoogleJson,
  type GoogleCredentials,
  type GoogleEndpoints,
} from './google-client';

export const GSC_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';

const PAGE_ROWS = 25_000;
/** Pages of rows one sync reads at most (a very large site is cut there; the log says so). */
const MAX_PAGES = 40;

export interface SearchConsoleRow {
  day: string;
  page: string;
  query: string;
  clicks: number;
  impressions: number;
  position: number | null;
}

interface QueryResponse {
  rows?: { keys: string[]; clicks?: number; impressions?: number; position?: number }[];
}

export function searchAnalyticsBody(from: string, to: string, startRow: number) {
  return {
    startDate: from,
    endDate: to,
    dimensions: ['date', 'page', 'query'],
    rowLimit: PAGE_ROWS,
    startRow,
  };
}

export async function fetchSearchConsoleRows(
  account: GoogleCredentials,
  siteUrl: string,
  range: { from: string; to: string },
  endpoints: GoogleEndpoints & { apiBaseUrl: string },
): Promise<{ rows: SearchConsoleRow[]; truncated: boolean }> {
  const token = await accessToken(account, GSC_SCOPE, endpoints);
  const url = `${endpoints.apiBaseUrl.replace(/\/$/, '')}/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
  const said = {
    target: `Search Console property ${siteUrl}`,
    account: credentialHolder(account),
    grant: 'Add it as a user (Restricted is enough) in Search Console → Settings → Users and permissions.',
  };
  const rows: SearchConsoleRow[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await postGoogleJson<QueryResponse>(
      url,
      token,
      searchAnalyticsBody(range.from, range.to, page * PAGE_ROWS),
      said,
    );
    for (const row of answer.rows ?? []) {
      const [day, pageUrl, query] = row.keys;
      if (!day || !pageUrl || query === undefined) continue;
      rows.push({
        day,
        page: pageUrl,
        query,
        clicks: row.clicks ?? 0,
        impressions: row.impressions ?? 0,
        position: row.position ?? null,
      });
    }
    if ((answer.rows?.length ?? 0) < PAGE_ROWS) return { rows, truncated: false };
  }
  return { rows, truncated: true };
}
