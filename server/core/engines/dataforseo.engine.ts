/**
 * Google's AI answers through DataForSEO's SERP API (plain HTTPS, HTTP Basic auth with the API login and
 * password, DATAFORSEO_BASE_URL):
 *
 * - GOOGLE_AI_OVERVIEW: `POST /v3/serp/google/organic/live/advanced` for the prompt, with
 *   `load_async_ai_overview: true` (without it an overview Google loads after the page comes back empty). The
 *   answer is the `ai_overview` item of the results: its `markdown`, else its elements' titles and texts; its
 *   `references` (and its elements') are the citations. A results page without that item is NO_ANSWER: Google
 *   shows an AI Overview for some searches only.
 * - GOOGLE_AI_MODE: `POST /v3/serp/google/ai_mode/live/advanced`, whose answer is an `ai_overview` item read
 *   the same way; a result without one is NO_ANSWER.
 *
 * Both ask for the brand's country (`location_code`: Google's country criterion, 2000 + its ISO numeric code,
 * e.g. 2840 for the United States) and language (`language_code`, ISO 639-1). Neither reports the searches
 * behind the answer nor a model: the model stored is a fixed label per surface.
 *
 * DataForSEO answers HTTP 200 with its own `status_code` in the body, for the request and for each task:
 * 20000 is ok; 40202 (too many requests a minute) and 5xxxx (its own or Google's trouble) are worth another
 * try; 40102 (no results for the search) is Google showing nothing, stored as NO_ANSWER; every other code (a
 * login, balance or task-setting problem) is not retried. HTTP 401 (login refused), 402 (balance) and other
 * statuses go through the shared rules (429 and 5xx are retried).
 */
import { z } from 'zod';
import { countryNumeric, DEFAULT_MARKET } from '../../../graphql/shared/markets';
import type { AnswerEngine, AskInput, Citation, EngineAnswer, Platform } from './engine.types';
import {
  EngineError,
  isRetryableStatus,
  malformed,
  parseRetryAfter,
  userPrompt,
  vendorEngine,
  type VendorSettings,
} from './vendor';

/** The model label each surface's answers are stored with (DataForSEO reports none). */
export const GOOGLE_MODELS = {
  google_ai_overview: 'google-ai-overview',
  google_ai_mode: 'google-ai-mode',
} as const satisfies Partial<Record<Platform, string>>;

type GooglePlatform = keyof typeof GOOGLE_MODELS;

const ENDPOINTS: Record<GooglePlatform, { path: string; engine: string; extra: Record<string, unknown> }> = {
  google_ai_overview: {
    path: '/v3/serp/google/organic/live/advanced',
    engine: 'dataforseo-ai-overview',
    // The overview sits above the first results: one page of them is enough.
    extra: { load_async_ai_overview: true, depth: 10 },
  },
  google_ai_mode: { path: '/v3/serp/google/ai_mode/live/advanced', engine: 'dataforseo-ai-mode', extra: {} },
};

export const DATAFORSEO_OK = 20000;
/** "Rate-limit per minute exceeded": the documented code for too many calls; asking later succeeds. */
export const DATAFORSEO_RATE_LIMITED = 40202;
/** "No Search Results": Google had no results page for the search, so nothing was shown. */
export const DATAFORSEO_NO_RESULTS = 40102;

const reference = z.looseObject({
  url: z.string().nullish(),
  title: z.string().nullish(),
  source: z.string().nullish(),
  domain: z.string().nullish(),
});
const element = z.looseObject({
  type: z.string().nullish(),
  title: z.string().nullish(),
  text: z.string().nullish(),
  references: z.array(reference.nullable()).nullish(),
});
const item = z.looseObject({
  type: z.string().nullish(),
  markdown: z.string().nullish(),
  items: z.array(element.nullable()).nullish(),
  references: z.array(reference.nullable()).nullish(),
});
const task = z.looseObject({
  status_code: z.number(),
  status_message: z.string().nullish(),
  result: z.array(z.looseObject({ items: z.array(item.nullable()).nullish() }).nullable()).nullish(),
});
const responseBody = z.looseObject({
  status_code: z.number(),
  status_message: z.string().nullish(),
  tasks: z.array(task.nullable()).nullish(),
});

