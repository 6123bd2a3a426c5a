import type { Platform } from './enum-values';
import type { CollectionRunStatus } from './enum-values';
import type { CollectionRunTrigger } from './enum-values';
import type { AnswerStatus } from './enum-values';
import type { SentimentLabel } from './enum-values';
import type { CrawlerPurpose } from './enum-values';
import type { CrawlerVerification } from './enum-values';
import type { CrawlerVerificationMethod } from './enum-values';
import type { ReportStatus } from './enum-values';
import type { DashboardVariant } from './enum-values';
import type { ApiTokenScope } from './enum-values';
import type { SourceCategory } from './enum-values';
import type { AlertKind } from './enum-values';
import type { WebhookFormat } from './enum-values';
import type { AlertChannel } from './enum-values';
import type { AlertDeliveryPurpose } from './enum-values';
import type { ReanalysisState } from './enum-values';
import type { IntegrationKind } from './enum-values';
import type { IntegrationStatus } from './enum-values';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TopicRow } from '../modules/topics';
import type { MetricsScope, SourceCountModel } from '../modules/metrics';
import type { CompetitiveScope } from '../modules/competitive';
import type { NarrativeScope, ThemeModel } from '../modules/narrative';
import type { FactCheckModel, FactClaimModel } from '../modules/fact-check';
import type { FactIssueModel } from '../modules/fact-issues';
import type { AnswerAccuracyModel } from '../modules/corrections';
import type { BrandScope } from '../scope';
import type { PromptGroupModel, PromptGridRowModel } from '../modules/prompts';
import type { WebhookRow } from '../modules/alerts';
import type { LoggedChangeRow, ChangeImpactModel } from '../modules/changes';
import type { AnswerModel, PromptAskAnswerModel } from '../modules/collection';
import type { CollectionSettingsModel } from '../modules/management';
import type { BrandFactRow } from '../modules/facts';
import type { BrandModel, WorkspaceRow } from '../modules/brands';
import type { SamplingPlanModel } from '../modules/sampling';
import type { RequestContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, ISO 8601 (YYYY-MM-DD), in UTC. */
  Date: { input: string; output: string; }
  /** A point in time, ISO 8601 with time zone. */
  DateTime: { input: Date | string; output: Date | string; }
};

export type AcceptInvitationInput = {
  /** The token of the invitation link (/invite/<token>). */
  token: Scalars['String']['input'];
};

export type AcceptInvitationPayload = {
  __typename?: 'AcceptInvitationPayload';
  /** The brands of the workspace just joined. */
  brands: Array<MemberBrand>;
};

export type AccountFlags = {
  __typename?: 'AccountFlags';
  actionCenter: Scalars['Boolean']['output'];
};

export type ActionCenterAvailability =
  | 'AVAILABLE'
  /** The feature flag is off for this account. */
  | 'COMING_SOON'
  /** The account is blocked from the Action Center. */
  | 'NOT_AVAILABLE';

export type ActionCenterStatus = {
  __typename?: 'ActionCenterStatus';
  actionCenter: Scalars['Boolean']['output'];
  availability: ActionCenterAvailability;
};

/** The Immediate Next Steps checklist of the Action Center, kept per account. */
export type ActionChecklist = {
  __typename?: 'ActionChecklist';
  /** Ids of the completed next steps. */
  completedStepIds: Array<Scalars['String']['output']>;
};

export type AddPromptInput = {
  question: Scalars['String']['input'];
  topicId: Scalars['ID']['input'];
};

export type AddPromptPayload = {
  __typename?: 'AddPromptPayload';
  prompt: ManagedPrompt;
};

/** One day of the overview's AI sessions beside visibility. */
export type AiSessionsDay = {
  __typename?: 'AiSessionsDay';
  answers: Scalars['Int']['output'];
  day: Scalars['Date']['output'];
  /** GA4's sessions from AI assistants landing on the brand's site that day; null when not pulled (no GA4, or after the last day pulled). */
  sessions?: Maybe<Scalars['Int']['output']>;
  /** Visibility % that day under the page filter; null without answers. */
  visibility?: Maybe<Scalars['Float']['output']>;
};

/** A landing page's AI sessions on one day from one source (GA4). */
export type AiSessionsRow = {
  __typename?: 'AiSessionsRow';
  /** GA4's default channel group: AI Assistant, or another group for a source on the known AI assistants list. */
  channelGroup: Scalars['String']['output'];
  day: Scalars['Date']['output'];
  engagedSessions: Scalars['Int']['output'];
  keyEvents: Scalars['Float']['output'];
  /** Revenue of those sessions, in revenueCurrency. */
  revenue: Scalars['Float']['output'];
  /** The currency of revenue (ISO 4217: the GA4 property's, as its report named it); null when unknown. */
  revenueCurrency?: Maybe<Scalars['String']['output']>;
  sessions: Scalars['Int']['output'];
  source: Scalars['String']['output'];
};

/**
 * AI sessions beside visibility, day by day: how far they move together (Pearson's r), said as a correlation,
 * never a cause (an AI session may come from an answer Sightline never asked).
 */
export type AiSessionsTrend = {
  __typename?: 'AiSessionsTrend';
  /** Whether Google Analytics 4 is connected (Settings → Integrations). */
  analyticsConnected: Scalars['Boolean']['output'];
  /** Pearson's r between the days' visibility and AI sessions; null with fewer than 3 days having both, or no spread. */
  correlation?: Maybe<Scalars['Float']['output']>;
  /** Every day of the period (all time: the days with answers or sessions), oldest first. */
  days: Array<AiSessionsDay>;
  /** Days having both a visibility and pulled sessions. */
  daysCompared: Scalars['Int']['output'];
  /** What the figures say, in a sentence (or that no analytics is connected). */
  summary: Scalars['String']['output'];
  /** The last day GA4 was pulled through. */
  syncedThrough?: Maybe<Scalars['Date']['output']>;
  /** AI sessions over the period's pulled days. */
  totalSessions: Scalars['Int']['output'];
};

/** The answers an alert is about, as the answers filter takes them. */
export type AlertAnswers = {
  __typename?: 'AlertAnswers';
  /** Answers stating a value for this fact (its key), counted with claimStatus, of the normalised claimValue. */
  claimFact?: Maybe<Scalars['String']['output']>;
  claimStatus?: Maybe<FactClaimStatus>;
  claimValue?: Maybe<Scalars['String']['output']>;
  competitorId?: Maybe<Scalars['ID']['output']>;
  competitorName?: Maybe<Scalars['String']['output']>;
  /** Only failed captures. */
  failed: Scalars['Boolean']['output'];
  from: Scalars['Date']['output'];
  platform?: Maybe<Platform>;
  promptId?: Maybe<Scalars['ID']['output']>;
  sourceDomain?: Maybe<Scalars['String']['output']>;
  /** Answers with a statement about the brand on this aspect (of statementPolarity when given). */
  statementAspect?: Maybe<Aspect>;
  statementPolarity?: Maybe<SentimentLabel>;
  to: Scalars['Date']['output'];
  topicId?: Maybe<Scalars['ID']['output']>;
  /** The topic's slug, for its page. */
  topicSlug?: Maybe<Scalars['String']['output']>;
  /** Only answers that mentioned the brand (true) or did not (false). */
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export { AlertChannel };

/** One attempt at delivering alerts (or a test, or a digest) on one channel. */
export type AlertDelivery = {
  __typename?: 'AlertDelivery';
  at: Scalars['DateTime']['output'];
  /** 1 for the first try; retries count up. */
  attempt: Scalars['Int']['output'];
  channel: AlertChannel;
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ok: Scalars['Boolean']['output'];
  purpose: AlertDeliveryPurpose;
  /** The receiver's HTTP status (webhooks). */
  statusCode?: Maybe<Scalars['Int']['output']>;
  webhookId?: Maybe<Scalars['ID']['output']>;
};

export { AlertDeliveryPurpose };

export type AlertEmailConfirmation = {
  __typename?: 'AlertEmailConfirmation';
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the unused link was sent (SENT). */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: AlertEmailConfirmationStatus;
};

export type AlertEmailConfirmationStatus =
  /** Its owner confirmed this address: alerts and the digest are mailed to it. */
  | 'CONFIRMED'
  /** A confirmation link was mailed to it and is not used yet. */
  | 'SENT'
  /** Never confirmed, or the address changed since: nothing is mailed (webhooks still get alerts). */
  | 'UNCONFIRMED';

/** An alert that fired. */
export type AlertEvent = {
  __typename?: 'AlertEvent';
  answers: AlertAnswers;
  /** The collection day it is about. */
  day: Scalars['Date']['output'];
  detail: Scalars['String']['output'];
  firedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: AlertKind;
  runId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
};

export type AlertEventPage = {
  __typename?: 'AlertEventPage';
  /** Pass as after for the next page; null on the last. */
  endCursor?: Maybe<Scalars['String']['output']>;
  events: Array<AlertEvent>;
  totalCount: Scalars['Int']['output'];
};

export { AlertKind };

/** One alert rule of the account: evaluated after every collection run. */
export type AlertRule = {
  __typename?: 'AlertRule';
  defaultThreshold: Scalars['Float']['output'];
  /** When it fires, in one sentence. */
  description: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** Whole numbers only. */
  integer: Scalars['Boolean']['output'];
  kind: AlertKind;
  label: Scalars['String']['output'];
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
  threshold: Scalars['Float']['output'];
  thresholdLabel: Scalars['String']['output'];
  /** What the threshold counts: percentage points, answers, … */
  unit: Scalars['String']['output'];
};

/** Where alerts go besides the webhooks, and the weekly digest. */
export type AlertSettings = {
  __typename?: 'AlertSettings';
  /** The address e-mails go to. */
  email?: Maybe<Scalars['String']['output']>;
  /** Alerts are e-mailed to the account's address. */
  emailAlerts: Scalars['Boolean']['output'];
  /** Whether that address is confirmed for alert e-mails: nothing is mailed until it is. */
  emailConfirmation: AlertEmailConfirmation;
  /** The weekly digest e-mail (opt-in). */
  weeklyDigest: Scalars['Boolean']['output'];
};

/**
 * A webhook alerts are POSTed to, signed with its secret and the sending time (Sightline-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">; the body-only X-Sightline-Signature is
 * deprecated). Redirects are not followed.
 */
export type AlertWebhook = {
  __typename?: 'AlertWebhook';
  createdAt: Scalars['DateTime']['output'];
  /** Its latest delivery attempts, newest first. */
  deliveries: Array<AlertDelivery>;
  format: WebhookFormat;
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};


/**
 * A webhook alerts are POSTed to, signed with its secret and the sending time (Sightline-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">; the body-only X-Sightline-Signature is
 * deprecated). Redirects are not followed.
 */
export type AlertWebhookDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type AlertWebhookInput = {
  id: Scalars['ID']['input'];
};

/**
 * The analyzer against the answers reviewed in this account (corrections and confirmations): its own reading
 * against the reviewer's. The shares are null until there is something to compare.
 */
export type AnalysisAccuracy = {
  __typename?: 'AnalysisAccuracy';
  /** Claims whose status a reviewer set (correctFactClaim), to the analyzer's own or another. */
  claimReviews: Scalars['Int']['output'];
  /** claimStatusAgreed ÷ claimReviews (0–1); null before any. */
  claimStatusAccuracy?: Maybe<Scalars['Float']['output']>;
  /** Of those, how many the analyzer had read with the status the reviewer set. */
  claimStatusAgreed: Scalars['Int']['output'];
  confirmations: Scalars['Int']['output'];
  corrections: Scalars['Int']['output'];
  /** Reviewed answers the analyzer read as naming the brand: visibilityPrecision's whole. */
  readVisible: Scalars['Int']['output'];
  /** Reviewed answers that name the brand, as the reviewer says: visibilityRecall's whole. */
  reviewedVisible: Scalars['Int']['output'];
  /** Of the reviewed answers both read as naming the brand, with a sentiment, the share whose labels agree (0–1). */
  sentimentAccuracy?: Maybe<Scalars['Float']['output']>;
  /** Of sentimentCompared, how many labels agree (sentimentAccuracy's part). */
  sentimentAgreed: Scalars['Int']['output'];
  /** How many answers sentimentAccuracy compares. */
  sentimentCompared: Scalars['Int']['output'];
  /** Micro-F1 of the analyzer's aspects against the reviewer's over those (0–1); null before any. */
  statementAspectF1?: Maybe<Scalars['Float']['output']>;
  /** Reviewed statements whose aspects the reviewer set: statementAspectF1's whole. */
  statementAspectsCompared: Scalars['Int']['output'];
  /** statementPolarityAgreed ÷ statementPolarityCompared (0–1); null before any. */
  statementPolarityAccuracy?: Maybe<Scalars['Float']['output']>;
  /** Of those, how many the analyzer read with the same polarity. */
  statementPolarityAgreed: Scalars['Int']['output'];
  /** Reviewed statements whose polarity the reviewer set: statementPolarityAccuracy's whole. */
  statementPolarityCompared: Scalars['Int']['output'];
  /** Statements a reviewer corrected or confirmed (correctStatement). */
  statementReviews: Scalars['Int']['output'];
  /** Of the reviewed answers the analyzer read as naming the brand, the share that do (0–1). */
  visibilityPrecision?: Maybe<Scalars['Float']['output']>;
  /** Of the reviewed answers that name the brand, the share the analyzer read so (0–1). */
  visibilityRecall?: Maybe<Scalars['Float']['output']>;
  /** Reviewed answers both the analyzer and the reviewer read as naming the brand: both visibility shares' part. */
  visibleAgreed: Scalars['Int']['output'];
};

/** A day on which something besides the brand's standing may have moved a chart's line. */
export type Annotation = {
  __typename?: 'Annotation';
  day: Scalars['Date']['output'];
  kind: AnnotationKind;
  /** What happened, in words (the charts' tooltip). */
  label: Scalars['String']['output'];
  /** The platform it concerns; null for every platform. */
  platform?: Maybe<Platform>;
  /** The topic it concerns; null for every topic. */
  topicId?: Maybe<Scalars['ID']['output']>;
};

/** What an annotation on a time chart marks. */
export type AnnotationKind =
  /** The analyzer that reads answers changed and earlier answers were not read again. */
  | 'ANALYZER_CHANGED'
  /** The brand's or competitors' names changed and earlier answers were not read again. */
  | 'BRAND_CHANGED'
  /** A change the team logged. */
  | 'CHANGE_LOGGED'
  /**
   * A platform's canary prompts named and cited beyond their usual day-to-day variation: the engine changed
   * under the same questions, whether or not its model id did (issue 62).
   */
  | 'ENGINE_DRIFT'
  /** A platform's model changed (the new one held for 3 collection days). */
  | 'MODEL_CHANGED'
  /** Prompts added, archived or reworded. */
  | 'PROMPTS_CHANGED';

/** One collected answer: what the platform said and what the analysis found. */
export type Answer = {
  __typename?: 'Answer';
  /**
   * The analyzer and its version that read the answer for visibility, position, competitors and sentiment:
   * e.g. rules@2026.11, judge:openai/gpt-4.1-mini@2 (the LLM judge),
   * "rules@2026.11 (fallback from judge:openai/gpt-4.1-mini@2: timeout)" when the judge could not be used, or
   * "judge:openai/gpt-4.1-mini@2 (statements by rules@2026.11: none given)" when the judge read the answer but
   * its statements (none given, or none valid) came from the rules;
   * null for failures and for answers stored before the analyzer was recorded.
   */
  analyzer?: Maybe<Scalars['String']['output']>;
  collectedAt: Scalars['DateTime']['output'];
  competitors: Array<AnswerCompetitor>;
  /** The reviewer's correction or confirmation; null when nobody reviewed the answer. */
  correction?: Maybe<AnswerCorrection>;
  day: Scalars['Date']['output'];
  /** Adapter that asked, e.g. openai-responses or simulated. */
  engine: Scalars['String']['output'];
  /** Why the capture failed (FAILED). */
  error?: Maybe<Scalars['String']['output']>;
  /** The quotes the LLM judge gave for its reading; null when the rules analyzer read the answer. */
  evidence?: Maybe<AnswerEvidence>;
  id: Scalars['ID']['output'];
  mentions: Array<AnswerMention>;
  model?: Maybe<Scalars['String']['output']>;
  platform: Platform;
  position?: Maybe<Scalars['Int']['output']>;
  /** The product cards the answer's page showed, in their order; empty for API answers and pages without any. */
  products: Array<ProductCard>;
  promptId: Scalars['ID']['output'];
  /** Its prompt's kind (as it is now: the figures of that kind count this answer). */
  promptKind: PromptKind;
  question: Scalars['String']['output'];
  sample: Scalars['Int']['output'];
  /**
   * The web searches the engine reports having run before answering, in its order (OpenAI's web_search_call
   * queries, Gemini's webSearchQueries, Claude's web_search inputs, …); empty when it reports none.
   */
  searchQueries: Array<Scalars['String']['output']>;
  /** 0–100 toward the brand; null when not visible. */
  sentiment?: Maybe<Scalars['Float']['output']>;
  /** The sentiment score's label (thresholds in How we measure); null when not visible. */
  sentimentLabel?: Maybe<SentimentLabel>;
  /** Produced by the simulated engine, not a real platform. */
  simulated: Scalars['Boolean']['output'];
  sources: Array<AnswerSource>;
  /** What the answer says of the brand and of each tracked competitor, statement by statement, in text order. */
  statements: Array<Statement>;
  status: AnswerStatus;
  /** Where the answer was read: the platform's API or its app's page (Google's answers are APP). */
  surface: Surface;
  /** The answer as the platform gave it (a refusal's words for REFUSED); null for a failure. */
  text?: Maybe<Scalars['String']['output']>;
  topicId: Scalars['ID']['output'];
  /** What the vendor sent for this answer, while it is kept; null when none is (failed, swept, or collected before it was kept). */
  vendorEvidence?: Maybe<VendorEvidence>;
  /** null for a failure or a refusal. */
  visible?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Why it was read so; null for a failure, a refusal or no answer, and for an answer read before explanations
   * were kept (a re-analysis adds them).
   */
  why?: Maybe<AnswerWhy>;
};

export type AnswerCompetitor = {
  __typename?: 'AnswerCompetitor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 1 + tracked brands named before it. */
  position: Scalars['Int']['output'];
};

/**
 * Answers matching a filter, newest first (by relevance with a search), with the counts behind a visibility figure: visible / ok is the
 * visibility of the filtered answers; failures are counted apart and excluded from the denominator.
 */
export type AnswerConnection = {
  __typename?: 'AnswerConnection';
  edges: Array<AnswerEdge>;
  failureCount: Scalars['Int']['output'];
  /** Queries the platform showed no answer for (NO_ANSWER): excluded from okCount and visibility. */
  noAnswerCount: Scalars['Int']['output'];
  okCount: Scalars['Int']['output'];
  pageInfo: AnswersPageInfo;
  /** Answers the engines declined to give (REFUSED): like failures, excluded from okCount and visibility. */
  refusalCount: Scalars['Int']['output'];
  /** All answers matching the filter (ok and failed); with a search, at most its newest 1,000 matches. */
  totalCount: Scalars['Int']['output'];
  /**
   * true when a search matched more answers than the 1,000 newest it lists and counts: totalCount, okCount,
   * visibleCount and failureCount are then counts of those 1,000, each a lower bound of the whole. Always false
   * without a search.
   */
  totalCountIsLowerBound: Scalars['Boolean']['output'];
  visibleCount: Scalars['Int']['output'];
};

/**
 * A reviewer's correction of the analyzer's reading of an answer, or a confirmation that it read it right. The
 * answer's own fields (visible, position, sentiment, competitors) and every figure already count it.
 */
export type AnswerCorrection = {
  __typename?: 'AnswerCorrection';
  at: Scalars['DateTime']['output'];
  /** Who corrected or confirmed it (their e-mail), when known. */
  by?: Maybe<Scalars['String']['output']>;
  /** The competitors the answer names, in order of mention. */
  competitorIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** true: the reviewer confirmed the reading as right (the fields hold the reading confirmed). */
  confirmed: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['Int']['output']>;
  sentimentLabel?: Maybe<SentimentLabel>;
  /** The fields the reviewer set; null: not set, the analyzer's reading stands. */
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type AnswerEdge = {
  __typename?: 'AnswerEdge';
  cursor: Scalars['String']['output'];
  node: Answer;
  /**
   * With a search: the passage of the answer that matched, about a sentence (at most about 200 characters),
   * cut at word boundaries, with "…" where the answer goes on; null without a search.
   */
  snippet?: Maybe<Scalars['String']['output']>;
  /** Where snippet holds the search's matches (the words to highlight); empty without a search. */
  snippetMatches: Array<TextRange>;
};

/** Verbatim quotes from an answer, checked against its text, that the LLM judge's reading rests on. */
export type AnswerEvidence = {
  __typename?: 'AnswerEvidence';
  /** Where the answer names the brand. */
  mention: Array<Scalars['String']['output']>;
  /** What carries the sentiment toward the brand. */
  sentiment: Array<Scalars['String']['output']>;
};

/**
 * An answer gap: an active prompt whose answers in the period name tracked competitors and not the brand.
 * answers(filter: { promptId, visible: false, namesCompetitor: true }) lists those answers.
 */
export type AnswerGap = {
  __typename?: 'AnswerGap';
  /** Answers that named at least one tracked competitor and not the brand. */
  answers: Scalars['Int']['output'];
  /** The competitors those answers name, most named first. */
  competitors: Array<GapCompetitor>;
  /** How much the gap is worth, from answers ÷ totalAnswers; not rated below the minimum of answers. */
  potential: GapPotential;
  promptId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  /** The domains those answers cite (at most 8): those citing competitors only first, then the most cited. */
  sources: Array<GapSource>;
  topicId: Scalars['ID']['output'];
  topicName: Scalars['String']['output'];
  /** Answers collected for the prompt in the period (failures excluded). */
  totalAnswers: Scalars['Int']['output'];
};

/** A stretch of the answer text naming the brand or a tracked competitor (for highlighting). */
export type AnswerMention = {
  __typename?: 'AnswerMention';
  end: Scalars['Int']['output'];
  isBrand: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** UTF-16 offsets into text, end exclusive. */
  start: Scalars['Int']['output'];
};

export type AnswerReviewPayload = {
  __typename?: 'AnswerReviewPayload';
  answer: Answer;
};

export type AnswerSource = {
  __typename?: 'AnswerSource';
  domain: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export { AnswerStatus };

/**
 * Why the analyzer read an answer as it did, in plain words: the rule (or the LLM judge) behind each reading, or
 * the reviewer whose correction overrides it.
 */
export type AnswerWhy = {
  __typename?: 'AnswerWhy';
  /** Each competitor named, in order of mention: the rule that read its first mention as its name. */
  competitors: Array<WhyLine>;
  /** The brand's position, which follows the order of first mention; null when not visible. */
  position?: Maybe<WhyLine>;
  /** What decided the sentiment label (a rule, the sentiment model, the LLM judge); null when not visible. */
  sentiment?: Maybe<WhyLine>;
  /**
   * Whether the answer names the brand: the rule that read its first counted mention as the name, or, when it
   * does not, each rule that left a reading of its name out (none when the answer never writes the name).
   */
  visibility: Array<WhyLine>;
};

export type AnswersFilter = {
  /**
   * Answers citing a page of the brand's own site (its website's domain or a subdomain) (true) or none
   * (false). With visible: false, the answers that cite the brand without naming it ("cited, not named").
   */
  citesBrandSite?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Answers citing this page: any cited URL of it, its scheme, "www.", query and trailing slash aside (a
   * pageFunnel row's url); not with sourceUrl.
   */
  citesPage?: InputMaybe<Scalars['String']['input']>;
  /** Answers stating a value for this fact of the brand's (its key on the fact sheet). */
  claimFact?: InputMaybe<Scalars['String']['input']>;
  /** Answers with a claim counted with this status (about claimFact when that is given). */
  claimStatus?: InputMaybe<FactClaimStatus>;
  /** With claimFact: answers stating this normalised value of it (a fact issue's value). */
  claimValue?: InputMaybe<Scalars['String']['input']>;
  /** Answers that named this tracked competitor. */
  competitorId?: InputMaybe<Scalars['ID']['input']>;
  /** A collection day; or from/to (inclusive). */
  day?: InputMaybe<Scalars['Date']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Answers whose page showed product cards (true) or none (false); absent means either (ProductVisibility.answersWithProducts). */
  hasProducts?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only answers that named at least one tracked competitor (true) or none (false). */
  namesCompetitor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Answers that did not name this tracked competitor (failures name nobody). */
  notCompetitorId?: InputMaybe<Scalars['ID']['input']>;
  /** The page filter's period, as the figures count it; not with day/from/to/window. */
  period?: InputMaybe<PeriodInput>;
  platform?: InputMaybe<Platform>;
  /** Any of these platforms (the page filter; empty means all); not with platform. */
  platforms?: InputMaybe<Array<Platform>>;
  promptId?: InputMaybe<Scalars['ID']['input']>;
  /** Answers to prompts of this kind (the page filter); ALL or absent means both. */
  promptKind?: InputMaybe<PromptKindFilter>;
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
  search?: InputMaybe<Scalars['String']['input']>;
  /** Answers whose engine ran this web search before answering (Answer.searchQueries; case aside). */
  searchQuery?: InputMaybe<Scalars['String']['input']>;
  /** Answers citing any page of this domain. */
  sourceDomain?: InputMaybe<Scalars['String']['input']>;
  /** Answers citing this exact URL. */
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  /** Answers with a statement about the brand on this aspect (of statementPolarity when that is given too). */
  statementAspect?: InputMaybe<Aspect>;
  /** Answers with a statement about the brand speaking of this attribute of its own (one of Brand.attributes). */
  statementAttribute?: InputMaybe<Scalars['String']['input']>;
  /** Answers with a statement about the brand of this polarity (on statementAspect when that is given too). */
  statementPolarity?: InputMaybe<SentimentLabel>;
  status?: InputMaybe<AnswerStatus>;
  /** Answers read on this surface; absent means both. */
  surface?: InputMaybe<Surface>;
  to?: InputMaybe<Scalars['Date']['input']>;
  /** Answers of prompts in this topic (the aggregate topic means all). */
  topicId?: InputMaybe<Scalars['ID']['input']>;
  /** Only answers that mentioned the brand (true) or did not (false); failures have neither. */
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The last 7 or 30 days including today, as the dashboard's windowed figures count them; not with day/from/to.
   * @deprecated Use period: PeriodInput.
   */
  window?: InputMaybe<TimeWindow>;
};

export type AnswersPageInfo = {
  __typename?: 'AnswersPageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A personal API token for querying the API directly. The secret itself is only shown when it is created. */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** The one brand the token opens, or null: every brand of the workspace it was made in. */
  brandId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The first characters of the token, to tell tokens apart. */
  prefix: Scalars['String']['output'];
  scope: ApiTokenScope;
};

export { ApiTokenScope };

export type ArchivePromptInput = {
  id: Scalars['ID']['input'];
};

export type ArchivePromptPayload = {
  __typename?: 'ArchivePromptPayload';
  prompt: ManagedPrompt;
};

export type ArchiveTopicInput = {
  id: Scalars['ID']['input'];
};

export type ArchiveTopicPayload = {
  __typename?: 'ArchiveTopicPayload';
  topic: ManagedTopic;
};

/**
 * Ask now: one prompt asked once, now, on the chosen platforms and surfaces. Its answers are read like a run's
 * and kept apart from them: they never count in a figure, a run or its samples.
 */
export type AskPromptNowInput = {
  /** Platforms to ask (among the brand's, API or app); absent means every platform the brand asks. */
  platforms?: InputMaybe<Array<Platform>>;
  promptId: Scalars['ID']['input'];
  /** Surfaces to ask them on; absent means both (the app only for the platforms the brand asks through it). */
  surfaces?: InputMaybe<Array<Surface>>;
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

/**
 * What answers in the period say about one of the brand's own attributes (Settings): the brand's statements
 * that use its words (Statement.attributes) and their polarity.
 */
export type AttributeFigure = {
  __typename?: 'AttributeFigure';
  /** Answered (OK) answers holding at least one of them. */
  answers: Scalars['Int']['output'];
  /** The attribute's name, as set. */
  name: Scalars['String']['output'];
  negative: Scalars['Int']['output'];
  netSentiment: NetSentiment;
  neutral: Scalars['Int']['output'];
  positive: Scalars['Int']['output'];
  /** Statements about the brand on this attribute. */
  statements: Scalars['Int']['output'];
};

/** The words that mark an attribute in one language. */
export type AttributeWords = {
  __typename?: 'AttributeWords';
  /**
   * The language's ISO 639-1 code, one the analyzer reads: en, de, fr, es, it, pt, nl, pl, sv, da, nb, fi, cs,
   * tr, ja, zh, ko, ru, uk, el, ro, hu.
   */
  language: Scalars['String']['output'];
  /**
   * Words and phrases matched as whole words in any casing and accents (Korean: a word's start; Japanese and
   * Chinese: anywhere); a final * also matches any ending ("recycl*").
   */
  words: Array<Scalars['String']['output']>;
};

/** The words that mark an attribute in one language. */
export type AttributeWordsInput = {
  /** An ISO 639-1 code the analyzer reads (AttributeWords.language lists them); each language at most once. */
  language: Scalars['String']['input'];
  /** Non-blank words or phrases (at most 60 characters each); a final * also matches any ending. */
  words: Array<Scalars['String']['input']>;
};

/** One configuration write of the workspace: who did what, to what, when. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** A dotted name such as member.invited, member.removed, prompt.added. */
  action: Scalars['String']['output'];
  /** The e-mail of the member who made the change. */
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /**
   * The brand the member had open when they made the change, by its name now; null when that brand was deleted,
   * and for entries written before the brand was kept.
   */
  brand?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What was changed, in words (a prompt's text, a member's address, an answer's question, platform and day). */
  target: Scalars['String']['output'];
};

/** Bing's grounding queries, beside the engines' own searches (searchQueries). */
export type BingGroundingQueries = {
  __typename?: 'BingGroundingQueries';
  /** The uploaded file's name. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The first of them, most cited first. */
  queries: Array<BingGroundingQuery>;
  /** Distinct queries in the period (an export without a query column has none). */
  total: Scalars['Int']['output'];
  /** Whether a Bing AI performance export was uploaded (Settings → Integrations). */
  uploaded: Scalars['Boolean']['output'];
};

/** A search Bing ran to ground an AI answer that cited the brand's site (from the uploaded export). */
export type BingGroundingQuery = {
  __typename?: 'BingGroundingQuery';
  /** Bing's AI citations of the brand's pages for this query. */
  citations: Scalars['Int']['output'];
  /** Pages of the brand's site cited for it. */
  pages: Scalars['Int']['output'];
  query: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  aliases: Array<Scalars['String']['output']>;
  /**
   * The brand's own attributes ("battery life", "vegan"), in the order set: the analyzer marks the brand's
   * statements that use their words (Statement.attributes), and Narrative.attributes sums them.
   */
  attributes: Array<BrandAttribute>;
  /** What the brand is, in its own words; the content tools state it as a fact. Null until set. */
  description?: Maybe<Scalars['String']['output']>;
  /** The brand's id: send it as the X-Sightline-Brand header (or ?brand= in the dashboard's address) to act on it. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /**
   * What the brand is not, as answers may mean its name: a name containing it ("Freddie Mercury", "Square Enix")
   * is never the brand; a description of another sense ("the planet") makes a mention near its words that
   * other thing.
   */
  notThis: Array<Scalars['String']['output']>;
  website?: Maybe<Scalars['String']['output']>;
};

/** One of the brand's own attributes and the words that mark it in answers. */
export type BrandAttribute = {
  __typename?: 'BrandAttribute';
  /** Its name, unique for the brand in any casing (at most 60 characters). */
  name: Scalars['String']['output'];
  /** Its words, one entry per language that has some, in the analyzer's order of languages. */
  words: Array<AttributeWords>;
};

/** One of the brand's own attributes as typed. */
export type BrandAttributeInput = {
  /** 1–60 characters, unique among the brand's attributes in any casing. */
  name: Scalars['String']['input'];
  /** Its words per language: 1–50 words in all. */
  words: Array<AttributeWordsInput>;
};

/** One fact of the brand's fact sheet: what is true of the brand, in one market or everywhere. */
export type BrandFact = {
  __typename?: 'BrandFact';
  /** The words answers use for it, per language. */
  aliases: Array<BrandFactAliases>;
  /** ISO 3166-1 alpha-2 country it holds in; null: everywhere. */
  country?: Maybe<Scalars['String']['output']>;
  /** ISO 4217 currency of a MONEY fact; null for other kinds. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The fact's id. */
  id: Scalars['ID']['output'];
  /** The fact's name in code: lower-case letters, digits and underscores, unique per brand and country. */
  key: Scalars['String']['output'];
  /** What kind of value it holds. */
  kind: BrandFactKind;
  /** What the fact is, in words. */
  label: Scalars['String']['output'];
  /** What it was before, newest first: an answer repeating one is out of date rather than wrong. */
  previousValues: Array<Scalars['String']['output']>;
  /** Where it can be checked. */
  sourceUrl?: Maybe<Scalars['String']['output']>;
  /** CONFIRMED counts; SUGGESTED waits for a person to confirm it. */
  status: BrandFactStatus;
  /** What the value counts, such as 'per year' or 'employees'; null when nothing. */
  unit?: Maybe<Scalars['String']['output']>;
  /** The day it became true; null when not known. */
  validFrom?: Maybe<Scalars['Date']['output']>;
  /** The value, normalised: an amount or number with a dot, true or false, YYYY-MM-DD, a list's items joined by '; '. */
  value: Scalars['String']['output'];
};

/** The words answers use for a fact in one language. */
export type BrandFactAliases = {
  __typename?: 'BrandFactAliases';
  /** ISO 639-1 code, such as en or de. */
  language: Scalars['String']['output'];
  /** The words, such as price and costs. */
  words: Array<Scalars['String']['output']>;
};

/** The words answers use for a fact in one language. */
export type BrandFactAliasesInput = {
  /** ISO 639-1 code, such as en or de. */
  language: Scalars['String']['input'];
  /** The words, such as price and costs. */
  words: Array<Scalars['String']['input']>;
};

/** What kind of value a brand fact holds, which decides how it is written and compared. */
export type BrandFactKind =
  /** Yes or no, stored as true or false. */
  | 'BOOLEAN'
  /** A day, written YYYY-MM-DD. */
  | 'DATE'
  /** Several items, separated by semicolons. */
  | 'LIST'
  /** An amount of money (with its currency), such as 12.50. */
  | 'MONEY'
  /** A plain number, such as 12 or 0.5. */
  | 'NUMBER'
  /** Any short text, such as a city. */
  | 'TEXT'
  /** A four-digit year, such as 2015. */
  | 'YEAR';

/** Whether a fact counts: a suggestion read from the brand's website counts only once a person confirms it. */
export type BrandFactStatus =
  /** Set or confirmed by a person: the analyzer checks answers against it. */
  | 'CONFIRMED'
  /** Read from the brand's website; not used until someone confirms it. */
  | 'SUGGESTED';

/** One tracked brand on one platform. */
export type BrandPlatformVisibility = {
  __typename?: 'BrandPlatformVisibility';
  competitorId?: Maybe<Scalars['ID']['output']>;
  isBrand: Scalars['Boolean']['output'];
  /** Answers on the platform in the period that named it. */
  mentions: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** mentions ÷ the platform's answers × 100. */
  visibility: Scalars['Float']['output'];
};

/** The account's own brand as a row of Competitor Rankings. */
export type BrandRanking = {
  __typename?: 'BrandRanking';
  /** Answers in the window that named the brand. */
  mentions: Scalars['Int']['output'];
  /** The brand's name as set in Settings. */
  name: Scalars['String']['output'];
  /** Place among every tracked brand by mentions (ties rank the brand first); not capped at 5. */
  rank: Scalars['Int']['output'];
  /** mentions ÷ (those + every tracked competitor's mentions) × 100. */
  shareOfVoice: Scalars['Float']['output'];
};

/**
 * The brand's canary prompts (issue 62): neutral questions in its category asked on every platform once a day,
 * kept apart from its prompts (they count in no figure, list or export). When the named brands and cited
 * domains of a platform's canaries shift beyond their usual day-to-day variation, the charts mark the day
 * with an ENGINE_DRIFT annotation.
 */
export type CanaryPrompts = {
  __typename?: 'CanaryPrompts';
  /** True while they are the default set written from the brand's topics and competitors (never edited). */
  isDefault: Scalars['Boolean']['output'];
  /** The questions, in the order they are asked. */
  questions: Array<Scalars['String']['output']>;
};

/** One kind of source's part of the citations. */
export type CategoryCitations = {
  __typename?: 'CategoryCitations';
  category: SourceCategory;
  /** Citations of pages of this kind in the topic and period. */
  citations: Scalars['Int']['output'];
  /** Display name, e.g. User-generated. */
  label: Scalars['String']['output'];
  /** citations ÷ all citations in the topic and period × 100, to one decimal. */
  share: Scalars['Float']['output'];
};

/**
 * What a logged change did to visibility: the difference in differences of pooled visibility (impressions ÷
 * answers, percentage points, prompts of both kinds, every platform) of the change's prompts (its topics'
 * prompts and the prompts it names) against every other prompt active on the change's day, over the same
 * number of days on each side (up to 28, the change's day left out). The 95 % interval comes from a seeded
 * cluster bootstrap over prompts (see How we measure).
 */
export type ChangeImpact = {
  __typename?: 'ChangeImpact';
  ciHigh?: Maybe<Scalars['Float']['output']>;
  ciLow?: Maybe<Scalars['Float']['output']>;
  /** The other prompts with answers on both sides. */
  controlPrompts: Scalars['Int']['output'];
  /** Days with answers in the window after it. */
  daysAfter: Scalars['Int']['output'];
  /** Days with answers in the window before the change's day. */
  daysBefore: Scalars['Int']['output'];
  /** Percentage points; null unless READY. */
  effect?: Maybe<Scalars['Float']['output']>;
  /** How the estimate and its interval are computed, in one sentence. */
  method: Scalars['String']['output'];
  /** Why there is no estimate yet, in words; null when READY. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Both groups' pooled visibility % on each day of the windows (the change's day included). */
  series: Array<ChangeImpactPoint>;
  status: ChangeImpactStatus;
  /** The change's prompts with answers on both sides. */
  treatedPrompts: Scalars['Int']['output'];
  /** First day of the before window and last day of the after window; null without history on a side. */
  windowFrom?: Maybe<Scalars['Date']['output']>;
  windowTo?: Maybe<Scalars['Date']['output']>;
};

export type ChangeImpactPoint = {
  __typename?: 'ChangeImpactPoint';
  /** The other prompts' visibility %. */
  control?: Maybe<Scalars['Float']['output']>;
  day: Scalars['Date']['output'];
  /** The change's prompts' visibility %; null on a day without their answers. */
  treated?: Maybe<Scalars['Float']['output']>;
};

export type ChangeImpactStatus =
  /** Fewer than 7 days with answers on either side of the change's day, or fewer than 5 prompts in either group. */
  | 'NOT_ENOUGH_DATA'
  | 'READY';

export type ChangeMemberBrandsInput = {
  /** The brands of the workspace the member may open (at least one); null: every brand, now and later. */
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  email: Scalars['String']['input'];
};

export type ChangeMemberBrandsPayload = {
  __typename?: 'ChangeMemberBrandsPayload';
  member: Member;
};

export type ChangeMemberRoleInput = {
  email: Scalars['String']['input'];
  role: MemberRole;
};

export type ChangeMemberRolePayload = {
  __typename?: 'ChangeMemberRolePayload';
  member: Member;
};

/**
 * One line of the list to check before publishing: a claim of the draft, however many times the draft states
 * it (a repeated sentence is one line; every occurrence is still a ClaimFlag, marked where it stands).
 */
export type ClaimCheck = {
  __typename?: 'ClaimCheck';
  /** For CONTRADICTS_FACT: which fact and what the sheet says; null for the other kinds. */
  contradiction?: Maybe<FactContradiction>;
  kind: ClaimKind;
  /** How many times the draft states it. */
  occurrences: Scalars['Int']['output'];
  /** Where it first stands in the draft's text. */
  start: Scalars['Int']['output'];
  /** The claim as it stands in the draft. */
  text: Scalars['String']['output'];
};

/**
 * A claim in a draft to check before publishing: one nothing the writer was given backs, or a value that
 * contradicts the brand's confirmed fact sheet.
 */
export type ClaimFlag = {
  __typename?: 'ClaimFlag';
  /** For CONTRADICTS_FACT: which fact and what the sheet says; null for the other kinds. */
  contradiction?: Maybe<FactContradiction>;
  end: Scalars['Int']['output'];
  kind: ClaimKind;
  /** Offsets in the draft's text: [start, end). */
  start: Scalars['Int']['output'];
  /** The claim as it stands in the draft. */
  text: Scalars['String']['output'];
};

export type ClaimKind =
  /** A value that contradicts a confirmed fact of the brand's fact sheet (the flag's contradiction says how). */
  | 'CONTRADICTS_FACT'
  | 'FIGURE'
  | 'PERCENTAGE'
  | 'PERSON'
  | 'QUOTE';

/** A share of claims with its 95 % Wilson interval, 0–100; null figures without claims to count. */
export type ClaimRate = {
  __typename?: 'ClaimRate';
  high?: Maybe<Scalars['Float']['output']>;
  low?: Maybe<Scalars['Float']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

/** A cited page likely behind a wrong value. */
export type ClaimSource = {
  __typename?: 'ClaimSource';
  /** Answers carrying the wrong value that cite it. */
  answers: Scalars['Int']['output'];
  domain: Scalars['String']['output'];
  lift: Scalars['Float']['output'];
  url: Scalars['String']['output'];
};

export type ClearCorrectionInput = {
  answerId: Scalars['ID']['input'];
};

/**
 * One collection of an account's day: every active prompt on every enabled engine, times the samples per
 * prompt. Progress counts what is stored for that day, so a resumed run continues where it stopped.
 */
export type CollectionRun = {
  __typename?: 'CollectionRun';
  /** Answers stored (and analysed). */
  answered: Scalars['Int']['output'];
  /** The month's budget was spent when it planned: every prompt was asked the floor of samples (never below one). */
  budgetSpent: Scalars['Boolean']['output'];
  byEngine: Array<EngineProgress>;
  createdAt: Scalars['DateTime']['output'];
  day: Scalars['Date']['output'];
  /** The last error that interrupted the run (it is retried and resumed). */
  error?: Maybe<Scalars['String']['output']>;
  /** Answers that failed on every try: stored as failures, excluded from every denominator. */
  failures: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Calls the run made to the LLM judge (0 when no judge is configured; cached verdicts are free). */
  judgeCalls: Scalars['Int']['output'];
  /**
   * The run reached its cap on the LLM judge (ANALYSIS_MAX_CALLS_PER_RUN or ANALYSIS_MAX_TOKENS_PER_RUN): the
   * rest of its answers were read by the rules analyzer.
   */
  judgeCapReached: Scalars['Boolean']['output'];
  /** Tokens those calls used, as the provider reported them. */
  judgeTokens: Scalars['Int']['output'];
  /** The monthly sampling budget it planned against, in US dollars; null for none. */
  monthBudget?: Maybe<Scalars['Float']['output']>;
  /** What the month's requests had cost when it planned (requests × prices from the pricing table), in US dollars. */
  monthSpend?: Maybe<Scalars['Float']['output']>;
  /**
   * Queries the platform showed no answer for (Google without an AI Overview): stored as no answers, final,
   * excluded from every denominator.
   */
  noAnswers: Scalars['Int']['output'];
  /** settled / total × 100 (100 for an empty run). */
  percent: Scalars['Float']['output'];
  /** Why it planned them, in words: the targets, the floor and ceiling, or the month's budget spent. */
  planReason?: Maybe<Scalars['String']['output']>;
  /**
   * Samples the run planned: every prompt on every engine, each asked the samples its sampling plan gives it
   * (SamplingPlan; the same for every prompt unless the settings are adaptive). Null before it planned.
   */
  plannedSamples?: Maybe<Scalars['Int']['output']>;
  /** Answers the engines declined to give: stored as refusals, final (not asked again), excluded from every denominator. */
  refusals: Scalars['Int']['output'];
  /** answered + failures + refusals + noAnswers. */
  settled: Scalars['Int']['output'];
  /**
   * Of the failures, those the simulated engine made up now and then, as real platforms fail (no call was
   * made): nothing to look into.
   */
  simulatedFailures: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: CollectionRunStatus;
  /** (prompt, engine, sample) answers the run asks for. */
  total: Scalars['Int']['output'];
  trigger: CollectionRunTrigger;
};

export { CollectionRunStatus };

export { CollectionRunTrigger };

/** What a collection run asks, as the account set it up. */
export type CollectionSettings = {
  __typename?: 'CollectionSettings';
  /**
   * Platforms also asked through their consumer app on every run (ChatGPT, Perplexity, Gemini), beside their
   * API answers: a scraping provider reads the app's page, else the simulated app answers.
   */
  appPlatforms: Array<Platform>;
  /**
   * The country answers are asked from (ISO 3166-1 alpha-2, e.g. US): Google's AI Overview and AI Mode are
   * fetched for it, and engines whose web search takes a location (ChatGPT, Claude, Perplexity) search from it.
   * US until set.
   */
  country: Scalars['String']['output'];
  /** Hour (UTC) the daily run starts. */
  dailyHourUtc: Scalars['Int']['output'];
  /** The language answers are asked in (ISO 639-1, e.g. en): Google's AI Overview and AI Mode use it. en until set. */
  language: Scalars['String']['output'];
  platforms: Array<Platform>;
  /**
   * Of the platforms that can be asked through their app, those a provider is configured for (DataForSEO's LLM
   * Scraper for ChatGPT and Gemini, Oxylabs for Perplexity too); the others' app answers are simulated.
   */
  realAppPlatforms: Array<Platform>;
  /** Platforms answered by a real vendor API (a key is configured); the others are simulated. */
  realPlatforms: Array<Platform>;
  /** Times each prompt is asked per engine and run (1–10). */
  samplesPerPrompt: Scalars['Int']['output'];
};

/** A page the brand's answers cite, for Content Comparison. */
export type ComparedPage = {
  __typename?: 'ComparedPage';
  /** Answers of the last 30 days that cite it. */
  answers: Scalars['Int']['output'];
  /** The kind of site it is on (Settings' overrides apply). */
  category: SourceCategory;
  domain: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/**
 * What Content Comparison puts side by side, from the brand's own answers of the last 30 days: the pages
 * they cite that are not the brand's, and the brand's own cited pages. Nothing is fetched: the screen links
 * the pages and scores the texts pasted from them.
 */
export type ComparisonPages = {
  __typename?: 'ComparisonPages';
  /** Pages the answers cite that are not the brand's, most cited first (at most 10). */
  citedPages: Array<ComparedPage>;
  /** The brand's own pages the answers cite (its site, its pages on other sites), most cited first (at most 10). */
  ownPages: Array<ComparedPage>;
  /** The prompt's question, when the pages are those cited for one prompt. */
  question?: Maybe<Scalars['String']['output']>;
};

/**
 * Every tracked brand under the page filter (period, platforms, kind of prompt): its figures, its days, its
 * visibility per platform, head to head with the brand, and the answer gaps.
 */
export type Competitive = {
  __typename?: 'Competitive';
  /** Answers collected in the period (failures excluded): every visibility's denominator. */
  answers: Scalars['Int']['output'];
  /** The brand first, then the competitors in rank order; competitors never named in the period last. */
  brands: Array<CompetitiveBrand>;
  /** Answer gaps in the period. */
  gapCount: Scalars['Int']['output'];
  /**
   * Answer gaps, those naming the most competitors first, then those with the most such answers: first
   * (1–50) of them after the first offset.
   */
  gaps: Array<AnswerGap>;
  /** The brand against each competitor, in the order of brands. */
  headToHead: Array<HeadToHead>;
  /** Visibility per platform (rows) and tracked brand (cells), on the platforms with answers in the period. */
  heatmap: Array<PlatformBrandVisibility>;
  period: Period;
  /** The platforms the figures cover; empty for all. */
  platforms: Array<Platform>;
  /** Each tracked brand's figures per day, in the order of brands. */
  series: Array<CompetitiveSeries>;
};


/**
 * Every tracked brand under the page filter (period, platforms, kind of prompt): its figures, its days, its
 * visibility per platform, head to head with the brand, and the answer gaps.
 */
export type CompetitiveGapsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A tracked brand's figures over the period: the account's own brand or one of its competitors. */
export type CompetitiveBrand = {
  __typename?: 'CompetitiveBrand';
  /** The tracked competitor (answers(filter: { competitorId }) lists its answers); null for the account's brand. */
  competitorId?: Maybe<Scalars['ID']['output']>;
  isBrand: Scalars['Boolean']['output'];
  /** Answers in the period that named it (the brand: its impressions), as Competitor Rankings counts them. */
  mentions: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Its place in Competitor Rankings (the brand's uncapped); null when it was not named. */
  rank?: Maybe<Scalars['Int']['output']>;
  /** mentions ÷ (answers naming the brand + every competitor's mentions) × 100; null when no tracked brand was named. */
  shareOfVoice?: Maybe<Scalars['Float']['output']>;
  /** mentions ÷ answers collected in the period × 100. */
  visibility: Scalars['Float']['output'];
};

/** One day of a tracked brand's figures. */
export type CompetitivePoint = {
  __typename?: 'CompetitivePoint';
  /** Answers collected that day (failures excluded). */
  answers: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  /** Answers that day that named it. */
  mentions: Scalars['Int']['output'];
  /** mentions ÷ (answers naming the brand + every competitor's mentions that day) × 100; null when none named a tracked brand. */
  shareOfVoice?: Maybe<Scalars['Float']['output']>;
  /** mentions ÷ answers × 100. */
  visibility: Scalars['Float']['output'];
};

/** A tracked brand's figures per day: every day of the period with answers, oldest first. */
export type CompetitiveSeries = {
  __typename?: 'CompetitiveSeries';
  brand: CompetitiveBrand;
  points: Array<CompetitivePoint>;
};

/**
 * A tracked competitor: answers are searched for its name, and it is ranked beside the brand. A competitor
 * already named in collected answers cannot be removed, because its history (rankings, mentions) would be lost.
 */
export type Competitor = {
  __typename?: 'Competitor';
  /** When it was first tracked. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable while the name is kept, so answers and rankings stay attached to it. */
  id: Scalars['ID']['output'];
  /** Collected answers that named it; above 0 the competitor cannot be removed. */
  mentions: Scalars['Int']['output'];
  /** 1–60 characters, unique in the account (any casing). */
  name: Scalars['String']['output'];
  /** The competitor's homepage, when known. */
  website?: Maybe<Scalars['String']['output']>;
};

export type CompetitorRanking = {
  __typename?: 'CompetitorRanking';
  /**
   * Answers in the window that named this competitor: the true count, equal to mentions and to the answers
   * the drill-down lists (the original client showed it halved; Sightline does not).
   * @deprecated Use mentions: the same count under the name every other figure uses.
   */
  count: Scalars['Int']['output'];
  /** The tracked competitor (answers(filter: { competitorId }) lists the answers naming it). */
  id: Scalars['ID']['output'];
  /** A logo URL the account stored for the competitor, if any (the dashboard draws letter avatars and never loads it). */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Answers in the window that named this competitor. */
  mentions: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Place in the one ranking of every tracked brand, the account's own brand included (see CompetitorRankings.brand). */
  rank: Scalars['Int']['output'];
  /** mentions ÷ (answers naming the brand + all competitors' mentions) × 100, in the window. */
  shareOfVoice: Scalars['Float']['output'];
};

export type CompetitorRankings = {
  __typename?: 'CompetitorRankings';
  /** The brand's own row in the ranking (its uncapped place); null when no tracked brand was named. */
  brand?: Maybe<BrandRanking>;
  /** The brand's rank among all tracked brands by answers naming them; 0 when below 5th. */
  companyRank: Scalars['Int']['output'];
  /** Tracked competitors named in the window, in rank order (the brand's place is skipped). */
  rankings: Array<CompetitorRanking>;
  /**
   * The brand's share of voice in the window: answers naming the brand ÷ (those + every tracked
   * competitor's mentions) × 100; null when no tracked brand was named.
   */
  shareOfVoice?: Maybe<Scalars['Float']['output']>;
};

/** Everything onboarding sets up; it is validated as a whole and stored in one transaction. */
export type CompleteOnboardingInput = {
  /** The tracked brand (same rules as updateBrand). */
  brand: UpdateBrandInput;
  /** At most 10 names, each 1–60 characters; blanks are removed, repeats and the brand itself are refused. */
  competitors: Array<Scalars['String']['input']>;
  /** 1–10 topics with at least one prompt among them. */
  topics: Array<OnboardingTopicInput>;
};

export type CompleteOnboardingPayload = {
  __typename?: 'CompleteOnboardingPayload';
  /** The first collection run (trigger ONBOARDING), queued; follow it with collectionRun(id). */
  run: CollectionRun;
  /** The account, now onboarded. */
  viewer: Viewer;
};

export type ConfirmAlertEmailPayload = {
  __typename?: 'ConfirmAlertEmailPayload';
  /** The address alert e-mails now go to. */
  email: Scalars['String']['output'];
};

export type ConfirmAnswerInput = {
  answerId: Scalars['ID']['input'];
};

/** The suggestion to confirm. */
export type ConfirmBrandFactInput = {
  /** A SUGGESTED fact of the brand. */
  id: Scalars['ID']['input'];
};

/** What confirmBrandFact changed. */
export type ConfirmBrandFactPayload = {
  __typename?: 'ConfirmBrandFactPayload';
  /** The fact, now CONFIRMED. */
  fact: BrandFact;
};

export type ConnectGoogleAnalyticsInput = {
  /** The service account's key file (JSON), pasted whole; grant its e-mail Viewer on the property first. */
  credentialsJson: Scalars['String']['input'];
  /** The GA4 property's number (Admin → Property details), with or without `properties/`. */
  propertyId: Scalars['String']['input'];
};

export type ConnectIntegrationPayload = {
  __typename?: 'ConnectIntegrationPayload';
  /** The connection, SYNCING while its first pull (queued as it is connected) waits or runs; then OK, or ERROR with what Google refused. */
  integration: Integration;
};

export type ConnectSearchConsoleInput = {
  /** The service account's key file (JSON); add its e-mail as a user of the property first. */
  credentialsJson: Scalars['String']['input'];
  /** The property as Search Console lists it: https://example.com/ or sc-domain:example.com. */
  siteUrl: Scalars['String']['input'];
};

/** Who wrote a draft: the built-in structure (no AI provider configured) or the provider's model. */
export type ContentGenerator =
  | 'AI'
  | 'TEMPLATE';

/** How much an optimized draft leans on technical terms or plain words. */
export type ContentLevel =
  | 'ACCESSIBLE'
  | 'BALANCED'
  | 'TECHNICAL';

/**
 * GEO content scores, 0-100 each, whole numbers: the one scale of Content Comparison and Generate Content
 * (method names after Aggarwal et al. 2024; formulas in server/modules/content/content.score.ts).
 * [Placeholders] a writer still has to fill count for nothing; dates are not statistics.
 */
export type ContentScores = {
  __typename?: 'ContentScores';
  authoritativeness: Scalars['Float']['output'];
  citations: Scalars['Float']['output'];
  fluency: Scalars['Float']['output'];
  quotations: Scalars['Float']['output'];
  statistics: Scalars['Float']['output'];
  technicalTerms: Scalars['Float']['output'];
  words: Scalars['Int']['output'];
};

/**
 * Any of the fields (at least one): those left out keep the analyzer's reading (or an earlier correction's).
 * The position follows from visibility and the competitors unless given (How we measure says how).
 */
export type CorrectAnswerInput = {
  answerId: Scalars['ID']['input'];
  /** The competitors the answer names, in order of mention. */
  competitors?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The brand's place among the brands the answer names, from 1; only when it names the brand. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** Counts at a fixed score per label (How we measure); only when the answer names the brand. */
  sentimentLabel?: InputMaybe<SentimentLabel>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CorrectFactClaimInput = {
  claimId: Scalars['ID']['input'];
  /** The status the claim should count as; null clears the correction (the analyzer's status counts again). */
  status?: InputMaybe<FactClaimStatus>;
};

export type CorrectFactClaimPayload = {
  __typename?: 'CorrectFactClaimPayload';
  claim: FactClaim;
};

/**
 * What a reviewer says a statement reads: its polarity, its aspects (an empty list: none), or both; what is left
 * out keeps the analyzer's reading (or an earlier correction's). A re-analysis keeps what was set.
 */
export type CorrectStatementInput = {
  aspects?: InputMaybe<Array<Aspect>>;
  polarity?: InputMaybe<SentimentLabel>;
  statementId: Scalars['ID']['input'];
};

export type CorrectStatementPayload = {
  __typename?: 'CorrectStatementPayload';
  statement: Statement;
};

export type CrawlerActivity = {
  __typename?: 'CrawlerActivity';
  byProvider: Array<CrawlerProviderCount>;
  distinctPages: Scalars['Int']['output'];
  /** The published IP-range lists the checks read. */
  ipRanges: Array<CrawlerIpRangeList>;
  /** Whether any list is stale (never refreshed or older than 30 days). */
  ipRangesStale: Scalars['Boolean']['output'];
  /** Visits in the 7 days before that. */
  previousWeekVisits: Scalars['Int']['output'];
  /** The latest 50 spoofed visits, newest first: shown apart. */
  recentSpoofedVisits: Array<CrawlerVisit>;
  /** The latest 50 visits, newest first, spoofed ones left out. */
  recentVisits: Array<CrawlerVisit>;
  /** Spoofed visits of all time; the figures below leave them out. */
  spoofedVisits: Scalars['Int']['output'];
  totalVisits: Scalars['Int']['output'];
  /** Visits in the last 7 days. */
  weekVisits: Scalars['Int']['output'];
};

/** A provider's published IP ranges as the checks read them. */
export type CrawlerIpRangeList = {
  __typename?: 'CrawlerIpRangeList';
  /** The crawler tokens the list covers. */
  crawlers: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  /** The provider's own date on the list. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  ranges: Scalars['Int']['output'];
  /** When `npm run crawlers:refresh` last fetched it; null when never. */
  refreshedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the provider publishes it. */
  source: Scalars['String']['output'];
  /** Never refreshed, or refreshed more than 30 days ago: it may confirm a visit but never calls one spoofed. */
  stale: Scalars['Boolean']['output'];
};

export type CrawlerProviderCount = {
  __typename?: 'CrawlerProviderCount';
  provider: Scalars['String']['output'];
  /** Of those, the ones a check confirmed. */
  verified: Scalars['Int']['output'];
  /** The provider's visits, spoofed ones left out. */
  visits: Scalars['Int']['output'];
};

export { CrawlerPurpose };

export { CrawlerVerification };

export { CrawlerVerificationMethod };

/** A visit of an AI crawler to one of the account's pages (ingested or imported; never simulated). */
export type CrawlerVisit = {
  __typename?: 'CrawlerVisit';
  crawler: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  pageRoute: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  purpose: CrawlerPurpose;
  responseCode: Scalars['Int']['output'];
  userAgent: Scalars['String']['output'];
  verification: CrawlerVerification;
  /** The check that decided; null when none could. */
  verificationMethod?: Maybe<CrawlerVerificationMethod>;
  visitedAt: Scalars['DateTime']['output'];
};

export type CrawlerVisitConnection = {
  __typename?: 'CrawlerVisitConnection';
  edges: Array<CrawlerVisitEdge>;
  pageInfo: AnswersPageInfo;
};

export type CrawlerVisitEdge = {
  __typename?: 'CrawlerVisitEdge';
  cursor: Scalars['String']['output'];
  node: CrawlerVisit;
};

export type CreateAlertWebhookInput = {
  format?: InputMaybe<WebhookFormat>;
  /** An https:// address on the public internet. */
  url: Scalars['String']['input'];
};

export type CreateAlertWebhookPayload = {
  __typename?: 'CreateAlertWebhookPayload';
  /** Signs every body (HMAC-SHA256). Shown this once: store it where the receiver checks signatures. */
  secret: Scalars['String']['output'];
  webhook: AlertWebhook;
};

export type CreateApiTokenInput = {
  name: Scalars['String']['input'];
  /** Open the active brand only, not every brand of its workspace. */
  pinToBrand?: InputMaybe<Scalars['Boolean']['input']>;
  /** READ unless FULL is asked for. */
  scope?: InputMaybe<ApiTokenScope>;
};

export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  apiToken: ApiToken;
  /** The token to send as `Authorization: Bearer …`. Shown once; only its hash is stored. */
  token: Scalars['String']['output'];
};

export type CreateBrandInput = {
  /** Other names the brand goes by in answers (at most 10, each 1–60 characters). */
  aliases?: Array<Scalars['String']['input']>;
  /** 1–80 characters. */
  name: Scalars['String']['input'];
  /** An http(s) address, or null. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CreateBrandPayload = {
  __typename?: 'CreateBrandPayload';
  /** The new brand; its onboarding (competitors, topics, prompts) comes next, with it as the active brand. */
  brand: Brand;
};

export type CreateTopicInput = {
  name: Scalars['String']['input'];
};

export type CreateTopicPayload = {
  __typename?: 'CreateTopicPayload';
  topic: ManagedTopic;
};

export { DashboardVariant };

export type DeleteAlertWebhookPayload = {
  __typename?: 'DeleteAlertWebhookPayload';
  id: Scalars['ID']['output'];
};

/** The fact to delete. */
export type DeleteBrandFactInput = {
  /** A fact of the brand. */
  id: Scalars['ID']['input'];
};

/** What deleteBrandFact removed. */
export type DeleteBrandFactPayload = {
  __typename?: 'DeleteBrandFactPayload';
  /** The deleted fact's id. */
  id: Scalars['ID']['output'];
};

export type DeleteBrandInput = {
  /** The brand's name, typed again: a brand and all its data are removed for good. */
  confirmation: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteBrandPayload = {
  __typename?: 'DeleteBrandPayload';
  /** The brands the signed-in person can still open. */
  brands: Array<MemberBrand>;
  deletedBrandId: Scalars['ID']['output'];
};

export type DisconnectIntegrationInput = {
  kind: IntegrationKind;
};

export type DisconnectIntegrationPayload = {
  __typename?: 'DisconnectIntegrationPayload';
  kind: IntegrationKind;
};

/** A cited site: the citations of all its pages. */
export type DomainCitations = {
  __typename?: 'DomainCitations';
  /** citations ÷ all citations in the topic and window × 100. */
  citationShare: Scalars['Float']['output'];
  /** Citations of the domain's pages. */
  citations: Scalars['Int']['output'];
  /** Lower case, without www. */
  domain: Scalars['String']['output'];
};

export type EditPromptInput = {
  id: Scalars['ID']['input'];
  question: Scalars['String']['input'];
};

export type EditPromptPayload = {
  __typename?: 'EditPromptPayload';
  prompt: ManagedPrompt;
};

/** Answers, failures and refusals of one engine in a run's day. */
export type EngineProgress = {
  __typename?: 'EngineProgress';
  answered: Scalars['Int']['output'];
  failures: Scalars['Int']['output'];
  /** Queries the platform showed no answer for (AnswerStatus.NO_ANSWER). */
  noAnswers: Scalars['Int']['output'];
  platform: Platform;
  /** Answers the engine declined to give (AnswerStatus.REFUSED). */
  refusals: Scalars['Int']['output'];
  /** Of the failures, those the simulated engine made up (no call was made). */
  simulatedFailures: Scalars['Int']['output'];
};

/** The brand's kept evidence (Settings). */
export type EvidenceStorage = {
  __typename?: 'EvidenceStorage';
  /** Answers with evidence kept. */
  answers: Scalars['Int']['output'];
  /** Bytes as the vendors sent them. */
  originalBytes: Scalars['Float']['output'];
  /** Evidence older than this many days is deleted (EVIDENCE_RETENTION_DAYS). */
  retentionDays: Scalars['Int']['output'];
  /** Bytes stored, compressed. */
  storedBytes: Scalars['Float']['output'];
};

/** The claims of one day's answers. */
export type FactAccuracyDay = {
  __typename?: 'FactAccuracyDay';
  accuracy: ClaimRate;
  claims: Scalars['Int']['output'];
  day: Scalars['Date']['output'];
  outdated: Scalars['Int']['output'];
  wrong: Scalars['Int']['output'];
};

/**
 * What the answers of the page filter state of the brand's facts (issue 58): every claim the analyzer read
 * (or a reviewer corrected) against the fact sheet, counted over exactly the answers answers(filter) lists
 * with status OK.
 */
export type FactCheck = {
  __typename?: 'FactCheck';
  /** correct ÷ (correct + wrong + outdated) × 100: unclear claims are left out. */
  accuracy: ClaimRate;
  /** Answers in the filter (answered ones). */
  answers: Scalars['Int']['output'];
  /** Of them, answers stating at least one of the brand's facts. */
  answersWithClaims: Scalars['Int']['output'];
  /** One row per fact stated at least once, most claims first. */
  byFact: Array<FactClaimTally>;
  /** One row per platform with claims. */
  byPlatform: Array<PlatformClaimTally>;
  claims: Scalars['Int']['output'];
  correct: Scalars['Int']['output'];
  /** Accuracy over time: one row per day of the period with claims, oldest first. */
  days: Array<FactAccuracyDay>;
  outdated: Scalars['Int']['output'];
  unclear: Scalars['Int']['output'];
  wrong: Scalars['Int']['output'];
  /** The wrong and outdated claims, newest first. */
  wrongClaims: FactClaimConnection;
};


/**
 * What the answers of the page filter state of the brand's facts (issue 58): every claim the analyzer read
 * (or a reviewer corrected) against the fact sheet, counted over exactly the answers answers(filter) lists
 * with status OK.
 */
export type FactCheckWrongClaimsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A value one answer states for one of the brand's facts. */
export type FactClaim = {
  __typename?: 'FactClaim';
  /** The analyzer's own status. */
  analyzerStatus: FactClaimStatus;
  answerId: Scalars['ID']['output'];
  /** Whether a reviewer set the status. */
  corrected: Scalars['Boolean']['output'];
  day: Scalars['Date']['output'];
  /** The fact sheet's value it was judged against when read. */
  expected: Scalars['String']['output'];
  /** The fact's key on the fact sheet. */
  fact: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The fact's label, as the sheet has it now. */
  label: Scalars['String']['output'];
  /**
   * Cited pages over-represented in the answers carrying this same wrong value: lift = their share of those
   * answers ÷ their share of the filter's answers, over 1, cited by at least two of them; highest lift first,
   * at most five. The brand's own pages are left out.
   */
  likelySources: Array<ClaimSource>;
  platform: Platform;
  /** The sentence, list item or table row stating it, verbatim. */
  quote: Scalars['String']['output'];
  /** The value as the answer words it. */
  stated: Scalars['String']['output'];
  /** The counted status: a reviewer's correction where there is one, else the analyzer's. */
  status: FactClaimStatus;
};

export type FactClaimConnection = {
  __typename?: 'FactClaimConnection';
  edges: Array<FactClaimEdge>;
  pageInfo: AnswersPageInfo;
  totalCount: Scalars['Int']['output'];
};

export type FactClaimEdge = {
  __typename?: 'FactClaimEdge';
  cursor: Scalars['String']['output'];
  node: FactClaim;
};

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

/** The claims about one fact. */
export type FactClaimTally = {
  __typename?: 'FactClaimTally';
  accuracy: ClaimRate;
  claims: Scalars['Int']['output'];
  correct: Scalars['Int']['output'];
  /** The fact's key on the fact sheet. */
  fact: Scalars['String']['output'];
  /** The fact's label, as the sheet has it now; the key when the fact has since been deleted. */
  label: Scalars['String']['output'];
  outdated: Scalars['Int']['output'];
  unclear: Scalars['Int']['output'];
  wrong: Scalars['Int']['output'];
};

/** How a value of a draft contradicts a confirmed fact of the brand's fact sheet, for its collection market. */
export type FactContradiction = {
  __typename?: 'FactContradiction';
  /** The fact sheet's value, as the Facts screen shows it. */
  expected: Scalars['String']['output'];
  /** The fact's key on the fact sheet. */
  fact: Scalars['String']['output'];
  /** The fact's label. */
  label: Scalars['String']['output'];
  /** The contradiction in words: the fact, what the draft says, what the sheet says. */
  message: Scalars['String']['output'];
  /** WRONG: a value the sheet never held; OUTDATED: one of the fact's previous values. */
  status: FactClaimStatus;
};

/** The fix sent for an issue. */
export type FactFix = {
  __typename?: 'FactFix';
  /** The change logged for it (it shows in the change log and on the charts). */
  changeId: Scalars['ID']['output'];
  /** The day the fix went live: the effect and the quiet window count from it. */
  day: Scalars['Date']['output'];
  kind: FactFixKind;
  note?: Maybe<Scalars['String']['output']>;
  /** The outreach e-mail, for OUTREACH. */
  outreachMessageId?: Maybe<Scalars['ID']['output']>;
  sentAt: Scalars['DateTime']['output'];
  sentByEmail?: Maybe<Scalars['String']['output']>;
  /** The page fixed or written to. */
  url: Scalars['String']['output'];
};

export type FactFixEmailInput = {
  body: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** How a fix reached the page behind a wrong value. */
export type FactFixKind =
  /** An outreach e-mail to the owner of a likely source page (the Action Center's outreach). */
  | 'OUTREACH'
  /** The brand's own page was updated (a note of what changed). */
  | 'OWN_PAGE';

/**
 * One wrong or outdated value of one fact in circulation in the answers (issue 58's repair loop): every claim
 * of the fact whose counted status is WRONG or OUTDATED with the same value belongs to it.
 */
export type FactIssue = {
  __typename?: 'FactIssue';
  /** Answers that stated it, all time. */
  answers: Scalars['Int']['output'];
  /** Its claims, newest first: the quotes. */
  claims: Array<FactClaim>;
  /** What the fix did; null without a fix. */
  effect?: Maybe<FactIssueEffect>;
  /** The fact sheet's value it contradicts. */
  expected: Scalars['String']['output'];
  /** The fact's key on the fact sheet. */
  fact: Scalars['String']['output'];
  /** The first and latest day an answer stated it. */
  firstSeen: Scalars['Date']['output'];
  /** The latest fix sent; null while OPEN. */
  fix?: Maybe<FactFix>;
  id: Scalars['ID']['output'];
  /** The fact's label, as the sheet has it now. */
  label: Scalars['String']['output'];
  lastSeen: Scalars['Date']['output'];
  /** Cited pages over-represented in the answers stating it (as FactClaim.likelySources). */
  likelySources: Array<ClaimSource>;
  /** The day it was resolved; null unless RESOLVED. */
  resolvedOn?: Maybe<Scalars['Date']['output']>;
  state: FactIssueState;
  /** The value as the answers word it most often. */
  stated: Scalars['String']['output'];
  /** WRONG or OUTDATED, as its latest claim counts. */
  status: FactClaimStatus;
  /** The value normalised, as its claims share it: with fact, the answers filter's claimValue lists its answers. */
  value: Scalars['String']['output'];
};


/**
 * One wrong or outdated value of one fact in circulation in the answers (issue 58's repair loop): every claim
 * of the fact whose counted status is WRONG or OUTDATED with the same value belongs to it.
 */
export type FactIssueClaimsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The share of the fact's claims carrying the issue's value before and after the fix went live (0–100, with
 * 95 % Wilson intervals): the fix worked where `after` is below `before`. Not `changeImpact`, which measures
 * visibility. The fix's own day counts on neither side (it went live at some hour of it).
 */
export type FactIssueEffect = {
  __typename?: 'FactIssueEffect';
  after: ClaimRate;
  before: ClaimRate;
  claimsAfter: Scalars['Int']['output'];
  /** The fact's claims counted on either side of the fix's day (over the same number of days, at most 30). */
  claimsBefore: Scalars['Int']['output'];
  /** The days counted on either side: the days since the fix up to the brand's latest answers, at most 30. */
  days: Scalars['Int']['output'];
};

/** Where a wrong or outdated value in circulation stands in its repair. */
export type FactIssueState =
  /** A fix went live; the issue waits for the answers to stop stating the value. */
  | 'FIX_SENT'
  /** Answers state it and nobody has sent a fix yet. */
  | 'OPEN'
  /** Answers state the value again after it was resolved. */
  | 'REOPENED'
  /**
   * After the fix went live, no answer stated the value for the quiet window (FACT_ISSUE_QUIET_DAYS, after the
   * fix's day and the value's latest day) across enough answers stating the fact (FACT_ISSUE_MIN_ANSWERS).
   */
  | 'RESOLVED';

export type FundCompetitorCount = {
  __typename?: 'FundCompetitorCount';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * The fund dashboard's cards, computed from the fund account's collected answers by the same rules and
 * under the same filter as Query.overview without arguments (the last 30 days, every platform, unbranded
 * prompts), so they always agree with it and the topic pages.
 */
export type FundOverview = {
  __typename?: 'FundOverview';
  /** Answers that named the fund over the last 30 days (equal to impressionsTotal). */
  brandMentions: Scalars['Int']['output'];
  /** Competitors by answers naming them over the last 30 days, most named first: the true counts of CompetitorRanking.count. */
  competitorRankings: Array<FundCompetitorCount>;
  /** Answers that named the fund over the last 30 days (Overview.impressionsTotal). */
  impressionsTotal: Scalars['Int']['output'];
  /** Active unbranded prompts across the fund's topics (Overview.promptCount). */
  promptCount: Scalars['Int']['output'];
  /** Mean sentiment (0–100, one decimal) over the last 30 days of answers naming the fund; null when none do. */
  sentimentScore?: Maybe<Scalars['Float']['output']>;
  /** Platforms by answers naming the fund over the last 30 days, most first. */
  topPlatforms: Array<FundPlatformShare>;
  /** Most cited sources (at most 10) over the last 30 days, most cited first. */
  topSources: Array<FundSourceCount>;
  topicBreakdown: Array<FundTopicShare>;
  /** Visibility % over the last 30 days (Metrics.visibility of the overview). */
  visibility: Scalars['Float']['output'];
};

/** A platform's share of the answers naming the fund over the last 30 days. */
export type FundPlatformShare = {
  __typename?: 'FundPlatformShare';
  mentions: Scalars['Int']['output'];
  /** Display name: ChatGPT, Perplexity or Gemini. */
  name: Scalars['String']['output'];
  /** Rounded share of those answers (0–100). */
  percentage: Scalars['Int']['output'];
};

/**
 * One of the fund account's prompts on its prompts page, measured over the last 30 days from its collected
 * answers, like every other screen.
 */
export type FundPrompt = {
  __typename?: 'FundPrompt';
  /** Mean position (1 = named first) at which the period's answers to this prompt name the fund; null when none did. */
  averageRank?: Maybe<Scalars['Float']['output']>;
  /** The prompt's topic. */
  category: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  prompt: Scalars['String']['output'];
  /** Change of the average rank against the 30 days before, in places: positive = moved up (better), negative = moved down; null when either period has no rank. */
  rankChange?: Maybe<Scalars['Float']['output']>;
  /** The tracked competitors the period's answers name most, most named first (at most 3). */
  topCompetitors: Array<Scalars['String']['output']>;
  /** Share of the period's answers to this prompt that name the fund (0–100), null before any answer. The dashboard colours it green at 85 or more, yellow at 70–84, red below 70. */
  visibility?: Maybe<Scalars['Int']['output']>;
};

/** The fund view's prompts page: the account's active prompts and their totals. */
export type FundPrompts = {
  __typename?: 'FundPrompts';
  /** Mean of the prompts' averageRank, to one decimal; null when no prompt has one. */
  averageRank?: Maybe<Scalars['Float']['output']>;
  prompts: Array<FundPrompt>;
  /** The account's active unbranded prompts (the sidebar's and the overview's count). */
  totalPrompts: Scalars['Int']['output'];
};

export type FundSourceCount = {
  __typename?: 'FundSourceCount';
  count: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type FundTopicShare = {
  __typename?: 'FundTopicShare';
  name: Scalars['String']['output'];
  /** Rounded share of the last 30 days' impressions (0–100), as Overview.topicBreakdown. */
  percentage: Scalars['Int']['output'];
};

/** A competitor named in a gap's answers. */
export type GapCompetitor = {
  __typename?: 'GapCompetitor';
  /** The prompt's answers that named it and not the brand. */
  answers: Scalars['Int']['output'];
  competitorId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * Whether a gap is worth working on first: HIGH when at least half of the prompt's answers name a competitor
 * and not the brand, MEDIUM below that, TOO_FEW_ANSWERS while the prompt has fewer answers in the period than
 * the minimum a share needs (10; graphql/shared/gap-potential.ts).
 */
export type GapPotential =
  | 'HIGH'
  | 'MEDIUM'
  | 'TOO_FEW_ANSWERS';

/** A domain the answers of a gap cite. */
export type GapSource = {
  __typename?: 'GapSource';
  /** The gap's answers (a competitor named, the brand not) that cite it. */
  answers: Scalars['Int']['output'];
  /** Answers to this prompt in the period that name the brand and cite it. */
  brandAnswers: Scalars['Int']['output'];
  /**
   * True when a page of it that the gap's answers cite is the brand's own or about the brand: a page of its
   * site, or its page on another site (trustpilot.com/review/<the brand's site>).
   */
  brandPage: Scalars['Boolean']['output'];
  /** The kind of site it is (Settings' overrides apply). */
  category: SourceCategory;
  /**
   * True when no answer to this prompt in the period that names the brand cites it (brandAnswers is 0) and
   * none of its cited pages is the brand's (brandPage is false): a source that cites competitors only.
   */
  competitorOnly: Scalars['Boolean']['output'];
  domain: Scalars['String']['output'];
  /** What to do about it. */
  outreach: SourceOutreach;
};

export type GenerateContentInput = {
  level: ContentLevel;
  /** The text to optimize (1–20,000 characters). */
  text: Scalars['String']['input'];
};

export type GenerateContentPayload = {
  __typename?: 'GenerateContentPayload';
  content: GeneratedContent;
};

export type GeneratedContent = {
  __typename?: 'GeneratedContent';
  /** The flags as a list to check: contradictions first, then the rest, one line per claim. */
  checks: Array<ClaimCheck>;
  /**
   * Figures, percentages, quotations and people's names in the draft that are not in your text or the brand's
   * facts, and values that contradict the brand's confirmed fact sheet.
   */
  flags: Array<ClaimFlag>;
  generator: ContentGenerator;
  /** What the draft did, in five lines; a sixth names the values of your text the built-in draft put right from the fact sheet. */
  improvements: Array<Scalars['String']['output']>;
  /** The provider's model, for AI drafts. */
  model?: Maybe<Scalars['String']['output']>;
  /** Why an AI provider that is configured did not write this draft, when it did not. */
  notice?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

/** The brand against one competitor, answer by answer. */
export type HeadToHead = {
  __typename?: 'HeadToHead';
  /**
   * Answers that named the brand and not the competitor, and their prompts: answers(filter:
   * { visible: true, notCompetitorId }) lists them.
   */
  brandOnly: HeadToHeadSide;
  competitorId: Scalars['ID']['output'];
  /**
   * Answers that named the competitor and not the brand, and their prompts: answers(filter:
   * { competitorId, visible: false }) lists them.
   */
  competitorOnly: HeadToHeadSide;
  name: Scalars['String']['output'];
};

/** The prompts whose answers named one side of a head-to-head and not the other. */
export type HeadToHeadSide = {
  __typename?: 'HeadToHeadSide';
  /** Such answers over those prompts. */
  answers: Scalars['Int']['output'];
  /** Prompts with at least one such answer. */
  prompts: Scalars['Int']['output'];
  /** Those prompts, most such answers first (at most 10). */
  topPrompts: Array<PromptAnswerCount>;
};

export type ImportBingAiPerformanceInput = {
  /** The export's text (CSV): a page column and a citations column; a date and a query column when present. */
  csv: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
};

export type ImportBingAiPerformancePayload = {
  __typename?: 'ImportBingAiPerformancePayload';
  integration: Integration;
  /** Rows stored. */
  rows: Scalars['Int']['output'];
};

/** A whole fact sheet as a CSV file. */
export type ImportBrandFactsInput = {
  /** A CSV file as GET /api/brand-facts?format=csv writes it: a header line, then one fact per line. */
  csv: Scalars['String']['input'];
};

/** The fact sheet importBrandFacts stored. */
export type ImportBrandFactsPayload = {
  __typename?: 'ImportBrandFactsPayload';
  /** The brand's whole fact sheet after the import. */
  facts: Array<BrandFact>;
};

export type ImpressionPoint = {
  __typename?: 'ImpressionPoint';
  answers: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  impressions: Scalars['Int']['output'];
  /** impressions / answers × 100 for that day. */
  visibility: Scalars['Float']['output'];
};

/** A statement about the brand, as the statement inbox lists it. */
export type InboxStatement = {
  __typename?: 'InboxStatement';
  answerId: Scalars['ID']['output'];
  aspects: Array<Aspect>;
  day: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  platform: Platform;
  polarity: SentimentLabel;
  /** The prompt's question the answer replied to. */
  question: Scalars['String']['output'];
  state: StatementState;
  stateAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who set the state (their e-mail) and when; null while nobody has. */
  stateBy?: Maybe<Scalars['String']['output']>;
  /** The statement's words, verbatim. */
  text: Scalars['String']['output'];
};

export type InboxStatementEdge = {
  __typename?: 'InboxStatementEdge';
  cursor: Scalars['String']['output'];
  node: InboxStatement;
};

/** A brand's connection to an analytics source. Its credentials are never answered. */
export type Integration = {
  __typename?: 'Integration';
  /** The service account connected (whom the property must grant access to); null for an upload. */
  accountEmail?: Maybe<Scalars['String']['output']>;
  connectedAt: Scalars['DateTime']['output'];
  /** What went wrong, in words (wrong credentials, no access, quota, …); or a note on a pull that went through in part. */
  error?: Maybe<Scalars['String']['output']>;
  kind: IntegrationKind;
  /** When a pull (or an upload) last went through. */
  lastSyncAt?: Maybe<Scalars['DateTime']['output']>;
  /** Rows stored from it. */
  rows: Scalars['Int']['output'];
  status: IntegrationStatus;
  /** The last day pulled. */
  syncedThrough?: Maybe<Scalars['Date']['output']>;
  /** The GA4 property id, the Search Console site, or the uploaded file's name. */
  target: Scalars['String']['output'];
};

export { IntegrationKind };

export { IntegrationStatus };

/** An invitation to the workspace: a single-use link mailed to the address, valid 7 days, revocable. */
export type Invitation = {
  __typename?: 'Invitation';
  /** The brands it opens once accepted; null: every brand of the workspace, now and later. */
  brands?: Maybe<Array<WorkspaceBrand>>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Who sent it. */
  invitedBy?: Maybe<Scalars['String']['output']>;
  /** Set once the invitation is revoked (a revoked link is refused). */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  role: MemberRole;
};

/** What an invitation link's page shows before anyone signs in. */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The brands it opens; null: every brand of the workspace, now and later. */
  brands?: Maybe<Array<WorkspaceBrand>>;
  /** The address it was sent to: accept it signed in with that address. */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** The e-mail of the member who sent it. */
  invitedBy?: Maybe<Scalars['String']['output']>;
  role: MemberRole;
  /** The workspace's name. */
  workspace: Scalars['String']['output'];
};

export type InviteMemberInput = {
  /**
   * The brands of the workspace it opens (at least one; an OWNER opens every brand); omitted or null: every
   * brand, now and later.
   */
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  email: Scalars['String']['input'];
  role: MemberRole;
};

export type InviteMemberPayload = {
  __typename?: 'InviteMemberPayload';
  invitation: Invitation;
};

/** A KPI in the period against the previous period of equal length. */
export type KpiChange = {
  __typename?: 'KpiChange';
  /** current − previous (percentage points for visibility). */
  change?: Maybe<Scalars['Float']['output']>;
  current?: Maybe<Scalars['Float']['output']>;
  /** null for all time or when the previous period has no answers. */
  previous?: Maybe<Scalars['Float']['output']>;
  /**
   * Visibility only: true when a two-proportion test on the two periods' 95 % Wilson intervals finds the
   * change significant (when a period's headline is a mean of per-prompt rates, both periods are compared as
   * means, by the interval of the difference of two means); null where no test applies.
   */
  significant?: Maybe<Scalars['Boolean']['output']>;
};

export type KpiChanges = {
  __typename?: 'KpiChanges';
  impressions: KpiChange;
  position: KpiChange;
  sentiment: KpiChange;
  visibility: KpiChange;
};

export type LlmsTxtAnalysis = {
  __typename?: 'LlmsTxtAnalysis';
  issues: Array<LlmsTxtIssue>;
  linkCount: Scalars['Int']['output'];
  scores: LlmsTxtScores;
  sections: Array<LlmsTxtSection>;
  summary?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

/** The account's saved llms.txt, served publicly at `publicPath`. */
export type LlmsTxtFile = {
  __typename?: 'LlmsTxtFile';
  content: Scalars['String']['output'];
  publicPath: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One problem the llms.txt validator found, with its 1-based line number. */
export type LlmsTxtIssue = {
  __typename?: 'LlmsTxtIssue';
  code: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  severity: LlmsTxtIssueSeverity;
};

export type LlmsTxtIssueSeverity =
  | 'ERROR'
  | 'WARNING';

/** Scores 0-100 computed from the text (formulas in server/modules/llms/llms.score.ts). */
export type LlmsTxtScores = {
  __typename?: 'LlmsTxtScores';
  citationPotential: Scalars['Int']['output'];
  conciseness: Scalars['Int']['output'];
  fluency: Scalars['Int']['output'];
  technicalAccuracy: Scalars['Int']['output'];
};

export type LlmsTxtSection = {
  __typename?: 'LlmsTxtSection';
  line: Scalars['Int']['output'];
  links: Scalars['Int']['output'];
  optional: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type LogChangeInput = {
  day: Scalars['Date']['input'];
  promptIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  title: Scalars['String']['input'];
  topicIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type LogChangePayload = {
  __typename?: 'LogChangePayload';
  change: LoggedChange;
};

/** A change the team made to move its visibility (a page published, outreach sent, llms.txt saved). */
export type LoggedChange = {
  __typename?: 'LoggedChange';
  createdAt: Scalars['DateTime']['output'];
  /** Who logged it (their e-mail), when known. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The day the change went live: left out of the impact's windows, marked on the charts. */
  day: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** What the change did to its prompts' visibility (the same as Query.changeImpact). */
  impact: ChangeImpact;
  /** Single prompts the change concerns (beside its topics' prompts). */
  promptIds: Array<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  /** The topics whose prompts the change concerns. */
  topicIds: Array<Scalars['ID']['output']>;
  /** Where the change can be seen (the page published, the llms.txt), when given. */
  url?: Maybe<Scalars['String']['output']>;
};

export type ManagedPrompt = {
  __typename?: 'ManagedPrompt';
  archived: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /**
   * The stored kind as the original API named it: brand (branded) or generic (unbranded).
   * @deprecated Use promptKind: BRANDED or UNBRANDED, as every filter takes it.
   */
  kind: Scalars['String']['output'];
  /** True when the account set the kind itself; false when the classifier did. */
  kindSetByUser: Scalars['Boolean']['output'];
  promptKind: PromptKind;
  question: Scalars['String']['output'];
  topicId: Scalars['ID']['output'];
};

/** A topic the account manages (archived topics are hidden from dashboards but keep their history). */
export type ManagedTopic = {
  __typename?: 'ManagedTopic';
  archived: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isAggregate: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The topic's prompts, archived ones included (see archived), oldest first. */
  prompts: Array<ManagedPrompt>;
  slug: Scalars['String']['output'];
};

/** A member of the active brand's workspace. */
export type Member = {
  __typename?: 'Member';
  /** The brands this member may open; null: every brand of the workspace, now and later. */
  brands?: Maybe<Array<WorkspaceBrand>>;
  email?: Maybe<Scalars['String']['output']>;
  /** Whether this member is the signed-in person. */
  isViewer: Scalars['Boolean']['output'];
  joinedAt: Scalars['DateTime']['output'];
  role: MemberRole;
  username?: Maybe<Scalars['String']['output']>;
};

/** A brand the signed-in person can open, with their role in the workspace holding it. */
export type MemberBrand = {
  __typename?: 'MemberBrand';
  id: Scalars['ID']['output'];
  /** Null until the brand's onboarding names it. */
  name?: Maybe<Scalars['String']['output']>;
  role: MemberRole;
};

/**
 * A member's role in a workspace. OWNER: everything, including deleting the workspace. ADMIN: members, brands,
 * tokens and settings. EDITOR: the brand, competitors, topics, prompts, alerts, Action Center tools and
 * corrections. VIEWER: reads, exports and READ tokens.
 */
export type MemberRole =
  | 'ADMIN'
  | 'EDITOR'
  | 'OWNER'
  | 'VIEWER';

/** How one of the product's figures is computed, as the code computes it (the "How we measure" page). */
export type MetricDefinition = {
  __typename?: 'MetricDefinition';
  denominator: Scalars['String']['output'];
  details: Array<Scalars['String']['output']>;
  /** Where the figure is in this API (GraphQL fields, REST parameters), for analysts who query it. */
  forAnalysts: Array<Scalars['String']['output']>;
  /** Stable key, e.g. visibility, share-of-voice, position, sentiment, citation-share, failures. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  numerator: Scalars['String']['output'];
  /** Which answers the figure looks at. */
  period: Scalars['String']['output'];
  /** Where the figure appears in the product. */
  shownAs: Array<Scalars['String']['output']>;
  /** What the figure tells a reader, in one sentence. */
  summary: Scalars['String']['output'];
};

/**
 * Figures for one topic, or for the whole account on the overview. Every figure covers the page filter
 * given to overview, topic or Topic.metrics (period, platforms, promptKind); what is not given defaults as
 * the dashboard does: the last 30 days, every platform, unbranded prompts. Only the latest* fields keep the
 * latest collection day. (Until 2026-11-27 figures without a filter each kept a span of their own: see
 * CHANGELOG.md.)
 */
export type Metrics = {
  __typename?: 'Metrics';
  /** Answers collected over the period (failures excluded). */
  answers: Scalars['Int']['output'];
  /**
   * Mean position of the brand's first mention (1 + tracked competitors named before it) over the period's
   * answers that mention it; lower is better; null when none do.
   */
  averagePosition?: Maybe<Scalars['Float']['output']>;
  /** Each KPI against the previous period of equal length. */
  change: KpiChanges;
  /**
   * Citations by kind of source, every kind listed, largest first (the citations topSources counts over the
   * same period): over its own period when given (on the page filter's platforms and kind of prompt), else
   * the page filter's period.
   */
  citationsByCategory: Array<CategoryCitations>;
  /**
   * Answered answers of the period (and topic, platforms, prompt kind) that cite a page of the brand's own site
   * without naming the brand: "cited, not named", a presence of its own kind. Brand Visibility counts answers
   * that name it, so these are not in it; answers(filter: { citesBrandSite: true, visible: false }) lists them.
   */
  citedNotNamed: Scalars['Int']['output'];
  /**
   * Over its own period when given (on the page filter's platforms and kind of prompt), else the page
   * filter's period.
   */
  competitorRankings: CompetitorRankings;
  /** Answers whose capture failed on every try, over the period: counted apart, never in answers. */
  failures: Scalars['Int']['output'];
  /** Days with answers, oldest first; from/to (inclusive) narrow the range, else the period's days. */
  impressionHistory: Array<ImpressionPoint>;
  /** Answers in which the brand was visible, over the period. */
  impressions: Scalars['Int']['output'];
  /** Answers collected on the latest collection day (prompts × platforms asked, failures excluded). */
  latestAnswers: Scalars['Int']['output'];
  latestDay?: Maybe<Scalars['Date']['output']>;
  /** Answers in which the brand was visible on the latest collection day. */
  latestImpressions: Scalars['Int']['output'];
  /** Queries a platform showed no answer for (Google without an AI Overview), over the period: never in answers. */
  noAnswers: Scalars['Int']['output'];
  /** The period the figures cover (the last 30 days unless a period is given). */
  period: Period;
  /** The platforms the figures cover; empty for all. */
  platforms: Array<Platform>;
  /** Answers the engines declined to give (refusals), over the period: counted apart, never in answers. */
  refusals: Scalars['Int']['output'];
  /** Answers analyzed in the period. */
  sentimentAnalyzed: Scalars['Int']['output'];
  /** Days with at least one answer mentioning the brand, oldest first (from/to as above). */
  sentimentHistory: Array<SentimentPoint>;
  /** Answers that mentioned the brand in the period (the sentiment sample size). */
  sentimentMentions: Scalars['Int']['output'];
  /** Mean sentiment toward the brand (0–100) over the period's answers that mention it; null when none do. */
  sentimentScore?: Maybe<Scalars['Float']['output']>;
  /**
   * Cited sites, one row per domain (its pages' citations summed), most cited first, over its own period when
   * given (as competitorRankings), else the page filter's period: first (1–100) of them after the first offset.
   */
  topDomains: Array<DomainCitations>;
  /** Over its own period when given (as competitorRankings), else the page filter's period. */
  topSources: Array<SourceCount>;
  /**
   * Visibility % (impressions / answers collected × 100) over the period (latestImpressions and
   * latestAnswers give the latest collection day's). 0 with no history. When a day of the period had unequal
   * samples between prompts, the mean of the per-prompt rates instead (visibilityBasis): then it is not
   * impressions ÷ answers, which stay the raw counts.
   */
  visibility: Scalars['Float']['output'];
  /** How visibility is computed over the period: POOLED (impressions ÷ answers) or PROMPT_MEAN. */
  visibilityBasis: VisibilityBasis;
  visibilityInterval: VisibilityInterval;
};


/**
 * Figures for one topic, or for the whole account on the overview. Every figure covers the page filter
 * given to overview, topic or Topic.metrics (period, platforms, promptKind); what is not given defaults as
 * the dashboard does: the last 30 days, every platform, unbranded prompts. Only the latest* fields keep the
 * latest collection day. (Until 2026-11-27 figures without a filter each kept a span of their own: see
 * CHANGELOG.md.)
 */
export type MetricsCitationsByCategoryArgs = {
  period?: InputMaybe<PeriodInput>;
  window?: InputMaybe<TimeWindow>;
};


/**
 * Figures for one topic, or for the whole account on the overview. Every figure covers the page filter
 * given to overview, topic or Topic.metrics (period, platforms, promptKind); what is not given defaults as
 * the dashboard does: the last 30 days, every platform, unbranded prompts. Only the latest* fields keep the
 * latest collection day. (Until 2026-11-27 figures without a filter each kept a span of their own: see
 * CHANGELOG.md.)
 */
export type MetricsCompetitorRankingsArgs = {
  period?: InputMaybe<PeriodInput>;
  window?: InputMaybe<TimeWindow>;
};


/**
 * Figures for one topic, or for the whole account on the overview. Every figure covers the page filter
 * given to overview, topic or Topic.metrics (period, platforms, promptKind); what is not given defaults as
 * the dashboard does: the last 30 days, every platform, unbranded prompts. Only the latest* fields keep the
 * latest collection day. (Until 2026-11-27 figures without a filter each kept a span of their own: see
 * CHANGELOG.md.)
 */
export type MetricsImpressionHistoryArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Figures for one topic, or for the whole account on the overview. Every figure covers the page filter
 * given to overview, topic or Topic.metrics (period, platforms, promptKind); what is not given defaults as
 * the dashboard does: the last 30 days, every platform, unbranded prompts. Only the latest* fields keep the
 * latest collection day. (Until 2026-11-27 figures without a filter each kept a span of their own: see
 * CHANGELOG.md.)
 */
export type MetricsSentimentHistoryArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Figures for one topic, or for the whole account on the overview. Every figure covers the page filter
 * given to overview, topic or Topic.metrics (period, platforms, promptKind); what is not given defaults as
 * the dashboard does: the last 30 days, every platform, unbranded prompts. Only the latest* fields keep the
 * latest collection day. (Until 2026-11-27 figures without a filter each kept a span of their own: see
 * CHANGELOG.md.)
 */
export type MetricsTopDomainsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<PeriodInput>;
  window?: InputMaybe<TimeWindow>;
};


/**
 * Figures for one topic, or for the whole account on the overview. Every figure covers the page filter
 * given to overview, topic or Topic.metrics (period, platforms, promptKind); what is not given defaults as
 * the dashboard does: the last 30 days, every platform, unbranded prompts. Only the latest* fields keep the
 * latest collection day. (Until 2026-11-27 figures without a filter each kept a span of their own: see
 * CHANGELOG.md.)
 */
export type MetricsTopSourcesArgs = {
  period?: InputMaybe<PeriodInput>;
  window?: InputMaybe<TimeWindow>;
};

export type MovePromptInput = {
  id: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};

export type MovePromptPayload = {
  __typename?: 'MovePromptPayload';
  prompt: ManagedPrompt;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The signed-in person joins the workspace of an invitation sent to their address. A used, expired or
   * revoked link is refused with INVITATION_INVALID.
   */
  acceptInvitation: AcceptInvitationPayload;
  addPrompt: AddPromptPayload;
  /** Stops asking the prompt; its answers and history are kept. */
  archivePrompt: ArchivePromptPayload;
  /** Hides the topic and its prompts from dashboards and runs; answers and history are kept. */
  archiveTopic: ArchiveTopicPayload;
  /**
   * Ask now (EDITOR or higher): asks one prompt once, now, on each chosen platform and surface; the consumer
   * apps are asked live (DataForSEO at once; Oxylabs through a job). Refused when it would take the month past
   * the sampling budget, and past 20 asks an hour for one brand.
   */
  askPromptNow: PromptAsk;
  /**
   * Limits a member to some brands of the workspace, or opens every brand to them again (brandIds null), from
   * their next request (ADMIN or OWNER; only an OWNER changes an OWNER's, and an OWNER opens every brand).
   */
  changeMemberBrands: ChangeMemberBrandsPayload;
  /**
   * Changes a member's role (ADMIN or OWNER; only an OWNER makes or changes an OWNER). Making an OWNER opens
   * every brand to them.
   */
  changeMemberRole: ChangeMemberRolePayload;
  /** Drops the answer's correction or confirmation: the analyzer's latest reading counts again (EDITOR). */
  clearCorrection: AnswerReviewPayload;
  /**
   * Stores the brand, competitors, topics and prompts in one transaction, then starts the first collection
   * run. Refused (CONFLICT) once the account is onboarded: topics and prompts are then managed on the prompts page.
   */
  completeOnboarding: CompleteOnboardingPayload;
  /**
   * Public (the link's token is the proof). Confirms the address a confirmation link was mailed to; the page
   * the link opens calls it when its Confirm button is pressed, so a mail scanner fetching the link
   * confirms nothing. An unknown, used, superseded or week-old link, or one for an address the account no
   * longer has: BAD_USER_INPUT.
   */
  confirmAlertEmail: ConfirmAlertEmailPayload;
  /** Records the answer's reading as right (EDITOR). */
  confirmAnswer: AnswerReviewPayload;
  /** Confirms a suggested fact, so it counts (EDITOR or higher; audited). */
  confirmBrandFact: ConfirmBrandFactPayload;
  /** Connects Google Analytics 4 with a service account (OWNER or ADMIN; needs INTEGRATIONS_ENCRYPTION_KEY) and queues its first pull at once. */
  connectGoogleAnalytics: ConnectIntegrationPayload;
  /** Connects Search Console with a service account (OWNER or ADMIN; needs INTEGRATIONS_ENCRYPTION_KEY) and queues its first pull at once. */
  connectSearchConsole: ConnectIntegrationPayload;
  /** Corrects the analyzer's reading of an answer (EDITOR); failed, refused and empty answers cannot be corrected. */
  correctAnswer: AnswerReviewPayload;
  /** Sets the status a claim counts as (EDITOR and up; audited); a re-analysis keeps it. */
  correctFactClaim: CorrectFactClaimPayload;
  /** Corrects the analyzer's reading of one statement (EDITOR or higher; audited; counted in analysisAccuracy). */
  correctStatement: CorrectStatementPayload;
  /** Adds a webhook; its address must be https:// and reach public addresses only. */
  createAlertWebhook: CreateAlertWebhookPayload;
  /** Needs a signed-in session (not an API token); a VIEWER may create READ tokens only. */
  createApiToken: CreateApiTokenPayload;
  /** Adds a brand to the active brand's workspace (ADMIN or OWNER); at most 50 per workspace. */
  createBrand: CreateBrandPayload;
  createTopic: CreateTopicPayload;
  deleteAlertWebhook: DeleteAlertWebhookPayload;
  /**
   * Removes a brand of the active workspace and all its data (OWNER; the brand's name typed as confirmation).
   * Export what you want to keep first (CSV exports). A workspace's last brand cannot be deleted.
   */
  deleteBrand: DeleteBrandPayload;
  /** Deletes a fact, or dismisses a suggestion (EDITOR or higher; audited). */
  deleteBrandFact: DeleteBrandFactPayload;
  /** Disconnects: the credentials and what was pulled are deleted (OWNER or ADMIN). */
  disconnectIntegration: DisconnectIntegrationPayload;
  editPrompt: EditPromptPayload;
  /**
   * An optimized draft of the text: the provider's rewrite when OPENAI_API_KEY is set (told to invent nothing
   * and to state the fact sheet's values, and checked), else the built-in structure with the brand's facts,
   * its confirmed fact sheet's values and [placeholders]. Nothing is stored.
   */
  generateContent: GenerateContentPayload;
  /** Stores Bing Webmaster Tools' AI performance export, replacing the last (OWNER or ADMIN). */
  importBingAiPerformance: ImportBingAiPerformancePayload;
  /**
   * Replaces the whole fact sheet with a CSV file's facts, as PUT /api/brand-facts does: all or nothing, every
   * line's problem named by its line (EDITOR or higher; audited).
   */
  importBrandFacts: ImportBrandFactsPayload;
  /**
   * Invites an address to the active brand's workspace, for every brand or those of brandIds (ADMIN or OWNER;
   * only an OWNER invites an OWNER) and mails it the link, which names the workspace, the brands and the role. A new invitation to the same address replaces the open one.
   */
  inviteMember: InviteMemberPayload;
  /** Logs a change (EDITOR or higher; recorded in the audit log). */
  logChange: LogChangePayload;
  movePrompt: MovePromptPayload;
  /** Removes a member (ADMIN or OWNER), or the signed-in person leaves; the last owner cannot leave. */
  removeMember: RemoveMemberPayload;
  renameTopic: RenameTopicPayload;
  /** Public. Step 6: queue the report; it is e-mailed to the address when ready. */
  requestReport: RequestReportPayload;
  /** Needs a signed-in session (not an API token). The token stops working at once. */
  revokeApiToken: RevokeApiTokenPayload;
  /** Revokes an open invitation: its link stops working (ADMIN or OWNER). */
  revokeInvitation: RevokeInvitationPayload;
  saveLlmsTxt: SaveLlmsTxtPayload;
  /**
   * Mails the account's address a link that confirms it for alert e-mails and the digest (it replaces an
   * earlier link; at most one a minute: RATE_LIMITED). Already confirmed: nothing is sent.
   */
  sendAlertEmailConfirmation: UpdateAlertSettingsPayload;
  /** Sends a fix for an issue (EDITOR and up; audited; logged as a change): the issue becomes FIX_SENT. */
  sendFactFix: SendFactFixPayload;
  sendOutreachEmail: SendOutreachEmailPayload;
  setActionStep: SetActionStepPayload;
  /**
   * Replaces the brand's own attributes (EDITOR or higher; audited). Input that breaks a rule is refused
   * (BAD_USER_INPUT) and nothing is stored. When the attributes change, the answers holding the words of those
   * added, removed or changed are re-analysed in the background (Viewer.reanalysis).
   */
  setBrandAttributes: SetBrandAttributesPayload;
  /** Adds a fact, or changes one by its id (EDITOR or higher; audited). A brand holds at most 200 facts. */
  setBrandFact: SetBrandFactPayload;
  /**
   * Replaces the tracked competitors with these names (at most 10, each 1–60 characters). Names kept (any
   * casing) keep their ids and history; removing a competitor already named in answers is refused (CONFLICT).
   */
  setCompetitors: SetCompetitorsPayload;
  /** Sets whether a prompt counts as branded or unbranded (or, with a null kind, lets the classifier decide). */
  setPromptKind: SetPromptKindPayload;
  /** Sets (or with a null category removes) the kind of site a cited domain counts as, for this account. */
  setSourceCategory: SetSourceCategoryPayload;
  /** Marks a statement NEW, REVIEWED, IGNORED or NEEDS_ACTION, with who and when (EDITOR or higher; audited). */
  setStatementState: SetStatementStatePayload;
  /** Run now: starts (or joins) today's collection run for the account. (It needs no input.) */
  startCollectionRun: StartCollectionRunPayload;
  /**
   * Starts connecting GA4 or Search Console with the signed-in person's Google account (OAuth; OWNER or ADMIN;
   * needs GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET and INTEGRATIONS_ENCRYPTION_KEY): the consent
   * address, with a state signed for this person and brand, valid 10 minutes.
   */
  startGoogleOAuth: StartGoogleOAuthPayload;
  /**
   * Reads the brand's website's schema.org JSON-LD (Organization: foundingDate, address; Product and Offer:
   * price and priceCurrency) when the server may fetch pages, and stores what it finds as SUGGESTED facts; a
   * confirmed fact of the same key is left alone (EDITOR or higher; audited). Needs nothing: it reads the
   * brand's own website.
   */
  suggestBrandFacts: SuggestBrandFactsPayload;
  /** Competitors of the company (wizard step 2 → 3; onboarding's competitors step). */
  suggestCompetitors: SuggestCompetitorsPayload;
  /** Search topics (wizard step 3 → 4; onboarding's topics). */
  suggestKeywords: SuggestKeywordsPayload;
  /** Prompts to ask the AI platforms about the topics (wizard step 4 → 5; onboarding's starter prompts, per topic). */
  suggestPrompts: SuggestPromptsPayload;
  /** A website for the company (wizard step 1 → 2; onboarding's brand step). */
  suggestWebsite: SuggestWebsitePayload;
  /** Pulls a Google connection now (OWNER or ADMIN). */
  syncIntegration: SyncIntegrationPayload;
  /** Sends a signed test message to the webhook now and logs the attempt. */
  testAlertWebhook: TestAlertWebhookPayload;
  /** Turns a rule on or off and sets its threshold (out of range: BAD_USER_INPUT with extensions.field threshold). */
  updateAlertRule: UpdateAlertRulePayload;
  updateAlertSettings: UpdateAlertSettingsPayload;
  /**
   * Sets the tracked brand. When its name, aliases, website or "not this" list change, the account's answer
   * history is re-analysed in the background (Viewer.reanalysis) and its figures rebuilt.
   */
  updateBrand: UpdateBrandPayload;
  /**
   * Replaces the brand's canary prompts (ADMIN or higher). Empty, repeated or too long questions, or more than
   * 50, are refused (BAD_USER_INPUT) and nothing is stored.
   */
  updateCanaryPrompts: UpdateCanaryPromptsPayload;
  updateCollectionSettings: UpdateCollectionSettingsPayload;
  /**
   * Sets the targets, the floor and ceiling of samples a day, and the month's budget (ADMIN or higher;
   * audited). Input that breaks a rule is refused (BAD_USER_INPUT) and nothing is stored.
   */
  updateSamplingSettings: UpdateSamplingSettingsPayload;
  /** Renames the workspace or turns the Action Center on or off (ADMIN or OWNER). */
  updateWorkspace: UpdateWorkspacePayload;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationAddPromptArgs = {
  input: AddPromptInput;
};


export type MutationArchivePromptArgs = {
  input: ArchivePromptInput;
};


export type MutationArchiveTopicArgs = {
  input: ArchiveTopicInput;
};


export type MutationAskPromptNowArgs = {
  input: AskPromptNowInput;
};


export type MutationChangeMemberBrandsArgs = {
  input: ChangeMemberBrandsInput;
};


export type MutationChangeMemberRoleArgs = {
  input: ChangeMemberRoleInput;
};


export type MutationClearCorrectionArgs = {
  input: ClearCorrectionInput;
};


export type MutationCompleteOnboardingArgs = {
  input: CompleteOnboardingInput;
};


export type MutationConfirmAlertEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmAnswerArgs = {
  input: ConfirmAnswerInput;
};


export type MutationConfirmBrandFactArgs = {
  input: ConfirmBrandFactInput;
};


export type MutationConnectGoogleAnalyticsArgs = {
  input: ConnectGoogleAnalyticsInput;
};


export type MutationConnectSearchConsoleArgs = {
  input: ConnectSearchConsoleInput;
};


export type MutationCorrectAnswerArgs = {
  input: CorrectAnswerInput;
};


export type MutationCorrectFactClaimArgs = {
  input: CorrectFactClaimInput;
};


export type MutationCorrectStatementArgs = {
  input: CorrectStatementInput;
};


export type MutationCreateAlertWebhookArgs = {
  input: CreateAlertWebhookInput;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateBrandArgs = {
  input: CreateBrandInput;
};


export type MutationCreateTopicArgs = {
  input: CreateTopicInput;
};


export type MutationDeleteAlertWebhookArgs = {
  input: AlertWebhookInput;
};


export type MutationDeleteBrandArgs = {
  input: DeleteBrandInput;
};


export type MutationDeleteBrandFactArgs = {
  input: DeleteBrandFactInput;
};


export type MutationDisconnectIntegrationArgs = {
  input: DisconnectIntegrationInput;
};


export type MutationEditPromptArgs = {
  input: EditPromptInput;
};


export type MutationGenerateContentArgs = {
  input: GenerateContentInput;
};


export type MutationImportBingAiPerformanceArgs = {
  input: ImportBingAiPerformanceInput;
};


export type MutationImportBrandFactsArgs = {
  input: ImportBrandFactsInput;
};


export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


export type MutationLogChangeArgs = {
  input: LogChangeInput;
};


export type MutationMovePromptArgs = {
  input: MovePromptInput;
};


export type MutationRemoveMemberArgs = {
  input: RemoveMemberInput;
};


export type MutationRenameTopicArgs = {
  input: RenameTopicInput;
};


export type MutationRequestReportArgs = {
  input: RequestReportInput;
};


export type MutationRevokeApiTokenArgs = {
  input: RevokeApiTokenInput;
};


export type MutationRevokeInvitationArgs = {
  input: RevokeInvitationInput;
};


export type MutationSaveLlmsTxtArgs = {
  input: SaveLlmsTxtInput;
};


export type MutationSendFactFixArgs = {
  input: SendFactFixInput;
};


export type MutationSendOutreachEmailArgs = {
  input: SendOutreachEmailInput;
};


export type MutationSetActionStepArgs = {
  input: SetActionStepInput;
};


export type MutationSetBrandAttributesArgs = {
  input: SetBrandAttributesInput;
};


export type MutationSetBrandFactArgs = {
  input: SetBrandFactInput;
};


export type MutationSetCompetitorsArgs = {
  input: SetCompetitorsInput;
};


export type MutationSetPromptKindArgs = {
  input: SetPromptKindInput;
};


export type MutationSetSourceCategoryArgs = {
  input: SetSourceCategoryInput;
};


export type MutationSetStatementStateArgs = {
  input: SetStatementStateInput;
};


export type MutationStartGoogleOAuthArgs = {
  input: StartGoogleOAuthInput;
};


export type MutationSuggestCompetitorsArgs = {
  input: SuggestCompetitorsInput;
};


export type MutationSuggestKeywordsArgs = {
  input: SuggestKeywordsInput;
};


export type MutationSuggestPromptsArgs = {
  input: SuggestPromptsInput;
};


export type MutationSuggestWebsiteArgs = {
  input: SuggestWebsiteInput;
};


export type MutationSyncIntegrationArgs = {
  input: SyncIntegrationInput;
};


export type MutationTestAlertWebhookArgs = {
  input: AlertWebhookInput;
};


export type MutationUpdateAlertRuleArgs = {
  input: UpdateAlertRuleInput;
};


export type MutationUpdateAlertSettingsArgs = {
  input: UpdateAlertSettingsInput;
};


export type MutationUpdateBrandArgs = {
  input: UpdateBrandInput;
};


export type MutationUpdateCanaryPromptsArgs = {
  input: UpdateCanaryPromptsInput;
};


export type MutationUpdateCollectionSettingsArgs = {
  input: UpdateCollectionSettingsInput;
};


export type MutationUpdateSamplingSettingsArgs = {
  input: UpdateSamplingSettingsInput;
};


export type MutationUpdateWorkspaceArgs = {
  input: UpdateWorkspaceInput;
};

/**
 * What AI says about the brand under the page filter: each aspect answers speak of, the brand beside its
 * competitors, with quotes and the pages behind negative statements.
 */
export type Narrative = {
  __typename?: 'Narrative';
  /** Answered (OK) answers in the filter. */
  answers: Scalars['Int']['output'];
  /**
   * Each of the brand's own attributes as set now (Settings), those without statements included: most
   * statements first, then in the brand's order. Empty when the brand has none.
   */
  attributes: Array<AttributeFigure>;
  /** A theme's source needs this many of its negative answers citing it. */
  minSourceAnswers: Scalars['Int']['output'];
  /** Net sentiment of every statement about the brand. */
  netSentiment: NetSentiment;
  period: Period;
  /** The platforms covered; empty for all. */
  platforms: Array<Platform>;
  /** Statements about the brand in them (all aspects, and none). */
  statements: Scalars['Int']['output'];
  /** The aspects with statements about the brand, most statements first. */
  themes: Array<Theme>;
};

/**
 * Net sentiment of statements: (positive − negative) ÷ statements × 100, from −100 (every statement negative)
 * to 100, with its 95 % interval from a seeded bootstrap over answers (an answer's statements are resampled
 * together: they are not independent). Null figures without statements.
 */
export type NetSentiment = {
  __typename?: 'NetSentiment';
  high?: Maybe<Scalars['Float']['output']>;
  low?: Maybe<Scalars['Float']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

/**
 * How much a day's visibility moves from noise on one platform (or every chosen platform together), estimated
 * over the page filter's days by the method of moments (How we measure gives the formula): the variation
 * sampling alone gives, and the engine's own day-to-day variation beyond it (over-dispersion). Figures in
 * percentage points.
 */
export type NoiseBand = {
  __typename?: 'NoiseBand';
  answers: Scalars['Int']['output'];
  /** Mean answers a day. */
  answersPerDay: Scalars['Float']['output'];
  /** Days with answers the band is estimated from. */
  days: Scalars['Int']['output'];
  /** τ² / p(1 − p): the beta-binomial intra-class correlation (0 when the days vary no more than sampling). */
  dispersion?: Maybe<Scalars['Float']['output']>;
  /** The engine's own day-to-day variation beyond sampling (τ), in points; 0 with fewer than 5 days. */
  extraSd?: Maybe<Scalars['Float']['output']>;
  /** The period's first day (null for all time) and last day. */
  from?: Maybe<Scalars['Date']['output']>;
  /** 95 % half-width of a day's visibility around the pooled figure, in points: the band charts shade. */
  halfWidth?: Maybe<Scalars['Float']['output']>;
  high?: Maybe<Scalars['Float']['output']>;
  /** The platform's name, or All platforms. */
  label: Scalars['String']['output'];
  /** The band's edges, in percent, kept inside 0–100. */
  low?: Maybe<Scalars['Float']['output']>;
  /** Standard deviation of the daily visibility observed, in points (null with fewer than two days). */
  observedSd?: Maybe<Scalars['Float']['output']>;
  /** Null for every chosen platform together. */
  platform?: Maybe<Platform>;
  /** Standard deviation of a day's visibility from sampling alone, in points. */
  samplingSd?: Maybe<Scalars['Float']['output']>;
  to: Scalars['Date']['output'];
  topicId: Scalars['ID']['output'];
  /** Pooled visibility over the days, in percent (0–100); null without answers. */
  visibility?: Maybe<Scalars['Float']['output']>;
};

/** Where the signed-in account stands in onboarding. */
export type OnboardingState = {
  __typename?: 'OnboardingState';
  /** Active prompts in the account's own (not archived, not aggregate) topics. */
  activePrompts: Scalars['Int']['output'];
  /** Whether a tracked brand is set. */
  hasBrand: Scalars['Boolean']['output'];
  /**
   * True while the account has no brand or has never tracked a prompt in a topic of its own; the dashboard then
   * opens /dashboard/onboarding. Archiving every prompt later does not make it true again.
   */
  needed: Scalars['Boolean']['output'];
};

/** A topic to track, with its prompts. */
export type OnboardingTopicInput = {
  /** 2–60 characters; unique in the list (any casing); "Aggregate" is reserved. */
  name: Scalars['String']['input'];
  /** At most 10 per topic, each 5–500 characters; blanks are removed, repeats are refused. */
  prompts: Array<Scalars['String']['input']>;
};

/**
 * How often one sample of a prompt on a platform agrees with the majority of that day's other samples of it on
 * whether the brand is named (leave-one-out; an even split of the others counts one half), over the prompt-days
 * asked at least 3 times. Practitioners measured 61–67 % for one run against a five-run reference.
 */
export type OneRunAgreement = {
  __typename?: 'OneRunAgreement';
  /** Samples agreeing with the others' majority (halves counted). */
  agreeing: Scalars['Float']['output'];
  /** Prompt-days (per surface) with at least 3 samples. */
  groups: Scalars['Int']['output'];
  high?: Maybe<Scalars['Float']['output']>;
  label: Scalars['String']['output'];
  low?: Maybe<Scalars['Float']['output']>;
  platform: Platform;
  publishedHigh: Scalars['Float']['output'];
  /** The published range of one run's agreement with a five-run reference: 61 and 67 (percent). */
  publishedLow: Scalars['Float']['output'];
  samples: Scalars['Int']['output'];
  /** Percent of samples agreeing (0–100), with its 95 % Wilson interval. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** An outreach e-mail sent through the mail transport. */
export type OutreachMessage = {
  __typename?: 'OutreachMessage';
  campaignId?: Maybe<Scalars['String']['output']>;
  delivery: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sentAt: Scalars['DateTime']['output'];
  sourceId: Scalars['String']['output'];
  sourceName: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** The account overview: the aggregate topic's metrics plus breakdowns. */
export type Overview = {
  __typename?: 'Overview';
  /** Impressions over the period across all topics. */
  impressionsTotal: Scalars['Int']['output'];
  metrics: Metrics;
  /** Active prompts across all topics (aggregate excluded) of the filter's kind (unbranded unless promptKind is given). */
  promptCount: Scalars['Int']['output'];
  /** The Key Insight of Top Sources Analysis; null when nothing was cited in its period. */
  sourceInsight?: Maybe<SourceInsight>;
  /** Platforms by visibility over the period. */
  topPlatforms: Array<PlatformShare>;
  topicBreakdown: Array<TopicShare>;
};

export type PageCitations = {
  __typename?: 'PageCitations';
  /** Answers of the platform under the page filter citing the page. */
  answers: Scalars['Int']['output'];
  platform: Platform;
};

export type PageCrawls = {
  __typename?: 'PageCrawls';
  /** Verified visits of the provider's crawlers in the period. */
  crawls: Scalars['Int']['output'];
  provider: Scalars['String']['output'];
};

/** One page of the brand's own site (its website's domain or a subdomain) in the funnel. */
export type PageFunnelRow = {
  __typename?: 'PageFunnelRow';
  /** GA4 sessions from AI assistants landing on the page in the period (0 without GA4). */
  aiSessions: Scalars['Int']['output'];
  /** Bing Webmaster Tools' AI citations from the uploaded export: rows dated in the period, and undated rows. */
  bingCitations: Scalars['Int']['output'];
  /** Answers under the page filter citing the page, by platform: answers(filter: { citesPage: url }) lists them. */
  citations: Array<PageCitations>;
  /** Verified crawls in the period, by provider (spoofed and unverifiable visits are nobody's). */
  crawls: Array<PageCrawls>;
  engagedSessions: Scalars['Int']['output'];
  keyEvents: Scalars['Float']['output'];
  /** The latest verified crawl kept (CRAWLER_VISITS_RETENTION_DAYS), whatever the period. */
  lastCrawled?: Maybe<Scalars['DateTime']['output']>;
  /** GA4's revenue of those sessions, in revenueCurrency. */
  revenue: Scalars['Float']['output'];
  /** The currency of revenue (ISO 4217: the GA4 property's, as its reports name it); null when unknown or the period's rows differ. */
  revenueCurrency?: Maybe<Scalars['String']['output']>;
  /** Search Console clicks and impressions of the page in the period (all of Google Search, not AI alone). */
  searchClicks: Scalars['Int']['output'];
  searchImpressions: Scalars['Int']['output'];
  state: PageFunnelState;
  totalCitations: Scalars['Int']['output'];
  totalCrawls: Scalars['Int']['output'];
  /** The page: https, the host without www., the path without query or trailing slash. */
  url: Scalars['String']['output'];
};

/** Where a page of the brand's site stops in the funnel crawled → cited → clicked → converted. */
export type PageFunnelState =
  /** Cited, no AI sessions, and no verified crawl in the last 30 days: what the platforms quote may be old. */
  | 'CITED_NOT_RECRAWLED'
  /** Cited and recently crawled, no AI sessions. */
  | 'CITED_NO_CLICKS'
  /** AI sessions, no key events. */
  | 'CLICKED_NOT_CONVERTING'
  /** AI sessions with key events. */
  | 'CONVERTING'
  /** Crawled (verified) in the period, not cited by the filter's answers, no AI sessions. */
  | 'CRAWLED_NOT_CITED'
  /** No verified crawl in the period, not cited, no AI sessions. */
  | 'NOT_CRAWLED';

/** The period figures cover, resolved against today. */
export type Period = {
  __typename?: 'Period';
  /** Days covered; null for all time. */
  days?: Maybe<Scalars['Int']['output']>;
  /** First day; null for all time. */
  from?: Maybe<Scalars['Date']['output']>;
  preset?: Maybe<PeriodPreset>;
  /** The previous period of equal length each KPI's change is measured against; null for all time. */
  previousFrom?: Maybe<Scalars['Date']['output']>;
  previousTo?: Maybe<Scalars['Date']['output']>;
  /** Last day (today for a preset). */
  to: Scalars['Date']['output'];
};

/**
 * A period: a preset, or a custom from–to range (both days included, from ≤ to, at most 3660 days).
 * Give one or the other.
 */
export type PeriodInput = {
  from?: InputMaybe<Scalars['Date']['input']>;
  preset?: InputMaybe<PeriodPreset>;
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** The page filter's preset periods, each ending today. */
export type PeriodPreset =
  | 'ALL_TIME'
  | 'LAST_7_DAYS'
  | 'LAST_30_DAYS'
  | 'LAST_90_DAYS';

export { Platform };

/** One platform's row of the platform × brand heatmap. */
export type PlatformBrandVisibility = {
  __typename?: 'PlatformBrandVisibility';
  /** Answers collected on the platform in the period (failures excluded). */
  answers: Scalars['Int']['output'];
  /** Every tracked brand, in the order of Competitive.brands. */
  brands: Array<BrandPlatformVisibility>;
  label: Scalars['String']['output'];
  platform: Platform;
};

/** The claims in one platform's answers. */
export type PlatformClaimTally = {
  __typename?: 'PlatformClaimTally';
  accuracy: ClaimRate;
  claims: Scalars['Int']['output'];
  correct: Scalars['Int']['output'];
  outdated: Scalars['Int']['output'];
  platform: Platform;
  unclear: Scalars['Int']['output'];
  wrong: Scalars['Int']['output'];
};

export type PlatformShare = {
  __typename?: 'PlatformShare';
  /**
   * answers / (answers + noAnswers) × 100, to 1 decimal: how often the platform shows an answer at all (Google's
   * AI Overview appears for some searches only); 100 with neither.
   */
  answerRate: Scalars['Float']['output'];
  /** Answers collected on the platform (failures and refusals excluded). */
  answers: Scalars['Int']['output'];
  impressions: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** Queries the platform showed no answer for (Google without an AI Overview). */
  noAnswers: Scalars['Int']['output'];
  platform: Platform;
  /** refusals / (answers + refusals) × 100, to 1 decimal; 0 with neither. */
  refusalRate: Scalars['Float']['output'];
  /** Answers the platform declined to give. */
  refusals: Scalars['Int']['output'];
  visibility: Scalars['Float']['output'];
};

/** One product card an answer's page showed beside it (a shopping carousel). */
export type ProductCard = {
  __typename?: 'ProductCard';
  /** The maker's name as the card shows it; null when the card names none. */
  brand?: Maybe<Scalars['String']['output']>;
  /** The tracked competitor the maker reads as; null for the brand or another maker. */
  competitorId?: Maybe<Scalars['ID']['output']>;
  /** ISO 4217, e.g. USD. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The maker (else the title, when the card names none) read as the tracked brand, as a mention of it is read. */
  isBrand: Scalars['Boolean']['output'];
  /** The shops the card offers it from, in the card's order. */
  merchants: Array<Scalars['String']['output']>;
  /** 1-based place in the carousel. */
  position: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  /** The card's star rating, 0–5. */
  rating?: Maybe<Scalars['Float']['output']>;
  title: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** A shop the filter's cards offer products from. */
export type ProductMerchant = {
  __typename?: 'ProductMerchant';
  /** Of them, cards of the brand's products. */
  brandCards: Scalars['Int']['output'];
  /** Cards listing it. */
  cards: Scalars['Int']['output'];
  merchant: Scalars['String']['output'];
};

/** One product as the filter's cards show it (cards with the same title, case aside, are one product). */
export type ProductRow = {
  __typename?: 'ProductRow';
  /** Mean place in the carousel. */
  averagePosition: Scalars['Float']['output'];
  /** The maker's name on its most recent card. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Cards showing it. */
  cards: Scalars['Int']['output'];
  competitorId?: Maybe<Scalars['ID']['output']>;
  isBrand: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/**
 * Product cards in the answers of the page filter that were read on the APP surface (the pages people see;
 * an API returns none): how often a carousel shows, and how much of it is the brand's.
 */
export type ProductVisibility = {
  __typename?: 'ProductVisibility';
  /** APP answers in the filter (answered ones): the pages that could show cards. */
  answers: Scalars['Int']['output'];
  /** Of them, answers showing at least one product card. */
  answersWithProducts: Scalars['Int']['output'];
  /** Of them, cards whose maker reads as the brand. */
  brandCards: Scalars['Int']['output'];
  /** Product cards shown in those answers. */
  cards: Scalars['Int']['output'];
  /** The shops listed most, most cards first (at most 20). */
  merchants: Array<ProductMerchant>;
  /** brandCards ÷ cards × 100 (the interval treats the cards as independent draws). */
  shareOfCards: SurfaceRate;
  /** The products shown most, most cards first (at most 20). */
  topProducts: Array<ProductRow>;
  /** answersWithProducts ÷ answers × 100. */
  triggerRate: SurfaceRate;
};

export type Profile = {
  __typename?: 'Profile';
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** A prompt and how many of its answers a figure counts. */
export type PromptAnswerCount = {
  __typename?: 'PromptAnswerCount';
  answers: Scalars['Int']['output'];
  promptId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

/** A one-off ask of a prompt: its answers and what they cost. */
export type PromptAsk = {
  __typename?: 'PromptAsk';
  answers: Array<PromptAskAnswer>;
  askedAt: Scalars['DateTime']['output'];
  /** What its requests cost, in US dollars (the pricing table's prices; a live app answer is its answer's and its page's requests). */
  cost: Scalars['Float']['output'];
  /** Its requests priced line by line. */
  costLines: Array<SamplingCostLine>;
  /** What it was estimated to cost before asking; null when read back later. */
  estimatedCost?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  promptId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

/** One answer of a one-off ask, read like a run's answer. */
export type PromptAskAnswer = {
  __typename?: 'PromptAskAnswer';
  /** The tracked competitors it names, in its order. */
  competitorIds: Array<Scalars['ID']['output']>;
  /** What its requests cost, in US dollars (nothing for a simulated or failed answer). */
  cost: Scalars['Float']['output'];
  /** Why it failed (status FAILED). */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  model?: Maybe<Scalars['String']['output']>;
  /** The page's HTML was kept as evidence (DataForSEO's live/html for an app answer). */
  pageKept: Scalars['Boolean']['output'];
  /** The vendor's payload was kept as evidence. */
  payloadKept: Scalars['Boolean']['output'];
  platform: Platform;
  position?: Maybe<Scalars['Int']['output']>;
  /** The product cards the answer's page showed, in their order; empty for API answers and pages without any. */
  products: Array<ProductCard>;
  /** The web searches the engine reports having run. */
  searchQueries: Array<Scalars['String']['output']>;
  sentiment?: Maybe<Scalars['Float']['output']>;
  /** Written by Sightline's simulated engine (no provider configured for the platform or surface). */
  simulated: Scalars['Boolean']['output'];
  /** The pages it cites. */
  sources: Array<Scalars['String']['output']>;
  status: AnswerStatus;
  surface: Surface;
  text?: Maybe<Scalars['String']['output']>;
  /** Names the brand; null when there is no answer. */
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type PromptGrid = {
  __typename?: 'PromptGrid';
  /** The platforms the grid has a column for: the filter's, else every platform that answered in the period. */
  platforms: Array<Platform>;
  rows: Array<PromptGridRow>;
  /** The 30 days the sparklines cover, ending on the period's last day. */
  sparklineFrom: Scalars['Date']['output'];
  sparklineTo: Scalars['Date']['output'];
  /** Prompts of the filter before the search and topic narrowed them. */
  totalCount: Scalars['Int']['output'];
};

/** A column of the prompts grid to sort by. */
export type PromptGridColumn =
  | 'KIND'
  /** Visibility on one platform (PromptGridSort.platform). */
  | 'PLATFORM_VISIBILITY'
  | 'POSITION'
  | 'PROMPT'
  | 'SENTIMENT'
  | 'TOPIC'
  | 'VISIBILITY';

/**
 * One prompt of the prompts grid, its figures summed from the per-prompt daily rollup over the period,
 * platforms and kind of prompt of the filter, as the overview and the answers behind a figure count them.
 */
export type PromptGridRow = {
  __typename?: 'PromptGridRow';
  answers: Scalars['Int']['output'];
  /** Mean position of the brand in answers naming it (1 is first), two decimals; null without one. */
  averagePosition?: Maybe<Scalars['Float']['output']>;
  /** Captures that failed: excluded from answers and from the visibility percentage. */
  failures: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  impressions: Scalars['Int']['output'];
  kindSetByUser: Scalars['Boolean']['output'];
  /** Visibility per platform, one entry for each of PromptGrid.platforms, in that order. */
  platforms: Array<PromptPlatformVisibility>;
  /**
   * Answered answers of the period (on the filter's platforms) whose page showed product cards: the prompt
   * triggers a shopping carousel in an app (issue 61). answers(filter: { promptId, status: OK, hasProducts: true })
   * lists them under the same period and platforms; 0 for a prompt no app answer showed cards for.
   */
  productCardAnswers: Scalars['Int']['output'];
  promptKind: PromptKind;
  question: Scalars['String']['output'];
  /** Answers naming the brand with a sentiment: the sentiment's sample. */
  sentimentMentions: Scalars['Int']['output'];
  /** Mean sentiment (0–100) of answers naming the brand, two decimals; null without one. */
  sentimentScore?: Maybe<Scalars['Float']['output']>;
  /**
   * Visibility (0–100, one decimal) on each day from PromptGrid.sparklineFrom to sparklineTo; null on a day
   * without answers. Asked for on a grid of many prompts it reads every prompt's days: promptSparklines reads a
   * page of rows at a time.
   */
  sparkline: Array<Maybe<Scalars['Float']['output']>>;
  topicId: Scalars['ID']['output'];
  topicName: Scalars['String']['output'];
  /** Upper bound of the 95 % Wilson interval, 0–100 to one decimal; null without answers. */
  visibilityHigh?: Maybe<Scalars['Float']['output']>;
  /** Lower bound of the 95 % Wilson interval, 0–100 to one decimal; null without answers. */
  visibilityLow?: Maybe<Scalars['Float']['output']>;
  /** impressions / answers × 100, to one decimal; null without answers. */
  visibilityPercentage?: Maybe<Scalars['Float']['output']>;
};

/**
 * The prompts grid's order: one column, ascending unless descending; prompts without a figure in that column
 * come last either way, and ties keep the topic-then-prompt order.
 */
export type PromptGridSort = {
  column: PromptGridColumn;
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** The platform whose visibility PLATFORM_VISIBILITY sorts by. */
  platform?: InputMaybe<Platform>;
};

export type PromptGroup = {
  __typename?: 'PromptGroup';
  /** Group key: the topic name lowercased, punctuation stripped, hyphenated. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prompts: Array<PromptVisibility>;
  topic: Topic;
};

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

/** A prompt's visibility on one platform over the grid's period. */
export type PromptPlatformVisibility = {
  __typename?: 'PromptPlatformVisibility';
  answers: Scalars['Int']['output'];
  impressions: Scalars['Int']['output'];
  platform: Platform;
  /** impressions / answers × 100, to one decimal; null without answers. */
  visibilityPercentage?: Maybe<Scalars['Float']['output']>;
};

/** One prompt's sparkline. */
export type PromptSparkline = {
  __typename?: 'PromptSparkline';
  /** Visibility (0–100, one decimal) on each day from PromptSparklines.from to to; null on a day without answers. */
  points: Array<Maybe<Scalars['Float']['output']>>;
  promptId: Scalars['ID']['output'];
};

export type PromptSparklines = {
  __typename?: 'PromptSparklines';
  /** The 30 days the sparklines cover, ending on the period's last day (as PromptGrid.sparklineFrom/To). */
  from: Scalars['Date']['output'];
  /** One per prompt asked for, in the order asked. */
  rows: Array<PromptSparkline>;
  to: Scalars['Date']['output'];
};

export type PromptVisibility = {
  __typename?: 'PromptVisibility';
  answers: Scalars['Int']['output'];
  /** Captures that failed: excluded from answers and from the visibility percentage. */
  failures: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  impressions: Scalars['Int']['output'];
  /**
   * The stored kind as the original API named it: brand (branded) or generic (unbranded).
   * @deprecated Use promptKind: BRANDED or UNBRANDED, as every filter takes it.
   */
  kind: Scalars['String']['output'];
  /** True when the account set the kind itself; false when the classifier did. */
  kindSetByUser: Scalars['Boolean']['output'];
  lastCollectedOn?: Maybe<Scalars['Date']['output']>;
  promptKind: PromptKind;
  question: Scalars['String']['output'];
  /** Share of this prompt's collected answers that mentioned the brand (0–100); null without answers. */
  visibilityPercentage?: Maybe<Scalars['Float']['output']>;
  /** Great at 70 % or more, Medium at 40 % or more, else Poor; null before any answer. */
  visibilityStatus?: Maybe<VisibilityStatus>;
};

export type Query = {
  __typename?: 'Query';
  actionCenterStatus: ActionCenterStatus;
  actionChecklist: ActionChecklist;
  /** One page's AI sessions (GA4) by day and source, newest first, over the period (default: the last 30 days). */
  aiSessions: Array<AiSessionsRow>;
  /**
   * The brand's AI sessions (GA4, every page) beside its visibility, day by day, under the page filter (the
   * last 30 days, every platform, UNBRANDED by default; the platforms, kind and topic narrow visibility only).
   */
  aiSessionsBesideVisibility: AiSessionsTrend;
  /** The delivery log, newest first: e-mails and webhooks. */
  alertDeliveries: Array<AlertDelivery>;
  /** What fired, newest first. */
  alertEvents: AlertEventPage;
  alertRules: Array<AlertRule>;
  alertSettings: AlertSettings;
  alertWebhooks: Array<AlertWebhook>;
  analysisAccuracy: AnalysisAccuracy;
  /**
   * The annotations of the period (all time without one) for a topic's chart (the overview's, every topic's,
   * without one) and the chosen platforms (all without any), oldest first.
   */
  annotations: Array<Annotation>;
  /** One answer of the active brand; null for an unknown id. */
  answer?: Maybe<Answer>;
  answers: AnswerConnection;
  /** The signed-in person's active API tokens for the active brand's workspace, newest first. */
  apiTokens: Array<ApiToken>;
  /** The active brand's workspace's configuration changes, newest first (first: 1–200, default 50). */
  auditLog: Array<AuditEntry>;
  /**
   * Bing's grounding queries from the uploaded AI performance export over the period (default: the last 30
   * days; undated rows count in every period), most cited first, at most first (1–200). Any member.
   */
  bingGroundingQueries: BingGroundingQueries;
  /** The brand's fact sheet: every fact, confirmed and suggested, by key then country. */
  brandFacts: Array<BrandFact>;
  /** The brand's canary prompts (the default 20 until someone edits them). */
  canaryPrompts: CanaryPrompts;
  /** One logged change of the active brand; null when unknown. */
  change?: Maybe<LoggedChange>;
  /** What a logged change did to its prompts' visibility; null when the change is unknown. */
  changeImpact?: Maybe<ChangeImpact>;
  /** The active brand's logged changes whose day falls in the period (all of them without one), newest first. */
  changes: Array<LoggedChange>;
  collectionRun?: Maybe<CollectionRun>;
  /** The account's runs, newest first. */
  collectionRuns: Array<CollectionRun>;
  collectionSettings: CollectionSettings;
  /** The pages to compare: those cited for one of the brand's prompts (NOT_FOUND for another's), or for all. */
  comparisonPages: ComparisonPages;
  /** period, platforms and promptKind are the page filter every figure follows (defaults: the last 30 days, every platform, UNBRANDED). */
  competitive: Competitive;
  /** The account's tracked competitors, oldest first. */
  competitors: Array<Competitor>;
  /** Scores an article's text (nothing is stored). */
  contentScores: ContentScores;
  crawlerActivity: CrawlerActivity;
  /** The brand's crawler visits, newest first (period: last 30 days by default). */
  crawlerVisits: CrawlerVisitConnection;
  /** The space the brand's answers' evidence takes, and how long it is kept. */
  evidenceStorage: EvidenceStorage;
  /**
   * What the filter's answers state of the brand's facts, checked against its fact sheet. The page filter's
   * defaults: the last 30 days, every platform, unbranded prompts.
   */
  factCheck: FactCheck;
  /** One fact issue; null when unknown. */
  factIssue?: Maybe<FactIssue>;
  /** The brand's fact issues, in one state or all, open and reopened first, then the most answers. */
  factIssues: Array<FactIssue>;
  /** The fund dashboard's cards. Only the fund account may read it; any other account gets FORBIDDEN. */
  fundOverview: FundOverview;
  /** The fund account's prompts page, measured from its answers. Only the fund account may read it; any other account gets FORBIDDEN. */
  fundPrompts: FundPrompts;
  /** Always answers; lets a client check that the API is up without a token. */
  health: Scalars['String']['output'];
  /** The brand's analytics connections (OWNER or ADMIN). */
  integrations: Array<Integration>;
  /**
   * What an invitation link (/invite/<token>) invites to, for its page before sign-in; null when the link was
   * used, revoked or is older than 7 days. Public: the link's token is the secret.
   */
  invitationPreview?: Maybe<InvitationPreview>;
  /** The active brand's workspace's open invitations, newest first (ADMIN or OWNER). */
  invitations: Array<Invitation>;
  latestCollectionRun?: Maybe<CollectionRun>;
  /** The saved llms.txt, or null before the first save. */
  llmsTxt?: Maybe<LlmsTxtFile>;
  /** Validates and scores an llms.txt text (nothing is stored). */
  llmsTxtAnalysis: LlmsTxtAnalysis;
  /** Topics with their prompts for the management page (archived ones on request). */
  managedTopics: Array<ManagedTopic>;
  /**
   * The members of the active brand's workspace, in the order they joined; a member limited to some brands (or a
   * token pinned to one) gets their own membership only.
   */
  members: Array<Member>;
  /** The definitions of every figure the dashboards show. Needs no sign-in. */
  metricDefinitions: Array<MetricDefinition>;
  /** What answers say about the brand, aspect by aspect, under the page filter (defaults: the last 30 days, every platform, UNBRANDED; topicId: one topic). */
  narrative: Narrative;
  /**
   * The noise band of each platform with answers under the page filter (the last 30 days, every platform,
   * unbranded prompts unless given), every chosen platform together first; topicId narrows to one topic.
   */
  noiseBands: Array<NoiseBand>;
  /**
   * One-run agreement per platform under the page filter (the last 30 days, every platform, unbranded prompts
   * unless given); platforms without a prompt-day of 3 samples or more are left out.
   */
  oneRunAgreement: Array<OneRunAgreement>;
  /** Outreach e-mails sent, newest first. */
  outreachMessages: Array<OutreachMessage>;
  /** period, platforms and promptKind are the page filter every figure of the overview follows (defaults: the last 30 days, every platform, UNBRANDED). */
  overview: Overview;
  /**
   * One row per page of the brand's own site crawled (verified) in the period, cited by the page filter's
   * answers or landed on by AI sessions, most cited first. The page filter's defaults: the last 30 days,
   * every platform, UNBRANDED; the platforms, kind and topic narrow the citations only. state: those rows only.
   */
  pageFunnel: Array<PageFunnelRow>;
  /**
   * Product cards in the page filter's APP answers (the last 30 days, every platform, unbranded prompts unless
   * given), in one topic's answers or every topic's. answers(filter: { surface: APP }) lists the answers.
   */
  productVisibility: ProductVisibility;
  /** The prompt's latest one-off asks, newest first (at most 20). */
  promptAsks: Array<PromptAsk>;
  /**
   * Every active prompt across topics with its visibility (and Wilson interval), average position,
   * sentiment, visibility per platform and a 30-day visibility sparkline, over the period (the last 30 days
   * when absent), platforms (all when absent or empty) and kind of prompt (UNBRANDED when absent); narrowed to one topic
   * and to questions containing search (case-insensitive), in the order of sort (topic, then prompt, when absent).
   */
  promptGrid: PromptGrid;
  /**
   * Active prompts grouped by topic, groups sorted by name; answers, impressions and failures over the
   * period (the last 30 days when absent) and platforms (all when absent or empty); only prompts of
   * promptKind (UNBRANDED when absent; ALL for both kinds).
   */
  promptGroups: Array<PromptGroup>;
  /**
   * The 30-day visibility sparklines of up to 100 prompts (a page of the prompts grid's rows), over the
   * period's last 30 days (the last 30 days when absent) on the platforms (all when absent or empty). Another
   * account's prompt is refused.
   */
  promptSparklines: PromptSparklines;
  /** Public. The report behind a token (the page /reports/:token); null for an unknown token. */
  report?: Maybe<Report>;
  /**
   * Public. The platforms a free report asks that have no API key on this server: Sightline's simulated engine
   * answers for them, so their figures are illustrative. Empty when every one is asked for real.
   */
  reportSimulatedPlatforms: Array<Platform>;
  /** Public. A report request's status by its token; null for an unknown token. */
  reportStatus?: Maybe<ReportStatusInfo>;
  /**
   * Answers to review, from the newest nobody reviewed yet: up to half the least certain, the rest a random
   * sample (first: 1–50).
   */
  reviewQueue: Array<ReviewItem>;
  /** The brand's sampling plan over its asked prompts and platforms (see SamplingPlan). */
  samplingPlan: SamplingPlan;
  /**
   * The web searches the engines ran before answering, most run first (then those least answered from the
   * brand's site), at most 200, over the page filter (the last 30 days, every platform, unbranded prompts unless
   * given), in one topic's answers or every topic's. Answers(filter: { searchQuery }) lists the answers behind one.
   */
  searchQueries: Array<SearchQueryRow>;
  /**
   * The simulated share of the page filter's answers (the last 30 days, every platform, unbranded prompts unless
   * given), in one topic's answers or every topic's: 0 % once real engines answer them all.
   */
  simulatedShare: SimulatedShare;
  /** The account's source-type overrides, by domain. */
  sourceCategoryOverrides: Array<SourceCategoryOverride>;
  /**
   * The negative statements about the brand in the answers narrative(…) counts under the same page filter
   * (defaults: the last 30 days, every platform, UNBRANDED; topicId: one topic), newest answer first: first
   * (1–50) after the cursor, in these states (default every state), on one aspect when given.
   */
  statementInbox: StatementInbox;
  /**
   * Per platform asked through both surfaces, how its app's answers differ from its API's over the page filter
   * (the last 30 days, every platform, unbranded prompts unless given); platforms without a pair are left out.
   */
  surfaceDivergence: Array<SurfaceDivergence>;
  /** period, platforms and promptKind are the page filter every figure of the topic follows (defaults: the last 30 days, every platform, UNBRANDED). */
  topic?: Maybe<Topic>;
  /**
   * New search topics for the signed-in account: the category phrases its collected answers use most (and its
   * homepage's when the server may fetch it), never a company's or product's name nor a topic it already tracks.
   * Empty before the first answers when nothing else is known.
   */
  topicSuggestions: Array<Scalars['String']['output']>;
  /** The account's topics, sorted by name; the aggregate topic is never listed. */
  topics: Array<Topic>;
  viewer: Viewer;
};


export type QueryAiSessionsArgs = {
  page: Scalars['String']['input'];
  period?: InputMaybe<PeriodInput>;
};


export type QueryAiSessionsBesideVisibilityArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAlertDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAlertEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAnnotationsArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAnswerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAnswersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AnswersFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuditLogArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBingGroundingQueriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<PeriodInput>;
};


export type QueryChangeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChangeImpactArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChangesArgs = {
  period?: InputMaybe<PeriodInput>;
};


export type QueryCollectionRunArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollectionRunsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryComparisonPagesArgs = {
  promptId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompetitiveArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
};


export type QueryContentScoresArgs = {
  text: Scalars['String']['input'];
};


export type QueryCrawlerVisitsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['String']['input']>;
  period?: InputMaybe<PeriodInput>;
  provider?: InputMaybe<Scalars['String']['input']>;
  verification?: InputMaybe<CrawlerVerification>;
};


export type QueryFactCheckArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFactIssueArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFactIssuesArgs = {
  state?: InputMaybe<FactIssueState>;
};


export type QueryInvitationPreviewArgs = {
  token: Scalars['String']['input'];
};


export type QueryLlmsTxtAnalysisArgs = {
  text: Scalars['String']['input'];
};


export type QueryManagedTopicsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryNarrativeArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryNoiseBandsArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOneRunAgreementArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOverviewArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
};


export type QueryPageFunnelArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  state?: InputMaybe<PageFunnelState>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryProductVisibilityArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPromptAsksArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  promptId: Scalars['ID']['input'];
};


export type QueryPromptGridArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<PromptGridSort>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPromptGroupsArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
};


export type QueryPromptSparklinesArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptIds: Array<Scalars['ID']['input']>;
};


export type QueryReportArgs = {
  token: Scalars['String']['input'];
};


export type QueryReportStatusArgs = {
  token: Scalars['String']['input'];
};


export type QueryReviewQueueArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchQueriesArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySimulatedShareArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryStatementInboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  aspect?: InputMaybe<Aspect>;
  first?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  states?: InputMaybe<Array<StatementState>>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySurfaceDivergenceArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  topicId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTopicArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
  slug: Scalars['String']['input'];
};

/** A statement about the brand, its words verbatim from the answer. */
export type Quote = {
  __typename?: 'Quote';
  answerId: Scalars['ID']['output'];
  /** The aspects it speaks of. */
  aspects: Array<Aspect>;
  day: Scalars['Date']['output'];
  platform: Platform;
  polarity: SentimentLabel;
  statementId: Scalars['ID']['output'];
  /** The statement's words (a sentence, list item or table row), verbatim. */
  text: Scalars['String']['output'];
};

/**
 * The account's latest re-analysis: every stored answer read again against the brand's name, aliases, website
 * and "not this" list and the competitors (and by the current analyzer), then the figures rebuilt at once.
 */
export type Reanalysis = {
  __typename?: 'Reanalysis';
  /** Answers read so far. */
  done: Scalars['Int']['output'];
  /** Why it failed (FAILED only). */
  error?: Maybe<Scalars['String']['output']>;
  /** When the figures were rebuilt (DONE) or it stopped (FAILED). */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the change that started it was saved. */
  requestedAt: Scalars['DateTime']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  state: ReanalysisState;
  /** Answers to read (0 until a worker starts). */
  total: Scalars['Int']['output'];
};

export { ReanalysisState };

export type RemoveMemberInput = {
  email: Scalars['String']['input'];
};

export type RemoveMemberPayload = {
  __typename?: 'RemoveMemberPayload';
  member: Member;
};

export type RenameTopicInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type RenameTopicPayload = {
  __typename?: 'RenameTopicPayload';
  topic: ManagedTopic;
};

/** A free report as its public page shows it (the requester's e-mail is never exposed). */
export type Report = {
  __typename?: 'Report';
  companyName: Scalars['String']['output'];
  competitors: Array<Scalars['String']['output']>;
  failureReason?: Maybe<Scalars['String']['output']>;
  keywords: Array<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** Null until the report has been generated. */
  results?: Maybe<ReportResults>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: ReportStatus;
  token: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type ReportCompetitor = {
  __typename?: 'ReportCompetitor';
  /** True for the report's own company. */
  isBrand: Scalars['Boolean']['output'];
  /** Answers naming it (once per answer). */
  mentions: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
  /** mentions ÷ all tracked brands' mentions × 100. */
  shareOfVoice: Scalars['Float']['output'];
};

/**
 * A report's figures over one kind of question. Unbranded questions do not name the company: a mention there
 * is earned, so they are the headline. Branded questions name it, so their answers name it too.
 */
export type ReportKindResults = {
  __typename?: 'ReportKindResults';
  answers: Scalars['Int']['output'];
  averagePosition?: Maybe<Scalars['Float']['output']>;
  companyRank: Scalars['Int']['output'];
  /** The company and its competitors, most mentioned first. */
  competitors: Array<ReportCompetitor>;
  failed: Scalars['Int']['output'];
  noAnswers: Scalars['Int']['output'];
  platforms: Array<ReportPlatformResult>;
  /** Questions of this kind. */
  prompts: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  sentiment?: Maybe<Scalars['Float']['output']>;
  shareOfVoice: Scalars['Float']['output'];
  /** visibleAnswers ÷ answers × 100, one decimal; 0 without answers. */
  visibility: Scalars['Float']['output'];
  visibleAnswers: Scalars['Int']['output'];
};

export type ReportPlatformResult = {
  __typename?: 'ReportPlatformResult';
  /** Answers collected; failed captures, refusals and no answers are counted apart and never as 'not visible'. */
  answers: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** Questions the platform showed no answer for (Google without an AI Overview). */
  noAnswers: Scalars['Int']['output'];
  platform: Platform;
  /** Questions the platform declined to answer. */
  refused: Scalars['Int']['output'];
  /** Mean sentiment (0-100) of the answers naming the brand. */
  sentiment?: Maybe<Scalars['Float']['output']>;
  simulated: Scalars['Boolean']['output'];
  /** visible ÷ answers × 100, one decimal. */
  visibility: Scalars['Float']['output'];
  visible: Scalars['Int']['output'];
};

export type ReportPrompt = {
  __typename?: 'ReportPrompt';
  /** BRANDED when the question names the company (its name or website's domain), as the dashboards classify. */
  kind: PromptKind;
  platforms: Array<ReportPromptPlatform>;
  prompt: Scalars['String']['output'];
  visibility: Scalars['Float']['output'];
};

export type ReportPromptPlatform = {
  __typename?: 'ReportPromptPlatform';
  /** The answer as the platform gave it (up to 8,000 characters); null when it failed, refused or showed none, or in a report made before answers were kept. */
  answer?: Maybe<Scalars['String']['output']>;
  competitors: Array<Scalars['String']['output']>;
  /** Set when the platform failed to answer. */
  error?: Maybe<Scalars['String']['output']>;
  /** The platform showed no answer for the question. */
  noAnswer: Scalars['Boolean']['output'];
  platform: Platform;
  position?: Maybe<Scalars['Int']['output']>;
  /** The platform declined to answer. */
  refused: Scalars['Boolean']['output'];
  sentiment?: Maybe<Scalars['Float']['output']>;
  sourceCount: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
};

/** The report's figures; visibility to rank count every question (see unbranded and branded for each kind). */
export type ReportResults = {
  __typename?: 'ReportResults';
  /** Answers read; failed captures, refusals and no answers are counted apart, out of every figure. */
  answers: Scalars['Int']['output'];
  /** Mean position of the brand's first mention among tracked brands (1 = first). */
  averagePosition?: Maybe<Scalars['Float']['output']>;
  /** Questions that name the company, apart (their answers name it because the question did). */
  branded: ReportKindResults;
  companyRank: Scalars['Int']['output'];
  /** The company and its competitors, most mentioned first. */
  competitors: Array<ReportCompetitor>;
  /** Collection day (UTC). */
  day: Scalars['Date']['output'];
  failed: Scalars['Int']['output'];
  generatedAt: Scalars['DateTime']['output'];
  noAnswers: Scalars['Int']['output'];
  platforms: Array<ReportPlatformResult>;
  prompts: Array<ReportPrompt>;
  refused: Scalars['Int']['output'];
  sentiment?: Maybe<Scalars['Float']['output']>;
  shareOfVoice: Scalars['Float']['output'];
  /** True when a simulated answer engine produced the answers. */
  simulated: Scalars['Boolean']['output'];
  /** At most 10, most cited first. */
  sources: Array<ReportSource>;
  /** The headline figures: questions that do not name the company. */
  unbranded: ReportKindResults;
  visibility: Scalars['Float']['output'];
  visibleAnswers: Scalars['Int']['output'];
};

export type ReportSource = {
  __typename?: 'ReportSource';
  /** Answers citing it. */
  count: Scalars['Int']['output'];
  domain: Scalars['String']['output'];
  /** Only answers of Sightline's simulated engine cite it: an illustrative address, not a page anyone checked. */
  simulated: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export { ReportStatus };

export type ReportStatusInfo = {
  __typename?: 'ReportStatusInfo';
  /** Why the report failed for good (status FAILED). */
  failureReason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: ReportStatus;
  token: Scalars['String']['output'];
};

export type RequestReportInput = {
  companyName: Scalars['String']['input'];
  /** At most 5; blanks are removed. */
  competitors?: InputMaybe<Array<Scalars['String']['input']>>;
  email: Scalars['String']['input'];
  /** Search topics, at most 10; blanks are removed. */
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Leave empty. (A field people never see; anything in it marks the request as automated.) */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** At most 20; blanks are removed. None given: prompts are generated from the templates. */
  prompts?: InputMaybe<Array<Scalars['String']['input']>>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type RequestReportPayload = {
  __typename?: 'RequestReportPayload';
  status: ReportStatus;
  /** The report's token: its page is /reports/{token}, and reportStatus(token) follows it. */
  token: Scalars['String']['output'];
};

/**
 * An answer offered for review: one the analyzer was least sure of (reasons say why), or one drawn at random so
 * the accuracy figures are not only the hard cases.
 */
export type ReviewItem = {
  __typename?: 'ReviewItem';
  answer: Answer;
  /** The figures its reading feeds, as How we measure names them. */
  feeds: Array<Scalars['String']['output']>;
  /** Why it is offered, in words. */
  reasons: Array<Scalars['String']['output']>;
  /** true: drawn at random (the same draw all day). */
  sampled: Scalars['Boolean']['output'];
};

export type RevokeApiTokenInput = {
  id: Scalars['ID']['input'];
};

export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  apiToken: ApiToken;
};

export type RevokeInvitationInput = {
  id: Scalars['ID']['input'];
};

export type RevokeInvitationPayload = {
  __typename?: 'RevokeInvitationPayload';
  invitation: Invitation;
};

/** A month's requests of one kind, priced from the table. */
export type SamplingCostLine = {
  __typename?: 'SamplingCostLine';
  /** requests × unitPrice. */
  cost: Scalars['Float']['output'];
  /** What is asked, e.g. ChatGPT (gpt-4.1-mini) or LLM judge (gpt-4.1-mini). */
  request: Scalars['String']['output'];
  /** Requests a month (30 days). */
  requests: Scalars['Int']['output'];
  /** US dollars per request; null when the table has no price for its model (left out of the cost). */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/**
 * How many samples each prompt gets on each platform a day, what precision that gives and what it costs. The
 * plan spends samples where they most narrow the headline (Neyman allocation: more for prompts near 50 % or
 * short of answers, fewer for prompts pinned near 0 % or 100 %), within the floor, the ceiling and the budget.
 * Collection runs follow it when the settings are adaptive (a target, or min below max; CollectionRun.planReason
 * says so), drop to the floor once the month's spend reaches the budget, and otherwise ask
 * CollectionSettings.samplesPerPrompt of every prompt (equal min and max set it).
 */
export type SamplingPlan = {
  __typename?: 'SamplingPlan';
  /** The budget took samples the targets asked for (prompts(onlyCut: true) lists them). */
  budgetLimited: Scalars['Boolean']['output'];
  costLines: Array<SamplingCostLine>;
  /** The window the half-widths are over: the last 30 days. */
  from: Scalars['Date']['output'];
  /**
   * Expected 95 % half-width of the headline visibility (the mean of the prompts' rates on each platform) over 30
   * days with the plan's samples, in points.
   */
  headlineHalfWidth: Scalars['Float']['output'];
  /** US dollars a month (30 days): the month's requests × their prices from the pricing table (costLines). */
  monthlyCost: Scalars['Float']['output'];
  /** The floor alone costs more than the budget: every prompt stays at the floor, never below one sample a day. */
  overBudgetAtFloor: Scalars['Boolean']['output'];
  /** The day the pricing table's list prices are as of. */
  pricesAsOf: Scalars['Date']['output'];
  /** Each asked prompt on each platform, by topic then question; onlyCut: those the budget took samples from. */
  prompts: SamplingPlanPromptConnection;
  /** Prompts that lost samples to the budget (on any platform). */
  promptsCutByBudget: Scalars['Int']['output'];
  /** Samples a day the budget took, in all. */
  samplesCutByBudget: Scalars['Int']['output'];
  /** Samples a day, all prompts and platforms. */
  samplesPerDay: Scalars['Int']['output'];
  settings: SamplingSettings;
  /** The targets set hold with this plan (true when none is set). */
  targetMet: Scalars['Boolean']['output'];
  to: Scalars['Date']['output'];
};


/**
 * How many samples each prompt gets on each platform a day, what precision that gives and what it costs. The
 * plan spends samples where they most narrow the headline (Neyman allocation: more for prompts near 50 % or
 * short of answers, fewer for prompts pinned near 0 % or 100 %), within the floor, the ceiling and the budget.
 * Collection runs follow it when the settings are adaptive (a target, or min below max; CollectionRun.planReason
 * says so), drop to the floor once the month's spend reaches the budget, and otherwise ask
 * CollectionSettings.samplesPerPrompt of every prompt (equal min and max set it).
 */
export type SamplingPlanPromptsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  onlyCut?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One prompt on one platform in the plan. */
export type SamplingPlanPrompt = {
  __typename?: 'SamplingPlanPrompt';
  /** The visibility rate the plan uses (0–1): the window's, shrunk toward the platform's when answers are few. */
  estimatedRate: Scalars['Float']['output'];
  /** Expected 95 % half-width of its visibility over 30 days with the plan's samples, in points. */
  expectedHalfWidth: Scalars['Float']['output'];
  /** US dollars a month (30 days) its samples cost: requests × price from the pricing table. */
  monthlyCost: Scalars['Float']['output'];
  platform: Platform;
  promptId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  /** Samples a day the budget took from what the targets asked for (0 when it took none). */
  samplesCutByBudget: Scalars['Int']['output'];
  /** Samples a day the plan gives it. */
  samplesPerDay: Scalars['Int']['output'];
  /** Asked by the simulated engine (no vendor key for the platform): it costs nothing. */
  simulated: Scalars['Boolean']['output'];
  topicId: Scalars['ID']['output'];
  /** Answered samples of it in the last 30 days. */
  windowAnswers: Scalars['Int']['output'];
};

export type SamplingPlanPromptConnection = {
  __typename?: 'SamplingPlanPromptConnection';
  edges: Array<SamplingPlanPromptEdge>;
  pageInfo: AnswersPageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SamplingPlanPromptEdge = {
  __typename?: 'SamplingPlanPromptEdge';
  cursor: Scalars['String']['output'];
  node: SamplingPlanPrompt;
};

/**
 * How a brand's samples are planned: targets for the precision of the figures, the floor and ceiling of samples
 * a day per prompt and platform, and the month's budget. A brand that set nothing has min = max = its samples
 * per prompt, no target and no budget.
 */
export type SamplingSettings = {
  __typename?: 'SamplingSettings';
  /** Target 95 % half-width of the headline visibility over 30 days, in points (e.g. 3 for ±3); null for none. */
  headlineHalfWidth?: Maybe<Scalars['Float']['output']>;
  /** True while the brand has set nothing (min = max = CollectionSettings.samplesPerPrompt). */
  isDefault: Scalars['Boolean']['output'];
  /** The most samples a day of each prompt on each platform (1–10). */
  maxSamplesPerDay: Scalars['Int']['output'];
  /** The fewest samples a day of each prompt on each platform (1–10): never below one. */
  minSamplesPerDay: Scalars['Int']['output'];
  /** What a month (30 days) of sampling may cost, in US dollars; null for no budget. */
  monthlyBudgetUsd?: Maybe<Scalars['Float']['output']>;
  /** Target 95 % half-width of each prompt's visibility on a platform over 30 days, in points; null for none. */
  promptHalfWidth?: Maybe<Scalars['Float']['output']>;
};

export type SaveLlmsTxtInput = {
  content: Scalars['String']['input'];
};

export type SaveLlmsTxtPayload = {
  __typename?: 'SaveLlmsTxtPayload';
  analysis: LlmsTxtAnalysis;
  file: LlmsTxtFile;
};

/**
 * A web search the engines ran before answering (their query fan-out), over the page filter's answers: the
 * searches that decide which pages an engine reads.
 */
export type SearchQueryRow = {
  __typename?: 'SearchQueryRow';
  /** Answers whose engine ran it (failures and refusals excluded). */
  answers: Scalars['Int']['output'];
  /** Of those, answers citing a page of the brand's own website. */
  brandCitedAnswers: Scalars['Int']['output'];
  /** The search as the engine ran it (searches differing only in case are one). */
  query: Scalars['String']['output'];
};

export type SendFactFixInput = {
  /** The day the fix went live; today when left out. Not in the future. */
  day?: InputMaybe<Scalars['Date']['input']>;
  /** OUTREACH: the e-mail to send to the page's owner. */
  email?: InputMaybe<FactFixEmailInput>;
  issueId: Scalars['ID']['input'];
  kind: FactFixKind;
  /** What was changed (OWN_PAGE) or why (OUTREACH). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The page fixed (OWN_PAGE: the brand's own page) or the source page written to (OUTREACH). */
  url: Scalars['String']['input'];
};

export type SendFactFixPayload = {
  __typename?: 'SendFactFixPayload';
  issue: FactIssue;
};

export type SendOutreachEmailInput = {
  body: Scalars['String']['input'];
  campaignId?: InputMaybe<Scalars['String']['input']>;
  sourceId: Scalars['String']['input'];
  sourceName: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type SendOutreachEmailPayload = {
  __typename?: 'SendOutreachEmailPayload';
  message: OutreachMessage;
};

export { SentimentLabel };

export type SentimentPoint = {
  __typename?: 'SentimentPoint';
  date: Scalars['Date']['output'];
  mentions: Scalars['Int']['output'];
  /** Mean sentiment (0–100) of that day's answers that mention the brand. */
  sentiment: Scalars['Float']['output'];
};

export type SetActionStepInput = {
  completed: Scalars['Boolean']['input'];
  stepId: Scalars['String']['input'];
};

export type SetActionStepPayload = {
  __typename?: 'SetActionStepPayload';
  checklist: ActionChecklist;
};

/** Every attribute the brand is to have. */
export type SetBrandAttributesInput = {
  /** Every attribute of the brand, at most 30; what is not listed is removed. */
  attributes: Array<BrandAttributeInput>;
};

/** What setBrandAttributes stored. */
export type SetBrandAttributesPayload = {
  __typename?: 'SetBrandAttributesPayload';
  /** The brand with its attributes as stored. */
  brand: Brand;
};

/**
 * A fact to add (no id) or to change (its id). The value must suit the kind: an amount (12.50 or 12,50) with an
 * ISO 4217 currency for MONEY, four digits for YEAR, YYYY-MM-DD for DATE, yes/no/true/false for BOOLEAN, items
 * separated by semicolons for LIST. previousValues left out keeps the stored ones, and a changed value moves the
 * old one to the front of them.
 */
export type SetBrandFactInput = {
  /** The words answers use for it, per language; left out: none. */
  aliases?: InputMaybe<Array<BrandFactAliasesInput>>;
  /** ISO 3166-1 alpha-2; null: everywhere. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217 code such as EUR, needed by MONEY and refused on other kinds. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The fact to change; null adds one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Lower-case letters, digits and underscores, such as annual_price; unique per brand and country. */
  key: Scalars['String']['input'];
  /** What kind of value it holds. */
  kind: BrandFactKind;
  /** What the fact is, in words (not empty). */
  label: Scalars['String']['input'];
  /** What it was before, newest first, each a value of the kind (at most 20); left out: see above. */
  previousValues?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Where it can be checked: an http(s) address. */
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  /** What the value counts, such as 'per year'; blank for nothing. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** The day it became true. */
  validFrom?: InputMaybe<Scalars['Date']['input']>;
  /** The value, as the kind asks for it. */
  value: Scalars['String']['input'];
};

/** What setBrandFact stored. */
export type SetBrandFactPayload = {
  __typename?: 'SetBrandFactPayload';
  /** The fact as stored (CONFIRMED: a person set it). */
  fact: BrandFact;
};

/** The tracked competitors' names, all of them: names left out are removed. */
export type SetCompetitorsInput = {
  names: Array<Scalars['String']['input']>;
};

export type SetCompetitorsPayload = {
  __typename?: 'SetCompetitorsPayload';
  /** The tracked competitors after the change, oldest first. */
  competitors: Array<Competitor>;
};

export type SetPromptKindInput = {
  id: Scalars['ID']['input'];
  /** The kind the prompt counts as; null hands it back to the classifier. */
  kind?: InputMaybe<PromptKind>;
};

export type SetPromptKindPayload = {
  __typename?: 'SetPromptKindPayload';
  prompt: ManagedPrompt;
};

export type SetSourceCategoryInput = {
  /** The kind to use for this domain; null removes the override and the built-in rules apply again. */
  category?: InputMaybe<SourceCategory>;
  /** A host name such as reddit.com or docs.acme.io (a pasted URL is reduced to its host). */
  domain: Scalars['String']['input'];
};

export type SetSourceCategoryPayload = {
  __typename?: 'SetSourceCategoryPayload';
  overrides: Array<SourceCategoryOverride>;
};

export type SetStatementStateInput = {
  state: StatementState;
  statementId: Scalars['ID']['input'];
};

export type SetStatementStatePayload = {
  __typename?: 'SetStatementStatePayload';
  statement: InboxStatement;
};

/** What a new account has set up: the overview shows the steps until every required one is done. */
export type SetupChecklist = {
  __typename?: 'SetupChecklist';
  /** Every required step is done. */
  complete: Scalars['Boolean']['output'];
  /** In order: BRAND, COMPETITORS, PROMPTS, FIRST_RUN, then the optional API_TOKEN and CRAWLER_LOG. */
  steps: Array<SetupStep>;
};

export type SetupStep = {
  __typename?: 'SetupStep';
  done: Scalars['Boolean']['output'];
  key: SetupStepKey;
  /** Optional steps never keep the checklist open. */
  optional: Scalars['Boolean']['output'];
};

/** A step of the overview's setup checklist. */
export type SetupStepKey =
  /** Optional: an API token exists (Settings). */
  | 'API_TOKEN'
  /** The brand and its website are set (Settings). */
  | 'BRAND'
  /** At least one competitor is tracked (Settings). */
  | 'COMPETITORS'
  /** Optional: crawler visits were sent or imported (Live Mentions). */
  | 'CRAWLER_LOG'
  /** A collection run has finished, or answers are stored. */
  | 'FIRST_RUN'
  /** At least one active prompt in a topic (Prompts). */
  | 'PROMPTS';

/**
 * How many of the answers behind a page filter's figures Sightline's simulated engine wrote (it answers for a
 * platform no vendor API key is configured for): figures over simulated answers are illustrative.
 */
export type SimulatedShare = {
  __typename?: 'SimulatedShare';
  /** Answers behind the figures: answered ones, as Metrics.answers counts them (failures, refusals and no answers left out). */
  answers: Scalars['Int']['output'];
  /** simulated ÷ answers × 100, one decimal; 0 without answers. */
  percent: Scalars['Float']['output'];
  /** Of them, answers the simulated engine wrote (Answer.simulated). */
  simulated: Scalars['Int']['output'];
};

export { SourceCategory };

/** The account's word on what a cited domain is. */
export type SourceCategoryOverride = {
  __typename?: 'SourceCategoryOverride';
  category: SourceCategory;
  /** Lower case, without www. */
  domain: Scalars['String']['output'];
};

export type SourceCount = {
  __typename?: 'SourceCount';
  /** The kind of site the URL's domain is. */
  category: SourceCategory;
  /** count ÷ all citations in the topic and window × 100. */
  citationShare: Scalars['Float']['output'];
  /** Answers in the window citing this URL. */
  count: Scalars['Int']['output'];
  domain: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/**
 * The Key Insight of Top Sources Analysis, computed from the account's measured citations: the most cited
 * domain under the overview's filter (its period, platforms and kind of prompt; the last 30 days when the
 * period is all time) and how its share moved against the period of equal length before.
 */
export type SourceInsight = {
  __typename?: 'SourceInsight';
  /** Citations of that domain's pages in the period. */
  citations: Scalars['Int']['output'];
  /** The most cited domain in the period. */
  domain: Scalars['String']['output'];
  /** Distinct domains cited in the period. */
  domains: Scalars['Int']['output'];
  from: Scalars['Date']['output'];
  /** The same domain's share in the period before; null when nothing was cited then. */
  previousShare?: Maybe<Scalars['Float']['output']>;
  /** citations ÷ totalCitations × 100, one decimal. */
  share: Scalars['Float']['output'];
  to: Scalars['Date']['output'];
  /** All citations in the period. */
  totalCitations: Scalars['Int']['output'];
};

/** What to do about a cited site, in words that fit the kind of site. */
export type SourceOutreach = {
  __typename?: 'SourceOutreach';
  /** The step, short: "Pitch forbes.com", "Answer questions on quora.com". */
  action: Scalars['String']['output'];
  /** Why and how, in one or two sentences. */
  advice: Scalars['String']['output'];
  kind: SourceOutreachKind;
};

/**
 * How to reach a cited site, by what kind of site it is: only a publication's editors are pitched; an
 * encyclopedia's article about the brand is made sure of (its facts sourced), a Q&A site or forum is taken part
 * in, a review site gets customers' reviews, and the brand's own page is improved.
 */
export type SourceOutreachKind =
  /** A Q&A site or forum: answer the questions where the category is discussed. */
  | 'ANSWER_QUESTIONS'
  /** A competitor's own site: answer the question on a page of the brand's. */
  | 'ANSWER_WITH_OWN_PAGE'
  /** An encyclopedia: make sure the facts on the brand's article are sourced and current. */
  | 'CHECK_ENCYCLOPEDIA_ARTICLE'
  /** A review site: ask customers for reviews and answer them. */
  | 'GATHER_REVIEWS'
  /** The brand's own page, or its page on another site: make it answer the question. */
  | 'IMPROVE_OWN_PAGE'
  /** Documentation, code or public sites: offer what the page can cite. */
  | 'OFFER_REFERENCE'
  /** A publication (editorial or other): pitch its editors. */
  | 'PITCH'
  /** A site where anyone publishes (social, video, blogging platforms): publish there. */
  | 'PUBLISH_THERE';

export type StartCollectionRunPayload = {
  __typename?: 'StartCollectionRunPayload';
  /** false when a run for today was already queued or running (this is that run). */
  created: Scalars['Boolean']['output'];
  run: CollectionRun;
};

export type StartGoogleOAuthInput = {
  /** GA4 or SEARCH_CONSOLE. */
  kind: IntegrationKind;
  /** The GA4 property id, or the Search Console property (https://example.com/ or sc-domain:example.com). */
  target: Scalars['String']['input'];
};

export type StartGoogleOAuthPayload = {
  __typename?: 'StartGoogleOAuthPayload';
  /** Google's consent page: send the browser there; Google sends it back to PUBLIC_URL/api/integrations/google/callback. */
  url: Scalars['String']['output'];
};

/**
 * A statement about the brand or a tracked competitor as stored: the reading every figure counts (a reviewer's
 * correction where there is one) beside the analyzer's own.
 */
export type Statement = {
  __typename?: 'Statement';
  analyzerAspects: Array<Aspect>;
  /** The analyzer's own reading, kept up to date by re-analysis whatever a reviewer said. */
  analyzerPolarity: SentimentLabel;
  answerId: Scalars['ID']['output'];
  aspects: Array<Aspect>;
  /** The brand's own attributes it speaks of (Settings). */
  attributes: Array<Scalars['String']['output']>;
  /** The competitor it is about; null for the brand. */
  competitorId?: Maybe<Scalars['ID']['output']>;
  /** The competitor's name; null for the brand. */
  competitorName?: Maybe<Scalars['String']['output']>;
  correctedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who corrected it (their e-mail) and when; null when nobody did. */
  correctedBy?: Maybe<Scalars['String']['output']>;
  end: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  polarity: SentimentLabel;
  start: Scalars['Int']['output'];
  state: StatementState;
  /** The statement's words, verbatim, at [start, end) of the answer's text (UTF-16 offsets). */
  text: Scalars['String']['output'];
};

/** The newest negative statements about the brand under the page filter, newest answer first. */
export type StatementInbox = {
  __typename?: 'StatementInbox';
  edges: Array<InboxStatementEdge>;
  /** Of those, the ones still NEW. */
  newCount: Scalars['Int']['output'];
  pageInfo: AnswersPageInfo;
  /** Statements matching the inbox's filter. */
  totalCount: Scalars['Int']['output'];
};

/** What the brand's staff made of a statement in the inbox. */
export type StatementState =
  /** Not worth acting on (a misreading, or an answer nobody sees). */
  | 'IGNORED'
  /** Someone should act on it: correct a page, answer a review, reach out to a source. */
  | 'NEEDS_ACTION'
  /** Not looked at yet. */
  | 'NEW'
  /** Read; nothing to do. */
  | 'REVIEWED';

/** What suggestBrandFacts read from the website. */
export type SuggestBrandFactsPayload = {
  __typename?: 'SuggestBrandFactsPayload';
  /** The facts read from the website and stored as SUGGESTED (new ones, or suggestions read again). */
  facts: Array<BrandFact>;
  /** Why the website was not read (fetching is off, no website set, the page could not be fetched); null when it was. */
  notRead?: Maybe<Scalars['String']['output']>;
};

export type SuggestCompetitorsInput = {
  companyName: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};

export type SuggestCompetitorsPayload = {
  __typename?: 'SuggestCompetitorsPayload';
  /** At most 5; empty when no AI provider is configured (the visitor types them). */
  competitors: Array<Scalars['String']['output']>;
};

export type SuggestKeywordsInput = {
  companyName: Scalars['String']['input'];
  competitors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** When given, its homepage's title, description and headings suggest the topics. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type SuggestKeywordsPayload = {
  __typename?: 'SuggestKeywordsPayload';
  /** Search topics (at most 10): category terms, never the company's own name; empty when none can be found. */
  keywords: Array<Scalars['String']['output']>;
};

export type SuggestPromptsInput = {
  companyName: Scalars['String']['input'];
  competitors?: InputMaybe<Array<Scalars['String']['input']>>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type SuggestPromptsPayload = {
  __typename?: 'SuggestPromptsPayload';
  /** At least 10: first unbranded category questions about the topics (8 when a topic is known), then at most three that name the company unless too few unbranded ones can be written. */
  prompts: Array<Scalars['String']['output']>;
};

export type SuggestWebsiteInput = {
  companyName: Scalars['String']['input'];
};

export type SuggestWebsitePayload = {
  __typename?: 'SuggestWebsitePayload';
  /** A likely homepage for the company, or null when none can be guessed. */
  website?: Maybe<Scalars['String']['output']>;
};

/** Where an answer was read (issue 61). */
export type Surface =
  /** The platform's API: what a developer's call returns. */
  | 'API'
  /**
   * The page the platform's consumer app shows people (ChatGPT's, Perplexity's or Gemini's app through a
   * scraping provider; Google's AI Overview and AI Mode, always).
   */
  | 'APP';

/**
 * One platform's app against its API: the prompts both surfaces answered on the same day (same sample), in
 * the page filter. A pair is an API answer and an APP answer, both answered (OK).
 */
export type SurfaceDivergence = {
  __typename?: 'SurfaceDivergence';
  /** The brand's visibility over the pairs' API answers. */
  apiVisibility: SurfaceRate;
  /** The brand's visibility over the pairs' APP answers. */
  appVisibility: SurfaceRate;
  /**
   * Mean over the pairs citing anything of the domains both cite ÷ the domains either cites × 100 (Jaccard);
   * null when no pair cites a page.
   */
  citedDomainOverlap?: Maybe<Scalars['Float']['output']>;
  pairs: Scalars['Int']['output'];
  /** Pairs in which either answer cites a page: what citedDomainOverlap is the mean of. */
  pairsWithSources: Scalars['Int']['output'];
  platform: Platform;
  /** Pairs whose two answers agree on whether the brand is named (both do or neither does) ÷ pairs × 100. */
  visibilityAgreement: SurfaceRate;
};

/** A share in percent with its 95 % Wilson interval; null figures when there is nothing to count. */
export type SurfaceRate = {
  __typename?: 'SurfaceRate';
  high?: Maybe<Scalars['Float']['output']>;
  low?: Maybe<Scalars['Float']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

export type SyncIntegrationInput = {
  kind: IntegrationKind;
};

export type SyncIntegrationPayload = {
  __typename?: 'SyncIntegrationPayload';
  integration: Integration;
};

export type TestAlertWebhookPayload = {
  __typename?: 'TestAlertWebhookPayload';
  delivery: AlertDelivery;
};

/** A stretch of a text: UTF-16 offsets, end exclusive. */
export type TextRange = {
  __typename?: 'TextRange';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
};

/**
 * What answers in the period say about the brand on one aspect: its statements (sentences, list items, table
 * rows about the brand), their polarity, quotes, the competitors' statements on it and the pages behind a bad
 * story. answers(filter: { statementAspect }) lists its answers (the count is `answers`).
 */
export type Theme = {
  __typename?: 'Theme';
  /** Answered (OK) answers holding at least one of them. */
  answers: Scalars['Int']['output'];
  aspect: Aspect;
  /** netSentiment now − in the previous period of equal length (points); null for all time or without statements then. */
  change?: Maybe<Scalars['Float']['output']>;
  /** Each tracked competitor with statements on this aspect, most statements first. */
  competitors: Array<ThemeCompetitor>;
  label: Scalars['String']['output'];
  negative: Scalars['Int']['output'];
  netSentiment: NetSentiment;
  neutral: Scalars['Int']['output'];
  positive: Scalars['Int']['output'];
  /** The newest statements on this aspect (1–50), negative first when polarity is not given. */
  quotes: Array<Quote>;
  /** The pages over-represented in the answers speaking negatively of the brand on it, highest lift first (at most 10). */
  sources: Array<ThemeSource>;
  /** Statements about the brand on this aspect. */
  statements: Scalars['Int']['output'];
  /** Each day of the period with statements about the brand on this aspect, oldest first. */
  trend: Array<ThemeDay>;
};


/**
 * What answers in the period say about the brand on one aspect: its statements (sentences, list items, table
 * rows about the brand), their polarity, quotes, the competitors' statements on it and the pages behind a bad
 * story. answers(filter: { statementAspect }) lists its answers (the count is `answers`).
 */
export type ThemeQuotesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  polarity?: InputMaybe<SentimentLabel>;
};

/** A competitor's statements on a theme's aspect, in the same answers' period. */
export type ThemeCompetitor = {
  __typename?: 'ThemeCompetitor';
  competitorId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  netSentiment: NetSentiment;
  statements: Scalars['Int']['output'];
};

/** One day of a theme: the brand's statements on the aspect in that day's answers. */
export type ThemeDay = {
  __typename?: 'ThemeDay';
  date: Scalars['Date']['output'];
  negative: Scalars['Int']['output'];
  /** (positive − negative) ÷ statements × 100 that day. */
  netSentiment: Scalars['Float']['output'];
  positive: Scalars['Int']['output'];
  statements: Scalars['Int']['output'];
};

/**
 * A cited page over-represented in the answers whose statements about the brand on the theme's aspect are
 * negative: cited by at least Narrative.minSourceAnswers of them, and more often there than in the period's
 * other answered (OK) answers.
 */
export type ThemeSource = {
  __typename?: 'ThemeSource';
  /** Answers with a negative statement about the brand on the aspect that cite it. */
  answers: Scalars['Int']['output'];
  domain: Scalars['String']['output'];
  /**
   * Its share of those answers ÷ its share of every answered answer in the filter (1: cited as often as
   * anywhere; 2: twice as often).
   */
  lift: Scalars['Float']['output'];
  url: Scalars['String']['output'];
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

export type Topic = {
  __typename?: 'Topic';
  id: Scalars['ID']['output'];
  /** This topic's figures under these arguments when any is given, else under the filter topic() was given (defaults as there). */
  metrics: Metrics;
  name: Scalars['String']['output'];
  /**
   * Active prompts in this topic of this kind; without one, of the kind topic() was given (all prompts when it
   * was given none, as `topics` lists them).
   */
  promptCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};


export type TopicMetricsArgs = {
  period?: InputMaybe<PeriodInput>;
  platforms?: InputMaybe<Array<Platform>>;
  promptKind?: InputMaybe<PromptKindFilter>;
};


export type TopicPromptCountArgs = {
  promptKind?: InputMaybe<PromptKindFilter>;
};

export type TopicShare = {
  __typename?: 'TopicShare';
  name: Scalars['String']['output'];
  /** Rounded share of all impressions (aggregate excluded) over the period. */
  percentage: Scalars['Int']['output'];
  topic: Topic;
};

export type UpdateAlertRuleInput = {
  enabled: Scalars['Boolean']['input'];
  kind: AlertKind;
  threshold: Scalars['Float']['input'];
};

export type UpdateAlertRulePayload = {
  __typename?: 'UpdateAlertRulePayload';
  rule: AlertRule;
};

export type UpdateAlertSettingsInput = {
  emailAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  weeklyDigest?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateAlertSettingsPayload = {
  __typename?: 'UpdateAlertSettingsPayload';
  settings: AlertSettings;
};

export type UpdateBrandInput = {
  /** Other names the brand goes by in answers (at most 10, each 1–60 characters). */
  aliases: Array<Scalars['String']['input']>;
  /** What the brand is (at most 300 characters); omitted keeps the stored one, null or blank clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1–80 characters. */
  name: Scalars['String']['input'];
  /**
   * What the brand is not (at most 20 lines, each 1–80 characters, no repeats in any casing); omitted or null
   * keeps the stored list.
   */
  notThis?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An http(s) address, or null to clear it. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateBrandPayload = {
  __typename?: 'UpdateBrandPayload';
  brand: Brand;
};

/** At most 50 distinct, non-empty questions of at most 300 characters each. */
export type UpdateCanaryPromptsInput = {
  questions: Array<Scalars['String']['input']>;
};

export type UpdateCanaryPromptsPayload = {
  __typename?: 'UpdateCanaryPromptsPayload';
  canaryPrompts: CanaryPrompts;
};

export type UpdateCollectionSettingsInput = {
  /** Platforms also asked through their consumer app: ChatGPT, Perplexity or Gemini; [] for none; absent keeps them. */
  appPlatforms?: InputMaybe<Array<Platform>>;
  /** ISO 3166-1 alpha-2 country code (any casing), e.g. GB; anything else is refused (BAD_USER_INPUT). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** ISO 639-1 language code (any casing), e.g. de; anything else is refused (BAD_USER_INPUT). */
  language?: InputMaybe<Scalars['String']['input']>;
  platforms?: InputMaybe<Array<Platform>>;
  samplesPerPrompt?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateCollectionSettingsPayload = {
  __typename?: 'UpdateCollectionSettingsPayload';
  settings: CollectionSettings;
};

export type UpdateSamplingSettingsInput = {
  /** 0.1–50 points; null clears the target; left out keeps it. */
  headlineHalfWidth?: InputMaybe<Scalars['Float']['input']>;
  /** 1–10, at least minSamplesPerDay; left out (or null) keeps it. */
  maxSamplesPerDay?: InputMaybe<Scalars['Int']['input']>;
  /** 1–10, at most maxSamplesPerDay; left out (or null) keeps it. */
  minSamplesPerDay?: InputMaybe<Scalars['Int']['input']>;
  /** 0–1,000,000 US dollars; null clears the budget; left out keeps it. */
  monthlyBudgetUsd?: InputMaybe<Scalars['Float']['input']>;
  /** 0.1–50 points; null clears the target; left out keeps it. */
  promptHalfWidth?: InputMaybe<Scalars['Float']['input']>;
};

export type UpdateSamplingSettingsPayload = {
  __typename?: 'UpdateSamplingSettingsPayload';
  /** The plan the new settings give. */
  plan: SamplingPlan;
  settings: SamplingSettings;
};

export type UpdateWorkspaceInput = {
  /** Omitted keeps the setting. */
  actionCenter?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1–80 characters; omitted keeps the name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWorkspacePayload = {
  __typename?: 'UpdateWorkspacePayload';
  workspace: Workspace;
};

/**
 * What is kept of what the vendor sent for an answer (issue 61): its raw payload (JSON) and, when the provider
 * gives one, the page's HTML, compressed; kept EVIDENCE_RETENTION_DAYS days. The page is a third party's:
 * open it only through htmlUrl, which serves it sandboxed (no scripts, no access to this app).
 */
export type VendorEvidence = {
  __typename?: 'VendorEvidence';
  hasHtml: Scalars['Boolean']['output'];
  hasRawPayload: Scalars['Boolean']['output'];
  /** Size of the page as sent, in bytes (0 when none). */
  htmlBytes: Scalars['Int']['output'];
  /** GET with the same credentials: the page, served as untrusted content. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  /** Size of the payload as sent, in bytes (0 when none). */
  rawBytes: Scalars['Int']['output'];
  /** GET with the same credentials: the payload as a JSON download. */
  rawUrl?: Maybe<Scalars['String']['output']>;
  storedAt: Scalars['DateTime']['output'];
  /** Bytes stored for both, compressed. */
  storedBytes: Scalars['Int']['output'];
};

/** The signed-in account; every other field of the API is scoped to it. */
export type Viewer = {
  __typename?: 'Viewer';
  brand?: Maybe<Brand>;
  /**
   * Every brand the signed-in person can open (the switcher's list), oldest membership first: of a workspace
   * whose membership is limited to some brands, those only.
   */
  brands: Array<MemberBrand>;
  flags: AccountFlags;
  /** Whether the account still needs onboarding (the seeded demo and fund accounts do not). */
  onboarding: OnboardingState;
  /** AI platforms this account's prompts are asked on. */
  platforms: Array<Platform>;
  profile: Profile;
  /** The latest re-analysis of the answer history; null when there has been none. */
  reanalysis?: Maybe<Reanalysis>;
  /** The signed-in person's role in the active brand's workspace. */
  role: MemberRole;
  /** The overview's setup checklist. */
  setup: SetupChecklist;
  variant: DashboardVariant;
  workspace: Workspace;
};

/**
 * How a visibility figure is computed. POOLED: impressions ÷ answers × 100, every answer weighing the same.
 * PROMPT_MEAN: the mean of the per-prompt rates (impressions ÷ answers of each prompt on each platform and day)
 * × 100, each prompt weighing the same per day; used whenever a day's prompts were asked unequal samples
 * (adaptive sampling), so a prompt asked more often does not weigh more. Counts (impressions, answers) stay raw.
 */
export type VisibilityBasis =
  | 'POOLED'
  | 'PROMPT_MEAN';

/**
 * Visibility on the latest collection day with its 95 % Wilson score interval (impressions of answers;
 * failures excluded), and whether it changed significantly from the previous collection day (the two
 * intervals do not overlap).
 */
export type VisibilityInterval = {
  __typename?: 'VisibilityInterval';
  answers: Scalars['Int']['output'];
  /**
   * How the latest day's visibility and interval are computed: POOLED (Wilson interval) or PROMPT_MEAN (the mean
   * ± 1.96 × the standard error of a mean of proportions, each with one success and one failure added).
   */
  basis: VisibilityBasis;
  day?: Maybe<Scalars['Date']['output']>;
  failures: Scalars['Int']['output'];
  /** Upper bound of the 95 % interval (Wilson, or the mean's), 0–100; null without answers. */
  high?: Maybe<Scalars['Float']['output']>;
  impressions: Scalars['Int']['output'];
  /** Lower bound of the 95 % interval (Wilson, or the mean's), 0–100; null without answers. */
  low?: Maybe<Scalars['Float']['output']>;
  previousDay?: Maybe<Scalars['Date']['output']>;
  previousHigh?: Maybe<Scalars['Float']['output']>;
  previousLow?: Maybe<Scalars['Float']['output']>;
  previousVisibility?: Maybe<Scalars['Float']['output']>;
  /** true when the two days' intervals do not overlap. */
  significantChange: Scalars['Boolean']['output'];
  /**
   * impressions / answers × 100; null without answers. On a day whose prompts were asked unequal samples, the
   * mean of the per-prompt rates (basis PROMPT_MEAN).
   */
  visibility?: Maybe<Scalars['Float']['output']>;
};

export type VisibilityStatus =
  | 'GREAT'
  | 'MEDIUM'
  | 'POOR';

export { WebhookFormat };

/** One reading explained. */
export type WhyLine = {
  __typename?: 'WhyLine';
  /** A reviewer's correction decides this reading (text names who). */
  corrected: Scalars['Boolean']['output'];
  /**
   * The id of the rule (or judge) that decided it, e.g. excluded-sense or judge; null where a reviewer decided, or
   * where there was no name to read.
   */
  ruleId?: Maybe<Scalars['String']['output']>;
  /** What was read: the brand's or a competitor's name, Position or Sentiment. */
  subject: Scalars['String']['output'];
  /** The reading in plain words, e.g. “‘Mercury’ read as a place or a planet …: rule place-or-sky-next.” */
  text: Scalars['String']['output'];
};

/** The workspace holding the active brand. */
export type Workspace = {
  __typename?: 'Workspace';
  /**
   * Whether the Action Center's tools are turned on for the workspace's brands (an OWNER or ADMIN turns it on
   * in Settings; ACTION_CENTER_DEFAULT sets it for new workspaces). A blocked account stays NOT_AVAILABLE.
   */
  actionCenter: Scalars['Boolean']['output'];
  /** Its brands the signed-in person can open, oldest first (the invite form's choice). */
  brands: Array<WorkspaceBrand>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A brand of the workspace, as a membership or an invitation names it. */
export type WorkspaceBrand = {
  __typename?: 'WorkspaceBrand';
  id: Scalars['ID']['output'];
  /** Null until the brand's onboarding names it. */
  name?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptInvitationPayload: ResolverTypeWrapper<AcceptInvitationPayload>;
  AccountFlags: ResolverTypeWrapper<AccountFlags>;
  ActionCenterAvailability: ActionCenterAvailability;
  ActionCenterStatus: ResolverTypeWrapper<ActionCenterStatus>;
  ActionChecklist: ResolverTypeWrapper<ActionChecklist>;
  AddPromptInput: AddPromptInput;
  AddPromptPayload: ResolverTypeWrapper<AddPromptPayload>;
  AiSessionsDay: ResolverTypeWrapper<AiSessionsDay>;
  AiSessionsRow: ResolverTypeWrapper<AiSessionsRow>;
  AiSessionsTrend: ResolverTypeWrapper<AiSessionsTrend>;
  AlertAnswers: ResolverTypeWrapper<AlertAnswers>;
  AlertChannel: AlertChannel;
  AlertDelivery: ResolverTypeWrapper<AlertDelivery>;
  AlertDeliveryPurpose: AlertDeliveryPurpose;
  AlertEmailConfirmation: ResolverTypeWrapper<AlertEmailConfirmation>;
  AlertEmailConfirmationStatus: AlertEmailConfirmationStatus;
  AlertEvent: ResolverTypeWrapper<AlertEvent>;
  AlertEventPage: ResolverTypeWrapper<AlertEventPage>;
  AlertKind: AlertKind;
  AlertRule: ResolverTypeWrapper<AlertRule>;
  AlertSettings: ResolverTypeWrapper<AlertSettings>;
  AlertWebhook: ResolverTypeWrapper<WebhookRow>;
  AlertWebhookInput: AlertWebhookInput;
  AnalysisAccuracy: ResolverTypeWrapper<AnswerAccuracyModel>;
  Annotation: ResolverTypeWrapper<Annotation>;
  AnnotationKind: AnnotationKind;
  Answer: ResolverTypeWrapper<AnswerModel>;
  AnswerCompetitor: ResolverTypeWrapper<AnswerCompetitor>;
  AnswerConnection: ResolverTypeWrapper<Omit<AnswerConnection, 'edges'> & { edges: Array<ResolversTypes['AnswerEdge']> }>;
  AnswerCorrection: ResolverTypeWrapper<AnswerCorrection>;
  AnswerEdge: ResolverTypeWrapper<Omit<AnswerEdge, 'node'> & { node: ResolversTypes['Answer'] }>;
  AnswerEvidence: ResolverTypeWrapper<AnswerEvidence>;
  AnswerGap: ResolverTypeWrapper<AnswerGap>;
  AnswerMention: ResolverTypeWrapper<AnswerMention>;
  AnswerReviewPayload: ResolverTypeWrapper<Omit<AnswerReviewPayload, 'answer'> & { answer: ResolversTypes['Answer'] }>;
  AnswerSource: ResolverTypeWrapper<AnswerSource>;
  AnswerStatus: AnswerStatus;
  AnswerWhy: ResolverTypeWrapper<AnswerWhy>;
  AnswersFilter: AnswersFilter;
  AnswersPageInfo: ResolverTypeWrapper<AnswersPageInfo>;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  ApiTokenScope: ApiTokenScope;
  ArchivePromptInput: ArchivePromptInput;
  ArchivePromptPayload: ResolverTypeWrapper<ArchivePromptPayload>;
  ArchiveTopicInput: ArchiveTopicInput;
  ArchiveTopicPayload: ResolverTypeWrapper<ArchiveTopicPayload>;
  AskPromptNowInput: AskPromptNowInput;
  Aspect: Aspect;
  AttributeFigure: ResolverTypeWrapper<AttributeFigure>;
  AttributeWords: ResolverTypeWrapper<AttributeWords>;
  AttributeWordsInput: AttributeWordsInput;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  BingGroundingQueries: ResolverTypeWrapper<BingGroundingQueries>;
  BingGroundingQuery: ResolverTypeWrapper<BingGroundingQuery>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandModel>;
  BrandAttribute: ResolverTypeWrapper<BrandAttribute>;
  BrandAttributeInput: BrandAttributeInput;
  BrandFact: ResolverTypeWrapper<BrandFactRow>;
  BrandFactAliases: ResolverTypeWrapper<BrandFactAliases>;
  BrandFactAliasesInput: BrandFactAliasesInput;
  BrandFactKind: BrandFactKind;
  BrandFactStatus: BrandFactStatus;
  BrandPlatformVisibility: ResolverTypeWrapper<BrandPlatformVisibility>;
  BrandRanking: ResolverTypeWrapper<BrandRanking>;
  CanaryPrompts: ResolverTypeWrapper<CanaryPrompts>;
  CategoryCitations: ResolverTypeWrapper<CategoryCitations>;
  ChangeImpact: ResolverTypeWrapper<ChangeImpactModel>;
  ChangeImpactPoint: ResolverTypeWrapper<ChangeImpactPoint>;
  ChangeImpactStatus: ChangeImpactStatus;
  ChangeMemberBrandsInput: ChangeMemberBrandsInput;
  ChangeMemberBrandsPayload: ResolverTypeWrapper<ChangeMemberBrandsPayload>;
  ChangeMemberRoleInput: ChangeMemberRoleInput;
  ChangeMemberRolePayload: ResolverTypeWrapper<ChangeMemberRolePayload>;
  ClaimCheck: ResolverTypeWrapper<ClaimCheck>;
  ClaimFlag: ResolverTypeWrapper<ClaimFlag>;
  ClaimKind: ClaimKind;
  ClaimRate: ResolverTypeWrapper<ClaimRate>;
  ClaimSource: ResolverTypeWrapper<ClaimSource>;
  ClearCorrectionInput: ClearCorrectionInput;
  CollectionRun: ResolverTypeWrapper<CollectionRun>;
  CollectionRunStatus: CollectionRunStatus;
  CollectionRunTrigger: CollectionRunTrigger;
  CollectionSettings: ResolverTypeWrapper<CollectionSettingsModel>;
  ComparedPage: ResolverTypeWrapper<ComparedPage>;
  ComparisonPages: ResolverTypeWrapper<ComparisonPages>;
  Competitive: ResolverTypeWrapper<CompetitiveScope>;
  CompetitiveBrand: ResolverTypeWrapper<CompetitiveBrand>;
  CompetitivePoint: ResolverTypeWrapper<CompetitivePoint>;
  CompetitiveSeries: ResolverTypeWrapper<CompetitiveSeries>;
  Competitor: ResolverTypeWrapper<Competitor>;
  CompetitorRanking: ResolverTypeWrapper<CompetitorRanking>;
  CompetitorRankings: ResolverTypeWrapper<CompetitorRankings>;
  CompleteOnboardingInput: CompleteOnboardingInput;
  CompleteOnboardingPayload: ResolverTypeWrapper<Omit<CompleteOnboardingPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  ConfirmAlertEmailPayload: ResolverTypeWrapper<ConfirmAlertEmailPayload>;
  ConfirmAnswerInput: ConfirmAnswerInput;
  ConfirmBrandFactInput: ConfirmBrandFactInput;
  ConfirmBrandFactPayload: ResolverTypeWrapper<Omit<ConfirmBrandFactPayload, 'fact'> & { fact: ResolversTypes['BrandFact'] }>;
  ConnectGoogleAnalyticsInput: ConnectGoogleAnalyticsInput;
  ConnectIntegrationPayload: ResolverTypeWrapper<ConnectIntegrationPayload>;
  ConnectSearchConsoleInput: ConnectSearchConsoleInput;
  ContentGenerator: ContentGenerator;
  ContentLevel: ContentLevel;
  ContentScores: ResolverTypeWrapper<ContentScores>;
  CorrectAnswerInput: CorrectAnswerInput;
  CorrectFactClaimInput: CorrectFactClaimInput;
  CorrectFactClaimPayload: ResolverTypeWrapper<Omit<CorrectFactClaimPayload, 'claim'> & { claim: ResolversTypes['FactClaim'] }>;
  CorrectStatementInput: CorrectStatementInput;
  CorrectStatementPayload: ResolverTypeWrapper<CorrectStatementPayload>;
  CrawlerActivity: ResolverTypeWrapper<CrawlerActivity>;
  CrawlerIpRangeList: ResolverTypeWrapper<CrawlerIpRangeList>;
  CrawlerProviderCount: ResolverTypeWrapper<CrawlerProviderCount>;
  CrawlerPurpose: CrawlerPurpose;
  CrawlerVerification: CrawlerVerification;
  CrawlerVerificationMethod: CrawlerVerificationMethod;
  CrawlerVisit: ResolverTypeWrapper<CrawlerVisit>;
  CrawlerVisitConnection: ResolverTypeWrapper<CrawlerVisitConnection>;
  CrawlerVisitEdge: ResolverTypeWrapper<CrawlerVisitEdge>;
  CreateAlertWebhookInput: CreateAlertWebhookInput;
  CreateAlertWebhookPayload: ResolverTypeWrapper<Omit<CreateAlertWebhookPayload, 'webhook'> & { webhook: ResolversTypes['AlertWebhook'] }>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: ResolverTypeWrapper<CreateApiTokenPayload>;
  CreateBrandInput: CreateBrandInput;
  CreateBrandPayload: ResolverTypeWrapper<Omit<CreateBrandPayload, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  CreateTopicInput: CreateTopicInput;
  CreateTopicPayload: ResolverTypeWrapper<CreateTopicPayload>;
  DashboardVariant: DashboardVariant;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAlertWebhookPayload: ResolverTypeWrapper<DeleteAlertWebhookPayload>;
  DeleteBrandFactInput: DeleteBrandFactInput;
  DeleteBrandFactPayload: ResolverTypeWrapper<DeleteBrandFactPayload>;
  DeleteBrandInput: DeleteBrandInput;
  DeleteBrandPayload: ResolverTypeWrapper<DeleteBrandPayload>;
  DisconnectIntegrationInput: DisconnectIntegrationInput;
  DisconnectIntegrationPayload: ResolverTypeWrapper<DisconnectIntegrationPayload>;
  DomainCitations: ResolverTypeWrapper<DomainCitations>;
  EditPromptInput: EditPromptInput;
  EditPromptPayload: ResolverTypeWrapper<EditPromptPayload>;
  EngineProgress: ResolverTypeWrapper<EngineProgress>;
  EvidenceStorage: ResolverTypeWrapper<EvidenceStorage>;
  FactAccuracyDay: ResolverTypeWrapper<FactAccuracyDay>;
  FactCheck: ResolverTypeWrapper<FactCheckModel>;
  FactClaim: ResolverTypeWrapper<FactClaimModel>;
  FactClaimConnection: ResolverTypeWrapper<Omit<FactClaimConnection, 'edges'> & { edges: Array<ResolversTypes['FactClaimEdge']> }>;
  FactClaimEdge: ResolverTypeWrapper<Omit<FactClaimEdge, 'node'> & { node: ResolversTypes['FactClaim'] }>;
  FactClaimStatus: FactClaimStatus;
  FactClaimTally: ResolverTypeWrapper<FactClaimTally>;
  FactContradiction: ResolverTypeWrapper<FactContradiction>;
  FactFix: ResolverTypeWrapper<FactFix>;
  FactFixEmailInput: FactFixEmailInput;
  FactFixKind: FactFixKind;
  FactIssue: ResolverTypeWrapper<FactIssueModel>;
  FactIssueEffect: ResolverTypeWrapper<FactIssueEffect>;
  FactIssueState: FactIssueState;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FundCompetitorCount: ResolverTypeWrapper<FundCompetitorCount>;
  FundOverview: ResolverTypeWrapper<FundOverview>;
  FundPlatformShare: ResolverTypeWrapper<FundPlatformShare>;
  FundPrompt: ResolverTypeWrapper<FundPrompt>;
  FundPrompts: ResolverTypeWrapper<FundPrompts>;
  FundSourceCount: ResolverTypeWrapper<FundSourceCount>;
  FundTopicShare: ResolverTypeWrapper<FundTopicShare>;
  GapCompetitor: ResolverTypeWrapper<GapCompetitor>;
  GapPotential: GapPotential;
  GapSource: ResolverTypeWrapper<GapSource>;
  GenerateContentInput: GenerateContentInput;
  GenerateContentPayload: ResolverTypeWrapper<GenerateContentPayload>;
  GeneratedContent: ResolverTypeWrapper<GeneratedContent>;
  HeadToHead: ResolverTypeWrapper<HeadToHead>;
  HeadToHeadSide: ResolverTypeWrapper<HeadToHeadSide>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportBingAiPerformanceInput: ImportBingAiPerformanceInput;
  ImportBingAiPerformancePayload: ResolverTypeWrapper<ImportBingAiPerformancePayload>;
  ImportBrandFactsInput: ImportBrandFactsInput;
  ImportBrandFactsPayload: ResolverTypeWrapper<Omit<ImportBrandFactsPayload, 'facts'> & { facts: Array<ResolversTypes['BrandFact']> }>;
  ImpressionPoint: ResolverTypeWrapper<ImpressionPoint>;
  InboxStatement: ResolverTypeWrapper<InboxStatement>;
  InboxStatementEdge: ResolverTypeWrapper<InboxStatementEdge>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<Integration>;
  IntegrationKind: IntegrationKind;
  IntegrationStatus: IntegrationStatus;
  Invitation: ResolverTypeWrapper<Invitation>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreview>;
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: ResolverTypeWrapper<InviteMemberPayload>;
  KpiChange: ResolverTypeWrapper<KpiChange>;
  KpiChanges: ResolverTypeWrapper<KpiChanges>;
  LlmsTxtAnalysis: ResolverTypeWrapper<LlmsTxtAnalysis>;
  LlmsTxtFile: ResolverTypeWrapper<LlmsTxtFile>;
  LlmsTxtIssue: ResolverTypeWrapper<LlmsTxtIssue>;
  LlmsTxtIssueSeverity: LlmsTxtIssueSeverity;
  LlmsTxtScores: ResolverTypeWrapper<LlmsTxtScores>;
  LlmsTxtSection: ResolverTypeWrapper<LlmsTxtSection>;
  LogChangeInput: LogChangeInput;
  LogChangePayload: ResolverTypeWrapper<Omit<LogChangePayload, 'change'> & { change: ResolversTypes['LoggedChange'] }>;
  LoggedChange: ResolverTypeWrapper<LoggedChangeRow>;
  ManagedPrompt: ResolverTypeWrapper<ManagedPrompt>;
  ManagedTopic: ResolverTypeWrapper<ManagedTopic>;
  Member: ResolverTypeWrapper<Member>;
  MemberBrand: ResolverTypeWrapper<MemberBrand>;
  MemberRole: MemberRole;
  MetricDefinition: ResolverTypeWrapper<MetricDefinition>;
  Metrics: ResolverTypeWrapper<MetricsScope>;
  MovePromptInput: MovePromptInput;
  MovePromptPayload: ResolverTypeWrapper<MovePromptPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Narrative: ResolverTypeWrapper<NarrativeScope>;
  NetSentiment: ResolverTypeWrapper<NetSentiment>;
  NoiseBand: ResolverTypeWrapper<NoiseBand>;
  OnboardingState: ResolverTypeWrapper<OnboardingState>;
  OnboardingTopicInput: OnboardingTopicInput;
  OneRunAgreement: ResolverTypeWrapper<OneRunAgreement>;
  OutreachMessage: ResolverTypeWrapper<OutreachMessage>;
  Overview: ResolverTypeWrapper<MetricsScope>;
  PageCitations: ResolverTypeWrapper<PageCitations>;
  PageCrawls: ResolverTypeWrapper<PageCrawls>;
  PageFunnelRow: ResolverTypeWrapper<PageFunnelRow>;
  PageFunnelState: PageFunnelState;
  Period: ResolverTypeWrapper<Period>;
  PeriodInput: PeriodInput;
  PeriodPreset: PeriodPreset;
  Platform: Platform;
  PlatformBrandVisibility: ResolverTypeWrapper<PlatformBrandVisibility>;
  PlatformClaimTally: ResolverTypeWrapper<PlatformClaimTally>;
  PlatformShare: ResolverTypeWrapper<PlatformShare>;
  ProductCard: ResolverTypeWrapper<ProductCard>;
  ProductMerchant: ResolverTypeWrapper<ProductMerchant>;
  ProductRow: ResolverTypeWrapper<ProductRow>;
  ProductVisibility: ResolverTypeWrapper<ProductVisibility>;
  Profile: ResolverTypeWrapper<Profile>;
  PromptAnswerCount: ResolverTypeWrapper<PromptAnswerCount>;
  PromptAsk: ResolverTypeWrapper<Omit<PromptAsk, 'answers'> & { answers: Array<ResolversTypes['PromptAskAnswer']> }>;
  PromptAskAnswer: ResolverTypeWrapper<PromptAskAnswerModel>;
  PromptGrid: ResolverTypeWrapper<Omit<PromptGrid, 'rows'> & { rows: Array<ResolversTypes['PromptGridRow']> }>;
  PromptGridColumn: PromptGridColumn;
  PromptGridRow: ResolverTypeWrapper<PromptGridRowModel>;
  PromptGridSort: PromptGridSort;
  PromptGroup: ResolverTypeWrapper<PromptGroupModel>;
  PromptKind: PromptKind;
  PromptKindFilter: PromptKindFilter;
  PromptPlatformVisibility: ResolverTypeWrapper<PromptPlatformVisibility>;
  PromptSparkline: ResolverTypeWrapper<PromptSparkline>;
  PromptSparklines: ResolverTypeWrapper<PromptSparklines>;
  PromptVisibility: ResolverTypeWrapper<PromptVisibility>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Quote>;
  Reanalysis: ResolverTypeWrapper<Reanalysis>;
  ReanalysisState: ReanalysisState;
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: ResolverTypeWrapper<RemoveMemberPayload>;
  RenameTopicInput: RenameTopicInput;
  RenameTopicPayload: ResolverTypeWrapper<RenameTopicPayload>;
  Report: ResolverTypeWrapper<Report>;
  ReportCompetitor: ResolverTypeWrapper<ReportCompetitor>;
  ReportKindResults: ResolverTypeWrapper<ReportKindResults>;
  ReportPlatformResult: ResolverTypeWrapper<ReportPlatformResult>;
  ReportPrompt: ResolverTypeWrapper<ReportPrompt>;
  ReportPromptPlatform: ResolverTypeWrapper<ReportPromptPlatform>;
  ReportResults: ResolverTypeWrapper<ReportResults>;
  ReportSource: ResolverTypeWrapper<ReportSource>;
  ReportStatus: ReportStatus;
  ReportStatusInfo: ResolverTypeWrapper<ReportStatusInfo>;
  RequestReportInput: RequestReportInput;
  RequestReportPayload: ResolverTypeWrapper<RequestReportPayload>;
  ReviewItem: ResolverTypeWrapper<Omit<ReviewItem, 'answer'> & { answer: ResolversTypes['Answer'] }>;
  RevokeApiTokenInput: RevokeApiTokenInput;
  RevokeApiTokenPayload: ResolverTypeWrapper<RevokeApiTokenPayload>;
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: ResolverTypeWrapper<RevokeInvitationPayload>;
  SamplingCostLine: ResolverTypeWrapper<SamplingCostLine>;
  SamplingPlan: ResolverTypeWrapper<SamplingPlanModel>;
  SamplingPlanPrompt: ResolverTypeWrapper<SamplingPlanPrompt>;
  SamplingPlanPromptConnection: ResolverTypeWrapper<SamplingPlanPromptConnection>;
  SamplingPlanPromptEdge: ResolverTypeWrapper<SamplingPlanPromptEdge>;
  SamplingSettings: ResolverTypeWrapper<SamplingSettings>;
  SaveLlmsTxtInput: SaveLlmsTxtInput;
  SaveLlmsTxtPayload: ResolverTypeWrapper<SaveLlmsTxtPayload>;
  SearchQueryRow: ResolverTypeWrapper<SearchQueryRow>;
  SendFactFixInput: SendFactFixInput;
  SendFactFixPayload: ResolverTypeWrapper<Omit<SendFactFixPayload, 'issue'> & { issue: ResolversTypes['FactIssue'] }>;
  SendOutreachEmailInput: SendOutreachEmailInput;
  SendOutreachEmailPayload: ResolverTypeWrapper<SendOutreachEmailPayload>;
  SentimentLabel: SentimentLabel;
  SentimentPoint: ResolverTypeWrapper<SentimentPoint>;
  SetActionStepInput: SetActionStepInput;
  SetActionStepPayload: ResolverTypeWrapper<SetActionStepPayload>;
  SetBrandAttributesInput: SetBrandAttributesInput;
  SetBrandAttributesPayload: ResolverTypeWrapper<Omit<SetBrandAttributesPayload, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  SetBrandFactInput: SetBrandFactInput;
  SetBrandFactPayload: ResolverTypeWrapper<Omit<SetBrandFactPayload, 'fact'> & { fact: ResolversTypes['BrandFact'] }>;
  SetCompetitorsInput: SetCompetitorsInput;
  SetCompetitorsPayload: ResolverTypeWrapper<SetCompetitorsPayload>;
  SetPromptKindInput: SetPromptKindInput;
  SetPromptKindPayload: ResolverTypeWrapper<SetPromptKindPayload>;
  SetSourceCategoryInput: SetSourceCategoryInput;
  SetSourceCategoryPayload: ResolverTypeWrapper<SetSourceCategoryPayload>;
  SetStatementStateInput: SetStatementStateInput;
  SetStatementStatePayload: ResolverTypeWrapper<SetStatementStatePayload>;
  SetupChecklist: ResolverTypeWrapper<SetupChecklist>;
  SetupStep: ResolverTypeWrapper<SetupStep>;
  SetupStepKey: SetupStepKey;
  SimulatedShare: ResolverTypeWrapper<SimulatedShare>;
  SourceCategory: SourceCategory;
  SourceCategoryOverride: ResolverTypeWrapper<SourceCategoryOverride>;
  SourceCount: ResolverTypeWrapper<SourceCountModel>;
  SourceInsight: ResolverTypeWrapper<SourceInsight>;
  SourceOutreach: ResolverTypeWrapper<SourceOutreach>;
  SourceOutreachKind: SourceOutreachKind;
  StartCollectionRunPayload: ResolverTypeWrapper<StartCollectionRunPayload>;
  StartGoogleOAuthInput: StartGoogleOAuthInput;
  StartGoogleOAuthPayload: ResolverTypeWrapper<StartGoogleOAuthPayload>;
  Statement: ResolverTypeWrapper<Statement>;
  StatementInbox: ResolverTypeWrapper<StatementInbox>;
  StatementState: StatementState;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestBrandFactsPayload: ResolverTypeWrapper<Omit<SuggestBrandFactsPayload, 'facts'> & { facts: Array<ResolversTypes['BrandFact']> }>;
  SuggestCompetitorsInput: SuggestCompetitorsInput;
  SuggestCompetitorsPayload: ResolverTypeWrapper<SuggestCompetitorsPayload>;
  SuggestKeywordsInput: SuggestKeywordsInput;
  SuggestKeywordsPayload: ResolverTypeWrapper<SuggestKeywordsPayload>;
  SuggestPromptsInput: SuggestPromptsInput;
  SuggestPromptsPayload: ResolverTypeWrapper<SuggestPromptsPayload>;
  SuggestWebsiteInput: SuggestWebsiteInput;
  SuggestWebsitePayload: ResolverTypeWrapper<SuggestWebsitePayload>;
  Surface: Surface;
  SurfaceDivergence: ResolverTypeWrapper<SurfaceDivergence>;
  SurfaceRate: ResolverTypeWrapper<SurfaceRate>;
  SyncIntegrationInput: SyncIntegrationInput;
  SyncIntegrationPayload: ResolverTypeWrapper<SyncIntegrationPayload>;
  TestAlertWebhookPayload: ResolverTypeWrapper<TestAlertWebhookPayload>;
  TextRange: ResolverTypeWrapper<TextRange>;
  Theme: ResolverTypeWrapper<ThemeModel>;
  ThemeCompetitor: ResolverTypeWrapper<ThemeCompetitor>;
  ThemeDay: ResolverTypeWrapper<ThemeDay>;
  ThemeSource: ResolverTypeWrapper<ThemeSource>;
  TimeWindow: TimeWindow;
  Topic: ResolverTypeWrapper<TopicRow>;
  TopicShare: ResolverTypeWrapper<Omit<TopicShare, 'topic'> & { topic: ResolversTypes['Topic'] }>;
  UpdateAlertRuleInput: UpdateAlertRuleInput;
  UpdateAlertRulePayload: ResolverTypeWrapper<UpdateAlertRulePayload>;
  UpdateAlertSettingsInput: UpdateAlertSettingsInput;
  UpdateAlertSettingsPayload: ResolverTypeWrapper<UpdateAlertSettingsPayload>;
  UpdateBrandInput: UpdateBrandInput;
  UpdateBrandPayload: ResolverTypeWrapper<Omit<UpdateBrandPayload, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  UpdateCanaryPromptsInput: UpdateCanaryPromptsInput;
  UpdateCanaryPromptsPayload: ResolverTypeWrapper<UpdateCanaryPromptsPayload>;
  UpdateCollectionSettingsInput: UpdateCollectionSettingsInput;
  UpdateCollectionSettingsPayload: ResolverTypeWrapper<Omit<UpdateCollectionSettingsPayload, 'settings'> & { settings: ResolversTypes['CollectionSettings'] }>;
  UpdateSamplingSettingsInput: UpdateSamplingSettingsInput;
  UpdateSamplingSettingsPayload: ResolverTypeWrapper<Omit<UpdateSamplingSettingsPayload, 'plan'> & { plan: ResolversTypes['SamplingPlan'] }>;
  UpdateWorkspaceInput: UpdateWorkspaceInput;
  UpdateWorkspacePayload: ResolverTypeWrapper<Omit<UpdateWorkspacePayload, 'workspace'> & { workspace: ResolversTypes['Workspace'] }>;
  VendorEvidence: ResolverTypeWrapper<VendorEvidence>;
  Viewer: ResolverTypeWrapper<BrandScope>;
  VisibilityBasis: VisibilityBasis;
  VisibilityInterval: ResolverTypeWrapper<VisibilityInterval>;
  VisibilityStatus: VisibilityStatus;
  WebhookFormat: WebhookFormat;
  WhyLine: ResolverTypeWrapper<WhyLine>;
  Workspace: ResolverTypeWrapper<WorkspaceRow>;
  WorkspaceBrand: ResolverTypeWrapper<WorkspaceBrand>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptInvitationPayload: AcceptInvitationPayload;
  AccountFlags: AccountFlags;
  ActionCenterStatus: ActionCenterStatus;
  ActionChecklist: ActionChecklist;
  AddPromptInput: AddPromptInput;
  AddPromptPayload: AddPromptPayload;
  AiSessionsDay: AiSessionsDay;
  AiSessionsRow: AiSessionsRow;
  AiSessionsTrend: AiSessionsTrend;
  AlertAnswers: AlertAnswers;
  AlertDelivery: AlertDelivery;
  AlertEmailConfirmation: AlertEmailConfirmation;
  AlertEvent: AlertEvent;
  AlertEventPage: AlertEventPage;
  AlertRule: AlertRule;
  AlertSettings: AlertSettings;
  AlertWebhook: WebhookRow;
  AlertWebhookInput: AlertWebhookInput;
  AnalysisAccuracy: AnswerAccuracyModel;
  Annotation: Annotation;
  Answer: AnswerModel;
  AnswerCompetitor: AnswerCompetitor;
  AnswerConnection: Omit<AnswerConnection, 'edges'> & { edges: Array<ResolversParentTypes['AnswerEdge']> };
  AnswerCorrection: AnswerCorrection;
  AnswerEdge: Omit<AnswerEdge, 'node'> & { node: ResolversParentTypes['Answer'] };
  AnswerEvidence: AnswerEvidence;
  AnswerGap: AnswerGap;
  AnswerMention: AnswerMention;
  AnswerReviewPayload: Omit<AnswerReviewPayload, 'answer'> & { answer: ResolversParentTypes['Answer'] };
  AnswerSource: AnswerSource;
  AnswerWhy: AnswerWhy;
  AnswersFilter: AnswersFilter;
  AnswersPageInfo: AnswersPageInfo;
  ApiToken: ApiToken;
  ArchivePromptInput: ArchivePromptInput;
  ArchivePromptPayload: ArchivePromptPayload;
  ArchiveTopicInput: ArchiveTopicInput;
  ArchiveTopicPayload: ArchiveTopicPayload;
  AskPromptNowInput: AskPromptNowInput;
  AttributeFigure: AttributeFigure;
  AttributeWords: AttributeWords;
  AttributeWordsInput: AttributeWordsInput;
  AuditEntry: AuditEntry;
  BingGroundingQueries: BingGroundingQueries;
  BingGroundingQuery: BingGroundingQuery;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandModel;
  BrandAttribute: BrandAttribute;
  BrandAttributeInput: BrandAttributeInput;
  BrandFact: BrandFactRow;
  BrandFactAliases: BrandFactAliases;
  BrandFactAliasesInput: BrandFactAliasesInput;
  BrandPlatformVisibility: BrandPlatformVisibility;
  BrandRanking: BrandRanking;
  CanaryPrompts: CanaryPrompts;
  CategoryCitations: CategoryCitations;
  ChangeImpact: ChangeImpactModel;
  ChangeImpactPoint: ChangeImpactPoint;
  ChangeMemberBrandsInput: ChangeMemberBrandsInput;
  ChangeMemberBrandsPayload: ChangeMemberBrandsPayload;
  ChangeMemberRoleInput: ChangeMemberRoleInput;
  ChangeMemberRolePayload: ChangeMemberRolePayload;
  ClaimCheck: ClaimCheck;
  ClaimFlag: ClaimFlag;
  ClaimRate: ClaimRate;
  ClaimSource: ClaimSource;
  ClearCorrectionInput: ClearCorrectionInput;
  CollectionRun: CollectionRun;
  CollectionSettings: CollectionSettingsModel;
  ComparedPage: ComparedPage;
  ComparisonPages: ComparisonPages;
  Competitive: CompetitiveScope;
  CompetitiveBrand: CompetitiveBrand;
  CompetitivePoint: CompetitivePoint;
  CompetitiveSeries: CompetitiveSeries;
  Competitor: Competitor;
  CompetitorRanking: CompetitorRanking;
  CompetitorRankings: CompetitorRankings;
  CompleteOnboardingInput: CompleteOnboardingInput;
  CompleteOnboardingPayload: Omit<CompleteOnboardingPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  ConfirmAlertEmailPayload: ConfirmAlertEmailPayload;
  ConfirmAnswerInput: ConfirmAnswerInput;
  ConfirmBrandFactInput: ConfirmBrandFactInput;
  ConfirmBrandFactPayload: Omit<ConfirmBrandFactPayload, 'fact'> & { fact: ResolversParentTypes['BrandFact'] };
  ConnectGoogleAnalyticsInput: ConnectGoogleAnalyticsInput;
  ConnectIntegrationPayload: ConnectIntegrationPayload;
  ConnectSearchConsoleInput: ConnectSearchConsoleInput;
  ContentScores: ContentScores;
  CorrectAnswerInput: CorrectAnswerInput;
  CorrectFactClaimInput: CorrectFactClaimInput;
  CorrectFactClaimPayload: Omit<CorrectFactClaimPayload, 'claim'> & { claim: ResolversParentTypes['FactClaim'] };
  CorrectStatementInput: CorrectStatementInput;
  CorrectStatementPayload: CorrectStatementPayload;
  CrawlerActivity: CrawlerActivity;
  CrawlerIpRangeList: CrawlerIpRangeList;
  CrawlerProviderCount: CrawlerProviderCount;
  CrawlerVisit: CrawlerVisit;
  CrawlerVisitConnection: CrawlerVisitConnection;
  CrawlerVisitEdge: CrawlerVisitEdge;
  CreateAlertWebhookInput: CreateAlertWebhookInput;
  CreateAlertWebhookPayload: Omit<CreateAlertWebhookPayload, 'webhook'> & { webhook: ResolversParentTypes['AlertWebhook'] };
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: CreateApiTokenPayload;
  CreateBrandInput: CreateBrandInput;
  CreateBrandPayload: Omit<CreateBrandPayload, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  CreateTopicInput: CreateTopicInput;
  CreateTopicPayload: CreateTopicPayload;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAlertWebhookPayload: DeleteAlertWebhookPayload;
  DeleteBrandFactInput: DeleteBrandFactInput;
  DeleteBrandFactPayload: DeleteBrandFactPayload;
  DeleteBrandInput: DeleteBrandInput;
  DeleteBrandPayload: DeleteBrandPayload;
  DisconnectIntegrationInput: DisconnectIntegrationInput;
  DisconnectIntegrationPayload: DisconnectIntegrationPayload;
  DomainCitations: DomainCitations;
  EditPromptInput: EditPromptInput;
  EditPromptPayload: EditPromptPayload;
  EngineProgress: EngineProgress;
  EvidenceStorage: EvidenceStorage;
  FactAccuracyDay: FactAccuracyDay;
  FactCheck: FactCheckModel;
  FactClaim: FactClaimModel;
  FactClaimConnection: Omit<FactClaimConnection, 'edges'> & { edges: Array<ResolversParentTypes['FactClaimEdge']> };
  FactClaimEdge: Omit<FactClaimEdge, 'node'> & { node: ResolversParentTypes['FactClaim'] };
  FactClaimTally: FactClaimTally;
  FactContradiction: FactContradiction;
  FactFix: FactFix;
  FactFixEmailInput: FactFixEmailInput;
  FactIssue: FactIssueModel;
  FactIssueEffect: FactIssueEffect;
  Float: Scalars['Float']['output'];
  FundCompetitorCount: FundCompetitorCount;
  FundOverview: FundOverview;
  FundPlatformShare: FundPlatformShare;
  FundPrompt: FundPrompt;
  FundPrompts: FundPrompts;
  FundSourceCount: FundSourceCount;
  FundTopicShare: FundTopicShare;
  GapCompetitor: GapCompetitor;
  GapSource: GapSource;
  GenerateContentInput: GenerateContentInput;
  GenerateContentPayload: GenerateContentPayload;
  GeneratedContent: GeneratedContent;
  HeadToHead: HeadToHead;
  HeadToHeadSide: HeadToHeadSide;
  ID: Scalars['ID']['output'];
  ImportBingAiPerformanceInput: ImportBingAiPerformanceInput;
  ImportBingAiPerformancePayload: ImportBingAiPerformancePayload;
  ImportBrandFactsInput: ImportBrandFactsInput;
  ImportBrandFactsPayload: Omit<ImportBrandFactsPayload, 'facts'> & { facts: Array<ResolversParentTypes['BrandFact']> };
  ImpressionPoint: ImpressionPoint;
  InboxStatement: InboxStatement;
  InboxStatementEdge: InboxStatementEdge;
  Int: Scalars['Int']['output'];
  Integration: Integration;
  Invitation: Invitation;
  InvitationPreview: InvitationPreview;
  InviteMemberInput: InviteMemberInput;
  InviteMemberPayload: InviteMemberPayload;
  KpiChange: KpiChange;
  KpiChanges: KpiChanges;
  LlmsTxtAnalysis: LlmsTxtAnalysis;
  LlmsTxtFile: LlmsTxtFile;
  LlmsTxtIssue: LlmsTxtIssue;
  LlmsTxtScores: LlmsTxtScores;
  LlmsTxtSection: LlmsTxtSection;
  LogChangeInput: LogChangeInput;
  LogChangePayload: Omit<LogChangePayload, 'change'> & { change: ResolversParentTypes['LoggedChange'] };
  LoggedChange: LoggedChangeRow;
  ManagedPrompt: ManagedPrompt;
  ManagedTopic: ManagedTopic;
  Member: Member;
  MemberBrand: MemberBrand;
  MetricDefinition: MetricDefinition;
  Metrics: MetricsScope;
  MovePromptInput: MovePromptInput;
  MovePromptPayload: MovePromptPayload;
  Mutation: Record<PropertyKey, never>;
  Narrative: NarrativeScope;
  NetSentiment: NetSentiment;
  NoiseBand: NoiseBand;
  OnboardingState: OnboardingState;
  OnboardingTopicInput: OnboardingTopicInput;
  OneRunAgreement: OneRunAgreement;
  OutreachMessage: OutreachMessage;
  Overview: MetricsScope;
  PageCitations: PageCitations;
  PageCrawls: PageCrawls;
  PageFunnelRow: PageFunnelRow;
  Period: Period;
  PeriodInput: PeriodInput;
  PlatformBrandVisibility: PlatformBrandVisibility;
  PlatformClaimTally: PlatformClaimTally;
  PlatformShare: PlatformShare;
  ProductCard: ProductCard;
  ProductMerchant: ProductMerchant;
  ProductRow: ProductRow;
  ProductVisibility: ProductVisibility;
  Profile: Profile;
  PromptAnswerCount: PromptAnswerCount;
  PromptAsk: Omit<PromptAsk, 'answers'> & { answers: Array<ResolversParentTypes['PromptAskAnswer']> };
  PromptAskAnswer: PromptAskAnswerModel;
  PromptGrid: Omit<PromptGrid, 'rows'> & { rows: Array<ResolversParentTypes['PromptGridRow']> };
  PromptGridRow: PromptGridRowModel;
  PromptGridSort: PromptGridSort;
  PromptGroup: PromptGroupModel;
  PromptPlatformVisibility: PromptPlatformVisibility;
  PromptSparkline: PromptSparkline;
  PromptSparklines: PromptSparklines;
  PromptVisibility: PromptVisibility;
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  Reanalysis: Reanalysis;
  RemoveMemberInput: RemoveMemberInput;
  RemoveMemberPayload: RemoveMemberPayload;
  RenameTopicInput: RenameTopicInput;
  RenameTopicPayload: RenameTopicPayload;
  Report: Report;
  ReportCompetitor: ReportCompetitor;
  ReportKindResults: ReportKindResults;
  ReportPlatformResult: ReportPlatformResult;
  ReportPrompt: ReportPrompt;
  ReportPromptPlatform: ReportPromptPlatform;
  ReportResults: ReportResults;
  ReportSource: ReportSource;
  ReportStatusInfo: ReportStatusInfo;
  RequestReportInput: RequestReportInput;
  RequestReportPayload: RequestReportPayload;
  ReviewItem: Omit<ReviewItem, 'answer'> & { answer: ResolversParentTypes['Answer'] };
  RevokeApiTokenInput: RevokeApiTokenInput;
  RevokeApiTokenPayload: RevokeApiTokenPayload;
  RevokeInvitationInput: RevokeInvitationInput;
  RevokeInvitationPayload: RevokeInvitationPayload;
  SamplingCostLine: SamplingCostLine;
  SamplingPlan: SamplingPlanModel;
  SamplingPlanPrompt: SamplingPlanPrompt;
  SamplingPlanPromptConnection: SamplingPlanPromptConnection;
  SamplingPlanPromptEdge: SamplingPlanPromptEdge;
  SamplingSettings: SamplingSettings;
  SaveLlmsTxtInput: SaveLlmsTxtInput;
  SaveLlmsTxtPayload: SaveLlmsTxtPayload;
  SearchQueryRow: SearchQueryRow;
  SendFactFixInput: SendFactFixInput;
  SendFactFixPayload: Omit<SendFactFixPayload, 'issue'> & { issue: ResolversParentTypes['FactIssue'] };
  SendOutreachEmailInput: SendOutreachEmailInput;
  SendOutreachEmailPayload: SendOutreachEmailPayload;
  SentimentPoint: SentimentPoint;
  SetActionStepInput: SetActionStepInput;
  SetActionStepPayload: SetActionStepPayload;
  SetBrandAttributesInput: SetBrandAttributesInput;
  SetBrandAttributesPayload: Omit<SetBrandAttributesPayload, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  SetBrandFactInput: SetBrandFactInput;
  SetBrandFactPayload: Omit<SetBrandFactPayload, 'fact'> & { fact: ResolversParentTypes['BrandFact'] };
  SetCompetitorsInput: SetCompetitorsInput;
  SetCompetitorsPayload: SetCompetitorsPayload;
  SetPromptKindInput: SetPromptKindInput;
  SetPromptKindPayload: SetPromptKindPayload;
  SetSourceCategoryInput: SetSourceCategoryInput;
  SetSourceCategoryPayload: SetSourceCategoryPayload;
  SetStatementStateInput: SetStatementStateInput;
  SetStatementStatePayload: SetStatementStatePayload;
  SetupChecklist: SetupChecklist;
  SetupStep: SetupStep;
  SimulatedShare: SimulatedShare;
  SourceCategoryOverride: SourceCategoryOverride;
  SourceCount: SourceCountModel;
  SourceInsight: SourceInsight;
  SourceOutreach: SourceOutreach;
  StartCollectionRunPayload: StartCollectionRunPayload;
  StartGoogleOAuthInput: StartGoogleOAuthInput;
  StartGoogleOAuthPayload: StartGoogleOAuthPayload;
  Statement: Statement;
  StatementInbox: StatementInbox;
  String: Scalars['String']['output'];
  SuggestBrandFactsPayload: Omit<SuggestBrandFactsPayload, 'facts'> & { facts: Array<ResolversParentTypes['BrandFact']> };
  SuggestCompetitorsInput: SuggestCompetitorsInput;
  SuggestCompetitorsPayload: SuggestCompetitorsPayload;
  SuggestKeywordsInput: SuggestKeywordsInput;
  SuggestKeywordsPayload: SuggestKeywordsPayload;
  SuggestPromptsInput: SuggestPromptsInput;
  SuggestPromptsPayload: SuggestPromptsPayload;
  SuggestWebsiteInput: SuggestWebsiteInput;
  SuggestWebsitePayload: SuggestWebsitePayload;
  SurfaceDivergence: SurfaceDivergence;
  SurfaceRate: SurfaceRate;
  SyncIntegrationInput: SyncIntegrationInput;
  SyncIntegrationPayload: SyncIntegrationPayload;
  TestAlertWebhookPayload: TestAlertWebhookPayload;
  TextRange: TextRange;
  Theme: ThemeModel;
  ThemeCompetitor: ThemeCompetitor;
  ThemeDay: ThemeDay;
  ThemeSource: ThemeSource;
  Topic: TopicRow;
  TopicShare: Omit<TopicShare, 'topic'> & { topic: ResolversParentTypes['Topic'] };
  UpdateAlertRuleInput: UpdateAlertRuleInput;
  UpdateAlertRulePayload: UpdateAlertRulePayload;
  UpdateAlertSettingsInput: UpdateAlertSettingsInput;
  UpdateAlertSettingsPayload: UpdateAlertSettingsPayload;
  UpdateBrandInput: UpdateBrandInput;
  UpdateBrandPayload: Omit<UpdateBrandPayload, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  UpdateCanaryPromptsInput: UpdateCanaryPromptsInput;
  UpdateCanaryPromptsPayload: UpdateCanaryPromptsPayload;
  UpdateCollectionSettingsInput: UpdateCollectionSettingsInput;
  UpdateCollectionSettingsPayload: Omit<UpdateCollectionSettingsPayload, 'settings'> & { settings: ResolversParentTypes['CollectionSettings'] };
  UpdateSamplingSettingsInput: UpdateSamplingSettingsInput;
  UpdateSamplingSettingsPayload: Omit<UpdateSamplingSettingsPayload, 'plan'> & { plan: ResolversParentTypes['SamplingPlan'] };
  UpdateWorkspaceInput: UpdateWorkspaceInput;
  UpdateWorkspacePayload: Omit<UpdateWorkspacePayload, 'workspace'> & { workspace: ResolversParentTypes['Workspace'] };
  VendorEvidence: VendorEvidence;
  Viewer: BrandScope;
  VisibilityInterval: VisibilityInterval;
  WhyLine: WhyLine;
  Workspace: WorkspaceRow;
  WorkspaceBrand: WorkspaceBrand;
};

export type AcceptInvitationPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AcceptInvitationPayload'] = ResolversParentTypes['AcceptInvitationPayload']> = {
  brands?: Resolver<Array<ResolversTypes['MemberBrand']>, ParentType, ContextType>;
};

export type AccountFlagsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountFlags'] = ResolversParentTypes['AccountFlags']> = {
  actionCenter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ActionCenterStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionCenterStatus'] = ResolversParentTypes['ActionCenterStatus']> = {
  actionCenter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['ActionCenterAvailability'], ParentType, ContextType>;
};

export type ActionChecklistResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionChecklist'] = ResolversParentTypes['ActionChecklist']> = {
  completedStepIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddPromptPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddPromptPayload'] = ResolversParentTypes['AddPromptPayload']> = {
  prompt?: Resolver<ResolversTypes['ManagedPrompt'], ParentType, ContextType>;
};

export type AiSessionsDayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AiSessionsDay'] = ResolversParentTypes['AiSessionsDay']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  sessions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visibility?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AiSessionsRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AiSessionsRow'] = ResolversParentTypes['AiSessionsRow']> = {
  channelGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  engagedSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiSessionsTrendResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AiSessionsTrend'] = ResolversParentTypes['AiSessionsTrend']> = {
  analyticsConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  correlation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['AiSessionsDay']>, ParentType, ContextType>;
  daysCompared?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  syncedThrough?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AlertAnswersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertAnswers'] = ResolversParentTypes['AlertAnswers']> = {
  claimFact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimStatus?: Resolver<Maybe<ResolversTypes['FactClaimStatus']>, ParentType, ContextType>;
  claimValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  competitorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  competitorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['Platform']>, ParentType, ContextType>;
  promptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sourceDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statementAspect?: Resolver<Maybe<ResolversTypes['Aspect']>, ParentType, ContextType>;
  statementPolarity?: Resolver<Maybe<ResolversTypes['SentimentLabel']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  topicId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  topicSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type AlertChannelResolvers = EnumResolverSignature<{ EMAIL?: any, WEBHOOK?: any }, ResolversTypes['AlertChannel']>;

export type AlertDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertDelivery'] = ResolversParentTypes['AlertDelivery']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['AlertChannel'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['AlertDeliveryPurpose'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  webhookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AlertDeliveryPurposeResolvers = EnumResolverSignature<{ ALERTS?: any, DIGEST?: any, TEST?: any }, ResolversTypes['AlertDeliveryPurpose']>;

export type AlertEmailConfirmationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertEmailConfirmation'] = ResolversParentTypes['AlertEmailConfirmation']> = {
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AlertEmailConfirmationStatus'], ParentType, ContextType>;
};

export type AlertEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertEvent'] = ResolversParentTypes['AlertEvent']> = {
  answers?: Resolver<ResolversTypes['AlertAnswers'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  runId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlertEventPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertEventPage'] = ResolversParentTypes['AlertEventPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['AlertEvent']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AlertKindResolvers = EnumResolverSignature<{ COMPETITOR_OVERTAKE?: any, NEGATIVE_ANSWER?: any, NEGATIVE_THEME?: any, NET_SENTIMENT_DROP?: any, NEW_COMPETITOR_SOURCE?: any, RUN_FAILED?: any, SAMPLING_BUDGET_SPENT?: any, SURFACE_DIVERGENCE?: any, VISIBILITY_DROP?: any, WRONG_FACT?: any }, ResolversTypes['AlertKind']>;

export type AlertRuleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertRule'] = ResolversParentTypes['AlertRule']> = {
  defaultThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  integer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thresholdLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlertSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertSettings'] = ResolversParentTypes['AlertSettings']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailConfirmation?: Resolver<ResolversTypes['AlertEmailConfirmation'], ParentType, ContextType>;
  weeklyDigest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AlertWebhookResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlertWebhook'] = ResolversParentTypes['AlertWebhook']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['AlertDelivery']>, ParentType, ContextType, RequireFields<AlertWebhookDeliveriesArgs, 'first'>>;
  format?: Resolver<ResolversTypes['WebhookFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalysisAccuracyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnalysisAccuracy'] = ResolversParentTypes['AnalysisAccuracy']> = {
  claimReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimStatusAccuracy?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  claimStatusAgreed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  corrections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readVisible?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewedVisible?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentAccuracy?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sentimentAgreed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentCompared?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statementAspectF1?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  statementAspectsCompared?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statementPolarityAccuracy?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  statementPolarityAgreed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statementPolarityCompared?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statementReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibilityPrecision?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibilityRecall?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibleAgreed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnnotationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Annotation'] = ResolversParentTypes['Annotation']> = {
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AnnotationKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['Platform']>, ParentType, ContextType>;
  topicId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AnswerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Answer'] = ResolversParentTypes['Answer']> = {
  analyzer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collectedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['AnswerCompetitor']>, ParentType, ContextType>;
  correction?: Resolver<Maybe<ResolversTypes['AnswerCorrection']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evidence?: Resolver<Maybe<ResolversTypes['AnswerEvidence']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mentions?: Resolver<Array<ResolversTypes['AnswerMention']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promptKind?: Resolver<ResolversTypes['PromptKind'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searchQueries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sentimentLabel?: Resolver<Maybe<ResolversTypes['SentimentLabel']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['AnswerSource']>, ParentType, ContextType>;
  statements?: Resolver<Array<ResolversTypes['Statement']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnswerStatus'], ParentType, ContextType>;
  surface?: Resolver<ResolversTypes['Surface'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorEvidence?: Resolver<Maybe<ResolversTypes['VendorEvidence']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  why?: Resolver<Maybe<ResolversTypes['AnswerWhy']>, ParentType, ContextType>;
};

export type AnswerCompetitorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerCompetitor'] = ResolversParentTypes['AnswerCompetitor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnswerConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerConnection'] = ResolversParentTypes['AnswerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AnswerEdge']>, ParentType, ContextType>;
  failureCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noAnswerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  okCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AnswersPageInfo'], ParentType, ContextType>;
  refusalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnswerCorrectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerCorrection'] = ResolversParentTypes['AnswerCorrection']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  competitorIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sentimentLabel?: Resolver<Maybe<ResolversTypes['SentimentLabel']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type AnswerEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerEdge'] = ResolversParentTypes['AnswerEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Answer'], ParentType, ContextType>;
  snippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snippetMatches?: Resolver<Array<ResolversTypes['TextRange']>, ParentType, ContextType>;
};

export type AnswerEvidenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerEvidence'] = ResolversParentTypes['AnswerEvidence']> = {
  mention?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentiment?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnswerGapResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerGap'] = ResolversParentTypes['AnswerGap']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['GapCompetitor']>, ParentType, ContextType>;
  potential?: Resolver<ResolversTypes['GapPotential'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['GapSource']>, ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnswerMentionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerMention'] = ResolversParentTypes['AnswerMention']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnswerReviewPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerReviewPayload'] = ResolversParentTypes['AnswerReviewPayload']> = {
  answer?: Resolver<ResolversTypes['Answer'], ParentType, ContextType>;
};

export type AnswerSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerSource'] = ResolversParentTypes['AnswerSource']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnswerStatusResolvers = EnumResolverSignature<{ FAILED?: any, NO_ANSWER?: any, OK?: any, REFUSED?: any }, ResolversTypes['AnswerStatus']>;

export type AnswerWhyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswerWhy'] = ResolversParentTypes['AnswerWhy']> = {
  competitors?: Resolver<Array<ResolversTypes['WhyLine']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['WhyLine']>, ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['WhyLine']>, ParentType, ContextType>;
  visibility?: Resolver<Array<ResolversTypes['WhyLine']>, ParentType, ContextType>;
};

export type AnswersPageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AnswersPageInfo'] = ResolversParentTypes['AnswersPageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ApiTokenResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiTokenScope'], ParentType, ContextType>;
};

export type ApiTokenScopeResolvers = EnumResolverSignature<{ FULL?: any, READ?: any }, ResolversTypes['ApiTokenScope']>;

export type ArchivePromptPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArchivePromptPayload'] = ResolversParentTypes['ArchivePromptPayload']> = {
  prompt?: Resolver<ResolversTypes['ManagedPrompt'], ParentType, ContextType>;
};

export type ArchiveTopicPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArchiveTopicPayload'] = ResolversParentTypes['ArchiveTopicPayload']> = {
  topic?: Resolver<ResolversTypes['ManagedTopic'], ParentType, ContextType>;
};

export type AttributeFigureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AttributeFigure'] = ResolversParentTypes['AttributeFigure']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netSentiment?: Resolver<ResolversTypes['NetSentiment'], ParentType, ContextType>;
  neutral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeWordsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AttributeWords'] = ResolversParentTypes['AttributeWords']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BingGroundingQueriesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BingGroundingQueries'] = ResolversParentTypes['BingGroundingQueries']> = {
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['BingGroundingQuery']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BingGroundingQueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BingGroundingQuery'] = ResolversParentTypes['BingGroundingQuery']> = {
  citations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  aliases?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['BrandAttribute']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notThis?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandAttributeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandAttribute'] = ResolversParentTypes['BrandAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['AttributeWords']>, ParentType, ContextType>;
};

export type BrandFactResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandFact'] = ResolversParentTypes['BrandFact']> = {
  aliases?: Resolver<Array<ResolversTypes['BrandFactAliases']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BrandFactKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousValues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BrandFactStatus'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandFactAliasesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandFactAliases'] = ResolversParentTypes['BrandFactAliases']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandPlatformVisibilityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandPlatformVisibility'] = ResolversParentTypes['BrandPlatformVisibility']> = {
  competitorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BrandRankingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandRanking'] = ResolversParentTypes['BrandRanking']> = {
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareOfVoice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CanaryPromptsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CanaryPrompts'] = ResolversParentTypes['CanaryPrompts']> = {
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategoryCitationsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryCitations'] = ResolversParentTypes['CategoryCitations']> = {
  category?: Resolver<ResolversTypes['SourceCategory'], ParentType, ContextType>;
  citations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ChangeImpactResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangeImpact'] = ResolversParentTypes['ChangeImpact']> = {
  ciHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ciLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  controlPrompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  effect?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['ChangeImpactPoint']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChangeImpactStatus'], ParentType, ContextType>;
  treatedPrompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  windowFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  windowTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type ChangeImpactPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangeImpactPoint'] = ResolversParentTypes['ChangeImpactPoint']> = {
  control?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  treated?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ChangeMemberBrandsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangeMemberBrandsPayload'] = ResolversParentTypes['ChangeMemberBrandsPayload']> = {
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
};

export type ChangeMemberRolePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChangeMemberRolePayload'] = ResolversParentTypes['ChangeMemberRolePayload']> = {
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
};

export type ClaimCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClaimCheck'] = ResolversParentTypes['ClaimCheck']> = {
  contradiction?: Resolver<Maybe<ResolversTypes['FactContradiction']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClaimKind'], ParentType, ContextType>;
  occurrences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClaimFlagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClaimFlag'] = ResolversParentTypes['ClaimFlag']> = {
  contradiction?: Resolver<Maybe<ResolversTypes['FactContradiction']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClaimKind'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClaimRateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClaimRate'] = ResolversParentTypes['ClaimRate']> = {
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ClaimSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ClaimSource'] = ResolversParentTypes['ClaimSource']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lift?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CollectionRun'] = ResolversParentTypes['CollectionRun']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  budgetSpent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  byEngine?: Resolver<Array<ResolversTypes['EngineProgress']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judgeCalls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  judgeCapReached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  judgeTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthBudget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthSpend?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  noAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  planReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plannedSamples?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refusals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  simulatedFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CollectionRunStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['CollectionRunTrigger'], ParentType, ContextType>;
};

export type CollectionRunStatusResolvers = EnumResolverSignature<{ COMPLETED?: any, FAILED?: any, QUEUED?: any, RUNNING?: any }, ResolversTypes['CollectionRunStatus']>;

export type CollectionRunTriggerResolvers = EnumResolverSignature<{ CLI?: any, MANUAL?: any, ONBOARDING?: any, SCHEDULE?: any }, ResolversTypes['CollectionRunTrigger']>;

export type CollectionSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CollectionSettings'] = ResolversParentTypes['CollectionSettings']> = {
  appPlatforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyHourUtc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  realAppPlatforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  realPlatforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  samplesPerPrompt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ComparedPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComparedPage'] = ResolversParentTypes['ComparedPage']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['SourceCategory'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ComparisonPagesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComparisonPages'] = ResolversParentTypes['ComparisonPages']> = {
  citedPages?: Resolver<Array<ResolversTypes['ComparedPage']>, ParentType, ContextType>;
  ownPages?: Resolver<Array<ResolversTypes['ComparedPage']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompetitiveResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Competitive'] = ResolversParentTypes['Competitive']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['CompetitiveBrand']>, ParentType, ContextType>;
  gapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gaps?: Resolver<Array<ResolversTypes['AnswerGap']>, ParentType, ContextType, RequireFields<CompetitiveGapsArgs, 'first' | 'offset'>>;
  headToHead?: Resolver<Array<ResolversTypes['HeadToHead']>, ParentType, ContextType>;
  heatmap?: Resolver<Array<ResolversTypes['PlatformBrandVisibility']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Period'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['CompetitiveSeries']>, ParentType, ContextType>;
};

export type CompetitiveBrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompetitiveBrand'] = ResolversParentTypes['CompetitiveBrand']> = {
  competitorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shareOfVoice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CompetitivePointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompetitivePoint'] = ResolversParentTypes['CompetitivePoint']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareOfVoice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CompetitiveSeriesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompetitiveSeries'] = ResolversParentTypes['CompetitiveSeries']> = {
  brand?: Resolver<ResolversTypes['CompetitiveBrand'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CompetitivePoint']>, ParentType, ContextType>;
};

export type CompetitorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Competitor'] = ResolversParentTypes['Competitor']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompetitorRankingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompetitorRanking'] = ResolversParentTypes['CompetitorRanking']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareOfVoice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CompetitorRankingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompetitorRankings'] = ResolversParentTypes['CompetitorRankings']> = {
  brand?: Resolver<Maybe<ResolversTypes['BrandRanking']>, ParentType, ContextType>;
  companyRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rankings?: Resolver<Array<ResolversTypes['CompetitorRanking']>, ParentType, ContextType>;
  shareOfVoice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CompleteOnboardingPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompleteOnboardingPayload'] = ResolversParentTypes['CompleteOnboardingPayload']> = {
  run?: Resolver<ResolversTypes['CollectionRun'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ConfirmAlertEmailPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfirmAlertEmailPayload'] = ResolversParentTypes['ConfirmAlertEmailPayload']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfirmBrandFactPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfirmBrandFactPayload'] = ResolversParentTypes['ConfirmBrandFactPayload']> = {
  fact?: Resolver<ResolversTypes['BrandFact'], ParentType, ContextType>;
};

export type ConnectIntegrationPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectIntegrationPayload'] = ResolversParentTypes['ConnectIntegrationPayload']> = {
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType>;
};

export type ContentScoresResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentScores'] = ResolversParentTypes['ContentScores']> = {
  authoritativeness?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  citations?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fluency?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quotations?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  statistics?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  technicalTerms?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CorrectFactClaimPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CorrectFactClaimPayload'] = ResolversParentTypes['CorrectFactClaimPayload']> = {
  claim?: Resolver<ResolversTypes['FactClaim'], ParentType, ContextType>;
};

export type CorrectStatementPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CorrectStatementPayload'] = ResolversParentTypes['CorrectStatementPayload']> = {
  statement?: Resolver<ResolversTypes['Statement'], ParentType, ContextType>;
};

export type CrawlerActivityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrawlerActivity'] = ResolversParentTypes['CrawlerActivity']> = {
  byProvider?: Resolver<Array<ResolversTypes['CrawlerProviderCount']>, ParentType, ContextType>;
  distinctPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ipRanges?: Resolver<Array<ResolversTypes['CrawlerIpRangeList']>, ParentType, ContextType>;
  ipRangesStale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousWeekVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentSpoofedVisits?: Resolver<Array<ResolversTypes['CrawlerVisit']>, ParentType, ContextType>;
  recentVisits?: Resolver<Array<ResolversTypes['CrawlerVisit']>, ParentType, ContextType>;
  spoofedVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CrawlerIpRangeListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrawlerIpRangeList'] = ResolversParentTypes['CrawlerIpRangeList']> = {
  crawlers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ranges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CrawlerProviderCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrawlerProviderCount'] = ResolversParentTypes['CrawlerProviderCount']> = {
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CrawlerPurposeResolvers = EnumResolverSignature<{ OTHER?: any, SEARCH?: any, TRAINING?: any, USER?: any }, ResolversTypes['CrawlerPurpose']>;

export type CrawlerVerificationResolvers = EnumResolverSignature<{ SPOOFED?: any, UNVERIFIABLE?: any, VERIFIED?: any }, ResolversTypes['CrawlerVerification']>;

export type CrawlerVerificationMethodResolvers = EnumResolverSignature<{ EDGE?: any, IP_RANGE?: any, REVERSE_DNS?: any, WEB_BOT_AUTH?: any }, ResolversTypes['CrawlerVerificationMethod']>;

export type CrawlerVisitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrawlerVisit'] = ResolversParentTypes['CrawlerVisit']> = {
  crawler?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['CrawlerPurpose'], ParentType, ContextType>;
  responseCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['CrawlerVerification'], ParentType, ContextType>;
  verificationMethod?: Resolver<Maybe<ResolversTypes['CrawlerVerificationMethod']>, ParentType, ContextType>;
  visitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CrawlerVisitConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrawlerVisitConnection'] = ResolversParentTypes['CrawlerVisitConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CrawlerVisitEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AnswersPageInfo'], ParentType, ContextType>;
};

export type CrawlerVisitEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CrawlerVisitEdge'] = ResolversParentTypes['CrawlerVisitEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CrawlerVisit'], ParentType, ContextType>;
};

export type CreateAlertWebhookPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateAlertWebhookPayload'] = ResolversParentTypes['CreateAlertWebhookPayload']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['AlertWebhook'], ParentType, ContextType>;
};

export type CreateApiTokenPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateApiTokenPayload'] = ResolversParentTypes['CreateApiTokenPayload']> = {
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateBrandPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateBrandPayload'] = ResolversParentTypes['CreateBrandPayload']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
};

export type CreateTopicPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateTopicPayload'] = ResolversParentTypes['CreateTopicPayload']> = {
  topic?: Resolver<ResolversTypes['ManagedTopic'], ParentType, ContextType>;
};

export type DashboardVariantResolvers = EnumResolverSignature<{ FUND?: any, GENERAL?: any }, ResolversTypes['DashboardVariant']>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAlertWebhookPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeleteAlertWebhookPayload'] = ResolversParentTypes['DeleteAlertWebhookPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteBrandFactPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeleteBrandFactPayload'] = ResolversParentTypes['DeleteBrandFactPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeleteBrandPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeleteBrandPayload'] = ResolversParentTypes['DeleteBrandPayload']> = {
  brands?: Resolver<Array<ResolversTypes['MemberBrand']>, ParentType, ContextType>;
  deletedBrandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DisconnectIntegrationPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DisconnectIntegrationPayload'] = ResolversParentTypes['DisconnectIntegrationPayload']> = {
  kind?: Resolver<ResolversTypes['IntegrationKind'], ParentType, ContextType>;
};

export type DomainCitationsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DomainCitations'] = ResolversParentTypes['DomainCitations']> = {
  citationShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  citations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EditPromptPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditPromptPayload'] = ResolversParentTypes['EditPromptPayload']> = {
  prompt?: Resolver<ResolversTypes['ManagedPrompt'], ParentType, ContextType>;
};

export type EngineProgressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EngineProgress'] = ResolversParentTypes['EngineProgress']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  refusals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  simulatedFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EvidenceStorageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EvidenceStorage'] = ResolversParentTypes['EvidenceStorage']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originalBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  retentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storedBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FactAccuracyDayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactAccuracyDay'] = ResolversParentTypes['FactAccuracyDay']> = {
  accuracy?: Resolver<ResolversTypes['ClaimRate'], ParentType, ContextType>;
  claims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wrong?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FactCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactCheck'] = ResolversParentTypes['FactCheck']> = {
  accuracy?: Resolver<ResolversTypes['ClaimRate'], ParentType, ContextType>;
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  answersWithClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byFact?: Resolver<Array<ResolversTypes['FactClaimTally']>, ParentType, ContextType>;
  byPlatform?: Resolver<Array<ResolversTypes['PlatformClaimTally']>, ParentType, ContextType>;
  claims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  correct?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['FactAccuracyDay']>, ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unclear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wrong?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wrongClaims?: Resolver<ResolversTypes['FactClaimConnection'], ParentType, ContextType, RequireFields<FactCheckWrongClaimsArgs, 'first'>>;
};

export type FactClaimResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactClaim'] = ResolversParentTypes['FactClaim']> = {
  analyzerStatus?: Resolver<ResolversTypes['FactClaimStatus'], ParentType, ContextType>;
  answerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  corrected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  likelySources?: Resolver<Array<ResolversTypes['ClaimSource']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FactClaimStatus'], ParentType, ContextType>;
};

export type FactClaimConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactClaimConnection'] = ResolversParentTypes['FactClaimConnection']> = {
  edges?: Resolver<Array<ResolversTypes['FactClaimEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AnswersPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FactClaimEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactClaimEdge'] = ResolversParentTypes['FactClaimEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['FactClaim'], ParentType, ContextType>;
};

export type FactClaimTallyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactClaimTally'] = ResolversParentTypes['FactClaimTally']> = {
  accuracy?: Resolver<ResolversTypes['ClaimRate'], ParentType, ContextType>;
  claims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  correct?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unclear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wrong?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FactContradictionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactContradiction'] = ResolversParentTypes['FactContradiction']> = {
  expected?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FactClaimStatus'], ParentType, ContextType>;
};

export type FactFixResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactFix'] = ResolversParentTypes['FactFix']> = {
  changeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FactFixKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outreachMessageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FactIssueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactIssue'] = ResolversParentTypes['FactIssue']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claims?: Resolver<Array<ResolversTypes['FactClaim']>, ParentType, ContextType, RequireFields<FactIssueClaimsArgs, 'first'>>;
  effect?: Resolver<Maybe<ResolversTypes['FactIssueEffect']>, ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstSeen?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fix?: Resolver<Maybe<ResolversTypes['FactFix']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeen?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  likelySources?: Resolver<Array<ResolversTypes['ClaimSource']>, ParentType, ContextType>;
  resolvedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['FactIssueState'], ParentType, ContextType>;
  stated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FactClaimStatus'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FactIssueEffectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FactIssueEffect'] = ResolversParentTypes['FactIssueEffect']> = {
  after?: Resolver<ResolversTypes['ClaimRate'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['ClaimRate'], ParentType, ContextType>;
  claimsAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimsBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FundCompetitorCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FundCompetitorCount'] = ResolversParentTypes['FundCompetitorCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FundOverviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FundOverview'] = ResolversParentTypes['FundOverview']> = {
  brandMentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitorRankings?: Resolver<Array<ResolversTypes['FundCompetitorCount']>, ParentType, ContextType>;
  impressionsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  topPlatforms?: Resolver<Array<ResolversTypes['FundPlatformShare']>, ParentType, ContextType>;
  topSources?: Resolver<Array<ResolversTypes['FundSourceCount']>, ParentType, ContextType>;
  topicBreakdown?: Resolver<Array<ResolversTypes['FundTopicShare']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FundPlatformShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FundPlatformShare'] = ResolversParentTypes['FundPlatformShare']> = {
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FundPromptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FundPrompt'] = ResolversParentTypes['FundPrompt']> = {
  averageRank?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rankChange?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  topCompetitors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FundPromptsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FundPrompts'] = ResolversParentTypes['FundPrompts']> = {
  averageRank?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['FundPrompt']>, ParentType, ContextType>;
  totalPrompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FundSourceCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FundSourceCount'] = ResolversParentTypes['FundSourceCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FundTopicShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FundTopicShare'] = ResolversParentTypes['FundTopicShare']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GapCompetitorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GapCompetitor'] = ResolversParentTypes['GapCompetitor']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GapSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GapSource'] = ResolversParentTypes['GapSource']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['SourceCategory'], ParentType, ContextType>;
  competitorOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outreach?: Resolver<ResolversTypes['SourceOutreach'], ParentType, ContextType>;
};

export type GenerateContentPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GenerateContentPayload'] = ResolversParentTypes['GenerateContentPayload']> = {
  content?: Resolver<ResolversTypes['GeneratedContent'], ParentType, ContextType>;
};

export type GeneratedContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GeneratedContent'] = ResolversParentTypes['GeneratedContent']> = {
  checks?: Resolver<Array<ResolversTypes['ClaimCheck']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['ClaimFlag']>, ParentType, ContextType>;
  generator?: Resolver<ResolversTypes['ContentGenerator'], ParentType, ContextType>;
  improvements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadToHeadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadToHead'] = ResolversParentTypes['HeadToHead']> = {
  brandOnly?: Resolver<ResolversTypes['HeadToHeadSide'], ParentType, ContextType>;
  competitorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  competitorOnly?: Resolver<ResolversTypes['HeadToHeadSide'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadToHeadSideResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadToHeadSide'] = ResolversParentTypes['HeadToHeadSide']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topPrompts?: Resolver<Array<ResolversTypes['PromptAnswerCount']>, ParentType, ContextType>;
};

export type ImportBingAiPerformancePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportBingAiPerformancePayload'] = ResolversParentTypes['ImportBingAiPerformancePayload']> = {
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportBrandFactsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportBrandFactsPayload'] = ResolversParentTypes['ImportBrandFactsPayload']> = {
  facts?: Resolver<Array<ResolversTypes['BrandFact']>, ParentType, ContextType>;
};

export type ImpressionPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImpressionPoint'] = ResolversParentTypes['ImpressionPoint']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InboxStatementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InboxStatement'] = ResolversParentTypes['InboxStatement']> = {
  answerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  aspects?: Resolver<Array<ResolversTypes['Aspect']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  polarity?: Resolver<ResolversTypes['SentimentLabel'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StatementState'], ParentType, ContextType>;
  stateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stateBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InboxStatementEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InboxStatementEdge'] = ResolversParentTypes['InboxStatementEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InboxStatement'], ParentType, ContextType>;
};

export type IntegrationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = {
  accountEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  connectedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IntegrationKind'], ParentType, ContextType>;
  lastSyncAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['IntegrationStatus'], ParentType, ContextType>;
  syncedThrough?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegrationKindResolvers = EnumResolverSignature<{ BING_WEBMASTER?: any, GA4?: any, SEARCH_CONSOLE?: any }, ResolversTypes['IntegrationKind']>;

export type IntegrationStatusResolvers = EnumResolverSignature<{ CONNECTED?: any, ERROR?: any, OK?: any, SYNCING?: any }, ResolversTypes['IntegrationStatus']>;

export type InvitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  brands?: Resolver<Maybe<Array<ResolversTypes['WorkspaceBrand']>>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type InvitationPreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = {
  brands?: Resolver<Maybe<Array<ResolversTypes['WorkspaceBrand']>>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InviteMemberPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InviteMemberPayload'] = ResolversParentTypes['InviteMemberPayload']> = {
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
};

export type KpiChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KpiChange'] = ResolversParentTypes['KpiChange']> = {
  change?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  significant?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type KpiChangesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KpiChanges'] = ResolversParentTypes['KpiChanges']> = {
  impressions?: Resolver<ResolversTypes['KpiChange'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['KpiChange'], ParentType, ContextType>;
  sentiment?: Resolver<ResolversTypes['KpiChange'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['KpiChange'], ParentType, ContextType>;
};

export type LlmsTxtAnalysisResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LlmsTxtAnalysis'] = ResolversParentTypes['LlmsTxtAnalysis']> = {
  issues?: Resolver<Array<ResolversTypes['LlmsTxtIssue']>, ParentType, ContextType>;
  linkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scores?: Resolver<ResolversTypes['LlmsTxtScores'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['LlmsTxtSection']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LlmsTxtFileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LlmsTxtFile'] = ResolversParentTypes['LlmsTxtFile']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LlmsTxtIssueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LlmsTxtIssue'] = ResolversParentTypes['LlmsTxtIssue']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['LlmsTxtIssueSeverity'], ParentType, ContextType>;
};

export type LlmsTxtScoresResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LlmsTxtScores'] = ResolversParentTypes['LlmsTxtScores']> = {
  citationPotential?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conciseness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fluency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  technicalAccuracy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LlmsTxtSectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LlmsTxtSection'] = ResolversParentTypes['LlmsTxtSection']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  links?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogChangePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LogChangePayload'] = ResolversParentTypes['LogChangePayload']> = {
  change?: Resolver<ResolversTypes['LoggedChange'], ParentType, ContextType>;
};

export type LoggedChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoggedChange'] = ResolversParentTypes['LoggedChange']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impact?: Resolver<ResolversTypes['ChangeImpact'], ParentType, ContextType>;
  promptIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ManagedPromptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ManagedPrompt'] = ResolversParentTypes['ManagedPrompt']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kindSetByUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promptKind?: Resolver<ResolversTypes['PromptKind'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ManagedTopicResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ManagedTopic'] = ResolversParentTypes['ManagedTopic']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAggregate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['ManagedPrompt']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  brands?: Resolver<Maybe<Array<ResolversTypes['WorkspaceBrand']>>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberBrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MemberBrand'] = ResolversParentTypes['MemberBrand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type MetricDefinitionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MetricDefinition'] = ResolversParentTypes['MetricDefinition']> = {
  denominator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  forAnalysts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numerator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shownAs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MetricsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Metrics'] = ResolversParentTypes['Metrics']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averagePosition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  change?: Resolver<ResolversTypes['KpiChanges'], ParentType, ContextType>;
  citationsByCategory?: Resolver<Array<ResolversTypes['CategoryCitations']>, ParentType, ContextType, Partial<MetricsCitationsByCategoryArgs>>;
  citedNotNamed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitorRankings?: Resolver<ResolversTypes['CompetitorRankings'], ParentType, ContextType, Partial<MetricsCompetitorRankingsArgs>>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impressionHistory?: Resolver<Array<ResolversTypes['ImpressionPoint']>, ParentType, ContextType, Partial<MetricsImpressionHistoryArgs>>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latestAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latestDay?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  latestImpressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Period'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  refusals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentAnalyzed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentHistory?: Resolver<Array<ResolversTypes['SentimentPoint']>, ParentType, ContextType, Partial<MetricsSentimentHistoryArgs>>;
  sentimentMentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  topDomains?: Resolver<Array<ResolversTypes['DomainCitations']>, ParentType, ContextType, RequireFields<MetricsTopDomainsArgs, 'first' | 'offset'>>;
  topSources?: Resolver<Array<ResolversTypes['SourceCount']>, ParentType, ContextType, Partial<MetricsTopSourcesArgs>>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visibilityBasis?: Resolver<ResolversTypes['VisibilityBasis'], ParentType, ContextType>;
  visibilityInterval?: Resolver<ResolversTypes['VisibilityInterval'], ParentType, ContextType>;
};

export type MovePromptPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MovePromptPayload'] = ResolversParentTypes['MovePromptPayload']> = {
  prompt?: Resolver<ResolversTypes['ManagedPrompt'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['AcceptInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  addPrompt?: Resolver<ResolversTypes['AddPromptPayload'], ParentType, ContextType, RequireFields<MutationAddPromptArgs, 'input'>>;
  archivePrompt?: Resolver<ResolversTypes['ArchivePromptPayload'], ParentType, ContextType, RequireFields<MutationArchivePromptArgs, 'input'>>;
  archiveTopic?: Resolver<ResolversTypes['ArchiveTopicPayload'], ParentType, ContextType, RequireFields<MutationArchiveTopicArgs, 'input'>>;
  askPromptNow?: Resolver<ResolversTypes['PromptAsk'], ParentType, ContextType, RequireFields<MutationAskPromptNowArgs, 'input'>>;
  changeMemberBrands?: Resolver<ResolversTypes['ChangeMemberBrandsPayload'], ParentType, ContextType, RequireFields<MutationChangeMemberBrandsArgs, 'input'>>;
  changeMemberRole?: Resolver<ResolversTypes['ChangeMemberRolePayload'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'input'>>;
  clearCorrection?: Resolver<ResolversTypes['AnswerReviewPayload'], ParentType, ContextType, RequireFields<MutationClearCorrectionArgs, 'input'>>;
  completeOnboarding?: Resolver<ResolversTypes['CompleteOnboardingPayload'], ParentType, ContextType, RequireFields<MutationCompleteOnboardingArgs, 'input'>>;
  confirmAlertEmail?: Resolver<ResolversTypes['ConfirmAlertEmailPayload'], ParentType, ContextType, RequireFields<MutationConfirmAlertEmailArgs, 'token'>>;
  confirmAnswer?: Resolver<ResolversTypes['AnswerReviewPayload'], ParentType, ContextType, RequireFields<MutationConfirmAnswerArgs, 'input'>>;
  confirmBrandFact?: Resolver<ResolversTypes['ConfirmBrandFactPayload'], ParentType, ContextType, RequireFields<MutationConfirmBrandFactArgs, 'input'>>;
  connectGoogleAnalytics?: Resolver<ResolversTypes['ConnectIntegrationPayload'], ParentType, ContextType, RequireFields<MutationConnectGoogleAnalyticsArgs, 'input'>>;
  connectSearchConsole?: Resolver<ResolversTypes['ConnectIntegrationPayload'], ParentType, ContextType, RequireFields<MutationConnectSearchConsoleArgs, 'input'>>;
  correctAnswer?: Resolver<ResolversTypes['AnswerReviewPayload'], ParentType, ContextType, RequireFields<MutationCorrectAnswerArgs, 'input'>>;
  correctFactClaim?: Resolver<ResolversTypes['CorrectFactClaimPayload'], ParentType, ContextType, RequireFields<MutationCorrectFactClaimArgs, 'input'>>;
  correctStatement?: Resolver<ResolversTypes['CorrectStatementPayload'], ParentType, ContextType, RequireFields<MutationCorrectStatementArgs, 'input'>>;
  createAlertWebhook?: Resolver<ResolversTypes['CreateAlertWebhookPayload'], ParentType, ContextType, RequireFields<MutationCreateAlertWebhookArgs, 'input'>>;
  createApiToken?: Resolver<ResolversTypes['CreateApiTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createBrand?: Resolver<ResolversTypes['CreateBrandPayload'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'input'>>;
  createTopic?: Resolver<ResolversTypes['CreateTopicPayload'], ParentType, ContextType, RequireFields<MutationCreateTopicArgs, 'input'>>;
  deleteAlertWebhook?: Resolver<ResolversTypes['DeleteAlertWebhookPayload'], ParentType, ContextType, RequireFields<MutationDeleteAlertWebhookArgs, 'input'>>;
  deleteBrand?: Resolver<ResolversTypes['DeleteBrandPayload'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'input'>>;
  deleteBrandFact?: Resolver<ResolversTypes['DeleteBrandFactPayload'], ParentType, ContextType, RequireFields<MutationDeleteBrandFactArgs, 'input'>>;
  disconnectIntegration?: Resolver<ResolversTypes['DisconnectIntegrationPayload'], ParentType, ContextType, RequireFields<MutationDisconnectIntegrationArgs, 'input'>>;
  editPrompt?: Resolver<ResolversTypes['EditPromptPayload'], ParentType, ContextType, RequireFields<MutationEditPromptArgs, 'input'>>;
  generateContent?: Resolver<ResolversTypes['GenerateContentPayload'], ParentType, ContextType, RequireFields<MutationGenerateContentArgs, 'input'>>;
  importBingAiPerformance?: Resolver<ResolversTypes['ImportBingAiPerformancePayload'], ParentType, ContextType, RequireFields<MutationImportBingAiPerformanceArgs, 'input'>>;
  importBrandFacts?: Resolver<ResolversTypes['ImportBrandFactsPayload'], ParentType, ContextType, RequireFields<MutationImportBrandFactsArgs, 'input'>>;
  inviteMember?: Resolver<ResolversTypes['InviteMemberPayload'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  logChange?: Resolver<ResolversTypes['LogChangePayload'], ParentType, ContextType, RequireFields<MutationLogChangeArgs, 'input'>>;
  movePrompt?: Resolver<ResolversTypes['MovePromptPayload'], ParentType, ContextType, RequireFields<MutationMovePromptArgs, 'input'>>;
  removeMember?: Resolver<ResolversTypes['RemoveMemberPayload'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'input'>>;
  renameTopic?: Resolver<ResolversTypes['RenameTopicPayload'], ParentType, ContextType, RequireFields<MutationRenameTopicArgs, 'input'>>;
  requestReport?: Resolver<ResolversTypes['RequestReportPayload'], ParentType, ContextType, RequireFields<MutationRequestReportArgs, 'input'>>;
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'input'>>;
  revokeInvitation?: Resolver<ResolversTypes['RevokeInvitationPayload'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'input'>>;
  saveLlmsTxt?: Resolver<ResolversTypes['SaveLlmsTxtPayload'], ParentType, ContextType, RequireFields<MutationSaveLlmsTxtArgs, 'input'>>;
  sendAlertEmailConfirmation?: Resolver<ResolversTypes['UpdateAlertSettingsPayload'], ParentType, ContextType>;
  sendFactFix?: Resolver<ResolversTypes['SendFactFixPayload'], ParentType, ContextType, RequireFields<MutationSendFactFixArgs, 'input'>>;
  sendOutreachEmail?: Resolver<ResolversTypes['SendOutreachEmailPayload'], ParentType, ContextType, RequireFields<MutationSendOutreachEmailArgs, 'input'>>;
  setActionStep?: Resolver<ResolversTypes['SetActionStepPayload'], ParentType, ContextType, RequireFields<MutationSetActionStepArgs, 'input'>>;
  setBrandAttributes?: Resolver<ResolversTypes['SetBrandAttributesPayload'], ParentType, ContextType, RequireFields<MutationSetBrandAttributesArgs, 'input'>>;
  setBrandFact?: Resolver<ResolversTypes['SetBrandFactPayload'], ParentType, ContextType, RequireFields<MutationSetBrandFactArgs, 'input'>>;
  setCompetitors?: Resolver<ResolversTypes['SetCompetitorsPayload'], ParentType, ContextType, RequireFields<MutationSetCompetitorsArgs, 'input'>>;
  setPromptKind?: Resolver<ResolversTypes['SetPromptKindPayload'], ParentType, ContextType, RequireFields<MutationSetPromptKindArgs, 'input'>>;
  setSourceCategory?: Resolver<ResolversTypes['SetSourceCategoryPayload'], ParentType, ContextType, RequireFields<MutationSetSourceCategoryArgs, 'input'>>;
  setStatementState?: Resolver<ResolversTypes['SetStatementStatePayload'], ParentType, ContextType, RequireFields<MutationSetStatementStateArgs, 'input'>>;
  startCollectionRun?: Resolver<ResolversTypes['StartCollectionRunPayload'], ParentType, ContextType>;
  startGoogleOAuth?: Resolver<ResolversTypes['StartGoogleOAuthPayload'], ParentType, ContextType, RequireFields<MutationStartGoogleOAuthArgs, 'input'>>;
  suggestBrandFacts?: Resolver<ResolversTypes['SuggestBrandFactsPayload'], ParentType, ContextType>;
  suggestCompetitors?: Resolver<ResolversTypes['SuggestCompetitorsPayload'], ParentType, ContextType, RequireFields<MutationSuggestCompetitorsArgs, 'input'>>;
  suggestKeywords?: Resolver<ResolversTypes['SuggestKeywordsPayload'], ParentType, ContextType, RequireFields<MutationSuggestKeywordsArgs, 'input'>>;
  suggestPrompts?: Resolver<ResolversTypes['SuggestPromptsPayload'], ParentType, ContextType, RequireFields<MutationSuggestPromptsArgs, 'input'>>;
  suggestWebsite?: Resolver<ResolversTypes['SuggestWebsitePayload'], ParentType, ContextType, RequireFields<MutationSuggestWebsiteArgs, 'input'>>;
  syncIntegration?: Resolver<ResolversTypes['SyncIntegrationPayload'], ParentType, ContextType, RequireFields<MutationSyncIntegrationArgs, 'input'>>;
  testAlertWebhook?: Resolver<ResolversTypes['TestAlertWebhookPayload'], ParentType, ContextType, RequireFields<MutationTestAlertWebhookArgs, 'input'>>;
  updateAlertRule?: Resolver<ResolversTypes['UpdateAlertRulePayload'], ParentType, ContextType, RequireFields<MutationUpdateAlertRuleArgs, 'input'>>;
  updateAlertSettings?: Resolver<ResolversTypes['UpdateAlertSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateAlertSettingsArgs, 'input'>>;
  updateBrand?: Resolver<ResolversTypes['UpdateBrandPayload'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'input'>>;
  updateCanaryPrompts?: Resolver<ResolversTypes['UpdateCanaryPromptsPayload'], ParentType, ContextType, RequireFields<MutationUpdateCanaryPromptsArgs, 'input'>>;
  updateCollectionSettings?: Resolver<ResolversTypes['UpdateCollectionSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateCollectionSettingsArgs, 'input'>>;
  updateSamplingSettings?: Resolver<ResolversTypes['UpdateSamplingSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSamplingSettingsArgs, 'input'>>;
  updateWorkspace?: Resolver<ResolversTypes['UpdateWorkspacePayload'], ParentType, ContextType, RequireFields<MutationUpdateWorkspaceArgs, 'input'>>;
};

export type NarrativeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Narrative'] = ResolversParentTypes['Narrative']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['AttributeFigure']>, ParentType, ContextType>;
  minSourceAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netSentiment?: Resolver<ResolversTypes['NetSentiment'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Period'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType>;
};

export type NetSentimentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NetSentiment'] = ResolversParentTypes['NetSentiment']> = {
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type NoiseBandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NoiseBand'] = ResolversParentTypes['NoiseBand']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  answersPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dispersion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  extraSd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  halfWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  observedSd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['Platform']>, ParentType, ContextType>;
  samplingSd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visibility?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OnboardingStateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OnboardingState'] = ResolversParentTypes['OnboardingState']> = {
  activePrompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  needed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OneRunAgreementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OneRunAgreement'] = ResolversParentTypes['OneRunAgreement']> = {
  agreeing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  groups?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  publishedHigh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  publishedLow?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  samples?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OutreachMessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutreachMessage'] = ResolversParentTypes['OutreachMessage']> = {
  campaignId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OverviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Overview'] = ResolversParentTypes['Overview']> = {
  impressionsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['Metrics'], ParentType, ContextType>;
  promptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sourceInsight?: Resolver<Maybe<ResolversTypes['SourceInsight']>, ParentType, ContextType>;
  topPlatforms?: Resolver<Array<ResolversTypes['PlatformShare']>, ParentType, ContextType>;
  topicBreakdown?: Resolver<Array<ResolversTypes['TopicShare']>, ParentType, ContextType>;
};

export type PageCitationsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageCitations'] = ResolversParentTypes['PageCitations']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
};

export type PageCrawlsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageCrawls'] = ResolversParentTypes['PageCrawls']> = {
  crawls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageFunnelRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageFunnelRow'] = ResolversParentTypes['PageFunnelRow']> = {
  aiSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bingCitations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  citations?: Resolver<Array<ResolversTypes['PageCitations']>, ParentType, ContextType>;
  crawls?: Resolver<Array<ResolversTypes['PageCrawls']>, ParentType, ContextType>;
  engagedSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyEvents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lastCrawled?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searchClicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  searchImpressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PageFunnelState'], ParentType, ContextType>;
  totalCitations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCrawls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PeriodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Period'] = ResolversParentTypes['Period']> = {
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  preset?: Resolver<Maybe<ResolversTypes['PeriodPreset']>, ParentType, ContextType>;
  previousFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  previousTo?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type PlatformResolvers = EnumResolverSignature<{ CHATGPT?: any, CLAUDE?: any, DEEPSEEK?: any, GEMINI?: any, GOOGLE_AI_MODE?: any, GOOGLE_AI_OVERVIEW?: any, GROK?: any, PERPLEXITY?: any }, ResolversTypes['Platform']>;

export type PlatformBrandVisibilityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlatformBrandVisibility'] = ResolversParentTypes['PlatformBrandVisibility']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['BrandPlatformVisibility']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
};

export type PlatformClaimTallyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlatformClaimTally'] = ResolversParentTypes['PlatformClaimTally']> = {
  accuracy?: Resolver<ResolversTypes['ClaimRate'], ParentType, ContextType>;
  claims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  correct?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  unclear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wrong?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlatformShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlatformShare'] = ResolversParentTypes['PlatformShare']> = {
  answerRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  refusalRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refusals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  competitorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merchants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductMerchantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductMerchant'] = ResolversParentTypes['ProductMerchant']> = {
  brandCards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  merchant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductRow'] = ResolversParentTypes['ProductRow']> = {
  averagePosition?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductVisibilityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductVisibility'] = ResolversParentTypes['ProductVisibility']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  answersWithProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandCards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  merchants?: Resolver<Array<ResolversTypes['ProductMerchant']>, ParentType, ContextType>;
  shareOfCards?: Resolver<ResolversTypes['SurfaceRate'], ParentType, ContextType>;
  topProducts?: Resolver<Array<ResolversTypes['ProductRow']>, ParentType, ContextType>;
  triggerRate?: Resolver<ResolversTypes['SurfaceRate'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromptAnswerCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptAnswerCount'] = ResolversParentTypes['PromptAnswerCount']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromptAskResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptAsk'] = ResolversParentTypes['PromptAsk']> = {
  answers?: Resolver<Array<ResolversTypes['PromptAskAnswer']>, ParentType, ContextType>;
  askedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costLines?: Resolver<Array<ResolversTypes['SamplingCostLine']>, ParentType, ContextType>;
  estimatedCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromptAskAnswerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptAskAnswer'] = ResolversParentTypes['PromptAskAnswer']> = {
  competitorIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageKept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payloadKept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  searchQueries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnswerStatus'], ParentType, ContextType>;
  surface?: Resolver<ResolversTypes['Surface'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type PromptGridResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptGrid'] = ResolversParentTypes['PromptGrid']> = {
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PromptGridRow']>, ParentType, ContextType>;
  sparklineFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  sparklineTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromptGridRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptGridRow'] = ResolversParentTypes['PromptGridRow']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averagePosition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kindSetByUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['PromptPlatformVisibility']>, ParentType, ContextType>;
  productCardAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promptKind?: Resolver<ResolversTypes['PromptKind'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentimentMentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sparkline?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibilityHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibilityLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibilityPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PromptGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptGroup'] = ResolversParentTypes['PromptGroup']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['PromptVisibility']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
};

export type PromptPlatformVisibilityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptPlatformVisibility'] = ResolversParentTypes['PromptPlatformVisibility']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  visibilityPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PromptSparklineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptSparkline'] = ResolversParentTypes['PromptSparkline']> = {
  points?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PromptSparklinesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptSparklines'] = ResolversParentTypes['PromptSparklines']> = {
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PromptSparkline']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type PromptVisibilityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptVisibility'] = ResolversParentTypes['PromptVisibility']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kindSetByUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastCollectedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  promptKind?: Resolver<ResolversTypes['PromptKind'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibilityPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibilityStatus?: Resolver<Maybe<ResolversTypes['VisibilityStatus']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  actionCenterStatus?: Resolver<ResolversTypes['ActionCenterStatus'], ParentType, ContextType>;
  actionChecklist?: Resolver<ResolversTypes['ActionChecklist'], ParentType, ContextType>;
  aiSessions?: Resolver<Array<ResolversTypes['AiSessionsRow']>, ParentType, ContextType, RequireFields<QueryAiSessionsArgs, 'page'>>;
  aiSessionsBesideVisibility?: Resolver<ResolversTypes['AiSessionsTrend'], ParentType, ContextType, Partial<QueryAiSessionsBesideVisibilityArgs>>;
  alertDeliveries?: Resolver<Array<ResolversTypes['AlertDelivery']>, ParentType, ContextType, RequireFields<QueryAlertDeliveriesArgs, 'first'>>;
  alertEvents?: Resolver<ResolversTypes['AlertEventPage'], ParentType, ContextType, RequireFields<QueryAlertEventsArgs, 'first'>>;
  alertRules?: Resolver<Array<ResolversTypes['AlertRule']>, ParentType, ContextType>;
  alertSettings?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType>;
  alertWebhooks?: Resolver<Array<ResolversTypes['AlertWebhook']>, ParentType, ContextType>;
  analysisAccuracy?: Resolver<ResolversTypes['AnalysisAccuracy'], ParentType, ContextType>;
  annotations?: Resolver<Array<ResolversTypes['Annotation']>, ParentType, ContextType, Partial<QueryAnnotationsArgs>>;
  answer?: Resolver<Maybe<ResolversTypes['Answer']>, ParentType, ContextType, RequireFields<QueryAnswerArgs, 'id'>>;
  answers?: Resolver<ResolversTypes['AnswerConnection'], ParentType, ContextType, RequireFields<QueryAnswersArgs, 'first'>>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  auditLog?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  bingGroundingQueries?: Resolver<ResolversTypes['BingGroundingQueries'], ParentType, ContextType, RequireFields<QueryBingGroundingQueriesArgs, 'first'>>;
  brandFacts?: Resolver<Array<ResolversTypes['BrandFact']>, ParentType, ContextType>;
  canaryPrompts?: Resolver<ResolversTypes['CanaryPrompts'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['LoggedChange']>, ParentType, ContextType, RequireFields<QueryChangeArgs, 'id'>>;
  changeImpact?: Resolver<Maybe<ResolversTypes['ChangeImpact']>, ParentType, ContextType, RequireFields<QueryChangeImpactArgs, 'id'>>;
  changes?: Resolver<Array<ResolversTypes['LoggedChange']>, ParentType, ContextType, Partial<QueryChangesArgs>>;
  collectionRun?: Resolver<Maybe<ResolversTypes['CollectionRun']>, ParentType, ContextType, RequireFields<QueryCollectionRunArgs, 'id'>>;
  collectionRuns?: Resolver<Array<ResolversTypes['CollectionRun']>, ParentType, ContextType, RequireFields<QueryCollectionRunsArgs, 'first'>>;
  collectionSettings?: Resolver<ResolversTypes['CollectionSettings'], ParentType, ContextType>;
  comparisonPages?: Resolver<ResolversTypes['ComparisonPages'], ParentType, ContextType, Partial<QueryComparisonPagesArgs>>;
  competitive?: Resolver<ResolversTypes['Competitive'], ParentType, ContextType, Partial<QueryCompetitiveArgs>>;
  competitors?: Resolver<Array<ResolversTypes['Competitor']>, ParentType, ContextType>;
  contentScores?: Resolver<ResolversTypes['ContentScores'], ParentType, ContextType, RequireFields<QueryContentScoresArgs, 'text'>>;
  crawlerActivity?: Resolver<ResolversTypes['CrawlerActivity'], ParentType, ContextType>;
  crawlerVisits?: Resolver<ResolversTypes['CrawlerVisitConnection'], ParentType, ContextType, RequireFields<QueryCrawlerVisitsArgs, 'first'>>;
  evidenceStorage?: Resolver<ResolversTypes['EvidenceStorage'], ParentType, ContextType>;
  factCheck?: Resolver<ResolversTypes['FactCheck'], ParentType, ContextType, Partial<QueryFactCheckArgs>>;
  factIssue?: Resolver<Maybe<ResolversTypes['FactIssue']>, ParentType, ContextType, RequireFields<QueryFactIssueArgs, 'id'>>;
  factIssues?: Resolver<Array<ResolversTypes['FactIssue']>, ParentType, ContextType, Partial<QueryFactIssuesArgs>>;
  fundOverview?: Resolver<ResolversTypes['FundOverview'], ParentType, ContextType>;
  fundPrompts?: Resolver<ResolversTypes['FundPrompts'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  integrations?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType>;
  invitationPreview?: Resolver<Maybe<ResolversTypes['InvitationPreview']>, ParentType, ContextType, RequireFields<QueryInvitationPreviewArgs, 'token'>>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  latestCollectionRun?: Resolver<Maybe<ResolversTypes['CollectionRun']>, ParentType, ContextType>;
  llmsTxt?: Resolver<Maybe<ResolversTypes['LlmsTxtFile']>, ParentType, ContextType>;
  llmsTxtAnalysis?: Resolver<ResolversTypes['LlmsTxtAnalysis'], ParentType, ContextType, RequireFields<QueryLlmsTxtAnalysisArgs, 'text'>>;
  managedTopics?: Resolver<Array<ResolversTypes['ManagedTopic']>, ParentType, ContextType, RequireFields<QueryManagedTopicsArgs, 'includeArchived'>>;
  members?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
  metricDefinitions?: Resolver<Array<ResolversTypes['MetricDefinition']>, ParentType, ContextType>;
  narrative?: Resolver<ResolversTypes['Narrative'], ParentType, ContextType, Partial<QueryNarrativeArgs>>;
  noiseBands?: Resolver<Array<ResolversTypes['NoiseBand']>, ParentType, ContextType, Partial<QueryNoiseBandsArgs>>;
  oneRunAgreement?: Resolver<Array<ResolversTypes['OneRunAgreement']>, ParentType, ContextType, Partial<QueryOneRunAgreementArgs>>;
  outreachMessages?: Resolver<Array<ResolversTypes['OutreachMessage']>, ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['Overview'], ParentType, ContextType, Partial<QueryOverviewArgs>>;
  pageFunnel?: Resolver<Array<ResolversTypes['PageFunnelRow']>, ParentType, ContextType, Partial<QueryPageFunnelArgs>>;
  productVisibility?: Resolver<ResolversTypes['ProductVisibility'], ParentType, ContextType, Partial<QueryProductVisibilityArgs>>;
  promptAsks?: Resolver<Array<ResolversTypes['PromptAsk']>, ParentType, ContextType, RequireFields<QueryPromptAsksArgs, 'first' | 'promptId'>>;
  promptGrid?: Resolver<ResolversTypes['PromptGrid'], ParentType, ContextType, Partial<QueryPromptGridArgs>>;
  promptGroups?: Resolver<Array<ResolversTypes['PromptGroup']>, ParentType, ContextType, Partial<QueryPromptGroupsArgs>>;
  promptSparklines?: Resolver<ResolversTypes['PromptSparklines'], ParentType, ContextType, RequireFields<QueryPromptSparklinesArgs, 'promptIds'>>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'token'>>;
  reportSimulatedPlatforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  reportStatus?: Resolver<Maybe<ResolversTypes['ReportStatusInfo']>, ParentType, ContextType, RequireFields<QueryReportStatusArgs, 'token'>>;
  reviewQueue?: Resolver<Array<ResolversTypes['ReviewItem']>, ParentType, ContextType, RequireFields<QueryReviewQueueArgs, 'first'>>;
  samplingPlan?: Resolver<ResolversTypes['SamplingPlan'], ParentType, ContextType>;
  searchQueries?: Resolver<Array<ResolversTypes['SearchQueryRow']>, ParentType, ContextType, Partial<QuerySearchQueriesArgs>>;
  simulatedShare?: Resolver<ResolversTypes['SimulatedShare'], ParentType, ContextType, Partial<QuerySimulatedShareArgs>>;
  sourceCategoryOverrides?: Resolver<Array<ResolversTypes['SourceCategoryOverride']>, ParentType, ContextType>;
  statementInbox?: Resolver<ResolversTypes['StatementInbox'], ParentType, ContextType, RequireFields<QueryStatementInboxArgs, 'first'>>;
  surfaceDivergence?: Resolver<Array<ResolversTypes['SurfaceDivergence']>, ParentType, ContextType, Partial<QuerySurfaceDivergenceArgs>>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryTopicArgs, 'slug'>>;
  topicSuggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type QuoteResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  answerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  aspects?: Resolver<Array<ResolversTypes['Aspect']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  polarity?: Resolver<ResolversTypes['SentimentLabel'], ParentType, ContextType>;
  statementId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReanalysisResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Reanalysis'] = ResolversParentTypes['Reanalysis']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ReanalysisState'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReanalysisStateResolvers = EnumResolverSignature<{ DONE?: any, FAILED?: any, QUEUED?: any, RUNNING?: any }, ResolversTypes['ReanalysisState']>;

export type RemoveMemberPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoveMemberPayload'] = ResolversParentTypes['RemoveMemberPayload']> = {
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
};

export type RenameTopicPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RenameTopicPayload'] = ResolversParentTypes['RenameTopicPayload']> = {
  topic?: Resolver<ResolversTypes['ManagedTopic'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  results?: Resolver<Maybe<ResolversTypes['ReportResults']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportCompetitorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportCompetitor'] = ResolversParentTypes['ReportCompetitor']> = {
  isBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shareOfVoice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReportKindResultsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportKindResults'] = ResolversParentTypes['ReportKindResults']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averagePosition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  companyRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['ReportCompetitor']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['ReportPlatformResult']>, ParentType, ContextType>;
  prompts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shareOfVoice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visibleAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportPlatformResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportPlatformResult'] = ResolversParentTypes['ReportPlatformResult']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportPromptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportPrompt'] = ResolversParentTypes['ReportPrompt']> = {
  kind?: Resolver<ResolversTypes['PromptKind'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['ReportPromptPlatform']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReportPromptPlatformResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportPromptPlatform'] = ResolversParentTypes['ReportPromptPlatform']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sourceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReportResultsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportResults'] = ResolversParentTypes['ReportResults']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averagePosition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  branded?: Resolver<ResolversTypes['ReportKindResults'], ParentType, ContextType>;
  companyRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['ReportCompetitor']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  noAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['ReportPlatformResult']>, ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['ReportPrompt']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shareOfVoice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ReportSource']>, ParentType, ContextType>;
  unbranded?: Resolver<ResolversTypes['ReportKindResults'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visibleAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportSource'] = ResolversParentTypes['ReportSource']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportStatusResolvers = EnumResolverSignature<{ FAILED?: any, QUEUED?: any, RUNNING?: any, SENT?: any }, ResolversTypes['ReportStatus']>;

export type ReportStatusInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportStatusInfo'] = ResolversParentTypes['ReportStatusInfo']> = {
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequestReportPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RequestReportPayload'] = ResolversParentTypes['RequestReportPayload']> = {
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewItem'] = ResolversParentTypes['ReviewItem']> = {
  answer?: Resolver<ResolversTypes['Answer'], ParentType, ContextType>;
  feeds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sampled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RevokeApiTokenPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RevokeApiTokenPayload'] = ResolversParentTypes['RevokeApiTokenPayload']> = {
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
};

export type RevokeInvitationPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RevokeInvitationPayload'] = ResolversParentTypes['RevokeInvitationPayload']> = {
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
};

export type SamplingCostLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SamplingCostLine'] = ResolversParentTypes['SamplingCostLine']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SamplingPlanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SamplingPlan'] = ResolversParentTypes['SamplingPlan']> = {
  budgetLimited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  costLines?: Resolver<Array<ResolversTypes['SamplingCostLine']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  headlineHalfWidth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overBudgetAtFloor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pricesAsOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  prompts?: Resolver<ResolversTypes['SamplingPlanPromptConnection'], ParentType, ContextType, RequireFields<SamplingPlanPromptsArgs, 'first' | 'onlyCut'>>;
  promptsCutByBudget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  samplesCutByBudget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  samplesPerDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['SamplingSettings'], ParentType, ContextType>;
  targetMet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type SamplingPlanPromptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SamplingPlanPrompt'] = ResolversParentTypes['SamplingPlanPrompt']> = {
  estimatedRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedHalfWidth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  promptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samplesCutByBudget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  samplesPerDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  windowAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SamplingPlanPromptConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SamplingPlanPromptConnection'] = ResolversParentTypes['SamplingPlanPromptConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SamplingPlanPromptEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AnswersPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SamplingPlanPromptEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SamplingPlanPromptEdge'] = ResolversParentTypes['SamplingPlanPromptEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SamplingPlanPrompt'], ParentType, ContextType>;
};

export type SamplingSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SamplingSettings'] = ResolversParentTypes['SamplingSettings']> = {
  headlineHalfWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxSamplesPerDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSamplesPerDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyBudgetUsd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  promptHalfWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SaveLlmsTxtPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SaveLlmsTxtPayload'] = ResolversParentTypes['SaveLlmsTxtPayload']> = {
  analysis?: Resolver<ResolversTypes['LlmsTxtAnalysis'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['LlmsTxtFile'], ParentType, ContextType>;
};

export type SearchQueryRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchQueryRow'] = ResolversParentTypes['SearchQueryRow']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandCitedAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendFactFixPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SendFactFixPayload'] = ResolversParentTypes['SendFactFixPayload']> = {
  issue?: Resolver<ResolversTypes['FactIssue'], ParentType, ContextType>;
};

export type SendOutreachEmailPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SendOutreachEmailPayload'] = ResolversParentTypes['SendOutreachEmailPayload']> = {
  message?: Resolver<ResolversTypes['OutreachMessage'], ParentType, ContextType>;
};

export type SentimentLabelResolvers = EnumResolverSignature<{ NEGATIVE?: any, NEUTRAL?: any, POSITIVE?: any }, ResolversTypes['SentimentLabel']>;

export type SentimentPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SentimentPoint'] = ResolversParentTypes['SentimentPoint']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentiment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SetActionStepPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetActionStepPayload'] = ResolversParentTypes['SetActionStepPayload']> = {
  checklist?: Resolver<ResolversTypes['ActionChecklist'], ParentType, ContextType>;
};

export type SetBrandAttributesPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetBrandAttributesPayload'] = ResolversParentTypes['SetBrandAttributesPayload']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
};

export type SetBrandFactPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetBrandFactPayload'] = ResolversParentTypes['SetBrandFactPayload']> = {
  fact?: Resolver<ResolversTypes['BrandFact'], ParentType, ContextType>;
};

export type SetCompetitorsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetCompetitorsPayload'] = ResolversParentTypes['SetCompetitorsPayload']> = {
  competitors?: Resolver<Array<ResolversTypes['Competitor']>, ParentType, ContextType>;
};

export type SetPromptKindPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetPromptKindPayload'] = ResolversParentTypes['SetPromptKindPayload']> = {
  prompt?: Resolver<ResolversTypes['ManagedPrompt'], ParentType, ContextType>;
};

export type SetSourceCategoryPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetSourceCategoryPayload'] = ResolversParentTypes['SetSourceCategoryPayload']> = {
  overrides?: Resolver<Array<ResolversTypes['SourceCategoryOverride']>, ParentType, ContextType>;
};

export type SetStatementStatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetStatementStatePayload'] = ResolversParentTypes['SetStatementStatePayload']> = {
  statement?: Resolver<ResolversTypes['InboxStatement'], ParentType, ContextType>;
};

export type SetupChecklistResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetupChecklist'] = ResolversParentTypes['SetupChecklist']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['SetupStep']>, ParentType, ContextType>;
};

export type SetupStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetupStep'] = ResolversParentTypes['SetupStep']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['SetupStepKey'], ParentType, ContextType>;
  optional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SimulatedShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SimulatedShare'] = ResolversParentTypes['SimulatedShare']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SourceCategoryResolvers = EnumResolverSignature<{ COMPETITOR?: any, EDITORIAL?: any, OTHER?: any, OWNED?: any, REFERENCE?: any, USER_GENERATED?: any }, ResolversTypes['SourceCategory']>;

export type SourceCategoryOverrideResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SourceCategoryOverride'] = ResolversParentTypes['SourceCategoryOverride']> = {
  category?: Resolver<ResolversTypes['SourceCategory'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SourceCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SourceCount'] = ResolversParentTypes['SourceCount']> = {
  category?: Resolver<ResolversTypes['SourceCategory'], ParentType, ContextType>;
  citationShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SourceInsightResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SourceInsight'] = ResolversParentTypes['SourceInsight']> = {
  citations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domains?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  previousShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totalCitations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SourceOutreachResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SourceOutreach'] = ResolversParentTypes['SourceOutreach']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  advice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SourceOutreachKind'], ParentType, ContextType>;
};

export type StartCollectionRunPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StartCollectionRunPayload'] = ResolversParentTypes['StartCollectionRunPayload']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  run?: Resolver<ResolversTypes['CollectionRun'], ParentType, ContextType>;
};

export type StartGoogleOAuthPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StartGoogleOAuthPayload'] = ResolversParentTypes['StartGoogleOAuthPayload']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Statement'] = ResolversParentTypes['Statement']> = {
  analyzerAspects?: Resolver<Array<ResolversTypes['Aspect']>, ParentType, ContextType>;
  analyzerPolarity?: Resolver<ResolversTypes['SentimentLabel'], ParentType, ContextType>;
  answerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  aspects?: Resolver<Array<ResolversTypes['Aspect']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  competitorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  competitorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  correctedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  correctedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  polarity?: Resolver<ResolversTypes['SentimentLabel'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['StatementState'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementInboxResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StatementInbox'] = ResolversParentTypes['StatementInbox']> = {
  edges?: Resolver<Array<ResolversTypes['InboxStatementEdge']>, ParentType, ContextType>;
  newCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['AnswersPageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SuggestBrandFactsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestBrandFactsPayload'] = ResolversParentTypes['SuggestBrandFactsPayload']> = {
  facts?: Resolver<Array<ResolversTypes['BrandFact']>, ParentType, ContextType>;
  notRead?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SuggestCompetitorsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestCompetitorsPayload'] = ResolversParentTypes['SuggestCompetitorsPayload']> = {
  competitors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SuggestKeywordsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestKeywordsPayload'] = ResolversParentTypes['SuggestKeywordsPayload']> = {
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SuggestPromptsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestPromptsPayload'] = ResolversParentTypes['SuggestPromptsPayload']> = {
  prompts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SuggestWebsitePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestWebsitePayload'] = ResolversParentTypes['SuggestWebsitePayload']> = {
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SurfaceDivergenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SurfaceDivergence'] = ResolversParentTypes['SurfaceDivergence']> = {
  apiVisibility?: Resolver<ResolversTypes['SurfaceRate'], ParentType, ContextType>;
  appVisibility?: Resolver<ResolversTypes['SurfaceRate'], ParentType, ContextType>;
  citedDomainOverlap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pairs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pairsWithSources?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  visibilityAgreement?: Resolver<ResolversTypes['SurfaceRate'], ParentType, ContextType>;
};

export type SurfaceRateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SurfaceRate'] = ResolversParentTypes['SurfaceRate']> = {
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SyncIntegrationPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SyncIntegrationPayload'] = ResolversParentTypes['SyncIntegrationPayload']> = {
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType>;
};

export type TestAlertWebhookPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TestAlertWebhookPayload'] = ResolversParentTypes['TestAlertWebhookPayload']> = {
  delivery?: Resolver<ResolversTypes['AlertDelivery'], ParentType, ContextType>;
};

export type TextRangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TextRange'] = ResolversParentTypes['TextRange']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ThemeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  aspect?: Resolver<ResolversTypes['Aspect'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['ThemeCompetitor']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netSentiment?: Resolver<ResolversTypes['NetSentiment'], ParentType, ContextType>;
  neutral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<ThemeQuotesArgs, 'first'>>;
  sources?: Resolver<Array<ResolversTypes['ThemeSource']>, ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['ThemeDay']>, ParentType, ContextType>;
};

export type ThemeCompetitorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ThemeCompetitor'] = ResolversParentTypes['ThemeCompetitor']> = {
  competitorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSentiment?: Resolver<ResolversTypes['NetSentiment'], ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ThemeDayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ThemeDay'] = ResolversParentTypes['ThemeDay']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  negative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netSentiment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ThemeSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ThemeSource'] = ResolversParentTypes['ThemeSource']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lift?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TopicResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['Metrics'], ParentType, ContextType, Partial<TopicMetricsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<TopicPromptCountArgs>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TopicShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TopicShare'] = ResolversParentTypes['TopicShare']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
};

export type UpdateAlertRulePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateAlertRulePayload'] = ResolversParentTypes['UpdateAlertRulePayload']> = {
  rule?: Resolver<ResolversTypes['AlertRule'], ParentType, ContextType>;
};

export type UpdateAlertSettingsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateAlertSettingsPayload'] = ResolversParentTypes['UpdateAlertSettingsPayload']> = {
  settings?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType>;
};

export type UpdateBrandPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateBrandPayload'] = ResolversParentTypes['UpdateBrandPayload']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
};

export type UpdateCanaryPromptsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateCanaryPromptsPayload'] = ResolversParentTypes['UpdateCanaryPromptsPayload']> = {
  canaryPrompts?: Resolver<ResolversTypes['CanaryPrompts'], ParentType, ContextType>;
};

export type UpdateCollectionSettingsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateCollectionSettingsPayload'] = ResolversParentTypes['UpdateCollectionSettingsPayload']> = {
  settings?: Resolver<ResolversTypes['CollectionSettings'], ParentType, ContextType>;
};

export type UpdateSamplingSettingsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateSamplingSettingsPayload'] = ResolversParentTypes['UpdateSamplingSettingsPayload']> = {
  plan?: Resolver<ResolversTypes['SamplingPlan'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['SamplingSettings'], ParentType, ContextType>;
};

export type UpdateWorkspacePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateWorkspacePayload'] = ResolversParentTypes['UpdateWorkspacePayload']> = {
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type VendorEvidenceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['VendorEvidence'] = ResolversParentTypes['VendorEvidence']> = {
  hasHtml?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRawPayload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  htmlBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  htmlUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rawBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rawUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  storedBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['MemberBrand']>, ParentType, ContextType>;
  flags?: Resolver<ResolversTypes['AccountFlags'], ParentType, ContextType>;
  onboarding?: Resolver<ResolversTypes['OnboardingState'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  reanalysis?: Resolver<Maybe<ResolversTypes['Reanalysis']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  setup?: Resolver<ResolversTypes['SetupChecklist'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['DashboardVariant'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type VisibilityIntervalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['VisibilityInterval'] = ResolversParentTypes['VisibilityInterval']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['VisibilityBasis'], ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  high?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  low?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previousDay?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  previousHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previousLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previousVisibility?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  significantChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibility?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type WebhookFormatResolvers = EnumResolverSignature<{ JSON?: any, SLACK?: any }, ResolversTypes['WebhookFormat']>;

export type WhyLineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WhyLine'] = ResolversParentTypes['WhyLine']> = {
  corrected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ruleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  actionCenter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['WorkspaceBrand']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkspaceBrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorkspaceBrand'] = ResolversParentTypes['WorkspaceBrand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AcceptInvitationPayload?: AcceptInvitationPayloadResolvers<ContextType>;
  AccountFlags?: AccountFlagsResolvers<ContextType>;
  ActionCenterStatus?: ActionCenterStatusResolvers<ContextType>;
  ActionChecklist?: ActionChecklistResolvers<ContextType>;
  AddPromptPayload?: AddPromptPayloadResolvers<ContextType>;
  AiSessionsDay?: AiSessionsDayResolvers<ContextType>;
  AiSessionsRow?: AiSessionsRowResolvers<ContextType>;
  AiSessionsTrend?: AiSessionsTrendResolvers<ContextType>;
  AlertAnswers?: AlertAnswersResolvers<ContextType>;
  AlertChannel?: AlertChannelResolvers;
  AlertDelivery?: AlertDeliveryResolvers<ContextType>;
  AlertDeliveryPurpose?: AlertDeliveryPurposeResolvers;
  AlertEmailConfirmation?: AlertEmailConfirmationResolvers<ContextType>;
  AlertEvent?: AlertEventResolvers<ContextType>;
  AlertEventPage?: AlertEventPageResolvers<ContextType>;
  AlertKind?: AlertKindResolvers;
  AlertRule?: AlertRuleResolvers<ContextType>;
  AlertSettings?: AlertSettingsResolvers<ContextType>;
  AlertWebhook?: AlertWebhookResolvers<ContextType>;
  AnalysisAccuracy?: AnalysisAccuracyResolvers<ContextType>;
  Annotation?: AnnotationResolvers<ContextType>;
  Answer?: AnswerResolvers<ContextType>;
  AnswerCompetitor?: AnswerCompetitorResolvers<ContextType>;
  AnswerConnection?: AnswerConnectionResolvers<ContextType>;
  AnswerCorrection?: AnswerCorrectionResolvers<ContextType>;
  AnswerEdge?: AnswerEdgeResolvers<ContextType>;
  AnswerEvidence?: AnswerEvidenceResolvers<ContextType>;
  AnswerGap?: AnswerGapResolvers<ContextType>;
  AnswerMention?: AnswerMentionResolvers<ContextType>;
  AnswerReviewPayload?: AnswerReviewPayloadResolvers<ContextType>;
  AnswerSource?: AnswerSourceResolvers<ContextType>;
  AnswerStatus?: AnswerStatusResolvers;
  AnswerWhy?: AnswerWhyResolvers<ContextType>;
  AnswersPageInfo?: AnswersPageInfoResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenScope?: ApiTokenScopeResolvers;
  ArchivePromptPayload?: ArchivePromptPayloadResolvers<ContextType>;
  ArchiveTopicPayload?: ArchiveTopicPayloadResolvers<ContextType>;
  AttributeFigure?: AttributeFigureResolvers<ContextType>;
  AttributeWords?: AttributeWordsResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  BingGroundingQueries?: BingGroundingQueriesResolvers<ContextType>;
  BingGroundingQuery?: BingGroundingQueryResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandAttribute?: BrandAttributeResolvers<ContextType>;
  BrandFact?: BrandFactResolvers<ContextType>;
  BrandFactAliases?: BrandFactAliasesResolvers<ContextType>;
  BrandPlatformVisibility?: BrandPlatformVisibilityResolvers<ContextType>;
  BrandRanking?: BrandRankingResolvers<ContextType>;
  CanaryPrompts?: CanaryPromptsResolvers<ContextType>;
  CategoryCitations?: CategoryCitationsResolvers<ContextType>;
  ChangeImpact?: ChangeImpactResolvers<ContextType>;
  ChangeImpactPoint?: ChangeImpactPointResolvers<ContextType>;
  ChangeMemberBrandsPayload?: ChangeMemberBrandsPayloadResolvers<ContextType>;
  ChangeMemberRolePayload?: ChangeMemberRolePayloadResolvers<ContextType>;
  ClaimCheck?: ClaimCheckResolvers<ContextType>;
  ClaimFlag?: ClaimFlagResolvers<ContextType>;
  ClaimRate?: ClaimRateResolvers<ContextType>;
  ClaimSource?: ClaimSourceResolvers<ContextType>;
  CollectionRun?: CollectionRunResolvers<ContextType>;
  CollectionRunStatus?: CollectionRunStatusResolvers;
  CollectionRunTrigger?: CollectionRunTriggerResolvers;
  CollectionSettings?: CollectionSettingsResolvers<ContextType>;
  ComparedPage?: ComparedPageResolvers<ContextType>;
  ComparisonPages?: ComparisonPagesResolvers<ContextType>;
  Competitive?: CompetitiveResolvers<ContextType>;
  CompetitiveBrand?: CompetitiveBrandResolvers<ContextType>;
  CompetitivePoint?: CompetitivePointResolvers<ContextType>;
  CompetitiveSeries?: CompetitiveSeriesResolvers<ContextType>;
  Competitor?: CompetitorResolvers<ContextType>;
  CompetitorRanking?: CompetitorRankingResolvers<ContextType>;
  CompetitorRankings?: CompetitorRankingsResolvers<ContextType>;
  CompleteOnboardingPayload?: CompleteOnboardingPayloadResolvers<ContextType>;
  ConfirmAlertEmailPayload?: ConfirmAlertEmailPayloadResolvers<ContextType>;
  ConfirmBrandFactPayload?: ConfirmBrandFactPayloadResolvers<ContextType>;
  ConnectIntegrationPayload?: ConnectIntegrationPayloadResolvers<ContextType>;
  ContentScores?: ContentScoresResolvers<ContextType>;
  CorrectFactClaimPayload?: CorrectFactClaimPayloadResolvers<ContextType>;
  CorrectStatementPayload?: CorrectStatementPayloadResolvers<ContextType>;
  CrawlerActivity?: CrawlerActivityResolvers<ContextType>;
  CrawlerIpRangeList?: CrawlerIpRangeListResolvers<ContextType>;
  CrawlerProviderCount?: CrawlerProviderCountResolvers<ContextType>;
  CrawlerPurpose?: CrawlerPurposeResolvers;
  CrawlerVerification?: CrawlerVerificationResolvers;
  CrawlerVerificationMethod?: CrawlerVerificationMethodResolvers;
  CrawlerVisit?: CrawlerVisitResolvers<ContextType>;
  CrawlerVisitConnection?: CrawlerVisitConnectionResolvers<ContextType>;
  CrawlerVisitEdge?: CrawlerVisitEdgeResolvers<ContextType>;
  CreateAlertWebhookPayload?: CreateAlertWebhookPayloadResolvers<ContextType>;
  CreateApiTokenPayload?: CreateApiTokenPayloadResolvers<ContextType>;
  CreateBrandPayload?: CreateBrandPayloadResolvers<ContextType>;
  CreateTopicPayload?: CreateTopicPayloadResolvers<ContextType>;
  DashboardVariant?: DashboardVariantResolvers;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteAlertWebhookPayload?: DeleteAlertWebhookPayloadResolvers<ContextType>;
  DeleteBrandFactPayload?: DeleteBrandFactPayloadResolvers<ContextType>;
  DeleteBrandPayload?: DeleteBrandPayloadResolvers<ContextType>;
  DisconnectIntegrationPayload?: DisconnectIntegrationPayloadResolvers<ContextType>;
  DomainCitations?: DomainCitationsResolvers<ContextType>;
  EditPromptPayload?: EditPromptPayloadResolvers<ContextType>;
  EngineProgress?: EngineProgressResolvers<ContextType>;
  EvidenceStorage?: EvidenceStorageResolvers<ContextType>;
  FactAccuracyDay?: FactAccuracyDayResolvers<ContextType>;
  FactCheck?: FactCheckResolvers<ContextType>;
  FactClaim?: FactClaimResolvers<ContextType>;
  FactClaimConnection?: FactClaimConnectionResolvers<ContextType>;
  FactClaimEdge?: FactClaimEdgeResolvers<ContextType>;
  FactClaimTally?: FactClaimTallyResolvers<ContextType>;
  FactContradiction?: FactContradictionResolvers<ContextType>;
  FactFix?: FactFixResolvers<ContextType>;
  FactIssue?: FactIssueResolvers<ContextType>;
  FactIssueEffect?: FactIssueEffectResolvers<ContextType>;
  FundCompetitorCount?: FundCompetitorCountResolvers<ContextType>;
  FundOverview?: FundOverviewResolvers<ContextType>;
  FundPlatformShare?: FundPlatformShareResolvers<ContextType>;
  FundPrompt?: FundPromptResolvers<ContextType>;
  FundPrompts?: FundPromptsResolvers<ContextType>;
  FundSourceCount?: FundSourceCountResolvers<ContextType>;
  FundTopicShare?: FundTopicShareResolvers<ContextType>;
  GapCompetitor?: GapCompetitorResolvers<ContextType>;
  GapSource?: GapSourceResolvers<ContextType>;
  GenerateContentPayload?: GenerateContentPayloadResolvers<ContextType>;
  GeneratedContent?: GeneratedContentResolvers<ContextType>;
  HeadToHead?: HeadToHeadResolvers<ContextType>;
  HeadToHeadSide?: HeadToHeadSideResolvers<ContextType>;
  ImportBingAiPerformancePayload?: ImportBingAiPerformancePayloadResolvers<ContextType>;
  ImportBrandFactsPayload?: ImportBrandFactsPayloadResolvers<ContextType>;
  ImpressionPoint?: ImpressionPointResolvers<ContextType>;
  InboxStatement?: InboxStatementResolvers<ContextType>;
  InboxStatementEdge?: InboxStatementEdgeResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  IntegrationKind?: IntegrationKindResolvers;
  IntegrationStatus?: IntegrationStatusResolvers;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  InviteMemberPayload?: InviteMemberPayloadResolvers<ContextType>;
  KpiChange?: KpiChangeResolvers<ContextType>;
  KpiChanges?: KpiChangesResolvers<ContextType>;
  LlmsTxtAnalysis?: LlmsTxtAnalysisResolvers<ContextType>;
  LlmsTxtFile?: LlmsTxtFileResolvers<ContextType>;
  LlmsTxtIssue?: LlmsTxtIssueResolvers<ContextType>;
  LlmsTxtScores?: LlmsTxtScoresResolvers<ContextType>;
  LlmsTxtSection?: LlmsTxtSectionResolvers<ContextType>;
  LogChangePayload?: LogChangePayloadResolvers<ContextType>;
  LoggedChange?: LoggedChangeResolvers<ContextType>;
  ManagedPrompt?: ManagedPromptResolvers<ContextType>;
  ManagedTopic?: ManagedTopicResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberBrand?: MemberBrandResolvers<ContextType>;
  MetricDefinition?: MetricDefinitionResolvers<ContextType>;
  Metrics?: MetricsResolvers<ContextType>;
  MovePromptPayload?: MovePromptPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Narrative?: NarrativeResolvers<ContextType>;
  NetSentiment?: NetSentimentResolvers<ContextType>;
  NoiseBand?: NoiseBandResolvers<ContextType>;
  OnboardingState?: OnboardingStateResolvers<ContextType>;
  OneRunAgreement?: OneRunAgreementResolvers<ContextType>;
  OutreachMessage?: OutreachMessageResolvers<ContextType>;
  Overview?: OverviewResolvers<ContextType>;
  PageCitations?: PageCitationsResolvers<ContextType>;
  PageCrawls?: PageCrawlsResolvers<ContextType>;
  PageFunnelRow?: PageFunnelRowResolvers<ContextType>;
  Period?: PeriodResolvers<ContextType>;
  Platform?: PlatformResolvers;
  PlatformBrandVisibility?: PlatformBrandVisibilityResolvers<ContextType>;
  PlatformClaimTally?: PlatformClaimTallyResolvers<ContextType>;
  PlatformShare?: PlatformShareResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductMerchant?: ProductMerchantResolvers<ContextType>;
  ProductRow?: ProductRowResolvers<ContextType>;
  ProductVisibility?: ProductVisibilityResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PromptAnswerCount?: PromptAnswerCountResolvers<ContextType>;
  PromptAsk?: PromptAskResolvers<ContextType>;
  PromptAskAnswer?: PromptAskAnswerResolvers<ContextType>;
  PromptGrid?: PromptGridResolvers<ContextType>;
  PromptGridRow?: PromptGridRowResolvers<ContextType>;
  PromptGroup?: PromptGroupResolvers<ContextType>;
  PromptPlatformVisibility?: PromptPlatformVisibilityResolvers<ContextType>;
  PromptSparkline?: PromptSparklineResolvers<ContextType>;
  PromptSparklines?: PromptSparklinesResolvers<ContextType>;
  PromptVisibility?: PromptVisibilityResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  Reanalysis?: ReanalysisResolvers<ContextType>;
  ReanalysisState?: ReanalysisStateResolvers;
  RemoveMemberPayload?: RemoveMemberPayloadResolvers<ContextType>;
  RenameTopicPayload?: RenameTopicPayloadResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportCompetitor?: ReportCompetitorResolvers<ContextType>;
  ReportKindResults?: ReportKindResultsResolvers<ContextType>;
  ReportPlatformResult?: ReportPlatformResultResolvers<ContextType>;
  ReportPrompt?: ReportPromptResolvers<ContextType>;
  ReportPromptPlatform?: ReportPromptPlatformResolvers<ContextType>;
  ReportResults?: ReportResultsResolvers<ContextType>;
  ReportSource?: ReportSourceResolvers<ContextType>;
  ReportStatus?: ReportStatusResolvers;
  ReportStatusInfo?: ReportStatusInfoResolvers<ContextType>;
  RequestReportPayload?: RequestReportPayloadResolvers<ContextType>;
  ReviewItem?: ReviewItemResolvers<ContextType>;
  RevokeApiTokenPayload?: RevokeApiTokenPayloadResolvers<ContextType>;
  RevokeInvitationPayload?: RevokeInvitationPayloadResolvers<ContextType>;
  SamplingCostLine?: SamplingCostLineResolvers<ContextType>;
  SamplingPlan?: SamplingPlanResolvers<ContextType>;
  SamplingPlanPrompt?: SamplingPlanPromptResolvers<ContextType>;
  SamplingPlanPromptConnection?: SamplingPlanPromptConnectionResolvers<ContextType>;
  SamplingPlanPromptEdge?: SamplingPlanPromptEdgeResolvers<ContextType>;
  SamplingSettings?: SamplingSettingsResolvers<ContextType>;
  SaveLlmsTxtPayload?: SaveLlmsTxtPayloadResolvers<ContextType>;
  SearchQueryRow?: SearchQueryRowResolvers<ContextType>;
  SendFactFixPayload?: SendFactFixPayloadResolvers<ContextType>;
  SendOutreachEmailPayload?: SendOutreachEmailPayloadResolvers<ContextType>;
  SentimentLabel?: SentimentLabelResolvers;
  SentimentPoint?: SentimentPointResolvers<ContextType>;
  SetActionStepPayload?: SetActionStepPayloadResolvers<ContextType>;
  SetBrandAttributesPayload?: SetBrandAttributesPayloadResolvers<ContextType>;
  SetBrandFactPayload?: SetBrandFactPayloadResolvers<ContextType>;
  SetCompetitorsPayload?: SetCompetitorsPayloadResolvers<ContextType>;
  SetPromptKindPayload?: SetPromptKindPayloadResolvers<ContextType>;
  SetSourceCategoryPayload?: SetSourceCategoryPayloadResolvers<ContextType>;
  SetStatementStatePayload?: SetStatementStatePayloadResolvers<ContextType>;
  SetupChecklist?: SetupChecklistResolvers<ContextType>;
  SetupStep?: SetupStepResolvers<ContextType>;
  SimulatedShare?: SimulatedShareResolvers<ContextType>;
  SourceCategory?: SourceCategoryResolvers;
  SourceCategoryOverride?: SourceCategoryOverrideResolvers<ContextType>;
  SourceCount?: SourceCountResolvers<ContextType>;
  SourceInsight?: SourceInsightResolvers<ContextType>;
  SourceOutreach?: SourceOutreachResolvers<ContextType>;
  StartCollectionRunPayload?: StartCollectionRunPayloadResolvers<ContextType>;
  StartGoogleOAuthPayload?: StartGoogleOAuthPayloadResolvers<ContextType>;
  Statement?: StatementResolvers<ContextType>;
  StatementInbox?: StatementInboxResolvers<ContextType>;
  SuggestBrandFactsPayload?: SuggestBrandFactsPayloadResolvers<ContextType>;
  SuggestCompetitorsPayload?: SuggestCompetitorsPayloadResolvers<ContextType>;
  SuggestKeywordsPayload?: SuggestKeywordsPayloadResolvers<ContextType>;
  SuggestPromptsPayload?: SuggestPromptsPayloadResolvers<ContextType>;
  SuggestWebsitePayload?: SuggestWebsitePayloadResolvers<ContextType>;
  SurfaceDivergence?: SurfaceDivergenceResolvers<ContextType>;
  SurfaceRate?: SurfaceRateResolvers<ContextType>;
  SyncIntegrationPayload?: SyncIntegrationPayloadResolvers<ContextType>;
  TestAlertWebhookPayload?: TestAlertWebhookPayloadResolvers<ContextType>;
  TextRange?: TextRangeResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  ThemeCompetitor?: ThemeCompetitorResolvers<ContextType>;
  ThemeDay?: ThemeDayResolvers<ContextType>;
  ThemeSource?: ThemeSourceResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicShare?: TopicShareResolvers<ContextType>;
  UpdateAlertRulePayload?: UpdateAlertRulePayloadResolvers<ContextType>;
  UpdateAlertSettingsPayload?: UpdateAlertSettingsPayloadResolvers<ContextType>;
  UpdateBrandPayload?: UpdateBrandPayloadResolvers<ContextType>;
  UpdateCanaryPromptsPayload?: UpdateCanaryPromptsPayloadResolvers<ContextType>;
  UpdateCollectionSettingsPayload?: UpdateCollectionSettingsPayloadResolvers<ContextType>;
  UpdateSamplingSettingsPayload?: UpdateSamplingSettingsPayloadResolvers<ContextType>;
  UpdateWorkspacePayload?: UpdateWorkspacePayloadResolvers<ContextType>;
  VendorEvidence?: VendorEvidenceResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  VisibilityInterval?: VisibilityIntervalResolvers<ContextType>;
  WebhookFormat?: WebhookFormatResolvers;
  WhyLine?: WhyLineResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspaceBrand?: WorkspaceBrandResolvers<ContextType>;
};

