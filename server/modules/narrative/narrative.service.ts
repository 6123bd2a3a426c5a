/**
 * What AI says about the brand (issue 57): the statements answers make about it and about each tracked
 * competitor (answer_statements, written by collection and re-analysis), summed by aspect under the page
 * filter into themes, each with its net sentiment and interval, its change, quotes, the competitors' figures
 * on it and the pages behind a bad story. Every count is over the answers answers(filter) lists for the same
 * filter with status OK, and a theme's answers are answers(filter: { statementAspect }). The brand's own
 * attributes (Settings) are summed alike.
 */
import { ASPECT_LABELS, ASPECTS, type Aspect } from '../../../graphql/shared/aspects';
import { DEFAULT_PROMPT_KIND } from '../../../graphql/shared/prompt-kinds';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import { cachedRead } from '../../lib/cache';
import { badInput } from '../../lib/errors';
import type { BrandScope } from '../../scope';
import { toAnswersQuery, type AnswersQuery } from '../collection';
import { trackedCompetitors } from '../competitors';
import { viewerBrand } from '../brands';
import { advanceStatementWindows, buildStatementDays } from '../../core/rollups';
import {
  DEFAULT_PERIOD,
  pageCitations,
  pageFilter,
  presetSpan,
  type PageFilter,
  type PageFilterArgs,
} from '../metrics';
import { aggregateTopic } from '../topics';
import { categorizeDomain, categoryContext } from '../source-categories';
import { type AnswerGroup, netSentiment, type NetSentimentFigure, netSentimentValue } from './net-sentiment';
import {
  ALL_ASPECTS,
  countDailyAnswers,
  countFilteredAnswers,
  type DailyRollups,
  getDailyNegativeThemePages,
  getDailyThemeDays,
  getBrandAspectSums,
  getAttributeTallies,
  getNegativeThemeSources,
  getQuotesByAspect,
  getPreviousWindowBrandSums,
  getStatementTallies,
  getThemeDays,
  getWindowAttributeTallies,
  getWindowStatementTallies,
  type QuoteRow,
  type StatementTally,
  type StatementWindow,
  type ThemeDayRow,
  type ThemeSourceRow,
} from './narrative.store';

/** A theme's source needs this many answers with a negative statement on its aspect citing it. */
export const MIN_SOURCE_ANSWERS = 3;
/** The most sources a theme lists. */
export const THEME_SOURCES_LIMIT = 10;
/** The most quotes a theme gives at once. */
export const MAX_QUOTES = 50;

/** What Narrative resolves from: the page filter and the answers it covers. */
export interface NarrativeScope {
  scope: BrandScope;
  filter: PageFilter;
  /** The filter's answers as answers(filter) reads them. */
  query: AnswersQuery;
  /** The same answers in the previous period of equal length; null for all time. */
  previous: AnswersQuery | null;
}

export async function narrativeScope(
  scope: BrandScope,
  args: PageFilterArgs & { topicId?: string | null },
): Promise<NarrativeScope> {
  const filter = pageFilter(scope.today, args);
  // The filter as answers(filter) takes it, with the page filter's defaults: the same answers, counted alike.
  const query = await toAnswersQuery(scope, {
    topicId: args.topicId ?? null,
    period: args.period ?? DEFAULT_PERIOD,
    platforms: args.platforms ?? null,
    promptKind: args.promptKind ?? DEFAULT_PROMPT_KIND,
  });
  const previous = filter.previous ? { ...query, from: filter.previous.from, to: filter.previous.to } : null;
  return { scope, filter, query, previous };
}

const queryKey = (q: AnswersQuery) =>
  `narrative:${q.topicId ?? 'all'}:${q.from ?? '-'}:${q.to ?? '-'}:${q.platforms?.join(',') ?? 'all'}:${q.kind ?? 'both'}`;

/** The filter's fields the statement windows sum by; a filter setting any other is read from the statements. */
const WINDOWED_FIELDS = new Set(['brandId', 'topicId', 'platforms', 'kind', 'from', 'to', 'sourceMatch']);

const summedByRollups = (q: AnswersQuery) =>
  Object.entries(q).every(([field, value]) => WINDOWED_FIELDS.has(field) || value == null);

/**
 * The daily rollups holding the filter's answers, the statement days built first; null for a filter that
 * sets a field they are not summed by.
 */
function dailyRollups(scope: BrandScope, q: AnswersQuery): Promise<DailyRollups | null> {
  return scope.memo.get(`${queryKey(q)}:daily-rollups`, async () => {
    if (!summedByRollups(q)) return null;
    const topicId = q.topicId ?? (await aggregateTopic(scope))?.id;
    if (!topicId) return null;
    await buildStatementDays(scope.db, scope.brandId);
    return { topicId };
  });
}

