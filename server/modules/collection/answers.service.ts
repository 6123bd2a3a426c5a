/**
 * The answers behind every figure: a connection with the numerator and denominator. Failures are counted
 * apart and never in a denominator.
 */
import {
  dayRangeProblem,
  isCalendarDay,
  notACalendarDay,
  type DayRange,
  type PeriodInput,
} from '../../../graphql/shared/period-rules';
import { addDays } from '../../lib/dates';
import type { Aspect } from '../../../graphql/shared/aspects';
import type { Surface } from '../../../graphql/shared/surfaces';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { isUuid } from '../../lib/ids';
import { badInput } from '../../lib/errors';
import type { BrandScope } from '../../scope';
import { parsePlatforms, promptKindChoice, resolveFilter, windowStart, type TimeWindow } from '../metrics';
import { requireOwnCompetitor } from '../competitors';
import { getManagedPrompt } from '../prompts';
import { getManagedTopic } from '../topics';
import { createAnalyzer, sentimentLabel, type ClaimStatus, type SentimentLabel } from '../../core/analysis';
import { brandDomainOf } from '../brands';
import { isJudgeAnalyzer } from '../../core/judge';
import { getReadingTarget } from './collection.store';
import {
  indexedWords,
  relevanceOf,
  snippetOf,
  headlineStretch,
  toAnswerSearch,
  type AnswerSearch,
  type Snippet,
} from './answer-search';
import {
  getAnswerCompetitors,
  getAnswerCounts,
  getAnswerDays,
  getAnswerHeadlines,
  getAnswerRows,
  getAnswerSources,
  getAnswersPage,
  getSearchMatches,
  estimateFilterAnswers,
  estimateSearchMatches,
  getSearchWords,
  type AnswerCounts,
  type AnswerRow,
  type AnswersCursor,
  type AnswersQuery,
  type SearchMatch,
  type SearchQuery,
} from './answers.store';

export const MAX_ANSWERS_PAGE = 100;

/**
 * A search ranks and counts its newest `ranked` matches only: a common word matches tens of thousands of
 * answers, and reading each of them took about a second. A search read as text in every answer (no
 * language read a word in it: "%", "is on the") reads at most `scanSpanAnswers` answers a statement, as
 * days of the filter's answers: the embedded store runs one statement at a time, and such a search over the
 * whole history held it for every other account for a quarter of a second on the demo, longer on a larger
 * history; in spans, other accounts' statements run between them, and a common stretch of text stops at
 * the first span holding enough matches. Changed by tests alone.
 */
export const SEARCH_LIMITS = { ranked: 1_000, scanSpanAnswers: 2_000 };

export interface AnswersFilterInput {
  topicId?: string | null;
  promptId?: string | null;
  platform?: string | null;
  day?: string | null;
  from?: string | null;
  to?: string | null;
  window?: TimeWindow | null;
  period?: PeriodInput | null;
  platforms?: readonly string[] | null;
  promptKind?: PromptKind | 'ALL' | null;
  status?: 'ok' | 'failed' | 'refused' | 'no_answer' | null;
  visible?: boolean | null;
  competitorId?: string | null;
  notCompetitorId?: string | null;
  namesCompetitor?: boolean | null;
  sourceUrl?: string | null;
  /** Answers citing this page (any URL of it: scheme, "www.", query and trailing slash aside). */
  citesPage?: string | null;
  sourceDomain?: string | null;
  /** Answers whose engine ran this web search (case aside). */
  searchQuery?: string | null;
  /** Words, "a phrase" or any stretch of text (answer-search.ts); blank means none. */
  search?: string | null;
  /** Answers with a statement about the brand on this aspect (of statementPolarity when given too). */
  statementAspect?: Aspect | null;
  /** Answers with a statement about the brand of this polarity (on statementAspect when given too). */
  statementPolarity?: SentimentLabel | null;
  /** Answers with a statement about the brand speaking of this attribute of its own. */
  statementAttribute?: string | null;
  /** Answers stating a value for this fact of the brand's (its key). */
  claimFact?: string | null;
  /** Answers with a claim counted with this status (of claimFact when given). */
  claimStatus?: ClaimStatus | null;
  /** With claimFact: the claim's normalised value (a fact issue's). */
  claimValue?: string | null;
  /** Answers citing a page of the brand's own site (true) or none (false). */
  citesBrandSite?: boolean | null;
  /** Answers read on this surface: the platform's API or its app's page (issue 61). */
  surface?: Surface | null;
  /** Answers whose page showed product cards (true) or none (false). */
  hasProducts?: boolean | null;
}

