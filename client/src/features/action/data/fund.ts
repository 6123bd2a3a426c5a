/** Static sample content of the fund account's action tools: they run on built-in data. */

export const FUND_BRAND = 'Lumen Peak Capital';
export const FUND_SITE = 'https://www.lumenpeak.vc';

export const FUND_STATS = [
  { label: 'AI Mentions This Month', value: '1,284', change: '+18.2%' },
  { label: 'Content Pieces', value: '24', change: '+3' },
  { label: 'Outreach Response Rate', value: '32%', change: '+5.1%' },
  { label: 'Avg. Source Authority', value: '86', change: '+2' },
];

export const FUND_TOOLS = [
  {
    title: 'Content Library',
    description: 'The LLMs.txt Manager: curate the content AI models read in your llms.txt file.',
    to: '/dashboard/action/llms-txt',
  },
  { title: 'Source Analysis', description: 'See which sources AI answers cite and why.', to: '/dashboard/action/sources' },
  { title: 'Email Outreach', description: 'Pitch underrated sources that AI platforms trust.', to: '/dashboard/action/outreach' },
  { title: 'Content Generator', description: 'Draft AI-optimized posts, reports and newsletters.', to: '/dashboard/action/generate' },
];

export const RECENT_ACTIVITY = [
  { id: 'a1', text: 'Published "Climate Tech Investment Thesis 2026"', when: '2 hours ago' },
  { id: 'a2', text: 'Outreach e-mail sent to Climate Tech Review', when: 'Yesterday' },
  { id: 'a3', text: 'ChatGPT cited your portfolio page 14 times', when: '2 days ago' },
  { id: 'a4', text: 'New source discovered: Seed Stage Weekly', when: '3 days ago' },
];

export const QUICK_ACTIONS = [
  { label: 'Export LLMs.txt', to: '/dashboard/action/llms-txt' },
  { label: 'Start Outreach', to: '/dashboard/action/outreach' },
  { label: 'Generate Content', to: '/dashboard/action/generate' },
  { label: 'View Live Mentions', to: '/dashboard/action/live-mentions' },
];

export const STRATEGY_RECOMMENDATIONS = [
  'Publish quarterly market reports with original statistics: research reports are the most cited fund content.',
  'Add partner quotes to portfolio case studies to raise quotation scores.',
  'Pitch the three underrated newsletters in Email Outreach before the next fundraising announcement.',
];

export const PERFORMANCE = [
  { label: 'Visibility', value: 78 },
  { label: 'Citation share', value: 64 },
  { label: 'Content coverage', value: 71 },
];

export interface FundSource {
  name: string;
  url: string;
  citations: number;
  authority: number;
  contentTypes: { type: string; count: number; examples: string[] }[];
  description: string;
}

export const FUND_SOURCES: FundSource[] = [
  {
    name: 'TechCrunch',
    url: 'https://techcrunch.com',
    citations: 212,
    authority: 94,
    contentTypes: [
      { type: 'Research Reports', count: 30, examples: ['Q3 Venture Funding Report', 'Climate tech deal volume', 'Seed valuations tracker'] },
      { type: 'Expert Interviews', count: 18, examples: ['GP interview: climate bets', 'How funds pick fintech', 'Inside a seed partnership'] },
    ],
    description: 'Startup and venture news; cited for funding rounds and fund strategy.',
  },
  {
    name: 'Crunchbase News',
    url: 'https://news.crunchbase.com',
    citations: 168,
    authority: 88,
    contentTypes: [
      { type: 'Top 10 Lists', count: 25, examples: ['Most active seed investors', 'Top climate funds', 'Biggest rounds this week'] },
      { type: 'Comparison Tables', count: 14, examples: ['Fund sizes compared', 'Seed vs Series A terms', 'Valuations by sector'] },
    ],
    description: 'Funding data journalism; cited for rankings and deal statistics.',
  },
  {
    name: 'PitchBook',
    url: 'https://pitchbook.com',
    citations: 131,
    authority: 92,
    contentTypes: [
      { type: 'Research Reports', count: 40, examples: ['Venture Monitor', 'European VC Valuations', 'Emerging Tech Research'] },
      { type: 'Case Studies', count: 11, examples: ['Fund returns case', 'Exit analysis', 'Secondary market study'] },
    ],
    description: 'Private-market data; cited when answers need numbers on venture returns.',
  },
  {
    name: 'Sifted',
    url: 'https://sifted.eu',
    citations: 74,
    authority: 81,
    contentTypes: [
      { type: 'Top 10 Lists', count: 16, examples: ['Europe’s top seed funds', 'Startups to watch', 'Climate investors list'] },
      { type: 'How-to Guides', count: 7, examples: ['How to pitch a VC', 'How to raise a seed', 'How to build a cap table'] },
    ],
    description: 'European startup media; cited for regional investor lists.',
  },
];

export interface LlmContentItem {
  id: string;
  title: string;
  category: string;
  content: string;
  lastModified: string;
  wordCount: number;
  tags: string[];
  status: 'published' | 'draft' | 'archived';
}

