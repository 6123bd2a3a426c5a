import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildConfig } from '../../config';
import { createAnthropicEngine } from './anthropic.engine';
import type { AnswerEngine, AskInput } from './engine.types';
import { enginesFor } from './engines';
import { createGeminiEngine, groundingCitation } from './gemini.engine';
import { createOpenAIEngine } from './openai.engine';
import { createPerplexityEngine } from './perplexity.engine';
import { startReplayServer, type ReplayServer } from '../../test/replay.testkit';
import { EngineError, Limiter, withRetries, type VendorSettings } from './vendor';
import { isRefusal } from './refusal';
import { createDeepSeekEngine } from './deepseek.engine';
import { createGrokEngine } from './grok.engine';
import { createGoogleAiModeEngine, createGoogleAiOverviewEngine } from './dataforseo.engine';
import {
  aiModeAbsent,
  aiModeResponse,
  aiOverviewAbsent,
  aiOverviewResponse,
  dataForSeoRequestError,
  dataForSeoTaskError,
  anthropicRefusal,
  anthropicResponse,
  deepseekRefusal,
  deepseekResponse,
  geminiRefusal,
  geminiResponse,
  openaiRefusal,
  openaiResponse,
  openaiSingleQuery,
  perplexityRefusal,
  perplexityResponse,
  TEXT,
  xaiRefusal,
  xaiResponse,
} from '../../test/vendor-responses.testkit';

const input: AskInput = {
  prompt: 'best crm for small teams',
  brand: { name: 'HubSpot', aliases: [], website: 'hubspot.com' },
  competitors: [],
  day: '2026-11-20',
  sample: 1,
};

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.queue.length = 0;
  server.maxConcurrent = 0;
});

const settings = (overrides: Partial<VendorSettings> = {}): VendorSettings => ({
  apiKey: 'test-key',
  model: 'test-model',
  baseUrl: server.url,
  timeoutMs: 2000,
  maxRetries: 2,
  concurrency: 4,
  ratePerMinute: 0,
  baseDelayMs: 5,
  maxDelayMs: 50,
  ...overrides,
});

interface VendorCase {
  name: string;
  make: (s: VendorSettings) => AnswerEngine;
  /** The API root the SDK is given (a path prefix on the replay server). */
  base: (url: string) => string;
  path: RegExp;
  auth: (headers: Record<string, unknown>) => unknown;
  body: unknown;
  expected: {
    model: string;
    citations: { url: string; title?: string }[];
    text: string;
    searchQueries?: string[];
  };
  /** A refusal in the vendor's format, and what the adapter makes of it (none for Google's AI answers). */
  refusal?: { body: unknown; text: string; refused: true | undefined };
}

/** The G2 page both Google surfaces cite in the recorded responses. */
const G2_REVIEWS = {
  url: 'https://www.g2.com/categories/crm',
  title: 'Best CRM Software: User Reviews from November 2026',
};

/** HTTP Basic credentials as sent (DataForSEO's login:password, here the test key). */
const basicCredentials = (h: Record<string, unknown>) =>
  Buffer.from(String(h.authorization).replace(/^Basic /, ''), 'base64').toString('utf8');

