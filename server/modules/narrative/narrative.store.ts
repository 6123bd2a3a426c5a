/**
 * What the narrative reads of answer_statements, over exactly the answers answers(filter) lists: the
 * collection module's filter on answers `a` ($1 to $24), answered (OK) ones only.
 */
import type { PlatformId } from '../../../graphql/shared/platforms';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import type { Queryable, SqlParam } from '../../db/db';
import { storedPromptKind } from '../../db/prompt-kinds';
import { ALL_ASPECTS, countStatements, lockAccountRollups } from '../../core/rollups';
import type { Day } from '../../lib/dates';
import { answeredFilterCte, answerFilter, type AnswersQuery } from '../collection';

export { ALL_ASPECTS };

/**
 * Answers alike in what they say on one aspect of one name: `answers` answers, each holding `positive`,
 * `neutral` and `negative` such statements. What the figures and their bootstrap read.
 */
export interface StatementTally {
  /** An aspect, or ALL_ASPECTS. */
  aspect: string;
  /** null: the brand. */
  competitorId: string | null;
  positive: number;
  neutral: number;
  negative: number;
  answers: number;
}

/** The answered answers of the filter, as a CTE named `filtered`. */
const filtered = answeredFilterCte;

/**
 * The filter's statements tallied per answer, then per `key`, name and counts: one row per value of the
 * statement's `unnested` list (a text[] expression of `s`) it holds.
 */
function tallyStatements<Row>(db: Queryable, q: AnswersQuery, name: string, unnested: string, key: string) {
  const { cte, params } = filtered(q);
  return db.query<Row>(
    `/* ${name} */
    with ${cte},
    per_answer as (
      select s.answer_id, s.competitor_id, x.key,
        count(*) filter (where s.polarity = 'positive')::int as positive,
        count(*) filter (where s.polarity = 'neutral')::int as neutral,
        count(*) filter (where s.polarity = 'negative')::int as negative
      from filtered f
        join public.answer_statements s on s.answer_id = f.id
        cross join lateral unnest(${unnested}) as x(key)
      group by s.answer_id, s.competitor_id, x.key
    )
    select key as "${key}", competitor_id as "competitorId", positive, neutral, negative,
      count(*)::int as answers
    from per_answer
    group by key, competitor_id, positive, neutral, negative`,
    params,
  );
}

/** The statement tallies of the filter's answers, by aspect (and ALL_ASPECTS) and name. */
export const getStatementTallies = (db: Queryable, q: AnswersQuery): Promise<StatementTally[]> =>
  tallyStatements(db, q, 'getStatementTallies', `array_append(s.aspects, '${ALL_ASPECTS}')`, 'aspect');

/** The brand's statements of the filter counted by polarity on each aspect (and ALL_ASPECTS). */
export interface AspectSums {
  aspect: string;
  positive: number;
  neutral: number;
  negative: number;
}

/**
 * The brand's statements summed by aspect, without the tally per answer: what a net sentiment without its
 * interval needs (a theme's change against the previous period).
 */
export function getBrandAspectSums(db: Queryable, q: AnswersQuery): Promise<AspectSums[]> {
  const { cte, params } = filtered(q);
  return db.query<AspectSums>(
    `/* getBrandAspectSums */
    with ${cte}
    select x.aspect,
      count(*) filter (where s.polarity = 'positive')::int as positive,
      count(*) filter (where s.polarity = 'neutral')::int as neutral,
      count(*) filter (where s.polarity = 'negative')::int as negative
    from filtered f
      join public.answer_statements s on s.answer_id = f.id
      cross join lateral unnest(array_append(s.aspects, '${ALL_ASPECTS}')) as x(aspect)
    where s.competitor_id is null
    group by x.aspect`,
    params,
  );
}

/** Statements on one of the brand's own attributes, tallied like an aspect's (competitorId is always null). */
export type AttributeTally = Omit<StatementTally, 'aspect'> & { attribute: string };

/**
 * The tallies of the filter's statements by the brand's own attribute, as stored: only the brand's
 * statements carry attributes (the analyzer reads them for the brand alone).
 */
