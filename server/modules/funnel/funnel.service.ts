/**
 * The page funnel (issue 63): for each page of the brand's own site, crawled → cited → clicked → converted.
 * Crawls are verified crawler visits only (a spoofed or unverifiable one is nobody's crawl); citations are
 * the answers under the page filter citing the page, exactly those answers(filter: { citesPage }) lists;
 * sessions, key events and revenue are GA4's sessions from AI assistants (integrations). A page is
 * keyed as public.page_key writes it: https, the host without "www.", the path without query or trailing
 * slash. The funnel reads whatever is there: it does not need the Action Center, though crawler visits
 * come in only through the Action Center's routes.
 */
import { DEFAULT_PROMPT_KIND, type PromptKind } from '../../../graphql/shared/prompt-kinds';
import type { PeriodInput } from '../../../graphql/shared/period-rules';
import { PLATFORM_IDS, type PlatformId } from '../../../graphql/shared/platforms';
import { domainOf } from '../../core/analysis';
import type { BrandScope } from '../../scope';
import { getBrand } from '../brands';
import { toAnswersQuery } from '../collection';
import { verifiedCrawlsByPage } from '../crawlers';
import { pulledByPage } from '../integrations';
import { DEFAULT_PERIOD } from '../metrics';
import { getPageCitations } from './funnel.store';

export const FUNNEL_STATES = [
  'NOT_CRAWLED',
  'CRAWLED_NOT_CITED',
  'CITED_NOT_RECRAWLED',
  'CITED_NO_CLICKS',
  'CLICKED_NOT_CONVERTING',
  'CONVERTING',
] as const;
export type FunnelState = (typeof FUNNEL_STATES)[number];

/** A cited page with no verified crawl in this many days is CITED_NOT_RECRAWLED. */
export const RECRAWL_DAYS = 30;

export interface PageFunnelRow {
  url: string;
  crawls: { provider: string; crawls: number }[];
  totalCrawls: number;
  lastCrawled: Date | null;
  citations: { platform: PlatformId; answers: number }[];
  totalCitations: number;
  aiSessions: number;
  engagedSessions: number;
  keyEvents: number;
  revenue: number;
  /** The currency of the revenue (ISO 4217, GA4's property's); null when unknown. */
  revenueCurrency: string | null;
  searchClicks: number;
  searchImpressions: number;
  bingCitations: number;
  state: FunnelState;
}

export interface PageFunnelArgs {
  period?: PeriodInput | null;
  platforms?: readonly string[] | null;
  promptKind?: PromptKind | 'ALL' | null;
  topicId?: string | null;
  state?: FunnelState | null;
}

/**
 * Where a page stops in the funnel: the furthest step it reached, read from the end. A page with key events
 * converts; with AI sessions and none, it is clicked, not converting; cited, it is CITED_NOT_RECRAWLED when
 * no verified crawl came in RECRAWL_DAYS (its cited text may be old), else CITED_NO_CLICKS; crawled in
 * the period, CRAWLED_NOT_CITED; else NOT_CRAWLED.
 */
export function funnelState(
  row: Pick<PageFunnelRow, 'keyEvents' | 'aiSessions' | 'totalCitations' | 'totalCrawls' | 'lastCrawled'>,
  now: Date,
): FunnelState {
  if (row.keyEvents > 0) return 'CONVERTING';
  if (row.aiSessions > 0) return 'CLICKED_NOT_CONVERTING';
  if (row.totalCitations > 0) {
    const recent =
      row.lastCrawled !== null && now.getTime() - row.lastCrawled.getTime() <= RECRAWL_DAYS * 86_400_000;
    return recent ? 'CITED_NO_CLICKS' : 'CITED_NOT_RECRAWLED';
  }
  return row.totalCrawls > 0 ? 'CRAWLED_NOT_CITED' : 'NOT_CRAWLED';
}

