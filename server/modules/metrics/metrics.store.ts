/**
 * Dashboard reads. Every query reads the daily rollups (never raw answers) and is scoped by user_id.
 * A FigureRange picks the days (from/to inclusive, null for open) and the platforms (null for all).
 */
import {
  queryColumnsAsJson,
  REUSABLE_PLAN,
  queryRowsAsJson,
  type Queryable,
  type SqlParam,
} from '../../db/db';
import { getRead, type Read } from '../../db/reads';
import type { DayRange } from '../../../graphql/shared/period-rules';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { promptKindOf, storedPromptKind } from '../../db/prompt-kinds';
import type { Day } from '../../lib/dates';
import { TOPIC_SUMS } from '../../core/rollups';

/**
 * Which rollup rows a figure sums: days from–to (inclusive; null is open-ended), platforms (null: all) and
 * the kind of prompt the answers were asked with (null or absent: both).
 */
export interface FigureRange extends DayRange {
  platforms: readonly string[] | null;
  kind?: PromptKind | null;
}

const rangeParams = (range: FigureRange) => [
  range.from,
  range.to,
  range.platforms,
  storedPromptKind(range.kind),
];
/**
 * The range's days and platforms on a rollup's day and platform columns, its three parameters from $n.
 * Open ends become ±infinity rather than "is null or": the days stay bounds of an index range scan.
 */
const daysAndPlatforms = (n: number, alias = '') =>
  `${alias}day >= coalesce($${n}::date, '-infinity'::date)
   and ${alias}day <= coalesce($${n + 1}::date, 'infinity'::date)
   and ($${n + 2}::text[] is null or ${alias}platform = any($${n + 2}::text[]))`;
/** The range's condition on a rollup's day, platform and prompt-kind columns, its four parameters from $n. */
const rangeWhere = (n: number, alias = '') =>
  `${daysAndPlatforms(n, alias)} and ($${n + 3}::text is null or ${alias}prompt_kind = $${n + 3}::text)`;

/**
 * Which rows a topic figure is summed from when it is not a preset period's window (getTopicWindows): the
 * all-time totals or the days of topic_daily.
 */
export type TopicBasis = { table: 'totals' } | { table: 'daily' };

/** A topic basis as SQL: the rows (placeholders from $2 on, after the user id) and their parameters. */
function topicRows(basis: TopicBasis, range: FigureRange): { rows: string; params: SqlParam[] } {
  if (basis.table === 'daily')
    return { rows: `public.topic_daily where ${rangeWhere(2)}`, params: rangeParams(range) };
  return {
    rows: `public.topic_totals where ($2::text[] is null or platform = any($2::text[]))
      and ($3::text is null or prompt_kind = $3::text)`,
    params: [range.platforms, storedPromptKind(range.kind)],
  };
}

export interface LatestDayRow {
  topicId: string;
  day: Day;
  impressions: number;
  answers: number;
  failures: number;
}

/*
 * getLatestDayByTopic: each topic's latest collection day and its totals over all platforms. Each topic's
 * last day is read backwards along topic_daily's key (topic, day), not found by scanning every day.
 */
export function getLatestDayByTopic(db: Queryable, brandId: string): Promise<LatestDayRow[]> {
  return db.query<LatestDayRow>(
    `/* getLatestDayByTopic */ ${REUSABLE_PLAN}
     select t.id as "topicId", l.day, s.impressions, s.answers, s.failures
     from public.topics t
     cross join lateral (
       select d.day from public.topic_daily d
       where d.topic_id = t.id and d.answers > 0 order by d.day desc limit 1
     ) l
     cross join lateral (
       select sum(d.impressions)::int as impressions, sum(d.answers)::int as answers,
         sum(d.failures)::int as failures
       from public.topic_daily d where d.topic_id = t.id and d.day = l.day
     ) s
     where t.user_id = $1`,
    [brandId],
  );
}

/** A topic's rollup sums on one platform. */
export interface TopicTotalsRow {
  topicId: string;
  platform: string;
  answers: number;
  failures: number;
  impressions: number;
  sentimentSum: number;
  /** Answers naming the brand with a sentiment (the sentiment sample). */
  sentimentCount: number;
  positionSum: number;
  positionCount: number;
  /** Answers the engine declined to give: counted apart, like failures, never in answers. */
  refusals: number;
  /** Queries the platform showed no answer for (Google without an AI Overview): apart, never in answers. */
  noAnswers: number;
}

