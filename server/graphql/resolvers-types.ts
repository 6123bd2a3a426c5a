import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { TopicRow } from '../modules/topics/topics.store';
import type { MetricsScope } from '../modules/metrics/metrics.service';
import type { AccountScope } from '../modules/accounts/accounts.service';
import type { PromptGroupModel } from '../modules/prompts/prompts.service';
import type { RequestContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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

/** A personal API token for querying the API directly. The secret itself is only shown when it is created. */
export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The first characters of the token, to tell tokens apart. */
  prefix: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  aliases: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type CompetitorRanking = {
  __typename?: 'CompetitorRanking';
  /** Displayed mention count: raw mentions halved and rounded, as the product has always shown them. */
  count: Scalars['Int']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** Answers in the window that named this competitor. */
  mentions: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
};

export type CompetitorRankings = {
  __typename?: 'CompetitorRankings';
  /** The brand's rank among all tracked brands by answers naming them; 0 when below 5th. */
  companyRank: Scalars['Int']['output'];
  rankings: Array<CompetitorRanking>;
};

export type CreateApiTokenInput = {
  name: Scalars['String']['input'];
};

export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  apiToken: ApiToken;
  /** The token to send as `Authorization: Bearer …`. Shown once; only its hash is stored. */
  token: Scalars['String']['output'];
};

/** Which dashboard an account sees. */
export type DashboardVariant =
  /** The venture-capital fund view with its action tools. */
  | 'FUND'
  | 'GENERAL';

export type ImpressionPoint = {
  __typename?: 'ImpressionPoint';
  answers: Scalars['Int']['output'];
  date: Scalars['Date']['output'];
  impressions: Scalars['Int']['output'];
  /** impressions / answers × 100 for that day. */
  visibility: Scalars['Float']['output'];
};

/** Figures for one topic, or for the whole account on the overview. */
export type Metrics = {
  __typename?: 'Metrics';
  competitorRankings: CompetitorRankings;
  /** Days with answers, oldest first; from/to (inclusive) narrow the range. */
  impressionHistory: Array<ImpressionPoint>;
  /** Answers collected on the latest collection day (prompts × platforms asked, failures excluded). */
  latestAnswers: Scalars['Int']['output'];
  latestDay?: Maybe<Scalars['Date']['output']>;
  /** Answers in which the brand was visible on the latest collection day. */
  latestImpressions: Scalars['Int']['output'];
  /** Answers analyzed in the last 30 days. */
  sentimentAnalyzed: Scalars['Int']['output'];
  /** Days with at least one answer mentioning the brand, oldest first. */
  sentimentHistory: Array<SentimentPoint>;
  /** Answers that mentioned the brand in the last 30 days (the sentiment sample size). */
  sentimentMentions: Scalars['Int']['output'];
  /** Mean sentiment toward the brand (0–100) over the last 30 days of answers that mention it; null when none do. */
  sentimentScore?: Maybe<Scalars['Float']['output']>;
  topSources: Array<SourceCount>;
  /** Visibility % on the latest collection day (impressions / answers collected × 100); 0 with no history. */
  visibility: Scalars['Float']['output'];
};


/** Figures for one topic, or for the whole account on the overview. */
export type MetricsCompetitorRankingsArgs = {
  window?: InputMaybe<TimeWindow>;
};