const cases: VendorCase[] = [
  {
    name: 'OpenAI Responses',
    make: createOpenAIEngine,
    base: (url) => `${url}/v1`,
    path: /^\/v1\/responses$/,
    auth: (h) => h.authorization,
    body: openaiResponse,
    expected: {
      model: 'gpt-4.1-mini-2025-04-14',
      text: TEXT,
      citations: [
        { url: 'https://www.g2.com/categories/crm?utm_source=openai', title: 'Best CRM Software' },
        { url: 'https://www.hubspot.com/products/crm', title: 'Free CRM' },
      ],
      searchQueries: ['best crm for small teams', 'hubspot vs pipedrive small business'],
    },
    refusal: { body: openaiRefusal, text: "I'm sorry, but I can't help with that request.", refused: true },
  },
  {
    name: 'Perplexity chat completions',
    make: createPerplexityEngine,
    base: (url) => url,
    path: /^\/chat\/completions$/,
    auth: (h) => h.authorization,
    body: perplexityResponse,
    expected: {
      model: 'sonar',
      text: TEXT,
      citations: [
        { url: 'https://www.g2.com/categories/crm', title: 'Best CRM Software in 2026' },
        { url: 'https://www.pipedrive.com/en/blog/best-crm' },
      ],
    },
    // Sonar reports no searches and has no refusal field: its words are read (refusal.ts).
    refusal: {
      body: perplexityRefusal,
      text: "I'm sorry, but I can't help with that request.",
      refused: undefined,
    },
  },
  {
    name: 'Gemini generateContent',
    make: createGeminiEngine,
    base: (url) => url,
    path: /^\/v1beta\/models\/test-model:generateContent/,
    auth: (h) => h['x-goog-api-key'],
    body: geminiResponse,
    expected: {
      model: 'gemini-2.5-flash',
      text: TEXT,
      citations: [
        { url: 'https://g2.com', title: 'g2.com' },
        { url: 'https://www.pipedrive.com/en/blog/best-crm', title: 'Best CRM | Pipedrive' },
      ],
      searchQueries: ['best crm for small teams'],
    },
    refusal: { body: geminiRefusal, text: '', refused: true },
  },
  {
    name: 'Anthropic Messages',
    make: createAnthropicEngine,
    base: (url) => url,
    path: /^\/v1\/messages$/,
    auth: (h) => h['x-api-key'] ?? h.authorization, // SDK 1.12 sends a Bearer token
    body: anthropicResponse,
    expected: {
      model: 'claude-sonnet-4-5-20250929',
      text: `I'll search for current CRM comparisons.\n\n${TEXT}`,
      citations: [{ url: 'https://www.g2.com/categories/crm', title: 'Best CRM Software' }],
      searchQueries: ['best crm for small teams 2026'],
    },
    refusal: { body: anthropicRefusal, text: "I can't help with that.", refused: true },
  },
  {
    name: 'xAI (Grok) Responses',
    make: createGrokEngine,
    base: (url) => `${url}/v1`,
    path: /^\/v1\/responses$/,
    auth: (h) => h.authorization,
    body: xaiResponse,
    expected: {
      model: 'grok-4-0709',
      text: TEXT,
      // No inline annotations: the top-level citations are the sources.
      citations: [
        { url: 'https://www.g2.com/categories/crm' },
        { url: 'https://www.pipedrive.com/en/blog/best-crm' },
      ],
      searchQueries: ['best CRM for small teams 2026', 'HubSpot vs Pipedrive reviews'],
    },
    refusal: { body: xaiRefusal, text: "I'm sorry, but I can't assist with that request.", refused: true },
  },
  {
    name: 'DeepSeek chat completions',
    make: createDeepSeekEngine,
    base: (url) => url,
    path: /^\/chat\/completions$/,
    auth: (h) => h.authorization,
    body: deepseekResponse,
    // No web search in DeepSeek's API: no citations, no searches.
    expected: { model: 'deepseek-chat', text: TEXT, citations: [], searchQueries: [] },
    refusal: { body: deepseekRefusal, text: '', refused: true },
  },
  {
    name: 'Google AI Overview (DataForSEO organic live advanced)',
    make: createGoogleAiOverviewEngine,
    base: (url) => url,
    path: /^\/v3\/serp\/google\/organic\/live\/advanced$/,
    auth: basicCredentials,
    body: aiOverviewResponse,
    // The overview's references, then its element's (each URL once); Google reports no searches.
    expected: {
      model: 'test-model',
      text: TEXT,
      citations: [
        G2_REVIEWS,
        {
          url: 'https://www.pipedrive.com/en/blog/best-crm',
          title: 'The 10 Best CRMs for Small Businesses in 2026',
        },
      ],
      searchQueries: [],
    },
  },
  {
    name: 'Google AI Mode (DataForSEO ai_mode live advanced)',
    make: createGoogleAiModeEngine,
    base: (url) => url,
    path: /^\/v3\/serp\/google\/ai_mode\/live\/advanced$/,
    auth: basicCredentials,
    body: aiModeResponse,
    // No markdown: the elements' titles and texts; a reference without a title is named by its source.
    expected: {
      model: 'test-model',
      text: `### Best CRMs for small teams\n\n${TEXT}`,
      citations: [{ url: 'https://www.hubspot.com/products/crm', title: 'HubSpot' }, G2_REVIEWS],
      searchQueries: [],
    },
  },
];

