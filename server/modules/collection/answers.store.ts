import type { Aspect } from '../../../graphql/shared/aspects';
import type { Surface } from '../../../graphql/shared/surfaces';
import type { PlatformId } from '../../../graphql/shared/platforms';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import { DatabaseError, type Queryable, type SqlParam } from '../../db/db';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { promptKindOf, storedPromptKind } from '../../db/prompt-kinds';
import type { AnswerEvidence } from '../../core/judge';
import type { ClaimStatus, StoredWhy } from '../../core/analysis';
import { HEADLINE_OPTIONS, SEARCH_CONFIG_NAMES, type AnswerSearch } from './answer-search';

export interface AnswersQuery {
  brandId: string;
  /** A topic's answers; null for all (the aggregate topic). */
  topicId: string | null;
  promptId: string | null;
  platform: string | null;
  /** Any of these platforms; null for all. */
  platforms: readonly string[] | null;
  /** Answers to prompts of this kind; null for both. */
  kind: PromptKind | null;
  from: string | null;
  to: string | null;
  status: 'ok' | 'failed' | 'refused' | 'no_answer' | null;
  visible: boolean | null;
  competitorId: string | null;
  /** Answers that did not name this competitor. */
  notCompetitorId: string | null;
  /** Answers that named some tracked competitor (true) or none (false); null for either. */
  namesCompetitor: boolean | null;
  sourceUrl: string | null;
  /**
   * How sourceUrl is matched: the exact stored URL (absent or 'url'), or 'page': any cited URL of the same
   * page as public.page_key reads it (scheme, "www.", query and trailing slash aside), the page funnel's.
   */
  sourceMatch?: 'url' | 'page';
  sourceDomain: string | null;
  /** Answers whose engine ran this web search (case aside); null for all. */
  searchQuery: string | null;
  /** Answers read on this surface (the platform's API or its app's page); null or absent for both. */
  surface?: Surface | null;
  /** Answers whose page showed product cards (true) or none (false); null or absent for either. */
  hasProducts?: boolean | null;
  /** Answers with a statement about the brand on this aspect (and of statementPolarity when set); null for all. */
  statementAspect: Aspect | null;
  /** Answers with a statement about the brand of this polarity (on statementAspect when set); null for all. */
  statementPolarity: SentimentLabel | null;
  /** Answers with a statement about the brand speaking of this attribute of its own (Brand.attributes). */
  statementAttribute: string | null;
  /**
   * Answers stating a value for this fact of the brand's (its key), counted with claimStatus when set, and
   * that normalised value when claimValue is set too; null for all.
   */
  claimFact: string | null;
  /** Answers with a claim counted with this status (of claimFact when set); null for all. */
  claimStatus: ClaimStatus | null;
  /** With claimFact: the claim's normalised value (a fact issue's value). */
  claimValue: string | null;
  /**
   * Answers citing a page of the brand's own site (brandDomain or a subdomain) (true) or citing none (false);
   * null for either. With visible false: the answers that cite the brand without naming it.
   */
  citesBrandSite: boolean | null;
  /** The brand's own domain (Brand.website's), which citesBrandSite reads; null when it has no website. */
  brandDomain: string | null;
  /** Answers matching this search (answer-search.ts), ordered by relevance; null for all, newest first. */
  search:
    | (AnswerSearch & {
        tsquery: string;
        substringEverywhere: boolean;
        /** The configurations reading some word of the search; null when every one does. */
        wordConfigs: string[] | null;
        /** tsquery with its phrases loosened, and their checks (answer-search.ts indexedWords). */
        narrow: string;
        phrases: string[] | null;
        wordsInRow: string | null;
      })
    | null;
}

