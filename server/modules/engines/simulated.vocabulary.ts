/**
 * Word pools for the simulated engine: sentence templates ({B} = the brand or tool named), untracked
 * filler names and source templates, for a software vertical and a venture-capital vertical.
 */
export type Vertical = 'software' | 'finance';
export type Tone = 'positive' | 'neutral' | 'negative';

export interface VerticalVocabulary {
  intros: string[];
  descriptions: Record<Tone, string[]>;
  bestFor: string[];
  tableHeader: [string, string, string];
  thirdColumn: string[];
  closings: string[];
  fillers: string[];
  /** Categories a question can fall in (first match wins, else the last): shared sources use their slug. */
  categories: { match: RegExp; slug: string }[];
  /** Source templates shared by every question of a category: {slug} is the category slug. */
  globalSources: string[];
  /** Source templates specific to a question. */
  promptSources: string[];
  /** Paths on a tracked brand's own domain. */
  ownPaths: string[];
}

const software: VerticalVocabulary = {
  intros: [
    'Here is an overview of the options that come up most often for this question.',
    'Several tools are worth a look, depending on team size, budget and how much you want to build yourself.',
    'When people ask "{P}", a handful of names appear again and again. The short version:',
    'There is no single right answer, but these platforms are the most commonly recommended ones.',
    'Based on reviews, documentation and community discussions, these are the leading choices.',
  ],
  descriptions: {
    positive: [
      '{B} is widely praised for its excellent developer experience and clear, well-organised documentation.',
      '{B} stands out for reliable performance and genuinely helpful support, which reviewers love.',
      'Teams consistently rate {B} highly for its intuitive interface and powerful automation.',
      '{B} is a great choice if you want fast onboarding and a strong integration ecosystem.',
      'Many engineers recommend {B} because it is easy to adopt and remarkably stable at scale.',
    ],
    neutral: [
      '{B} offers REST and GraphQL APIs, role-based access and usage-based pricing.',
      '{B} is a platform for designing, testing and monitoring APIs, with plans for small and large teams.',
      '{B} provides a hosted dashboard and an open API, and it is available in US and EU regions.',
      '{B} combines roadmapping, feedback collection and release planning in one workspace.',
      '{B} runs on the major clouds and exposes most settings through its API and CLI.',
    ],
    negative: [
      'Some users complain that {B} is expensive and that its recent pricing changes have been frustrating.',
      '{B} has a steep learning curve, and several reviewers report slow, disappointing support.',
      "{B} can feel bloated and confusing for small teams, and last year's outages hurt its reputation.",
      'Critics say {B} lags behind on features and that its documentation is poor and outdated.',
    ],
  },
  bestFor: [
    'API-first teams',
    'Enterprises',
    'Startups',
    'Product managers',
    'Developer portals',
    'Chatbots and automation',
    'Multi-cloud setups',
    'Roadmapping',
  ],
  tableHeader: ['Tool', 'Best for', 'Starting price'],
  thirdColumn: ['Free tier', '$29/user/mo', '$49/mo', '$99/mo', 'Custom pricing', 'Usage-based'],
  closings: [
    '**Bottom line:** start with {A} if you want the quickest setup, and evaluate {C} if you have stricter enterprise requirements.',
    'My recommendation: shortlist {A} and {C}, run a two-week trial with your own workload, and compare support response times.',
    'For most teams, {A} is the safest starting point; {C} is worth considering as you grow.',
    'In short, {A} and {C} cover most needs. Check current pricing, since plans change frequently.',
  ],
  categories: [
    { match: /\b(bots?|chatbots?|conversational|automat\w*)\b/i, slug: 'chatbot-platforms' },
    { match: /\b(clouds?|aws|azure|hosted|managed|residency)\b/i, slug: 'cloud-api-gateways' },
    { match: /\b(product|roadmap\w*|feedback|managers?)\b/i, slug: 'product-management' },
    { match: /./, slug: 'api-management' },
  ],
  fillers: ['Stoplight', 'Swagger', 'Kong', 'Linear', 'Trello', 'Zapier', 'Notion'],
  globalSources: [
    'https://www.g2.com/categories/{slug}',
    'https://www.capterra.com/{slug}-software/',
    'https://www.gartner.com/reviews/market/{slug}',
    'https://www.reddit.com/r/SaaS/comments/{id}/best_{slug_}/',
    'https://www.forbes.com/advisor/business/software/best-{slug}/',
    'https://zapier.com/blog/best-{slug}/',
  ],
  promptSources: [
    'https://www.reddit.com/r/devops/comments/{id}/{slug_}/',
    'https://news.ycombinator.com/item?id={num}',
    'https://stackoverflow.com/questions/{num}/{slug}',
    'https://techcrunch.com/2026/{mm}/{dd}/{slug}/',
    'https://medium.com/@engineering/{slug}-{hex}',
    'https://dev.to/{author}/{slug}-{hex4}',
    'https://thenewstack.io/{slug}/',
    'https://www.infoq.com/articles/{slug}/',
    'https://www.youtube.com/watch?v={video}',
  ],
  ownPaths: ['/', '/docs/{slug}', '/blog/{slug}', '/pricing', '/customers', '/compare'],
};