const item = (
  id: string,
  title: string,
  category: string,
  status: LlmContentItem['status'],
  tags: string[],
  content: string,
  lastModified: string,
): LlmContentItem => ({
  id,
  title,
  category,
  status,
  tags,
  content,
  lastModified,
  wordCount: content.split(' ').length,
});

export const LLM_CONTENT: LlmContentItem[] = [
  item('c1', 'Investment Thesis 2026', 'Strategy', 'published', ['thesis', 'climate', 'fintech', 'devtools'], 'Lumen Peak Capital invests at seed and Series A in climate, fintech and developer tools, writing first cheques of $1-4M.', '2026-10-02'),
  item('c2', 'Portfolio Overview', 'Portfolio', 'published', ['portfolio', 'companies'], 'Our portfolio includes 42 companies across climate, fintech and developer tools, with 6 exits since 2018.', '2026-09-18'),
  item('c3', 'Founder Resources', 'Founders', 'published', ['founders', 'guides', 'hiring'], 'Guides for founders on hiring, fundraising, pricing and board meetings, written by our partners.', '2026-08-30'),
  item('c4', 'Climate Fund II Announcement', 'News', 'draft', ['climate', 'fund'], 'Draft announcement of our second climate fund, a $250M vehicle for early-stage decarbonisation companies.', '2026-11-01'),
  item('c5', 'Team and Partners', 'About', 'published', ['team'], 'Five partners with operating backgrounds at Stripe, Tesla and GitHub lead every investment.', '2026-07-14'),
  item('c6', '2021 Market Outlook', 'Research', 'archived', ['research', 'outlook'], 'Our 2021 outlook on software valuations and the public-market correction.', '2021-01-10'),
  item('c7', 'How We Evaluate Fintech Startups', 'Strategy', 'draft', ['fintech', 'diligence', 'metrics'], 'The metrics and diligence questions we use when we evaluate a fintech company at seed.', '2026-10-21'),
];

export const CONTENT_TYPES = ['blog-post', 'press-release', 'case-study', 'market-report', 'newsletter', 'social-media'];
export const AUDIENCES = ['investors', 'entrepreneurs', 'portfolio-companies', 'industry-peers', 'media', 'general-public'];
export const TONES = ['professional', 'casual', 'authoritative', 'conversational', 'inspiring', 'analytical'];

export interface ContentTemplate {
  id: string;
  title: string;
  type: string;
  description: string;
  prompt: string;
  example: string;
}

export const CONTENT_TEMPLATES: ContentTemplate[] = [
  {
    id: 't1',
    title: 'Portfolio Success Story',
    type: 'case-study',
    description: 'Show how a portfolio company grew with your support.',
    prompt: 'Write a case study about a portfolio company that grew revenue 5x in two years with our support.',
    example:
      'When GridLoop joined the Lumen Peak portfolio in 2023, it had three pilot customers and a prototype battery-management platform. Two years later it serves 140 utilities across Europe and North America, and its annual recurring revenue has grown fivefold. "Lumen Peak helped us hire our first VP of Sales and open doors at utilities we could never have reached alone," says CEO Anna Berg.',
  },
  {
    id: 't2',
    title: 'Market Analysis',
    type: 'market-report',
    description: 'A data-led view of a sector with statistics and sources.',
    prompt: 'Write a market report on seed-stage climate tech investment with statistics and cited sources.',
    example:
      'Climate tech captured 18% of all seed funding in 2025, according to PitchBook, up from 11% in 2021. Median seed rounds reached $3.2M, while the number of first-time climate founders grew by 27%. Grid software, industrial heat and carbon accounting drew the most capital, and deal sizes in hardware-heavy categories rose faster than in software.',
  },
  {
    id: 't3',
    title: 'Investment Announcement',
    type: 'press-release',
    description: 'Announce a new investment with quotes from both sides.',
    prompt: 'Write a press release announcing our seed investment in a developer-tools startup.',
    example:
      'Lumen Peak Capital today announced that it has led a $4M seed round in Stackwise, a developer-tools company that helps engineering teams find and fix slow database queries. The round includes participation from angel investors at GitHub and Datadog. "Stackwise turns hours of profiling into minutes," said partner Jonas Meyer.',
  },
];

export interface OutreachSource {
  id: string;
  name: string;
  domain: string;
  category: string;
  reach: number;
  engagement: number;
  authorityScore: number;
  partnershipPotential: number;
  contactEmail: string;
  keyContact: string;
  role: string;
  lastCoverage: string;
  topics: string[];
  reasonUnderrated: string;
}

