/**
 * One structured-output call per provider, through its official SDK: OpenAI Chat Completions with a strict
 * `json_schema` response format (also what an OpenAI-compatible endpoint such as Ollama, vLLM or LM Studio
 * serves), Anthropic Messages with one forced tool whose `input_schema` is the schema, and Gemini
 * generateContent with the schema as `responseJsonSchema`. Each returns the reply as the provider gave it
 * (not yet validated), whether the model refused, and the tokens the call used. HTTP and network errors are
 * thrown as the SDK raises them; the judge classifies them (engines/vendor.ts toEngineError).
 */
import type Anthropic from '@anthropic-ai/sdk';
import { z } from 'zod';
import type { JudgeProviderSettings } from '../../config';
import { lazily } from '../../lib/lazily';
import { JUDGEMENT_SCHEMA } from './judgement';

export interface ProviderReply {
  /** The judgement as JSON text or as the object a tool call carried; null when the reply has none. */
  json: string | object | null;
  /** The model declined to answer (a refusal, a safety block). */
  refused: boolean;
  /** Input plus output tokens, as the provider counted them. */
  tokens: number;
}

export interface JudgeRequest {
  instructions: string;
  message: string;
}

export type ProviderCall = (request: JudgeRequest) => Promise<ProviderReply>;

const SCHEMA_NAME = 'answer_judgement';
const MAX_OUTPUT_TOKENS = 1024;

const chatCompletion = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        finish_reason: z.string().nullish(),
        message: z.looseObject({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
  usage: z.looseObject({ total_tokens: z.number() }).nullish(),
});

function openAiCompatible(settings: JudgeProviderSettings, timeoutMs: number): ProviderCall {
  const client = lazily(async () => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({
      // A local endpoint may need no key: the SDK wants one, and the header is dropped again below.
      apiKey: settings.apiKey ?? 'none',
      baseURL: settings.baseUrl,
      timeout: timeoutMs,
      maxRetries: 0, // retries are the judge's, as the engines do
      ...(settings.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    });
  });
  return async ({ instructions, message }) => {
    const raw: unknown = await (
      await client()
    ).chat.completions.create({
      model: settings.model,
      temperature: 0,
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: message },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: SCHEMA_NAME, strict: true, schema: JUDGEMENT_SCHEMA },
      },
    });
    const parsed = chatCompletion.safeParse(raw);
    if (!parsed.success) return { json: null, refused: false, tokens: 0 };
    const choice = parsed.data.choices[0]!;
    const tokens = parsed.data.usage?.total_tokens ?? 0;
    if (choice.message.refusal || choice.finish_reason === 'content_filter')
      return { json: null, refused: true, tokens };
    // A reply cut at the token limit is not the whole JSON.
    if (choice.finish_reason === 'length') return { json: null, refused: false, tokens };
    return { json: choice.message.content ?? null, refused: false, tokens };
  };
}

const anthropicMessage = z.looseObject({
  stop_reason: z.string().nullish(),
  content: z.array(
    z.looseObject({ type: z.string(), name: z.string().optional(), input: z.unknown().optional() }),
  ),
  usage: z.looseObject({ input_tokens: z.number(), output_tokens: z.number() }).nullish(),
});

function anthropic(settings: JudgeProviderSettings, timeoutMs: number): ProviderCall {
  const client = lazily(async () => {
    const { default: AnthropicClient } = await import('@anthropic-ai/sdk');
    return new AnthropicClient({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: timeoutMs,
      maxRetries: 0,
    });
  });
  return async ({ instructions, message }) => {
    const raw: unknown = await (
      await client()
    ).messages.create({
      model: settings.model,
      max_tokens: MAX_OUTPUT_TOKENS,
      system: instructions,
      messages: [{ role: 'user', content: message }],
      tools: [
        {
          name: SCHEMA_NAME,
          description: 'Records the judgement of the answer.',
          input_schema: JUDGEMENT_SCHEMA as unknown as Anthropic.Tool.InputSchema,
        },
      ],
      tool_choice: { type: 'tool', name: SCHEMA_NAME },
    });
    const parsed = anthropicMessage.safeParse(raw);
    if (!parsed.success) return { json: null, refused: false, tokens: 0 };
    const usage = parsed.data.usage;
    const tokens = usage ? usage.input_tokens + usage.output_tokens : 0;
    if (parsed.data.stop_reason === 'refusal') return { json: null, refused: true, tokens };
    if (parsed.data.stop_reason === 'max_tokens') return { json: null, refused: false, tokens };
    const call = parsed.data.content.find((block) => block.type === 'tool_use' && block.name === SCHEMA_NAME);
    const input = call?.input;
    return { json: input && typeof input === 'object' ? input : null, refused: false, tokens };
  };
}

const geminiResponse = z.looseObject({
  promptFeedback: z.looseObject({ blockReason: z.string().nullish() }).nullish(),
  candidates: z
    .array(
      z.looseObject({
        finishReason: z.string().nullish(),
        content: z
          .looseObject({ parts: z.array(z.looseObject({ text: z.string().optional() })).nullish() })
          .nullish(),
      }),
    )
    .nullish(),
  usageMetadata: z.looseObject({ totalTokenCount: z.number().optional() }).nullish(),
});

/** Finish reasons that mean the model would not answer. */
const GEMINI_BLOCKED = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII']);

function gemini(settings: JudgeProviderSettings, timeoutMs: number): ProviderCall {
  const client = lazily(async () => {
    const { GoogleGenAI } = await import('@google/genai');
    return new GoogleGenAI({
      apiKey: settings.apiKey ?? '',
      httpOptions: { baseUrl: settings.baseUrl, timeout: timeoutMs, retryOptions: { attempts: 1 } },
    });
  });
  return async ({ instructions, message }) => {
    const raw: unknown = await (
      await client()
    ).models.generateContent({
      model: settings.model,
      contents: message,
      config: {
        systemInstruction: instructions,
        temperature: 0,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        responseMimeType: 'application/json',
        responseJsonSchema: JUDGEMENT_SCHEMA,
      },
    });
    const parsed = geminiResponse.safeParse(raw);
    if (!parsed.success) return { json: null, refused: false, tokens: 0 };
    const tokens = parsed.data.usageMetadata?.totalTokenCount ?? 0;
    const candidate = parsed.data.candidates?.[0];
    if (parsed.data.promptFeedback?.blockReason || !candidate) return { json: null, refused: true, tokens };
    if (candidate.finishReason && GEMINI_BLOCKED.has(candidate.finishReason))
      return { json: null, refused: true, tokens };
    if (candidate.finishReason === 'MAX_TOKENS') return { json: null, refused: false, tokens };
    const text = (candidate.content?.parts ?? []).map((part) => part.text ?? '').join('');
    return { json: text || null, refused: false, tokens };
  };
}

const PROVIDERS: Record<
  JudgeProviderSettings['provider'],
  (settings: JudgeProviderSettings, timeoutMs: number) => ProviderCall
> = {
  openai: openAiCompatible,
  compatible: openAiCompatible,
  anthropic,
  gemini,
};

export function providerCall(settings: JudgeProviderSettings, timeoutMs: number): ProviderCall {
  return PROVIDERS[settings.provider](settings, timeoutMs);
}
