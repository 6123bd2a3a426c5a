/**
 * What each request the product makes costs, kept as data: the engines' APIs (per model the product asks
 * with), Google's AI answers through DataForSEO's SERP API, the app-surface scrapers, and the LLM judge.
 *
 * Prices are the vendors' published list prices in US dollars (pay-as-you-go, no volume discount, no free
 * allowance counted) as the author knew them on PRICES_AS_OF; the table was written on PRICES_COMPILED_ON
 * without checking them online again, so a vendor's later change is not in it.
 * `basis: 'list'` is a published price; `basis: 'estimate'` says what the figure rests on. A request's token
 * counts are always estimates (what one answer of this product typically uses): `tokens` gives them.
 */

export const PRICES_AS_OF = '2025-10-01';
export const PRICES_COMPILED_ON = '2026-11-30';

export const PRICE_SOURCES = [
  'https://openai.com/api/pricing/',
  'https://docs.perplexity.ai/getting-started/pricing',
  'https://ai.google.dev/gemini-api/docs/pricing',
  'https://www.anthropic.com/pricing#api',
  'https://docs.x.ai/docs/models',
  'https://api-docs.deepseek.com/quick_start/pricing',
  'https://dataforseo.com/pricing',
  'https://dataforseo.com/chatgpt-scraper-api',
  'https://oxylabs.io/pricing/web-scraper-api',
] as const;

/** A model's token prices, in US dollars per million tokens. */
export interface TokenPrice {
  inputPerMTok: number;
  outputPerMTok: number;
  basis: 'list' | 'estimate';
  note?: string;
}

/** A fee per request or per tool call, in US dollars. */
export interface RequestFee {
  usd: number;
  basis: 'list' | 'estimate';
  note: string;
}

/** Tokens one request typically takes (always an estimate: answers vary). */
export interface TokenEstimate {
  input: number;
  output: number;
  note: string;
}

/** Token prices per model id, as the product's settings name the models (config's *_MODEL defaults first). */
export const MODEL_PRICES: Record<string, TokenPrice> = {
  // OpenAI
  'gpt-4.1-mini': { inputPerMTok: 0.4, outputPerMTok: 1.6, basis: 'list' },
  'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8, basis: 'list' },
  'gpt-4o-mini': { inputPerMTok: 0.15, outputPerMTok: 0.6, basis: 'list' },
  'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10, basis: 'list' },
  // Perplexity (the request fee is apart, below)
  sonar: { inputPerMTok: 1, outputPerMTok: 1, basis: 'list' },
  'sonar-pro': { inputPerMTok: 3, outputPerMTok: 15, basis: 'list' },
  // Google
  'gemini-2.5-flash': { inputPerMTok: 0.3, outputPerMTok: 2.5, basis: 'list' },
  'gemini-2.5-pro': {
    inputPerMTok: 1.25,
    outputPerMTok: 10,
    basis: 'list',
    note: 'prompts up to 200k tokens',
  },
  // Anthropic
  'claude-sonnet-4-5': { inputPerMTok: 3, outputPerMTok: 15, basis: 'list' },
  'claude-haiku-4-5': { inputPerMTok: 1, outputPerMTok: 5, basis: 'list' },
  // xAI
  'grok-4': { inputPerMTok: 3, outputPerMTok: 15, basis: 'list' },
  // DeepSeek (cache-miss input)
  'deepseek-chat': {
    inputPerMTok: 0.28,
    outputPerMTok: 0.42,
    basis: 'list',
    note: 'DeepSeek-V3.2 prices from 2025-09-29; input at the cache-miss price',
  },
};

/** What each engine adds per request beyond tokens: its web search or request fee. */
export const ENGINE_FEES: Record<
  'chatgpt' | 'perplexity' | 'gemini' | 'claude' | 'grok' | 'deepseek',
  RequestFee