export const getAttributeTallies = (db: Queryable, q: AnswersQuery): Promise<AttributeTally[]> =>
  tallyStatements(db, q, 'getAttributeTallies', 's.attributes', 'attribute');

export interface ThemeDayRow {
  aspect: string;
  date: string;
  positive: number;
  neutral: number;
  negative: number;
}

/** The brand's statements by aspect and day, oldest first (aspects in order within a day). */
export function getThemeDays(db: Queryable, q: AnswersQuery): Promise<ThemeDayRow[]> {
  const { cte, params } = filtered(q);
  return db.query<ThemeDayRow>(
    `/* getThemeDays */
    with ${cte}
    select x.aspect, to_char(f.collected_on, 'YYYY-MM-DD') as date,
      count(*) filter (where s.polarity = 'positive')::int as positive,
      count(*) filter (where s.polarity = 'neutral')::int as neutral,
      count(*) filter (where s.polarity = 'negative')::int as negative
    from filtered f
      join public.answer_statements s on s.answer_id = f.id
      cross join lateral unnest(s.aspects) as x(aspect)
    where s.competitor_id is null
    group by x.aspect, f.collected_on
    order by f.collected_on, x.aspect`,
    params,
  );
}

/**
 * The statement days (statement_daily, statement_source_daily) and daily topic and source rollups
 * (topic_daily, source_daily) a filter's trend, quotes, sources and answer count are read from: of one topic (the aggregate topic's for all). Only a filter of topic, days,
 * platforms and kind of prompt has them.
 */
export interface DailyRollups {
  topicId: string;
}

/** The daily rollup rows of the filter: $1 brand, $2 topic, $3 platforms, $4 stored kind, $5 from, $6 to. */
function dailyRows(table: string, q: AnswersQuery, daily: DailyRollups) {
  return {
    rows: `public.${table} where user_id = $1 and topic_id = $2
      and ($3::text[] is null or platform = any($3::text[])) and ($4::text is null or prompt_kind = $4::text)
      and ($5::date is null or day >= $5::date) and ($6::date is null or day <= $6::date)`,
    params: [q.brandId, daily.topicId, q.platforms, storedPromptKind(q.kind), q.from, q.to] as SqlParam[],
  };
}

/** The brand's statements by aspect and day from the statement days, oldest first (as getThemeDays). */
export function getDailyThemeDays(
  db: Queryable,
  q: AnswersQuery,
  daily: DailyRollups,
): Promise<ThemeDayRow[]> {
  const { rows, params } = dailyRows('statement_daily', q, daily);
  return db.query<ThemeDayRow>(
    `/* getDailyThemeDays */
    select aspect, to_char(day, 'YYYY-MM-DD') as date, sum(positive)::int as positive,
      sum(neutral)::int as neutral, sum(negative)::int as negative
    from ${rows}
    group by aspect, day
    order by day, aspect`,
    params,
  );
}

/** A page cited by at least so many of the answers with a negative statement about the brand on an aspect. */
export type NegativeThemePage = Omit<ThemeSourceRow, 'citing'> & { urlId: number };

/**
 * For each aspect, the pages cited by at least `minAnswers` of the answers with a negative statement about
 * the brand on it, from the statement days (their citing answers are the source rollups' to count).
 */
export function getDailyNegativeThemePages(
  db: Queryable,
  q: AnswersQuery,
  daily: DailyRollups,
  minAnswers: number,
): Promise<NegativeThemePage[]> {
  const { rows, params } = dailyRows('statement_source_daily', q, daily);
  return db.query<NegativeThemePage>(
    `/* getDailyNegativeThemePages */
    select p.aspect, p.url_id as "urlId", u.url, u.domain, p.answers
    from (
      select aspect, url_id, sum(answers)::int as answers from ${rows}
      group by aspect, url_id having sum(answers) >= $7
    ) p join public.source_urls u on u.id = p.url_id`,
    [...params, minAnswers],
  );
}