const MAX_SOURCE_LENGTH = 2048;

export interface AnswerModel extends AnswerRow {
  sentimentLabel: SentimentLabel | null;
  competitors: { id: string; name: string; position: number }[];
  sources: { url: string; domain: string }[];
  mentions: { start: number; end: number; name: string; isBrand: boolean }[];
}

export interface AnswerEdgeModel {
  cursor: string;
  node: AnswerModel;
  /** With a search, the passage that matched; null without one. */
  snippet: string | null;
  snippetMatches: Snippet['matches'];
}

export interface AnswerConnectionModel extends AnswerCounts {
  /** The search matched more answers than it ranks: the counts are of the newest SEARCH_LIMITS.ranked. */
  totalCountIsLowerBound: boolean;
  edges: AnswerEdgeModel[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** A cursor names the row a page ends on by its order's keys: relevance first when searching. */
function encodeCursor(row: AnswerRow, searching: boolean): string {
  const collectedAt = new Date(row.collectedAt).toISOString();
  const keys = searching ? [row.rank, collectedAt, row.id] : [collectedAt, row.id];
  return Buffer.from(keys.join('|')).toString('base64url');
}

function decodeCursor(cursor: string, searching: boolean): AnswersCursor {
  const keys = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const rank = searching ? Number(keys.shift()) : 0;
  const [collectedAt, id, ...rest] = keys;
  const valid =
    collectedAt && id && rest.length === 0 && isUuid(id) && !Number.isNaN(Date.parse(collectedAt));
  if (!valid || !Number.isFinite(rank))
    throw badInput('after is not a cursor returned by this connection with this filter.');
  return searching ? { rank, collectedAt, id } : { collectedAt, id };
}

function checkId(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (!isUuid(value)) throw badInput(`${name} is not a valid id.`);
  return value;
}

function checkSource(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (value.length === 0 || value.length > MAX_SOURCE_LENGTH)
    throw badInput(`${name} must be 1 to ${MAX_SOURCE_LENGTH} characters.`);
  return value;
}

/**
 * The days a filter covers: one day, a from/to range, or a dashboard window computed here exactly as the
 * windowed figures compute it, so a figure and its answers cannot disagree on the days.
 */
function dayRange(scope: BrandScope, filter: AnswersFilterInput): DayRange {
  const day = filter.day ?? null;
  if (day !== null && !isCalendarDay(day)) throw badInput(notACalendarDay('day'));
  if (filter.period) {
    if (day || filter.from || filter.to || filter.window)
      throw badInput('period cannot be combined with day, from, to or window.');
    const { range } = resolveFilter(scope.today, filter.period, null);
    return { from: range.from, to: range.to };
  }
  if (filter.window) {
    if (day || filter.from || filter.to) throw badInput('window cannot be combined with day, from or to.');
    return { from: windowStart(filter.window, scope.today), to: null };
  }
  const range = day ? { from: day, to: day } : { from: filter.from ?? null, to: filter.to ?? null };
  const problem = dayRangeProblem(range);
  if (problem) throw badInput(problem);
  return range;
}

/** The page filter's platforms (null: all); not together with a single platform. */
function platformsOf(filter: AnswersFilterInput) {
  if (filter.platform && filter.platforms && filter.platforms.length > 0)
    throw badInput('platform cannot be combined with platforms.');
  return parsePlatforms(filter.platforms);
}

/** A competitor id of the filter, checked: another account's competitor is refused. */
async function ownCompetitorId(scope: BrandScope, value: string | null | undefined, name: string) {
  const id = checkId(value, name);
  if (id) await requireOwnCompetitor(scope, id, name);
  return id;
}

async function readSearch(scope: BrandScope, search: AnswerSearch) {
  const words = await getSearchWords(scope.db, search.words);
  if (!words)
    throw badInput(
      'search could not be read as words: it has too many operators (such as - or "or") in a row. Leave some out.',
    );
  return { ...search, ...words, ...indexedWords(words.tsquery, search) };
}

/** sourceUrl (one stored URL) or citesPage (any URL of a page): the same condition read two ways. */
function sourceUrlOf(filter: AnswersFilterInput): Pick<AnswersQuery, 'sourceUrl' | 'sourceMatch'> {
  if (filter.citesPage != null) {
    if (filter.sourceUrl != null) throw badInput('citesPage cannot be combined with sourceUrl.');
    const page = checkSource(filter.citesPage, 'citesPage')!;
    if (!/^https?:\/\/[^/\s]+/i.test(page)) throw badInput('citesPage must be a page’s address (https://…).');
    return { sourceUrl: page, sourceMatch: 'page' };
  }
  return { sourceUrl: checkSource(filter.sourceUrl, 'sourceUrl'), sourceMatch: 'url' };
}

/** The filter as the store takes it, checked; the aggregate topic means every topic. */
export async function toAnswersQuery(scope: BrandScope, filter: AnswersFilterInput): Promise<AnswersQuery> {
  let topicId = checkId(filter.topicId, 'topicId');
  if (topicId) {
    const topic = await getManagedTopic(scope.db, scope.brandId, topicId);
    if (!topic) throw badInput('No such topic in this account.');
    if (topic.isAggregate) topicId = null;
  }
  const promptId = checkId(filter.promptId, 'promptId');
  if (promptId && !(await getManagedPrompt(scope.db, scope.brandId, promptId)))
    throw badInput('No such prompt in this account.');
  const { from, to } = dayRange(scope, filter);
  const search = toAnswerSearch(filter.search);
  return {
    brandId: scope.brandId,
    topicId,
    promptId,
    platform: filter.platform ?? null,
    platforms: platformsOf(filter),
    kind: promptKindChoice(filter.promptKind),
    from,
    to,
    status: filter.status ?? null,
    visible: filter.visible ?? null,
    competitorId: await ownCompetitorId(scope, filter.competitorId, 'competitorId'),
    notCompetitorId: await ownCompetitorId(scope, filter.notCompetitorId, 'notCompetitorId'),
    namesCompetitor: filter.namesCompetitor ?? null,
    ...sourceUrlOf(filter),
    sourceDomain: checkSource(filter.sourceDomain, 'sourceDomain'),
    searchQuery: checkSource(filter.searchQuery, 'searchQuery'),
    statementAspect: filter.statementAspect ?? null,
    statementPolarity: filter.statementPolarity ?? null,
    statementAttribute: filter.statementAttribute?.trim() || null,
    claimFact: filter.claimFact ?? null,
    claimStatus: filter.claimStatus ?? null,
    claimValue: filter.claimValue ?? null,
    citesBrandSite: filter.citesBrandSite ?? null,
    brandDomain: filter.citesBrandSite == null ? null : await brandDomainOf(scope),
    search: search && (await readSearch(scope, search)),
    surface: filter.surface ?? null,
    hasProducts: filter.hasProducts ?? null,
  };
}

/** Each answer's matching passage, by answer id. */
async function snippetsOf(scope: BrandScope, page: AnswerRow[], search: AnswerSearch) {
  const withText = page.filter((row) => row.text);
  const headlines = withText.length
    ? await getAnswerHeadlines(
        scope.db,
        scope.brandId,
        withText.map((row) => ({ id: row.id, stretch: headlineStretch(row.text!, search) })),
        search,
      )
    : [];
  const headlineOf = new Map(headlines.map((row) => [row.id, row.headline]));
  return new Map(
    withText.map((row) => [row.id, snippetOf(row.text!, headlineOf.get(row.id) ?? null, search)]),
  );
}

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A span of days expected to hold `wanted` matches at `perDay`, with a quarter to spare. */
const daysFor = (wanted: number, perDay: number) => Math.max(1, Math.ceil((wanted / perDay) * 1.25));

/**
 * The search's newest SEARCH_LIMITS.ranked matches, and whether there are more: span by span back from the
 * last day. The first span is sized by the planner's estimate of the matches in the whole history (every
 * day at once when it expects no more than wanted), each later one by the rate found so far (sixteen times
 * the last span while none were found): a common word's posting list is read once or twice, not per span.
 * A search read as text in every answer has no estimate to go by, and no span of more than
 * SEARCH_LIMITS.scanSpanAnswers answers.
 */
async function newestMatches(scope: BrandScope, query: SearchQuery) {
  const wanted = SEARCH_LIMITS.ranked + 1;
  const matches: SearchMatch[] = [];
  const scanning = query.search.substringEverywhere;
  const [span, expected, answers] = await Promise.all([
    getAnswerDays(scope.db, query),
    estimateSearchMatches(scope.db, query),
    scanning ? estimateFilterAnswers(scope.db, query) : 0,
  ]);
  if (!span) return { matches, more: false };
  let to = span.last;
  const history = dayCount(span.first, span.last);
  const scanDays = scanning
    ? Math.max(1, Math.floor((SEARCH_LIMITS.scanSpanAnswers * history) / answers))
    : Infinity;
  let days = Math.min(scanDays, expected <= wanted ? history : daysFor(wanted, expected / history));
  for (;;) {
    const from = addDays(to, 1 - days);
    const reachesFirst = from <= span.first;
    const spanDays = { from: reachesFirst ? null : from, to };
    matches.push(...(await getSearchMatches(scope.db, query, spanDays, wanted - matches.length)));
    if (reachesFirst || matches.length === wanted) break;
    const searched = dayCount(from, span.last);
    days = Math.min(
      scanDays,
      matches.length ? daysFor(wanted - matches.length, matches.length / searched) : days * 16,
    );
    to = addDays(from, -1);
  }
  return { matches: matches.slice(0, SEARCH_LIMITS.ranked), more: matches.length === wanted };
}

/** The order of search results: the most relevant first, then the newest. */
function byRelevance(a: AnswersCursor, b: AnswersCursor) {
  const newer = Date.parse(b.collectedAt) - Date.parse(a.collectedAt);
  return (b.rank ?? 0) - (a.rank ?? 0) || newer || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * A search's page, limit + 1 rows to detect more, and its counts: of the newest SEARCH_LIMITS.ranked
 * matches, ranked here by relevance.
 */
async function searchPage(
  scope: BrandScope,
  query: SearchQuery,
  after: AnswersCursor | null,
  limit: number,
): Promise<{ rows: AnswerRow[]; counts: AnswerCounts; totalCountIsLowerBound: boolean }> {
  const { matches, more } = await newestMatches(scope, query);
  const keys = matches.map((m) => ({
    id: m.id,
    collectedAt: new Date(m.collectedAt).toISOString(),
    rank: relevanceOf(m.text, query.search),
  }));
  const page = keys
    .sort(byRelevance)
    .filter((m) => !after || byRelevance(after, m) < 0)
    .slice(0, limit);
  const found = new Map(
    (page.length
      ? await getAnswerRows(
          scope.db,
          scope.brandId,
          page.map((m) => m.id),
        )
      : []
    ).map((row) => [row.id, row]),
  );
  const ok = matches.filter((m) => m.status === 'ok');
  return {
    rows: page.flatMap((m) => {
      const row = found.get(m.id);
      return row ? [{ ...row, rank: m.rank }] : [];
    }),
    counts: {
      totalCount: matches.length,
      okCount: ok.length,
      visibleCount: ok.filter((m) => m.visible).length,
      failureCount: matches.filter((m) => m.status === 'failed').length,
      refusalCount: matches.filter((m) => m.status === 'refused').length,
      noAnswerCount: matches.filter((m) => m.status === 'no_answer').length,
    },
    totalCountIsLowerBound: more,
  };
}

/**
 * answers(filter, first, after): newest first, or with a search by relevance (then newest first), with
 * counts of everything the filter matches (with a search, of its newest SEARCH_LIMITS.ranked matches).
 */
export async function answersConnection(
  scope: BrandScope,
  filter: AnswersFilterInput = {},
  first = 20,
  after: string | null = null,
): Promise<AnswerConnectionModel> {
  if (!Number.isInteger(first) || first < 0 || first > MAX_ANSWERS_PAGE)
    throw badInput(`first must be between 0 and ${MAX_ANSWERS_PAGE}.`);
  const query = await toAnswersQuery(scope, filter);
  const searching = query.search !== null;
  const cursor = after ? decodeCursor(after, searching) : null;
  const { rows, counts, totalCountIsLowerBound } = query.search
    ? await searchPage(scope, { ...query, search: query.search }, cursor, first > 0 ? first + 1 : 0)
    : await Promise.all([
        first > 0 ? getAnswersPage(scope.db, query, cursor, first + 1) : Promise.resolve([]),
        getAnswerCounts(scope.db, query),
      ]).then(([rows, counts]) => ({ rows, counts, totalCountIsLowerBound: false }));
  const page = rows.slice(0, first);
  const [nodes, snippets] = await Promise.all([
    answerModels(scope, page),
    query.search && page.length > 0 ? snippetsOf(scope, page, query.search) : null,
  ]);
  const edges = page.map((row, i): AnswerEdgeModel => {
    const snippet = snippets?.get(row.id);
    return {
      cursor: encodeCursor(row, searching),
      snippet: snippet?.text ?? null,
      snippetMatches: snippet?.matches ?? [],
      node: nodes[i]!,
    };
  });
  return {
    ...counts,
    totalCountIsLowerBound,
    edges,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges[edges.length - 1]?.cursor ?? null },
  };
}

/** The answers of these rows, in their order, with what they named and cited and where the names are. */
async function answerModels(scope: BrandScope, rows: readonly AnswerRow[]): Promise<AnswerModel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [competitors, sources, target] = await Promise.all([
    getAnswerCompetitors(scope.db, scope.brandId, ids),
    getAnswerSources(scope.db, scope.brandId, ids),
    getReadingTarget(scope.db, scope.brandId),
  ]);
  const analyzer = target.brand ? createAnalyzer(target.brand, target.competitors) : null;
  return rows.map((row) => {
    const named = competitors
      .filter((c) => c.answerId === row.id)
      .map(({ id, name, position }) => ({ id, name, position }));
    let mentions = row.text && analyzer ? analyzer.mentions(row.text) : [];
    // The LLM judge may have read a name as something else: highlight only what it counted.
    if (isJudgeAnalyzer(row.analyzer)) {
      const counted = new Set(named.map((c) => c.name));
      mentions = mentions.filter((m) => (m.isBrand ? row.visible === true : counted.has(m.name)));
    }
    return {
      ...row,
      sentimentLabel: row.sentiment === null ? null : sentimentLabel(row.sentiment),
      competitors: named,
      sources: sources.filter((s) => s.answerId === row.id).map(({ url, domain }) => ({ url, domain })),
      mentions,
    };
  });
}

/** One answer of the active brand by its id; null for an unknown id or another brand's answer. */
export async function answerById(scope: BrandScope, id: string): Promise<AnswerModel | null> {
  if (!isUuid(id)) return null;
  return (await answersByIds(scope, [id.toLowerCase()]))[0] ?? null;
}

/** The active brand's answers of these ids, in their order (ids of none of its answers left out). */
export async function answersByIds(scope: BrandScope, ids: readonly string[]): Promise<AnswerModel[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await getAnswerRows(scope.db, scope.brandId, [...ids])).map((row) => [row.id, row]));
  return answerModels(
    scope,
    ids.flatMap((id) => rows.get(id) ?? []),
  );
}
