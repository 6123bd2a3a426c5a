/**
 * Grok through xAI's Responses API (OpenAI-compatible: the OpenAI SDK pointed at XAI_BASE_URL) with its
 * server-side web search tool. Read as OpenAI's Responses (openai.engine.ts): text from the message's
 * output_text, citations from its url_citation annotations, searches from the web_search_call items where
 * xAI returns them, a refusal part as a refusal. xAI adds a top-level `citations` list of every URL its
 * search consulted; it is taken as the cited sources only when the text carries no inline annotation (xAI
 * adds those only on request).
 */
import { z } from 'zod';
import type { AnswerEngine } from './engine.types';
import { openAiClient, readResponsesBody } from './openai.engine';
import { userPrompt, vendorEngine, type VendorSettings } from './vendor';

const topLevelCitations = z.array(z.string()).catch([]);

export function createGrokEngine(settings: VendorSettings): AnswerEngine {
  const client = openAiClient(settings);
  return vendorEngine('grok', 'xai-responses', settings, async (input) => {
    const raw: unknown = await (
      await client()
    ).responses.create({
      model: settings.model,
      input: userPrompt(input),
      tools: [{ type: 'web_search' }],
    });
    return readResponsesBody('xai-responses', raw, settings.model, (body) =>
      topLevelCitations.parse(body.citations ?? []),
    );
  });
}