/** The filter's answered answers from the daily topic rollups (as countFilteredAnswers). */
export async function countDailyAnswers(
  db: Queryable,
  q: AnswersQuery,
  daily: DailyRollups,
): Promise<number> {
  const { rows, params } = dailyRows('topic_daily', q, daily);
  const [row] = await db.query<{ count: number }>(
    `/* countDailyAnswers */ select coalesce(sum(answers), 0)::int as count from ${rows}`,
    params,
  );
  return row?.count ?? 0;
}

/** The filter's answered answers. */
export async function countFilteredAnswers(db: Queryable, q: AnswersQuery): Promise<number> {
  const { cte, params } = filtered(q);
  const [row] = await db.query<{ count: number }>(
    `/* countFilteredAnswers */ with ${cte} select count(*)::int as count from filtered`,
    params,
  );
  return row?.count ?? 0;
}

export interface QuoteRow {
  statementId: string;
  text: string;
  answerId: string;
  platform: PlatformId;
  day: string;
  polarity: SentimentLabel;
  aspects: string[];
}

/**
 * The newest `limit` statements about the brand on each aspect they speak of (`aspect`, so a statement on
 * two aspects comes under both): of one polarity, or with none given, the negative ones first. One pass over
 * the filter's statements for every theme of a page; `days`, when given, must hold the days of every quote
 * (see quoteDays), and only their statements are read.
 */
export async function getQuotesByAspect(
  db: Queryable,
  q: AnswersQuery,
  polarity: SentimentLabel | null,
  limit: number,
  days: readonly Day[] | null = null,
): Promise<(QuoteRow & { aspect: string })[]> {
  const { cte, params } = filtered(q);
  return db.query<QuoteRow & { aspect: string }>(
    `/* getThemeQuotes */
    with ${cte},
    ranked as (
      select x.aspect, s.id, s.quote, s.answer_id, f.platform, f.collected_on, s.polarity, s.aspects,
        row_number() over (partition by x.aspect
          order by (s.polarity = 'negative') desc, f.collected_at desc, s.answer_id, s.start_at) as rank
      from filtered f
        join public.answer_statements s on s.answer_id = f.id
        cross join lateral unnest(s.aspects) as x(aspect)
      where s.competitor_id is null and ($25::text is null or s.polarity = $25::text)
        and ($27::date[] is null or f.collected_on = any($27::date[]))
    )
    select aspect, id as "statementId", quote as text, answer_id as "answerId", platform,
      to_char(collected_on, 'YYYY-MM-DD') as day, polarity, aspects
    from ranked where rank <= $26
    order by aspect, rank`,
    [...params, polarity, limit, days],
  );
}

export interface ThemeSourceRow {
  /** The aspect of the negative statements. */
  aspect: string;
  url: string;
  domain: string;
  /** Answers with a negative statement about the brand on the aspect citing it. */
  answers: number;
  /** Answered answers of the filter citing it. */
  citing: number;
}

/**
 * For each aspect, the pages cited by at least `minAnswers` of the answers with a negative statement about
 * the brand on it, with how many of the filter's answered answers cite each: one pass over the filter's
 * statements and citations for every theme of a page.
 */
export async function getNegativeThemeSources(
  db: Queryable,
  q: AnswersQuery,
  minAnswers: number,
): Promise<ThemeSourceRow[]> {
  const { cte, params } = filtered(q);
  return db.query<ThemeSourceRow>(
    `/* getNegativeThemeSources */
    with ${cte},
    negative as (
      select distinct x.aspect, s.answer_id
      from filtered f
        join public.answer_statements s on s.answer_id = f.id
        cross join lateral unnest(s.aspects) as x(aspect)
      where s.competitor_id is null and s.polarity = 'negative'
    ),
    cited as (
      select src.answer_id, src.url_id from filtered f join public.answer_sources src on src.answer_id = f.id
    ),
    pages as (
      select n.aspect, c.url_id, count(*)::int as answers
      from negative n join cited c on c.answer_id = n.answer_id
      group by n.aspect, c.url_id having count(*) >= $25
    ),
    citing as (
      select url_id, count(*)::int as citing from cited
      where url_id in (select url_id from pages) group by url_id
    )
    select p.aspect, u.url, u.domain, p.answers, c.citing
    from pages p join citing c on c.url_id = p.url_id join public.source_urls u on u.id = p.url_id`,
    [...params, minAnswers],
  );
}

