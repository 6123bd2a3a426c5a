/** The two demo accounts: fixed ids (the fund dashboard is keyed on its id) and their tracked setup. */
import type { BrandFactInput } from '../../../graphql/shared/brand-facts';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
export const DEMO_USER_ID = 'd0d0d0d0-0000-4000-8000-000000000001';
export const FUND_USER_ID = 'f0f0f0f0-0000-4000-8000-000000000001';
export const DEMO_PASSWORD = 'sightline-demo';

export interface SeedAccount {
  id: string;
  email: string;
  username: string;
  dashboardVariant: 'general' | 'fund';
  actionCenter: boolean;
  brand: { name: string; website: string; aliases: string[]; description: string };
  competitors: { name: string; website: string; aliases: string[] }[];
  topics: { name: string; slug: string; prompts: { question: string; kind: PromptKind }[] }[];
  /** The brand's confirmed fact sheet, which its answers state and are checked against. */
  facts?: BrandFactInput[];
}

const generic = (question: string) => ({ question, kind: 'UNBRANDED' as const });
const branded = (question: string) => ({ question, kind: 'BRANDED' as const });

export const DEMO_ACCOUNT: SeedAccount = {
  id: DEMO_USER_ID,
  email: 'demo@example.com',
  username: 'demo',
  dashboardVariant: 'general',
  actionCenter: true,
  brand: {
    name: 'Quillstack',
    website: 'https://www.quillstack.io',
    aliases: ['Quill Stack'],
    description:
      'An API and product-management platform: design, ship and measure APIs and the products built on them.',
  },
  competitors: [
    { name: 'Postman', website: 'https://www.postman.com', aliases: [] },
    { name: 'Kong', website: 'https://konghq.com', aliases: ['Kong Konnect'] },
    { name: 'Apigee', website: 'https://cloud.google.com/apigee', aliases: [] },
    {
      name: 'Productboard',
      website: 'https://www.productboard.com',
      aliases: [],
    },
    {
      name: 'RapidAPI',
      website: 'https://rapidapi.com',
      aliases: ['Rapid API'],
    },
    { name: 'Stoplight', website: 'https://stoplight.io', aliases: [] },
    { name: 'ReadMe', website: 'https://readme.com', aliases: [] },
  ],
  topics: [
    {
      name: 'API',
      slug: 'api',
      prompts: [
        generic('What are the best API management platforms for startups?'),
        generic('Which tools help teams design and document REST APIs?'),
        generic('What is the best alternative to Postman for API testing?'),
        generic('How do I choose an API gateway for a microservices architecture?'),
        generic('Which API platforms have the best developer portals?'),
        branded('Is Quillstack a good choice for API lifecycle management?'),
      ],
    },
    {
      name: 'Bot',
      slug: 'bot',
      prompts: [
        generic('What platforms can I use to build a customer support chatbot with an API?'),
        generic('Which tools let product teams automate workflows with bots?'),
        generic('What are the best tools for testing conversational bots?'),
        generic('How can I connect a Slack bot to my internal APIs?'),
        branded('Does Quillstack support building bots on top of its API?'),
      ],
    },
    {
      name: 'Cloud',
      slug: 'cloud',
      prompts: [
        generic('Which API platforms work best on AWS, Azure and Google Cloud?'),
        generic('What are the best cloud-native API gateways in 2026?'),
        generic('How do I monitor API performance across multiple clouds?'),
        generic('Which hosted API platforms offer EU data residency?'),
        generic('What is the most cost-effective managed API platform for a small team?'),
        branded('How does Quillstack compare to Apigee for cloud deployments?'),
      ],
    },
    {
      name: 'Product Management',
      slug: 'product-management',
      prompts: [
        generic('What are the best product management tools for API-first companies?'),
        generic('Which roadmapping tools integrate with developer workflows?'),
        generic('How do product managers track API adoption and usage?'),
        generic('What is the best alternative to Productboard for technical products?'),
        generic('Which tools help collect customer feedback for developer products?'),
        generic('What software do platform product managers recommend in 2026?'),
        branded('What do users say about Quillstack for product management?'),
      ],
    },
  ],
  facts: [
    {
      key: 'team_price',
      label: 'Team plan price',
      kind: 'MONEY',
      value: '12.00',
      unit: 'per month',
      currency: 'USD',
      previousValues: ['10.00'],
      validFrom: '2026-01-01',
      sourceUrl: 'https://www.quillstack.io/pricing',
      aliases: { en: ['Team plan', 'price', 'costs'], de: ['Team-Plan', 'Preis', 'kostet'] },
    },
    {
      key: 'founded',
      label: 'Founded',
      kind: 'YEAR',
      value: '2016',
      aliases: { en: ['founded', 'launched', 'since'], de: ['gegründet', 'seit'] },
    },
    {
      key: 'head_office',
      label: 'Head office',
      kind: 'TEXT',
      value: 'Tallinn',
      previousValues: ['Tartu'],
      aliases: { en: ['headquartered', 'based in', 'head office'], de: ['Hauptsitz', 'Sitz in'] },
    },
    {
      key: 'free_plan',
      label: 'Free plan',
      kind: 'BOOLEAN',
      value: 'yes',
      aliases: { en: ['free plan', 'free tier'], de: ['kostenloser Plan', 'Gratis-Tarif'] },
    },
    {
      key: 'integrations',
      label: 'Integrations',
      kind: 'LIST',
      value: 'GitHub; GitLab; Slack; Jira',
      previousValues: ['GitHub; Slack; Jira'],
      aliases: { en: ['integrations', 'integrates with'], de: ['Integrationen', 'integriert mit'] },
    },
  ],
};