/**
 * The statement window holding the filter's answers: a preset period's, moved to today with the one twice
 * its length (the previous period's sums) first; null for any other filter.
 */
function statementWindow(scope: BrandScope, q: AnswersQuery): Promise<StatementWindow | null> {
  return scope.memo.get(`${queryKey(q)}:statement-window`, async () => {
    const span = summedByRollups(q) ? presetSpan({ from: q.from, to: q.to }, scope.today) : null;
    if (span === null) return null;
    const topicId = q.topicId ?? (await aggregateTopic(scope))?.id;
    if (!topicId) return null;
    await advanceStatementWindows(scope.db, scope.brandId, [span, 2 * span], scope.today);
    return { topicId, span };
  });
}

const tallies = (scope: BrandScope, q: AnswersQuery) =>
  cachedRead(scope, `${queryKey(q)}:tallies`, async () => {
    const window = await statementWindow(scope, q);
    return window ? getWindowStatementTallies(scope.db, q, window) : getStatementTallies(scope.db, q);
  });

/** The brand's statements of the period before the filter's, summed by aspect. */
const previousSums = (scope: BrandScope, query: AnswersQuery, previous: AnswersQuery) =>
  cachedRead(scope, `${queryKey(previous)}:brand-sums`, async () => {
    const window = await statementWindow(scope, query);
    return window
      ? getPreviousWindowBrandSums(scope.db, query, window)
      : getBrandAspectSums(scope.db, previous);
  });

export const narrativeAnswers = ({ scope, query }: NarrativeScope) =>
  cachedRead(scope, `${queryKey(query)}:answers`, async () => {
    const daily = await dailyRollups(scope, query);
    return daily ? countDailyAnswers(scope.db, query, daily) : countFilteredAnswers(scope.db, query);
  });

/** The brand's statements by aspect and day, oldest first. */
const themeDays = (scope: BrandScope, query: AnswersQuery) =>
  cachedRead(scope, `${queryKey(query)}:days`, async () => {
    const daily = await dailyRollups(scope, query);
    return daily ? getDailyThemeDays(scope.db, query, daily) : getThemeDays(scope.db, query);
  });

/** One name's figures on one aspect. */
export interface Figures {
  statements: number;
  answers: number;
  positive: number;
  neutral: number;
  negative: number;
  netSentiment: NetSentimentFigure;
}

function figuresOf(groups: readonly AnswerGroup[], seed: string): Figures {
  let positive = 0;
  let neutral = 0;
  let negative = 0;
  let answers = 0;
  for (const group of groups) {
    positive += group.positive * group.answers;
    neutral += group.neutral * group.answers;
    negative += group.negative * group.answers;
    answers += group.answers;
  }
  return {
    statements: positive + neutral + negative,
    answers,
    positive,
    neutral,
    negative,
    netSentiment: netSentiment(groups, seed),
  };
}

/** The tallies by aspect, then by name ('' for the brand). */
function byAspectAndName(rows: readonly StatementTally[]) {
  const grouped = new Map<string, Map<string, StatementTally[]>>();
  for (const row of rows) {
    const names = grouped.get(row.aspect) ?? new Map<string, StatementTally[]>();
    grouped.set(row.aspect, names);
    const key = row.competitorId ?? '';
    names.set(key, [...(names.get(key) ?? []), row]);
  }
  return grouped;
}

export interface ThemeCompetitorModel {
  competitorId: string;
  name: string;
  statements: number;
  netSentiment: NetSentimentFigure;
}

export interface ThemeModel extends Figures {
  aspect: Aspect;
  label: string;
  change: number | null;
  competitors: ThemeCompetitorModel[];
  narrative: NarrativeScope;
}