describe.each(cases)('$name adapter', (vendor) => {
  const engine = (overrides: Partial<VendorSettings> = {}) =>
    vendor.make(settings({ baseUrl: vendor.base(server.url), ...overrides }));

  test('parses the answer text, model and citations; sends the key', async () => {
    server.queue.push({ body: vendor.body });
    const answer = await engine().ask(input);
    expect(answer).toEqual(vendor.expected);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toMatch(vendor.path);
    expect(String(vendor.auth(request!.headers))).toContain('test-key');
    expect(JSON.stringify(request!.body)).toContain('best crm for small teams');
  });

  test.runIf(vendor.refusal)(
    'a refusal in the vendor format: its words, no citations, a refusal to the collection',
    async () => {
      const refusal = vendor.refusal!;
      server.queue.push({ body: refusal.body });
      const answer = await engine().ask(input);
      expect(answer.text).toBe(refusal.text);
      expect(answer.citations).toEqual([]);
      expect(answer.refused).toBe(refusal.refused);
      expect(isRefusal(answer, input.brand, input.competitors)).toBe(true);
    },
  );

  test('429 then success: retried after back-off, answer returned', async () => {
    server.queue.push(
      {
        status: 429,
        body: { error: { message: 'Rate limit reached', type: 'rate_limit_error' } },
        headers: { 'retry-after': '0' },
      },
      { body: vendor.body },
    );
    const answer = await engine().ask(input);
    expect(answer.text).toBe(vendor.expected.text);
    expect(server.requests).toHaveLength(2);
  });

  test('503 on every try: fails after the last retry with a retryable error', async () => {
    server.queue.push(
      ...Array.from({ length: 3 }, () => ({ status: 503, body: { error: { message: 'overloaded' } } })),
    );
    const failure = await engine()
      .ask(input)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).retryable).toBe(true);
    expect((failure as EngineError).status).toBe(503);
    expect(server.requests).toHaveLength(3);
  });

  test('timeout: each attempt is abandoned, then the call fails', async () => {
    server.queue.push({ hang: true }, { hang: true });
    const started = Date.now();
    const failure = await engine({ timeoutMs: 150, maxRetries: 1 })
      .ask(input)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).message).toMatch(/in time|timed out|timeout/i);
    expect((failure as EngineError).retryable).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('malformed body (not the vendor format, or not JSON): a non-retryable failure, no crash', async () => {
    server.queue.push({ body: { unexpected: true } });
    const wrongShape = await engine()
      .ask(input)
      .catch((error: unknown) => error);
    expect(wrongShape).toBeInstanceOf(EngineError);
    expect((wrongShape as EngineError).retryable).toBe(false);
    expect((wrongShape as EngineError).message).toMatch(/malformed/);

    server.queue.push({ body: '<html>502 Bad Gateway</html>' });
    const notJson = await engine()
      .ask(input)
      .catch((error: unknown) => error);
    expect(notJson).toBeInstanceOf(EngineError);
    expect(server.requests).toHaveLength(2);
  });

  test('concurrency limit: no more than `concurrency` calls in flight', async () => {
    server.fallback = { body: vendor.body, delayMs: 40 };
    try {
      const limited = engine({ concurrency: 2 });
      await Promise.all(Array.from({ length: 6 }, () => limited.ask(input)));
      expect(server.requests).toHaveLength(6);
      expect(server.maxConcurrent).toBe(2);
    } finally {
      server.fallback = { status: 500, body: {} };
    }
  });
});

