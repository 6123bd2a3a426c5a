import type { Queryable } from '../../db/db';
import type { CrawlerPurpose } from './user-agents';
import type { Verification, VerificationMethod } from './verification';

export type VisitSource = 'api' | 'import' | 'logpush' | 'json';

export interface NewCrawlerVisit {
  crawler: string;
  provider: string;
  purpose: CrawlerPurpose;
  userAgent: string;
  pageRoute: string;
  ipAddress: string | null;
  responseCode: number;
  visitedAt: Date;
  source: VisitSource;
  verification: Verification;
  verificationMethod: VerificationMethod | null;
  /** The same visit sent again (a file imported twice) has the same key and is not stored again. */
  contentKey: string;
}

export interface CrawlerVisitRow extends Omit<NewCrawlerVisit, 'source' | 'contentKey'> {
  id: string;
}

/**
 * Inserts a batch in one statement (arrays unnested), inside the caller's transaction if any; a visit whose
 * content key the brand already holds is skipped. Answers how many were stored.
 */
export async function insertCrawlerVisits(
  db: Queryable,
  brandId: string,
  visits: NewCrawlerVisit[],
): Promise<number> {
  if (visits.length === 0) return 0;
  const [row] = await db.query<{ stored: number }>(
    `/* insertCrawlerVisits */ with stored as (
       insert into public.crawler_visits
         (user_id, crawler, provider, purpose, user_agent, page_route, ip_address, response_code, visited_at,
          source, verification, verification_method, content_key)
       select $1, v.crawler, v.provider, v.purpose, v.user_agent, v.page_route, v.ip_address, v.response_code,
         v.visited_at, v.source, v.verification, v.verification_method, v.content_key
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
         $9::timestamptz[], $10::text[], $11::text[], $12::text[], $13::text[])
         as v(crawler, provider, purpose, user_agent, page_route, ip_address, response_code, visited_at, source,
           verification, verification_method, content_key)
       on conflict (user_id, content_key) do nothing
       returning 1)
     select count(*)::int as stored from stored`,
    [
      brandId,
      visits.map((v) => v.crawler),
      visits.map((v) => v.provider),
      visits.map((v) => v.purpose),
      visits.map((v) => v.userAgent),
      visits.map((v) => v.pageRoute),
      visits.map((v) => v.ipAddress),
      visits.map((v) => v.responseCode),
      visits.map((v) => v.visitedAt.toISOString()),
      visits.map((v) => v.source),
      visits.map((v) => v.verification),
      visits.map((v) => v.verificationMethod),
      visits.map((v) => v.contentKey),
    ],
  );
  return row!.stored;
}

const VISIT_COLUMNS = `id, crawler, provider, purpose, user_agent as "userAgent", page_route as "pageRoute",
  ip_address as "ipAddress", response_code as "responseCode", visited_at as "visitedAt", verification,
  verification_method as "verificationMethod"`;

/** The latest visits, newest first: the spoofed ones, or all the others. */
export async function getRecentCrawlerVisits(db: Queryable, brandId: string, limit: number, spoofed = false) {
  return db.query<CrawlerVisitRow>(
    `/* getRecentCrawlerVisits */ select ${VISIT_COLUMNS}
     from public.crawler_visits where user_id = $1 and (verification = 'spoofed') = $3
     order by visited_at desc, id limit $2`,
    [brandId, limit, spoofed],
  );
}

export interface VisitListFilter {
  /** Inclusive, as instants; null leaves an end open. */
  from: Date | null;
  until: Date | null;
  provider: string | null;
  verification: Verification | null;
  /** Visits to this path (query and trailing slash aside, as the page funnel keys pages); null for all. */
  pagePath?: string | null;
  /** The position after the last row of the previous page. */
  after: { at: string; id: string } | null;
  limit: number;
}

