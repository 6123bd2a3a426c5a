/**
 * SQL of what the connectors pulled: public.ai_traffic_days (GA4's AI sessions), public.search_console_days
 * and public.bing_ai_citations. Pages are stored as public.page_key of their address, the form the funnel
 * joins crawler visits and cited URLs by; a path is read on the brand's own domain.
 */
import type { Queryable } from '../../db/db';
import type { Ga4Row } from './ga4';
import type { SearchConsoleRow } from './search-console';
import type { BingRow } from './bing-export';

/** A page's address from a path on `domain` or an absolute URL, as SQL over column `page` and param `$d`. */
const pageKeyOf = (page: string, domain: string) =>
  `public.page_key(case when ${page} ~* '^[a-z][a-z0-9+.-]*://' then ${page}
     when left(${page}, 1) = '/' then 'https://' || ${domain} || ${page} end)`;

/**
 * Replaces the brand's GA4 rows of the days from–to with these; rows of one page under several forms
 * ("/a" and "/a/") are summed. Answers how many rows it stored.
 */
export async function replaceAiTraffic(
  db: Queryable,
  brandId: string,
  domain: string,
  range: { from: string; to: string },
  rows: readonly Ga4Row[],
): Promise<number> {
  await db.query(
    `/* deleteAiTrafficDays */ delete from public.ai_traffic_days where user_id = $1 and day between $2 and $3`,
    [brandId, range.from, range.to],
  );
  if (rows.length === 0) return 0;
  const [row] = await db.query<{ stored: number }>(
    `/* insertAiTrafficDays */ with stored as (
       insert into public.ai_traffic_days
         (user_id, day, page_url, source, channel_group, sessions, engaged_sessions, key_events, revenue,
          currency_code)
       select $1::uuid, v.day, ${pageKeyOf('v.page', '$2::text')} as page_url, v.source, v.channel_group,
         sum(v.sessions), sum(v.engaged), sum(v.key_events), sum(v.revenue), min(v.currency)
       from unnest($3::date[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::float8[], $10::float8[],
           $11::text[])
         as v(day, page, source, channel_group, sessions, engaged, key_events, revenue, currency)
       where ${pageKeyOf('v.page', '$2::text')} is not null
       group by 1, 2, 3, 4, 5
       returning 1)
     select count(*)::int as stored from stored`,
    [
      brandId,
      domain,
      rows.map((r) => r.day),
      rows.map((r) => r.landingPage),
      rows.map((r) => r.source),
      rows.map((r) => r.channelGroup),
      rows.map((r) => Math.round(r.sessions)),
      rows.map((r) => Math.round(r.engagedSessions)),
      rows.map((r) => r.keyEvents),
      rows.map((r) => r.revenue),
      rows.map((r) => r.currency),
    ],
  );
  return row!.stored;
}

/** Replaces the brand's Search Console rows of the days from–to with these. */
export async function replaceSearchConsole(
  db: Queryable,
  brandId: string,
  domain: string,
  range: { from: string; to: string },
  rows: readonly SearchConsoleRow[],
): Promise<number> {
  await db.query(
    `/* deleteSearchConsoleDays */ delete from public.search_console_days where user_id = $1 and day between $2 and $3`,
    [brandId, range.from, range.to],
  );
  if (rows.length === 0) return 0;
  const [row] = await db.query<{ stored: number }>(
    `/* insertSearchConsoleDays */ with stored as (
       insert into public.search_console_days (user_id, day, page_url, query, clicks, impressions, position)
       select $1::uuid, v.day, ${pageKeyOf('v.page', '$2::text')}, v.query, sum(v.clicks), sum(v.impressions),
         sum(v.position * v.impressions) / nullif(sum(v.impressions), 0)
       from unnest($3::date[], $4::text[], $5::text[], $6::int[], $7::int[], $8::float8[])
         as v(day, page, query, clicks, impressions, position)
       where ${pageKeyOf('v.page', '$2::text')} is not null
       group by 1, 2, 3, 4
       returning 1)
     select count(*)::int as stored from stored`,
    [
      brandId,
      domain,
      rows.map((r) => r.day),
      rows.map((r) => r.page),
      rows.map((r) => r.query),
      rows.map((r) => Math.round(r.clicks)),
      rows.map((r) => Math.round(r.impressions)),
      rows.map((r) => r.position),
    ],
  );
  return row!.stored;
}

/** Replaces the brand's Bing AI citations with an upload's rows. */
export async function replaceBingCitations(
  db: Queryable,
  brandId: string,
  domain: string,
  rows: readonly BingRow[],
) {
  await db.query(`/* deleteBingCitations */ delete from public.bing_ai_citations where user_id = $1`, [
    brandId,
  ]);
  if (rows.length === 0) return 0;
  const [row] = await db.query<{ stored: number }>(
    `/* insertBingCitations */ with stored as (
       insert into public.bing_ai_citations (user_id, day, page_url, query, citations)
       select $1::uuid, v.day, ${pageKeyOf('v.page', '$2::text')}, v.query, v.citations
       from unnest($3::date[], $4::text[], $5::text[], $6::int[]) as v(day, page, query, citations)
       where ${pageKeyOf('v.page', '$2::text')} is not null
       returning 1)
     select count(*)::int as stored from stored`,
    [
      brandId,
      domain,
      rows.map((r) => r.day),
      rows.map((r) => r.page),
      rows.map((r) => r.query),
      rows.map((r) => r.citations),
    ],
  );
  return row!.stored;
}

export interface PageTrafficRow {
  pageUrl: string;
  sessions: number;
  engagedSessions: number;
  keyEvents: number;
  revenue: number;
  /** The currency of the revenue when every row summed says the same one, else null. */
  revenueCurrency: string | null;
}