describe('Google AI Overview and AI Mode through DataForSEO', () => {
  const overview = (overrides: Partial<VendorSettings> = {}) =>
    createGoogleAiOverviewEngine(settings({ model: 'google-ai-overview', ...overrides }));
  const aiMode = () => createGoogleAiModeEngine(settings({ model: 'google-ai-mode' }));
  const fails = (promise: Promise<unknown>): Promise<EngineError> =>
    promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error as EngineError,
    );

  test("one task for the brand's country and language: Google's country criterion, ISO 639-1, the async overview loaded", async () => {
    server.queue.push({ body: aiOverviewResponse }, { body: aiModeResponse }, { body: aiOverviewResponse });
    await overview().ask({ ...input, market: { country: 'DE', language: 'de' } });
    await aiMode().ask({ ...input, market: { country: 'GB', language: 'en' } });
    await overview().ask(input);
    const [de, gb, none] = server.requests.map((r) => r.body);
    expect(de).toEqual([
      {
        keyword: 'best crm for small teams',
        location_code: 2276,
        language_code: 'de',
        load_async_ai_overview: true,
        depth: 10,
      },
    ]);
    // AI Mode has no overview to load: the question, where and in which language.
    expect(gb).toEqual([{ keyword: 'best crm for small teams', location_code: 2826, language_code: 'en' }]);
    // A question asked without a market (the adapter alone) is asked from the United States, in English.
    expect(none).toMatchObject([{ location_code: 2840, language_code: 'en' }]);
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
  });

  test('no AI Overview on the results page, AI Mode without an answer, and no results at all: no answer, not a failure', async () => {
    server.queue.push(
      { body: aiOverviewAbsent },
      { body: aiModeAbsent },
      { body: dataForSeoTaskError(40102, 'No Search Results.') },
    );
    for (const answer of [
      await overview().ask(input),
      await aiMode().ask(input),
      await overview().ask(input),
    ])
      expect(answer).toMatchObject({ noAnswer: true, text: '', citations: [], searchQueries: [] });
    expect(server.requests).toHaveLength(3);
  });

  test("DataForSEO's rate limit in the body (40202) is retried; on every try it fails retryable", async () => {
    const limited = { body: dataForSeoTaskError(40202, 'Rate-limit per minute exceeded.') };
    server.queue.push(limited, { body: aiOverviewResponse });
    expect((await overview().ask(input)).text).toBe(TEXT);
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    server.queue.push(limited, limited, limited);
    const failure = await fails(overview().ask(input));
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure.retryable).toBe(true);
    expect(failure.message).toContain('status 40202');
    expect(server.requests).toHaveLength(3);
  });

  test('HTTP 429 with Retry-After is retried as every vendor’s is', async () => {
    server.queue.push({ status: 429, body: {}, headers: { 'retry-after': '0' } }, { body: aiModeResponse });
    expect((await aiMode().ask(input)).citations).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });

  test('a login refused (HTTP 401, or 40100 in the body) or a task it cannot run (40501) fails at once, in words', async () => {
    server.queue.push({
      status: 401,
      body: { status_code: 40100, status_message: 'You are not authorized to access this resource.' },
    });
    const http = await fails(overview().ask(input));
    expect(http).toBeInstanceOf(EngineError);
    expect(http.retryable).toBe(false);
    expect(http.status).toBe(401);
    expect(http.message).toContain('DATAFORSEO_LOGIN');

    server.queue.push({
      body: dataForSeoRequestError(40100, 'You are not authorized to access this resource.'),
    });
    const body = await fails(overview().ask(input));
    expect(body.retryable).toBe(false);
    expect(body.message).toContain('status 40100: You are not authorized');

    server.queue.push({ body: dataForSeoTaskError(40501, 'Invalid Field: location_code.') });
    const task = await fails(aiMode().ask(input));
    expect(task.retryable).toBe(false);
    expect(task.message).toContain('Invalid Field');
    expect(server.requests).toHaveLength(3);
  });

  test('DataForSEO or Google in trouble (50000 in the body) is worth another try', async () => {
    server.queue.push({ body: dataForSeoTaskError(50000, 'Internal Error.') }, { body: aiOverviewResponse });
    expect((await overview().ask(input)).text).toBe(TEXT);
    expect(server.requests).toHaveLength(2);
  });

  test('an overview whose content did not load is a failed try (asked again), not a no answer', async () => {
    const empty = structuredClone(aiOverviewResponse);
    const item = (empty.tasks[0]!.result![0] as { items: Record<string, unknown>[] }).items[0]!;
    item.markdown = null;
    item.items = null;
    server.queue.push({ body: empty }, { body: empty }, { body: empty });
    const failure = await fails(overview().ask(input));
    expect(failure.retryable).toBe(true);
    expect(failure.message).toContain('without its content');
    expect(server.requests).toHaveLength(3);
  });

  test('a body without tasks or results is malformed, not an answer', async () => {
    server.queue.push({ body: { ...aiOverviewResponse, tasks: [] } });
    expect((await fails(overview().ask(input))).message).toMatch(/malformed.*tasks/);
    server.queue.push({ body: dataForSeoTaskError(20000, 'Ok.') });
    expect((await fails(aiMode().ask(input))).message).toMatch(/malformed.*result/);
    expect(server.requests).toHaveLength(2);
  });
});

