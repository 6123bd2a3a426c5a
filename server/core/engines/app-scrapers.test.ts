/**
 * The app-surface adapters (DataForSEO's LLM Scraper, Oxylabs) against a loopback server replaying
 * responses written in the providers' documented shapes (testdata/), never the network.
 */
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  startReplayServer,
  type RecordedRequest,
  type ReplayResponse,
  type ReplayServer,
} from '../../test/replay.testkit';
import { createDataForSeoAppEngine } from './dataforseo.llm';
import type { AskInput } from './engine.types';
import { appEnginesFor, liveAppPlatforms, scraperOf, type EngineConfig } from './engines';
import { createOxylabsAppEngine } from './oxylabs.engine';
import { currencyOf, numberOf, ratingOf } from './scraper';
import { EngineError, type VendorSettings } from './vendor';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(new URL(`./testdata/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const LOGIN = 'scraper-login';
const SECRET = 'Sup3r-s3cret-pa55word';

const input: AskInput = {
  prompt: 'best running shoes for flat feet under $150',
  brand: { name: 'Brooks', aliases: [], website: 'brooksrunning.com' },
  competitors: [{ name: 'ASICS', aliases: [], website: 'asics.com' }],
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
});

const settings = (overrides: Partial<VendorSettings> = {}): VendorSettings => ({
  apiKey: `${LOGIN}:${SECRET}`,
  model: 'unused',
  baseUrl: server.url,
  timeoutMs: 2000,
  maxRetries: 2,
  concurrency: 4,
  ratePerMinute: 0,
  baseDelayMs: 5,
  maxDelayMs: 20,
  ...overrides,
});
const fast = { pollIntervalMs: 5, taskTimeoutMs: 2000 };

const fails = (promise: Promise<unknown>): Promise<EngineError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as EngineError,
  );

const credentialsOf = (request: RecordedRequest) =>
  Buffer.from(String(request.headers.authorization).replace(/^Basic /, ''), 'base64').toString('utf8');
const route = (request: RecordedRequest) => `${request.method} ${request.path}`;

/** A DataForSEO body whose request succeeded and whose task has this status. */
const dfsTaskStatus = (code: number, message: string) => ({
  status_code: 20000,
  status_message: 'Ok.',
  tasks: [{ id: 'task-1', status_code: code, status_message: message, result: null }],
});

const RUNNERS_WORLD = 'https://www.runnersworld.com/gear/a20865766/best-running-shoes-for-flat-feet/';

describe("ChatGPT's and Gemini's apps through DataForSEO's LLM Scraper", () => {
  const chatgpt = (options = {}) => createDataForSeoAppEngine('chatgpt', settings(), { ...fast, ...options });
  const TASK = '11201206-2841-0597-0000-3f2a9b6c1d0e';
  const ROOT = '/v3/ai_optimization/chat_gpt/llm_scraper';

  test('a daily run posts one task, polls it while handed and queued, then reads text, sources and products', async () => {
    server.queue.push(
      { body: fixture('dataforseo-llm-task-post') },
      { body: fixture('dataforseo-llm-task-handed') },
      { body: fixture('dataforseo-llm-task-in-queue') },
      { body: fixture('dataforseo-llm-chatgpt-ready') },
    );
    const engine = chatgpt();
    expect(engine).toMatchObject({
      platform: 'chatgpt',
      engine: 'dataforseo-chatgpt-app',
      simulated: false,
      surface: 'APP',
      scraper: 'dataforseo_llm_scraper',
      mode: 'task',
    });
    const answer = await engine.ask({ ...input, market: { country: 'DE', language: 'de' } });
    expect(server.requests.map(route)).toEqual([
      `POST ${ROOT}/task_post`,
      `GET ${ROOT}/task_get/advanced/${TASK}`,
      `GET ${ROOT}/task_get/advanced/${TASK}`,
      `GET ${ROOT}/task_get/advanced/${TASK}`,
    ]);
    expect(server.requests[0]!.body).toEqual([
      { keyword: input.prompt, location_code: 2276, language_code: 'de' },
    ]);
    for (const request of server.requests) expect(credentialsOf(request)).toBe(`${LOGIN}:${SECRET}`);

    expect(answer.model).toBe('gpt-5');
    expect(answer.text).toMatch(/^For flat feet, a \*\*stability shoe\*\*/);
    expect(answer.text).toContain('Saucony Guide 17');
    expect(answer.searchQueries).toEqual([
      'best stability running shoes 2026',
      'running shoes flat feet podiatrist',
    ]);
    // The result's sources, then the items' (each URL once, unparseable ones dropped; a source's name
    // when it has no title).
    expect(answer.citations).toEqual([
      { url: RUNNERS_WORLD, title: 'The Best Running Shoes for Flat Feet, Tested' },
      { url: 'https://www.brooksrunning.com/en_us/adrenaline-gts-24', title: 'Brooks Running' },
      { url: 'https://www.healthline.com/health/overpronation', title: 'Overpronation explained' },
    ]);
    // Untitled cards are dropped; prices and ratings from objects or strings.
    expect(answer.products).toEqual([
      {
        position: 1,
        title: 'Brooks Adrenaline GTS 24',
        brand: 'Brooks',
        merchants: ['Zappos', 'Running Warehouse'],
        price: 139.95,
        currency: 'USD',
        rating: 4.7,
        url: 'https://www.zappos.com/p/brooks-adrenaline-gts-24/product/9876543',
      },
      {
        position: 2,
        title: 'ASICS Gel-Kayano 31',
        brand: null,
        merchants: ['Amazon.com'],
        price: 149.99,
        currency: 'USD',
        rating: 4.6,
        url: 'https://www.amazon.com/dp/B0CTEST123',
      },
    ]);
    expect(answer.noAnswer).toBeUndefined();
  });

  /** Each live request answered by its endpoint, whichever of the two arrives first. */
  const liveReplies =
    (page: ReplayResponse) =>
    (request: RecordedRequest): ReplayResponse =>
      request.path.endsWith('/live/html') ? page : { body: fixture('dataforseo-llm-gemini-ready') };
  const LIVE = '/v3/ai_optimization/gemini/llm_scraper/live';

  test('a one-off ask (live mode) asks live/advanced for the answer and live/html for the page; Gemini answers from its text items and references, the page is kept as evidence', async () => {
    const replies = liveReplies({ body: fixture('dataforseo-llm-gemini-live-html') });
    server.queue.push(replies, replies);
    const gemini = createDataForSeoAppEngine('gemini', settings(), { mode: 'live' });
    const answer = await gemini.ask(input);
    expect(server.requests.map(route).sort()).toEqual([`POST ${LIVE}/advanced`, `POST ${LIVE}/html`]);
    // The same task to both.
    for (const request of server.requests) {
      expect(request.body).toEqual([{ keyword: input.prompt, location_code: 2840, language_code: 'en' }]);
      expect(credentialsOf(request)).toBe(`${LOGIN}:${SECRET}`);
    }
    const page = (
      (fixture('dataforseo-llm-gemini-live-html').tasks as any[])[0].result[0].items[0] as { html: string }
    ).html;
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(answer).toEqual({
      text:
        'Stability shoes suit flat feet best. **Brooks Adrenaline GTS 24** is the most recommended.\n\n' +
        'Under $150, the Saucony Guide 17 is a lighter alternative.',
      citations: [
        { url: RUNNERS_WORLD, title: "Runner's World" },
        { url: 'https://www.saucony.com/en/guide-17/', title: 'saucony.com' },
      ],
      // The result names no model: the surface's label.
      model: 'gemini-app',
      searchQueries: [],
      // The answer's body as sent, and the page's HTML as live/html gave it, kept as the answer's evidence.
      evidence: { raw: fixture('dataforseo-llm-gemini-ready'), html: page },
    });
  });

  test('a page that cannot be had leaves the one-off answer with its payload only: retried, then given up; none, or malformed', async () => {
    const gemini = createDataForSeoAppEngine('gemini', settings(), { mode: 'live' });
    const failing = liveReplies({ status: 503, body: 'upstream overloaded' });
    // The answer once, the page three times (two retries), never the answer again.
    server.queue.push(...Array.from({ length: 4 }, () => failing));
    const answered = await gemini.ask(input);
    expect(answered.evidence).toEqual({ raw: fixture('dataforseo-llm-gemini-ready') });
    expect(answered.text).toMatch(/^Stability shoes suit flat feet best/);
    expect(server.requests.filter((r) => r.path === `${LIVE}/advanced`)).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === `${LIVE}/html`)).toHaveLength(3);

    for (const page of [
      { body: dfsTaskStatus(40102, 'No Search Results.') },
      { body: '<html>502 Bad Gateway</html>' },
      { body: { status_code: 20000, tasks: [{ status_code: 20000, result: [{ items: [{ page: 1 }] }] }] } },
    ]) {
      server.requests.length = 0;
      const replies = liveReplies(page);
      server.queue.push(replies, replies);
      const answer = await gemini.ask(input);
      expect(answer.evidence).toEqual({ raw: fixture('dataforseo-llm-gemini-ready') });
      // Not retried: no page, or a body that is not one, is not worth asking again for.
      expect(server.requests).toHaveLength(2);
    }
  });

  test('no answer: "No Search Results" (40102) or a result without any text; not a failure, not retried', async () => {
    server.queue.push(
      { body: fixture('dataforseo-llm-task-post') },
      { body: dfsTaskStatus(40102, 'No Search Results.') },
      { body: fixture('dataforseo-llm-task-post') },
      { body: fixture('dataforseo-llm-empty-result') },
    );
    for (let i = 0; i < 2; i++)
      expect(await chatgpt().ask(input)).toMatchObject({
        noAnswer: true,
        text: '',
        citations: [],
        searchQueries: [],
      });
    expect(server.requests).toHaveLength(4);
  });

  test('retried: HTTP 500 and the rate limit (40202) when posting, 429 and 50000 while polling; the task is posted once', async () => {
    server.queue.push(
      { status: 500, body: { status_code: 50000, status_message: 'Internal Error.' } },
      { body: { status_code: 40202, status_message: 'Rate-limit per minute exceeded.' } },
      { body: fixture('dataforseo-llm-task-post') },
      { status: 429, body: {}, headers: { 'retry-after': '0' } },
      { body: dfsTaskStatus(50000, 'Internal Error.') },
      { body: fixture('dataforseo-llm-chatgpt-ready') },
    );
    const answer = await chatgpt().ask(input);
    expect(answer.products).toHaveLength(2);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST', 'GET', 'GET', 'GET']);
  });

  test('a stage that keeps failing gives up after its retries, retryable, without posting again', async () => {
    server.queue.push(
      { body: fixture('dataforseo-llm-task-post') },
      ...Array.from({ length: 3 }, () => ({ status: 503, body: 'upstream overloaded' })),
    );
    const failure = await fails(chatgpt().ask(input));
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure.retryable).toBe(true);
    expect(failure.status).toBe(503);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET', 'GET']);
  });

  test('not retried: credentials refused (HTTP 401 or 40100), a bad request (HTTP 400 or 40501); the password never shows', async () => {
    const log = vi.spyOn(console, 'log');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    server.queue.push(
      { status: 401, body: { status_code: 40100, status_message: 'You are not authorized.' } },
      { body: { status_code: 40100, status_message: 'You are not authorized to access this resource.' } },
      { status: 400, body: { status_code: 40000, status_message: 'Bad Request.' } },
      { body: dfsTaskStatus(40501, 'Invalid Field: location_code.') },
    );
    const refused = await fails(chatgpt().ask(input));
    expect(refused.retryable).toBe(false);
    expect(refused.status).toBe(401);
    expect(refused.message).toContain('DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD');
    const body = await fails(chatgpt().ask(input));
    expect(body.message).toContain('status 40100');
    const bad = await fails(chatgpt().ask(input));
    expect([bad.retryable, bad.status]).toEqual([false, 400]);
    const field = await fails(chatgpt().ask(input));
    expect(field.message).toContain('Invalid Field');
    expect(server.requests).toHaveLength(4);
    for (const failure of [refused, body, bad, field]) {
      expect(failure.retryable).toBe(false);
      expect(`${failure.message} ${failure.stack}`).not.toContain(SECRET);
      expect(`${failure.message}`).not.toContain(Buffer.from(`${LOGIN}:${SECRET}`).toString('base64'));
    }
    const logged = [log, error, warn]
      .flatMap((spy) => spy.mock.calls.flat())
      .map(String)
      .join('\n');
    expect(logged).not.toContain(SECRET);
    vi.restoreAllMocks();
  });

  test('malformed bodies fail at once: not JSON, no status, a post without a task id, a ready task without a result', async () => {
    const noId = fixture('dataforseo-llm-task-post');
    delete ((noId.tasks as Record<string, unknown>[])[0] as Record<string, unknown>).id;
    server.queue.push(
      { body: '<html>502 Bad Gateway</html>' },
      { body: { unexpected: true } },
      { body: noId },
      { body: fixture('dataforseo-llm-task-post') },
      { body: dfsTaskStatus(20000, 'Ok.') },
    );
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const failure = await fails(chatgpt().ask(input));
      expect(failure).toBeInstanceOf(EngineError);
      expect(failure.retryable).toBe(false);
      messages.push(failure.message);
    }
    expect(messages).toEqual([
      'dataforseo-chatgpt-app returned a malformed response: not JSON',
      'dataforseo-chatgpt-app returned a malformed response: no status_code',
      'dataforseo-chatgpt-app returned a malformed response: task_post gave no tasks[].id',
      'dataforseo-chatgpt-app returned a malformed response: no tasks[].result[]',
    ]);
    expect(server.requests).toHaveLength(5);
  });

  test('a task still queued at its deadline fails for good (posting again would pay twice)', async () => {
    server.fallback = { body: fixture('dataforseo-llm-task-in-queue') };
    try {
      server.queue.push({ body: fixture('dataforseo-llm-task-post') });
      const failure = await fails(chatgpt({ taskTimeoutMs: 60 }).ask(input));
      expect(failure.retryable).toBe(false);
      expect(failure.message).toMatch(/was not ready after/);
      expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    } finally {
      server.fallback = { status: 500, body: {} };
    }
  });
});

describe("ChatGPT's and Perplexity's apps through Oxylabs", () => {
  const JOB = '7398214462511026177';
  const engine = (platform: 'chatgpt' | 'perplexity', overrides: Partial<VendorSettings> = {}) =>
    createOxylabsAppEngine(platform, settings(overrides), fast);

  test('a job is posted, polled while pending, and its parsed results read: text, sources, products', async () => {
    server.queue.push(
      { body: fixture('oxylabs-job-pending') },
      { body: fixture('oxylabs-job-pending') },
      { body: fixture('oxylabs-job-done') },
      { body: fixture('oxylabs-chatgpt-results') },
    );
    const chatgpt = engine('chatgpt');
    expect(chatgpt).toMatchObject({ engine: 'oxylabs-chatgpt-app', scraper: 'oxylabs', surface: 'APP' });
    const answer = await chatgpt.ask({ ...input, market: { country: 'GB', language: 'en' } });
    expect(server.requests.map(route)).toEqual([
      'POST /v1/queries',
      `GET /v1/queries/${JOB}`,
      `GET /v1/queries/${JOB}`,
      `GET /v1/queries/${JOB}/results?type=parsed`,
    ]);
    expect(server.requests[0]!.body).toEqual({
      source: 'chatgpt',
      prompt: input.prompt,
      parse: true,
      geo_location: 'United Kingdom',
    });
    for (const request of server.requests) expect(credentialsOf(request)).toBe(`${LOGIN}:${SECRET}`);
    expect(answer.model).toBe('gpt-5');
    expect(answer.text).toMatch(/^For flat feet, pick a \*\*stability shoe\*\*/);
    expect(answer.searchQueries).toEqual([]);
    expect(answer.citations).toEqual([
      { url: RUNNERS_WORLD, title: 'The Best Running Shoes for Flat Feet' },
      { url: 'https://www.asics.com/us/en-us/gel-kayano-31/' },
      { url: 'https://www.verywellfit.com/best-running-shoes-for-flat-feet-4160441' },
    ]);
    expect(answer.products).toEqual([
      {
        position: 1,
        title: 'Brooks Adrenaline GTS 24',
        brand: 'Brooks',
        merchants: ['Zappos', "DICK'S Sporting Goods"],
        price: 139.95,
        currency: 'USD',
        rating: 4.7,
        url: 'https://www.zappos.com/p/brooks-adrenaline-gts-24/product/9876543',
      },
      {
        position: 2,
        title: 'ASICS Gel-Kayano 31',
        brand: null,
        merchants: ['ASICS'],
        price: 159,
        currency: 'EUR',
        rating: 4.5,
        url: 'https://www.asics.com/us/en-us/gel-kayano-31/',
      },
    ]);
  });

  test("Perplexity's app: its markdown answer, top sources then other sources, shopping results as cards", async () => {
    server.queue.push(
      { body: { ...fixture('oxylabs-job-pending'), source: 'perplexity' } },
      { body: fixture('oxylabs-job-done') },
      { body: fixture('oxylabs-perplexity-results') },
    );
    const answer = await engine('perplexity').ask(input);
    expect(server.requests[0]!.body).toMatchObject({ source: 'perplexity', geo_location: 'United States' });
    expect(answer.text).toMatch(/^The \*\*Brooks Adrenaline GTS 24\*\* is the top stability pick \[1\]/);
    expect(answer.model).toBe('perplexity-app');
    expect(answer.citations.map((c) => c.url)).toEqual([
      RUNNERS_WORLD,
      'https://www.saucony.com/en/guide-17/',
      'https://www.reddit.com/r/running/comments/abc123/',
    ]);
    expect(answer.products).toEqual([
      {
        position: 1,
        title: 'Saucony Guide 17',
        brand: null,
        merchants: ['Running Warehouse'],
        price: 119.95,
        currency: 'USD',
        rating: 4.4,
        url: 'https://www.runningwarehouse.com/Saucony_Guide_17/descpage-SG17M.html',
      },
      {
        position: 2,
        title: 'Brooks Adrenaline GTS 24',
        brand: null,
        merchants: ['Brooks Running', 'Zappos'],
        price: 139.95,
        currency: 'USD',
        rating: 4.7,
        url: 'https://www.brooksrunning.com/en_us/adrenaline-gts-24',
      },
    ]);
  });

  test('no answer: parsed content without any text', async () => {
    server.queue.push(
      { body: fixture('oxylabs-job-done') },
      { body: fixture('oxylabs-job-done') },
      { body: fixture('oxylabs-empty-results') },
    );
    expect(await engine('chatgpt').ask(input)).toEqual({
      text: '',
      citations: [],
      model: 'gpt-5',
      searchQueries: [],
      noAnswer: true,
      evidence: { raw: fixture('oxylabs-empty-results') },
    });
    expect(server.requests).toHaveLength(3);
  });

  test('retried: 503 when posting, 429 while polling, and a faulted job (not billed) is submitted again', async () => {
    server.queue.push(
      { status: 503, body: { message: 'Service unavailable' } },
      { body: fixture('oxylabs-job-pending') },
      { status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '0' } },
      { body: fixture('oxylabs-job-faulted') },
      { body: fixture('oxylabs-job-pending') },
      { body: fixture('oxylabs-job-done') },
      { body: fixture('oxylabs-chatgpt-results') },
    );
    const answer = await engine('chatgpt').ask(input);
    expect(answer.products).toHaveLength(2);
    expect(server.requests.map((r) => r.method)).toEqual([
      'POST',
      'POST',
      'GET',
      'GET',
      'POST',
      'GET',
      'GET',
    ]);
  });

  test('a job that faults on every submission fails, not retryable, after the retries', async () => {
    server.queue.push(
      ...Array.from({ length: 3 }, () => [
        { body: fixture('oxylabs-job-pending') },
        { body: fixture('oxylabs-job-faulted') },
      ]).flat(),
    );
    const failure = await fails(engine('chatgpt').ask(input));
    expect(failure.message).toContain('faulted');
    expect(failure.retryable).toBe(false);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  test('not retried: credentials refused (401), a bad request (400); the password never shows', async () => {
    server.queue.push(
      { status: 401, body: { message: 'Unauthorized' } },
      { status: 400, body: { message: 'Unsupported source: chatgpt' } },
    );
    const refused = await fails(engine('chatgpt').ask(input));
    expect([refused.retryable, refused.status]).toEqual([false, 401]);
    expect(refused.message).toContain('OXYLABS_USERNAME and OXYLABS_PASSWORD');
    const bad = await fails(engine('perplexity').ask(input));
    expect([bad.retryable, bad.status]).toEqual([false, 400]);
    expect(bad.message).toContain('Unsupported source');
    for (const failure of [refused, bad]) expect(`${failure.message} ${failure.stack}`).not.toContain(SECRET);
    expect(server.requests).toHaveLength(2);
  });

  test('malformed bodies fail at once: a job without an id or status, an unknown status, results without content', async () => {
    const noContent = { results: [{ status_code: 200, page: 1 }] };
    server.queue.push(
      { body: { status: 'pending' } },
      { body: fixture('oxylabs-job-pending') },
      { body: { id: JOB } },
      { body: fixture('oxylabs-job-pending') },
      { body: { ...fixture('oxylabs-job-done'), status: 'exploded' } },
      { body: fixture('oxylabs-job-pending') },
      { body: fixture('oxylabs-job-done') },
      { body: noContent },
      { body: fixture('oxylabs-job-pending') },
      { body: fixture('oxylabs-job-done') },
      { body: 'not json at all' },
    );
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const failure = await fails(engine('chatgpt').ask(input));
      expect(failure.retryable).toBe(false);
      messages.push(failure.message.replace('oxylabs-chatgpt-app returned a malformed response: ', ''));
    }
    expect(messages).toEqual([
      'the job has no id',
      'the job has no status',
      'unknown job status "exploded"',
      'no results[].content (was parse: true honoured?)',
      'not JSON',
    ]);
    expect(server.requests).toHaveLength(11);
  });
});

describe('choosing the app engines', () => {
  const base = {
    ENGINE_TIMEOUT_MS: 1000,
    ENGINE_MAX_RETRIES: 1,
    ENGINE_CONCURRENCY: 2,
    ENGINE_RATE_PER_MINUTE: 0,
    ENGINES_SIMULATED: false,
    SIMULATED_SEED: 'seed',
    DATAFORSEO_BASE_URL: 'https://api.dataforseo.com',
    OXYLABS_BASE_URL: 'https://data.oxylabs.io',
  } as unknown as EngineConfig;
  const dataForSeo = { DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' };
  const oxylabs = { OXYLABS_USERNAME: 'u', OXYLABS_PASSWORD: 'p' };
  const pick = (config: Partial<EngineConfig>) =>
    appEnginesFor(['chatgpt', 'perplexity', 'gemini'], { ...base, ...config }).map((engine) => [
      engine.platform,
      engine.engine,
      scraperOf(engine),
    ]);

  afterEach(() => vi.restoreAllMocks());

  test('without credentials every app is simulated; each provider takes the platforms it reads', () => {
    expect(liveAppPlatforms(base)).toEqual([]);
    expect(pick({})).toEqual([
      ['chatgpt', 'simulated-app', null],
      ['perplexity', 'simulated-app', null],
      ['gemini', 'simulated-app', null],
    ]);
    expect(liveAppPlatforms({ ...base, ...dataForSeo })).toEqual(['chatgpt', 'gemini']);
    expect(pick(dataForSeo)).toEqual([
      ['chatgpt', 'dataforseo-chatgpt-app', 'dataforseo_llm_scraper'],
      ['perplexity', 'simulated-app', null],
      ['gemini', 'dataforseo-gemini-app', 'dataforseo_llm_scraper'],
    ]);
    expect(liveAppPlatforms({ ...base, ...oxylabs })).toEqual(['chatgpt', 'perplexity']);
    // Both: DataForSEO keeps ChatGPT, Oxylabs adds Perplexity.
    expect(pick({ ...dataForSeo, ...oxylabs })).toEqual([
      ['chatgpt', 'dataforseo-chatgpt-app', 'dataforseo_llm_scraper'],
      ['perplexity', 'oxylabs-perplexity-app', 'oxylabs'],
      ['gemini', 'dataforseo-gemini-app', 'dataforseo_llm_scraper'],
    ]);
    // A login without its password, or ENGINES_SIMULATED, leaves the apps simulated.
    expect(liveAppPlatforms({ ...base, DATAFORSEO_LOGIN: 'l', OXYLABS_PASSWORD: 'p' })).toEqual([]);
    expect(liveAppPlatforms({ ...base, ...dataForSeo, ...oxylabs, ENGINES_SIMULATED: true })).toEqual([]);
    // Other platforms have no app surface; without a config every app is simulated.
    expect(appEnginesFor(['claude', 'chatgpt']).map((e) => [e.platform, e.simulated])).toEqual([
      ['chatgpt', true],
    ]);
  });

  test('the same settings give the same engine (its limits hold across runs); live mode is a separate one', () => {
    const config = { ...base, ...dataForSeo };
    const [first] = appEnginesFor(['chatgpt'], config);
    const [again] = appEnginesFor(['chatgpt'], config);
    const [live] = appEnginesFor(['chatgpt'], config, { mode: 'live' });
    expect(again).toBe(first);
    expect(live).not.toBe(first);
    expect(live).toMatchObject({ mode: 'live', surface: 'APP' });
  });
});

describe('lenient readers', () => {
  test('prices, currencies and ratings as shops write them', () => {
    expect(['$1,299.00', '€1.299,00', '159,00', '4.7 out of 5', 12, 'n/a', null].map(numberOf)).toEqual([
      1299,
      1299,
      159,
      4.7,
      12,
      null,
      null,
    ]);
    expect([currencyOf('usd'), currencyOf(null, '£20'), currencyOf('dollars'), currencyOf(null, 20)]).toEqual(
      ['USD', 'GBP', null, null],
    );
    expect([ratingOf(4.5), ratingOf({ value: 9, rating_max: 10 }), ratingOf(7), ratingOf(null)]).toEqual([
      4.5,
      4.5,
      null,
      null,
    ]);
  });
});