/** Whether a page address is on the brand's own site (its domain or a subdomain). */
const onSite = (url: string, domain: string) => {
  const host = url.replace(/^https:\/\//, '').split('/')[0]!;
  return host === domain || host.endsWith(`.${domain}`);
};

export async function pageFunnel(
  scope: BrandScope,
  args: PageFunnelArgs,
  now = new Date(),
): Promise<PageFunnelRow[]> {
  const period = args.period ?? DEFAULT_PERIOD;
  const q = await toAnswersQuery(scope, {
    topicId: args.topicId ?? null,
    period,
    platforms: args.platforms ?? null,
    promptKind: args.promptKind ?? DEFAULT_PROMPT_KIND,
  });
  const domain = domainOf((await getBrand(scope.db, scope.brandId))?.website);
  // Without a website nothing is the brand's own site.
  if (!domain) return [];
  const [citations, crawls, pulled] = await Promise.all([
    getPageCitations(scope.db, q, domain),
    verifiedCrawlsByPage(scope, domain, period, now),
    pulledByPage(scope, { from: q.from, to: q.to }),
  ]);
  const rows = new Map<string, PageFunnelRow>();
  const rowOf = (url: string) => {
    let row = rows.get(url);
    if (!row) {
      row = {
        url,
        crawls: [],
        totalCrawls: 0,
        lastCrawled: null,
        citations: [],
        totalCitations: 0,
        aiSessions: 0,
        engagedSessions: 0,
        keyEvents: 0,
        revenue: 0,
        revenueCurrency: null,
        searchClicks: 0,
        searchImpressions: 0,
        bingCitations: 0,
        state: 'NOT_CRAWLED',
      };
      rows.set(url, row);
    }
    return row;
  };
  for (const c of citations) {
    const row = rowOf(c.pageUrl);
    row.citations.push({ platform: c.platform, answers: c.answers });
  }
  for (const t of pulled.traffic) {
    if (!onSite(t.pageUrl, domain)) continue;
    Object.assign(rowOf(t.pageUrl), {
      aiSessions: t.sessions,
      engagedSessions: t.engagedSessions,
      keyEvents: t.keyEvents,
      revenue: t.revenue,
      revenueCurrency: t.revenueCurrency,
    });
  }
  for (const b of pulled.bing) if (onSite(b.pageUrl, domain)) rowOf(b.pageUrl).bingCitations = b.citations;
  for (const c of crawls) {
    if (c.crawls === 0 || !onSite(c.pageUrl, domain)) continue;
    const row = rowOf(c.pageUrl);
    row.crawls.push({ provider: c.provider, crawls: c.crawls });
    row.totalCrawls += c.crawls;
  }
  // Search figures and the latest crawl describe the pages listed; they add none.
  for (const s of pulled.search) {
    const row = rows.get(s.pageUrl);
    if (row) Object.assign(row, { searchClicks: s.clicks, searchImpressions: s.impressions });
  }
  for (const c of crawls) {
    const row = rows.get(c.pageUrl);
    const at = new Date(c.lastCrawled);
    if (row && (row.lastCrawled === null || at > row.lastCrawled)) row.lastCrawled = at;
  }
  const order = (p: PlatformId) => PLATFORM_IDS.indexOf(p);
  const list = [...rows.values()].map((row) => {
    row.crawls.sort((a, b) => b.crawls - a.crawls || a.provider.localeCompare(b.provider));
    row.citations.sort((a, b) => order(a.platform) - order(b.platform));
    // Counted per platform, an answer is on one platform: the total is their sum.
    row.totalCitations = row.citations.reduce((sum, c) => sum + c.answers, 0);
    row.state = funnelState(row, now);
    return row;
  });
  list.sort(
    (a, b) =>
      b.totalCitations - a.totalCitations ||
      b.aiSessions - a.aiSessions ||
      b.totalCrawls - a.totalCrawls ||
      a.url.localeCompare(b.url),
  );
  return args.state ? list.filter((row) => row.state === args.state) : list;
}
