/**
 * Claude through the Anthropic Messages API with the server-side web search tool. Text is the
 * concatenated text blocks; citations are their `web_search_result_location` citations (results the
 * search returned but the answer never cited are not counted as cited sources).
 */
import { z } from 'zod';
import type { AnswerEngine, Citation } from './engine.types';
import { lazily } from '../../lib/lazily';
import { malformed, userPrompt, vendorEngine, type VendorSettings } from './vendor';

const messageBody = z.looseObject({
  model: z.string().optional(),
  content: z.array(
    z.looseObject({
      type: z.string(),
      text: z.string().optional(),
      citations: z
        .array(z.looseObject({ type: z.string(), url: z.string().optional(), title: z.string().nullish() }))
        .nullish(),
      content: z.unknown().optional(),
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
      tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: 5 }],
    });
    const parsed = messageBody.safeParse(raw);
    if (!parsed.success) malformed('anthropic-messages', 'no content[]');
    const parts: string[] = [];
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
    if (!text) malformed('anthropic-messages', 'no text blocks');
    return { text, citations, model: parsed.data.model ?? settings.model };
  });
}