const TOPIC_SUM_COLUMNS = `sum(answers)::int as answers, sum(failures)::int as failures,
  sum(impressions)::int as impressions, sum(sentiment_sum)::float8 as "sentimentSum",
  sum(sentiment_count)::int as "sentimentCount", sum(position_sum)::float8 as "positionSum",
  sum(position_count)::int as "positionCount", sum(refusals)::int as refusals,
  sum(no_answers)::int as "noAnswers"`;

/* getTopicTotals: every topic's rollup sums per platform, over all time or a range of days */
export function getTopicTotals(db: Queryable, brandId: string, range: FigureRange, basis: TopicBasis) {
  const { rows, params } = topicRows(basis, range);
  return db.query<TopicTotalsRow>(
    `/* getTopicTotals */
     select topic_id as "topicId", platform, ${TOPIC_SUM_COLUMNS}
     from ${rows} and user_id = $1
     group by topic_id, platform`,
    [brandId, ...params],
  );
}

/*
 * getTopicWindows: every topic's sums per platform in the given windows (the last n days as of the
 * windows' day, rollups.store): a preset period and the one before it come from one read.
 */
export function getTopicWindows(
  db: Queryable,
  brandId: string,
  range: Pick<FigureRange, 'platforms' | 'kind'>,
  spans: readonly number[],
) {
  return getRead<TopicWindowRow>(db, brandId, topicWindowsRead(range, spans));
}

export type TopicWindowRow = TopicTotalsRow & { span: number };

export function topicWindowsRead(
  range: Pick<FigureRange, 'platforms' | 'kind'>,
  spans: readonly number[],
): Read {
  return {
    name: 'getTopicWindows',
    sql: `
     select topic_id as "topicId", platform, span, ${TOPIC_SUM_COLUMNS}
     from public.topic_window
     where user_id = $1 and span = any($2::smallint[]) and ($3::text[] is null or platform = any($3::text[]))
       and ($4::text is null or prompt_kind = $4::text)
     group by topic_id, platform, span`,
    params: [spans, range.platforms, storedPromptKind(range.kind)],
    reusablePlan: true,
    columns: TOPIC_WINDOW_COLUMNS,
  };
}

/**
 * "Cited, not named" of one topic (the aggregate: every topic) over a range, as one row: summed from its
 * rollup, which counts the domain cited_not_named_state names (the caller has made it the brand's).
 */
export function citedNotNamedCountRead(topicId: string, range: FigureRange): Read {
  return {
    name: 'getCitedNotNamed',
    sql: `
     select coalesce(sum(answers), 0)::int as count from public.cited_not_named_daily
     where user_id = $1 and topic_id = $2 and ${rangeWhere(3)}`,
    params: [topicId, ...rangeParams(range)],
    reusablePlan: true,
  };
}

export interface DailyImpressionsRow {
  topicId: string;
  date: Day;
  impressions: number;
  answers: number;
}

/** A figure range of one topic's days (or every topic's). */
export interface HistoryFilter extends FigureRange {
  topicId: string | null;
  /** Without a topic: true reads every topic but the aggregate, false only the aggregate. */
  splitByTopic: boolean;
}

const historyWhere = `d.user_id = $1
  and ($2::uuid is null or d.topic_id = $2::uuid)
  and ($2::uuid is not null or t.is_aggregate = not $3::boolean)
  and ${rangeWhere(4, 'd.')}`;

const historyParams = (brandId: string, filter: HistoryFilter) => [
  brandId,
  filter.topicId,
  filter.splitByTopic,
  filter.from,
  filter.to,
  filter.platforms,
  storedPromptKind(filter.kind),
];

export interface DailyHistoryRow {
  topicId: string;
  date: Day;
  impressions: number;
  answers: number;
  sentimentSum: number;
  /** Answers naming the brand with a sentiment that day. */
  mentions: number;
}

const DAILY_HISTORY_SUMS = `sum(d.impressions)::int as impressions, sum(d.answers)::int as answers,
  sum(d.sentiment_sum)::float8 as "sentimentSum", sum(d.sentiment_count)::int as mentions`;