export interface AnswerRow {
  id: string;
  promptId: string;
  question: string;
  topicId: string;
  platform: PlatformId;
  engine: string;
  model: string | null;
  simulated: boolean;
  day: string;
  sample: number;
  collectedAt: string;
  status: 'ok' | 'failed' | 'refused' | 'no_answer';
  error: string | null;
  text: string | null;
  visible: boolean | null;
  position: number | null;
  sentiment: number | null;
  /** The analyzer and version that read the text; null for failures and answers stored before it was kept. */
  analyzer: string | null;
  /** The LLM judge's quotes; null when the rules analyzer read the answer. */
  evidence: AnswerEvidence | null;
  /** The ids of the rules behind the reading (analysis/why.ts); null when read before they were kept. */
  whyIds: StoredWhy | null;
  /** Its prompt's kind now: the figures count it on that side. */
  promptKind: PromptKind;
  /** How well it matched the search (0 without one). */
  rank: number;
  /** The web searches the engine reports having run before answering. */
  searchQueries: string[];
  /** Where it was read: the platform's API or its app's page. */
  surface: Surface;
}

/** An answer's words as answers_search_words indexes them. */
const ANSWER_WORDS = `to_tsvector(a.search_config, coalesce(a.answer_text, ''))`;

/**
 * The answer's words match the tsquery (text) in parameter `param`. A search no language reads any word in
 * has the empty tsquery, which matches nothing: the test is left out (the planner folds it away), so that
 * its substring scan does not parse every answer's words too, the most of its cost. Where the substring is
 * read in every answer (no index serves either test then), it is tested first: parsing an answer's words
 * costs far more than finding a stretch of its text, and an answer holding the stretch needs no parsing.
 * Nor is an answer parsed whose language reads no word of the search (`configs`, a regconfig[] parameter
 * or null for all): "is on the" in English, where every answer is read whole (200 ms per 2,000 answers).
 */
const wordsMatch = (param: string, configs: string) =>
  `(numnode(${param}::tsquery) > 0
    and (${configs}::regconfig[] is null or a.search_config = any(${configs}::regconfig[]))
    and ${ANSWER_WORDS} @@ ${param}::tsquery)`;

/**
 * The search read in every language an answer may be stored in, as tsquery text: a word matches the forms
 * its answer's language gives it (the index holds each answer's words in its own language only). Read once
 * here: websearch_to_tsquery is not constant to the planner, and inside the search it ran for every row.
 * Each distinct reading once: the index reads a word's entries once per time the query names it.
 */
export async function getSearchWords(
  db: Queryable,
  search: string,
): Promise<{ tsquery: string; substringEverywhere: boolean; wordConfigs: string[] | null } | null> {
  const readings = SEARCH_CONFIG_NAMES.map(
    (config) => `('${config}', websearch_to_tsquery('${config}'::regconfig, $1::text))`,
  );
  try {
    const [row] = await db.query<{ tsquery: string; substringEverywhere: boolean; configs: string[] }>(
      `/* getSearchWords */
      select coalesce(string_agg(distinct '(' || q::text || ')', ' | ') filter (where numnode(q) > 0), '')::tsquery::text
          as tsquery,
        bool_or(numnode(q) = 0) as "substringEverywhere",
        coalesce(array_agg(config) filter (where numnode(q) > 0), '{}') as configs
      from (values ${readings.join(', ')}) as r(config, q)`,
      [search],
    );
    const { configs, ...words } = row!;
    return { ...words, wordConfigs: words.substringEverywhere ? configs : null };
  } catch (error) {
    // The statement reads nothing but the search: a refusal is of the search's text ("tsquery stack too
    // small" for forty `-` in a row, SQLSTATE XX000 on both stores).
    if (error instanceof DatabaseError) return null;
    throw error;
  }
}

/**
 * The search as a stretch of text: where no language splits it into words (answers_search_trigrams), and in
 * every answer when a language's text search ignores all its words ("is on the" in English), which would
 * otherwise find nothing there.
 */
const substringMatch = (pattern: string, everywhere: string) =>
  `((a.search_config = 'simple'::regconfig or ${everywhere}::boolean) and a.answer_text ilike ${pattern}::text)`;
const SUBSTRING_MATCH = substringMatch('$29', '$30');

