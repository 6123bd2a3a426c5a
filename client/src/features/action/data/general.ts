/** Static content of the general Action Center: its next steps (the radar reads the answers), sample articles and llms.txt tips. */

export interface NextStep {
  id: string;
  title: string;
  description: string;
  impact: string;
  timeEstimate: string;
}

/** The five Immediate Next Steps; their ids are the ones the server accepts. */
export const NEXT_STEPS: NextStep[] = [
  {
    id: 'publish-comparison',
    title: 'Publish a comparison article with a feature table',
    description: 'Answers to comparison questions cite comparison pages; the radar lists the questions.',
    impact: 'High',
    timeEstimate: '4 hours',
  },
  {
    id: 'add-statistics',
    title: 'Add statistics to your top 5 pages',
    description: 'Statistics Addition raised visibility by about 30% in the GEO study.',
    impact: 'High',
    timeEstimate: '2 hours',
  },
  {
    id: 'pitch-media',
    title: 'Pitch two trade publications cited by AI answers',
    description: 'Sources that AI platforms already cite carry your brand into answers.',
    impact: 'Medium',
    timeEstimate: '1 hour',
  },
  {
    id: 'llms-txt',
    title: 'Publish an llms.txt file',
    description: 'Give AI crawlers a short, curated map of your most useful pages.',
    impact: 'Medium',
    timeEstimate: '30 minutes',
  },
  {
    id: 'expert-quotes',
    title: 'Add expert quotations to your product guides',
    description: 'Quotation Addition was the strongest single method in the GEO study.',
    impact: 'High',
    timeEstimate: '3 hours',
  },
];

export interface ArticleScores {
  authoritativeness: number;
  citations: number;
  quotations: number;
  statistics: number;
  technical_terms: number;
  fluency: number;
}

export interface ComparisonArticle {
  id: string;
  title: string;
  source: string;
  url: string;
  excerpt: string;
  scores: ArticleScores;
}

export const article = (
  id: string,
  title: string,
  source: string,
  url: string,
  excerpt: string,
  [authoritativeness, citations, quotations, statistics, technical_terms, fluency]: number[],
): ComparisonArticle => ({
  id,
  title,
  source,
  url,
  excerpt,
  scores: {
    authoritativeness: authoritativeness!,
    citations: citations!,
    quotations: quotations!,
    statistics: statistics!,
    technical_terms: technical_terms!,
    fluency: fluency!,
  },
});

export const COMPETITOR_ARTICLES: ComparisonArticle[] = [
  article('c1', '10 Best API Management Platforms in 2026', 'TechRadar', 'https://www.techradar.com/best/api-management', 'A ranked list of API platforms with pricing, a feature table and benchmark results from 40 teams.', [85, 18, 60, 22, 30, 88]),
  article('c2', 'Postman vs Kong vs Apigee: An Honest Comparison', 'Dev.to', 'https://dev.to/api-tools/comparison', 'Side-by-side comparison of three API tools across testing, gateways and analytics.', [72, 12, 45, 15, 27, 82]),
  article('c3', 'The State of APIs Report', 'Postman', 'https://www.postman.com/state-of-api', 'Survey of 40,000 developers on API-first adoption, security and tooling.', [92, 20, 55, 25, 28, 86]),
  article('c4', 'How to Choose an API Gateway', 'Kong Blog', 'https://konghq.com/blog/choose-api-gateway', 'A decision guide covering latency, plugins, deployment models and cost.', [80, 10, 35, 14, 32, 84]),
  article('c5', 'API Design Best Practices', 'Stoplight', 'https://stoplight.io/api-design-guide', 'Design-first workflows, style guides and governance for REST APIs.', [76, 8, 30, 10, 26, 90]),
];