/*
 * getDailyHistory: per topic per day, the counts the visibility chart plots and the sums the sentiment
 * chart averages, in one pass over the days (the charts of one page share it). One topic's days (every
 * page's charts) are read along topic_daily's key by a statement whose plan serves any days; the REST
 * series of every topic by the general one.
 */
export function getDailyHistory(db: Queryable, brandId: string, filter: HistoryFilter) {
  if (filter.topicId !== null)
    return getRead<DailyHistoryRow>(db, brandId, topicHistoryRead(filter.topicId, filter));
  return queryRowsAsJson<DailyHistoryRow>(
    db,
    `/* getDailyHistory */
     select d.topic_id as "topicId", d.day as date, ${DAILY_HISTORY_SUMS}
     from public.topic_daily d join public.topics t on t.id = d.topic_id
     where ${historyWhere}
     group by d.topic_id, d.day order by d.day, d.topic_id`,
    historyParams(brandId, filter),
  );
}

/** One topic's days (getDailyHistory with a topic): a statement whose plan serves any days. */
export function topicHistoryRead(topicId: string, range: FigureRange): Read {
  return {
    name: 'getTopicDailyHistory',
    sql: `
       select d.topic_id as "topicId", d.day as date, ${DAILY_HISTORY_SUMS}
       from public.topic_daily d
       where d.user_id = $1 and d.topic_id = $2 and ${rangeWhere(3, 'd.')}
       group by d.topic_id, d.day order by d.day`,
    params: [topicId, ...rangeParams({ ...range, platforms: range.platforms ?? null })],
    reusablePlan: true,
    columns: DAILY_HISTORY_COLUMNS,
  };
}

const DAILY_HISTORY_COLUMNS = [
  'topicId',
  'date',
  'impressions',
  'answers',
  'sentimentSum',
  'mentions',
] as const satisfies readonly (keyof DailyHistoryRow)[];

/** Impressions and answers per topic per day. */
export const impressionRows = (rows: readonly DailyHistoryRow[]): DailyImpressionsRow[] =>
  rows.map(({ topicId, date, impressions, answers }) => ({ topicId, date, impressions, answers }));

/** Mean sentiment per topic per day; days without a mention left out. */
export const sentimentRows = (rows: readonly DailyHistoryRow[]): DailySentimentRow[] =>
  rows
    .filter((row) => row.mentions > 0)
    .map(({ topicId, date, sentimentSum, mentions }) => ({
      topicId,
      date,
      sentiment: sentimentSum / mentions,
      mentions,
    }));

export interface DailySentimentRow {
  topicId: string;
  date: Day;
  sentiment: number;
  mentions: number;
}

export interface CompetitorMentionsRow {
  competitorId: string;
  name: string;
  logoUrl: string | null;
  mentions: number;
}

/**
 * Which rows a topic's figures over a range are summed from: the all-time totals, a preset period's
 * window (current as of today: see advanceRollupWindows), or the days.
 */
export type RollupBasis =
  { table: 'totals' } | { table: 'window'; span: number } | { table: 'daily' } | SourceBlocksBasis;

/** A period's citations from aligned blocks of days and the odd days at its ends (sourceBlockPieces). */
export interface SourceBlocksBasis {
  table: 'blocks';
  days: Day[];
  blocks: { days: number; start: Day }[];
}

/**
 * The basis's rows of one topic in a rollup family (source_* or competitor_*): $1 user, $2 topic, its own
 * parameters from $3, on the range's platforms and kind of prompt; and the plan hint of a statement that
 * reads them (a window's or the totals' few rows plan the same for any values; the days' do not).
 */
