/**
 * The LLM judge's replies in each provider's documented format (field names and nesting as the APIs
 * return them; ids shortened), for the judge tests: OpenAI Chat Completions with structured output (and an
 * OpenAI-compatible server such as Ollama), Anthropic Messages with a forced tool call, Gemini
 * generateContent with a JSON response.
 */
import type { RecordedRequest } from './replay.testkit';

/** A chat.completion whose message carries `content` (a JSON string), or a refusal. */
export function openaiJudgeResponse(
  content: string | null,
  options: { refusal?: string; model?: string } = {},
) {
  return {
    id: 'chatcmpl-BsT3kqE9yX0xJ2m7d1Qh4pZ8aF5Rc',
    object: 'chat.completion',
    created: 1763770000,
    model: options.model ?? 'gpt-4.1-mini-2025-04-14',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: options.refusal ? null : content,
          refusal: options.refusal ?? null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: 612,
      completion_tokens: 88,
      total_tokens: 700,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_6f2eabb9a5',
  };
}

/** A message whose one content block is the forced tool call with `input`, or a refusal. */
export function anthropicJudgeResponse(input: object | null, options: { refusal?: boolean } = {}) {
  return {
    id: 'msg_01Aq9w938a90dw8q',
    type: 'message',
    role: 'assistant',
    model: 'claude-haiku-4-5-20251001',
    content: options.refusal
      ? []
      : [{ type: 'tool_use', id: 'toolu_01D7FLrfh4GYq7yT1ULFeyMV', name: 'answer_judgement', input }],
    stop_reason: options.refusal ? 'refusal' : 'tool_use',
    stop_sequence: null,
    usage: {
      input_tokens: 701,
      output_tokens: 95,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      service_tier: 'standard',
    },
  };
}

/** A generateContent response whose first candidate's text is `text` (JSON, as responseMimeType asks). */
export function geminiJudgeResponse(text: string) {
  return {
    candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: 640,
      candidatesTokenCount: 90,
      totalTokenCount: 730,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 640 }],
    },
    modelVersion: 'gemini-2.5-flash',
    responseId: 'mKx0aPq3Ob2x1MkQ',
  };
}

/** The judged answer's message in a recorded request, whichever provider's format it was sent in. */
export function judgedMessage(request: RecordedRequest): string {
  const body = request.body as {
    messages?: { role: string; content: string }[];
    contents?: { parts?: { text?: string }[] }[] | string;
  };
  if (body.messages) return body.messages.map((m) => m.content).join('\n');
  if (Array.isArray(body.contents))
    return body.contents.flatMap((c) => (c.parts ?? []).map((p) => p.text ?? '')).join('\n');
  return typeof body.contents === 'string' ? body.contents : '';
}