export const OWN_ARTICLES: ComparisonArticle[] = [
  article('o1', 'Why Quillstack for API Lifecycle Management', 'Quillstack Blog', 'https://www.quillstack.io/blog/why-quillstack', 'An overview of design, testing and analytics in one workspace.', [70, 6, 20, 8, 24, 85]),
  article('o2', 'Quillstack vs Postman', 'Quillstack Blog', 'https://www.quillstack.io/blog/vs-postman', 'Where Quillstack and Postman differ for product teams.', [68, 9, 25, 12, 22, 80]),
  article('o3', 'Designing APIs Product Managers Love', 'Quillstack Blog', 'https://www.quillstack.io/blog/pm-apis', 'How product managers can take part in API design reviews.', [65, 4, 40, 5, 18, 87]),
  article('o4', 'API Analytics: The Metrics That Matter', 'Quillstack Docs', 'https://www.quillstack.io/docs/analytics', 'Latency, error rates and adoption metrics explained.', [78, 11, 15, 20, 30, 83]),
  article('o5', 'Getting Started with Quillstack', 'Quillstack Docs', 'https://www.quillstack.io/docs/start', 'Set up your first workspace and import an OpenAPI file.', [60, 3, 5, 4, 20, 90]),
  article('o6', 'Case Study: Scaling APIs at Fintech Co', 'Quillstack Blog', 'https://www.quillstack.io/blog/fintech-case-study', 'How a payments company cut integration time by 40%.', [82, 14, 50, 24, 26, 84]),
  article('o7', 'Building Bots on the Quillstack API', 'Quillstack Docs', 'https://www.quillstack.io/docs/bots', 'Connect chat bots to your APIs with webhooks.', [66, 5, 10, 6, 29, 81]),
  article('o8', 'Cloud Deployment Options', 'Quillstack Docs', 'https://www.quillstack.io/docs/cloud', 'Run Quillstack on any cloud or on-premises.', [64, 4, 8, 7, 31, 79]),
  article('o9', 'The Product Roadmap Playbook', 'Quillstack Blog', 'https://www.quillstack.io/blog/roadmaps', 'Templates for API-driven product roadmaps.', [58, 2, 12, 3, 15, 88]),
  article('o10', 'API Security Checklist', 'Quillstack Blog', 'https://www.quillstack.io/blog/security-checklist', 'Twenty checks before you ship a public API.', [74, 10, 18, 16, 33, 86]),
];

export interface SourceContentType {
  type: string;
  count: number;
  examples: string[];
}

export const CONTENT_TYPE_TABLE: { type: string; avgCitations: number; impact: number }[] = [
  { type: 'Top 10 Lists', avgCitations: 12.4, impact: 5 },
  { type: 'Comparison Tables', avgCitations: 11.1, impact: 5 },
  { type: 'Research Reports', avgCitations: 9.8, impact: 4 },
  { type: 'Technical Guides', avgCitations: 7.2, impact: 4 },
  { type: 'Case Studies', avgCitations: 6.5, impact: 3 },
  { type: 'How-to Guides', avgCitations: 5.9, impact: 3 },
  { type: 'Checklists', avgCitations: 4.3, impact: 2 },
];

export const SAMPLE_LLMS_TXT = `# Quillstack

> Quillstack is an API and product-management platform: design, ship and measure APIs and the products built on them.

Quillstack's documentation is written for developers and product managers. Pages are also available as Markdown.

## Docs

- [Getting started](https://www.quillstack.io/docs/start.md): Create a workspace and import an OpenAPI file.
- [API design](https://www.quillstack.io/docs/design.md): Design-first workflow, style guides and reviews.
- [API analytics](https://www.quillstack.io/docs/analytics.md): Latency, error-rate and adoption metrics.
- [Security checklist](https://www.quillstack.io/blog/security-checklist.md): Twenty checks before you ship a public API.

## Guides

- [Quillstack vs Postman](https://www.quillstack.io/blog/vs-postman.md): Where the two tools differ for product teams.
- [Building bots](https://www.quillstack.io/docs/bots.md): Connect chat bots to your APIs with webhooks.

## Optional

- [Product roadmap playbook](https://www.quillstack.io/blog/roadmaps.md): Templates for API-driven roadmaps.
`;

export const LLMS_TIPS = [
  'Start with an H1 title and a one-line "> " summary: that is what AI assistants read first.',
  'Group links under "## " sections as "- [name](url): notes"; keep notes to one short sentence.',
  'Put nice-to-have links in a final "## Optional" section so short contexts can skip them.',
];

