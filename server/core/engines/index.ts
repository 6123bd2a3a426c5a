/** The front door of server/core/engines: what other modules may use. */
export { createAnthropicEngine } from './anthropic.engine';
export type {
  AnswerEngine,
  AskInput,
  BrandInfo,
  Citation,
  CompetitorInfo,
  EngineAnswer,
  EngineEvidence,
  Platform,
  ProductItem,
} from './engine.types';
export {
  appEnginesFor,
  appProvider,
  enginesFor,
  liveAppPlatforms,
  livePlatforms,
  scraperOf,
  scraperRequestsOf,
  vendorSettings,
} from './engines';
export type { AppProvider } from './engines';
export { createDataForSeoAppEngine } from './dataforseo.llm';
export { createOxylabsAppEngine } from './oxylabs.engine';
export type { ScraperEngine, ScraperMode, ScraperRequestKind, ScraperVendor } from './scraper';
export { createSimulatedAppEngine, shoppingIntent, simulateAppAnswer } from './simulated.app';
export type { EngineConfig } from './engines';
export { createGeminiEngine } from './gemini.engine';
export { createOpenAIEngine } from './openai.engine';
export { createPerplexityEngine } from './perplexity.engine';
export { seededRandom, type Random } from './prng';
export { isRefusal } from './refusal';
export {
  createSimulatedEngine,
  createSimulatedEngines,
  mentionProbability,
  SimulatedFailure,
  simulateAnswer,
} from './simulated.engine';
export type { EngineDrift, SimulationOptions } from './simulated.engine';
export { Limiter, toEngineError, withRetries } from './vendor';
export type { EngineError, VendorSettings } from './vendor';
