/** The front door of server/modules/metrics: what other modules may use. */
export { metricsResolvers } from './metrics.resolvers';
export { createMetricsRouter } from './metrics.routes';
export {
  chartRange,
  citedNotNamed,
  competitorHistory,
  competitorRankings,
  figuresOf,
  impressionHistory,
  impressionsTotal,
  kpiChanges,
  meanOrNull,
  overviewScope,
  ownPeriodRange,
  pageCitations,
  percentOneDecimal,
  periodSummary,
  promptMean,
  promptTotal,
  presetSpan,
  promptWindow,
  scopeFilter,
  sourceCounts,
  topicShares,
  topPlatforms,
  topSources,
} from './metrics.service';
export type { MetricsScope, TopicSums, VisibilityBasis } from './metrics.service';
export {
  countOwnPrompts,
  getCompetitorMentions,
  getDailyHistory,
  getLatestDayByTopic,
  getPromptDays,
  getPromptPlatformSums,
  getPromptRecords,
  getPromptStats,
  getSourceCounts,
  getTopicTotals,
  getTopicWindows,
  listGridPrompts,
} from './metrics.store';
export type { FigureRange, PromptPlatformSumsRow, SourceCounts } from './metrics.store';
export {
  DEFAULT_PERIOD,
  pageFilter,
  parsePlatforms,
  periodOf,
  promptKindChoice,
  rangeKey,
  resolveFilter,
} from './period';
export type { PageFilter, PageFilterArgs } from './period';
export {
  answerRate,
  COMPANY_RANK_CAP,
  companyRank,
  GREAT_VISIBILITY_THRESHOLD,
  groupKey,
  MEDIUM_VISIBILITY_THRESHOLD,
  mostCitedSources,
  promptVisibilityStatus,
  roundTo,
  SENTIMENT_WINDOW_DAYS,
  sharePercent,
  TOP_SOURCES_LIMIT,
  visibilityPercent,
  WINDOW_PRESET,
  windowStart,
} from './rules';
export type { TimeWindow } from './rules';
export { meanDifference, meanInterval, proportionDifference, wilsonInterval, Z_95 } from './wilson';
export type { MeanOfRates } from './wilson';
export type { SourceCountModel } from './metrics.service';