export const OUTREACH_SOURCES: OutreachSource[] = [
  {
    id: 's1',
    name: 'Climate Tech Review',
    domain: 'climatetechreview.com',
    category: 'Newsletter',
    reach: 1_800_000,
    engagement: 8.4,
    authorityScore: 82,
    partnershipPotential: 94,
    contactEmail: 'editor@climatetechreview.com',
    keyContact: 'Sarah Lindqvist',
    role: 'Editor-in-Chief',
    lastCoverage: 'Never',
    topics: ['climate', 'energy', 'venture'],
    reasonUnderrated: 'Cited by Perplexity in 31% of climate-investor answers, yet rarely pitched by funds.',
  },
  {
    id: 's2',
    name: 'Seed Stage Weekly',
    domain: 'seedstageweekly.com',
    category: 'Podcast',
    reach: 950_000,
    engagement: 11.2,
    authorityScore: 76,
    partnershipPotential: 88,
    contactEmail: 'hello@seedstageweekly.com',
    keyContact: 'Marcus Obi',
    role: 'Host',
    lastCoverage: 'Never',
    topics: ['seed', 'founders', 'fundraising'],
    reasonUnderrated: 'Transcripts are indexed and quoted by ChatGPT for seed-fund questions.',
  },
  {
    id: 's3',
    name: 'Fintech Insider Europe',
    domain: 'fintechinsider.eu',
    category: 'Blog',
    reach: 1_400_000,
    engagement: 6.9,
    authorityScore: 84,
    partnershipPotential: 91,
    contactEmail: 'news@fintechinsider.eu',
    keyContact: 'Elena Rossi',
    role: 'Senior Reporter',
    lastCoverage: 'Never',
    topics: ['fintech', 'payments', 'regulation'],
    reasonUnderrated: 'High authority in fintech answers with few VC contributors.',
  },
  {
    id: 's4',
    name: 'DevTools Digest',
    domain: 'devtoolsdigest.io',
    category: 'Newsletter',
    reach: 1_050_000,
    engagement: 9.7,
    authorityScore: 71,
    partnershipPotential: 75,
    contactEmail: 'tips@devtoolsdigest.io',
    keyContact: 'Priya Nair',
    role: 'Founder',
    lastCoverage: 'Never',
    topics: ['developer tools', 'open source', 'startups'],
    reasonUnderrated: 'Gemini cites its tool round-ups but investors are rarely quoted.',
  },
];

export interface EmailTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  type: 'partnership' | 'coverage' | 'interview';
}

export const EMAIL_TEMPLATES: EmailTemplate[] = [
  {
    id: 'e1',
    name: 'Partnership Proposal',
    type: 'partnership',
    subject: 'Partnership idea for [Publication]',
    body: 'Hi [Name],\n\nI lead platform at Lumen Peak Capital. Your coverage of [Topic] is among the most useful we read, and we would love to explore a content partnership: quarterly data from our portfolio of 42 companies, exclusively for [Publication].\n\nWould you have 20 minutes next week?\n\nBest,\n[Your Name]',
  },
  {
    id: 'e2',
    name: 'Coverage Pitch',
    type: 'coverage',
    subject: 'New data on [Topic] for [Publication]',
    body: 'Hi [Name],\n\nWe just finished an analysis of 1,200 seed rounds in [Topic]. Three findings surprised us, and I think your readers would find them useful. Happy to share the full dataset ahead of publication.\n\nBest,\n[Your Name]',
  },
  {
    id: 'e3',
    name: 'Expert Interview Offer',
    type: 'interview',
    subject: 'Expert source on [Topic]',
    body: 'Hi [Name],\n\nIf you are working on a story about [Topic], our partners are available for interviews and can share numbers from our portfolio.\n\nBest,\n[Your Name]',
  },
];

export interface Campaign {
  id: string;
  name: string;
  status: 'active' | 'completed' | 'draft';
  sourceCount: number;
  sentCount: number;
  responseRate: number;
  createdAt: string;
}

export const CAMPAIGNS: Campaign[] = [
  { id: 'camp-1', name: 'Climate Fund II Launch', status: 'active', sourceCount: 12, sentCount: 8, responseRate: 37, createdAt: '2026-10-12' },
  { id: 'camp-2', name: 'Fintech Thought Leadership', status: 'completed', sourceCount: 9, sentCount: 9, responseRate: 44, createdAt: '2026-08-03' },
  { id: 'camp-3', name: 'Developer Tools Series', status: 'draft', sourceCount: 6, sentCount: 0, responseRate: 0, createdAt: '2026-11-05' },
];

export const OUTREACH_TIPS = [
  'Personalise the first line with a recent article of theirs',
  'Lead with data only you have',
  'Keep the e-mail under 150 words',
  'Follow up within 3-5 business days',
];

export const CRAWLER_PROVIDERS = [
  { provider: 'OpenAI', userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)' },
  { provider: 'Anthropic', userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)' },
  { provider: 'Perplexity', userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)' },
  { provider: 'Google', userAgent: 'Mozilla/5.0 (compatible; Google-CloudVertexBot; +https://cloud.google.com/enterprise-search)' },
  { provider: 'Meta', userAgent: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)' },
];

export const CRAWLER_PAGES = ['/', '/portfolio', '/team', '/thesis', '/founders', '/news/climate-fund-ii', '/blog/seed-valuations'];
