/**
 * ChatGPT's and Gemini's consumer apps through DataForSEO's LLM Scraper (AI Optimization API), with the
 * login, password and base URL the Google adapters use (HTTP Basic, DATAFORSEO_*):
 *
 * - daily runs (mode 'task'): `POST /v3/ai_optimization/{chat_gpt|gemini}/llm_scraper/task_post` with one task
 *   `[{ keyword, location_code, language_code }]`, whose `tasks[0].id` is then polled with
 *   `GET …/llm_scraper/task_get/advanced/{id}` until its task status is 20000 (40601 "Task Handed" and 40602
 *   "Task in Queue" mean not yet);
 * - one-off asks (mode 'live'): `POST …/llm_scraper/live/advanced` with the same task, answered at once, and
 *   beside it `POST …/llm_scraper/live/html` for the page's HTML, kept as the answer's evidence.
 *
 * The answer is `result[0]`: its `markdown`, else its text items' `markdown`/`text`; its `sources` (and the
 * items' `sources`/`references`) are the citations; items whose type names products (`chat_gpt_products`
 * …) carry the product cards in their own `items`. Written from DataForSEO's documentation without access to
 * the live API: every field is read leniently and the shapes are listed in docs/surfaces.md as unverified.
 * Status codes follow the SERP adapter's rules (dataforseo.engine.ts): 40202 and 5xxxx are retried, 40102
 * is no answer, any other code fails at once.
 */
import type { AppSurfacePlatform } from '../../../graphql/shared/surfaces';
import type { AskInput, Citation, EngineAnswer, ProductItem } from './engine.types';
import { DATAFORSEO_NO_RESULTS, DATAFORSEO_OK, dataForSeoError, googleMarket } from './dataforseo.engine';
import {
  basicAuthorization,
  currencyOf,
  DEFAULT_POLL_INTERVAL_MS,
  list,
  merchantsOf,
  numberCards,
  numberOf,
  postThenCollect,
  ratingOf,
  record,
  requestJson,
  scraperEngine,
  text,
  urlOf,
  type ScraperEngine,
  type ScraperOptions,
  type TaskState,
} from './scraper';
import { Limiter, malformed, userPrompt, withRetries, type VendorSettings } from './vendor';

export type DataForSeoAppPlatform = Extract<AppSurfacePlatform, 'chatgpt' | 'gemini'>;

/** The path segment DataForSEO names each app by. */
const APP_PATHS: Record<DataForSeoAppPlatform, string> = { chatgpt: 'chat_gpt', gemini: 'gemini' };

/** The model label stored when the result names none. */
export const DATAFORSEO_APP_MODELS: Record<DataForSeoAppPlatform, string> = {
  chatgpt: 'chatgpt-app',
  gemini: 'gemini-app',
};

/** "Task Created.": task_post accepted the task. */
export const DATAFORSEO_TASK_CREATED = 20100;
/** "Task Handed." and "Task in Queue.": task_get before the result is ready. */
export const DATAFORSEO_TASK_PENDING = [40601, 40602] as const;

const CREDENTIALS_HINT = 'DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD';

/** The request's and its first task's status, checked; the task (or a no-results marker) returned. */
function firstTask(vendor: string, raw: unknown): Record<string, unknown> | 'no_results' | 'pending' {
  const body = record(raw);
  const code = numberOf(body?.status_code);
  if (!body || code === null) malformed(vendor, 'no status_code');
  if (code !== DATAFORSEO_OK) throw dataForSeoError(vendor, code, text(body.status_message));
  const task = record(list(body.tasks)[0]);
  if (!task) malformed(vendor, 'no tasks[]');
  const taskCode = numberOf(task.status_code);
  if (taskCode === null) malformed(vendor, 'no tasks[].status_code');
  if (taskCode === DATAFORSEO_NO_RESULTS) return 'no_results';
  if ((DATAFORSEO_TASK_PENDING as readonly number[]).includes(taskCode)) return 'pending';
  if (taskCode !== DATAFORSEO_OK && taskCode !== DATAFORSEO_TASK_CREATED)
    throw dataForSeoError(vendor, taskCode, text(task.status_message));
  return task;
}

