/**
 * Dashboard figures for one topic or for the whole account (its aggregate topic). GraphQL resolvers and
 * REST routes both call these functions; the account-wide queries run once per window and are cached
 * until a collection run changes the account's data.
 */
import { isPlatformId, platformLabel } from '../../../graphql/shared/platforms';
import { cachedRead } from '../../lib/cache';
import { queueEmbeddedVacuum } from '../../db/maintenance';
import { asRows, readAlone, readTogether, type SharedRead } from '../../db/reads';
import { dayRangeProblem, type DayRange, type PeriodInput } from '../../../graphql/shared/period-rules';
import { addDays, type Day } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { accountSettings, accountSettingsRead, brandDomainOf, viewerBrand } from '../brands';
import { type BrandScope } from '../../scope';
import {
  advanceRollupWindows,
  countCitedNotNamedAfresh,
  ROLLUP_WINDOW_SPANS,
  ROLLUP_WINDOW_TABLES,
  sourceBlockPieces,
  TOPIC_WINDOW_SPANS,
  type RollupWindowSpan,
  PROMPT_ALL_TIME_SPAN,
} from '../../core/rollups';
import { aggregateTopic, requireTopic, topicsRead, visibleTopics, type TopicRow } from '../topics';
import {
  competitorMentionsRead,
  getCompetitorSeries,
  getDomainCitations,
  getDailyHistory,
  getPageCitations,
  citedNotNamedCountRead,
  impressionRows,
  getLatestDayByTopic,
  getRecentTopicDays,
  sentimentRows,
  getSourceSeries,
  getTopicTotals,
  getPromptRateDays,
  ROLLUP_SUM_FIELDS,
  sourceCountsOf,
  sourceCountsRead,
  topicHistoryRead,
  topicWindowsRead,
  type CompetitorMentionsRow,
  type DailyHistoryRow,
  type RollupBasis,
  type SourceCountRow,
  type SourceCounts,
  type TopicBasis,
  type FigureRange,
  type HistoryFilter,
  type PromptRateDayRow,
  type TopicTotalsRow,
  type TopicWindowRow,
} from './metrics.store';
import { rangeKey, resolveFilter, type PageFilter } from './period';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import {
  displayCompanyRank,
  rankBrands,
  roundTo,
  SENTIMENT_WINDOW_DAYS,
  sharePercent,
  SOURCE_INSIGHT_DAYS,
  topDomainInsight,
  topicBreakdown,
  TOP_SOURCES_LIMIT,
  visibilityPercent,
  windowStart,
  type TimeWindow,
  refusalRate,
  answerRate,
} from './rules';
import {
  meanDifference,
  meanInterval,
  proportionDifference,
  significantlyDifferent,
  wilsonInterval,
  type Interval,
  type MeanOfRates,
} from './wilson';

/**
 * What the Metrics and Overview GraphQL types resolve from: an account, one of its topics and the page
 * filter (period and platforms) its figures cover; null keeps each figure's original span (see
 * How we measure).
 */
export interface MetricsScope {
  account: BrandScope;
  topic: TopicRow;
  filter: PageFilter | null;
}

/** A Metrics object's page filter, or all time when its query gave none. */
export const scopeFilter = (scope: MetricsScope) =>
  scope.filter ?? resolveFilter(scope.account.today, null, null);

/** The rows a ranking's window covers: the last 7 or 30 days (open-ended) or all time, every platform. */
export function windowRange(window: TimeWindow, today: Day): FigureRange {
  return { from: windowStart(window, today), to: null, platforms: null };
}

/**
 * The rows a figure with a period of its own counts (rankings, sources and their kinds): its `period` on
 * the page's platforms and kind of prompt; its deprecated `window` (every platform, the page's kind of
 * prompt); else the page's period.
 */
export function ownPeriodRange(
  scope: MetricsScope,
  { period, window }: { period?: PeriodInput | null; window?: TimeWindow | null },
): FigureRange {
  if (period && window) throw badInput('Give period or window (deprecated), not both.');
  if (period) {
    const page = scopeFilter(scope);
    return resolveFilter(scope.account.today, period, page.platforms, page.kind).range;
  }
  if (window) return { ...windowRange(window, scope.account.today), kind: scope.filter?.kind ?? null };
  return scopeFilter(scope).range;
}

function latestDays(scope: BrandScope) {
  return cachedRead(scope, 'latest-day', async () => {
    const rows = await getLatestDayByTopic(scope.db, scope.brandId);
    return new Map(rows.map((row) => [row.topicId, row]));
  });
}

/** The sums of a topic's rollup rows, every platform of the range together. */
export type TopicSums = Omit<TopicTotalsRow, 'platform'>;

/** row less the same topic's and platform's row in `less` (a longer window less the shorter one). */
function subtractRows(rows: readonly TopicTotalsRow[], less: readonly TopicTotalsRow[]): TopicTotalsRow[] {
  const key = (row: TopicTotalsRow) => `${row.topicId}:${row.platform}`;
  const shorter = new Map(less.map((row) => [key(row), row]));
  return rows.map((row) => {
    const other = shorter.get(key(row));
    if (!other) return row;
    const difference = { ...row };
    for (const field of ROLLUP_SUM_FIELDS) difference[field] = row[field] - other[field];
    return difference;
  });
}