/**
 * The statement window (statement_window) a filter's sums are read from: a preset period's (`span` days
 * ending today, the windows moved to today first), of one topic (the aggregate topic's id for all). Only a
 * filter of topic, preset period, platforms and kind of prompt has one.
 */
export interface StatementWindow {
  topicId: string;
  span: number;
}

/** The window's rows: $1 brand, $2 topic, $3 platforms, $4 stored kind of prompt, $5 span. */
function windowRows(q: AnswersQuery, window: StatementWindow) {
  return {
    rows: `public.statement_window where user_id = $1 and topic_id = $2
      and ($3::text[] is null or platform = any($3::text[])) and ($4::text is null or prompt_kind = $4::text)`,
    params: [q.brandId, window.topicId, q.platforms, storedPromptKind(q.kind), window.span] as SqlParam[],
  };
}

/** The tallies of the window's answers on each aspect (and ALL_ASPECTS) or attribute, by name. */
function getWindowTallies(db: Queryable, q: AnswersQuery, window: StatementWindow, facetKind: string) {
  const { rows, params } = windowRows(q, window);
  return db.query<Omit<StatementTally, 'aspect'> & { facet: string }>(
    `/* getWindowStatementTallies */
    select facet, competitor_id as "competitorId", positive, neutral, negative, sum(answers)::int as answers
    from ${rows} and span = $5 and facet_kind = '${facetKind}'
    group by facet, competitor_id, positive, neutral, negative`,
    params,
  );
}

export const getWindowStatementTallies = async (db: Queryable, q: AnswersQuery, window: StatementWindow) =>
  (await getWindowTallies(db, q, window, 'aspect')).map(({ facet, ...row }) => ({ aspect: facet, ...row }));

export const getWindowAttributeTallies = async (db: Queryable, q: AnswersQuery, window: StatementWindow) =>
  (await getWindowTallies(db, q, window, 'attribute')).map(({ facet, ...row }) => ({
    attribute: facet,
    ...row,
  }));

/**
 * The brand's statements summed by aspect over the period before the window's: the window twice its length
 * less its own.
 */
export function getPreviousWindowBrandSums(
  db: Queryable,
  q: AnswersQuery,
  window: StatementWindow,
): Promise<AspectSums[]> {
  const { rows, params } = windowRows(q, { ...window, span: 2 * window.span });
  const summed = (count: string) =>
    `coalesce(sum(${count} * answers * case when span = $6 then -1 else 1 end), 0)::int as ${count}`;
  return db.query<AspectSums>(
    `/* getPreviousWindowBrandSums */
    select facet as aspect, ${['positive', 'neutral', 'negative'].map(summed).join(', ')}
    from ${rows} and span in ($5, $6) and facet_kind = 'aspect' and competitor_id is null
    group by facet`,
    [...params, window.span],
  );
}

export type StatementState = 'NEW' | 'REVIEWED' | 'IGNORED' | 'NEEDS_ACTION';

/** A statement as the inbox lists it. */
export interface InboxRow {
  id: string;
  text: string;
  polarity: SentimentLabel;
  aspects: string[];
  answerId: string;
  question: string;
  platform: PlatformId;
  day: string;
  state: StatementState;
  stateBy: string | null;
  stateAt: string | null;
  /** Its answer's collection time, the inbox's order with the id. */
  collectedAt: string;
}

export interface InboxQuery {
  /** The page filter's answers, as narrative(…) counts them. */
  answers: AnswersQuery;
  states: StatementState[] | null;
  aspect: string | null;
}

/** The inbox's statements with their answers and prompts. */
const INBOX_FROM = `from public.answer_statements s
  join public.answers a on a.id = s.answer_id
  join public.prompts p on p.id = a.prompt_id`;

/** The filter's negative statements about the brand in these states on this aspect: $1 to $26. */
function inboxFilter(q: InboxQuery) {
  const { where, params } = answerFilter({ ...q.answers, status: 'ok' });
  return {
    where: `${where} and s.user_id = $1 and s.competitor_id is null and s.polarity = 'negative'
      and ($25::text[] is null or s.state = any($25::text[])) and ($26::text is null or $26::text = any(s.aspects))`,
    params: [...params, q.states, q.aspect],
  };
}

