/**
 * DeepSeek through its OpenAI-compatible chat completions endpoint (the OpenAI SDK pointed at
 * DEEPSEEK_BASE_URL). The API has no web search: an answer has no citations and no searches. A completion
 * that finished with `content_filter` and no text is DeepSeek declining; any other reply is read for a
 * refusal in words by the collection (refusal.ts).
 */
import { z } from 'zod';
import type { AnswerEngine } from './engine.types';
import { chatCompletionRequest } from './openai.engine';
import { malformed, vendorEngine, type VendorSettings } from './vendor';

const completionBody = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.looseObject({
        finish_reason: z.string().nullish(),
        message: z.looseObject({ content: z.string().nullable() }),
      }),
    )
    .min(1),
});

export function createDeepSeekEngine(settings: VendorSettings): AnswerEngine {
  const request = chatCompletionRequest(settings);
  return vendorEngine('deepseek', 'deepseek-chat', settings, async (input) => {
    const raw = await request(input);
    const parsed = completionBody.safeParse(raw);
    if (!parsed.success) malformed('deepseek-chat', 'no choices[].message');
    const choice = parsed.data.choices[0]!;
    const model = parsed.data.model ?? settings.model;
    const text = choice.message.content?.trim() ?? '';
    if (choice.finish_reason === 'content_filter')
      return { text, citations: [], model, searchQueries: [], refused: true };
    if (!text) malformed('deepseek-chat', 'empty message');
    return { text, citations: [], model, searchQueries: [] };
  });
}
