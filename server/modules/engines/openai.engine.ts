/**
 * ChatGPT through the OpenAI Responses API with the web-search tool. Text is the concatenated
 * `output_text` parts of the message items; citations are their `url_citation` annotations (the
 * `web_search_call` item's `action.sources` were consulted, not cited, and are not counted).
 */
import { z } from 'zod';
import type { AnswerEngine, Citation } from './engine.types';
import { lazily } from '../../lib/lazily';
import { malformed, userPrompt, vendorEngine, type VendorSettings } from './vendor';

const annotation = z.object({ type: z.string(), url: z.string().optional(), title: z.string().nullish() });
const responseBody = z.object({
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
            annotations: z.array(annotation).optional(),
          }),
        )
        .optional(),
    }),
  ),
});

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

export function createOpenAIEngine(settings: VendorSettings): AnswerEngine {
  const client = openAiClient(settings);
  return vendorEngine('chatgpt', 'openai-responses', settings, async (input) => {
    const raw = await (
      await client()
    ).responses.create({
      model: settings.model,
      input: userPrompt(input),
      tools: [{ type: 'web_search' }],
    });
    const parsed = responseBody.safeParse(raw);
    if (!parsed.success) malformed('openai-responses', 'no output[]');
    const body = parsed.data;
    if (body.status && body.status !== 'completed') malformed('openai-responses', `status ${body.status}`);
    const parts: string[] = [];
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
        if (part.type !== 'output_text' || typeof part.text !== 'string') continue;
        parts.push(part.text);
        for (const note of part.annotations ?? [])
          if (note.type === 'url_citation') cite(note.url, note.title);
      }
    }
    const text = parts.join('\n\n').trim();
    if (!text) malformed('openai-responses', 'no output_text');
    return { text, citations, model: body.model ?? settings.model };
  });
}