/** One page of a brand's visits, newest first by (visited_at, id). */
export async function listCrawlerVisits(db: Queryable, brandId: string, f: VisitListFilter) {
  return db.query<CrawlerVisitRow>(
    `/* listCrawlerVisits */ select ${VISIT_COLUMNS}
     from public.crawler_visits
     where user_id = $1
       and ($2::timestamptz is null or visited_at >= $2)
       and ($3::timestamptz is null or visited_at < $3)
       and ($4::text is null or provider = $4)
       and ($5::text is null or verification = $5)
       and ($6::timestamptz is null or (visited_at, id) < ($6::timestamptz, $7::uuid))
       and ($9::text is null or public.page_key('https://h' || page_route) = public.page_key('https://h' || $9::text))
     order by visited_at desc, id desc limit $8`,
    [
      brandId,
      f.from?.toISOString() ?? null,
      f.until?.toISOString() ?? null,
      f.provider,
      f.verification,
      f.after?.at ?? null,
      f.after?.id ?? null,
      f.limit,
      f.pagePath ?? null,
    ],
  );
}

/** Deletes up to `batch` visits of every brand older than the cutoff; answers how many went. */
export async function deleteCrawlerVisitsBefore(db: Queryable, cutoff: Date, batch: number): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `/* deleteCrawlerVisitsBefore */ with gone as (
       delete from public.crawler_visits where id in (
         select id from public.crawler_visits where visited_at < $1 limit $2)
       returning 1)
     select count(*)::int as deleted from gone`,
    [cutoff.toISOString(), batch],
  );
  return row!.deleted;
}

export interface CrawlerTotals {
  total: number;
  /** Visits that claimed a provider and failed its check: never in the other figures. */
  spoofed: number;
  week: number;
  previousWeek: number;
  pages: number;
}

export async function getCrawlerTotals(db: Queryable, brandId: string, now: Date): Promise<CrawlerTotals> {
  const rows = await db.query<CrawlerTotals>(
    `/* getCrawlerTotals */ select (count(*) filter (where not spoofed))::int as total,
       (count(*) filter (where spoofed))::int as spoofed,
       (count(*) filter (where not spoofed and visited_at > $2::timestamptz - interval '7 days'))::int as week,
       (count(*) filter (where not spoofed and visited_at <= $2::timestamptz - interval '7 days'
          and visited_at > $2::timestamptz - interval '14 days'))::int as "previousWeek",
       (count(distinct page_route) filter (where not spoofed))::int as pages
     from (select *, verification = 'spoofed' as spoofed from public.crawler_visits where user_id = $1) v`,
    [brandId, now.toISOString()],
  );
  return rows[0]!;
}

export async function getCrawlerProviders(db: Queryable, brandId: string) {
  return db.query<{ provider: string; visits: number; verified: number }>(
    `/* getCrawlerProviders */ select provider, count(*)::int as visits,
       (count(*) filter (where verification = 'verified'))::int as verified
     from public.crawler_visits
     where user_id = $1 and verification <> 'spoofed' group by provider order by visits desc, provider`,
    [brandId],
  );
}

export interface PageCrawlRow {
  /** The page as public.page_key writes it, on the brand's domain. */
  pageUrl: string;
  provider: string;
  /** Verified visits from `from` until `until`. */
  crawls: number;
  /** The latest verified visit of all kept (retention bounds it), whatever the period. */
  lastCrawled: Date;
}

/**
 * Verified visits per page and provider (the page funnel): spoofed and unverifiable ones are never counted
 * as a provider's crawl. Paths are read on `domain`; the retention sweep bounds what is read.
 */
export function getVerifiedCrawlsByPage(
  db: Queryable,
  brandId: string,
  domain: string,
  from: Date | null,
  until: Date | null,
) {
  return db.query<PageCrawlRow>(
    `/* getVerifiedCrawlsByPage */ select page_url as "pageUrl", provider,
       (count(*) filter (where ($3::timestamptz is null or visited_at >= $3) and ($4::timestamptz is null or visited_at < $4)))::int
         as crawls,
       max(visited_at) as "lastCrawled"
     from (select provider, visited_at, public.page_key(case when page_route ~* '^https?://' then page_route
             when left(page_route, 1) = '/' then 'https://' || $2::text || page_route end) as page_url
           from public.crawler_visits where user_id = $1 and verification = 'verified') v
     where page_url is not null
     group by page_url, provider`,
    [brandId, domain, from?.toISOString() ?? null, until?.toISOString() ?? null],
  );
}
