/**
 * What the app-surface scrapers (DataForSEO's LLM Scraper, Oxylabs) share: a JSON request with HTTP Basic
 * credentials and the shared error rules, the post-then-collect task lifecycle with its own retries per
 * stage, and lenient readers for the product items their pages carry.
 *
 * A scraper's task is paid when it is posted, so the stages are retried apart: a failed poll is polled
 * again, never posted again. The limiter holds HTTP calls only, not the minutes a task waits in the
 * provider's queue, so the engine's concurrency bounds requests rather than answers waiting.
 */
import type { AnswerEngine, AskInput, EngineAnswer, ProductItem } from './engine.types';
import type { AppSurfacePlatform } from '../../../graphql/shared/surfaces';
import {
  EngineError,
  isRetryableStatus,
  type Limiter,
  malformed,
  parseRetryAfter,
  withRetries,
  type VendorSettings,
} from './vendor';

/** The pricing table's names for the scrapers' requests (server/modules/sampling/prices.ts SCRAPER_PRICES). */
export type ScraperVendor = 'dataforseo_llm_scraper' | 'oxylabs';

/** How an app engine reaches its answer: a queued task (daily runs) or one synchronous call (one-off asks). */
export type ScraperMode = 'task' | 'live';

/**
 * The billed requests behind one answer, as the pricing table names them: a queued task (posted once,
 * polled for free), or a live answer with its page beside it (DataForSEO's live/advanced and live/html).
 */
export type ScraperRequestKind = 'task' | 'live' | 'live_html';

export interface ScraperOptions {
  /** 'task' (default): post a task, then poll for it; 'live': one synchronous request, dearer. */
  mode?: ScraperMode;
  /** Wait between two polls of a posted task (default 10 s). */
  pollIntervalMs?: number;
  /** A posted task not ready after this long fails (default 20 min); the next run asks again. */
  taskTimeoutMs?: number;
}

export const DEFAULT_POLL_INTERVAL_MS = 10_000;
export const DEFAULT_TASK_TIMEOUT_MS = 20 * 60_000;

/** An app engine: an AnswerEngine read from a consumer app through a scraper, named for its pricing. */
export interface ScraperEngine extends AnswerEngine {
  surface: 'APP';
  /** The pricing table's name for each answer's request. */
  scraper: ScraperVendor;
  mode: ScraperMode;
  /** The billed requests one answer makes (what its cost is priced as). */
  requests: readonly ScraperRequestKind[];
  limiter: Limiter;
}

/** `Basic base64(user:password)`; the header is the only place the credentials go (never a message). */
export const basicAuthorization = (credentials: string) =>
  `Basic ${Buffer.from(credentials).toString('base64')}`;

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  authorization: string;
  body?: unknown;
  timeoutMs: number;
  /** What to tell the operator when the credentials are refused (the variables to check, never their values). */
  credentialsHint: string;
}

/**
 * One HTTP call, its body as JSON. A status that is not 2xx becomes an EngineError by the shared rules
 * (408/409/429/5xx retryable; 400, 401, 402, 403, 404 not), with the provider's words cut short; a body that
 * is not JSON is malformed. Response bodies are quoted in errors, request headers never are.
 */
export async function requestJson(engine: string, request: JsonRequest): Promise<unknown> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: {
      authorization: request.authorization,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) {
    const why =
      response.status === 401 || response.status === 403
        ? `the credentials were refused (check ${request.credentialsHint})`
        : response.status === 402
          ? 'the account balance is used up'
          : text.slice(0, 200);
    throw new EngineError(
      `${engine} answered HTTP ${response.status}: ${why}`,
      isRetryableStatus(response.status),
      response.status,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return malformed(engine, 'not JSON');
  }
}

