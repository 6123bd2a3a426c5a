/**
 * What every vendor adapter shares: its settings, errors that say whether a retry can help, retries with
 * jittered exponential back-off, and a per-engine limit on calls in flight and calls started per minute.
 */
import type { AnswerEngine, AskInput, EngineAnswer, Platform } from './engine.types';

export interface VendorSettings {
  apiKey: string;
  model: string;
  /** API root, e.g. https://api.openai.com/v1 (tests point it at a local server). */
  baseUrl: string;
  /** One HTTP attempt taking longer than this is abandoned (and retried). */
  timeoutMs: number;
  /** Retries after the first attempt, on 408/409/429/5xx, timeouts and connection errors. */
  maxRetries: number;
  /** Calls in flight at once for this engine. */
  concurrency: number;
  /** Calls started per minute for this engine (0: no limit). */
  ratePerMinute: number;
  /** First back-off delay; doubles per retry, full jitter, capped by maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** An engine call that failed; `retryable` says whether asking again may succeed. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /** Milliseconds the vendor asked us to wait (Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export const isRetryableStatus = (status: number) =>
  status === 408 || status === 409 || status === 429 || status >= 500;

/** Retry-After in seconds or as an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

/**
 * Maps an SDK or network error to an EngineError. SDK errors carry an HTTP `status` (and headers);
 * timeouts and connection failures carry none and are retryable; anything else (a body that does not
 * parse, a shape we do not know) is not.
 */
export function toEngineError(vendor: string, error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  const err = error as {
    status?: unknown;
    name?: string;
    message?: string;
    headers?: Headers | Record<string, string>;
    code?: string;
  };
  const message = err?.message ?? String(error);
  if (typeof err?.status === 'number') {
    const headers = err.headers;
    const retryAfter =
      headers instanceof Headers
        ? headers.get('retry-after')
        : (headers as Record<string, string> | undefined)?.['retry-after'];
    return new EngineError(
      `${vendor} answered HTTP ${err.status}: ${message.slice(0, 200)}`,
      isRetryableStatus(err.status),
      err.status,
      parseRetryAfter(retryAfter),
    );
  }
  const name = err?.name ?? '';
  if (/timeout|abort/i.test(name) || /timed? ?out|aborted/i.test(message))
    return new EngineError(`${vendor} did not answer in time`, true);
  if (
    /connection|fetch failed|ECONNRE|ECONNREFUSED|socket|network/i.test(
      `${name} ${message} ${err?.code ?? ''}`,
    )
  )
    return new EngineError(`${vendor} connection failed: ${message.slice(0, 200)}`, true);
  return new EngineError(`${vendor} returned a malformed response: ${message.slice(0, 200)}`, false);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, a non-retryable error occurs, or maxRetries retries are spent. The
 * wait before retry n is a uniform random delay in [0, min(maxDelay, base × 2^n)] ("full jitter"), or
 * the vendor's Retry-After when that is longer (capped by maxDelay).
 */
export async function withRetries<T>(
  vendor: string,
  options: Pick<VendorSettings, 'maxRetries' | 'baseDelayMs' | 'maxDelayMs'>,
  attempt: () => Promise<T>,
  random: () => number = Math.random,
): Promise<T> {
  const base = options.baseDelayMs ?? 1000;
  const cap = options.maxDelayMs ?? 30_000;
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const failure = toEngineError(vendor, error);
      if (!failure.retryable || tries >= options.maxRetries) throw failure;
      const jittered = random() * Math.min(cap, base * 2 ** tries);
      await sleep(Math.min(cap, Math.max(jittered, failure.retryAfterMs ?? 0)));
    }
  }
}

/** At most `concurrency` calls in flight and `ratePerMinute` calls started per minute. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private nextStart = 0;

  constructor(
    private readonly concurrency: number,
    private readonly ratePerMinute: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      if (this.ratePerMinute > 0) {
        const now = Date.now();
        const startAt = Math.max(now, this.nextStart);
        this.nextStart = startAt + 60_000 / this.ratePerMinute;
        if (startAt > now) await sleep(startAt - now);
      }
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Calls in flight (for tests). */
  get inFlight() {
    return this.active;
  }
}

/** An adapter's vendor call: one attempt, returning the answer or throwing. */
export type VendorCall = (input: AskInput) => Promise<EngineAnswer>;

/** Wraps one vendor call with the engine's limiter and retries into an AnswerEngine. */
export function vendorEngine(
  platform: Platform,
  engine: string,
  settings: VendorSettings,
  call: VendorCall,
): AnswerEngine & { limiter: Limiter } {
  const limiter = new Limiter(Math.max(1, settings.concurrency), settings.ratePerMinute);
  return {
    platform,
    engine,
    model: settings.model,
    simulated: false,
    limiter,
    ask: (input) => limiter.run(() => withRetries(engine, settings, () => call(input))),
  };
}

/** The question as sent to every vendor: the prompt alone, as a user would type it. */
export const userPrompt = (input: AskInput) => input.prompt;

/**
 * The brand's country as the approximate user location OpenAI's and Anthropic's web search tools document
 * (`user_location: { type: 'approximate', country }`, ISO 3166-1 alpha-2), as spread into the tool; nothing
 * without one.
 */
export const searchLocation = (input: AskInput) =>
  input.market ? { user_location: { type: 'approximate' as const, country: input.market.country } } : {};

/** Gives up when a required field is missing: the body is not the vendor's answer format. */
export function malformed(vendor: string, what: string): never {
  throw new EngineError(`${vendor} returned a malformed response: ${what}`, false);
}