/** The brand's overall figures and its themes, most statements first. */
export async function narrativeFigures(narrative: NarrativeScope) {
  const { scope, query, previous } = narrative;
  const [now, before, competitors] = await Promise.all([
    tallies(scope, query),
    previous ? previousSums(scope, query, previous) : Promise.resolve(null),
    trackedCompetitors(scope),
  ]);
  const seed = `${scope.brandId}:${queryKey(query)}`;
  const current = byAspectAndName(now);
  // The previous period gives the change of the value alone: its sums, as one group each.
  const earlier = before && new Map(before.map((sums) => [sums.aspect, { ...sums, answers: 1 }]));
  const nameOf = new Map(competitors.map((competitor) => [competitor.id, competitor.name]));
  const brand = (aspect: string) => current.get(aspect)?.get('') ?? [];
  const themes: ThemeModel[] = ASPECTS.filter((aspect) => brand(aspect).length > 0).map((aspect) => {
    const figures = figuresOf(brand(aspect), `${seed}:${aspect}`);
    const then = earlier?.get(aspect);
    const thenNet = then ? netSentimentValue([then]) : null;
    const rivals = [...(current.get(aspect) ?? new Map<string, StatementTally[]>())]
      .filter(([id]) => id !== '' && nameOf.has(id))
      .map(([id, groups]) => {
        const rival = figuresOf(groups, `${seed}:${aspect}:${id}`);
        return {
          competitorId: id,
          name: nameOf.get(id)!,
          statements: rival.statements,
          netSentiment: rival.netSentiment,
        };
      })
      .sort((a, b) => b.statements - a.statements || a.name.localeCompare(b.name));
    return {
      aspect,
      label: ASPECT_LABELS[aspect],
      ...figures,
      change:
        figures.netSentiment.value === null || thenNet === null ? null : figures.netSentiment.value - thenNet,
      competitors: rivals,
      narrative,
    };
  });
  themes.sort((a, b) => b.statements - a.statements || ASPECTS.indexOf(a.aspect) - ASPECTS.indexOf(b.aspect));
  return { overall: figuresOf(brand(ALL_ASPECTS), `${seed}:${ALL_ASPECTS}`), themes };
}

const narrativeFiguresOnce = (narrative: NarrativeScope) =>
  narrative.scope.memo.get(`${queryKey(narrative.query)}:figures`, () => narrativeFigures(narrative));

export const narrativeOverall = async (narrative: NarrativeScope) =>
  (await narrativeFiguresOnce(narrative)).overall;
export const narrativeThemes = async (narrative: NarrativeScope) =>
  (await narrativeFiguresOnce(narrative)).themes;

/** One of the brand's own attributes with its statements' figures under the filter. */
export interface AttributeFigureModel extends Figures {
  name: string;
}

/**
 * Each attribute the brand has now (Settings), with the figures of its statements under the filter (none
 * yet: zeros): most statements first, then in the brand's order. Names no longer set are left out.
 */
export async function narrativeAttributes({ scope, query }: NarrativeScope): Promise<AttributeFigureModel[]> {
  const [brand, rows] = await Promise.all([
    viewerBrand(scope),
    cachedRead(scope, `${queryKey(query)}:attributes`, async () => {
      const window = await statementWindow(scope, query);
      return window
        ? getWindowAttributeTallies(scope.db, query, window)
        : getAttributeTallies(scope.db, query);
    }),
  ]);
  const seed = `${scope.brandId}:${queryKey(query)}:attribute`;
  return (brand?.attributes ?? [])
    .map(({ name }) => ({
      name,
      ...figuresOf(
        rows.filter((row) => row.attribute === name),
        `${seed}:${name}`,
      ),
    }))
    .sort((a, b) => b.statements - a.statements);
}

export interface QuoteModel extends Omit<QuoteRow, 'aspects'> {
  aspects: Aspect[];
}

/**
 * The days holding each aspect's newest `limit` quotes as getQuotesByAspect ranks them (of `polarity`, or
 * the negative ones first, then the others), from the brand's statements counted by aspect and day: the
 * newest days until each aspect has enough, the whole of each day. Empty when there is no quote at all.
 */
export function quoteDays(
  days: readonly ThemeDayRow[],
  polarity: SentimentLabel | null,
  limit: number,
): string[] {
  const newestFirst = [...days].sort((a, b) => b.date.localeCompare(a.date));
  const needed = new Set<string>();
  /** Takes `aspect`'s newest days until they hold `wanted` statements as `count` counts them; how many did. */
  const take = (aspect: string, count: (day: ThemeDayRow) => number, wanted: number) => {
    let found = 0;
    for (const day of newestFirst) {
      if (found >= wanted) break;
      if (day.aspect !== aspect || count(day) === 0) continue;
      needed.add(day.date);
      found += count(day);
    }
    return found;
  };
  for (const aspect of new Set(days.map((day) => day.aspect))) {
    if (polarity) {
      take(aspect, (day) => day[polarity], limit);
      continue;
    }
    const negative = take(aspect, (day) => day.negative, limit);
    if (negative < limit) take(aspect, (day) => day.positive + day.neutral, limit - negative);
  }
  return [...needed].sort();
}

/** A theme's newest quotes (1–MAX_QUOTES): of one polarity, or negative first. */
export async function themeQuotes(
  theme: ThemeModel,
  first: number,
  polarity: SentimentLabel | null,
): Promise<QuoteModel[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_QUOTES)
    throw badInput(`first must be between 1 and ${MAX_QUOTES}.`);
  const { scope, query } = theme.narrative;
  // The page asks every theme alike: one read serves them all.
  const rows = await scope.memo.get(`${queryKey(query)}:quotes:${first}:${polarity ?? 'any'}`, async () => {
    // The statement days say which few days hold the quotes: only theirs are read.
    const days = (await dailyRollups(scope, query))
      ? quoteDays(await themeDays(scope, query), polarity, first)
      : null;
    return days?.length === 0 ? [] : getQuotesByAspect(scope.db, query, polarity, first, days);
  });
  return rows
    .filter((row) => row.aspect === theme.aspect)
    .map(({ aspect: _aspect, ...row }) => ({
      ...row,
      aspects: ASPECTS.filter((aspect) => row.aspects.includes(aspect)),
    }));
}