function basisRows(
  family: 'source' | 'competitor',
  basis: RollupBasis,
  range: FigureRange,
): { rows: string; params: SqlParam[]; plan: string } {
  const platformsAndKind = `($3::text[] is null or platform = any($3::text[]))
    and ($4::text is null or prompt_kind = $4::text)`;
  switch (basis.table) {
    case 'totals':
      return {
        rows: `public.${family}_totals where user_id = $1 and topic_id = $2 and ${platformsAndKind}`,
        params: [range.platforms, storedPromptKind(range.kind)],
        plan: REUSABLE_PLAN,
      };
    case 'window':
      return {
        rows: `public.${family}_window where user_id = $1 and topic_id = $2 and ${platformsAndKind} and span = $5`,
        params: [range.platforms, storedPromptKind(range.kind), basis.span],
        plan: REUSABLE_PLAN,
      };
    case 'daily':
      return {
        rows: `public.${family}_daily where user_id = $1 and topic_id = $2 and ${rangeWhere(3)}`,
        params: rangeParams(range),
        plan: '',
      };
    case 'blocks':
      if (family !== 'source') throw new Error('Only citations are kept in blocks of days');
      return {
        rows: `(
            select platform, prompt_kind, url_id, mentions from public.source_daily
            where user_id = $1 and topic_id = $2 and day = any($5::date[])
            union all
            select platform, prompt_kind, url_id, mentions from public.source_block
            where user_id = $1 and topic_id = $2
              and (days, start_day) in (select * from unnest($6::smallint[], $7::date[]))
          ) pieces where ${platformsAndKind}`,
        params: [
          range.platforms,
          storedPromptKind(range.kind),
          basis.days,
          basis.blocks.map((block) => block.days),
          basis.blocks.map((block) => block.start),
        ],
        plan: '',
      };
  }
}

/* getCompetitorMentions: answers naming each competitor in one topic over a range */
export function getCompetitorMentions(
  db: Queryable,
  brandId: string,
  topicId: string,
  basis: RollupBasis,
  range: FigureRange,
) {
  return getRead<CompetitorMentionsRow>(db, brandId, competitorMentionsRead(topicId, basis, range));
}

export function competitorMentionsRead(topicId: string, basis: RollupBasis, range: FigureRange): Read {
  const { rows, params, plan } = basisRows('competitor', basis, range);
  // Summed by id first, then joined: a logo can be a long data: URI, too costly to group rows by.
  return {
    name: 'getCompetitorMentions',
    sql: `
     select c.id as "competitorId", c.name, c.logo_url as "logoUrl", m.mentions
     from (select competitor_id, sum(mentions)::int as mentions from ${rows} group by competitor_id) m
       join public.competitors c on c.id = m.competitor_id`,
    params: [topicId, ...params],
    reusablePlan: plan === REUSABLE_PLAN,
  };
}

/** How many answers of one topic over a range cite each of the pages `urlIds` (source_urls ids) that any cites. */
export async function getPageCitations(
  db: Queryable,
  brandId: string,
  topicId: string,
  basis: RollupBasis,
  range: FigureRange,
  urlIds: readonly number[],
): Promise<Map<number, number>> {
  const { rows, params } = basisRows('source', basis, range);
  const cited = await db.query<{ urlId: number; answers: number }>(
    `/* getPageCitations */
    select url_id as "urlId", sum(mentions)::int as answers from ${rows} and url_id = any($${3 + params.length}::int[])
    group by url_id`,
    [brandId, topicId, ...params, urlIds],
  );
  return new Map(cited.map((row) => [row.urlId, row.answers]));
}

/** A topic's citations over a range: its most cited URLs, every URL's total, and each domain's. */
export interface SourceCounts {
  top: { url: string; domain: string; count: number }[];
  /** Citations of every URL in the topic and range (the citation share's denominator). */
  total: number;
  byDomain: { domain: string; count: number }[];
}

/*
 * getSourceCounts: one topic's most cited URLs over a range and its citations per domain, from one pass
 * over the rows (the top list and the citations by kind of source of one page share it)
 */
export async function getSourceCounts(
  db: Queryable,
  brandId: string,
  topicId: string,
  basis: RollupBasis,
  range: FigureRange,
  limit: number,
): Promise<SourceCounts> {
  return sourceCountsOf(
    await getRead<SourceCountRow>(db, brandId, sourceCountsRead(topicId, basis, range, limit)),
  );
}

/** A row of sourceCountsRead: a top URL, or a domain's total (url null). */
export interface SourceCountRow {
  url: string | null;
  domain: string;
  count: number;
}

const SOURCE_COUNT_COLUMNS = ['url', 'domain', 'count'] as const satisfies readonly (keyof SourceCountRow)[];