/**
 * A preset period's rows, or with `previous` the period before it (the window of twice its length less
 * its own). Both come from one read of the two windows, shared by the period and its comparison.
 */
async function windowRows(scope: BrandScope, range: FigureRange, span: number, previous: boolean) {
  await currentWindows(scope);
  const rows = await readAlone(scope, windowsRead(range, span));
  const own = rows.filter((row) => row.span === span);
  return previous
    ? subtractRows(
        rows.filter((row) => row.span === span * 2),
        own,
      )
    : own;
}

/** A preset period's window and the one of twice its length (when kept): the period and the one before it. */
function windowsRead(range: FigureRange, span: number): SharedRead<TopicWindowRow[]> {
  const spans = TOPIC_WINDOW_SPANS.some((other) => other === span * 2) ? [span, span * 2] : [span];
  return {
    key: `topic-windows:${spans.join(',')}:${range.platforms?.join(',') ?? 'all'}:${range.kind ?? 'both'}`,
    read: topicWindowsRead(range, spans),
    decode: asRows<TopicWindowRow>(),
  };
}

/** Every topic's rollup sums per platform over a range, loaded once per range, request and cache lifetime. */
function topicPlatformRows(scope: BrandScope, range: FigureRange): Promise<TopicTotalsRow[]> {
  return cachedRead(scope, `topic-platform-totals:${rangeKey(range)}`, async () => {
    const basis = await topicBasis(scope, range);
    return basis.table === 'window'
      ? windowRows(scope, range, basis.span, basis.previous)
      : getTopicTotals(scope.db, scope.brandId, range, basis);
  });
}

/** Every topic's rollup sums over a range, its platforms together. */
function topicTotals(scope: BrandScope, range: FigureRange): Promise<Map<string, TopicSums>> {
  return cachedRead(scope, `topic-totals:${rangeKey(range)}`, async () => {
    const sums = new Map<string, TopicSums>();
    for (const { platform: _platform, ...row } of await topicPlatformRows(scope, range)) {
      const sum = sums.get(row.topicId);
      if (!sum) sums.set(row.topicId, row);
      else for (const field of ROLLUP_SUM_FIELDS) sum[field] += row[field];
    }
    return sums;
  });
}

function sentimentSummaries(scope: BrandScope) {
  const since = addDays(scope.today, -(SENTIMENT_WINDOW_DAYS - 1));
  return topicTotals(scope, { from: since, to: null, platforms: null });
}

function competitorsRead(
  topicId: string,
  basis: RollupBasis,
  range: FigureRange,
): SharedRead<CompetitorMentionsRow[]> {
  return {
    key: `competitors:${topicId}:${rangeKey(range)}`,
    read: competitorMentionsRead(topicId, basis, range),
    decode: asRows<CompetitorMentionsRow>(),
  };
}

async function competitorMentions(scope: BrandScope, topicId: string, range: FigureRange) {
  return readAlone(scope, competitorsRead(topicId, await rollupBasis(scope, range), range));
}

/** The window of ROLLUP_WINDOW_SPANS a range is (the last n days up to today), or null. */
export function presetSpan(range: DayRange, today: Day): RollupWindowSpan | null {
  if (range.to !== null && range.to !== today) return null;
  return ROLLUP_WINDOW_SPANS.find((span) => range.from === addDays(today, -(span - 1))) ?? null;
}

/**
 * Where a topic's citations and competitor mentions over a range are summed from: all time from the
 * totals, a preset period from its window (moved to today first, once a day per account), any other range
 * from the days.
 */
export async function rollupBasis(scope: BrandScope, range: FigureRange): Promise<RollupBasis> {
  if (range.from === null && range.to === null) return { table: 'totals' };
  const span = presetSpan(range, scope.today);
  if (span === null) return { table: 'daily' };
  await currentWindows(scope);
  return { table: 'window', span };
}

/**
 * The prompt window a range's per-prompt figures are read from, moved to today first: a preset period's,
 * or all time's (PROMPT_ALL_TIME_SPAN); null for any other range, which is summed from the days.
 */
export async function promptWindow(scope: BrandScope, range: FigureRange): Promise<{ span: number } | null> {
  if (range.from === null && range.to === null) {
    await currentWindows(scope);
    return { span: PROMPT_ALL_TIME_SPAN };
  }
  const basis = await rollupBasis(scope, range);
  return basis.table === 'window' ? basis : null;
}

/**
 * Where a topic's citations over a range are summed from: as rollupBasis, but a period that is neither
 * all time nor a preset from blocks of days (source_block) and the odd days at its ends.
 */