/** The theme's days with statements about the brand, oldest first. */
export async function themeTrend(theme: ThemeModel) {
  const { scope, query } = theme.narrative;
  const days = await themeDays(scope, query);
  return days
    .filter((day) => day.aspect === theme.aspect)
    .map(({ date, positive, neutral, negative }) => ({
      date,
      statements: positive + neutral + negative,
      positive,
      negative,
      netSentiment: (100 * (positive - negative)) / (positive + neutral + negative),
    }));
}

/**
 * The brand's statements over some days, every platform, topic and kind of prompt, grouped for the net
 * sentiment by aspect (ALL_ASPECTS: every statement): what the statement alerts read.
 */
export async function brandStatementGroups(
  scope: BrandScope,
  days: { from: string; to: string },
): Promise<Map<string, AnswerGroup[]>> {
  const query = await toAnswersQuery(scope, { ...days, promptKind: 'ALL' });
  const groups = new Map<string, AnswerGroup[]>();
  for (const row of await getStatementTallies(scope.db, query))
    if (row.competitorId === null) groups.set(row.aspect, [...(groups.get(row.aspect) ?? []), row]);
  return groups;
}

export interface ThemeSourceModel {
  url: string;
  domain: string;
  answers: number;
  lift: number;
}

/**
 * The pages cited more often in the answers speaking negatively of the brand on the theme's aspect than in
 * the filter's answers as a whole: lift = (its share of those answers) ÷ (its share of all answers), over
 * 1, cited by at least MIN_SOURCE_ANSWERS of them; highest lift first, then most such answers. The brand's
 * own pages (owned, as the source categories read them) are left out: nobody reaches out to them.
 */
export async function themeSources(theme: ThemeModel): Promise<ThemeSourceModel[]> {
  const { scope, query } = theme.narrative;
  const negativeAnswers = await negativeAnswersOn(theme);
  if (negativeAnswers < MIN_SOURCE_ANSWERS) return [];
  const [rows, answers, categories] = await Promise.all([
    scope.memo.get(`${queryKey(query)}:negative-sources`, () => negativeThemeSources(scope, query)),
    narrativeAnswers(theme.narrative),
    categoryContext(scope),
  ]);
  return rows
    .filter((row) => row.aspect === theme.aspect && categorizeDomain(row.domain, categories) !== 'owned')
    .map((row) => ({
      url: row.url,
      domain: row.domain,
      answers: row.answers,
      lift: row.answers / negativeAnswers / (row.citing / answers),
    }))
    .filter((source) => source.lift > 1)
    .sort((a, b) => b.lift - a.lift || b.answers - a.answers || a.url.localeCompare(b.url))
    .slice(0, THEME_SOURCES_LIMIT);
}

/**
 * For each aspect, the pages cited by at least MIN_SOURCE_ANSWERS of the filter's answers with a negative
 * statement about the brand on it, with how many of its answered answers cite each: from the statement days
 * and the source rollups where the filter has them.
 */
export async function negativeThemeSources(
  scope: BrandScope,
  query: AnswersQuery,
): Promise<ThemeSourceRow[]> {
  const daily = await dailyRollups(scope, query);
  if (!daily) return getNegativeThemeSources(scope.db, query, MIN_SOURCE_ANSWERS);
  const pages = await getDailyNegativeThemePages(scope.db, query, daily, MIN_SOURCE_ANSWERS);
  const range = { from: query.from, to: query.to, platforms: query.platforms, kind: query.kind };
  const citing = await pageCitations(scope, daily.topicId, range, [
    ...new Set(pages.map((page) => page.urlId)),
  ]);
  // A page no answer of the filter cites has no lift (as the scan's join leaves it out).
  return pages.flatMap(({ urlId, ...page }) => {
    const answers = citing.get(urlId);
    return answers ? [{ ...page, citing: answers }] : [];
  });
}

/** Answers holding a negative statement about the brand on the theme's aspect. */
async function negativeAnswersOn(theme: ThemeModel): Promise<number> {
  const rows = (await tallies(theme.narrative.scope, theme.narrative.query)).filter(
    (row) => row.aspect === theme.aspect && row.competitorId === null && row.negative > 0,
  );
  return rows.reduce((sum, row) => sum + row.answers, 0);
}
