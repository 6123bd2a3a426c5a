/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddPromptInput = {
  question: string;
  topicId: string | number;
};

export type AnswerStatus =
  | 'FAILED'
  /**
   * The platform showed no answer for the query: Google shows an AI Overview for some searches only, and AI
   * Mode now and then answers nothing. Neither a refusal nor a failure: final, kept out of answers and
   * visibility, counted apart (the platform's answer rate).
   */
  | 'NO_ANSWER'
  | 'OK'
  /**
   * The engine declined to answer (the vendor's refusal field, else a short reply saying it cannot help, in
   * the answer's language, that names no tracked brand): kept out of answers and visibility like a failure,
   * counted apart. A hedge that still names brands is an answer (OK).
   */
  | 'REFUSED';

export type AnswersFilter = {
  /** Answers stating a value for this fact of the brand's (its key on the fact sheet). */
  claimFact?: string | null | undefined;
  /** Answers with a claim counted with this status (about claimFact when that is given). */
  claimStatus?: FactClaimStatus | null | undefined;
  /** With claimFact: answers stating this normalised value of it (a fact issue's value). */
  claimValue?: string | null | undefined;
  /** Answers that named this tracked competitor. */
  competitorId?: string | number | null | undefined;
  /** A collection day; or from/to (inclusive). */
  day?: string | null | undefined;
  from?: string | null | undefined;
  /** Only answers that named at least one tracked competitor (true) or none (false). */
  namesCompetitor?: boolean | null | undefined;
  /** Answers that did not name this tracked competitor (failures name nobody). */
  notCompetitorId?: string | number | null | undefined;
  /** The page filter's period, as the figures count it; not with day/from/to/window. */
  period?: PeriodInput | null | undefined;
  platform?: Platform | null | undefined;
  /** Any of these platforms (the page filter; empty means all); not with platform. */
  platforms?: Array<Platform> | null | undefined;
  promptId?: string | number | null | undefined;
  /** Answers to prompts of this kind (the page filter); ALL or absent means both. */
  promptKind?: PromptKindFilter | null | undefined;
  /**
   * Answers whose text matches, ordered by relevance (then newest first); blank means no search, more than
   * 200 characters is refused. Words match their forms in the answer's language (Postgres text search:
   * english, german, french, spanish, italian, portuguese, dutch as the analyzer detected it, else simple);
   * several words must all appear, "a quoted phrase" as adjacent words, `or` gives either, `-word` excludes.
   * In answers no language was detected in (Japanese, Chinese and other text without spaces between words) the
   * search as typed, quotes left out, also matches as a case-insensitive stretch of the text. Relevance is how
   * often an answer holds the search's words and quoted phrases as typed (case aside): answers matching only
   * other forms of the words come after those, newest first. A search lists and counts its newest 1,000
   * matches only, in relevance order among them (AnswerConnection.totalCountIsLowerBound says when more
   * matched; narrow the days to reach older ones).
   */
  search?: string | null | undefined;
  /** Answers whose engine ran this web search before answering (Answer.searchQueries; case aside). */
  searchQuery?: string | null | undefined;
  /** Answers citing any page of this domain. */
  sourceDomain?: string | null | undefined;
  /** Answers citing this exact URL. */
  sourceUrl?: string | null | undefined;
  /** Answers with a statement about the brand on this aspect (of statementPolarity when that is given too). */
  statementAspect?: Aspect | null | undefined;
  /** Answers with a statement about the brand speaking of this attribute of its own (one of Brand.attributes). */
  statementAttribute?: string | null | undefined;
  /** Answers with a statement about the brand of this polarity (on statementAspect when that is given too). */
  statementPolarity?: SentimentLabel | null | undefined;
  status?: AnswerStatus | null | undefined;
  to?: string | null | undefined;
  /** Answers of prompts in this topic (the aggregate topic means all). */
  topicId?: string | number | null | undefined;
  /** Only answers that mentioned the brand (true) or did not (false); failures have neither. */
  visible?: boolean | null | undefined;
  /**
   * The last 7 or 30 days including today, as the dashboard's windowed figures count them; not with day/from/to.
   * @deprecated Use period: PeriodInput.
   */
  window?: TimeWindow | null | undefined;
};