// Every filter is a bound parameter; a null parameter switches its condition off.
const FILTER = `a.user_id = $1
  and ($2::uuid is null or a.topic_id = $2::uuid)
  and ($3::uuid is null or a.prompt_id = $3::uuid)
  and ($4::text is null or a.platform = $4::text)
  and ($5::date is null or a.collected_on >= $5::date)
  and ($6::date is null or a.collected_on <= $6::date)
  and ($7::text is null or a.status = $7::text)
  and ($8::boolean is null or a.visible = $8::boolean)
  and ($9::uuid is null or exists (select 1 from public.answer_competitors ac
    where ac.answer_id = a.id and ac.competitor_id = $9::uuid))
  and ($10::text is null or exists (select 1 from public.answer_sources s
    join public.source_urls u on u.id = s.url_id where s.answer_id = a.id and u.url = $10::text))
  and ($11::text is null or exists (select 1 from public.answer_sources s
    join public.source_urls u on u.id = s.url_id where s.answer_id = a.id and u.domain = $11::text))
  and ($12::text[] is null or a.platform = any($12::text[]))
  and ($13::text is null or exists (select 1 from public.prompts p where p.id = a.prompt_id and p.kind = $13::text))
  and ($14::uuid is null or not exists (select 1 from public.answer_competitors ac
    where ac.answer_id = a.id and ac.competitor_id = $14::uuid))
  and ($15::boolean is null
    or exists (select 1 from public.answer_competitors ac where ac.answer_id = a.id) = $15::boolean)
  and ($16::text is null or exists (select 1 from unnest(a.search_queries) as sq(query)
    where lower(sq.query) = lower($16::text)))
  and (($17::text is null and $18::text is null and $22::text is null) or exists (select 1
    from public.answer_statements st where st.answer_id = a.id and st.competitor_id is null
      and ($17::text is null or $17::text = any(st.aspects)) and ($18::text is null or st.polarity = $18::text)
      and ($22::text is null or $22::text = any(st.attributes))))
  and (($19::text is null and $20::text is null) or exists (select 1 from public.answer_fact_claims fc
    where fc.answer_id = a.id and ($19::text is null or fc.fact_key = $19::text)
      and ($20::text is null or fc.status = $20::text) and ($21::text is null or fc.value = $21::text)))
  and ($23::boolean is null or exists (select 1 from public.answer_sources s
    join public.source_urls u on u.id = s.url_id where s.answer_id = a.id
      and (u.domain = $24::text or u.domain like '%.' || $24::text)) = $23::boolean)`;

/**
 * The filter's condition on answers `a` and its parameters ($1 to $24), for a statement of another module
 * over the same answers (its own parameters start at $25): what it counts is what answers(filter) lists.
 */
export const answerFilter = (q: AnswersQuery) => ({ where: filterOf(q), params: filterParams(q) });

/**
 * The filter's condition: FILTER, and the surface and product cards when asked for. Those are constants of
 * closed sets (never the caller's text), written into the statement so that every statement built on the
 * filter keeps its own parameters from $25 (issue 61).
 */
function filterOf(q: AnswersQuery): string {
  const surface = q.surface === 'API' || q.surface === 'APP' ? q.surface : null;
  // The page match reads the same parameter ($10) another way, so the numbering stays (issue 63).
  const base = q.sourceMatch === 'page' ? FILTER.replace(EXACT_SOURCE_URL, PAGE_SOURCE_URL) : FILTER;
  const products =
    q.hasProducts == null
      ? ''
      : ` and ${q.hasProducts ? '' : 'not '}exists (select 1 from public.answer_products ap where ap.answer_id = a.id)`;
  return `${base}${surface ? ` and a.surface = '${surface}'` : ''}${products}`;
}

const EXACT_SOURCE_URL = 'u.url = $10::text';
const PAGE_SOURCE_URL = 'public.page_key(u.url) = public.page_key($10::text)';

/**
 * The filter's answered (OK) answers as a CTE named `filtered` (id, collected_at, platform, collected_on),
 * with its parameters ($1 to $24): what a figure over "the answers answers(filter) lists" reads.
 */
export function answeredFilterCte(q: AnswersQuery) {
  const { where, params } = answerFilter({ ...q, status: 'ok' });
  return {
    cte: `filtered as (select a.id, a.collected_at, a.platform, a.collected_on from public.answers a where ${where})`,
    params,
  };
}

