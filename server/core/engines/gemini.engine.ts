/**
 * Gemini through @google/genai with Google Search grounding. The searches are the grounding metadata's
 * `webSearchQueries`; a candidate finished for SAFETY (or a blocked prompt) without text is a refusal.
 * Text is the first candidate's text parts;
 * citations are `groundingMetadata.groundingChunks[].web`. Their `uri` is a Google redirect
 * (vertexaisearch.cloud.google.com/grounding-api-redirect/…) and their `title` is usually the source's
 * domain, so a redirect whose title is a host name is stored as https://<title>: sources are counted by
 * the site that was cited, not by Google's redirector.
 */
import { z } from 'zod';
import type { AnswerEngine, Citation } from './engine.types';
import { lazily } from '../../lib/lazily';
import { malformed, userPrompt, vendorEngine, type VendorSettings } from './vendor';

const generateBody = z.looseObject({
  modelVersion: z.string().optional(),
  candidates: z
    .array(
      z.looseObject({
        content: z
          .looseObject({ parts: z.array(z.looseObject({ text: z.string().optional() })).optional() })
          .optional(),
        finishReason: z.string().optional(),
        groundingMetadata: z
          .looseObject({
            webSearchQueries: z.array(z.string()).nullish(),
            groundingChunks: z
              .array(
                z.looseObject({
                  web: z.looseObject({ uri: z.string().optional(), title: z.string().optional() }).optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  promptFeedback: z.looseObject({ blockReason: z.string().optional() }).optional(),
});

/** Finish reasons (and prompt block reasons) with which Gemini declined to answer. */
const DECLINED = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'OTHER']);

const HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i;
const REDIRECT = /^https?:\/\/vertexaisearch\.cloud\.google\.com\/grounding-api-redirect\//i;

export function groundingCitation(uri: string | undefined, title: string | undefined): Citation | null {
  if (!uri) return null;
  if (REDIRECT.test(uri) && title && HOST.test(title.trim()))
    return { url: `https://${title.trim()}`, title };
  return title ? { url: uri, title } : { url: uri };
}

export function createGeminiEngine(settings: VendorSettings): AnswerEngine {
  const client = lazily(async () => {
    const { GoogleGenAI } = await import('@google/genai');
    return new GoogleGenAI({
      apiKey: settings.apiKey,
      httpOptions: { baseUrl: settings.baseUrl, timeout: settings.timeoutMs, retryOptions: { attempts: 1 } },
    });
  });
  return vendorEngine('gemini', 'gemini-grounded', settings, async (input) => {
    const raw: unknown = await (
      await client()
    ).models.generateContent({
      model: settings.model,
      contents: userPrompt(input),
      config: { tools: [{ googleSearch: {} }] },
    });
    const parsed = generateBody.safeParse(raw);
    if (!parsed.success) malformed('gemini-grounded', 'no candidates[]');
    const model = parsed.data.modelVersion ?? settings.model;
    const blocked = parsed.data.promptFeedback?.blockReason;
    const candidate = parsed.data.candidates?.[0];
    // A prompt Google blocked has no candidate: the platform declined.
    if (!candidate && blocked && blocked !== 'BLOCK_REASON_UNSPECIFIED')
      return { text: '', citations: [], model, searchQueries: [], refused: true };
    if (!candidate) malformed('gemini-grounded', 'no candidates[]');
    const searchQueries = [
      ...new Set((candidate.groundingMetadata?.webSearchQueries ?? []).map((q) => q.trim()).filter(Boolean)),
    ];
    const text = (candidate.content?.parts ?? [])
      .map((part) => part.text ?? '')
      .join('')
      .trim();
    if (!text && DECLINED.has(candidate.finishReason ?? ''))
      return { text: '', citations: [], model, searchQueries, refused: true };
    if (!text) malformed('gemini-grounded', `no text (finishReason ${candidate.finishReason ?? 'none'})`);
    const citations: Citation[] = [];
    const seen = new Set<string>();
    for (const chunk of candidate.groundingMetadata?.groundingChunks ?? []) {
      const citation = groundingCitation(chunk.web?.uri, chunk.web?.title);
      if (citation && !seen.has(citation.url)) {
        seen.add(citation.url);
        citations.push(citation);
      }
    }
    return { text, citations, model, searchQueries };
  });
}
