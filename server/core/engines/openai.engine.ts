/**
 * ChatGPT through the OpenAI Responses API with the web-search tool. Text is the concatenated
 * `output_text` parts of the message items; citations are their `url_citation` annotations (the
 * `web_search_call` item's `action.sources` were consulted, not cited, and are not counted). The searches are
 * the `web_search_call` items' `action.queries` (or the older single `action.query`); a `refusal` content
 * part is the model declining, stored as a refusal with its words.
 */
import { z } from 'zod';
import type { AnswerEngine, AskInput, Citation, EngineAnswer } from './engine.types';
import { lazily } from '../../lib/lazily';
import { malformed, searchLocation, userPrompt, vendorEngine, type VendorSettings } from './vendor';

const annotation = z.object({ type: z.string(), url: z.string().optional(), title: z.string().nullish() });
const responseBody = z.looseObject({
  model: z.string().optional(),
  status: z.string().optional(),
  output: z.array(
    z.looseObject({
      type: z.string(),
      content: z
        .array(
          z.looseObject({
            type: z.string(),
            text: z.string().optional(),
            refusal: z.string().optional(),
            annotations: z.array(annotation).optional(),
          }),
        )
        .optional(),
      action: z
        .looseObject({
          type: z.string().optional(),
          query: z.string().nullish(),
          queries: z.array(z.string()).nullish(),
        })
        .nullish(),
    }),
  ),
});

/** The searches a Responses API output ran: each web_search_call's queries, else its single query. */
export function responsesSearches(output: readonly { type: string; action?: unknown }[]): string[] {
  const searches: string[] = [];
  for (const item of output) {
    if (item.type !== 'web_search_call') continue;
    const action = item.action as { query?: string | null; queries?: string[] | null } | null | undefined;
    if (action?.queries?.length) searches.push(...action.queries);
    else if (action?.query) searches.push(action.query);
  }
  return [...new Set(searches.map((query) => query.trim()).filter(Boolean))];
}

/** The OpenAI SDK's client for a vendor's settings (OpenAI's API, or Perplexity's compatible one). */
export const openAiClient = (settings: VendorSettings) =>
  lazily(async () => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      maxRetries: 0, // retries are ours: jittered, shared with the limiter
    });
  });

/**
 * A chat completions engine's request (Perplexity's and DeepSeek's OpenAI-compatible endpoints): the
 * question as one user message, the body returned unread for the vendor's own schema.
 */
export function chatCompletionRequest(
  settings: VendorSettings,
  /** Vendor fields added to the request (Perplexity's web_search_options). */
  extra: (input: AskInput) => Record<string, unknown> = () => ({}),
) {
  const client = openAiClient(settings);
  return async (input: AskInput): Promise<unknown> =>
    (await client()).chat.completions.create({
      model: settings.model,
      messages: [{ role: 'user', content: userPrompt(input) }],
      ...extra(input),
    });
}

export function createOpenAIEngine(settings: VendorSettings): AnswerEngine {
  const client = openAiClient(settings);
  return vendorEngine('chatgpt', 'openai-responses', settings, async (input) => {
    const raw = await (
      await client()
    ).responses.create({
      model: settings.model,
      input: userPrompt(input),
      // The search runs from the brand's country.
      tools: [{ type: 'web_search', ...searchLocation(input) }],
    });
    return readResponsesBody('openai-responses', raw, settings.model);
  });
}

/**
 * A Responses API body (OpenAI's, or xAI's compatible one) as an answer: the message items' output_text
 * parts, their url_citation annotations, the web_search_call items' searches, and a refusal part as a
 * refusal. `extraCitations` are cited when the text carries no annotation (xAI's top-level citations).
 */
export function readResponsesBody(
  vendor: string,
  raw: unknown,
  defaultModel: string,
  extraCitations: (body: Record<string, unknown>) => readonly string[] = () => [],
): EngineAnswer {
  const parsed = responseBody.safeParse(raw);
  if (!parsed.success) malformed(vendor, 'no output[]');
  const body = parsed.data;
  if (body.status && body.status !== 'completed') malformed(vendor, `status ${body.status}`);
  const parts: string[] = [];
  const refusals: string[] = [];
  const citations: Citation[] = [];
  const seen = new Set<string>();
  const cite = (url: string | undefined, title?: string | null) => {
    if (!url || seen.has(url)) return;
    seen.add(url);
    citations.push(title ? { url, title } : { url });
  };
  for (const item of body.output) {
    if (item.type !== 'message') continue;
    for (const part of item.content ?? []) {
      if (part.type === 'refusal' && typeof part.refusal === 'string') refusals.push(part.refusal);
      if (part.type !== 'output_text' || typeof part.text !== 'string') continue;
      parts.push(part.text);
      for (const note of part.annotations ?? []) if (note.type === 'url_citation') cite(note.url, note.title);
    }
  }
  const text = parts.join('\n\n').trim();
  const model = body.model ?? defaultModel;
  const searchQueries = responsesSearches(body.output);
  if (!text && refusals.length > 0)
    return { text: refusals.join('\n\n').trim(), citations: [], model, searchQueries, refused: true };
  if (!text) malformed(vendor, 'no output_text');
  if (citations.length === 0) for (const url of extraCitations(raw as Record<string, unknown>)) cite(url);
  return { text, citations, model, searchQueries };
}