export function sourceCountsRead(
  topicId: string,
  basis: RollupBasis,
  range: FigureRange,
  limit: number,
): Read {
  const { rows, params, plan } = basisRows('source', basis, range);
  // Summed by URL id first, then each URL joined once for its text and domain.
  return {
    name: 'getSourceCounts',
    sql: `
     with urls as (
       select u.url, u.domain, m.count
       from (select url_id, sum(mentions)::int as count from ${rows} group by url_id) m
         join public.source_urls u on u.id = m.url_id
     )
     (select url, domain, count from urls order by count desc, url limit $${params.length + 3})
     union all
     (select null, domain, sum(count)::int from urls group by domain)`,
    params: [topicId, ...params, limit],
    reusablePlan: plan === REUSABLE_PLAN,
    columns: SOURCE_COUNT_COLUMNS,
  };
}

/** The rows of sourceCountsRead as SourceCounts. */
export function sourceCountsOf(found: readonly SourceCountRow[]): SourceCounts {
  const byDomain = found.filter((row) => row.url === null);
  return {
    // Ordered again here: a union keeps no order of its own.
    top: found
      .flatMap(({ url, domain, count }) => (url === null ? [] : [{ url, domain, count }]))
      .sort((a, b) => b.count - a.count || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
    total: byDomain.reduce((sum, row) => sum + row.count, 0),
    byDomain: byDomain.map(({ domain, count }) => ({ domain, count })),
  };
}

export interface SourceSeriesRow {
  topicId: string;
  date: Day;
  source: string;
  mentions: number;
}

/* getSourceSeries: mentions per URL per day (REST time series) */
export function getSourceSeries(db: Queryable, brandId: string, filter: HistoryFilter) {
  return db.query<SourceSeriesRow>(
    `/* getSourceSeries */
     select m."topicId", m.date, u.url as source, m.mentions
     from (
       select d.topic_id as "topicId", d.day as date, d.url_id, sum(d.mentions)::int as mentions
       from public.source_daily d join public.topics t on t.id = d.topic_id
       where ${historyWhere}
       group by d.topic_id, d.day, d.url_id
     ) m join public.source_urls u on u.id = m.url_id
     order by m.date, m."topicId", m.mentions desc, u.url`,
    historyParams(brandId, filter),
  );
}

export interface CompetitorSeriesRow {
  topicId: string;
  date: Day;
  competitorId: string;
  competitor: string;
  mentions: number;
  rank: number;
  logoUrl: string | null;
}

/* getCompetitorSeries: mentions per competitor per day with that day's rank (REST time series) */
export function getCompetitorSeries(db: Queryable, brandId: string, filter: HistoryFilter) {
  return db.query<CompetitorSeriesRow>(
    `/* getCompetitorSeries */
     select m."topicId", m.date, c.id as "competitorId", c.name as competitor, m.mentions,
       rank() over (partition by m."topicId", m.date order by m.mentions desc)::int as rank,
       c.logo_url as "logoUrl"
     from (
       select d.topic_id as "topicId", d.day as date, d.competitor_id, sum(d.mentions)::int as mentions
       from public.competitor_daily d join public.topics t on t.id = d.topic_id
       where ${historyWhere}
       group by d.topic_id, d.day, d.competitor_id
     ) m join public.competitors c on c.id = m.competitor_id
     order by m.date, m."topicId", m.mentions desc, c.name`,
    historyParams(brandId, filter),
  );
}

export interface PromptStatsRow {
  promptId: string;
  topicId: string;
  question: string;
  kind: PromptKind;
  kindSetByUser: boolean;
  answers: number;
  impressions: number;
  failures: number;
  lastCollectedOn: Day | null;
}

/*
 * promptRangeSums: each prompt's sums per platform over a range's days and platforms (from $2, to $3,
 * platforms $4), from prompt_cumulative's running totals: the row of the range's last day (the account's last
 * day, when the range runs past it) less the row of the day before its first, two rows per prompt and
 * platform for any length of period. Columns: prompt_id, platform, TOPIC_SUMS, last_answered_on (the range's
 * latest day with an answer); a prompt and platform with nothing in the range is left out, as prompt_daily
 * keeps no empty day.
 */
const promptRangeSums = `(
  select * from (
    select c.prompt_id, c.platform,
      ${TOPIC_SUMS.map((sum) => `sum(case when c.day = e.last then c.${sum} else -c.${sum} end) as ${sum}`).join(',\n      ')},
      max(c.last_answered_on) filter (where c.day = e.last
        and c.last_answered_on >= coalesce($2::date, '-infinity'::date)) as last_answered_on
    from (select least($3::date, max(day)) as last from public.prompt_cumulative where user_id = $1) e
      join public.prompt_cumulative c on c.user_id = $1 and c.day in (e.last, $2::date - 1)
    where coalesce($2::date, '-infinity'::date) <= e.last and ($4::text[] is null or c.platform = any($4::text[]))
    group by c.prompt_id, c.platform
  ) sums
  where answers <> 0 or failures <> 0 or refusals <> 0 or no_answers <> 0
)`;

/* getPromptStats: every active prompt (of the range's kind) with its answers, impressions and failures in a range */
export function getPromptStats(db: Queryable, brandId: string, range: FigureRange) {
  return queryColumnsAsJson<PromptStatsRow>(
    db,
    `/* getPromptStats */
     select p.id as "promptId", p.topic_id as "topicId", p.question, ${promptKindOf('p.kind')} as kind,
       p.kind_set_by_user as "kindSetByUser",
       coalesce(r.answers, 0) as answers, coalesce(r.impressions, 0) as impressions,
       coalesce(r.failures, 0) as failures, to_char(r.last_answered_on, 'YYYY-MM-DD') as "lastCollectedOn"
     from public.prompts p
       join public.topics t on t.id = p.topic_id and t.archived_at is null
       left join (
         select prompt_id, sum(answers)::int as answers, sum(impressions)::int as impressions,
           sum(failures)::int as failures, max(last_answered_on) as last_answered_on
         from ${promptRangeSums} s group by prompt_id
       ) r on r.prompt_id = p.id
     where p.user_id = $1 and p.archived_at is null and ($5::text is null or p.kind = $5::text)
     order by p.created_at, p.question`,
    [
      'promptId',
      'topicId',
      'question',
      'kind',
      'kindSetByUser',
      'answers',
      'impressions',
      'failures',
      'lastCollectedOn',
    ],
    [brandId, ...rangeParams(range)],
  );
}

export interface GridPromptRow {
  promptId: string;
  topicId: string;
  topicName: string;
  question: string;
  kind: PromptKind;
  kindSetByUser: boolean;
}

/* listGridPrompts: the prompts grid's rows: every active prompt (of the range's kind) of an active topic */
export function listGridPrompts(db: Queryable, brandId: string, kind: FigureRange['kind']) {
  return queryColumnsAsJson<GridPromptRow>(
    db,
    `/* listGridPrompts */
     select p.id as "promptId", p.topic_id as "topicId", t.name as "topicName", p.question, ${promptKindOf('p.kind')} as kind,
       p.kind_set_by_user as "kindSetByUser"
     from public.prompts p join public.topics t on t.id = p.topic_id and t.archived_at is null
     where p.user_id = $1 and p.archived_at is null and ($2::text is null or p.kind = $2::text)
     order by t.name, p.created_at, p.question`,
    ['promptId', 'topicId', 'topicName', 'question', 'kind', 'kindSetByUser'],
    [brandId, storedPromptKind(kind)],
  );
}

export type PromptPlatformSumsRow = Omit<TopicTotalsRow, 'topicId'> & { promptId: string };

/** The sums a topic or prompt rollup row is read with (TOPIC_SUM_COLUMNS' names). */
export const ROLLUP_SUM_FIELDS = [
  'answers',
  'failures',
  'impressions',
  'sentimentSum',
  'sentimentCount',
  'positionSum',
  'positionCount',
  'refusals',
  'noAnswers',
] as const satisfies readonly (keyof TopicTotalsRow)[];

const TOPIC_WINDOW_COLUMNS = [
  'topicId',
  'platform',
  'span',
  ...ROLLUP_SUM_FIELDS,
] as const satisfies readonly (keyof TopicWindowRow)[];

const PROMPT_SUMS_COLUMNS = [
  'promptId',
  'platform',
  ...ROLLUP_SUM_FIELDS,
] as const satisfies readonly (keyof PromptPlatformSumsRow)[];

/** A stored row's sums under the names TOPIC_SUM_COLUMNS gives them (a window row is one key's sums already). */
const STORED_SUM_COLUMNS = `answers, failures, impressions, sentiment_sum::float8 as "sentimentSum",
  sentiment_count as "sentimentCount", position_sum::float8 as "positionSum", position_count as "positionCount",
  refusals, no_answers as "noAnswers"`;

/*
 * getPromptPlatformSums: each prompt's sums per platform over a range of days: a preset period's or all
 * time's from its window (span, as of the windows' day: one stored row per prompt and platform), any other
 * range from the running totals of its last day and the day before its first
 */
export function getPromptPlatformSums(
  db: Queryable,
  brandId: string,
  range: FigureRange,
  window: { span: number } | null,
) {
  if (window)
    return queryColumnsAsJson<PromptPlatformSumsRow>(
      db,
      `/* getPromptWindowSums */
       select prompt_id as "promptId", platform, ${STORED_SUM_COLUMNS}
       from public.prompt_window
       where user_id = $1 and span = $2::smallint and ($3::text[] is null or platform = any($3::text[]))`,
      PROMPT_SUMS_COLUMNS,
      [brandId, window.span, range.platforms],
    );
  return queryColumnsAsJson<PromptPlatformSumsRow>(
    db,
    `/* getPromptPlatformSums */
     select prompt_id as "promptId", platform, ${STORED_SUM_COLUMNS} from ${promptRangeSums} r`,
    PROMPT_SUMS_COLUMNS,
    [brandId, range.from, range.to, range.platforms],
  );
}

/** One prompt's days with answers in a range: each day's offset from the first day, answers and impressions. */
export interface PromptDaysRow {
  promptId: string;
  offsets: number[];
  answers: number[];
  impressions: number[];
}

/*
 * getPromptDays: each prompt's answers and impressions per day (the chosen platforms summed) from–to, one
 * row per prompt with its days as arrays (a row per prompt and day cost a third more to hand over); all the
 * account's prompts, or those of promptIds (read along the primary key, which carries the counts)
 */
export function getPromptDays(
  db: Queryable,
  brandId: string,
  range: { from: Day; to: Day; platforms: readonly string[] | null; promptIds: readonly string[] | null },
) {
  const prompts = range.promptIds ? 'and prompt_id = any($5::uuid[])' : '';
  return queryRowsAsJson<PromptDaysRow>(
    db,
    `/* getPromptDays */
     select d.prompt_id as "promptId", array_agg(d.day - $2::date order by d.day) as offsets,
       array_agg(d.answers order by d.day) as answers, array_agg(d.impressions order by d.day) as impressions
     from (
       select prompt_id, day, sum(answers)::int as answers, sum(impressions)::int as impressions
       from public.prompt_daily where user_id = $1 and ${daysAndPlatforms(2)} ${prompts}
       group by prompt_id, day
     ) d
     group by d.prompt_id`,
    [brandId, range.from, range.to, range.platforms, ...(range.promptIds ? [range.promptIds] : [])],
  );
}

/* countOwnPrompts: how many of the ids are prompts of the account */
export async function countOwnPrompts(db: Queryable, brandId: string, ids: readonly string[]) {
  const [row] = await db.query<{ n: number }>(
    `/* countOwnPrompts */ select count(*)::int as n from public.prompts where user_id = $1 and id = any($2::uuid[])`,
    [brandId, ids],
  );
  return row?.n ?? 0;
}

export interface PromptRecordRow {
  question: string;
  group: string;
  visible: boolean;
  dateOfCollection: Day;
}

/**
 * getPromptRecords: one record per collected answer (question, group, visible, date), rebuilt from the
 * prompt_daily rollup so the REST contract never scans raw answers.
 */
export function getPromptRecords(db: Queryable, brandId: string) {
  return db.query<PromptRecordRow>(
    `/* getPromptRecords */
     select p.question, t.name as "group", (n <= d.impressions) as visible, d.day as "dateOfCollection"
     from (
       select prompt_id, day, sum(answers)::int as answers, sum(impressions)::int as impressions
       from public.prompt_daily where user_id = $1 group by prompt_id, day
     ) d
       join public.prompts p on p.id = d.prompt_id and p.archived_at is null
       join public.topics t on t.id = p.topic_id and t.archived_at is null
       cross join lateral generate_series(1, d.answers) as n
     order by d.day, t.name, p.question, n`,
    [brandId],
  );
}

/** The latest two collection days of a topic (all platforms summed), newest first. */
export function getRecentTopicDays(db: Queryable, brandId: string, topicId: string) {
  return db.query<{ day: string; impressions: number; answers: number; failures: number }>(
    `/* getRecentTopicDays */ 
    select to_char(day, 'YYYY-MM-DD') as day, sum(impressions)::int as impressions, sum(answers)::int as answers,
      sum(failures)::int as failures
    from public.topic_daily where user_id = $1 and topic_id = $2
    group by day having sum(answers) > 0 order by day desc limit 2`,
    [brandId, topicId],
  );
}

export interface DomainCitationsRow {
  domain: string;
  citations: number;
}

/* getDomainCitations: citations per domain in one topic between two days (inclusive) */
export function getDomainCitations(db: Queryable, brandId: string, topicId: string, range: FigureRange) {
  return db.query<DomainCitationsRow>(
    `/* getDomainCitations */
     select u.domain, sum(d.mentions)::int as citations
     from public.source_daily d join public.source_urls u on u.id = d.url_id
     where d.user_id = $1 and d.topic_id = $2 and ${rangeWhere(3, 'd.')}
     group by u.domain order by citations desc, u.domain`,
    [brandId, topicId, ...rangeParams(range)],
  );
}

/**
 * One day of a topic's prompts as separate strata (issue 62): each prompt on each platform with answers is
 * one rate, impressions ÷ answers. `even` says whether every prompt on each platform that day was asked the
 * same samples (answers, failures, refusals and no answers: what the run asked, whatever came back).
 */
export interface PromptRateDayRow {
  day: Day;
  /** (prompt, platform) pairs with at least one answer that day. */
  strata: number;
  /** The sum of their rates (0–1). */
  rateSum: number;
  /**
   * The sum of each rate's variance, p̃(1 − p̃)/n with p̃ = (impressions + 1)/(answers + 2): one success and
   * one failure added per stratum (Agresti–Caffo), so a rate of 0 or 1 on few answers is not taken as certain.
   */
  varianceSum: number;
  even: boolean;
  /** Raw counts, as the drill-down shows them. */
  impressions: number;
  answers: number;
}

/*
 * getPromptRateDays: per day of a range, the strata of one topic's prompts (every prompt's for the aggregate,
 * topicId null) on the range's platforms and kind: read from prompt_daily (a rollup), never from answers.
 */
export function getPromptRateDays(
  db: Queryable,
  brandId: string,
  topicId: string | null,
  range: FigureRange,
): Promise<PromptRateDayRow[]> {
  return queryRowsAsJson<PromptRateDayRow>(
    db,
    `/* getPromptRateDays */
     with cells as (
       select d.day, d.platform,
         min(d.answers + d.failures + d.refusals + d.no_answers) = max(d.answers + d.failures + d.refusals + d.no_answers) as even,
         count(*) filter (where d.answers > 0)::int as strata,
         coalesce(sum(d.impressions::float8 / d.answers) filter (where d.answers > 0), 0) as rate_sum,
         coalesce(sum(((d.impressions + 1)::float8 / (d.answers + 2))
           * ((d.answers - d.impressions + 1)::float8 / (d.answers + 2)) / d.answers)
           filter (where d.answers > 0), 0) as variance_sum,
         sum(d.impressions)::int as impressions, sum(d.answers)::int as answers
       from public.prompt_daily d join public.prompts p on p.id = d.prompt_id
       where d.user_id = $1 and ${daysAndPlatforms(3, 'd.')}
         and ($6::text is null or p.kind = $6::text) and ($2::uuid is null or p.topic_id = $2::uuid)
       group by d.day, d.platform
     )
     select to_char(day, 'YYYY-MM-DD') as day, sum(strata)::int as strata, sum(rate_sum) as "rateSum",
       sum(variance_sum) as "varianceSum", bool_and(even) as even, sum(impressions)::int as impressions,
       sum(answers)::int as answers
     from cells group by day order by day`,
    [brandId, topicId, ...rangeParams(range)],
  );
}