/** One item's citations: `sources` or `references`, each `{ url, title | source_name | domain }`. */
function citationsOf(entries: unknown[], into: Citation[], seen: Set<string>) {
  for (const entry of entries) {
    const ref = record(entry);
    const url = urlOf(ref?.url);
    if (!ref || !url || seen.has(url)) continue;
    seen.add(url);
    const title = text(ref.title) ?? text(ref.source_name) ?? text(ref.domain);
    into.push(title ? { url, title } : { url });
  }
}

/** A price as a number, a string ("$24.99") or an object (`{ current, currency, displayed_price }`). */
function priceOf(value: unknown): { price: number | null; currency: string | null } {
  const price = record(value);
  if (!price) return { price: numberOf(value), currency: currencyOf(null, value) };
  const amount = numberOf(price.current) ?? numberOf(price.value) ?? numberOf(price.displayed_price);
  return { price: amount, currency: currencyOf(price.currency, price.displayed_price) };
}

/** The product elements of the result's product items, as cards. */
function productsOf(items: unknown[]): ProductItem[] {
  const cards = items
    .map(record)
    .filter((item) => /product/i.test(text(item?.type) ?? ''))
    .flatMap((item) => list(item?.items ?? item?.products))
    .map((entry) => {
      const product = record(entry);
      const { price, currency } = priceOf(product?.price);
      return {
        position: numberOf(product?.rank_absolute) ?? numberOf(product?.position),
        title: text(product?.title) ?? '',
        brand: text(product?.brand),
        merchants: merchantsOf(product?.sellers, product?.seller, product?.merchants, product?.source),
        price,
        currency: currencyOf(product?.currency, product?.price) ?? currency,
        rating: ratingOf(product?.rating),
        url: urlOf(product?.url),
      };
    });
  // Positions from several carousels may collide: the page's order wins when they do.
  const positions = cards.map((card) => card.position);
  const unique = positions.every((p) => p !== null) && new Set(positions).size === positions.length;
  return numberCards(unique ? cards : cards.map((card) => ({ ...card, position: null })));
}

/** A ready LLM Scraper task (task_get/advanced or live/advanced) as an answer, a no answer or an error. */
export function readLlmScraperAnswer(vendor: string, raw: unknown, fallbackModel: string): EngineAnswer {
  const task = firstTask(vendor, raw);
  if (task === 'pending') malformed(vendor, 'the task is not ready');
  const none: EngineAnswer = {
    text: '',
    citations: [],
    model: fallbackModel,
    searchQueries: [],
    noAnswer: true,
  };
  if (task === 'no_results') return none;
  const result = record(list(task.result)[0]);
  if (!result) malformed(vendor, 'no tasks[].result[]');
  const items = list(result.items);
  const model = text(result.model) ?? fallbackModel;
  const textItems = items
    .map(record)
    .filter((item) => /text|answer/i.test(text(item?.type) ?? ''))
    .map((item) => text(item?.markdown) ?? text(item?.text))
    .filter((part): part is string => part !== null);
  const answer = text(result.markdown) ?? textItems.join('\n\n').trim();
  const citations: Citation[] = [];
  const seen = new Set<string>();
  citationsOf(list(result.sources), citations, seen);
  for (const item of items) {
    const fields = record(item);
    citationsOf([...list(fields?.sources), ...list(fields?.references)], citations, seen);
  }
  const searchQueries = [...list(result.search_queries), ...list(result.fan_out_queries)]
    .map(text)
    .filter((query): query is string => query !== null);
  const products = productsOf(items);
  if (!answer) return { ...none, model, ...(products.length ? { products } : {}) };
  return { text: answer, citations, model, searchQueries, ...(products.length ? { products } : {}) };
}

/**
 * The page's HTML from a live/html (or task_get/html) body: the `html` of its result's items, one per page
 * of the result, in order; null when it holds none (no results, or no page).
 */
