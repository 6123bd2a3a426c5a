/**
 * ChatGPT's and Perplexity's consumer apps through Oxylabs' Web Scraper API, Push-Pull integration (HTTP Basic
 * with OXYLABS_USERNAME and OXYLABS_PASSWORD; OXYLABS_BASE_URL, by default https://data.oxylabs.io):
 *
 * - `POST /v1/queries` with `{ source: 'chatgpt' | 'perplexity', prompt, parse: true, geo_location }` creates a
 *   job (`id`, `status: 'pending'`);
 * - `GET /v1/queries/{id}` until its `status` is `done` (`pending` means not yet; `faulted` means Oxylabs
 *   gave up, which it does not bill, so the job is submitted again);
 * - `GET /v1/queries/{id}/results?type=parsed` for `results[0].content`.
 *
 * ChatGPT's parsed content: `markdown_text` or `response_text` (the answer), `citations[] { url, text }` and
 * `links[]`, `llm_model`, product cards in `products[]` / `shopping[]`. Perplexity's: `answer_results_md` or
 * `answer_results`, `top_sources[] { title, url, source }`, `additional_results.sources_results[]`, products in
 * `additional_results.shopping_results[]`. Written from Oxylabs' documentation without
 * access to the live API: every field is read leniently (docs/surfaces.md lists them as unverified).
 * Oxylabs' realtime host answers synchronously, but the one base URL configured is the Push-Pull one, so
 * one-off asks are jobs too.
 */
import { COUNTRIES, DEFAULT_MARKET } from '../../../graphql/shared/markets';
import type { AppSurfacePlatform } from '../../../graphql/shared/surfaces';
import type { AskInput, Citation, EngineAnswer } from './engine.types';
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
import { EngineError, Limiter, malformed, userPrompt, type VendorSettings } from './vendor';

export type OxylabsAppPlatform = Extract<AppSurfacePlatform, 'chatgpt' | 'perplexity'>;

/** The model label stored when the content names none. */
export const OXYLABS_APP_MODELS: Record<OxylabsAppPlatform, string> = {
  chatgpt: 'chatgpt-app',
  perplexity: 'perplexity-app',
};

const CREDENTIALS_HINT = 'OXYLABS_USERNAME and OXYLABS_PASSWORD';

/** A job Oxylabs gave up on: not billed, so submitting it again is the retry (not polling it again). */
class FaultedJob extends EngineError {}

/** The brand's country as Oxylabs' `geo_location` takes it: the country's English name. */
export function oxylabsGeoLocation(input: Pick<AskInput, 'market'>): string {
  const code = (input.market ?? DEFAULT_MARKET).country;
  return (COUNTRIES.find(([c]) => c === code) ?? COUNTRIES.find(([c]) => c === DEFAULT_MARKET.country))![2];
}

/** Citations from `{ url, title | text | source }` objects or bare URL strings, each URL once. */
function citationsOf(entries: unknown[], into: Citation[], seen: Set<string>) {
  for (const entry of entries) {
    const ref = record(entry);
    const url = urlOf(ref ? ref.url : entry);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const title = text(ref?.title) ?? text(ref?.text) ?? text(ref?.source);
    into.push(title ? { url, title } : { url });
  }
}

function productsOf(entries: unknown[]) {
  return numberCards(
    entries.map((entry) => {
      const product = record(entry);
      const price = record(product?.price);
      return {
        position: numberOf(product?.position) ?? numberOf(product?.pos),
        title: text(product?.title) ?? text(product?.name) ?? '',
        brand: text(product?.brand),
        merchants: merchantsOf(
          product?.merchants,
          product?.merchant,
          product?.sellers,
          product?.seller,
          product?.store,
        ),
        price: numberOf(price ? price.value : product?.price),
        currency: currencyOf(product?.currency ?? price?.currency, product?.price),
        rating: ratingOf(product?.rating),
        url: urlOf(product?.url) ?? urlOf(product?.link),
      };
    }),
  );
}