const finance: VerticalVocabulary = {
  intros: [
    'Here is an overview of the firms that come up most often for this question.',
    'Several investors are worth a look, depending on your stage, sector and the kind of support you want.',
    'When founders ask "{P}", a handful of firms appear again and again. The short version:',
    'There is no single right answer, but these investors are the most frequently mentioned.',
    'Based on portfolio data, founder reviews and press coverage, these are the leading names.',
  ],
  descriptions: {
    positive: [
      '{B} is widely respected for its excellent founder support and a strong track record of successful exits.',
      'Founders consistently praise {B} for being helpful, transparent and genuinely supportive after the investment.',
      '{B} has built an impressive portfolio and is a great partner for technical founders.',
      '{B} is known for fast, founder-friendly decisions and a valuable network of operators.',
    ],
    neutral: [
      '{B} invests at the seed and Series A stages, typically leading rounds of $2-10M.',
      '{B} focuses on B2B software and infrastructure, with offices in San Francisco and London.',
      '{B} manages several funds and takes a board seat in most of its lead investments.',
      '{B} publishes its investment theses and portfolio on its website.',
    ],
    negative: [
      'Some founders complain that {B} is slow to make decisions and difficult in negotiations.',
      '{B} has faced criticism for aggressive terms, and a few portfolio companies report disappointing follow-on support.',
      'Critics say {B} is hard to reach without a warm introduction and rarely answers cold emails.',
    ],
  },
  bestFor: ['Seed rounds', 'Series A', 'Deep tech', 'Fintech', 'B2B SaaS', 'Climate', 'Growth stage'],
  tableHeader: ['Firm', 'Stage', 'Typical check'],
  thirdColumn: ['$500k-2M', '$2-10M', '$10-30M', '$1-5M', 'Varies'],
  closings: [
    '**Bottom line:** if you are raising a first institutional round, talk to {A}; for later stages, {C} is a common choice.',
    'My recommendation: build a target list that includes {A} and {C}, and look for warm introductions through their portfolio founders.',
    'For most early-stage founders, {A} is a sensible first conversation; {C} is worth approaching once you have traction.',
  ],
  categories: [
    { match: /\b(portfolio|startups?|companies|unicorns?)\b/i, slug: 'venture-portfolios' },
    { match: /./, slug: 'venture-capital-firms' },
  ],
  fillers: ['Y Combinator', 'Techstars', 'SoftBank', 'General Catalyst', 'Insight Partners'],
  globalSources: [
    'https://www.crunchbase.com/hub/{slug}',
    'https://pitchbook.com/news/reports/{slug}',
    'https://www.cbinsights.com/research/{slug}/',
    'https://www.reddit.com/r/venturecapital/comments/{id}/{slug_}/',
    'https://www.forbes.com/lists/midas/',
    'https://www.signal.nfx.com/investor-lists/top-{slug}-investors',
  ],
  promptSources: [
    'https://techcrunch.com/2026/{mm}/{dd}/{slug}/',
    'https://sifted.eu/articles/{slug}',
    'https://www.axios.com/pro/deals/2026/{mm}/{dd}/{slug}',
    'https://news.ycombinator.com/item?id={num}',
    'https://www.wsj.com/articles/{slug}-{hex}',
    'https://medium.com/@founders/{slug}-{hex}',
    'https://www.reddit.com/r/startups/comments/{id}/{slug_}/',
    'https://www.youtube.com/watch?v={video}',
  ],
  ownPaths: ['/', '/portfolio', '/team', '/insights/{slug}', '/about'],
};

export const VOCABULARY: Record<Vertical, VerticalVocabulary> = { software, finance };

const FINANCE_WORDS =
  /\b(invest\w*|fund\w*|venture|vc|vcs|portfolio|founders?|seed|series [a-d]|lp|lps|capital)\b/i;

/** Which word pool fits a question. */
export function verticalFor(prompt: string, brandName: string): Vertical {
  return FINANCE_WORDS.test(prompt) || /\b(capital|ventures|partners)\b/i.test(brandName)
    ? 'finance'
    : 'software';
}
