/**
 * What the connectors pulled, as other modules read it (the page funnel) and the sessions drill-down. Any
 * member may read these figures, as every figure of the brand; only managing the connections is ADMIN's.
 */
import type { PeriodInput } from '../../../graphql/shared/period-rules';
import type { BrandScope } from '../../scope';
import { badInput } from '../../lib/errors';
import { DEFAULT_PERIOD, resolveFilter } from '../metrics';
import {
  getAiSessionsByDay,
  getAiSessionsOfPage,
  getAiTrafficByPage,
  getBingCitationsByPage,
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

/** One page's AI sessions by day and source (the funnel's sessions drill-down). */
export function aiSessionsOfPage(scope: BrandScope, args: { page: string; period?: PeriodInput | null }) {
  const page = args.page.trim();
  if (!/^https?:\/\/[^/\s]+/i.test(page) || page.length > 2048)
    throw badInput('page must be a page’s address (https://…), as pageFunnel gives it.', 'page');
  const { from, to } = resolveFilter(scope.today, args.period ?? DEFAULT_PERIOD, null);
  return getAiSessionsOfPage(scope.db, scope.brandId, page, from, to);
}