> = {
  chatgpt: {
    usd: 0.025,
    basis: 'estimate',
    note: 'Responses API web_search tool: $25 per 1,000 calls for non-reasoning models (search content tokens not billed); one call per answer assumed',
  },
  perplexity: {
    usd: 0.005,
    basis: 'list',
    note: 'Sonar request fee at low search context: $5 per 1,000 requests ($6 for sonar-pro)',
  },
  gemini: {
    usd: 0.035,
    basis: 'list',
    note: 'Grounding with Google Search: $35 per 1,000 grounded prompts (the paid tier’s daily free allowance not counted)',
  },
  claude: {
    usd: 0.02,
    basis: 'estimate',
    note: 'Web search: $10 per 1,000 searches; two searches per answer assumed (max_uses is 5)',
  },
  grok: {
    usd: 0.025,
    basis: 'estimate',
    note: 'Web search tool: xAI has billed searches per source used ($25 per 1,000 sources); one source’s worth assumed per answer',
  },
  deepseek: { usd: 0, basis: 'list', note: 'No web search: tokens only' },
};

/** Tokens an engine's answer typically takes (the question in, the answer out, search results when billed). */
export const ENGINE_TOKENS: Record<keyof typeof ENGINE_FEES, TokenEstimate> = {
  chatgpt: { input: 300, output: 800, note: 'search content tokens are not billed for non-reasoning models' },
  perplexity: { input: 100, output: 700, note: 'the question and a list-style answer' },
  gemini: { input: 300, output: 900, note: 'grounded answers run a little longer' },
  claude: {
    input: 12000,
    output: 900,
    note: 'web search results are billed as input tokens: about 6,000 per search, two searches',
  },
  grok: { input: 1500, output: 900, note: 'search results are partly billed as input' },
  deepseek: { input: 100, output: 800, note: 'the question and the answer' },
};

/** Google's AI answers (DataForSEO SERP API, live mode): one task per answer. */
export const SERP_PRICES: Record<'google_ai_overview' | 'google_ai_mode', RequestFee> = {
  google_ai_overview: {
    usd: 0.004,
    basis: 'estimate',
    note: 'Google Organic live/advanced: $0.002 per results page of 10, plus about as much again for load_async_ai_overview',
  },
  google_ai_mode: {
    usd: 0.004,
    basis: 'estimate',
    note: 'Google AI Mode live/advanced: priced like a live organic task with its AI answer loaded',
  },
};

/**
 * The app surfaces (ChatGPT, Perplexity and others as their apps answer), through a scraper, per request
 * kind (server/core/engines/scraper.ts ScraperRequestKind): a daily run's answer is one queued task; a
 * one-off ask through DataForSEO is two live requests, live/advanced for the answer and live/html for its
 * page. Oxylabs takes jobs only, so every answer of its is one task.
 */
export const SCRAPER_PRICES: {
  dataforseo_llm_scraper: Record<'task' | 'live' | 'live_html', RequestFee>;
  oxylabs: Record<'task', RequestFee>;
} = {
  dataforseo_llm_scraper: {
    task: {
      usd: 0.0012,
      basis: 'list',
      note: 'DataForSEO LLM Scraper, Standard queue (task_post, then task_get): from $0.0012 per ChatGPT results page (dataforseo.com/chatgpt-scraper-api)',
    },
    live: {
      usd: 0.004,
      basis: 'estimate',
      note: 'DataForSEO LLM Scraper, live/advanced: dearer than the Standard queue; assumed at the live SERP ratio (a live task costs about 3⅓ Standard ones)',
    },
    live_html: {
      usd: 0.004,
      basis: 'estimate',
      note: 'DataForSEO LLM Scraper, live/html: a live task of its own for the page; assumed at the live/advanced price',
    },
  },
  oxylabs: {
    task: {
      usd: 0.0025,
      basis: 'estimate',
      note: 'Oxylabs Web Scraper API with JavaScript rendering: about $1 to $2.50 per 1,000 results by plan; the upper end taken',
    },
  },
};

/** Tokens one judged answer takes: the judge's instructions, the brand's setup and the answer, and its verdict. */
export const JUDGE_TOKENS: TokenEstimate = {
  input: 2500,
  output: 350,
  note: 'about 1,500 tokens of instructions and brand setup, 1,000 of answer; a verdict with quotes',
};
