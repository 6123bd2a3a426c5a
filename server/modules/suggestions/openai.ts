/**
 * Structured suggestions from an OpenAI-compatible Chat Completions API (OPENAI_API_KEY, OPENAI_BASE_URL):
 * the reply must follow a JSON schema (strict structured output) and is validated again with zod.
 */
import { z } from 'zod';
import type { Config } from '../../config';

export type ProviderConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'SUGGESTIONS_MODEL'>;

const SYSTEM =
  'You help a marketing team prepare an AI visibility report: which answers from AI assistants mention a ' +
  'company. Answer only with the requested JSON. Never invent facts you are unsure of; prefer fewer items.';

const listSchema = (key: string, description: string, maxItems: number) => ({
  type: 'object',
  additionalProperties: false,
  required: [key],
  properties: {
    [key]: { type: 'array', description, maxItems, items: { type: 'string', maxLength: 300 } },
  },
});

const completion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable(), refusal: z.string().nullish() }) }))
    .min(1),
});

/** One Chat Completions call; the message's content, or an error for a refusal or an empty reply. */
async function complete(
  config: ProviderConfig,
  messages: { role: 'system' | 'user'; content: string }[],
  extra: Record<string, unknown>,
  timeoutMs: number,
): Promise<string> {
  if (!config.OPENAI_API_KEY) throw new Error('No AI provider key is configured');
  const response = await fetch(`${config.OPENAI_BASE_URL.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.OPENAI_API_KEY}` },
    body: JSON.stringify({ model: config.SUGGESTIONS_MODEL, temperature: 0.2, messages, ...extra }),
  });
  if (!response.ok) throw new Error(`AI provider answered HTTP ${response.status}`);
  const parsed = completion.parse(await response.json());
  const message = parsed.choices[0]!.message;
  if (message.refusal || !message.content) throw new Error('AI provider refused or answered nothing');
  return message.content;
}

/** Asks the provider for `{ [key]: string[] }` and returns the validated list. */
export async function askForList(
  config: ProviderConfig,
  request: { key: string; description: string; maxItems: number; prompt: string },
  timeoutMs = 20_000,
): Promise<string[]> {
  const content = await complete(
    config,
    [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: request.prompt },
    ],
    {
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: `${request.key}_suggestions`,
          strict: true,
          schema: listSchema(request.key, request.description, request.maxItems),
        },
      },
    },
    timeoutMs,
  );
  const payload = z.object({ [request.key]: z.array(z.string()) }).parse(JSON.parse(content)) as Record<
    string,
    string[]
  >;
  return (payload[request.key] ?? [])
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, request.maxItems);
}

/** Asks the provider for free text under the given instructions (content drafts). */
export function askForText(
  config: ProviderConfig,
  request: { instructions: string; prompt: string },
  timeoutMs = 60_000,
): Promise<string> {
  return complete(
    config,
    [
      { role: 'system', content: request.instructions },
      { role: 'user', content: request.prompt },
    ],
    {},
    timeoutMs,
  );
}