/** A DataForSEO status code other than 20000 as an engine error that says whether to try again. */
export function dataForSeoError(vendor: string, code: number, message: string | null | undefined) {
  const retryable = code === DATAFORSEO_RATE_LIMITED || (code >= 50000 && code < 60000);
  return new EngineError(
    `${vendor} answered status ${code}: ${(message ?? 'no message').slice(0, 200)}`,
    retryable,
  );
}

/** The task's location and language: the brand's country as Google's country criterion, its language. */
export function googleMarket(input: Pick<AskInput, 'market'>) {
  const market = input.market ?? DEFAULT_MARKET;
  const numeric = countryNumeric(market.country) ?? countryNumeric(DEFAULT_MARKET.country)!;
  return { location_code: 2000 + numeric, language_code: market.language };
}

/** An AI Overview (or AI Mode) item as answer text: its markdown, else its elements' titles and texts. */
function overviewText(overview: z.infer<typeof item>): string {
  const markdown = overview.markdown?.trim();
  if (markdown) return markdown;
  const parts: string[] = [];
  for (const part of overview.items ?? []) {
    if (!part) continue;
    if (part.title?.trim()) parts.push(`### ${part.title.trim()}`);
    if (part.text?.trim()) parts.push(part.text.trim());
  }
  return parts.join('\n\n').trim();
}

/** The overview's references, then its elements' ones, each URL once (title, else the source's name). */
function overviewCitations(overview: z.infer<typeof item>): Citation[] {
  const citations: Citation[] = [];
  const seen = new Set<string>();
  const all = [
    ...(overview.references ?? []),
    ...(overview.items ?? []).flatMap((part) => part?.references ?? []),
  ];
  for (const ref of all) {
    const url = ref?.url?.trim();
    if (!url || seen.has(url) || !URL.canParse(url)) continue;
    seen.add(url);
    const title = ref?.title?.trim() || ref?.source?.trim();
    citations.push(title ? { url, title } : { url });
  }
  return citations;
}

/** A DataForSEO SERP response (organic or AI Mode, live advanced) as an answer, a no answer or an error. */
export function readGoogleAnswer(vendor: string, raw: unknown, model: string): EngineAnswer {
  const parsed = responseBody.safeParse(raw);
  if (!parsed.success) malformed(vendor, 'no status_code');
  const body = parsed.data;
  if (body.status_code !== DATAFORSEO_OK)
    throw dataForSeoError(vendor, body.status_code, body.status_message);
  const first = body.tasks?.[0];
  if (!first) malformed(vendor, 'no tasks[]');
  const none: EngineAnswer = { text: '', citations: [], model, searchQueries: [], noAnswer: true };
  if (first.status_code === DATAFORSEO_NO_RESULTS) return none;
  if (first.status_code !== DATAFORSEO_OK)
    throw dataForSeoError(vendor, first.status_code, first.status_message);
  const result = first.result?.[0];
  if (!result) malformed(vendor, 'no tasks[].result[]');
  const overview = (result.items ?? []).find((entry) => entry?.type === 'ai_overview');
  if (!overview) return none;
  const text = overviewText(overview);
  // Google has an overview for the search but its content did not load: a failed try, not "no answer".
  if (!text) throw new EngineError(`${vendor} returned an AI Overview without its content`, true);
  return { text, citations: overviewCitations(overview), model, searchQueries: [] };
}

function createGoogleEngine(platform: GooglePlatform, settings: VendorSettings): AnswerEngine {
  const { path, engine, extra } = ENDPOINTS[platform];
  const authorization = `Basic ${Buffer.from(settings.apiKey).toString('base64')}`;
  return vendorEngine(platform, engine, settings, async (input) => {
    const response = await fetch(`${settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify([{ keyword: userPrompt(input), ...googleMarket(input), ...extra }]),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      const why =
        response.status === 401
          ? 'the login was refused (check DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD)'
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
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      malformed(engine, 'not JSON');
    }
    return readGoogleAnswer(engine, raw, settings.model);
  });
}

export const createGoogleAiOverviewEngine = (settings: VendorSettings) =>
  createGoogleEngine('google_ai_overview', settings);
export const createGoogleAiModeEngine = (settings: VendorSettings) =>
  createGoogleEngine('google_ai_mode', settings);