async function sourceBasis(scope: BrandScope, range: FigureRange): Promise<RollupBasis> {
  const basis = await rollupBasis(scope, range);
  if (basis.table !== 'daily' || range.from === null) return basis;
  return { table: 'blocks', ...sourceBlockPieces(range.from, range.to ?? scope.today) };
}

/** How many answers of one topic over a range cite each of these pages (source_urls ids), from the rollups. */
export async function pageCitations(
  scope: BrandScope,
  topicId: string,
  range: FigureRange,
  urlIds: readonly number[],
): Promise<Map<number, number>> {
  if (urlIds.length === 0) return new Map();
  return getPageCitations(scope.db, scope.brandId, topicId, await sourceBasis(scope, range), range, urlIds);
}

/** Moves the account's rollup windows to end today, once a day (the first read of the day does it). */
function currentWindows(scope: BrandScope) {
  return cachedRead(scope, `rollup-windows:${scope.today}`, async () => {
    if (
      (await accountSettings(scope)).rollupWindowsAsOf !== scope.today &&
      (await advanceRollupWindows(scope.db, scope.brandId, scope.today))
    )
      await queueEmbeddedVacuum(scope.db, scope.jobs, ROLLUP_WINDOW_TABLES);
    return true;
  });
}

/**
 * Makes the "cited, not named" rollup count `brandDomain`, the brand's site, once per domain: counted
 * afresh when it counts another (the website changed) or none yet.
 */
function currentCitedNotNamed(scope: BrandScope, brandDomain: string) {
  return cachedRead(scope, `cited-not-named-domain:${brandDomain}`, async () => {
    if (
      (await accountSettings(scope)).citedNotNamedDomain !== brandDomain &&
      (await countCitedNotNamedAfresh(scope.db, scope.brandId, brandDomain))
    )
      await queueEmbeddedVacuum(scope.db, scope.jobs, ['cited_not_named_daily']);
    return true;
  });
}

/** One topic's "cited, not named" over a range, read once per request (alone or with the page's reads). */
function citedNotNamedRead(topicId: string, range: FigureRange): SharedRead<number> {
  return {
    key: `cited-not-named:${topicId}:${rangeKey(range)}`,
    read: citedNotNamedCountRead(topicId, range),
    decode: (rows) => (rows as { count: number }[])[0]?.count ?? 0,
  };
}

/**
 * "Cited, not named": the answers behind a figure that cite a page of the brand's own site without naming
 * the brand. Brand Visibility counts answers naming it; an answer citing its pages is a presence of its own
 * kind, counted apart (and listed by answers(filter: { citesBrandSite: true, visible: false })).
 */
export async function citedNotNamed(metrics: MetricsScope): Promise<number> {
  const { account: scope, topic } = metrics;
  const brandDomain = await brandDomainOf(scope);
  if (brandDomain === null) return 0;
  await currentCitedNotNamed(scope, brandDomain);
  return readAlone(scope, citedNotNamedRead(topic.id, scopeFilter(metrics).range));
}

/**
 * Where a topic's figures over a range are summed from: all time from the totals, a preset period from
 * its window, the period before a preset (as a KPI's change compares with) from the windows of twice its
 * length less its own, any other range from the days.
 */
function topicBasis(
  scope: BrandScope,
  range: FigureRange,
): TopicBasis | { table: 'window'; span: number; previous: boolean } {
  if (range.from === null && range.to === null) return { table: 'totals' };
  const span = presetSpan(range, scope.today);
  if (span !== null) return { table: 'window', span, previous: false };
  const previousOf = ROLLUP_WINDOW_SPANS.find(
    (other) =>
      range.to === addDays(scope.today, -other) && range.from === addDays(scope.today, -(2 * other - 1)),
  );
  return previousOf === undefined
    ? { table: 'daily' }
    : { table: 'window', span: previousOf, previous: true };
}

/** A mean to two decimals, as sentiment and position are shown; null without a sample. */
export const meanOrNull = (sum: number | undefined, count: number | undefined) =>
  sum === undefined || !count ? null : roundTo(sum / count, 2);

/**
 * How a visibility figure is computed: POOLED, impressions ÷ answers (every answer weighs the same); or
 * PROMPT_MEAN, the mean of the per-prompt rates (each prompt on each platform weighs the same per day),
 * whenever the prompts of a day were asked unequal samples (issue 62's adaptive allocation).
 */
export type VisibilityBasis = 'POOLED' | 'PROMPT_MEAN';

/**
 * The days of a topic's per-prompt rates over a range, or null when the account never asked its prompts
 * unequal samples up to the range's end: then every day's samples were equal and nothing more is read (the
 * marker comes with the account settings a dashboard reads anyway). `gated: false` reads them regardless
 * (a period compared with one that is a mean).
 */
async function promptRateDays(
  scope: BrandScope,
  topicId: string,
  range: FigureRange,
  gated = true,
): Promise<PromptRateDayRow[] | null> {
  if (gated) {
    const since = (await accountSettings(scope)).unevenSamplesSince;
    if (since === null || (range.to ?? scope.today) < since) return null;
  }
  const aggregate = (await aggregateTopic(scope))?.id === topicId;
  return cachedRead(scope, `prompt-rate-days:${topicId}:${rangeKey(range)}`, () =>
    getPromptRateDays(scope.db, scope.brandId, aggregate ? null : topicId, range),
  );
}

