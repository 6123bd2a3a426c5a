/** The front door of server/modules/collection: what other modules may use. */
export { MAX_SEARCH_LENGTH } from './answer-search';
export { writeAnswerClaims } from './answer-claims.store';
export { writeAnswerStatements } from './answer-statements.store';
export { answerById, answersByIds, answersConnection, toAnswersQuery } from './answers.service';
export type { AnswerModel } from './answers.service';
export {
  analyzerAsRead,
  answeredFilterCte,
  answerFilter,
  getAnswerExportPage,
  getAnswersPage,
  getPromptCompetitorMentions,
  getPromptRanks,
  getRecentAnswerTexts,
} from './answers.store';
export type { AnswerExportRow, AnswersQuery } from './answers.store';
export { COLLECT_RUN, queueRun, registerCollectionJobs, startRun } from './collection.jobs';
export type { CollectionJobs } from './collection.jobs';
export { collectionResolvers } from './collection.resolvers';
export { collectDay, collectDays } from './collection.service';
export { getCollectionTarget, getReadingTarget, internSourceUrls, storeAnswers } from './collection.store';
export type { StoredAnswerInput } from './collection.store';
export { startCollectionRunNow } from './runs.service';
export { askPromptNow, promptAsks, PROMPT_ASKS_PER_HOUR } from './prompt-asks.service';
export { clearPromptAskEvidenceBefore } from './prompt-asks.store';
export type { PromptAskAnswerModel, PromptAskModel } from './prompt-asks.service';
export { simulatedShare, simulatedShareOf } from './simulated-share.service';
export type { SimulatedShare } from './simulated-share.service';
export { getDayPlatformCounts, getRun, hasRunForDay, insertCompletedRunsForDays } from './runs.store';
export type { RunRow } from './runs.store';
export { collectRun, createRun } from './runs.worker';
export type { FinishedRun } from './runs.worker';
