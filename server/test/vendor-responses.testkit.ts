/**
 * Response bodies in each vendor's documented format (field names and nesting as the APIs return them;
 * ids and text shortened). Used by the adapter tests and the collection tests.
 */
export const TEXT =
  'For small teams, **HubSpot** is the easiest CRM to start with, and Pipedrive is a close second [1].';

/** OpenAI Responses API: a web_search_call item, then a message with url_citation annotations. */
export const openaiResponse = {
  id: 'resp_68a1c0f2e4b08190a1b2c3d4e5f6a7b8',
  object: 'response',
  created_at: 1763770000,
  status: 'completed',
  error: null,
  incomplete_details: null,
  model: 'gpt-4.1-mini-2025-04-14',
  output: [
    {
      type: 'web_search_call',
      id: 'ws_68a1c0f3a1b48190b2c3d4e5f6a7b8c9',
      status: 'completed',
      action: {
        type: 'search',
        query: 'best crm for small teams',
        queries: ['best crm for small teams', 'hubspot vs pipedrive small business'],
      },
    },
    {
      id: 'msg_68a1c0f5d2c88190c3d4e5f6a7b8c9d0',
      type: 'message',
      status: 'completed',
      role: 'assistant',
      content: [
        {
          type: 'output_text',
          text: TEXT,
          logprobs: [],
          annotations: [
            {
              type: 'url_citation',
              start_index: 60,
              end_index: 120,
              url: 'https://www.g2.com/categories/crm?utm_source=openai',
              title: 'Best CRM Software',
            },
            {
              type: 'url_citation',
              start_index: 0,
              end_index: 40,
              url: 'https://www.hubspot.com/products/crm',
              title: 'Free CRM',
            },
          ],
        },
      ],
    },
  ],
  parallel_tool_calls: true,
  tool_choice: 'auto',
  tools: [{ type: 'web_search', search_context_size: 'medium' }],
  usage: { input_tokens: 310, output_tokens: 120, total_tokens: 430 },
};

/** Perplexity chat completions: choices[].message plus top-level citations and search_results. */
export const perplexityResponse = {
  id: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  model: 'sonar',
  created: 1763770000,
  object: 'chat.completion',
  usage: { prompt_tokens: 9, completion_tokens: 120, total_tokens: 129, search_context_size: 'low' },
  citations: ['https://www.g2.com/categories/crm', 'https://www.pipedrive.com/en/blog/best-crm'],
  search_results: [
    {
      title: 'Best CRM Software in 2026',
      url: 'https://www.g2.com/categories/crm',
      date: '2026-10-02',
      snippet: 'Compare the top CRM tools...',
    },
  ],
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      message: { role: 'assistant', content: TEXT },
      delta: { role: 'assistant', content: '' },
    },
  ],
};

/** Gemini generateContent with Google Search grounding. */
export const geminiResponse = {
  candidates: [
    {
      content: { parts: [{ text: TEXT }], role: 'model' },
      finishReason: 'STOP',
      index: 0,
      groundingMetadata: {
        webSearchQueries: ['best crm for small teams'],
        searchEntryPoint: { renderedContent: '<style>…</style><div class="container">…</div>' },
        groundingChunks: [
          {
            web: {
              uri: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQGx1',
              title: 'g2.com',
            },
          },
          { web: { uri: 'https://www.pipedrive.com/en/blog/best-crm', title: 'Best CRM | Pipedrive' } },
        ],
        groundingSupports: [
          {
            segment: { startIndex: 0, endIndex: 60, text: 'For small teams, **HubSpot** is the easiest CRM' },
            groundingChunkIndices: [0, 1],
            confidenceScores: [0.91, 0.7],
          },
        ],
      },
    },
  ],
  usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 120, totalTokenCount: 129 },
  modelVersion: 'gemini-2.5-flash',
  responseId: 'mKx0aPq3Ob2x1MkP',
};

