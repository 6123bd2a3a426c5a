/**
 * Perplexity (Sonar) through its OpenAI-compatible chat completions endpoint. Citations are the
 * response's `search_results` (url, title) and `citations` (URLs the `[n]` markers refer to).
 */
import { z } from 'zod';
import type { AnswerEngine, Citation } from './engine.types';
import { chatCompletionRequest } from './openai.engine';
import { malformed, vendorEngine, type VendorSettings } from './vendor';

const completionBody = z.object({
  model: z.string().optional(),
  choices: z.array(z.looseObject({ message: z.looseObject({ content: z.string().nullable() }) })).min(1),
  citations: z.array(z.string()).nullish(),
  search_results: z.array(z.looseObject({ url: z.string(), title: z.string().nullish() })).nullish(),
});

export function createPerplexityEngine(settings: VendorSettings): AnswerEngine {
  // Sonar searches from the brand's country (web_search_options.user_location.country, ISO alpha-2).
  const request = chatCompletionRequest(settings, (input) =>
    input.market ? { web_search_options: { user_location: { country: input.market.country } } } : {},
  );
  return vendorEngine('perplexity', 'perplexity-sonar', settings, async (input) => {
    const raw = await request(input);
    const parsed = completionBody.safeParse(raw);
    if (!parsed.success) malformed('perplexity-sonar', 'no choices[].message');
    const body = parsed.data;
    const text = body.choices[0]?.message.content?.trim();
    if (!text) malformed('perplexity-sonar', 'empty message');
    const citations: Citation[] = [];
    const seen = new Set<string>();
    for (const result of body.search_results ?? []) {
      if (seen.has(result.url)) continue;
      seen.add(result.url);
      citations.push(result.title ? { url: result.url, title: result.title } : { url: result.url });
    }
    for (const url of body.citations ?? []) {
      if (!seen.has(url)) {
        seen.add(url);
        citations.push({ url });
      }
    }
    return { text, citations, model: body.model ?? settings.model };
  });
}