const filterParams = (q: AnswersQuery) => [
  q.brandId,
  q.topicId,
  q.promptId,
  q.platform,
  q.from,
  q.to,
  q.status,
  q.visible,
  q.competitorId,
  q.sourceUrl,
  q.sourceDomain,
  q.platforms,
  storedPromptKind(q.kind),
  q.notCompetitorId,
  q.namesCompetitor,
  q.searchQuery,
  q.statementAspect,
  q.statementPolarity,
  q.claimFact,
  q.claimStatus,
  q.claimFact === null ? null : q.claimValue,
  q.statementAttribute,
  q.citesBrandSite,
  q.brandDomain,
];

/**
 * The analyzer that last read answer `a` (its row's `analyzer`), given the account's reanalysis_jobs row
 * `r`: a full re-read by the rules analyzer that started after the answer's reading was written, and read
 * it the same, left the row as it was (confirmedByFullRead in reanalysis.store.ts); it read it last.
 */
export const analyzerAsRead = (a: string, r: string) =>
  `case when ${r}.read_by is not null and ${a}.analysed_at < ${r}.read_at and ${a}.analyzer like 'rules@%'
    and position(' ' in ${a}.analyzer) = 0 then ${r}.read_by else ${a}.analyzer end`;

/** Where a page starts: after this answer (its relevance too when searching). */
export interface AnswersCursor {
  collectedAt: string;
  id: string;
  rank?: number;
}

/** An answer's columns as AnswerRow names them, of answers `a`, prompts `p` and reanalysis_jobs `r`. */
const ANSWER_COLUMNS = `a.id, a.prompt_id as "promptId", coalesce(a.question, p.question) as question, a.topic_id as "topicId", a.platform, a.engine, a.model,
      a.simulated, to_char(a.collected_on, 'YYYY-MM-DD') as day, a.sample::int as sample,
      a.collected_at as "collectedAt", a.status, a.error, a.answer_text as text, a.visible, a.position,
      a.sentiment::float8 as sentiment, ${analyzerAsRead('a', 'r')} as analyzer, a.evidence, a.why as "whyIds", ${promptKindOf('p.kind')} as "promptKind",
      a.search_queries as "searchQueries", a.surface`;

/** One page of answers without a search after the cursor, newest first, limit + 1 rows to detect more. */
export function getAnswersPage(
  db: Queryable,
  q: AnswersQuery,
  after: AnswersCursor | null,
  limit: number,
): Promise<AnswerRow[]> {
  const params = [...filterParams(q), after?.collectedAt ?? null, after?.id ?? null, limit];
  return db.query<AnswerRow>(
    `/* getAnswersPage */ 
    select ${ANSWER_COLUMNS}, 0::float8 as rank
    from (select a.* from public.answers a where ${filterOf(q)}) a
      join public.prompts p on p.id = a.prompt_id
      left join public.reanalysis_jobs r on r.user_id = a.user_id
    where ($25::timestamptz is null or (a.collected_at, a.id) < ($25::timestamptz, $26::uuid))
    order by a.collected_at desc, a.id desc
    limit $27`,
    params,
  );
}

/** The answers of these ids (any order), relevance left at 0. */
export function getAnswerRows(db: Queryable, brandId: string, answerIds: string[]): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `/* getAnswerRows */
    select ${ANSWER_COLUMNS}, 0::float8 as rank
    from public.answers a
      join public.prompts p on p.id = a.prompt_id
      left join public.reanalysis_jobs r on r.user_id = a.user_id
    where a.user_id = $1 and a.id = any($2::uuid[])`,
    [brandId, answerIds],
  );
}