/** A parsed results body (`{ results: [{ content }] }`) as an answer, a no answer or an error. */
export function readOxylabsAnswer(
  vendor: string,
  platform: OxylabsAppPlatform,
  raw: unknown,
  fallbackModel: string,
): EngineAnswer {
  const first = record(list(record(raw)?.results)[0]);
  if (!first) malformed(vendor, 'no results[]');
  const status = numberOf(first.status_code);
  if (status !== null && status !== 200)
    throw new EngineError(`${vendor} result has status ${status}`, status >= 500 || status === 429, status);
  const content = record(first.content);
  if (!content) malformed(vendor, 'no results[].content (was parse: true honoured?)');
  const extra = record(content.additional_results);
  const answer =
    platform === 'chatgpt'
      ? (text(content.markdown_text) ?? text(content.response_text))
      : (text(content.answer_results_md) ??
        text(content.answer_results) ??
        list(content.answer_results).map(text).filter(Boolean).join('\n\n').trim());
  const citations: Citation[] = [];
  const seen = new Set<string>();
  citationsOf(
    platform === 'chatgpt'
      ? [...list(content.citations), ...list(content.links)]
      : [...list(content.top_sources), ...list(extra?.sources_results)],
    citations,
    seen,
  );
  const products = productsOf(
    platform === 'chatgpt'
      ? [...list(content.products), ...list(content.shopping)]
      : [...list(extra?.shopping_results), ...list(content.products)],
  );
  const model = text(content.llm_model) ?? fallbackModel;
  const cards = products.length ? { products } : {};
  // Neither parser reports the searches behind the answer (Perplexity's related_queries are suggestions).
  if (!answer) return { text: '', citations: [], model, searchQueries: [], noAnswer: true, ...cards };
  return { text: answer, citations, model, searchQueries: [], ...cards };
}

export function createOxylabsAppEngine(
  platform: OxylabsAppPlatform,
  settings: VendorSettings,
  options: ScraperOptions = {},
): ScraperEngine {
  const engine = `oxylabs-${platform}-app`;
  const root = `${settings.baseUrl}/v1/queries`;
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
  const model = OXYLABS_APP_MODELS[platform];
  const collect = (input: AskInput) =>
    postThenCollect(
      engine,
      settings,
      {
        pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
        timeoutMs: options.taskTimeoutMs ?? settings.timeoutMs * (settings.maxRetries + 1),
      },
      async () => {
        const job = record(
          await call('POST', root, {
            source: platform,
            prompt: userPrompt(input),
            parse: true,
            geo_location: oxylabsGeoLocation(input),
          }),
        );
        const id = text(job?.id) ?? (typeof job?.id === 'number' ? String(job.id) : null);
        if (!id) malformed(engine, 'the job has no id');
        return id;
      },
      async (id): Promise<TaskState<EngineAnswer>> => {
        const job = record(await call('GET', `${root}/${encodeURIComponent(id)}`));
        const status = text(job?.status);
        if (!status) malformed(engine, 'the job has no status');
        if (status === 'pending') return { ready: false };
        if (status === 'faulted') throw new FaultedJob(`${engine} job ${id} faulted`, false);
        if (status !== 'done') malformed(engine, `unknown job status "${status.slice(0, 40)}"`);
        const raw = await call('GET', `${root}/${encodeURIComponent(id)}/results?type=parsed`);
        return {
          ready: true,
          result: { ...readOxylabsAnswer(engine, platform, raw, model), evidence: { raw } },
        };
      },
    );
  const ask = async (input: AskInput): Promise<EngineAnswer> => {
    for (let tries = 0; ; tries++) {
      try {
        return await collect(input);
      } catch (error) {
        if (!(error instanceof FaultedJob) || tries >= settings.maxRetries) throw error;
      }
    }
  };
  return scraperEngine(platform, engine, 'oxylabs', 'task', { ...settings, model }, limiter, ask);
}