export type ArchivePromptInput = {
  id: string | number;
};

/**
 * A quality answers speak of, the shared taxonomy of statements' aspects: price and value, quality and
 * performance, ease of use, customer service, reliability and trust, features and range, privacy and
 * security, availability and delivery, sustainability and ethics, reputation.
 */
export type Aspect =
  | 'AVAILABILITY_DELIVERY'
  | 'CUSTOMER_SERVICE'
  | 'EASE_OF_USE'
  | 'FEATURES_RANGE'
  | 'PRICE_VALUE'
  | 'PRIVACY_SECURITY'
  | 'QUALITY_PERFORMANCE'
  | 'RELIABILITY_TRUST'
  | 'REPUTATION'
  | 'SUSTAINABILITY_ETHICS';

/** How a value an answer states for one of the brand's facts compares with the fact sheet, for the answer's market. */
export type FactClaimStatus =
  /** The value the fact sheet holds. */
  | 'CORRECT'
  /** One of the fact's previous values: once true, no longer. */
  | 'OUTDATED'
  /** The answer speaks of the fact but its value cannot be judged (a range, 'around', another period). */
  | 'UNCLEAR'
  /** A definite value the fact sheet neither holds nor held. */
  | 'WRONG';

/**
 * A period: a preset, or a custom from–to range (both days included, from ≤ to, at most 3660 days).
 * Give one or the other.
 */
export type PeriodInput = {
  from?: string | null | undefined;
  preset?: PeriodPreset | null | undefined;
  to?: string | null | undefined;
};

/** The page filter's preset periods, each ending today. */
export type PeriodPreset =
  | 'ALL_TIME'
  | 'LAST_7_DAYS'
  | 'LAST_30_DAYS'
  | 'LAST_90_DAYS';

/** An AI platform whose answers are collected. */
export type Platform =
  | 'CHATGPT'
  | 'CLAUDE'
  /** DeepSeek's chat completions (no web search: no citations or searches). Off until chosen in Settings. */
  | 'DEEPSEEK'
  | 'GEMINI'
  /** Google's AI Mode answer for the prompt (DataForSEO's SERP API), in the brand's country and language. Off until chosen in Settings. */
  | 'GOOGLE_AI_MODE'
  /**
   * The AI Overview on Google's results page for the prompt (DataForSEO's SERP API), in the brand's country and
   * language; a search Google shows no AI Overview for is a NO_ANSWER. Off until chosen in Settings.
   */
  | 'GOOGLE_AI_OVERVIEW'
  /** xAI's Grok (Responses API with web search). Off until chosen in Settings. */
  | 'GROK'
  | 'PERPLEXITY';

/**
 * Whether a prompt names the brand (its name, an alias or its website's domain, read with the answer
 * analyzer's matcher). An answer to a branded prompt names the brand because the question did, so the
 * figures keep the two kinds apart.
 */
export type PromptKind =
  | 'BRANDED'
  | 'UNBRANDED';

/**
 * Which prompts' answers a figure counts: UNBRANDED (category questions, the brand's earned visibility),
 * BRANDED (questions that name the brand) or ALL. Without it, figures count all prompts.
 */
export type PromptKindFilter =
  | 'ALL'
  | 'BRANDED'
  | 'UNBRANDED';

/** How an answer speaks of the brand, from its sentiment score. */
export type SentimentLabel =
  | 'NEGATIVE'
  | 'NEUTRAL'
  | 'POSITIVE';

/** The tracked competitors' names, all of them: names left out are removed. */
export type SetCompetitorsInput = {
  names: Array<string>;
};

