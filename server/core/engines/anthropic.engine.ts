/**
 * Claude through the Anthropic Messages API with the server-side web search tool. The searches are the
 * `server_tool_use` blocks of `web_search` (their `input.query`); stop_reason `refusal` is a refusal. Text is the
 * concatenated text blocks; citations are their `web_search_result_location` citations (results the
 * search returned but the answer never cited are not counted as cited sources).
 */
import { z } from 'zod';
import type { AnswerEngine, Citation } from './engine.types';
import { lazily } from '../../lib/lazily';
import { malformed, searchLocation, userPrompt, vendorEngine, type VendorSettings } from './vendor';

const messageBody = z.looseObject({
  model: z.string().optional(),
  stop_reason: z.string().nullish(),
  content: z.array(
    z.looseObject({
      type: z.string(),
      text: z.string().optional(),
      citations: z
        .array(z.looseObject({ type: z.string(), url: z.string().optional(), title: z.string().nullish() }))
        .nullish(),
      content: z.unknown().optional(),
      name: z.string().optional(),
      input: z.unknown().optional(),
    }),
  ),
});

export function createAnthropicEngine(settings: VendorSettings): AnswerEngine {
  const client = lazily(async () => {
    const { default: Anthropic } = await import('@anthropic-ai/sdk');
    return new Anthropic({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  });
  return vendorEngine('claude', 'anthropic-messages', settings, async (input) => {
    const raw: unknown = await (
      await client()
    ).messages.create({
      model: settings.model,
      max_tokens: 2048,
      messages: [{ role: 'user', content: userPrompt(input) }],
      // The search runs from the brand's country.
      tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: 5, ...searchLocation(input) }],
    });
    const parsed = messageBody.safeParse(raw);
    if (!parsed.success) malformed('anthropic-messages', 'no content[]');
    const parts: string[] = [];
    const searches = new Set<string>();
    const citations: Citation[] = [];
    const seen = new Set<string>();
    const cite = (url: string | undefined, title?: string | null) => {
      if (!url || seen.has(url)) return;
      seen.add(url);
      citations.push(title ? { url, title } : { url });
    };
    // Consecutive text blocks continue one another (a citation splits a sentence into blocks); text
    // separated by a tool call is a new paragraph.
    let afterTool = false;
    for (const block of parsed.data.content) {
      if (block.type === 'server_tool_use' && block.name === 'web_search') {
        const query = (block.input as { query?: unknown } | undefined)?.query;
        if (typeof query === 'string' && query.trim()) searches.add(query.trim());
      }
      if (block.type !== 'text' || typeof block.text !== 'string') {
        afterTool = parts.length > 0;
        continue;
      }
      if (afterTool) parts.push('\n\n');
      afterTool = false;
      parts.push(block.text);
      for (const c of block.citations ?? [])
        if (c.type === 'web_search_result_location') cite(c.url, c.title);
    }
    const text = parts.join('').trim();
    const model = parsed.data.model ?? settings.model;
    const searchQueries = [...searches];
    // Claude's own refusal: stop_reason "refusal" (its text, if any, is what it said).
    if (parsed.data.stop_reason === 'refusal')
      return { text, citations: [], model, searchQueries, refused: true };
    if (!text) malformed('anthropic-messages', 'no text blocks');
    return { text, citations, model, searchQueries };
  });
}