/** Anthropic Messages with the server-side web search tool. */
export const anthropicResponse = {
  id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5-20250929',
  content: [
    { type: 'text', text: "I'll search for current CRM comparisons." },
    {
      type: 'server_tool_use',
      id: 'srvtoolu_01WYG3ziw53XMcoyKL4XcZmE',
      name: 'web_search',
      input: { query: 'best crm for small teams 2026' },
    },
    {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_01WYG3ziw53XMcoyKL4XcZmE',
      content: [
        {
          type: 'web_search_result',
          url: 'https://www.g2.com/categories/crm',
          title: 'Best CRM Software',
          encrypted_content: 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5LTQ1NGUtODgxNC1kNjNjNTk1ZWI3Y2U...',
          page_age: 'October 2, 2026',
        },
        {
          type: 'web_search_result',
          url: 'https://www.capterra.com/customer-relationship-management-software/',
          title: 'CRM Software',
          encrypted_content: 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5...',
          page_age: null,
        },
      ],
    },
    {
      type: 'text',
      text: TEXT,
      citations: [
        {
          type: 'web_search_result_location',
          url: 'https://www.g2.com/categories/crm',
          title: 'Best CRM Software',
          encrypted_index: 'Eo8BCioIAhgBIiQyYjQ0OWJmZi1lNm..',
          cited_text: 'HubSpot is the easiest CRM to start with...',
        },
      ],
    },
  ],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 6039, output_tokens: 931, server_tool_use: { web_search_requests: 1 } },
};

/** OpenAI Responses: the model declined (a `refusal` content part instead of output_text). */
export const openaiRefusal = {
  ...openaiResponse,
  output: [
    {
      id: 'msg_68a1c0f5d2c88190c3d4e5f6a7b8c9d1',
      type: 'message',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'refusal', refusal: "I'm sorry, but I can't help with that request." }],
    },
  ],
};

/** An older Responses output: web_search_call with the single (deprecated) action.query only. */
export const openaiSingleQuery = {
  ...openaiResponse,
  output: [
    { ...openaiResponse.output[0], action: { type: 'search', query: 'crm pricing comparison' } },
    openaiResponse.output[1],
  ],
};

/** Perplexity: a reply in words that it will not answer (no refusal field in the API). */
export const perplexityRefusal = {
  ...perplexityResponse,
  citations: [],
  search_results: [],
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      message: { role: 'assistant', content: "I'm sorry, but I can't help with that request." },
    },
  ],
};

/** Gemini: the candidate finished for SAFETY without text. */
export const geminiRefusal = {
  candidates: [{ content: { parts: [], role: 'model' }, finishReason: 'SAFETY', index: 0 }],
  modelVersion: 'gemini-2.5-flash',
  responseId: 'mKx0aPq3Ob2x1MkQ',
};

/** Anthropic: stop_reason "refusal" (Claude declined). */
export const anthropicRefusal = {
  ...anthropicResponse,
  content: [{ type: 'text', text: "I can't help with that." }],
  stop_reason: 'refusal',
};

/** DeepSeek chat completions (OpenAI-compatible; usage with its cache-hit counts). */
export const deepseekResponse = {
  id: '930c60df-bf64-41c9-a88e-3ec75f81e00e',
  object: 'chat.completion',
  created: 1763770000,
  model: 'deepseek-chat',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: TEXT },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: {
    prompt_tokens: 9,
    completion_tokens: 120,
    total_tokens: 129,
    prompt_cache_hit_tokens: 0,
    prompt_cache_miss_tokens: 9,
  },
  system_fingerprint: 'fp_8802369eaa_prod0623_fp8_kvcache',
};

/** DeepSeek declining: finish_reason content_filter, no content. */
export const deepseekRefusal = {
  ...deepseekResponse,
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: '' },
      logprobs: null,
      finish_reason: 'content_filter',
    },
  ],
};

/**
 * xAI Responses with the web_search tool: server-side web_search_call items, a message without inline
 * annotations (xAI adds them only on request), and the top-level `citations` of every URL consulted.
 */