/**
 * Deprecated: how far back a ranking looks (everything, the last 30 days or the last 7 days). Every field that
 * takes a window also takes `period: PeriodInput`, whose presets ALL_TIME, LAST_30_DAYS and LAST_7_DAYS are
 * the same days.
 */
export type TimeWindow =
  | 'ALL'
  | 'MONTH'
  | 'WEEK';

export type McpAddPromptMutationVariables = Exact<{
  input: AddPromptInput;
}>;


export type McpAddPromptMutation = { addPrompt: { prompt: { id: string, topicId: string, question: string, promptKind: PromptKind, archived: boolean } } };

export type McpArchivePromptMutationVariables = Exact<{
  input: ArchivePromptInput;
}>;


export type McpArchivePromptMutation = { archivePrompt: { prompt: { id: string, topicId: string, question: string, promptKind: PromptKind, archived: boolean } } };

export type McpCompetitorsQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
}>;


export type McpCompetitorsQuery = { competitive: { answers: number, period: { preset: PeriodPreset | null, from: string | null, to: string, days: number | null }, brands: Array<{ competitorId: string | null, name: string, isBrand: boolean, mentions: number, visibility: number, shareOfVoice: number | null, rank: number | null }> } };

export type McpFactCheckQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
  topicId?: string | number | null | undefined;
  wrongClaims: number;
}>;


export type McpFactCheckQuery = { factCheck: { answers: number, answersWithClaims: number, claims: number, correct: number, wrong: number, outdated: number, unclear: number, accuracy: { value: number | null, low: number | null, high: number | null }, byFact: Array<{ fact: string, label: string, claims: number, correct: number, wrong: number, outdated: number, unclear: number, accuracy: { value: number | null, low: number | null, high: number | null } }>, byPlatform: Array<{ platform: Platform, claims: number, correct: number, wrong: number, outdated: number, unclear: number, accuracy: { value: number | null, low: number | null, high: number | null } }>, wrongClaims: { totalCount: number, edges: Array<{ node: { id: string, fact: string, label: string, stated: string, expected: string, status: FactClaimStatus, corrected: boolean, quote: string, answerId: string, platform: Platform, day: string, likelySources: Array<{ url: string, domain: string, answers: number, lift: number }> } }> } } };

export type McpGapsQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
  first: number;
  offset: number;
}>;


export type McpGapsQuery = { competitive: { gapCount: number, period: { preset: PeriodPreset | null, from: string | null, to: string, days: number | null }, gaps: Array<{ promptId: string, question: string, topicId: string, topicName: string, answers: number, totalAnswers: number, competitors: Array<{ competitorId: string, name: string, answers: number }>, sources: Array<{ domain: string, answers: number, competitorOnly: boolean }> }> } };

export type McpNarrativeQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
  topicId?: string | number | null | undefined;
}>;


export type McpNarrativeQuery = { narrative: { answers: number, statements: number, period: { preset: PeriodPreset | null, from: string | null, to: string, days: number | null }, netSentiment: { value: number | null, low: number | null, high: number | null }, themes: Array<{ aspect: Aspect, label: string, statements: number, answers: number, positive: number, neutral: number, negative: number, change: number | null, netSentiment: { value: number | null, low: number | null, high: number | null }, quotes: Array<{ text: string, answerId: string, platform: Platform, day: string, polarity: SentimentLabel }>, competitors: Array<{ name: string, statements: number, netSentiment: { value: number | null } }>, sources: Array<{ url: string, answers: number, lift: number }> }> } };

export type McpOverviewQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
}>;


