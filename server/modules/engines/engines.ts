import { PLATFORMS, type AnswerEngine, type Platform } from './engine.types';
import { createSimulatedEngine } from './simulated.engine';

export const isPlatform = (value: string): value is Platform =>
  (PLATFORMS as readonly string[]).includes(value);

/**
 * The engines to ask for an account's platforms. Vendor adapters (OpenAI, Perplexity, Gemini, Anthropic)
 * will take over a platform when its key is configured; until then every platform is simulated.
 */
export function enginesFor(platforms: readonly string[]): AnswerEngine[] {
  return [...new Set(platforms)].filter(isPlatform).map(createSimulatedEngine);
}
