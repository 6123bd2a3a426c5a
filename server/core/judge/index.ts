/**
 * The LLM judge's front door: how every stored answer is read (answerAnalysisFor: the judge when it is on,
 * the rules analyzer otherwise and on any failure), the run's cost cap, and what the judge stores. The
 * pure analyzer (core/analysis) knows nothing of it.
 */
export {
  answerAnalysisFor,
  brandConfigHash,
  MAX_JUDGED_ANSWER_CHARS,
  readingConfigHash,
  RunBudget,
  runBudget,
  storedReading,
  MAX_QUOTE_CHARS,
  type StoredClaim,
  type StoredStatement,
  type AnalysedAnswer,
  type AnalyzeAnswer,
  type AnswerAnalysisDeps,
} from './answer-analysis.service';
export { isJudgeAnalyzer, JUDGE_VERSION, judgeFor, type JudgeConfig } from './judge';
export type { AnswerEvidence } from './judgement';
