/** The front door of server/core/rollups: what other modules may use. */
export {
  accountHasAnswers,
  addToPromptCumulative,
  advanceRollupWindows,
  answersNamingBrands,
  blockStart,
  countCitedNotNamedAfresh,
  DASHBOARD_TABLES,
  lockAccountRollups,
  PROMPT_ALL_TIME_SPAN,
  PROMPT_WINDOW_SPANS,
  rebuildAccountRollups,
  rebuiltRollupTables,
  recountReadings,
  ROLLUP_WINDOW_SPANS,
  ROLLUP_WINDOW_TABLES,
  SOURCE_BLOCK_DAYS,
  sourceBlockPieces,
  TOPIC_DAILY_MEASURES,
  TOPIC_SUMS,
  TOPIC_WINDOW_SPANS,
} from './rollups.store';
export type { CountedReading, RollupWindowSpan } from './rollups.store';
export { addCitedNotNamed, unnamedAnswers } from './cited-not-named.store';
export {
  advanceStatementWindows,
  ALL_ASPECTS,
  answersWithIds,
  buildStatementDays,
  countStatements,
} from './statements.store';