/** Figures for one topic, or for the whole account on the overview. */
export type MetricsImpressionHistoryArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/** Figures for one topic, or for the whole account on the overview. */
export type MetricsSentimentHistoryArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/** Figures for one topic, or for the whole account on the overview. */
export type MetricsTopSourcesArgs = {
  window?: InputMaybe<TimeWindow>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Needs a signed-in session (not an API token). */
  createApiToken: CreateApiTokenPayload;
  /** Public. Step 6: queue the report; it is e-mailed to the address when ready. */
  requestReport: RequestReportPayload;
  /** Needs a signed-in session (not an API token). The token stops working at once. */
  revokeApiToken: RevokeApiTokenPayload;
  /** Public. Step 2 → 3: competitors of the company. */
  suggestCompetitors: SuggestCompetitorsPayload;
  /** Public. Step 3 → 4: search topics. */
  suggestKeywords: SuggestKeywordsPayload;
  /** Public. Step 4 → 5: prompts to ask the AI platforms. */
  suggestPrompts: SuggestPromptsPayload;
  /** Public. Step 1 → 2 of the wizard: a website for the company. */
  suggestWebsite: SuggestWebsitePayload;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationRequestReportArgs = {
  input: RequestReportInput;
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
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

/** The account overview: the aggregate topic's metrics plus breakdowns. */
export type Overview = {
  __typename?: 'Overview';
  /** Impressions over all time across all topics. */
  impressionsTotal: Scalars['Int']['output'];
  metrics: Metrics;
  /** Active prompts across all topics (aggregate excluded). */
  promptCount: Scalars['Int']['output'];
  topPlatforms: Array<PlatformShare>;
  topicBreakdown: Array<TopicShare>;
};

/** An AI platform whose answers are collected. */
export type Platform =
  | 'CHATGPT'
  | 'CLAUDE'
  | 'GEMINI'
  | 'PERPLEXITY';

export type PlatformShare = {
  __typename?: 'PlatformShare';
  answers: Scalars['Int']['output'];
  impressions: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  platform: Platform;
  visibility: Scalars['Float']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

export type PromptGroup = {
  __typename?: 'PromptGroup';
  /** Group key: the topic name lowercased, punctuation stripped, hyphenated. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prompts: Array<PromptVisibility>;
  topic: Topic;
};

export type PromptVisibility = {
  __typename?: 'PromptVisibility';
  answers: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  impressions: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  lastCollectedOn?: Maybe<Scalars['Date']['output']>;
  question: Scalars['String']['output'];
  /** Share of this prompt's collected answers that mentioned the brand (0–100); null before any answer. */
  visibilityPercentage?: Maybe<Scalars['Float']['output']>;
  /** Great at 70 % or more, Medium at 40 % or more, else Poor; null before any answer. */
  visibilityStatus?: Maybe<VisibilityStatus>;
};

export type Query = {
  __typename?: 'Query';
  actionCenterStatus: ActionCenterStatus;
  /** The account's active personal API tokens, newest first. */
  apiTokens: Array<ApiToken>;
  /** Always answers; lets a client check that the API is up without a token. */
  health: Scalars['String']['output'];
  overview: Overview;
  /** Active prompts grouped by topic, groups sorted by name. */
  promptGroups: Array<PromptGroup>;
  /** Public. The report behind a token (the page /reports/:token); null for an unknown token. */
  report?: Maybe<Report>;
  /** Public. A report request's status by its token; null for an unknown token. */
  reportStatus?: Maybe<ReportStatusInfo>;
  topic?: Maybe<Topic>;
  /** The account's topics, sorted by name; the aggregate topic is never listed. */
  topics: Array<Topic>;
  viewer: Viewer;
};


export type QueryReportArgs = {
  token: Scalars['String']['input'];
};


export type QueryReportStatusArgs = {
  token: Scalars['String']['input'];
};


export type QueryTopicArgs = {
  slug: Scalars['String']['input'];
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

export type ReportPlatformResult = {
  __typename?: 'ReportPlatformResult';
  /** Answers collected; failed captures are counted apart and never as 'not visible'. */
  answers: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  platform: Platform;
  /** Mean sentiment (0-100) of the answers naming the brand. */
  sentiment?: Maybe<Scalars['Float']['output']>;
  simulated: Scalars['Boolean']['output'];
  /** visible ÷ answers × 100, one decimal. */
  visibility: Scalars['Float']['output'];
  visible: Scalars['Int']['output'];
};

export type ReportPrompt = {
  __typename?: 'ReportPrompt';
  kind: ReportPromptKind;
  platforms: Array<ReportPromptPlatform>;
  prompt: Scalars['String']['output'];
  visibility: Scalars['Float']['output'];
};

export type ReportPromptKind =
  | 'BRAND'
  | 'GENERIC';

export type ReportPromptPlatform = {
  __typename?: 'ReportPromptPlatform';
  competitors: Array<Scalars['String']['output']>;
  /** Set when the platform failed to answer. */
  error?: Maybe<Scalars['String']['output']>;
  platform: Platform;
  position?: Maybe<Scalars['Int']['output']>;
  sentiment?: Maybe<Scalars['Float']['output']>;
  sourceCount: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
};

export type ReportResults = {
  __typename?: 'ReportResults';
  answers: Scalars['Int']['output'];
  /** Mean position of the brand's first mention among tracked brands (1 = first). */
  averagePosition?: Maybe<Scalars['Float']['output']>;
  companyRank: Scalars['Int']['output'];
  /** The company and its competitors, most mentioned first. */
  competitors: Array<ReportCompetitor>;
  /** Collection day (UTC). */
  day: Scalars['Date']['output'];
  failed: Scalars['Int']['output'];
  generatedAt: Scalars['DateTime']['output'];
  platforms: Array<ReportPlatformResult>;
  prompts: Array<ReportPrompt>;
  sentiment?: Maybe<Scalars['Float']['output']>;
  shareOfVoice: Scalars['Float']['output'];
  /** True when a simulated answer engine produced the answers. */
  simulated: Scalars['Boolean']['output'];
  /** At most 10, most cited first. */
  sources: Array<ReportSource>;
  visibility: Scalars['Float']['output'];
  visibleAnswers: Scalars['Int']['output'];
};

export type ReportSource = {
  __typename?: 'ReportSource';
  /** Answers citing it. */
  count: Scalars['Int']['output'];
  domain: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ReportStatus =
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING'
  | 'SENT';

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

export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  apiToken: ApiToken;
};

export type SentimentPoint = {
  __typename?: 'SentimentPoint';
  date: Scalars['Date']['output'];
  mentions: Scalars['Int']['output'];
  /** Mean sentiment (0–100) of that day's answers that mention the brand. */
  sentiment: Scalars['Float']['output'];
};

export type SourceCount = {
  __typename?: 'SourceCount';
  count: Scalars['Int']['output'];
  domain: Scalars['String']['output'];
  url: Scalars['String']['output'];
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
  /** Search topics (at most 10). */
  keywords: Array<Scalars['String']['output']>;
};

export type SuggestPromptsInput = {
  companyName: Scalars['String']['input'];
  competitors?: InputMaybe<Array<Scalars['String']['input']>>;
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type SuggestPromptsPayload = {
  __typename?: 'SuggestPromptsPayload';
  /** At least 10: the first 8 generic questions about the topics, then brand-specific ones. */
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

/** How far back a ranking looks: everything, the last 30 days or the last 7 days. */
export type TimeWindow =
  | 'ALL'
  | 'MONTH'
  | 'WEEK';

export type Topic = {
  __typename?: 'Topic';
  id: Scalars['ID']['output'];
  metrics: Metrics;
  name: Scalars['String']['output'];
  /** Active prompts in this topic. */
  promptCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type TopicShare = {
  __typename?: 'TopicShare';
  name: Scalars['String']['output'];
  /** Rounded share of all impressions (aggregate excluded) over the last 30 days. */
  percentage: Scalars['Int']['output'];
  topic: Topic;
};

/** The signed-in account; every other field of the API is scoped to it. */
export type Viewer = {
  __typename?: 'Viewer';
  brand?: Maybe<Brand>;
  flags: AccountFlags;
  /** AI platforms this account's prompts are asked on. */
  platforms: Array<Platform>;
  profile: Profile;
  variant: DashboardVariant;
};

export type VisibilityStatus =
  | 'GREAT'
  | 'MEDIUM'
  | 'POOR';



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
  AccountFlags: ResolverTypeWrapper<AccountFlags>;
  ActionCenterAvailability: ActionCenterAvailability;
  ActionCenterStatus: ResolverTypeWrapper<ActionCenterStatus>;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  CompetitorRanking: ResolverTypeWrapper<CompetitorRanking>;
  CompetitorRankings: ResolverTypeWrapper<CompetitorRankings>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: ResolverTypeWrapper<CreateApiTokenPayload>;
  DashboardVariant: DashboardVariant;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpressionPoint: ResolverTypeWrapper<ImpressionPoint>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Metrics: ResolverTypeWrapper<MetricsScope>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Overview: ResolverTypeWrapper<MetricsScope>;
  Platform: Platform;
  PlatformShare: ResolverTypeWrapper<PlatformShare>;
  Profile: ResolverTypeWrapper<Profile>;
  PromptGroup: ResolverTypeWrapper<PromptGroupModel>;
  PromptVisibility: ResolverTypeWrapper<PromptVisibility>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Report: ResolverTypeWrapper<Report>;
  ReportCompetitor: ResolverTypeWrapper<ReportCompetitor>;
  ReportPlatformResult: ResolverTypeWrapper<ReportPlatformResult>;
  ReportPrompt: ResolverTypeWrapper<ReportPrompt>;
  ReportPromptKind: ReportPromptKind;
  ReportPromptPlatform: ResolverTypeWrapper<ReportPromptPlatform>;
  ReportResults: ResolverTypeWrapper<ReportResults>;
  ReportSource: ResolverTypeWrapper<ReportSource>;
  ReportStatus: ReportStatus;
  ReportStatusInfo: ResolverTypeWrapper<ReportStatusInfo>;
  RequestReportInput: RequestReportInput;
  RequestReportPayload: ResolverTypeWrapper<RequestReportPayload>;
  RevokeApiTokenPayload: ResolverTypeWrapper<RevokeApiTokenPayload>;
  SentimentPoint: ResolverTypeWrapper<SentimentPoint>;
  SourceCount: ResolverTypeWrapper<SourceCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestCompetitorsInput: SuggestCompetitorsInput;
  SuggestCompetitorsPayload: ResolverTypeWrapper<SuggestCompetitorsPayload>;
  SuggestKeywordsInput: SuggestKeywordsInput;
  SuggestKeywordsPayload: ResolverTypeWrapper<SuggestKeywordsPayload>;
  SuggestPromptsInput: SuggestPromptsInput;
  SuggestPromptsPayload: ResolverTypeWrapper<SuggestPromptsPayload>;
  SuggestWebsiteInput: SuggestWebsiteInput;
  SuggestWebsitePayload: ResolverTypeWrapper<SuggestWebsitePayload>;
  TimeWindow: TimeWindow;
  Topic: ResolverTypeWrapper<TopicRow>;
  TopicShare: ResolverTypeWrapper<Omit<TopicShare, 'topic'> & { topic: ResolversTypes['Topic'] }>;
  Viewer: ResolverTypeWrapper<AccountScope>;
  VisibilityStatus: VisibilityStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountFlags: AccountFlags;
  ActionCenterStatus: ActionCenterStatus;
  ApiToken: ApiToken;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  CompetitorRanking: CompetitorRanking;
  CompetitorRankings: CompetitorRankings;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: CreateApiTokenPayload;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImpressionPoint: ImpressionPoint;
  Int: Scalars['Int']['output'];
  Metrics: MetricsScope;
  Mutation: Record<PropertyKey, never>;
  Overview: MetricsScope;
  PlatformShare: PlatformShare;
  Profile: Profile;
  PromptGroup: PromptGroupModel;
  PromptVisibility: PromptVisibility;
  Query: Record<PropertyKey, never>;
  Report: Report;
  ReportCompetitor: ReportCompetitor;
  ReportPlatformResult: ReportPlatformResult;
  ReportPrompt: ReportPrompt;
  ReportPromptPlatform: ReportPromptPlatform;
  ReportResults: ReportResults;
  ReportSource: ReportSource;
  ReportStatusInfo: ReportStatusInfo;
  RequestReportInput: RequestReportInput;
  RequestReportPayload: RequestReportPayload;
  RevokeApiTokenPayload: RevokeApiTokenPayload;
  SentimentPoint: SentimentPoint;
  SourceCount: SourceCount;
  String: Scalars['String']['output'];
  SuggestCompetitorsInput: SuggestCompetitorsInput;
  SuggestCompetitorsPayload: SuggestCompetitorsPayload;
  SuggestKeywordsInput: SuggestKeywordsInput;
  SuggestKeywordsPayload: SuggestKeywordsPayload;
  SuggestPromptsInput: SuggestPromptsInput;
  SuggestPromptsPayload: SuggestPromptsPayload;
  SuggestWebsiteInput: SuggestWebsiteInput;
  SuggestWebsitePayload: SuggestWebsitePayload;
  Topic: TopicRow;
  TopicShare: Omit<TopicShare, 'topic'> & { topic: ResolversParentTypes['Topic'] };
  Viewer: AccountScope;
};

export type AccountFlagsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountFlags'] = ResolversParentTypes['AccountFlags']> = {
  actionCenter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ActionCenterStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionCenterStatus'] = ResolversParentTypes['ActionCenterStatus']> = {
  actionCenter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['ActionCenterAvailability'], ParentType, ContextType>;
};

export type ApiTokenResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  aliases?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompetitorRankingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompetitorRanking'] = ResolversParentTypes['CompetitorRanking']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompetitorRankingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CompetitorRankings'] = ResolversParentTypes['CompetitorRankings']> = {
  companyRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rankings?: Resolver<Array<ResolversTypes['CompetitorRanking']>, ParentType, ContextType>;
};

export type CreateApiTokenPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateApiTokenPayload'] = ResolversParentTypes['CreateApiTokenPayload']> = {
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ImpressionPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImpressionPoint'] = ResolversParentTypes['ImpressionPoint']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MetricsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Metrics'] = ResolversParentTypes['Metrics']> = {
  competitorRankings?: Resolver<ResolversTypes['CompetitorRankings'], ParentType, ContextType, RequireFields<MetricsCompetitorRankingsArgs, 'window'>>;
  impressionHistory?: Resolver<Array<ResolversTypes['ImpressionPoint']>, ParentType, ContextType, Partial<MetricsImpressionHistoryArgs>>;
  latestAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latestDay?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  latestImpressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentAnalyzed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentHistory?: Resolver<Array<ResolversTypes['SentimentPoint']>, ParentType, ContextType, Partial<MetricsSentimentHistoryArgs>>;
  sentimentMentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  topSources?: Resolver<Array<ResolversTypes['SourceCount']>, ParentType, ContextType, RequireFields<MetricsTopSourcesArgs, 'window'>>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createApiToken?: Resolver<ResolversTypes['CreateApiTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  requestReport?: Resolver<ResolversTypes['RequestReportPayload'], ParentType, ContextType, RequireFields<MutationRequestReportArgs, 'input'>>;
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  suggestCompetitors?: Resolver<ResolversTypes['SuggestCompetitorsPayload'], ParentType, ContextType, RequireFields<MutationSuggestCompetitorsArgs, 'input'>>;
  suggestKeywords?: Resolver<ResolversTypes['SuggestKeywordsPayload'], ParentType, ContextType, RequireFields<MutationSuggestKeywordsArgs, 'input'>>;
  suggestPrompts?: Resolver<ResolversTypes['SuggestPromptsPayload'], ParentType, ContextType, RequireFields<MutationSuggestPromptsArgs, 'input'>>;
  suggestWebsite?: Resolver<ResolversTypes['SuggestWebsitePayload'], ParentType, ContextType, RequireFields<MutationSuggestWebsiteArgs, 'input'>>;
};

export type OverviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Overview'] = ResolversParentTypes['Overview']> = {
  impressionsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['Metrics'], ParentType, ContextType>;
  promptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topPlatforms?: Resolver<Array<ResolversTypes['PlatformShare']>, ParentType, ContextType>;
  topicBreakdown?: Resolver<Array<ResolversTypes['TopicShare']>, ParentType, ContextType>;
};

export type PlatformShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlatformShare'] = ResolversParentTypes['PlatformShare']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromptGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptGroup'] = ResolversParentTypes['PromptGroup']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['PromptVisibility']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
};

export type PromptVisibilityResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromptVisibility'] = ResolversParentTypes['PromptVisibility']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastCollectedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibilityPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visibilityStatus?: Resolver<Maybe<ResolversTypes['VisibilityStatus']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  actionCenterStatus?: Resolver<ResolversTypes['ActionCenterStatus'], ParentType, ContextType>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['Overview'], ParentType, ContextType>;
  promptGroups?: Resolver<Array<ResolversTypes['PromptGroup']>, ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'token'>>;
  reportStatus?: Resolver<Maybe<ResolversTypes['ReportStatusInfo']>, ParentType, ContextType, RequireFields<QueryReportStatusArgs, 'token'>>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryTopicArgs, 'slug'>>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
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

export type ReportPlatformResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportPlatformResult'] = ResolversParentTypes['ReportPlatformResult']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportPromptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportPrompt'] = ResolversParentTypes['ReportPrompt']> = {
  kind?: Resolver<ResolversTypes['ReportPromptKind'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['ReportPromptPlatform']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReportPromptPlatformResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportPromptPlatform'] = ResolversParentTypes['ReportPromptPlatform']> = {
  competitors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sourceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReportResultsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportResults'] = ResolversParentTypes['ReportResults']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averagePosition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  companyRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  competitors?: Resolver<Array<ResolversTypes['ReportCompetitor']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['ReportPlatformResult']>, ParentType, ContextType>;
  prompts?: Resolver<Array<ResolversTypes['ReportPrompt']>, ParentType, ContextType>;
  sentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shareOfVoice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  simulated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ReportSource']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visibleAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReportSource'] = ResolversParentTypes['ReportSource']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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

export type RevokeApiTokenPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RevokeApiTokenPayload'] = ResolversParentTypes['RevokeApiTokenPayload']> = {
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
};