/** Where a posted task stands: still waiting, or its result in hand. */
export type TaskState<T> = { ready: false } | { ready: true; result: T };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The task lifecycle: `post` once (retried on its own until the task exists), then `poll` until the task is
 * ready, each poll retried on its own; a task still waiting after `timeoutMs` is a non-retryable failure,
 * since posting it again would pay twice (the run's next attempt asks afresh).
 */
export async function postThenCollect<T>(
  engine: string,
  settings: Pick<VendorSettings, 'maxRetries' | 'baseDelayMs' | 'maxDelayMs'>,
  options: { pollIntervalMs: number; timeoutMs: number },
  post: () => Promise<string>,
  poll: (id: string) => Promise<TaskState<T>>,
): Promise<T> {
  const id = await withRetries(engine, settings, post);
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    await sleep(options.pollIntervalMs);
    const state = await withRetries(engine, settings, () => poll(id));
    if (state.ready) return state.result;
    if (Date.now() >= deadline)
      throw new EngineError(
        `${engine} task ${id} was not ready after ${Math.round(options.timeoutMs / 1000)} s`,
        false,
      );
  }
}

/** The engine around one scraper call: limits on its HTTP calls are the adapter's; the call itself is given. */
export function scraperEngine(
  platform: AppSurfacePlatform,
  engine: string,
  scraper: ScraperVendor,
  mode: ScraperMode,
  settings: VendorSettings,
  limiter: Limiter,
  ask: (input: AskInput) => Promise<EngineAnswer>,
): ScraperEngine {
  return {
    platform,
    engine,
    model: settings.model,
    simulated: false,
    surface: 'APP',
    scraper,
    mode,
    // Only DataForSEO answers live (Oxylabs is always asked in 'task' mode): its answer and its page.
    requests: mode === 'live' ? ['live', 'live_html'] : ['task'],
    limiter,
    ask,
  };
}

// --- lenient readers: providers document these fields loosely and change them; anything odd is null ---

export const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * A number, or the first number in a string as shops write it: "$1,299.00", "4.5 out of 5", and the decimal
 * comma of "€1.299,00" or "159,00"; null otherwise.
 */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = value.match(/-?\d[\d.,]*/);
  if (!match) return null;
  let digits = match[0].replace(/[.,]$/, '');
  const decimalComma =
    /,\d{1,2}$/.test(digits) && (!digits.includes('.') || digits.indexOf('.') < digits.lastIndexOf(','));
  digits = decimalComma ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  const number = Number(digits);
  return Number.isFinite(number) ? number : null;
}

const CURRENCY_SIGNS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };

/** An ISO 4217 code as given, or read from a price's sign ("$12.99"); null when neither says. */
export function currencyOf(code: unknown, price?: unknown): string | null {
  const given = text(code);
  if (given && /^[A-Za-z]{3}$/.test(given)) return given.toUpperCase();
  const shown = typeof price === 'string' ? price : given;
  if (shown) for (const [sign, iso] of Object.entries(CURRENCY_SIGNS)) if (shown.includes(sign)) return iso;
  return null;
}

/** A star rating from a number or a `{ value, rating_max }` object, scaled to 0–5; null when absent. */
export function ratingOf(value: unknown): number | null {
  const rating = record(value);
  const raw = numberOf(rating ? rating.value : value);
  if (raw === null) return null;
  const max = numberOf(rating?.rating_max) ?? 5;
  const scaled = max > 0 && max !== 5 ? (raw / max) * 5 : raw;
  return scaled >= 0 && scaled <= 5 ? Math.round(scaled * 100) / 100 : null;
}

/** An http(s) URL as given, or null. */
export function urlOf(value: unknown): string | null {
  const url = text(value);
  if (!url || !URL.canParse(url)) return null;
  return /^https?:$/.test(new URL(url).protocol) ? url : null;
}

/** Shop names from a string, a list of strings, or a list of `{ name | title | source | domain }`. */
export function merchantsOf(...values: unknown[]): string[] {
  const names: string[] = [];
  for (const value of values) {
    const entries = Array.isArray(value) ? value : [value];
    for (const entry of entries) {
      const fields = record(entry);
      const name = fields
        ? (text(fields.name) ?? text(fields.title) ?? text(fields.source) ?? text(fields.domain))
        : text(entry);
      if (name && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** The cards in their order, numbered from 1 when the provider gives no position; untitled ones dropped. */
export function numberCards(cards: (Omit<ProductItem, 'position'> & { position: number | null })[]) {
  return cards
    .filter((card) => card.title)
    .map((card, index): ProductItem => ({ ...card, position: card.position ?? index + 1 }))
    .sort((a, b) => a.position - b.position);
}