/** The first and last day the account has answers on within the filter's days; null for none. */
export async function getAnswerDays(db: Queryable, q: AnswersQuery) {
  const [row] = await db.query<{ first: string | null; last: string | null }>(
    `/* getAnswerDays */
    select to_char(min(collected_on), 'YYYY-MM-DD') as first, to_char(max(collected_on), 'YYYY-MM-DD') as last
    from public.answers
    where user_id = $1 and ($2::date is null or collected_on >= $2::date) and ($3::date is null or collected_on <= $3::date)`,
    [q.brandId, q.from, q.to],
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** A query with a search. */
export type SearchQuery = AnswersQuery & { search: NonNullable<AnswersQuery['search']> };

/** A search's match: what its order and counts need. */
export interface SearchMatch {
  id: string;
  collectedAt: string;
  status: 'ok' | 'failed' | 'refused' | 'no_answer';
  visible: boolean | null;
  text: string | null;
}

/**
 * The newest `limit` matches of the search on the days from `days.from` (null: any before) to `days.to`,
 * newest first. Bounded days let the words' index and answers_user_day narrow together: a common word's
 * matches over the whole history would each be read from the table for its day alone. Every match of the
 * days is found before the newest are taken (materialized): walking the days newest first instead, the
 * planner's choice when it expects many matches, reads each answer's words again, for minutes when they
 * are few. A phrase's candidates not holding it as written are read again only where they could hold it
 * (wordsInRow, checked first: reading an answer's words costs far more than a regular expression).
 */
export function getSearchMatches(
  db: Queryable,
  q: SearchQuery,
  days: { from: string | null; to: string },
  limit: number,
): Promise<SearchMatch[]> {
  return db.query<SearchMatch>(
    `/* getSearchMatches */
    with matches as materialized (
      select a.id, a.collected_on, a.collected_at, a.status, a.visible, a.answer_text
      from public.answers a
      where ${filterOf(q)} and ($25::date is null or a.collected_on >= $25::date) and a.collected_on <= $26::date
        and (${SUBSTRING_MATCH} or ${wordsMatch('$28', '$34')})
        and ($31::text[] is null or (cardinality($31::text[]) > 0 and a.answer_text ~* all($31::text[]))
          or case when $33::text is null or a.answer_text ~* $33::text then ${ANSWER_WORDS} @@ $32::tsquery else false end
          or ${SUBSTRING_MATCH})
    )
    select id, collected_at as "collectedAt", status, visible, answer_text as text from matches
    order by collected_on desc, collected_at desc, id desc
    limit $27`,
    [
      ...filterParams(q),
      days.from,
      days.to,
      limit,
      q.search.narrow,
      q.search.substring,
      q.search.substringEverywhere,
      q.search.phrases,
      q.search.tsquery,
      q.search.wordsInRow,
      q.search.wordConfigs,
    ],
  );
}

/** The rows the planner expects an `explain (format json)` statement's query to return. */
async function plannedRows(db: Queryable, sql: string, params: readonly SqlParam[]): Promise<number> {
  type Plan = [{ Plan: { 'Plan Rows': number } }];
  const [row] = await db.query<{ 'QUERY PLAN': Plan | string }>(sql, params);
  const plan = row!['QUERY PLAN'];
  return (typeof plan === 'string' ? (JSON.parse(plan) as Plan) : plan)[0].Plan['Plan Rows'];
}

/**
 * How many answers of the filter the planner expects the search's words to match over the whole history,
 * from the words index's statistics: no answer is read. It sizes the search's first span of days.
 */
export function estimateSearchMatches(db: Queryable, q: SearchQuery): Promise<number> {
  return plannedRows(
    db,
    `/* estimateSearchMatches */ explain (format json)
    select 1 from public.answers a
    where ${filterOf(q)} and (${wordsMatch('$25', '$28')} or ${substringMatch('$26', '$27')})`,
    [
      ...filterParams(q),
      q.search.narrow,
      q.search.substring,
      q.search.substringEverywhere,
      q.search.wordConfigs,
    ],
  );
}

/**
 * How many answers the filter holds over the whole history, as the planner expects from the table's
 * statistics: no answer is read. It sizes the spans of a search read as text in every answer.
 */
export function estimateFilterAnswers(db: Queryable, q: AnswersQuery): Promise<number> {
  return plannedRows(
    db,
    `/* estimateFilterAnswers */ explain (format json) select 1 from public.answers a where ${filterOf(q)}`,
    filterParams(q),
  );
}

/**
 * Each answer's passage matching the search, as ts_headline marks it in the answer's language: of the
 * stretch given beside its id (null: of its whole text).
 */
export function getAnswerHeadlines(
  db: Queryable,
  brandId: string,
  answers: { id: string; stretch: string | null }[],
  search: AnswerSearch,
) {
  return db.query<{ id: string; headline: string | null }>(
    `/* getAnswerHeadlines */
    select a.id, ts_headline(a.search_config, coalesce(w.stretch, a.answer_text),
      websearch_to_tsquery(a.search_config, $4::text), '${HEADLINE_OPTIONS}') as headline
    from unnest($2::uuid[], $3::text[]) as w(id, stretch)
    join public.answers a on a.id = w.id
    where a.user_id = $1`,
    [brandId, answers.map((a) => a.id), answers.map((a) => a.stretch), search.words],
  );
}

export interface AnswerCounts {
  totalCount: number;
  okCount: number;
  visibleCount: number;
  failureCount: number;
  refusalCount: number;
  noAnswerCount: number;
}

export async function getAnswerCounts(db: Queryable, q: AnswersQuery): Promise<AnswerCounts> {
  const [row] = await db.query<AnswerCounts>(
    `/* getAnswerCounts */ 
    select count(*)::int as "totalCount", count(*) filter (where a.status = 'ok')::int as "okCount",
      count(*) filter (where a.status = 'ok' and a.visible)::int as "visibleCount",
      count(*) filter (where a.status = 'failed')::int as "failureCount",
      count(*) filter (where a.status = 'refused')::int as "refusalCount",
      count(*) filter (where a.status = 'no_answer')::int as "noAnswerCount"
    from public.answers a where ${filterOf(q)}`,
    filterParams(q),
  );
  return (
    row ?? { totalCount: 0, okCount: 0, visibleCount: 0, failureCount: 0, refusalCount: 0, noAnswerCount: 0 }
  );
}

/** Answers of a filter, and of them those the simulated engine produced (simulated-share.service.ts). */
export interface SimulatedCounts {
  answers: number;
  simulated: number;
}

/* getSimulatedCounts: the filter's answers (give status 'ok' for the answers behind the figures), and how
 * many of them the simulated engine produced. */
export async function getSimulatedCounts(db: Queryable, q: AnswersQuery): Promise<SimulatedCounts> {
  const [row] = await db.query<SimulatedCounts>(
    `/* getSimulatedCounts */
    select count(*)::int as answers, count(*) filter (where a.simulated)::int as simulated
    from public.answers a where ${filterOf(q)}`,
    filterParams(q),
  );
  return row ?? { answers: 0, simulated: 0 };
}

export function getAnswerCompetitors(db: Queryable, brandId: string, answerIds: string[]) {
  return db.query<{ answerId: string; id: string; name: string; position: number }>(
    `/* getAnswerCompetitors */ 
    select ac.answer_id as "answerId", c.id, c.name, ac.position
    from public.answer_competitors ac join public.competitors c on c.id = ac.competitor_id
    where ac.user_id = $1 and ac.answer_id = any($2::uuid[]) order by ac.position, c.name`,
    [brandId, answerIds],
  );
}

export function getAnswerSources(db: Queryable, brandId: string, answerIds: string[]) {
  return db.query<{ answerId: string; url: string; domain: string }>(
    `/* getAnswerSources */ 
    select s.answer_id as "answerId", u.url, u.domain
    from public.answer_sources s join public.source_urls u on u.id = s.url_id
    where s.user_id = $1 and s.answer_id = any($2::uuid[]) order by u.url`,
    [brandId, answerIds],
  );
}

/** One answer as the CSV export writes it: the row, its topic's name and what it named and cited. */
export interface AnswerExportRow {
  id: string;
  collectedAt: string;
  day: string;
  platform: PlatformId;
  topic: string;
  question: string;
  status: 'ok' | 'failed' | 'refused' | 'no_answer';
  visible: boolean | null;
  position: number | null;
  sentiment: number | null;
  /** Competitor names in the order the answer named them, joined with "; ". */
  competitors: string | null;
  /** Cited URLs joined with " ". */
  sources: string | null;
  /** Where it was read: the platform's API or the page its consumer app shows people. */
  surface: Surface;
  /** The product cards the page showed, in order, each "title (maker)", joined with "; ". */
  productCards: string | null;
}

/**
 * One page of the export, oldest first, after the (collectedAt, id) cursor. Pages walk the
 * answers_user_day index, so each costs the same however far into the history it is.
 */
export function getAnswerExportPage(
  db: Queryable,
  q: AnswersQuery,
  after: { collectedAt: string; id: string } | null,
  limit: number,
): Promise<AnswerExportRow[]> {
  return db.query<AnswerExportRow>(
    `/* getAnswerExportPage */ 
    select a.id, to_char(a.collected_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "collectedAt",
      to_char(a.collected_on, 'YYYY-MM-DD') as day, a.platform, t.name as topic,
      coalesce(a.question, p.question) as question, a.status, a.visible, a.position,
      a.sentiment::float8 as sentiment,
      (select string_agg(c.name, '; ' order by ac.position, c.name) from public.answer_competitors ac
        join public.competitors c on c.id = ac.competitor_id where ac.answer_id = a.id) as competitors,
      (select string_agg(u.url, ' ' order by u.url) from public.answer_sources s
        join public.source_urls u on u.id = s.url_id where s.answer_id = a.id) as sources,
      a.surface,
      (select string_agg(ap.title || coalesce(' (' || ap.brand || ')', ''), '; ' order by ap.position)
        from public.answer_products ap where ap.answer_id = a.id) as "productCards"
    from public.answers a
    join public.prompts p on p.id = a.prompt_id
    join public.topics t on t.id = a.topic_id
    where ${filterOf(q)}
      and ($25::timestamptz is null or (a.collected_at, a.id) > ($25::timestamptz, $26::uuid))
    order by a.collected_at, a.id
    limit $27`,
    [...filterParams(q), after?.collectedAt ?? null, after?.id ?? null, limit],
  );
}

export interface PromptRankRow {
  promptId: string;
  /** Mean position of the brand in the period's answers naming it; null when none did. */
  averagePosition: number | null;
  /** The same over the previous period of equal length. */
  previousPosition: number | null;
}

/**
 * getPromptRanks: each prompt's mean brand position in a period and in the period before it, from the
 * answers (the daily rollups keep no per-prompt position). Bounded by the account and the two periods.
 */
export function getPromptRanks(
  db: Queryable,
  brandId: string,
  period: { from: string; to: string },
  previous: { from: string; to: string },
) {
  return db.query<PromptRankRow>(
    `/* getPromptRanks */
     select a.prompt_id as "promptId",
       avg(a.position) filter (where a.collected_on >= $2::date)::float8 as "averagePosition",
       avg(a.position) filter (where a.collected_on <= $5::date)::float8 as "previousPosition"
     from public.answers a
     where a.user_id = $1 and a.status = 'ok' and a.visible and a.position is not null
       and a.collected_on between $4::date and $3::date
     group by a.prompt_id`,
    [brandId, period.from, period.to, previous.from, previous.to],
  );
}

/** getPromptCompetitorMentions: per prompt, the answers naming each competitor in a period. */
export function getPromptCompetitorMentions(
  db: Queryable,
  brandId: string,
  period: { from: string; to: string },
) {
  return db.query<{ promptId: string; name: string; mentions: number }>(
    `/* getPromptCompetitorMentions */
     select a.prompt_id as "promptId", c.name, count(*)::int as mentions
     from public.answers a
       join public.answer_competitors ac on ac.answer_id = a.id
       join public.competitors c on c.id = ac.competitor_id
     where a.user_id = $1 and a.status = 'ok' and a.collected_on between $2::date and $3::date
     group by a.prompt_id, c.name`,
    [brandId, period.from, period.to],
  );
}

/** The texts of the account's most recent answers (failures have none), newest first. */
export async function getRecentAnswerTexts(db: Queryable, brandId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ text: string }>(
    `/* getRecentAnswerTexts */ select answer_text as text from public.answers
     where user_id = $1 and status = 'ok' and answer_text is not null
     order by collected_on desc, collected_at desc limit $2`,
    [brandId, limit],
  );
  return rows.map((row) => row.text);
}