describe("the brand's country reaches the web searches that document a location", () => {
  const market = { country: 'FR', language: 'fr' };
  test('OpenAI and Anthropic: the web search tool’s approximate user_location; Perplexity: web_search_options', async () => {
    server.queue.push({ body: openaiResponse }, { body: anthropicResponse }, { body: perplexityResponse });
    await createOpenAIEngine(settings({ baseUrl: `${server.url}/v1` })).ask({ ...input, market });
    await createAnthropicEngine(settings()).ask({ ...input, market });
    await createPerplexityEngine(settings()).ask({ ...input, market });
    const [openai, anthropic, perplexity] = server.requests.map((r) => r.body as Record<string, unknown>);
    expect(openai!.tools).toEqual([
      { type: 'web_search', user_location: { type: 'approximate', country: 'FR' } },
    ]);
    expect(anthropic!.tools).toEqual([
      {
        type: 'web_search_20250305',
        name: 'web_search',
        max_uses: 5,
        user_location: { type: 'approximate', country: 'FR' },
      },
    ]);
    expect(perplexity!.web_search_options).toEqual({ user_location: { country: 'FR' } });

    // Without a market (the adapters alone) the requests are as before.
    server.requests.length = 0;
    server.queue.push({ body: openaiResponse }, { body: deepseekResponse });
    await createOpenAIEngine(settings({ baseUrl: `${server.url}/v1` })).ask(input);
    await createDeepSeekEngine(settings()).ask({ ...input, market });
    expect((server.requests[0]!.body as Record<string, unknown>).tools).toEqual([{ type: 'web_search' }]);
    // DeepSeek's API documents no location: nothing is added.
    expect(Object.keys(server.requests[1]!.body as object).sort()).toEqual(['messages', 'model']);
  });
});

describe('retries and limits', () => {
  test('full-jitter back-off: waits random × base × 2^n, honours Retry-After, stops on non-retryable', async () => {
    const delays: number[] = [];
    let calls = 0;
    const realSetTimeout = globalThis.setTimeout;
    const started = Date.now();
    await expect(
      withRetries(
        'x',
        { maxRetries: 3, baseDelayMs: 10, maxDelayMs: 1000 },
        async () => {
          delays.push(Date.now() - started);
          calls++;
          throw Object.assign(new Error('busy'), { status: 503 });
        },
        () => 0.5,
      ),
    ).rejects.toMatchObject({ retryable: true, status: 503 });
    expect(calls).toBe(4);
    expect(realSetTimeout).toBe(globalThis.setTimeout);
    // 5, 10, 20 ms of waiting between the four calls (0.5 × 10 × 2^n)
    expect(delays[3]! - delays[0]!).toBeGreaterThanOrEqual(30);

    calls = 0;
    await expect(
      withRetries('x', { maxRetries: 3 }, async () => {
        calls++;
        throw new SyntaxError('Unexpected token <');
      }),
    ).rejects.toMatchObject({ retryable: false });
    expect(calls).toBe(1);
  });

  test('rate limit spaces call starts', async () => {
    const limiter = new Limiter(10, 600); // one start every 100 ms
    const starts: number[] = [];
    const t0 = Date.now();
    await Promise.all(Array.from({ length: 3 }, () => limiter.run(async () => starts.push(Date.now() - t0))));
    expect(starts[2]!).toBeGreaterThanOrEqual(190);
  });

  test('OpenAI: a web_search_call with only the older action.query gives that search', async () => {
    server.queue.push({ body: openaiSingleQuery });
    const answer = await createOpenAIEngine(settings({ baseUrl: `${server.url}/v1` })).ask(input);
    expect(answer.searchQueries).toEqual(['crm pricing comparison']);
  });

  test('gemini redirect citations are stored under the cited site', () => {
    expect(
      groundingCitation(
        'https://vertexaisearch.cloud.google.com/grounding-api-redirect/abc',
        'docs.example.com',
      ),
    ).toEqual({ url: 'https://docs.example.com', title: 'docs.example.com' });
    expect(
      groundingCitation('https://vertexaisearch.cloud.google.com/grounding-api-redirect/abc', 'A title'),
    ).toEqual({
      url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/abc',
      title: 'A title',
    });
  });
});

