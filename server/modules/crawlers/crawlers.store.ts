import type { Queryable } from '../../db/db';
import type { CrawlerPurpose } from './user-agents';

export interface NewCrawlerVisit {
  crawler: string;
  provider: string;
  purpose: CrawlerPurpose;
  userAgent: string;
  pageRoute: string;
  ipAddress: string | null;
  responseCode: number;
  visitedAt: Date;
  source: 'api' | 'import';
}

export interface CrawlerVisitRow extends Omit<NewCrawlerVisit, 'source'> {
  id: string;
}

/** Inserts a batch in one statement (arrays unnested), inside the caller's transaction if any. */
export async function insertCrawlerVisits(db: Queryable, brandId: string, visits: NewCrawlerVisit[]) {
  if (visits.length === 0) return;
  await db.query(
    `/* insertCrawlerVisits */ insert into public.crawler_visits
       (user_id, crawler, provider, purpose, user_agent, page_route, ip_address, response_code, visited_at, source)
     select $1, v.crawler, v.provider, v.purpose, v.user_agent, v.page_route, v.ip_address, v.response_code,
       v.visited_at, v.source
     from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
       $9::timestamptz[], $10::text[])
       as v(crawler, provider, purpose, user_agent, page_route, ip_address, response_code, visited_at, source)`,
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
    ],
  );
}

export async function getRecentCrawlerVisits(db: Queryable, brandId: string, limit: number) {
  return db.query<CrawlerVisitRow>(
    `/* getRecentCrawlerVisits */ select id, crawler, provider, purpose, user_agent as "userAgent",
       page_route as "pageRoute", ip_address as "ipAddress", response_code as "responseCode",
       visited_at as "visitedAt"
     from public.crawler_visits where user_id = $1 order by visited_at desc, id limit $2`,
    [brandId, limit],
  );
}

export interface CrawlerTotals {
  total: number;
  week: number;
  previousWeek: number;
  pages: number;
}

export async function getCrawlerTotals(db: Queryable, brandId: string, now: Date): Promise<CrawlerTotals> {
  const rows = await db.query<CrawlerTotals>(
    `/* getCrawlerTotals */ select count(*)::int as total,
       (count(*) filter (where visited_at > $2::timestamptz - interval '7 days'))::int as week,
       (count(*) filter (where visited_at <= $2::timestamptz - interval '7 days'
          and visited_at > $2::timestamptz - interval '14 days'))::int as "previousWeek",
       count(distinct page_route)::int as pages
     from public.crawler_visits where user_id = $1`,
    [brandId, now.toISOString()],
  );
  return rows[0]!;
}

export async function getCrawlerProviders(db: Queryable, brandId: string) {
  return db.query<{ provider: string; visits: number }>(
    `/* getCrawlerProviders */ select provider, count(*)::int as visits from public.crawler_visits
     where user_id = $1 group by provider order by visits desc, provider`,
    [brandId],
  );
}