/** The one currency of the rows summed, or null when one is unknown or they differ. */
const ONE_CURRENCY = `case when count(currency_code) = count(*) and count(distinct currency_code) = 1
  then min(currency_code) end`;

/** The brand's AI sessions per page over the days from–to (null: open). */
export function getAiTrafficByPage(db: Queryable, brandId: string, from: string | null, to: string | null) {
  return db.query<PageTrafficRow>(
    `/* getAiTrafficByPage */ select page_url as "pageUrl", sum(sessions)::int as sessions,
       sum(engaged_sessions)::int as "engagedSessions", sum(key_events)::float8 as "keyEvents",
       sum(revenue)::float8 as revenue, ${ONE_CURRENCY} as "revenueCurrency"
     from public.ai_traffic_days
     where user_id = $1 and ($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)
     group by page_url`,
    [brandId, from, to],
  );
}

export interface AiSessionRow {
  day: string;
  source: string;
  channelGroup: string;
  sessions: number;
  engagedSessions: number;
  keyEvents: number;
  revenue: number;
  revenueCurrency: string | null;
}

/** One page's AI sessions by day and source, newest day first (the funnel's sessions drill-down). */
export function getAiSessionsOfPage(
  db: Queryable,
  brandId: string,
  page: string,
  from: string | null,
  to: string | null,
) {
  return db.query<AiSessionRow>(
    `/* getAiSessionsOfPage */ select to_char(day, 'YYYY-MM-DD') as day, source, channel_group as "channelGroup",
       sessions, engaged_sessions as "engagedSessions", key_events as "keyEvents", revenue,
       currency_code as "revenueCurrency"
     from public.ai_traffic_days
     where user_id = $1 and page_url = public.page_key($2)
       and ($3::date is null or day >= $3::date) and ($4::date is null or day <= $4::date)
     order by day desc, sessions desc, source`,
    [brandId, page, from, to],
  );
}

/** The brand's AI sessions per day (every page), for the days from–to. */
export function getAiSessionsByDay(db: Queryable, brandId: string, from: string | null, to: string | null) {
  return db.query<{ day: string; sessions: number }>(
    `/* getAiSessionsByDay */ select to_char(day, 'YYYY-MM-DD') as day, sum(sessions)::int as sessions
     from public.ai_traffic_days
     where user_id = $1 and ($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)
     group by day order by day`,
    [brandId, from, to],
  );
}

/** Search Console's clicks and impressions per page over the days from–to. */
export function getSearchByPage(db: Queryable, brandId: string, from: string | null, to: string | null) {
  return db.query<{ pageUrl: string; clicks: number; impressions: number }>(
    `/* getSearchByPage */ select page_url as "pageUrl", sum(clicks)::int as clicks, sum(impressions)::int as impressions
     from public.search_console_days
     where user_id = $1 and ($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)
     group by page_url`,
    [brandId, from, to],
  );
}

/**
 * Bing's AI citations per page: the rows dated in from–to, and the undated ones (an export over a range
 * Bing chose, counted whatever the period).
 */
export function getBingCitationsByPage(
  db: Queryable,
  brandId: string,
  from: string | null,
  to: string | null,
) {
  return db.query<{ pageUrl: string; citations: number }>(
    `/* getBingCitationsByPage */ select page_url as "pageUrl", sum(citations)::int as citations
     from public.bing_ai_citations
     where user_id = $1 and (day is null
       or (($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)))
     group by page_url`,
    [brandId, from, to],
  );
}

/**
 * Bing's grounding queries from the upload, most cited first: the rows dated in from–to and the undated
 * ones; one row per query (case aside, spelled as its most cited row), with the citations and pages cited for it.
 */
export function getBingGroundingQueries(
  db: Queryable,
  brandId: string,
  from: string | null,
  to: string | null,
  first: number,
) {
  return db.query<{ query: string; citations: number; pages: number; total: number }>(
    `/* getBingGroundingQueries */ select (array_agg(query order by citations desc, query))[1] as query, sum(citations)::int as citations,
       count(distinct page_url)::int as pages, (count(*) over ())::int as total
     from public.bing_ai_citations
     where user_id = $1 and query <> '' and (day is null
       or (($2::date is null or day >= $2::date) and ($3::date is null or day <= $3::date)))
     group by lower(query)
     order by citations desc, 1
     limit $4`,
    [brandId, from, to, first],
  );
}

/** How many rows each pulled table holds for the brand (shown on its integrations). */
export async function getPulledCounts(db: Queryable, brandId: string) {
  const [row] = await db.query<{ ga4: number; searchConsole: number; bing: number }>(
    `/* getPulledCounts */ select
       (select count(*)::int from public.ai_traffic_days where user_id = $1) as ga4,
       (select count(*)::int from public.search_console_days where user_id = $1) as "searchConsole",
       (select count(*)::int from public.bing_ai_citations where user_id = $1) as bing`,
    [brandId],
  );
  return row!;
}

/** Drops what a connection pulled when it is disconnected. */
export async function deletePulled(
  db: Queryable,
  brandId: string,
  table: 'ga4' | 'search_console' | 'bing_webmaster',
) {
  const sql = {
    ga4: `/* deleteAiTraffic */ delete from public.ai_traffic_days where user_id = $1`,
    search_console: `/* deleteSearchConsole */ delete from public.search_console_days where user_id = $1`,
    bing_webmaster: `/* deleteBing */ delete from public.bing_ai_citations where user_id = $1`,
  }[table];
  await db.query(sql, [brandId]);
}