const INBOX_COLUMNS = `s.id, s.quote as text, s.polarity, s.aspects, s.answer_id as "answerId",
  coalesce(a.question, p.question) as question, a.platform, to_char(a.collected_on, 'YYYY-MM-DD') as day,
  s.state, s.state_by_email as "stateBy", s.state_at as "stateAt", a.collected_at as "collectedAt"`;

/** One page of the inbox after the cursor (newest answer first), limit + 1 rows to tell whether more follow. */
export function getInboxPage(
  db: Queryable,
  q: InboxQuery,
  after: { collectedAt: string; id: string } | null,
  limit: number,
): Promise<InboxRow[]> {
  const { where, params } = inboxFilter(q);
  return db.query<InboxRow>(
    `/* getStatementInboxPage */
    select ${INBOX_COLUMNS}
    ${INBOX_FROM}
    where ${where}
      and ($27::timestamptz is null or (a.collected_at, s.id) < ($27::timestamptz, $28::uuid))
    order by a.collected_at desc, s.id desc
    limit $29`,
    [...params, after?.collectedAt ?? null, after?.id ?? null, limit],
  );
}

export async function countInbox(db: Queryable, q: InboxQuery): Promise<{ total: number; fresh: number }> {
  const { where, params } = inboxFilter(q);
  const [row] = await db.query<{ total: number; fresh: number }>(
    `/* countStatementInbox */
    select count(*)::int as total, count(*) filter (where s.state = 'NEW')::int as fresh
    ${INBOX_FROM}
    where ${where}`,
    params,
  );
  return row ?? { total: 0, fresh: 0 };
}

/** Sets a statement's state with who and when; false when the brand has no such statement. */
export async function setStatementState(
  tx: Queryable,
  brandId: string,
  statementId: string,
  state: StatementState,
  by: { id: string; email: string | null },
): Promise<boolean> {
  const rows = await tx.query(
    `/* setStatementState */ update public.answer_statements
    set state = $3, state_by = $4, state_by_email = $5, state_at = now()
    where user_id = $1 and id = $2 returning id`,
    [brandId, statementId, state, by.id, by.email],
  );
  return rows.length > 0;
}

/** Statements of the brand by id, as the inbox lists them. */
export function getInboxStatements(
  db: Queryable,
  brandId: string,
  ids: readonly string[],
): Promise<InboxRow[]> {
  return db.query<InboxRow>(
    `/* getInboxStatements */
    select ${INBOX_COLUMNS}
    ${INBOX_FROM}
    where s.user_id = $1 and s.id = any($2::uuid[])`,
    [brandId, ids],
  );
}

/** A statement as stored (GraphQL's Statement). */
export interface StatementRow {
  id: string;
  answerId: string;
  competitorId: string | null;
  competitorName: string | null;
  text: string;
  start: number;
  end: number;
  polarity: SentimentLabel;
  aspects: string[];
  attributes: string[];
  analyzerPolarity: SentimentLabel;
  analyzerAspects: string[];
  correctedBy: string | null;
  correctedAt: string | null;
  state: StatementState;
}

/** The statements of the brand's answers, in text order (the brand before a competitor at one place). */
export function getStatementRows(
  db: Queryable,
  brandId: string,
  by: { answerIds: readonly string[] } | { ids: readonly string[] },
): Promise<StatementRow[]> {
  const [column, ids] = 'answerIds' in by ? ['s.answer_id', by.answerIds] : ['s.id', by.ids];
  return db.query<StatementRow>(
    `/* getStatementRows */
    select s.id, s.answer_id as "answerId", s.competitor_id as "competitorId", c.name as "competitorName",
      s.quote as text, s.start_at as start, s.end_at as end, s.polarity, s.aspects, s.attributes,
      s.analyzer_polarity as "analyzerPolarity", s.analyzer_aspects as "analyzerAspects",
      s.corrected_by_email as "correctedBy", s.corrected_at as "correctedAt", s.state
    from public.answer_statements s left join public.competitors c on c.id = s.competitor_id
    where s.user_id = $1 and ${column} = any($2::uuid[])
    order by s.answer_id, s.start_at, s.competitor_id nulls first`,
    [brandId, ids],
  );
}