/** The mean of the rates of some days' strata (each prompt on each platform and day once). */
function meanOfDays(rows: readonly PromptRateDayRow[]): MeanOfRates | null {
  let strata = 0;
  let rateSum = 0;
  let varianceSum = 0;
  for (const row of rows) {
    strata += row.strata;
    rateSum += row.rateSum;
    varianceSum += row.varianceSum;
  }
  return strata > 0 ? { mean: rateSum / strata, variance: varianceSum / (strata * strata), strata } : null;
}

/**
 * A topic's headline over a range as the mean of per-prompt rates when a day of it had unequal samples
 * between prompts; null when it stays pooled impressions ÷ answers (byte for byte the figure it always was).
 */
export async function promptMean(
  scope: BrandScope,
  topicId: string,
  range: FigureRange,
): Promise<MeanOfRates | null> {
  const rows = await promptRateDays(scope, topicId, range);
  if (!rows || rows.every((row) => row.even)) return null;
  return meanOfDays(rows);
}

/** A visibility % of a mean of rates, to one decimal as the pooled one. */
const meanPercent = (rates: MeanOfRates) => roundTo(rates.mean * 100, 1);

/**
 * The figures of one topic's rollup sums: visibility, impressions, sentiment and position (the audit pack's
 * verifier applies it to sums of the pack's answers, so both read one formula).
 */
export function figuresOf(totals: TopicSums | undefined) {
  return {
    visibility: visibilityPercent(totals?.impressions ?? 0, totals?.answers),
    visibilityBasis: 'POOLED' as VisibilityBasis,
    impressions: totals?.impressions ?? 0,
    answers: totals?.answers ?? 0,
    failures: totals?.failures ?? 0,
    refusals: totals?.refusals ?? 0,
    noAnswers: totals?.noAnswers ?? 0,
    sentimentScore: meanOrNull(totals?.sentimentSum, totals?.sentimentCount),
    sentimentMentions: totals?.sentimentCount ?? 0,
    sentimentAnalyzed: totals?.answers ?? 0,
    averagePosition: meanOrNull(totals?.positionSum, totals?.positionCount),
  };
}

/**
 * One topic's figures over the page filter's period and platforms. Its visibility is the mean of per-prompt
 * rates when a day of the period had unequal samples between prompts; the counts stay raw.
 */
export async function periodSummary(scope: BrandScope, topicId: string, filter: PageFilter) {
  const [totals, mean] = await Promise.all([
    topicTotals(scope, filter.range),
    promptMean(scope, topicId, filter.range),
  ]);
  const figures = figuresOf(totals.get(topicId));
  return mean
    ? { ...figures, visibility: meanPercent(mean), visibilityBasis: 'PROMPT_MEAN' as VisibilityBasis }
    : figures;
}

const difference = (current: number | null, previous: number | null, decimals: number) =>
  current === null || previous === null ? null : roundTo(current - previous, decimals);

/**
 * Each KPI against the previous period of equal length. Visibility's change is flagged significant by a
 * two-proportion test on the two periods' Wilson intervals; the other KPIs carry no test (null).
 */
export async function kpiChanges(scope: BrandScope, topicId: string, filter: PageFilter) {
  const previousTotals = filter.previous
    ? (await topicTotals(scope, filter.previous)).get(topicId)
    : undefined;
  const currentTotals = (await topicTotals(scope, filter.range)).get(topicId);
  const now = figuresOf(currentTotals);
  const before = filter.previous ? figuresOf(previousTotals) : null;
  const hasBefore = before !== null && before.answers > 0;
  // A period whose headline is a mean of per-prompt rates is compared with the previous period's mean too,
  // by a test on the two means (their variances add); otherwise the two pooled proportions, as always.
  const [meanNow, previousDays] = await Promise.all([
    promptMean(scope, topicId, filter.range),
    filter.previous ? promptRateDays(scope, topicId, filter.previous) : null,
  ]);
  const previousUneven = previousDays?.some((row) => !row.even) ?? false;
  const means =
    meanNow || previousUneven
      ? {
          now: meanNow ?? meanOfDays((await promptRateDays(scope, topicId, filter.range, false)) ?? []),
          before: filter.previous
            ? meanOfDays((await promptRateDays(scope, topicId, filter.previous, false)) ?? [])
            : null,
        }
      : null;
  const test = means
    ? means.now && means.before && hasBefore && now.answers > 0
      ? meanDifference(means.now, means.before)
      : null
    : hasBefore && now.answers > 0
      ? proportionDifference(
          { successes: now.impressions, trials: now.answers },
          { successes: before.impressions, trials: before.answers },
        )
      : null;
  const visibilityNow =
    now.answers > 0 ? (means ? (means.now ? meanPercent(means.now) : null) : now.visibility) : null;
  const visibilityBefore = hasBefore
    ? means
      ? means.before
        ? meanPercent(means.before)
        : null
      : before.visibility
    : null;
  return {
    visibility: {
      current: visibilityNow,
      previous: visibilityBefore,
      change: difference(visibilityNow, visibilityBefore, 1),
      significant: test ? test.significant : null,
    },
    sentiment: {
      current: now.sentimentScore,
      previous: hasBefore ? before.sentimentScore : null,
      change: difference(now.sentimentScore, hasBefore ? before.sentimentScore : null, 2),
      significant: null,
    },
    position: {
      current: now.averagePosition,
      previous: hasBefore ? before.averagePosition : null,
      change: difference(now.averagePosition, hasBefore ? before.averagePosition : null, 2),
      significant: null,
    },
    impressions: {
      current: now.impressions,
      previous: before ? before.impressions : null,
      change: before ? now.impressions - before.impressions : null,
      significant: null,
    },
  };
}

