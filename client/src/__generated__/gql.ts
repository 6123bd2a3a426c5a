/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ActionChecklistQuery {\n  actionChecklist {\n    completedStepIds\n  }\n}\n\nmutation SetActionStep($input: SetActionStepInput!) {\n  setActionStep(input: $input) {\n    checklist {\n      completedStepIds\n    }\n  }\n}": typeof types.ActionChecklistQueryDocument,
    "query ContentScoresQuery($text: String!) {\n  contentScores(text: $text) {\n    authoritativeness\n    citations\n    quotations\n    statistics\n    technicalTerms\n    fluency\n    words\n  }\n}": typeof types.ContentScoresQueryDocument,
    "query OutreachMessagesQuery {\n  outreachMessages {\n    id\n    campaignId\n    sourceName\n    to\n    subject\n    delivery\n    sentAt\n  }\n}\n\nmutation SendOutreachEmail($input: SendOutreachEmailInput!) {\n  sendOutreachEmail(input: $input) {\n    message {\n      id\n      campaignId\n      sourceName\n      to\n      subject\n      delivery\n      sentAt\n    }\n  }\n}": typeof types.OutreachMessagesQueryDocument,
    "query CrawlerActivityQuery {\n  crawlerActivity {\n    totalVisits\n    weekVisits\n    previousWeekVisits\n    distinctPages\n    byProvider {\n      provider\n      visits\n    }\n    recentVisits {\n      id\n      crawler\n      provider\n      purpose\n      userAgent\n      pageRoute\n      ipAddress\n      responseCode\n      visitedAt\n    }\n  }\n}": typeof types.CrawlerActivityQueryDocument,
    "query LlmsTxtQuery {\n  llmsTxt {\n    content\n    updatedAt\n    publicPath\n  }\n}\n\nquery LlmsTxtAnalysisQuery($text: String!) {\n  llmsTxtAnalysis(text: $text) {\n    ...LlmsTxtAnalysis_analysis\n  }\n}\n\nmutation SaveLlmsTxt($input: SaveLlmsTxtInput!) {\n  saveLlmsTxt(input: $input) {\n    file {\n      content\n      updatedAt\n      publicPath\n    }\n    analysis {\n      ...LlmsTxtAnalysis_analysis\n    }\n  }\n}\n\nfragment LlmsTxtAnalysis_analysis on LlmsTxtAnalysis {\n  valid\n  title\n  linkCount\n  sections {\n    title\n    links\n  }\n  issues {\n    line\n    severity\n    code\n    message\n  }\n  scores {\n    conciseness\n    fluency\n    technicalAccuracy\n    citationPotential\n  }\n}": typeof types.LlmsTxtQueryDocument,
    "query RunNowPanelQuery {\n  latestCollectionRun {\n    ...RunNowPanel_run\n  }\n}\n\nfragment RunNowPanel_run on CollectionRun {\n  id\n  day\n  status\n  total\n  answered\n  failures\n  settled\n  percent\n  error\n  byEngine {\n    platform\n    answered\n    failures\n  }\n}\n\nmutation StartCollectionRunMutation {\n  startCollectionRun {\n    created\n    run {\n      ...RunNowPanel_run\n    }\n  }\n}": typeof types.RunNowPanelQueryDocument,
    "fragment FundOverviewCards_overview on FundOverview {\n  visibility\n  promptCount\n  brandMentions\n  sentimentScore\n  impressionsTotal\n  topPlatforms {\n    name\n    mentions\n    percentage\n  }\n  topicBreakdown {\n    name\n    percentage\n  }\n  competitorRankings {\n    name\n    count\n    logoUrl\n  }\n  topSources {\n    url\n    count\n  }\n}": typeof types.FundOverviewCards_OverviewFragmentDoc,
    "fragment FundPromptsTable_prompt on FundSamplePrompt {\n  id\n  prompt\n  category\n  averageRank\n  rankChange\n  visibility\n  topCompetitors\n}": typeof types.FundPromptsTable_PromptFragmentDoc,
    "fragment FundTopicCards_topic on Topic {\n  promptCount\n  metrics {\n    visibility\n    sentimentScore\n    allTimeRankings: competitorRankings(window: ALL) {\n      companyRank\n    }\n  }\n}": typeof types.FundTopicCards_TopicFragmentDoc,
    "fragment CompetitorRankingsCard_rankings on CompetitorRankings {\n  companyRank\n  rankings {\n    name\n    count\n    mentions\n    rank\n    logoUrl\n  }\n}": typeof types.CompetitorRankingsCard_RankingsFragmentDoc,
    "fragment MentionsChart_metrics on Metrics {\n  impressionHistory {\n    date\n    impressions\n    answers\n    visibility\n  }\n}": typeof types.MentionsChart_MetricsFragmentDoc,
    "fragment SentimentCard_metrics on Metrics {\n  sentimentScore\n  sentimentMentions\n  sentimentAnalyzed\n}": typeof types.SentimentCard_MetricsFragmentDoc,
    "fragment SentimentTrendChart_metrics on Metrics {\n  sentimentHistory {\n    date\n    sentiment\n    mentions\n  }\n}": typeof types.SentimentTrendChart_MetricsFragmentDoc,
    "fragment TopPlatformsCard_platforms on PlatformShare {\n  platform\n  label\n  impressions\n  answers\n  visibility\n}": typeof types.TopPlatformsCard_PlatformsFragmentDoc,
    "fragment TopSourcesCard_sources on SourceCount {\n  url\n  domain\n  count\n}": typeof types.TopSourcesCard_SourcesFragmentDoc,
    "fragment TopicBreakdownCard_topics on TopicShare {\n  name\n  percentage\n  topic {\n    id\n    slug\n  }\n}": typeof types.TopicBreakdownCard_TopicsFragmentDoc,
    "fragment VisibilityCard_metrics on Metrics {\n  visibility\n  latestImpressions\n  latestAnswers\n  latestDay\n}": typeof types.VisibilityCard_MetricsFragmentDoc,
    "fragment PromptGroupCard_group on PromptGroup {\n  key\n  name\n  prompts {\n    id\n    question\n    visibilityPercentage\n    visibilityStatus\n    answers\n    impressions\n    lastCollectedOn\n  }\n}": typeof types.PromptGroupCard_GroupFragmentDoc,
    "fragment PlatformChart_results on ReportResults {\n  platforms {\n    platform\n    model\n    answers\n    failed\n    visible\n    visibility\n    sentiment\n  }\n}": typeof types.PlatformChart_ResultsFragmentDoc,
    "fragment PromptResultsTable_results on ReportResults {\n  prompts {\n    prompt\n    kind\n    visibility\n    platforms {\n      platform\n      visible\n      position\n      competitors\n      error\n    }\n  }\n}": typeof types.PromptResultsTable_ResultsFragmentDoc,
    "fragment ReportSourcesCard_results on ReportResults {\n  sources {\n    url\n    domain\n    count\n  }\n}": typeof types.ReportSourcesCard_ResultsFragmentDoc,
    "fragment ReportSummary_results on ReportResults {\n  answers\n  failed\n  visibleAnswers\n  visibility\n  sentiment\n  averagePosition\n  shareOfVoice\n  companyRank\n  simulated\n}": typeof types.ReportSummary_ResultsFragmentDoc,
    "fragment ShareOfVoiceCard_results on ReportResults {\n  competitors {\n    name\n    isBrand\n    mentions\n    shareOfVoice\n    rank\n  }\n}": typeof types.ShareOfVoiceCard_ResultsFragmentDoc,
    "fragment ApiTokensSection_token on ApiToken {\n  id\n  name\n  prefix\n  createdAt\n  lastUsedAt\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokensSection_token\n    }\n  }\n}\n\nmutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    apiToken {\n      id\n    }\n  }\n}": typeof types.ApiTokensSection_TokenFragmentDoc,
    "fragment ProfileSection_profile on Profile {\n  id\n  username\n  email\n  createdAt\n}\n\nfragment BrandSection_brand on Brand {\n  name\n  website\n  aliases\n}\n\nmutation UpdateBrand($input: UpdateBrandInput!) {\n  updateBrand(input: $input) {\n    brand {\n      ...BrandSection_brand\n    }\n  }\n}": typeof types.ProfileSection_ProfileFragmentDoc,
    "fragment Sidebar_viewer on Viewer {\n  variant\n  profile {\n    id\n    username\n    email\n  }\n  brand {\n    name\n  }\n}\n\nfragment Sidebar_topics on Topic {\n  id\n  name\n  slug\n  promptCount\n}": typeof types.Sidebar_ViewerFragmentDoc,
    "mutation SuggestWebsite($input: SuggestWebsiteInput!) {\n  suggestWebsite(input: $input) {\n    website\n  }\n}\n\nmutation SuggestCompetitors($input: SuggestCompetitorsInput!) {\n  suggestCompetitors(input: $input) {\n    competitors\n  }\n}\n\nmutation SuggestKeywords($input: SuggestKeywordsInput!) {\n  suggestKeywords(input: $input) {\n    keywords\n  }\n}\n\nmutation SuggestPrompts($input: SuggestPromptsInput!) {\n  suggestPrompts(input: $input) {\n    prompts\n  }\n}\n\nmutation RequestReport($input: RequestReportInput!) {\n  requestReport(input: $input) {\n    token\n    status\n  }\n}": typeof types.SuggestWebsiteDocument,
    "query ActionRouteQuery {\n  actionCenterStatus {\n    availability\n  }\n}": typeof types.ActionRouteQueryDocument,
    "query DashboardRouteQuery {\n  viewer {\n    ...Sidebar_viewer\n  }\n  topics {\n    ...Sidebar_topics\n  }\n}": typeof types.DashboardRouteQueryDocument,
    "query FundOverviewRouteQuery {\n  fundOverview {\n    ...FundOverviewCards_overview\n  }\n}": typeof types.FundOverviewRouteQueryDocument,
    "query FundPromptsRouteQuery {\n  viewer {\n    brand {\n      name\n    }\n  }\n  fundPrompts {\n    totalPrompts\n    averageRank\n    prompts {\n      ...FundPromptsTable_prompt\n    }\n  }\n}": typeof types.FundPromptsRouteQueryDocument,
    "query OverviewRouteQuery($sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  overview {\n    promptCount\n    impressionsTotal\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n    topPlatforms {\n      ...TopPlatformsCard_platforms\n    }\n    topicBreakdown {\n      ...TopicBreakdownCard_topics\n    }\n  }\n}": typeof types.OverviewRouteQueryDocument,
    "query PromptsRouteQuery {\n  promptGroups {\n    ...PromptGroupCard_group\n  }\n}": typeof types.PromptsRouteQueryDocument,
    "query ReportRouteQuery($token: String!) {\n  report(token: $token) {\n    token\n    companyName\n    website\n    competitors\n    keywords\n    status\n    failureReason\n    requestedAt\n    sentAt\n    results {\n      day\n      generatedAt\n      ...ReportSummary_results\n      ...PlatformChart_results\n      ...ShareOfVoiceCard_results\n      ...ReportSourcesCard_results\n      ...PromptResultsTable_results\n    }\n  }\n}": typeof types.ReportRouteQueryDocument,
    "query SettingsRouteQuery {\n  viewer {\n    profile {\n      ...ProfileSection_profile\n    }\n    brand {\n      ...BrandSection_brand\n    }\n    platforms\n  }\n  apiTokens {\n    ...ApiTokensSection_token\n  }\n}": typeof types.SettingsRouteQueryDocument,
    "query TopicRouteQuery($slug: String!, $sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  topic(slug: $slug) {\n    id\n    name\n    slug\n    promptCount\n    ...FundTopicCards_topic\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n  }\n}": typeof types.TopicRouteQueryDocument,
};
const documents: Documents = {
    "query ActionChecklistQuery {\n  actionChecklist {\n    completedStepIds\n  }\n}\n\nmutation SetActionStep($input: SetActionStepInput!) {\n  setActionStep(input: $input) {\n    checklist {\n      completedStepIds\n    }\n  }\n}": types.ActionChecklistQueryDocument,
    "query ContentScoresQuery($text: String!) {\n  contentScores(text: $text) {\n    authoritativeness\n    citations\n    quotations\n    statistics\n    technicalTerms\n    fluency\n    words\n  }\n}": types.ContentScoresQueryDocument,
    "query OutreachMessagesQuery {\n  outreachMessages {\n    id\n    campaignId\n    sourceName\n    to\n    subject\n    delivery\n    sentAt\n  }\n}\n\nmutation SendOutreachEmail($input: SendOutreachEmailInput!) {\n  sendOutreachEmail(input: $input) {\n    message {\n      id\n      campaignId\n      sourceName\n      to\n      subject\n      delivery\n      sentAt\n    }\n  }\n}": types.OutreachMessagesQueryDocument,
    "query CrawlerActivityQuery {\n  crawlerActivity {\n    totalVisits\n    weekVisits\n    previousWeekVisits\n    distinctPages\n    byProvider {\n      provider\n      visits\n    }\n    recentVisits {\n      id\n      crawler\n      provider\n      purpose\n      userAgent\n      pageRoute\n      ipAddress\n      responseCode\n      visitedAt\n    }\n  }\n}": types.CrawlerActivityQueryDocument,
    "query LlmsTxtQuery {\n  llmsTxt {\n    content\n    updatedAt\n    publicPath\n  }\n}\n\nquery LlmsTxtAnalysisQuery($text: String!) {\n  llmsTxtAnalysis(text: $text) {\n    ...LlmsTxtAnalysis_analysis\n  }\n}\n\nmutation SaveLlmsTxt($input: SaveLlmsTxtInput!) {\n  saveLlmsTxt(input: $input) {\n    file {\n      content\n      updatedAt\n      publicPath\n    }\n    analysis {\n      ...LlmsTxtAnalysis_analysis\n    }\n  }\n}\n\nfragment LlmsTxtAnalysis_analysis on LlmsTxtAnalysis {\n  valid\n  title\n  linkCount\n  sections {\n    title\n    links\n  }\n  issues {\n    line\n    severity\n    code\n    message\n  }\n  scores {\n    conciseness\n    fluency\n    technicalAccuracy\n    citationPotential\n  }\n}": types.LlmsTxtQueryDocument,
    "query RunNowPanelQuery {\n  latestCollectionRun {\n    ...RunNowPanel_run\n  }\n}\n\nfragment RunNowPanel_run on CollectionRun {\n  id\n  day\n  status\n  total\n  answered\n  failures\n  settled\n  percent\n  error\n  byEngine {\n    platform\n    answered\n    failures\n  }\n}\n\nmutation StartCollectionRunMutation {\n  startCollectionRun {\n    created\n    run {\n      ...RunNowPanel_run\n    }\n  }\n}": types.RunNowPanelQueryDocument,
    "fragment FundOverviewCards_overview on FundOverview {\n  visibility\n  promptCount\n  brandMentions\n  sentimentScore\n  impressionsTotal\n  topPlatforms {\n    name\n    mentions\n    percentage\n  }\n  topicBreakdown {\n    name\n    percentage\n  }\n  competitorRankings {\n    name\n    count\n    logoUrl\n  }\n  topSources {\n    url\n    count\n  }\n}": types.FundOverviewCards_OverviewFragmentDoc,
    "fragment FundPromptsTable_prompt on FundSamplePrompt {\n  id\n  prompt\n  category\n  averageRank\n  rankChange\n  visibility\n  topCompetitors\n}": types.FundPromptsTable_PromptFragmentDoc,
    "fragment FundTopicCards_topic on Topic {\n  promptCount\n  metrics {\n    visibility\n    sentimentScore\n    allTimeRankings: competitorRankings(window: ALL) {\n      companyRank\n    }\n  }\n}": types.FundTopicCards_TopicFragmentDoc,
    "fragment CompetitorRankingsCard_rankings on CompetitorRankings {\n  companyRank\n  rankings {\n    name\n    count\n    mentions\n    rank\n    logoUrl\n  }\n}": types.CompetitorRankingsCard_RankingsFragmentDoc,
    "fragment MentionsChart_metrics on Metrics {\n  impressionHistory {\n    date\n    impressions\n    answers\n    visibility\n  }\n}": types.MentionsChart_MetricsFragmentDoc,
    "fragment SentimentCard_metrics on Metrics {\n  sentimentScore\n  sentimentMentions\n  sentimentAnalyzed\n}": types.SentimentCard_MetricsFragmentDoc,
    "fragment SentimentTrendChart_metrics on Metrics {\n  sentimentHistory {\n    date\n    sentiment\n    mentions\n  }\n}": types.SentimentTrendChart_MetricsFragmentDoc,
    "fragment TopPlatformsCard_platforms on PlatformShare {\n  platform\n  label\n  impressions\n  answers\n  visibility\n}": types.TopPlatformsCard_PlatformsFragmentDoc,
    "fragment TopSourcesCard_sources on SourceCount {\n  url\n  domain\n  count\n}": types.TopSourcesCard_SourcesFragmentDoc,
    "fragment TopicBreakdownCard_topics on TopicShare {\n  name\n  percentage\n  topic {\n    id\n    slug\n  }\n}": types.TopicBreakdownCard_TopicsFragmentDoc,
    "fragment VisibilityCard_metrics on Metrics {\n  visibility\n  latestImpressions\n  latestAnswers\n  latestDay\n}": types.VisibilityCard_MetricsFragmentDoc,
    "fragment PromptGroupCard_group on PromptGroup {\n  key\n  name\n  prompts {\n    id\n    question\n    visibilityPercentage\n    visibilityStatus\n    answers\n    impressions\n    lastCollectedOn\n  }\n}": types.PromptGroupCard_GroupFragmentDoc,
    "fragment PlatformChart_results on ReportResults {\n  platforms {\n    platform\n    model\n    answers\n    failed\n    visible\n    visibility\n    sentiment\n  }\n}": types.PlatformChart_ResultsFragmentDoc,
    "fragment PromptResultsTable_results on ReportResults {\n  prompts {\n    prompt\n    kind\n    visibility\n    platforms {\n      platform\n      visible\n      position\n      competitors\n      error\n    }\n  }\n}": types.PromptResultsTable_ResultsFragmentDoc,
    "fragment ReportSourcesCard_results on ReportResults {\n  sources {\n    url\n    domain\n    count\n  }\n}": types.ReportSourcesCard_ResultsFragmentDoc,
    "fragment ReportSummary_results on ReportResults {\n  answers\n  failed\n  visibleAnswers\n  visibility\n  sentiment\n  averagePosition\n  shareOfVoice\n  companyRank\n  simulated\n}": types.ReportSummary_ResultsFragmentDoc,
    "fragment ShareOfVoiceCard_results on ReportResults {\n  competitors {\n    name\n    isBrand\n    mentions\n    shareOfVoice\n    rank\n  }\n}": types.ShareOfVoiceCard_ResultsFragmentDoc,
    "fragment ApiTokensSection_token on ApiToken {\n  id\n  name\n  prefix\n  createdAt\n  lastUsedAt\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokensSection_token\n    }\n  }\n}\n\nmutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    apiToken {\n      id\n    }\n  }\n}": types.ApiTokensSection_TokenFragmentDoc,
    "fragment ProfileSection_profile on Profile {\n  id\n  username\n  email\n  createdAt\n}\n\nfragment BrandSection_brand on Brand {\n  name\n  website\n  aliases\n}\n\nmutation UpdateBrand($input: UpdateBrandInput!) {\n  updateBrand(input: $input) {\n    brand {\n      ...BrandSection_brand\n    }\n  }\n}": types.ProfileSection_ProfileFragmentDoc,
    "fragment Sidebar_viewer on Viewer {\n  variant\n  profile {\n    id\n    username\n    email\n  }\n  brand {\n    name\n  }\n}\n\nfragment Sidebar_topics on Topic {\n  id\n  name\n  slug\n  promptCount\n}": types.Sidebar_ViewerFragmentDoc,
    "mutation SuggestWebsite($input: SuggestWebsiteInput!) {\n  suggestWebsite(input: $input) {\n    website\n  }\n}\n\nmutation SuggestCompetitors($input: SuggestCompetitorsInput!) {\n  suggestCompetitors(input: $input) {\n    competitors\n  }\n}\n\nmutation SuggestKeywords($input: SuggestKeywordsInput!) {\n  suggestKeywords(input: $input) {\n    keywords\n  }\n}\n\nmutation SuggestPrompts($input: SuggestPromptsInput!) {\n  suggestPrompts(input: $input) {\n    prompts\n  }\n}\n\nmutation RequestReport($input: RequestReportInput!) {\n  requestReport(input: $input) {\n    token\n    status\n  }\n}": types.SuggestWebsiteDocument,
    "query ActionRouteQuery {\n  actionCenterStatus {\n    availability\n  }\n}": types.ActionRouteQueryDocument,
    "query DashboardRouteQuery {\n  viewer {\n    ...Sidebar_viewer\n  }\n  topics {\n    ...Sidebar_topics\n  }\n}": types.DashboardRouteQueryDocument,
    "query FundOverviewRouteQuery {\n  fundOverview {\n    ...FundOverviewCards_overview\n  }\n}": types.FundOverviewRouteQueryDocument,
    "query FundPromptsRouteQuery {\n  viewer {\n    brand {\n      name\n    }\n  }\n  fundPrompts {\n    totalPrompts\n    averageRank\n    prompts {\n      ...FundPromptsTable_prompt\n    }\n  }\n}": types.FundPromptsRouteQueryDocument,
    "query OverviewRouteQuery($sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  overview {\n    promptCount\n    impressionsTotal\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n    topPlatforms {\n      ...TopPlatformsCard_platforms\n    }\n    topicBreakdown {\n      ...TopicBreakdownCard_topics\n    }\n  }\n}": types.OverviewRouteQueryDocument,
    "query PromptsRouteQuery {\n  promptGroups {\n    ...PromptGroupCard_group\n  }\n}": types.PromptsRouteQueryDocument,
    "query ReportRouteQuery($token: String!) {\n  report(token: $token) {\n    token\n    companyName\n    website\n    competitors\n    keywords\n    status\n    failureReason\n    requestedAt\n    sentAt\n    results {\n      day\n      generatedAt\n      ...ReportSummary_results\n      ...PlatformChart_results\n      ...ShareOfVoiceCard_results\n      ...ReportSourcesCard_results\n      ...PromptResultsTable_results\n    }\n  }\n}": types.ReportRouteQueryDocument,
    "query SettingsRouteQuery {\n  viewer {\n    profile {\n      ...ProfileSection_profile\n    }\n    brand {\n      ...BrandSection_brand\n    }\n    platforms\n  }\n  apiTokens {\n    ...ApiTokensSection_token\n  }\n}": types.SettingsRouteQueryDocument,
    "query TopicRouteQuery($slug: String!, $sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  topic(slug: $slug) {\n    id\n    name\n    slug\n    promptCount\n    ...FundTopicCards_topic\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n  }\n}": types.TopicRouteQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActionChecklistQuery {\n  actionChecklist {\n    completedStepIds\n  }\n}\n\nmutation SetActionStep($input: SetActionStepInput!) {\n  setActionStep(input: $input) {\n    checklist {\n      completedStepIds\n    }\n  }\n}"): (typeof documents)["query ActionChecklistQuery {\n  actionChecklist {\n    completedStepIds\n  }\n}\n\nmutation SetActionStep($input: SetActionStepInput!) {\n  setActionStep(input: $input) {\n    checklist {\n      completedStepIds\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentScoresQuery($text: String!) {\n  contentScores(text: $text) {\n    authoritativeness\n    citations\n    quotations\n    statistics\n    technicalTerms\n    fluency\n    words\n  }\n}"): (typeof documents)["query ContentScoresQuery($text: String!) {\n  contentScores(text: $text) {\n    authoritativeness\n    citations\n    quotations\n    statistics\n    technicalTerms\n    fluency\n    words\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OutreachMessagesQuery {\n  outreachMessages {\n    id\n    campaignId\n    sourceName\n    to\n    subject\n    delivery\n    sentAt\n  }\n}\n\nmutation SendOutreachEmail($input: SendOutreachEmailInput!) {\n  sendOutreachEmail(input: $input) {\n    message {\n      id\n      campaignId\n      sourceName\n      to\n      subject\n      delivery\n      sentAt\n    }\n  }\n}"): (typeof documents)["query OutreachMessagesQuery {\n  outreachMessages {\n    id\n    campaignId\n    sourceName\n    to\n    subject\n    delivery\n    sentAt\n  }\n}\n\nmutation SendOutreachEmail($input: SendOutreachEmailInput!) {\n  sendOutreachEmail(input: $input) {\n    message {\n      id\n      campaignId\n      sourceName\n      to\n      subject\n      delivery\n      sentAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CrawlerActivityQuery {\n  crawlerActivity {\n    totalVisits\n    weekVisits\n    previousWeekVisits\n    distinctPages\n    byProvider {\n      provider\n      visits\n    }\n    recentVisits {\n      id\n      crawler\n      provider\n      purpose\n      userAgent\n      pageRoute\n      ipAddress\n      responseCode\n      visitedAt\n    }\n  }\n}"): (typeof documents)["query CrawlerActivityQuery {\n  crawlerActivity {\n    totalVisits\n    weekVisits\n    previousWeekVisits\n    distinctPages\n    byProvider {\n      provider\n      visits\n    }\n    recentVisits {\n      id\n      crawler\n      provider\n      purpose\n      userAgent\n      pageRoute\n      ipAddress\n      responseCode\n      visitedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LlmsTxtQuery {\n  llmsTxt {\n    content\n    updatedAt\n    publicPath\n  }\n}\n\nquery LlmsTxtAnalysisQuery($text: String!) {\n  llmsTxtAnalysis(text: $text) {\n    ...LlmsTxtAnalysis_analysis\n  }\n}\n\nmutation SaveLlmsTxt($input: SaveLlmsTxtInput!) {\n  saveLlmsTxt(input: $input) {\n    file {\n      content\n      updatedAt\n      publicPath\n    }\n    analysis {\n      ...LlmsTxtAnalysis_analysis\n    }\n  }\n}\n\nfragment LlmsTxtAnalysis_analysis on LlmsTxtAnalysis {\n  valid\n  title\n  linkCount\n  sections {\n    title\n    links\n  }\n  issues {\n    line\n    severity\n    code\n    message\n  }\n  scores {\n    conciseness\n    fluency\n    technicalAccuracy\n    citationPotential\n  }\n}"): (typeof documents)["query LlmsTxtQuery {\n  llmsTxt {\n    content\n    updatedAt\n    publicPath\n  }\n}\n\nquery LlmsTxtAnalysisQuery($text: String!) {\n  llmsTxtAnalysis(text: $text) {\n    ...LlmsTxtAnalysis_analysis\n  }\n}\n\nmutation SaveLlmsTxt($input: SaveLlmsTxtInput!) {\n  saveLlmsTxt(input: $input) {\n    file {\n      content\n      updatedAt\n      publicPath\n    }\n    analysis {\n      ...LlmsTxtAnalysis_analysis\n    }\n  }\n}\n\nfragment LlmsTxtAnalysis_analysis on LlmsTxtAnalysis {\n  valid\n  title\n  linkCount\n  sections {\n    title\n    links\n  }\n  issues {\n    line\n    severity\n    code\n    message\n  }\n  scores {\n    conciseness\n    fluency\n    technicalAccuracy\n    citationPotential\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RunNowPanelQuery {\n  latestCollectionRun {\n    ...RunNowPanel_run\n  }\n}\n\nfragment RunNowPanel_run on CollectionRun {\n  id\n  day\n  status\n  total\n  answered\n  failures\n  settled\n  percent\n  error\n  byEngine {\n    platform\n    answered\n    failures\n  }\n}\n\nmutation StartCollectionRunMutation {\n  startCollectionRun {\n    created\n    run {\n      ...RunNowPanel_run\n    }\n  }\n}"): (typeof documents)["query RunNowPanelQuery {\n  latestCollectionRun {\n    ...RunNowPanel_run\n  }\n}\n\nfragment RunNowPanel_run on CollectionRun {\n  id\n  day\n  status\n  total\n  answered\n  failures\n  settled\n  percent\n  error\n  byEngine {\n    platform\n    answered\n    failures\n  }\n}\n\nmutation StartCollectionRunMutation {\n  startCollectionRun {\n    created\n    run {\n      ...RunNowPanel_run\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FundOverviewCards_overview on FundOverview {\n  visibility\n  promptCount\n  brandMentions\n  sentimentScore\n  impressionsTotal\n  topPlatforms {\n    name\n    mentions\n    percentage\n  }\n  topicBreakdown {\n    name\n    percentage\n  }\n  competitorRankings {\n    name\n    count\n    logoUrl\n  }\n  topSources {\n    url\n    count\n  }\n}"): (typeof documents)["fragment FundOverviewCards_overview on FundOverview {\n  visibility\n  promptCount\n  brandMentions\n  sentimentScore\n  impressionsTotal\n  topPlatforms {\n    name\n    mentions\n    percentage\n  }\n  topicBreakdown {\n    name\n    percentage\n  }\n  competitorRankings {\n    name\n    count\n    logoUrl\n  }\n  topSources {\n    url\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FundPromptsTable_prompt on FundSamplePrompt {\n  id\n  prompt\n  category\n  averageRank\n  rankChange\n  visibility\n  topCompetitors\n}"): (typeof documents)["fragment FundPromptsTable_prompt on FundSamplePrompt {\n  id\n  prompt\n  category\n  averageRank\n  rankChange\n  visibility\n  topCompetitors\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FundTopicCards_topic on Topic {\n  promptCount\n  metrics {\n    visibility\n    sentimentScore\n    allTimeRankings: competitorRankings(window: ALL) {\n      companyRank\n    }\n  }\n}"): (typeof documents)["fragment FundTopicCards_topic on Topic {\n  promptCount\n  metrics {\n    visibility\n    sentimentScore\n    allTimeRankings: competitorRankings(window: ALL) {\n      companyRank\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompetitorRankingsCard_rankings on CompetitorRankings {\n  companyRank\n  rankings {\n    name\n    count\n    mentions\n    rank\n    logoUrl\n  }\n}"): (typeof documents)["fragment CompetitorRankingsCard_rankings on CompetitorRankings {\n  companyRank\n  rankings {\n    name\n    count\n    mentions\n    rank\n    logoUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MentionsChart_metrics on Metrics {\n  impressionHistory {\n    date\n    impressions\n    answers\n    visibility\n  }\n}"): (typeof documents)["fragment MentionsChart_metrics on Metrics {\n  impressionHistory {\n    date\n    impressions\n    answers\n    visibility\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SentimentCard_metrics on Metrics {\n  sentimentScore\n  sentimentMentions\n  sentimentAnalyzed\n}"): (typeof documents)["fragment SentimentCard_metrics on Metrics {\n  sentimentScore\n  sentimentMentions\n  sentimentAnalyzed\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SentimentTrendChart_metrics on Metrics {\n  sentimentHistory {\n    date\n    sentiment\n    mentions\n  }\n}"): (typeof documents)["fragment SentimentTrendChart_metrics on Metrics {\n  sentimentHistory {\n    date\n    sentiment\n    mentions\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TopPlatformsCard_platforms on PlatformShare {\n  platform\n  label\n  impressions\n  answers\n  visibility\n}"): (typeof documents)["fragment TopPlatformsCard_platforms on PlatformShare {\n  platform\n  label\n  impressions\n  answers\n  visibility\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TopSourcesCard_sources on SourceCount {\n  url\n  domain\n  count\n}"): (typeof documents)["fragment TopSourcesCard_sources on SourceCount {\n  url\n  domain\n  count\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TopicBreakdownCard_topics on TopicShare {\n  name\n  percentage\n  topic {\n    id\n    slug\n  }\n}"): (typeof documents)["fragment TopicBreakdownCard_topics on TopicShare {\n  name\n  percentage\n  topic {\n    id\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VisibilityCard_metrics on Metrics {\n  visibility\n  latestImpressions\n  latestAnswers\n  latestDay\n}"): (typeof documents)["fragment VisibilityCard_metrics on Metrics {\n  visibility\n  latestImpressions\n  latestAnswers\n  latestDay\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PromptGroupCard_group on PromptGroup {\n  key\n  name\n  prompts {\n    id\n    question\n    visibilityPercentage\n    visibilityStatus\n    answers\n    impressions\n    lastCollectedOn\n  }\n}"): (typeof documents)["fragment PromptGroupCard_group on PromptGroup {\n  key\n  name\n  prompts {\n    id\n    question\n    visibilityPercentage\n    visibilityStatus\n    answers\n    impressions\n    lastCollectedOn\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlatformChart_results on ReportResults {\n  platforms {\n    platform\n    model\n    answers\n    failed\n    visible\n    visibility\n    sentiment\n  }\n}"): (typeof documents)["fragment PlatformChart_results on ReportResults {\n  platforms {\n    platform\n    model\n    answers\n    failed\n    visible\n    visibility\n    sentiment\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PromptResultsTable_results on ReportResults {\n  prompts {\n    prompt\n    kind\n    visibility\n    platforms {\n      platform\n      visible\n      position\n      competitors\n      error\n    }\n  }\n}"): (typeof documents)["fragment PromptResultsTable_results on ReportResults {\n  prompts {\n    prompt\n    kind\n    visibility\n    platforms {\n      platform\n      visible\n      position\n      competitors\n      error\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportSourcesCard_results on ReportResults {\n  sources {\n    url\n    domain\n    count\n  }\n}"): (typeof documents)["fragment ReportSourcesCard_results on ReportResults {\n  sources {\n    url\n    domain\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportSummary_results on ReportResults {\n  answers\n  failed\n  visibleAnswers\n  visibility\n  sentiment\n  averagePosition\n  shareOfVoice\n  companyRank\n  simulated\n}"): (typeof documents)["fragment ReportSummary_results on ReportResults {\n  answers\n  failed\n  visibleAnswers\n  visibility\n  sentiment\n  averagePosition\n  shareOfVoice\n  companyRank\n  simulated\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShareOfVoiceCard_results on ReportResults {\n  competitors {\n    name\n    isBrand\n    mentions\n    shareOfVoice\n    rank\n  }\n}"): (typeof documents)["fragment ShareOfVoiceCard_results on ReportResults {\n  competitors {\n    name\n    isBrand\n    mentions\n    shareOfVoice\n    rank\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiTokensSection_token on ApiToken {\n  id\n  name\n  prefix\n  createdAt\n  lastUsedAt\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokensSection_token\n    }\n  }\n}\n\nmutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    apiToken {\n      id\n    }\n  }\n}"): (typeof documents)["fragment ApiTokensSection_token on ApiToken {\n  id\n  name\n  prefix\n  createdAt\n  lastUsedAt\n}\n\nmutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      ...ApiTokensSection_token\n    }\n  }\n}\n\nmutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    apiToken {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileSection_profile on Profile {\n  id\n  username\n  email\n  createdAt\n}\n\nfragment BrandSection_brand on Brand {\n  name\n  website\n  aliases\n}\n\nmutation UpdateBrand($input: UpdateBrandInput!) {\n  updateBrand(input: $input) {\n    brand {\n      ...BrandSection_brand\n    }\n  }\n}"): (typeof documents)["fragment ProfileSection_profile on Profile {\n  id\n  username\n  email\n  createdAt\n}\n\nfragment BrandSection_brand on Brand {\n  name\n  website\n  aliases\n}\n\nmutation UpdateBrand($input: UpdateBrandInput!) {\n  updateBrand(input: $input) {\n    brand {\n      ...BrandSection_brand\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Sidebar_viewer on Viewer {\n  variant\n  profile {\n    id\n    username\n    email\n  }\n  brand {\n    name\n  }\n}\n\nfragment Sidebar_topics on Topic {\n  id\n  name\n  slug\n  promptCount\n}"): (typeof documents)["fragment Sidebar_viewer on Viewer {\n  variant\n  profile {\n    id\n    username\n    email\n  }\n  brand {\n    name\n  }\n}\n\nfragment Sidebar_topics on Topic {\n  id\n  name\n  slug\n  promptCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuggestWebsite($input: SuggestWebsiteInput!) {\n  suggestWebsite(input: $input) {\n    website\n  }\n}\n\nmutation SuggestCompetitors($input: SuggestCompetitorsInput!) {\n  suggestCompetitors(input: $input) {\n    competitors\n  }\n}\n\nmutation SuggestKeywords($input: SuggestKeywordsInput!) {\n  suggestKeywords(input: $input) {\n    keywords\n  }\n}\n\nmutation SuggestPrompts($input: SuggestPromptsInput!) {\n  suggestPrompts(input: $input) {\n    prompts\n  }\n}\n\nmutation RequestReport($input: RequestReportInput!) {\n  requestReport(input: $input) {\n    token\n    status\n  }\n}"): (typeof documents)["mutation SuggestWebsite($input: SuggestWebsiteInput!) {\n  suggestWebsite(input: $input) {\n    website\n  }\n}\n\nmutation SuggestCompetitors($input: SuggestCompetitorsInput!) {\n  suggestCompetitors(input: $input) {\n    competitors\n  }\n}\n\nmutation SuggestKeywords($input: SuggestKeywordsInput!) {\n  suggestKeywords(input: $input) {\n    keywords\n  }\n}\n\nmutation SuggestPrompts($input: SuggestPromptsInput!) {\n  suggestPrompts(input: $input) {\n    prompts\n  }\n}\n\nmutation RequestReport($input: RequestReportInput!) {\n  requestReport(input: $input) {\n    token\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActionRouteQuery {\n  actionCenterStatus {\n    availability\n  }\n}"): (typeof documents)["query ActionRouteQuery {\n  actionCenterStatus {\n    availability\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRouteQuery {\n  viewer {\n    ...Sidebar_viewer\n  }\n  topics {\n    ...Sidebar_topics\n  }\n}"): (typeof documents)["query DashboardRouteQuery {\n  viewer {\n    ...Sidebar_viewer\n  }\n  topics {\n    ...Sidebar_topics\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FundOverviewRouteQuery {\n  fundOverview {\n    ...FundOverviewCards_overview\n  }\n}"): (typeof documents)["query FundOverviewRouteQuery {\n  fundOverview {\n    ...FundOverviewCards_overview\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FundPromptsRouteQuery {\n  viewer {\n    brand {\n      name\n    }\n  }\n  fundPrompts {\n    totalPrompts\n    averageRank\n    prompts {\n      ...FundPromptsTable_prompt\n    }\n  }\n}"): (typeof documents)["query FundPromptsRouteQuery {\n  viewer {\n    brand {\n      name\n    }\n  }\n  fundPrompts {\n    totalPrompts\n    averageRank\n    prompts {\n      ...FundPromptsTable_prompt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OverviewRouteQuery($sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  overview {\n    promptCount\n    impressionsTotal\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n    topPlatforms {\n      ...TopPlatformsCard_platforms\n    }\n    topicBreakdown {\n      ...TopicBreakdownCard_topics\n    }\n  }\n}"): (typeof documents)["query OverviewRouteQuery($sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  overview {\n    promptCount\n    impressionsTotal\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n    topPlatforms {\n      ...TopPlatformsCard_platforms\n    }\n    topicBreakdown {\n      ...TopicBreakdownCard_topics\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromptsRouteQuery {\n  promptGroups {\n    ...PromptGroupCard_group\n  }\n}"): (typeof documents)["query PromptsRouteQuery {\n  promptGroups {\n    ...PromptGroupCard_group\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportRouteQuery($token: String!) {\n  report(token: $token) {\n    token\n    companyName\n    website\n    competitors\n    keywords\n    status\n    failureReason\n    requestedAt\n    sentAt\n    results {\n      day\n      generatedAt\n      ...ReportSummary_results\n      ...PlatformChart_results\n      ...ShareOfVoiceCard_results\n      ...ReportSourcesCard_results\n      ...PromptResultsTable_results\n    }\n  }\n}"): (typeof documents)["query ReportRouteQuery($token: String!) {\n  report(token: $token) {\n    token\n    companyName\n    website\n    competitors\n    keywords\n    status\n    failureReason\n    requestedAt\n    sentAt\n    results {\n      day\n      generatedAt\n      ...ReportSummary_results\n      ...PlatformChart_results\n      ...ShareOfVoiceCard_results\n      ...ReportSourcesCard_results\n      ...PromptResultsTable_results\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SettingsRouteQuery {\n  viewer {\n    profile {\n      ...ProfileSection_profile\n    }\n    brand {\n      ...BrandSection_brand\n    }\n    platforms\n  }\n  apiTokens {\n    ...ApiTokensSection_token\n  }\n}"): (typeof documents)["query SettingsRouteQuery {\n  viewer {\n    profile {\n      ...ProfileSection_profile\n    }\n    brand {\n      ...BrandSection_brand\n    }\n    platforms\n  }\n  apiTokens {\n    ...ApiTokensSection_token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TopicRouteQuery($slug: String!, $sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  topic(slug: $slug) {\n    id\n    name\n    slug\n    promptCount\n    ...FundTopicCards_topic\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n  }\n}"): (typeof documents)["query TopicRouteQuery($slug: String!, $sourcesWindow: TimeWindow!, $competitorsWindow: TimeWindow!) {\n  topic(slug: $slug) {\n    id\n    name\n    slug\n    promptCount\n    ...FundTopicCards_topic\n    metrics {\n      ...VisibilityCard_metrics\n      ...SentimentCard_metrics\n      ...MentionsChart_metrics\n      ...SentimentTrendChart_metrics\n      topSources(window: $sourcesWindow) {\n        ...TopSourcesCard_sources\n      }\n      competitorRankings(window: $competitorsWindow) {\n        ...CompetitorRankingsCard_rankings\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;