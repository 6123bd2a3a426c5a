import type {
  DashboardRouteQuery,
  OverviewRouteQuery,
  PromptsRouteQuery,
  SettingsRouteQuery,
  SetupChecklistQuery,
  TopicRouteQuery,
} from '../__generated__/graphql';

type Metrics = OverviewRouteQuery['overview']['metrics'];

export const emptyMetrics = (): Metrics => ({
  __typename: 'Metrics',
  visibility: 0,
  visibilityBasis: 'POOLED',
  impressions: 0,
  answers: 0,
  failures: 0,
  refusals: 0,
  noAnswers: 0,
  citedNotNamed: 0,
  period: { __typename: 'Period', days: 30 },
  change: {
    __typename: 'KpiChanges',
    visibility: { __typename: 'KpiChange', current: null, previous: null, change: null, significant: null },
    sentiment: { __typename: 'KpiChange', current: null, previous: null, change: null, significant: null },
    position: { __typename: 'KpiChange', current: null, previous: null, change: null, significant: null },
    impressions: { __typename: 'KpiChange', current: 0, previous: 0, change: 0, significant: null },
  },
  sentimentScore: null,
  sentimentMentions: 0,
  sentimentAnalyzed: 0,
  averagePosition: null,
  impressionHistory: [],
  sentimentHistory: [],
  topSources: [],
  citationsByCategory: [],
  competitorRankings: {
    __typename: 'CompetitorRankings',
    companyRank: 0,
    shareOfVoice: null,
    brand: null,
    rankings: [],
  },
});

export const fullMetrics = (): Metrics => ({
  __typename: 'Metrics',
  visibility: 42.5,
  visibilityBasis: 'POOLED',
  impressions: 170,
  answers: 400,
  failures: 3,
  refusals: 2,
  noAnswers: 0,
  citedNotNamed: 0,
  period: { __typename: 'Period', days: 30 },
  change: {
    __typename: 'KpiChanges',
    visibility: { __typename: 'KpiChange', current: 42.5, previous: 37.5, change: 5, significant: true },
    sentiment: { __typename: 'KpiChange', current: 63.46, previous: 60, change: 3.46, significant: null },
    position: { __typename: 'KpiChange', current: 1.8, previous: 2, change: -0.2, significant: null },
    impressions: { __typename: 'KpiChange', current: 170, previous: 150, change: 20, significant: null },
  },
  sentimentScore: 63.456,
  sentimentMentions: 120,
  sentimentAnalyzed: 300,
  averagePosition: 1.8,
  impressionHistory: [
    { __typename: 'ImpressionPoint', date: '2026-11-04', impressions: 15, answers: 40, visibility: 37.5 },
    { __typename: 'ImpressionPoint', date: '2026-11-05', impressions: 17, answers: 40, visibility: 42.5 },
  ],
  sentimentHistory: [
    { __typename: 'SentimentPoint', date: '2026-11-04', sentiment: 61, mentions: 15 },
    { __typename: 'SentimentPoint', date: '2026-11-05', sentiment: 64, mentions: 17 },
  ],
  topSources: [
    {
      __typename: 'SourceCount',
      url: 'https://www.techcrunch.com/a',
      domain: 'techcrunch.com',
      count: 12,
      citationShare: 8.5,
      category: 'EDITORIAL',
    },
    {
      __typename: 'SourceCount',
      url: 'https://crunchbase.com/b',
      domain: 'crunchbase.com',
      count: 30,
      citationShare: 21.3,
      category: 'OTHER',
    },
  ],
  citationsByCategory: [
    { __typename: 'CategoryCitations', category: 'OTHER', label: 'Other', citations: 98, share: 69.5 },
    {
      __typename: 'CategoryCitations',
      category: 'EDITORIAL',
      label: 'Editorial',
      citations: 43,
      share: 30.5,
    },
    { __typename: 'CategoryCitations', category: 'OWNED', label: 'Your site', citations: 0, share: 0 },
  ],
  competitorRankings: {
    __typename: 'CompetitorRankings',
    companyRank: 2,
    shareOfVoice: 31.8,
    brand: { __typename: 'BrandRanking', name: 'Quillstack', mentions: 28, shareOfVoice: 31.8, rank: 2 },
    rankings: [
      {
        __typename: 'CompetitorRanking',
        id: 'c-sequoia',
        name: 'Sequoia Capital',
        mentions: 42,
        shareOfVoice: 47.7,
        rank: 1,
      },
      {
        __typename: 'CompetitorRanking',
        id: 'c-accel',
        name: 'Accel',
        mentions: 18,
        shareOfVoice: 20.5,
        rank: 3,
      },
    ],
  },
});

export const overviewData = (metrics: Metrics = fullMetrics()): OverviewRouteQuery => ({
  overview: {
    __typename: 'Overview',
    promptCount: 40,
    impressionsTotal: 1234,
    metrics,
    topPlatforms: [
      {
        __typename: 'PlatformShare',
        platform: 'CHATGPT',
        label: 'ChatGPT',
        impressions: 300,
        answers: 600,
        refusals: 0,
        refusalRate: 0,
        noAnswers: 0,
        answerRate: 100,
        visibility: 50,
      },
      {
        __typename: 'PlatformShare',
        platform: 'PERPLEXITY',
        label: 'Perplexity',
        impressions: 200,
        answers: 600,
        refusals: 6,
        refusalRate: 1,
        noAnswers: 0,
        answerRate: 100,
        visibility: 33.3,
      },
    ],
    topicBreakdown: [
      {
        __typename: 'TopicShare',
        name: 'Portfolio Companies',
        percentage: 60,
        topic: { __typename: 'Topic', id: 't1', slug: 'portfolio-companies' },
      },
    ],
  },
});