export type McpOverviewQuery = { overview: { promptCount: number, metrics: { platforms: Array<Platform>, answers: number, failures: number, impressions: number, visibility: number, sentimentScore: number | null, averagePosition: number | null, latestDay: string | null, period: { preset: PeriodPreset | null, from: string | null, to: string, days: number | null }, change: { visibility: { current: number | null, previous: number | null, change: number | null, significant: boolean | null }, sentiment: { current: number | null, previous: number | null, change: number | null, significant: boolean | null }, position: { current: number | null, previous: number | null, change: number | null, significant: boolean | null }, impressions: { current: number | null, previous: number | null, change: number | null, significant: boolean | null } } }, topPlatforms: Array<{ platform: Platform, label: string, answers: number, impressions: number, visibility: number }>, topicBreakdown: Array<{ name: string, percentage: number, topic: { id: string } }> } };

export type McpPromptsQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
  topicId?: string | number | null | undefined;
  search?: string | null | undefined;
}>;


export type McpPromptsQuery = { promptGrid: { rows: Array<{ id: string, question: string, topicId: string, topicName: string, promptKind: PromptKind, answers: number, impressions: number, failures: number, visibilityPercentage: number | null, visibilityLow: number | null, visibilityHigh: number | null, averagePosition: number | null, sentimentScore: number | null }> } };

export type McpSearchQueryVariables = Exact<{
  filter: AnswersFilter;
  first: number;
  after?: string | null | undefined;
}>;


export type McpSearchQuery = { answers: { totalCount: number, totalCountIsLowerBound: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ snippet: string | null, node: { id: string, promptId: string, question: string, topicId: string, platform: Platform, day: string, visible: boolean | null, position: number | null, sentiment: number | null } }> } };

export type McpSetCompetitorsMutationVariables = Exact<{
  input: SetCompetitorsInput;
}>;


export type McpSetCompetitorsMutation = { setCompetitors: { competitors: Array<{ id: string, name: string, mentions: number }> } };

export type McpSourcesQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
  first: number;
  offset: number;
}>;


export type McpSourcesQuery = { overview: { metrics: { period: { preset: PeriodPreset | null, from: string | null, to: string, days: number | null }, topDomains: Array<{ domain: string, citations: number, citationShare: number }> } } };

export type McpTopicsQueryVariables = Exact<{
  period?: PeriodInput | null | undefined;
  platforms?: Array<Platform> | Platform | null | undefined;
  promptKind?: PromptKindFilter | null | undefined;
  countedKind: PromptKindFilter;
}>;


export type McpTopicsQuery = { topics: Array<{ id: string, name: string, slug: string, promptCount: number, metrics: { answers: number, impressions: number, visibility: number, sentimentScore: number | null, averagePosition: number | null, period: { preset: PeriodPreset | null, from: string | null, to: string, days: number | null } } }> };

export type McpPeriodFragment = { preset: PeriodPreset | null, from: string | null, to: string, days: number | null };

export type McpKpiChangeFragment = { current: number | null, previous: number | null, change: number | null, significant: boolean | null };

export type McpManagedPromptFragment = { id: string, topicId: string, question: string, promptKind: PromptKind, archived: boolean };

export type McpClaimRateFragment = { value: number | null, low: number | null, high: number | null };