export const xaiResponse = {
  id: 'a4f2c1d0-5e6b-4c7d-8e9f-0a1b2c3d4e5f',
  object: 'response',
  created_at: 1763770000,
  status: 'completed',
  model: 'grok-4-0709',
  output: [
    {
      id: 'ws_a4f2c1d0_0',
      type: 'web_search_call',
      status: 'completed',
      action: { type: 'search', query: 'best CRM for small teams 2026' },
    },
    {
      id: 'ws_a4f2c1d0_1',
      type: 'web_search_call',
      status: 'completed',
      action: { type: 'search', query: 'HubSpot vs Pipedrive reviews' },
    },
    {
      id: 'msg_a4f2c1d0',
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: TEXT, annotations: [], logprobs: null }],
    },
  ],
  citations: ['https://www.g2.com/categories/crm', 'https://www.pipedrive.com/en/blog/best-crm'],
  usage: {
    input_tokens: 310,
    output_tokens: 120,
    total_tokens: 430,
    num_sources_used: 2,
    server_side_tool_usage_details: { web_search_calls: 2 },
  },
};

/** xAI declining: a refusal content part. */
export const xaiRefusal = {
  ...xaiResponse,
  output: [
    {
      id: 'msg_a4f2c1d1',
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'refusal', refusal: "I'm sorry, but I can't assist with that request." }],
    },
  ],
  citations: [],
};

// ---- DataForSEO SERP API (Google AI Overview and AI Mode), live advanced ----

const KEYWORD = 'best crm for small teams';

/** DataForSEO's envelope around one live task: its status_code 20000 unless given. */
function dataForSeoBody(
  path: readonly string[],
  data: Record<string, unknown>,
  result: unknown[] | null,
  task: { status_code?: number; status_message?: string } = {},
) {
  const status = task.status_code ?? 20000;
  return {
    version: '0.1.20261118',
    status_code: 20000,
    status_message: 'Ok.',
    time: '5.8213 sec.',
    cost: status === 20000 ? 0.0026 : 0,
    tasks_count: 1,
    tasks_error: status === 20000 ? 0 : 1,
    tasks: [
      {
        id: '11200600-1535-0139-0000-7d1e2f3a4b5c',
        status_code: status,
        status_message: task.status_message ?? 'Ok.',
        time: '5.7102 sec.',
        cost: status === 20000 ? 0.0026 : 0,
        result_count: result ? result.length : 0,
        path: ['v3', ...path],
        data: { api: 'serp', function: 'live', se: 'google', ...data },
        result,
      },
    ],
  };
}

const SURFACES = {
  organic: {
    path: ['serp', 'google', 'organic', 'live', 'advanced'],
    data: { load_async_ai_overview: true, depth: 10 },
    checkUrl: 'https://www.google.com/search?q=best%20crm%20for%20small%20teams&num=10&hl=en&gl=US',
  },
  ai_mode: {
    path: ['serp', 'google', 'ai_mode', 'live', 'advanced'],
    data: {},
    checkUrl: 'https://www.google.com/search?q=best%20crm%20for%20small%20teams&udm=50&hl=en&gl=US',
  },
} as const;

/** One live advanced response of a surface whose result lists these items (null: DataForSEO found none). */
function serpResponse(
  type: keyof typeof SURFACES,
  items: (Record<string, unknown> & { type: string })[] | null,
) {
  const surface = SURFACES[type];
  const market = { location_code: 2840, language_code: 'en' };
  return dataForSeoBody(
    surface.path,
    { se_type: type, keyword: KEYWORD, ...market, ...surface.data, device: 'desktop', os: 'windows' },
    [
      {
        keyword: KEYWORD,
        type,
        se_domain: 'google.com',
        ...market,
        check_url: surface.checkUrl,
        datetime: '2026-11-20 06:00:14 +00:00',
        spell: null,
        refinement_chips: null,
        item_types: [...new Set((items ?? []).map((item) => item.type))],
        se_results_count: type === 'organic' ? 1_240_000_000 : 0,
        items_count: items?.length ?? 0,
        items,
      },
    ],
  );
}