describe('enginesFor', () => {
  const base = { SEED_DEMO: 'false' };
  test('simulated without keys or config; real adapters for platforms with a key', () => {
    expect(enginesFor(['chatgpt', 'gemini']).map((e) => e.engine)).toEqual(['simulated', 'simulated']);
    const config = buildConfig({ ...base, OPENAI_API_KEY: 'sk-x', ANTHROPIC_API_KEY: 'sk-ant' });
    const engines = enginesFor(
      [
        'chatgpt',
        'perplexity',
        'gemini',
        'claude',
        'grok',
        'deepseek',
        'google_ai_overview',
        'google_ai_mode',
        'bogus',
      ],
      config,
    );
    expect(engines.map((e) => [e.platform, e.engine, e.simulated])).toEqual([
      ['chatgpt', 'openai-responses', false],
      ['perplexity', 'simulated', true],
      ['gemini', 'simulated', true],
      ['claude', 'anthropic-messages', false],
      ['grok', 'simulated', true],
      ['deepseek', 'simulated', true],
      ['google_ai_overview', 'simulated', true],
      ['google_ai_mode', 'simulated', true],
    ]);
    // one engine (and one limiter) per platform and settings in a process
    expect(enginesFor(['chatgpt'], config)[0]).toBe(engines[0]);
    const all = buildConfig({
      ...base,
      OPENAI_API_KEY: 'a',
      PERPLEXITY_API_KEY: 'b',
      GEMINI_API_KEY: 'c',
      ANTHROPIC_API_KEY: 'd',
      DEEPSEEK_API_KEY: 'e',
      XAI_API_KEY: 'f',
      DATAFORSEO_LOGIN: 'login@example.com',
      DATAFORSEO_PASSWORD: 'g',
    });
    const every = enginesFor(
      [
        'chatgpt',
        'perplexity',
        'gemini',
        'claude',
        'grok',
        'deepseek',
        'google_ai_overview',
        'google_ai_mode',
      ],
      all,
    );
    expect(every.map((e) => [e.engine, e.model])).toEqual([
      ['openai-responses', 'gpt-4.1-mini'],
      ['perplexity-sonar', 'sonar'],
      ['gemini-grounded', 'gemini-2.5-flash'],
      ['anthropic-messages', 'claude-sonnet-4-5'],
      ['xai-responses', 'grok-4'],
      ['deepseek-chat', 'deepseek-chat'],
      ['dataforseo-ai-overview', 'google-ai-overview'],
      ['dataforseo-ai-mode', 'google-ai-mode'],
    ]);
    // DataForSEO needs its login and its password: one alone leaves Google simulated.
    const loginOnly = buildConfig({ ...base, DATAFORSEO_LOGIN: 'login@example.com' });
    expect(enginesFor(['google_ai_overview'], loginOnly)[0]!.simulated).toBe(true);
    const forced = buildConfig({ ...base, OPENAI_API_KEY: 'a', ENGINES_SIMULATED: 'true' });
    expect(enginesFor(['chatgpt'], forced)[0]!.simulated).toBe(true);
  });
});
