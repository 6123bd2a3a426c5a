/**
 * The rules analyzer's front door: what the rest of the server, tools/ and tests outside this folder may
 * use. Everything else in the folder is its inside, free to change (ARCHITECTURE.md, "The rules analyzer").
 */

// Reading answers: one brand's names compiled once (createAnalyzer), each answer read with them.
export {
  analyzeAnswer,
  createAnalyzer,
  inScope,
  marketFacts,
  namesAffectedByChange,
  RULES_ANALYZER,
  type AnalysisConfig,
  type FactSheet,
  type ScopeEntry,
} from './analysis';
export type {
  AnalysisBrand,
  AnalysisCompetitor,
  AnalysisWhy,
  AnswerAnalysis,
  AnswerAnalyzer,
  CompetitorMention,
  SentimentModelInput,
  StoredWhy,
  TrackedEntity,
  WhyReading,
} from './types';

// Names and languages on their own: whether a question names the brand, which language a text is in.
export { compileMatcher, findMentions } from './matching';
export { detectLanguage } from './language';
export type { Language, SentimentLanguage } from './languages/registry';

// The why stored with each reading, and its plain words for the answers drawer.
export { FIRST_MENTION_ORDER, JUDGE_RULE, sameWhy, storedWhy } from './why';
export { nameReadingSentence, POSITION_WORDS, sentimentSentence } from './why-words';

// The sentiment scale and what shapes it (the definitions page explains them).
export {
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
  sentimentLabel,
  toSentimentScore,
  type SentimentLabel,
} from './sentiment';
export { BALANCED_FACTOR, VERDICT_COMPOUND } from './target';
// The sections of a long answer (its verdict, what to avoid, the top pick), for the bench's share of the cost.
export { answerSections } from './sentiment/structure';

// What answers say of each name, statement by statement, and the model that reads their polarity, fitted by
// tools/cli/train-statements.ts.
export type { AnswerStatement } from './types';
export type { BrandAttribute } from './statements/aspects';
export type { StatementEvidence } from './statements/statements';
export {
  fitStatementModel,
  type LabelledStatement,
  type StatementModel,
  statementPolarity,
} from './statements/statement-model';

// The sentiment model, fitted by tools/cli/train-sentiment.ts.
export {
  fitSentimentModel,
  scoreFromProbabilities,
  SENTIMENT_MODEL,
  sentimentProbabilities,
  wordWeights,
  type LabelledFeatures,
  type SentimentModel,
} from './sentiment-model';

// Sources and text as the analyzer reads them.
export { domainOf } from './sources';
export { foldText } from './text/fold';

// The values an answer states for the brand's facts, judged against its fact sheet for the answer's market.
export {
  createClaimReader,
  readFactClaims,
  type ClaimMarket,
  type ClaimStatus,
  type FactClaimReader,
  type FactClaimReading,
} from './facts/claims';