/** A topic's mean of per-prompt rates on one day, or null when that day's samples were even (pooled). */
async function dayMean(scope: BrandScope, topicId: string, day: Day | null | undefined) {
  return day ? promptMean(scope, topicId, { from: day, to: day, platforms: null, kind: null }) : null;
}

/** One topic's figures on its latest collection day (the latest* fields, whatever the page filter). */
export async function latestFigures(scope: BrandScope, topicId: string) {
  const day = (await latestDays(scope)).get(topicId);
  const mean = await dayMean(scope, topicId, day?.day);
  return {
    visibility: mean ? meanPercent(mean) : visibilityPercent(day?.impressions, day?.answers),
    visibilityBasis: (mean ? 'PROMPT_MEAN' : 'POOLED') as VisibilityBasis,
    latestImpressions: day?.impressions ?? 0,
    latestAnswers: day?.answers ?? 0,
    latestDay: day?.day ?? null,
  };
}

/** Visibility on the latest collection day and the 30-day sentiment summary of one topic (REST's shapes). */
export async function topicSummary(scope: BrandScope, topicId: string) {
  const [latest, sentiment] = await Promise.all([latestFigures(scope, topicId), sentimentSummaries(scope)]);
  const { sentimentScore, sentimentMentions, sentimentAnalyzed, averagePosition } = figuresOf(
    sentiment.get(topicId),
  );
  return { ...latest, sentimentScore, sentimentMentions, sentimentAnalyzed, averagePosition };
}

export async function competitorRankings(scope: BrandScope, topicId: string, range: FigureRange) {
  const [byTopic, impressions, brandRow] = await Promise.all([
    competitorMentions(scope, topicId, range),
    topicTotals(scope, range),
    viewerBrand(scope),
  ]);
  const named = byTopic.filter((row) => row.mentions > 0);
  const brandMentions = impressions.get(topicId)?.impressions ?? 0;
  const { brandRank, competitors } = rankBrands(brandMentions, named);
  const allMentions = brandMentions + named.reduce((sum, row) => sum + row.mentions, 0);
  return {
    companyRank: brandMentions > 0 ? displayCompanyRank(brandRank) : 0,
    shareOfVoice: allMentions > 0 ? sharePercent(brandMentions, allMentions) : null,
    brand:
      allMentions > 0
        ? {
            name: brandRow?.name ?? 'Your brand',
            mentions: brandMentions,
            shareOfVoice: sharePercent(brandMentions, allMentions),
            rank: brandRank,
          }
        : null,
    rankings: competitors.map((row) => ({
      id: row.competitorId,
      name: row.name,
      count: row.mentions,
      mentions: row.mentions,
      shareOfVoice: sharePercent(row.mentions, allMentions),
      rank: row.rank,
      logoUrl: row.logoUrl,
    })),
  };
}

function sourcesRead(topicId: string, basis: RollupBasis, range: FigureRange): SharedRead<SourceCounts> {
  return {
    key: `sources:${topicId}:${rangeKey(range)}`,
    read: sourceCountsRead(topicId, basis, range, TOP_SOURCES_LIMIT),
    decode: (rows) => sourceCountsOf(rows as SourceCountRow[]),
  };
}

/** One topic's citations over a range (its top URLs and its domains), read once per request. */
export async function sourceCounts(scope: BrandScope, topicId: string, range: FigureRange) {
  return readAlone(scope, sourcesRead(topicId, await sourceBasis(scope, range), range));
}

export async function topSources(scope: BrandScope, topicId: string, range: FigureRange) {
  const { top, total } = await sourceCounts(scope, topicId, range);
  return top.map(({ url, domain, count }) => ({
    url,
    domain,
    count,
    citationShare: sharePercent(count, total),
  }));
}

/**
 * Domains by citations of their pages in the range, most cited first: one row per site, `first` of them
 * after the first `offset`.
 */
