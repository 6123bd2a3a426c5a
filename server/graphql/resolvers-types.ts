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
  /** Needs a signed-in session (not an API token). The token stops working at once. */
  revokeApiToken: RevokeApiTokenPayload;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
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
  topic?: Maybe<Topic>;
  /** The account's topics, sorted by name; the aggregate topic is never listed. */
  topics: Array<Topic>;
  viewer: Viewer;
};


export type QueryTopicArgs = {
  slug: Scalars['String']['input'];
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
  RevokeApiTokenPayload: ResolverTypeWrapper<RevokeApiTokenPayload>;
  SentimentPoint: ResolverTypeWrapper<SentimentPoint>;
  SourceCount: ResolverTypeWrapper<SourceCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
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
  RevokeApiTokenPayload: RevokeApiTokenPayload;
  SentimentPoint: SentimentPoint;
  SourceCount: SourceCount;
  String: Scalars['String']['output'];
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
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
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
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryTopicArgs, 'slug'>>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
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
  RevokeApiTokenPayload?: RevokeApiTokenPayloadResolvers<ContextType>;
  SentimentPoint?: SentimentPointResolvers<ContextType>;
  SourceCount?: SourceCountResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicShare?: TopicShareResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