/** A reference of an AI Overview or AI Mode answer. */
const reference = (source: string, url: string, title: string | null, text: string | null = null) => ({
  type: 'ai_overview_reference',
  source,
  domain: new URL(url).hostname,
  url,
  title,
  text,
});

const G2_TITLE = 'Best CRM Software: User Reviews from November 2026';
const PIPEDRIVE_TITLE = 'The 10 Best CRMs for Small Businesses in 2026';
const PIPEDRIVE_URL = 'https://www.pipedrive.com/en/blog/best-crm';

/** One organic result, as the results page lists it below the overview. */
const organicItem = {
  type: 'organic',
  rank_group: 1,
  rank_absolute: 2,
  position: 'left',
  xpath: '/html[1]/body[1]/div[3]/div[1]/div[13]/div[1]/div[2]/div[2]/div[1]/div[1]/div[1]',
  domain: 'www.pipedrive.com',
  title: PIPEDRIVE_TITLE,
  url: PIPEDRIVE_URL,
  breadcrumb: 'https://www.pipedrive.com › blog › best-crm',
  is_image: false,
  is_video: false,
  is_featured_snippet: false,
  description: 'We compared the leading CRMs for small teams on price, ease of use and support.',
};

/** A results page with an AI Overview: its markdown and references, and an element with its own reference. */
export const aiOverviewResponse = serpResponse('organic', [
  {
    type: 'ai_overview',
    rank_group: 1,
    rank_absolute: 1,
    position: 'left',
    xpath: '/html[1]/body[1]/div[3]/div[1]/div[13]/div[1]/div[1]',
    markdown: TEXT,
    asynchronous_ai_overview: true,
    items: [
      {
        type: 'ai_overview_element',
        position: 'left',
        title: null,
        text: TEXT,
        markdown: TEXT,
        links: null,
        images: null,
        references: [
          reference(
            'Pipedrive',
            PIPEDRIVE_URL,
            PIPEDRIVE_TITLE,
            'Pipedrive is a close second for small sales teams.',
          ),
        ],
      },
    ],
    references: [
      reference(
        'G2',
        'https://www.g2.com/categories/crm',
        G2_TITLE,
        'HubSpot is the easiest CRM to start with.',
      ),
      reference('Pipedrive', PIPEDRIVE_URL, PIPEDRIVE_TITLE),
    ],
    rectangle: null,
  },
  organicItem,
]);

/** A results page without an AI Overview: Google showed none for the search. */
export const aiOverviewAbsent = serpResponse('organic', [organicItem]);

/** Google AI Mode's answer: an ai_overview item with elements (no markdown) and references. */
export const aiModeResponse = serpResponse('ai_mode', [
  {
    type: 'ai_overview',
    rank_group: 1,
    rank_absolute: 1,
    position: 'left',
    xpath: '/html[1]/body[1]/div[2]/div[1]',
    markdown: null,
    items: [
      {
        type: 'ai_overview_element',
        position: 'left',
        title: 'Best CRMs for small teams',
        text: TEXT,
        references: [reference('G2', 'https://www.g2.com/categories/crm', G2_TITLE)],
      },
    ],
    references: [reference('HubSpot', 'https://www.hubspot.com/products/crm', null)],
    rectangle: null,
  },
]);

/** AI Mode returning no answer: a result without items. */
export const aiModeAbsent = serpResponse('ai_mode', null);

/** A task DataForSEO could not run, in the body of an HTTP 200 (its status_code says why). */
export const dataForSeoTaskError = (status_code: number, status_message: string) =>
  dataForSeoBody(SURFACES.organic.path, { keyword: KEYWORD }, null, { status_code, status_message });

/** The whole request refused in the body (not one task): e.g. 40100 for a login it does not know. */
export const dataForSeoRequestError = (status_code: number, status_message: string) => ({
  version: '0.1.20261118',
  status_code,
  status_message,
  time: '0 sec.',
  cost: 0,
  tasks_count: 0,
  tasks_error: 0,
  tasks: null,
});