export async function topDomains(
  scope: BrandScope,
  topicId: string,
  range: FigureRange,
  first: number,
  offset = 0,
) {
  if (!Number.isInteger(first) || first < 1 || first > MAX_TOP_DOMAINS)
    throw badInput(`first must be 1 to ${MAX_TOP_DOMAINS}.`);
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be a whole number, 0 or more.');
  const rows = await cachedRead(scope, `top-domains:${topicId}:${rangeKey(range)}`, () =>
    getDomainCitations(scope.db, scope.brandId, topicId, range),
  );
  const total = rows.reduce((sum, row) => sum + row.citations, 0);
  return rows
    .slice(offset, offset + first)
    .map(({ domain, citations }) => ({ domain, citations, citationShare: sharePercent(citations, total) }));
}

/** The most domains one topDomains call lists. */
export const MAX_TOP_DOMAINS = 100;

/** A cited URL's figures; its category is resolved by the source-categories module. */
export type SourceCountModel = Awaited<ReturnType<typeof topSources>>[number];

/** A request's day range, checked (calendar days, from ≤ to, at most PERIOD_MAX_DAYS days to `to` or today). */
export function parseDayRange(range: Partial<DayRange>, today: Day): DayRange {
  const problem = dayRangeProblem(range, today);
  if (problem) throw badInput(problem);
  return { from: range.from ?? null, to: range.to ?? null };
}

function historyFilter(
  scope: BrandScope,
  topicId: string | null,
  range: Partial<DayRange>,
  splitByTopic = false,
  rows: { platforms?: readonly string[] | null; kind?: PromptKind | null } = {},
): HistoryFilter {
  return {
    topicId,
    splitByTopic,
    ...parseDayRange(range, scope.today),
    platforms: rows.platforms ?? null,
    kind: rows.kind ?? null,
  };
}

/**
 * The rows a chart shows: its own from/to when given, else the page filter's period (all of it for all
 * time), on the page filter's platforms and kind of prompt. Its days are checked when it is read.
 */
export function chartRange(range: Partial<DayRange>, filter: PageFilter | null): FigureRange {
  const own = Boolean(range.from || range.to);
  const days = own || !filter ? range : filter.range;
  return {
    from: days.from ?? null,
    to: days.to ?? null,
    platforms: filter?.platforms ?? null,
    kind: filter?.kind ?? null,
  };
}

/** A history's store filter and its read-cache key (topic, days, platforms and kind of prompt). */
function historyRead(scope: BrandScope, topicId: string, chart: FigureRange) {
  const filter = historyFilter(scope, topicId, chart, false, chart);
  return {
    filter,
    key: `${topicId}:${filter.from}:${filter.to}:${chart.platforms?.join(',') ?? 'all'}:${chart.kind ?? 'both'}`,
  };
}

function dailyHistoryRead(
  scope: BrandScope,
  topicId: string,
  chart: FigureRange,
): SharedRead<DailyHistoryRow[]> {
  const { filter, key } = historyRead(scope, topicId, chart);
  return {
    key: `daily-history:${key}`,
    read: topicHistoryRead(topicId, filter),
    decode: asRows<DailyHistoryRow>(),
  };
}

/** A chart's days as stored: both charts of a page read this one result. */
function dailyHistory(scope: BrandScope, topicId: string, chart: FigureRange) {
  return readAlone(scope, dailyHistoryRead(scope, topicId, chart));
}

/**
 * Answers naming each competitor per day for one topic, on a chart's days, platforms and kind of prompt:
 * the days of the mentions Competitor Rankings sums over the same period.
 */
export function competitorHistory(scope: BrandScope, topicId: string, chart: FigureRange) {
  const { filter, key } = historyRead(scope, topicId, chart);
  return cachedRead(scope, `competitor-history:${key}`, () =>
    getCompetitorSeries(scope.db, scope.brandId, filter),
  );
}

/** Impressions, answers and visibility % per day for one topic (the aggregate topic for the overview). */
export async function impressionHistory(
  scope: BrandScope,
  topicId: string,
  chart: FigureRange = { from: null, to: null, platforms: null, kind: null },
) {
  const [rows, rateDays] = await Promise.all([
    dailyHistory(scope, topicId, chart),
    promptRateDays(scope, topicId, chart),
  ]);
  // A day whose prompts were asked unequal samples shows the mean of its per-prompt rates, as the headline.
  const means = new Map(
    (rateDays ?? []).filter((day) => !day.even && day.strata > 0).map((day) => [day.day, day]),
  );
  return impressionRows(rows).map((row) => {
    const mean = means.get(row.date);
    return {
      ...row,
      visibility: mean
        ? roundTo((mean.rateSum / mean.strata) * 100, 1)
        : visibilityPercent(row.impressions, row.answers),
    };
  });
}

export async function sentimentHistory(
  scope: BrandScope,
  topicId: string,
  chart: FigureRange = { from: null, to: null, platforms: null, kind: null },
) {
  return sentimentRows(await dailyHistory(scope, topicId, chart)).map((row) => ({
    ...row,
    sentiment: roundTo(row.sentiment, 2),
  }));
}