export type SentimentPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SentimentPoint'] = ResolversParentTypes['SentimentPoint']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentiment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SourceCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SourceCount'] = ResolversParentTypes['SourceCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type TopicResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['Metrics'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TopicShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TopicShare'] = ResolversParentTypes['TopicShare']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['Topic'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  flags?: Resolver<ResolversTypes['AccountFlags'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['DashboardVariant'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AccountFlags?: AccountFlagsResolvers<ContextType>;
  ActionCenterStatus?: ActionCenterStatusResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  CompetitorRanking?: CompetitorRankingResolvers<ContextType>;
  CompetitorRankings?: CompetitorRankingsResolvers<ContextType>;
  CreateApiTokenPayload?: CreateApiTokenPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  ImpressionPoint?: ImpressionPointResolvers<ContextType>;
  Metrics?: MetricsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Overview?: OverviewResolvers<ContextType>;
  PlatformShare?: PlatformShareResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PromptGroup?: PromptGroupResolvers<ContextType>;
  PromptVisibility?: PromptVisibilityResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportCompetitor?: ReportCompetitorResolvers<ContextType>;
  ReportPlatformResult?: ReportPlatformResultResolvers<ContextType>;
  ReportPrompt?: ReportPromptResolvers<ContextType>;
  ReportPromptPlatform?: ReportPromptPlatformResolvers<ContextType>;
  ReportResults?: ReportResultsResolvers<ContextType>;
  ReportSource?: ReportSourceResolvers<ContextType>;
  ReportStatusInfo?: ReportStatusInfoResolvers<ContextType>;
  RequestReportPayload?: RequestReportPayloadResolvers<ContextType>;
  RevokeApiTokenPayload?: RevokeApiTokenPayloadResolvers<ContextType>;
  SentimentPoint?: SentimentPointResolvers<ContextType>;
  SourceCount?: SourceCountResolvers<ContextType>;
  SuggestCompetitorsPayload?: SuggestCompetitorsPayloadResolvers<ContextType>;
  SuggestKeywordsPayload?: SuggestKeywordsPayloadResolvers<ContextType>;
  SuggestPromptsPayload?: SuggestPromptsPayloadResolvers<ContextType>;
  SuggestWebsitePayload?: SuggestWebsitePayloadResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicShare?: TopicShareResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