export function readLlmScraperHtml(vendor: string, raw: unknown): string | null {
  const task = firstTask(vendor, raw);
  if (task === 'pending') malformed(vendor, 'the task is not ready');
  if (task === 'no_results') return null;
  const pages = list(record(list(task.result)[0])?.items)
    .map((item) => record(item)?.html)
    .filter((html): html is string => typeof html === 'string' && html.trim() !== '');
  return pages.length > 0 ? pages.join('\n') : null;
}

/** An answer read from a body, with that body kept as its evidence (issue 61). */
function withRaw(
  read: (vendor: string, raw: unknown, fallbackModel: string) => EngineAnswer,
  vendor: string,
  raw: unknown,
  fallbackModel: string,
): EngineAnswer {
  return { ...read(vendor, raw, fallbackModel), evidence: { raw } };
}

export function createDataForSeoAppEngine(
  platform: DataForSeoAppPlatform,
  settings: VendorSettings,
  options: ScraperOptions = {},
): ScraperEngine {
  const mode = options.mode ?? 'task';
  const engine = `dataforseo-${platform}-app`;
  const root = `${settings.baseUrl}/v3/ai_optimization/${APP_PATHS[platform]}/llm_scraper`;
  const authorization = basicAuthorization(settings.apiKey);
  const limiter = new Limiter(Math.max(1, settings.concurrency), settings.ratePerMinute);
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    limiter.run(() =>
      requestJson(engine, {
        method,
        url,
        authorization,
        body,
        timeoutMs: settings.timeoutMs,
        credentialsHint: CREDENTIALS_HINT,
      }),
    );
  const taskOf = (input: AskInput) => [{ keyword: userPrompt(input), ...googleMarket(input) }];
  const model = DATAFORSEO_APP_MODELS[platform];

  /**
   * The page a one-off ask's answer comes from, for its evidence: a second live request, sent beside the
   * answer's so the ask waits for the slower of the two rather than for both in turn. DataForSEO scrapes it
   * apart (its HTML endpoint is a task of its own), so it is the app's page for the same question at the
   * same moment, not the very bytes the answer was parsed from. It is evidence, not the answer: when it
   * cannot be had (after its own retries) the answer is kept with its payload only.
   */
  const livePage = (input: AskInput): Promise<string | null> =>
    withRetries(engine, settings, async () =>
      readLlmScraperHtml(engine, await call('POST', `${root}/live/html`, taskOf(input))),
    ).catch(() => null);

  const ask = async (input: AskInput): Promise<EngineAnswer> => {
    if (mode === 'live') {
      const [answer, html] = await Promise.all([
        withRetries(engine, settings, async () =>
          withRaw(
            readLlmScraperAnswer,
            engine,
            await call('POST', `${root}/live/advanced`, taskOf(input)),
            model,
          ),
        ),
        livePage(input),
      ]);
      return html === null ? answer : { ...answer, evidence: { ...answer.evidence, html } };
    }
    return postThenCollect(
      engine,
      settings,
      {
        pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
        // Within the collection's own wait for one answer (ENGINE_TIMEOUT_MS × tries), so the run never
        // abandons a task the adapter still polls.
        timeoutMs: options.taskTimeoutMs ?? settings.timeoutMs * (settings.maxRetries + 1),
      },
      async () => {
        const task = firstTask(engine, await call('POST', `${root}/task_post`, taskOf(input)));
        const id = typeof task === 'object' ? text(task.id) : null;
        if (!id) malformed(engine, 'task_post gave no tasks[].id');
        return id;
      },
      async (id): Promise<TaskState<EngineAnswer>> => {
        const raw = await call('GET', `${root}/task_get/advanced/${encodeURIComponent(id)}`);
        if (firstTask(engine, raw) === 'pending') return { ready: false };
        return { ready: true, result: withRaw(readLlmScraperAnswer, engine, raw, model) };
      },
    );
  };
  return scraperEngine(
    platform,
    engine,
    'dataforseo_llm_scraper',
    mode,
    { ...settings, model },
    limiter,
    ask,
  );
}