/** Platforms by visibility over a range (the last 30 days unless the page filter says), best first. */
export async function topPlatforms(
  scope: BrandScope,
  aggregateTopicId: string,
  range: FigureRange = windowRange('MONTH', scope.today),
) {
  const rows = (await topicPlatformRows(scope, range)).filter((row) => row.topicId === aggregateTopicId);
  return rows
    .flatMap(({ platform, impressions, answers, refusals, noAnswers }) =>
      isPlatformId(platform)
        ? [
            {
              platform,
              label: platformLabel(platform),
              impressions,
              answers,
              refusals,
              refusalRate: refusalRate(refusals, answers),
              noAnswers,
              answerRate: answerRate(answers, noAnswers),
              visibility: visibilityPercent(impressions, answers),
            },
          ]
        : [],
    )
    .sort((a, b) => b.visibility - a.visibility || a.label.localeCompare(b.label));
}

/** Each topic's rounded share of a range's impressions (the last 30 days unless the page filter says). */
export async function topicShares(scope: BrandScope, range: FigureRange = windowRange('MONTH', scope.today)) {
  const [topics, impressions] = await Promise.all([visibleTopics(scope), topicTotals(scope, range)]);
  return topicBreakdown(
    topics.map((topic) => ({
      topic,
      name: topic.name,
      impressions: impressions.get(topic.id)?.impressions ?? 0,
    })),
  );
}

/** Impressions over a range (all time unless the page filter says). */
export async function impressionsTotal(
  scope: BrandScope,
  aggregateTopicId: string,
  range: FigureRange = windowRange('ALL', scope.today),
) {
  return (await topicTotals(scope, range)).get(aggregateTopicId)?.impressions ?? 0;
}

/** The overview's scope: the account's aggregate topic, under the page filter when one is given. */
export async function overviewScope(
  scope: BrandScope,
  filter: PageFilter | null = null,
): Promise<MetricsScope> {
  const topic = await aggregateTopic(scope);
  if (!topic) throw notFound('This account has no overview topic yet.');
  return { account: scope, topic, filter };
}

/**
 * Which of a topic's shared reads its page's fields ask for under the page filter (the GraphQL resolvers
 * tell from the document): the period's windows (KPIs, changes, platforms, topic shares), the chart days,
 * the competitor mentions and the citations.
 */
export interface TopicReadsWanted {
  figures: boolean;
  history: boolean;
  competitors: boolean;
  sources: boolean;
  citedNotNamed: boolean;
}

/**
 * Reads what `wanted` names for one topic under the page filter in one statement (readTogether), where the
 * fields would each have sent their own, one after another on the embedded store. Returns once they are
 * registered, before they arrive. A filter a read refuses is left to the field, which refuses it with its
 * own message.
 */
export async function prefetchTopicReads(
  scope: BrandScope,
  topicId: string,
  filter: PageFilter,
  wanted: TopicReadsWanted,
): Promise<void> {
  const range = filter.range;
  const reads: SharedRead<unknown>[] = [];
  try {
    const figures = wanted.figures ? topicBasis(scope, range) : null;
    const brandDomain = wanted.citedNotNamed ? await brandDomainOf(scope) : null;
    const [mentionsBasis, citationsBasis] = await Promise.all([
      wanted.competitors ? rollupBasis(scope, range) : null,
      wanted.sources ? sourceBasis(scope, range) : null,
      figures?.table === 'window' ? currentWindows(scope) : null,
      brandDomain === null ? null : currentCitedNotNamed(scope, brandDomain),
    ]);
    if (figures?.table === 'window') reads.push(windowsRead(range, figures.span));
    if (wanted.history) reads.push(dailyHistoryRead(scope, topicId, chartRange({}, filter)));
    if (mentionsBasis) reads.push(competitorsRead(topicId, mentionsBasis, range));
    if (citationsBasis) reads.push(sourcesRead(topicId, citationsBasis, range));
    if (brandDomain !== null) reads.push(citedNotNamedRead(topicId, range));
  } catch {
    return;
  }
  readTogether(scope, reads);
}

/**
 * The overview's scope with its cards' reads under way (prefetchTopicReads): first the account's topics
 * and settings (the day its windows are as of), in one statement, then the cards' reads in another.
 */
export async function overviewWithReads(scope: BrandScope, filter: PageFilter, wanted: TopicReadsWanted) {
  const windows = wanted.figures || wanted.competitors || wanted.sources;
  readTogether(scope, [topicsRead, accountSettingsRead(scope.today)]);
  const [overview] = await Promise.all([
    overviewScope(scope, filter),
    windows ? currentWindows(scope) : null,
  ]);
  await prefetchTopicReads(scope, overview.topic.id, filter, wanted);
  return overview;
}

/** A topic's active prompts of one kind (both kinds when null), as the figures of that kind count them. */
export const promptsOfKind = (topic: TopicRow, kind: PromptKind | null) =>
  kind === null
    ? topic.promptCount
    : kind === 'BRANDED'
      ? topic.brandedPromptCount
      : topic.promptCount - topic.brandedPromptCount;

