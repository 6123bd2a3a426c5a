/**
 * Google Analytics 4: sessions, engaged sessions, key events and revenue (in the property's currency, which
 * the report's metadata names) by landing page and day, for the
 * sessions from AI assistants: the "AI Assistant" default channel group, or (for properties without it,
 * and beside it) a session source on the known AI assistants list (ai-sources.json). One runReport per
 * page of 10,000 rows, through the Data API at GA4_API_BASE_URL.
 */
import aiSources from './ai-sources.json';
import {
  accessToken,
  credentialHolder,
  postGoogleJson,
  type GoogleCredentials,
  type GoogleEndpoints,
} from './google-client';

export const GA4_SCOPE = 'https://www.googleapis.com/auth/analytics.readonly';
export const AI_CHANNEL_GROUP = aiSources.channelGroup;
export const KNOWN_AI_SOURCES: readonly string[] = aiSources.sources;

const PAGE_ROWS = 10_000;
/** A property answering more pages than this in one sync is cut there (the log says so). */
const MAX_PAGES = 50;

export interface Ga4Row {
  day: string;
  /** The landing page as GA4 gives it: a path (without the query). */
  landingPage: string;
  source: string;
  channelGroup: string;
  sessions: number;
  engagedSessions: number;
  keyEvents: number;
  revenue: number;
  /** The property's currency the revenue is in (ISO 4217), as the report's metadata names it; null unsaid. */
  currency: string | null;
}

interface RunReportResponse {
  rows?: { dimensionValues: { value: string }[]; metricValues: { value: string }[] }[];
  rowCount?: number;
  metadata?: { currencyCode?: string };
}

/** The report's currency when it is an ISO 4217 code, else null. */
export const reportCurrency = (answer: Pick<RunReportResponse, 'metadata'>): string | null => {
  const code = answer.metadata?.currencyCode;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : null;
};

/** The runReport request for one page (exported for the tests' stub to compare with). */
export function runReportBody(from: string, to: string, offset: number) {
  return {
    dateRanges: [{ startDate: from, endDate: to }],
    dimensions: [
      { name: 'date' },
      { name: 'landingPage' },
      { name: 'sessionSource' },
      { name: 'sessionDefaultChannelGroup' },
    ],
    metrics: [
      { name: 'sessions' },
      { name: 'engagedSessions' },
      { name: 'keyEvents' },
      { name: 'totalRevenue' },
    ],
    dimensionFilter: {
      orGroup: {
        expressions: [
          {
            filter: {
              fieldName: 'sessionDefaultChannelGroup',
              stringFilter: { matchType: 'EXACT', value: AI_CHANNEL_GROUP },
            },
          },
          {
            filter: {
              fieldName: 'sessionSource',
              inListFilter: { values: [...KNOWN_AI_SOURCES], caseSensitive: false },
            },
          },
        ],
      },
    },
    limit: PAGE_ROWS,
    offset,
    keepEmptyRows: false,
  };
}

const number = (text: string | undefined) => {
  const value = Number(text ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** GA4 writes days as YYYYMMDD. */
const isoDay = (value: string) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;

export async function fetchGa4Rows(
  account: GoogleCredentials,
  propertyId: string,
  range: { from: string; to: string },
  endpoints: GoogleEndpoints & { apiBaseUrl: string },
): Promise<{ rows: Ga4Row[]; truncated: boolean }> {
  const token = await accessToken(account, GA4_SCOPE, endpoints);
  const url = `${endpoints.apiBaseUrl.replace(/\/$/, '')}/v1beta/properties/${encodeURIComponent(propertyId)}:runReport`;
  const said = {
    target: `GA4 property ${propertyId}`,
    account: credentialHolder(account),
    grant: `Add it as a Viewer in the property's Admin → Property access management.`,
  };
  const rows: Ga4Row[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await postGoogleJson<RunReportResponse>(
      url,
      token,
      runReportBody(range.from, range.to, page * PAGE_ROWS),
      said,
    );
    const currency = reportCurrency(answer);
    for (const row of answer.rows ?? []) {
      const [date, landingPage, source, channelGroup] = row.dimensionValues.map((d) => d.value);
      const [sessions, engaged, keyEvents, revenue] = row.metricValues.map((m) => m.value);
      if (!date || !/^\d{8}$/.test(date) || !landingPage) continue;
      rows.push({
        day: isoDay(date),
        landingPage,
        source: source ?? '',
        channelGroup: channelGroup ?? '',
        sessions: number(sessions),
        engagedSessions: number(engaged),
        keyEvents: number(keyEvents),
        revenue: number(revenue),
        currency,
      });
    }
    const total = answer.rowCount ?? 0;
    if ((answer.rows?.length ?? 0) < PAGE_ROWS || (page + 1) * PAGE_ROWS >= total)
      return { rows, truncated: false };
  }
  return { rows, truncated: true };
}
