/**
 * What the connectors pulled, as other modules read it (the page funnel) and the sessions drill-down. Any
 * member may read these figures, as every figure of the brand; only managing the connections is ADMIN's.
 */
import type { PeriodInput } from '../../../graphql/shared/period-rules';
import type { BrandScope } from '../../scope';
import { badInput } from '../../lib/errors';
import { DEFAULT_PERIOD, resolveFilter } from '../metrics';
import { getIntegration } from './integrations.store';
import {
  getAiSessionsByDay,
  getAiSessionsOfPage,
  getAiTrafficByPage,
  getBingCitationsByPage,
  getBingGroundingQueries,
  getSearchByPage,
} from './traffic.store';

export interface DayRange {
  from: string | null;
  to: string | null;
}

/** Per page (page_key form) over the days: AI sessions and their outcomes, search clicks, Bing citations. */
export async function pulledByPage(scope: BrandScope, days: DayRange) {
  const [traffic, search, bing] = await Promise.all([
    getAiTrafficByPage(scope.db, scope.brandId, days.from, days.to),
    getSearchByPage(scope.db, scope.brandId, days.from, days.to),
    getBingCitationsByPage(scope.db, scope.brandId, days.from, days.to),
  ]);
  return { traffic, search, bing };
}

/** The brand's AI sessions (GA4) per day, every page. */
export function aiSessionsByDay(scope: BrandScope, days: DayRange) {
  return getAiSessionsByDay(scope.db, scope.brandId, days.from, days.to);
}

/**
 * Whether GA4 is connected for the brand and the last day it pulled (null before a pull went through).
 * Any member may know it: the overview and the Pages screen say when no analytics is connected.
 */
export async function analyticsConnection(
  scope: BrandScope,
): Promise<{ connected: boolean; syncedThrough: string | null }> {
  const ga4 = await getIntegration(scope.db, scope.brandId, 'ga4');
  return { connected: ga4 !== null, syncedThrough: ga4?.syncedThrough ?? null };
}

/** One page's AI sessions by day and source (the funnel's sessions drill-down). */
export function aiSessionsOfPage(scope: BrandScope, args: { page: string; period?: PeriodInput | null }) {
  const page = args.page.trim();
  if (!/^https?:\/\/[^/\s]+/i.test(page) || page.length > 2048)
    throw badInput('page must be a page’s address (https://…), as pageFunnel gives it.', 'page');
  const { from, to } = resolveFilter(scope.today, args.period ?? DEFAULT_PERIOD, null);
  return getAiSessionsOfPage(scope.db, scope.brandId, page, from, to);
}

/**
 * Bing's grounding queries (the searches behind its AI answers' citations of the brand's pages) from the
 * uploaded AI performance export, over the period (undated rows count in every period): at most first
 * (1–200), most cited first. Whether an upload exists, and whether its export carried a query column.
 */
export async function bingGroundingQueries(
  scope: BrandScope,
  args: { period?: PeriodInput | null; first?: number | null },
) {
  const first = args.first ?? 50;
  if (!Number.isInteger(first) || first < 1 || first > 200)
    throw badInput('first must be a whole number from 1 to 200.', 'first');
  const { from, to } = resolveFilter(scope.today, args.period ?? DEFAULT_PERIOD, null);
  const [upload, rows] = await Promise.all([
    getIntegration(scope.db, scope.brandId, 'bing_webmaster'),
    getBingGroundingQueries(scope.db, scope.brandId, from, to, first),
  ]);
  return {
    uploaded: upload !== null,
    fileName: upload?.target ?? null,
    total: rows[0]?.total ?? 0,
    queries: rows.map(({ query, citations, pages }) => ({ query, citations, pages })),
  };
}