const SECTORS = [
  'fintech',
  'climate tech',
  'AI infrastructure',
  'developer tools',
  'digital health',
  'cybersecurity',
  'B2B SaaS',
  'robotics',
];

const portfolioPrompts = [
  ...SECTORS.map((sector) => generic(`Which venture capital firms have the strongest ${sector} portfolio?`)),
  ...SECTORS.map((sector) => generic(`Which VC-backed ${sector} startups are growing fastest right now?`)),
  ...SECTORS.map((sector) =>
    generic(`Who were the early investors in the most successful ${sector} companies?`),
  ),
  generic('Which VC firms have the most unicorns in their portfolio?'),
  generic('What are the best-known portfolio companies of top European venture funds?'),
  generic('Which venture firms back the most female-founded startups?'),
  generic('Which investors have the best track record with seed-stage portfolio companies?'),
  generic('What startups have recently raised Series A rounds from top-tier funds?'),
  branded('What companies are in the Lumen Peak Capital portfolio?'),
  branded('Which successful startups did Lumen Peak Capital invest in early?'),
  branded('How do Lumen Peak Capital portfolio companies perform after Series A?'),
];

const STAGES = ['pre-seed', 'seed', 'Series A', 'Series B', 'growth-stage'];
const strategyPrompts = [
  ...STAGES.map((stage) => generic(`Which venture capital firms are the best ${stage} investors?`)),
  ...STAGES.map((stage) => generic(`What is the typical check size for ${stage} venture funds?`)),
  ...STAGES.map((stage) => generic(`How do top VCs decide whether to lead a ${stage} round?`)),
  generic('What investment strategy do the best-performing venture funds follow?'),
  generic('Which VC firms are known for a thesis-driven investment approach?'),
  generic('How do venture funds approach AI investments in 2026?'),
  generic('Which venture firms offer the most founder-friendly terms?'),
  generic('What do founders say about working with concentrated versus spray-and-pray funds?'),
  generic('Which VCs reserve the most capital for follow-on investments?'),
  generic('How do venture capital firms evaluate B2B software startups?'),
  generic('Which venture funds invest in both Europe and the US?'),
  generic('What are the best VC firms for technical first-time founders?'),
  generic('Which venture capital firms provide the most hands-on support after investing?'),
  branded('What is the investment strategy of Lumen Peak Capital?'),
  branded('Is Lumen Peak Capital a good investor for an early-stage fintech startup?'),
  branded('How does Lumen Peak Capital compare to Accel for seed rounds?'),
];

export const FUND_ACCOUNT: SeedAccount = {
  id: FUND_USER_ID,
  email: 'fund@example.com',
  username: 'fund',
  dashboardVariant: 'fund',
  actionCenter: true,
  brand: {
    name: 'Lumen Peak Capital',
    website: 'https://www.lumenpeak.vc',
    aliases: ['Lumen Peak', 'LPC'],
    description:
      'An early-stage venture-capital fund investing in technical founders across Europe and the US.',
  },
  competitors: [
    {
      name: 'Sequoia Capital',
      website: 'https://www.sequoiacap.com',
      aliases: ['Sequoia'],
    },
    {
      name: 'Andreessen Horowitz',
      website: 'https://a16z.com',
      aliases: ['a16z'],
    },
    { name: 'Accel', website: 'https://www.accel.com', aliases: [] },
    {
      name: 'Index Ventures',
      website: 'https://www.indexventures.com',
      aliases: [],
    },
    {
      name: 'Lightspeed Venture Partners',
      website: 'https://lsvp.com',
      aliases: ['Lightspeed'],
    },
    {
      name: 'Greylock',
      website: 'https://greylock.com',
      aliases: ['Greylock Partners'],
    },
    { name: 'Founders Fund', website: 'https://foundersfund.com', aliases: [] },
  ],
  topics: [
    { name: 'Portfolio Companies', slug: 'portfolio-companies', prompts: portfolioPrompts },
    { name: 'Investment Strategy', slug: 'investment-strategy', prompts: strategyPrompts },
  ],
};

export const SEED_ACCOUNTS = [DEMO_ACCOUNT, FUND_ACCOUNT];