export const topicData = (metrics: Metrics = fullMetrics()): TopicRouteQuery => ({
  topic: {
    __typename: 'Topic',
    id: 't1',
    name: 'Portfolio Companies',
    slug: 'portfolio-companies',
    promptCount: 32,
    metrics: {
      ...metrics,
      allTimeRankings: {
        __typename: 'CompetitorRankings',
        companyRank: metrics.competitorRankings.companyRank,
      },
    },
  },
});

export const dashboardData = (): DashboardRouteQuery => ({
  viewer: {
    __typename: 'Viewer',
    variant: 'GENERAL',
    profile: { __typename: 'Profile', id: 'u1', username: 'demo', email: 'demo@example.com' },
    brand: { __typename: 'Brand', id: 'b1', name: 'Northwind Ventures' },
    role: 'OWNER',
    brands: [{ __typename: 'MemberBrand', id: 'b1', name: 'Northwind Ventures', role: 'OWNER' }],
    onboarding: { __typename: 'OnboardingState', needed: false },
  },
  topics: [
    {
      __typename: 'Topic',
      id: 't2',
      name: 'Investment Strategy',
      slug: 'investment-strategy',
      promptCount: 28,
    },
    { __typename: 'Topic', id: 't0', name: 'Aggregate', slug: 'aggregate', promptCount: 60 },
    { __typename: 'Topic', id: 't3', name: 'api', slug: 'api', promptCount: 3 },
    {
      __typename: 'Topic',
      id: 't1',
      name: 'Portfolio Companies',
      slug: 'portfolio-companies',
      promptCount: 32,
    },
  ],
});

export const promptsData = (): PromptsRouteQuery => ({
  promptGroups: [
    {
      __typename: 'PromptGroup',
      key: 'portfolio-companies',
      name: 'Portfolio Companies',
      prompts: [
        {
          __typename: 'PromptVisibility',
          id: 'p1',
          question: 'Which seed funds back climate startups?',
          promptKind: 'UNBRANDED',
          kindSetByUser: false,
          visibilityPercentage: 80,
          visibilityStatus: 'GREAT',
          answers: 10,
          impressions: 8,
          failures: 0,
          lastCollectedOn: '2026-11-05',
        },
        {
          __typename: 'PromptVisibility',
          id: 'p2',
          question: 'Top fintech investors in Europe',
          promptKind: 'BRANDED',
          kindSetByUser: true,
          visibilityPercentage: 20,
          visibilityStatus: 'POOR',
          answers: 10,
          impressions: 2,
          failures: 3,
          lastCollectedOn: '2026-11-05',
        },
      ],
    },
    {
      __typename: 'PromptGroup',
      key: 'investment-strategy',
      name: 'Investment Strategy',
      prompts: [
        {
          __typename: 'PromptVisibility',
          id: 'p3',
          question: 'How do VCs evaluate climate deals?',
          promptKind: 'UNBRANDED',
          kindSetByUser: false,
          visibilityPercentage: 50,
          visibilityStatus: 'MEDIUM',
          answers: 10,
          impressions: 5,
          failures: 0,
          lastCollectedOn: '2026-11-05',
        },
      ],
    },
  ],
});

export const settingsData = (): SettingsRouteQuery => ({
  viewer: {
    __typename: 'Viewer',
    profile: {
      __typename: 'Profile',
      id: 'u1',
      username: 'demo',
      email: 'demo@example.com',
      createdAt: '2026-10-01T10:00:00Z',
    },
    brand: {
      __typename: 'Brand',
      name: 'Northwind Ventures',
      website: 'https://northwind.vc',
      aliases: ['Northwind', 'NWV'],
      notThis: ['Northwind Traders'],
      description: 'A seed-stage venture fund for climate software.',
      id: 'b1',
      attributes: [],
    },
    platforms: ['CHATGPT', 'PERPLEXITY'],
  },
  competitors: [
    { __typename: 'Competitor', id: 'c1', name: 'Harbor Capital', mentions: 42 },
    { __typename: 'Competitor', id: 'c2', name: 'Summit Partners', mentions: 0 },
  ],
  apiTokens: [
    {
      __typename: 'ApiToken',
      id: 'tok1',
      name: 'Notebook',
      prefix: 'sl_abc123',
      createdAt: '2026-11-01T10:00:00Z',
      lastUsedAt: null,
      scope: 'FULL' as const,
      brandId: null,
    },
  ],
});

/** The overview's setup checklist: complete (hidden), or a new account's with only its brand set. */
export const setupData = (complete: boolean): SetupChecklistQuery => ({
  viewer: {
    __typename: 'Viewer',
    setup: {
      __typename: 'SetupChecklist',
      complete,
      steps: (
        [
          ['BRAND', true, false],
          ['COMPETITORS', complete, false],
          ['PROMPTS', complete, false],
          ['FIRST_RUN', complete, false],
          ['API_TOKEN', false, true],
          ['CRAWLER_LOG', false, true],
        ] as const
      ).map(([key, done, optional]) => ({ __typename: 'SetupStep' as const, key, done, optional })),
    },
  },
});