export async function promptTotal(scope: BrandScope, kind: PromptKind | null = null) {
  return (await visibleTopics(scope)).reduce((sum, topic) => sum + promptsOfKind(topic, kind), 0);
}

// ---- REST time series: rows per topic per day, for the account's topics or one topic ----

/** Resolves the REST topic_id parameter: absent means every topic but the aggregate. */
async function seriesFilter(scope: BrandScope, topicId: string | null, range: Partial<DayRange>) {
  if (topicId !== null) await requireTopic(scope, topicId);
  return historyFilter(scope, topicId, range, topicId === null);
}

export async function impressionSeries(
  scope: BrandScope,
  topicId: string | null,
  range: Partial<DayRange> = {},
) {
  return impressionRows(
    await getDailyHistory(scope.db, scope.brandId, await seriesFilter(scope, topicId, range)),
  );
}

export async function sentimentSeries(
  scope: BrandScope,
  topicId: string | null,
  range: Partial<DayRange> = {},
) {
  return sentimentRows(
    await getDailyHistory(scope.db, scope.brandId, await seriesFilter(scope, topicId, range)),
  );
}

export async function sourceSeries(scope: BrandScope, topicId: string | null, range: Partial<DayRange> = {}) {
  return getSourceSeries(scope.db, scope.brandId, await seriesFilter(scope, topicId, range));
}

export async function competitorSeries(
  scope: BrandScope,
  topicId: string | null,
  range: Partial<DayRange> = {},
) {
  // True answer counts, the same figure the rankings and the drill-down show.
  return getCompetitorSeries(scope.db, scope.brandId, await seriesFilter(scope, topicId, range));
}

/** A proportion (0–1) as a percentage to one decimal, as the intervals are shown. */
export const percentOneDecimal = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 1000) / 10;

/**
 * Visibility on the topic's latest collection day with its 95 % Wilson interval, and the previous
 * collection day's, flagged significant only when the intervals do not overlap.
 */
export async function visibilityInterval(scope: BrandScope, topicId: string) {
  const [latest, previous] = await cachedRead(scope, `visibility-interval:${topicId}`, () =>
    getRecentTopicDays(scope.db, scope.brandId, topicId),
  );
  // A day whose prompts were asked unequal samples: the mean of its per-prompt rates and that mean's interval.
  const [latestMean, previousMean] = await Promise.all([
    dayMean(scope, topicId, latest?.day),
    dayMean(scope, topicId, previous?.day),
  ]);
  const intervalOf = (mean: MeanOfRates | null, day: typeof latest): Interval | null =>
    mean ? meanInterval(mean) : day ? wilsonInterval(day.impressions, day.answers) : null;
  const valueOf = (mean: MeanOfRates | null, day: typeof latest) =>
    mean ? percentOneDecimal(mean.mean) : day ? percentOneDecimal(day.impressions / day.answers) : null;
  const now = intervalOf(latestMean, latest);
  const before = intervalOf(previousMean, previous);
  return {
    day: latest?.day ?? null,
    impressions: latest?.impressions ?? 0,
    answers: latest?.answers ?? 0,
    failures: latest?.failures ?? 0,
    visibility: valueOf(latestMean, latest),
    basis: (latestMean ? 'PROMPT_MEAN' : 'POOLED') as VisibilityBasis,
    low: percentOneDecimal(now?.low),
    high: percentOneDecimal(now?.high),
    previousDay: previous?.day ?? null,
    previousVisibility: valueOf(previousMean, previous),
    previousLow: percentOneDecimal(before?.low),
    previousHigh: percentOneDecimal(before?.high),
    significantChange: significantlyDifferent(now, before),
  };
}

/**
 * Top Sources Analysis' Key Insight, from the account's measured citations: the most cited domain under the filter (its period, platforms and kind of prompt) and how its share moved
 * against the period before (null when nothing was cited); an all-time filter reads the last 30 days, as a
 * move needs a period before it.
 */
export async function sourceInsight(scope: BrandScope, topicId: string, filter: PageFilter) {
  const bounded = filter.from !== null && filter.previous !== null;
  const from = bounded ? filter.from! : addDays(scope.today, -(SOURCE_INSIGHT_DAYS - 1));
  const to = bounded ? filter.to : scope.today;
  const current: FigureRange = { ...filter.range, from, to };
  const previous: FigureRange = bounded
    ? filter.previous!
    : { ...filter.range, from: addDays(from, -SOURCE_INSIGHT_DAYS), to: addDays(from, -1) };
  const [now, before] = await cachedRead(
    scope,
    `source-insight:${topicId}:${rangeKey(current)}:${rangeKey(previous)}`,
    () =>
      Promise.all([
        getDomainCitations(scope.db, scope.brandId, topicId, current),
        getDomainCitations(scope.db, scope.brandId, topicId, previous),
      ]),
  );
  const insight = topDomainInsight(now, before);
  return insight && { ...insight, from, to };
}