/**
 * Writes a reviewer's reading of a statement; false when the brand has no such statement. The statement
 * rollups count its answer again, under the account's rollup lock.
 */
export async function correctStatementReading(
  tx: Queryable,
  brandId: string,
  statementId: string,
  reading: { polarity: SentimentLabel | null; aspects: readonly string[] | null },
  by: { id: string; email: string | null },
): Promise<boolean> {
  await lockAccountRollups(tx, brandId);
  const itsAnswer = {
    sql: 'a.id = (select answer_id from public.answer_statements where id = $4::uuid and user_id = $1::uuid)',
    params: [statementId],
  };
  await countStatements(tx, brandId, itsAnswer, -1);
  const rows = await tx.query(
    `/* correctStatementReading */ update public.answer_statements
    set polarity = coalesce($3, polarity), polarity_corrected = polarity_corrected or $3 is not null,
      aspects = coalesce($4::text[], aspects), aspects_corrected = aspects_corrected or $4::text[] is not null,
      corrected_by = $5, corrected_by_email = $6, corrected_at = now()
    where user_id = $1 and id = $2 returning id`,
    [brandId, statementId, reading.polarity, reading.aspects, by.id, by.email],
  );
  await countStatements(tx, brandId, itsAnswer, 1);
  return rows.length > 0;
}

/** The brand's reviewed statements: the analyzer's reading against the reviewer's, field by field. */
export interface ReviewedStatement {
  polarityCorrected: boolean;
  aspectsCorrected: boolean;
  polarity: SentimentLabel;
  analyzerPolarity: SentimentLabel;
  aspects: string[];
  analyzerAspects: string[];
}

export function getReviewedStatements(db: Queryable, brandId: string): Promise<ReviewedStatement[]> {
  return db.query<ReviewedStatement>(
    `/* getReviewedStatements */
    select polarity_corrected as "polarityCorrected", aspects_corrected as "aspectsCorrected", polarity,
      analyzer_polarity as "analyzerPolarity", aspects, analyzer_aspects as "analyzerAspects"
    from public.answer_statements where user_id = $1 and corrected_at is not null`,
    [brandId],
  );
}

/** A statement as the CSV export writes it. */
export interface StatementExportRow {
  id: string;
  answerId: string;
  day: string;
  collectedAt: string;
  platform: PlatformId;
  topic: string;
  question: string;
  competitor: string | null;
  polarity: SentimentLabel;
  aspects: string[];
  attributes: string[];
  text: string;
  state: StatementState;
  stateBy: string | null;
  correctedBy: string | null;
}

/** The filter's statements after the cursor, oldest answer first (keyset pages: constant memory). */
export function getStatementExportPage(
  db: Queryable,
  q: AnswersQuery,
  after: { collectedAt: string; id: string } | null,
  limit: number,
): Promise<StatementExportRow[]> {
  const { cte, params } = filtered(q);
  return db.query<StatementExportRow>(
    `/* getStatementExportPage */
    with ${cte}
    select s.id, s.answer_id as "answerId", to_char(f.collected_on, 'YYYY-MM-DD') as day,
      f.collected_at::text as "collectedAt", f.platform, t.name as topic, coalesce(a.question, p.question) as question,
      c.name as competitor, s.polarity, s.aspects, s.attributes, s.quote as text, s.state,
      s.state_by_email as "stateBy", s.corrected_by_email as "correctedBy"
    from filtered f
      join public.answer_statements s on s.answer_id = f.id
      join public.answers a on a.id = f.id
      join public.prompts p on p.id = a.prompt_id
      join public.topics t on t.id = a.topic_id
      left join public.competitors c on c.id = s.competitor_id
    where ($25::timestamptz is null or (f.collected_at, s.id) > ($25::timestamptz, $26::uuid))
    order by f.collected_at, s.id
    limit $27`,
    [...params, after?.collectedAt ?? null, after?.id ?? null, limit],
  );
}