export const McpPeriodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Period"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]} as unknown as DocumentNode<McpPeriodFragment, unknown>;
export const McpKpiChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpKpiChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KpiChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"significant"}}]}}]} as unknown as DocumentNode<McpKpiChangeFragment, unknown>;
export const McpManagedPromptFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpManagedPrompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedPrompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"promptKind"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<McpManagedPromptFragment, unknown>;
export const McpClaimRateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpClaimRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}}]} as unknown as DocumentNode<McpClaimRateFragment, unknown>;
export const McpAddPromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"McpAddPrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPromptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpManagedPrompt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpManagedPrompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedPrompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"promptKind"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<McpAddPromptMutation, McpAddPromptMutationVariables>;
export const McpArchivePromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"McpArchivePrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchivePromptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivePrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpManagedPrompt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpManagedPrompt"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedPrompt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"promptKind"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]} as unknown as DocumentNode<McpArchivePromptMutation, McpArchivePromptMutationVariables>;
export const McpCompetitorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpCompetitors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isBrand"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"shareOfVoice"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Period"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]} as unknown as DocumentNode<McpCompetitorsQuery, McpCompetitorsQueryVariables>;
export const McpFactCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpFactCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wrongClaims"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}},{"kind":"Argument","name":{"kind":"Name","value":"topicId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answersWithClaims"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"wrong"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"unclear"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpClaimRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byFact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"wrong"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"unclear"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpClaimRate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"byPlatform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"wrong"}},{"kind":"Field","name":{"kind":"Name","value":"outdated"}},{"kind":"Field","name":{"kind":"Name","value":"unclear"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpClaimRate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wrongClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wrongClaims"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fact"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stated"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"corrected"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"answerId"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"likelySources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"lift"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpClaimRate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}}]} as unknown as DocumentNode<McpFactCheckQuery, McpFactCheckQueryVariables>;
export const McpGapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpGaps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gapCount"}},{"kind":"Field","name":{"kind":"Name","value":"gaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promptId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"topicName"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"competitorOnly"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Period"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]} as unknown as DocumentNode<McpGapsQuery, McpGapsQueryVariables>;
export const McpNarrativeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpNarrative"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"narrative"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}},{"kind":"Argument","name":{"kind":"Name","value":"topicId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"statements"}},{"kind":"Field","name":{"kind":"Name","value":"netSentiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aspect"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"statements"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"positive"}},{"kind":"Field","name":{"kind":"Name","value":"neutral"}},{"kind":"Field","name":{"kind":"Name","value":"negative"}},{"kind":"Field","name":{"kind":"Name","value":"netSentiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"answerId"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"polarity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statements"}},{"kind":"Field","name":{"kind":"Name","value":"netSentiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"lift"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Period"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]} as unknown as DocumentNode<McpNarrativeQuery, McpNarrativeQueryVariables>;
export const McpOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promptCount"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"failures"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}},{"kind":"Field","name":{"kind":"Name","value":"averagePosition"}},{"kind":"Field","name":{"kind":"Name","value":"latestDay"}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpKpiChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpKpiChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpKpiChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impressions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpKpiChange"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topicBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"topic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Period"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpKpiChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KpiChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"significant"}}]}}]} as unknown as DocumentNode<McpOverviewQuery, McpOverviewQueryVariables>;
export const McpPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpPrompts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promptGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}},{"kind":"Argument","name":{"kind":"Name","value":"topicId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topicId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"topicName"}},{"kind":"Field","name":{"kind":"Name","value":"promptKind"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"failures"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityLow"}},{"kind":"Field","name":{"kind":"Name","value":"visibilityHigh"}},{"kind":"Field","name":{"kind":"Name","value":"averagePosition"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}}]}}]}}]}}]} as unknown as DocumentNode<McpPromptsQuery, McpPromptsQueryVariables>;
export const McpSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswersFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsLowerBound"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promptId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"topicId"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"sentiment"}}]}}]}}]}}]}}]} as unknown as DocumentNode<McpSearchQuery, McpSearchQueryVariables>;
export const McpSetCompetitorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"McpSetCompetitors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCompetitorsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompetitors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"}}]}}]}}]}}]} as unknown as DocumentNode<McpSetCompetitorsMutation, McpSetCompetitorsMutationVariables>;
export const McpSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpSources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topDomains"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"citations"}},{"kind":"Field","name":{"kind":"Name","value":"citationShare"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Period"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]} as unknown as DocumentNode<McpSourcesQuery, McpSourcesQueryVariables>;
export const McpTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"McpTopics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countedKind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptKindFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"promptCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countedKind"}}}]},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"promptKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promptKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"McpPeriod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}},{"kind":"Field","name":{"kind":"Name","value":"averagePosition"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"McpPeriod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Period"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]} as unknown as DocumentNode<McpTopicsQuery, McpTopicsQueryVariables>;