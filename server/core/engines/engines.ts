import type { Config } from '../../config';
import { createAnthropicEngine } from './anthropic.engine';
import { isPlatformId, PLATFORM_IDS } from '../../../graphql/shared/platforms';
import type { AnswerEngine, Platform } from './engine.types';
import { createDeepSeekEngine } from './deepseek.engine';
import { createGoogleAiModeEngine, createGoogleAiOverviewEngine, GOOGLE_MODELS } from './dataforseo.engine';
import { createGeminiEngine } from './gemini.engine';
import { createGrokEngine } from './grok.engine';
import { createOpenAIEngine } from './openai.engine';
import { createPerplexityEngine } from './perplexity.engine';
import { createSimulatedEngine } from './simulated.engine';
import { createSimulatedAppEngine } from './simulated.app';
import {
  APP_SURFACE_PLATFORMS,
  isAppSurfacePlatform,
  type AppSurfacePlatform,
} from '../../../graphql/shared/surfaces';
import { createDataForSeoAppEngine, DATAFORSEO_APP_MODELS } from './dataforseo.llm';
import { createOxylabsAppEngine, OXYLABS_APP_MODELS } from './oxylabs.engine';
import type { ScraperMode, ScraperOptions, ScraperRequestKind, ScraperVendor } from './scraper';
import type { VendorSettings } from './vendor';

/** Settings from a credential, base URL and model, with the shared limits; null without the credential. */
const settingsPicker =
  (config: EngineConfig) =>
  (apiKey: string | undefined, baseUrl: string, model: string): VendorSettings | null =>
    apiKey
      ? {
          timeoutMs: config.ENGINE_TIMEOUT_MS,
          maxRetries: config.ENGINE_MAX_RETRIES,
          concurrency: config.ENGINE_CONCURRENCY,
          ratePerMinute: config.ENGINE_RATE_PER_MINUTE,
          apiKey,
          baseUrl: baseUrl.replace(/\/$/, ''),
          model,
        }
      : null;

/** `login:password` when both are set: HTTP Basic providers need the two. */
const pair = (user: string | undefined, password: string | undefined) =>
  user && password ? `${user}:${password}` : undefined;

/** The configuration the engines read (a subset of Config, so tests can pass just these). */
export type EngineConfig = Pick<
  Config,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'PERPLEXITY_API_KEY'
  | 'PERPLEXITY_BASE_URL'
  | 'PERPLEXITY_MODEL'
  | 'GEMINI_API_KEY'
  | 'GEMINI_BASE_URL'
  | 'GEMINI_MODEL'
  | 'ANTHROPIC_API_KEY'
  | 'ANTHROPIC_BASE_URL'
  | 'ANTHROPIC_MODEL'
  | 'XAI_API_KEY'
  | 'XAI_BASE_URL'
  | 'XAI_MODEL'
  | 'DEEPSEEK_API_KEY'
  | 'DEEPSEEK_BASE_URL'
  | 'DEEPSEEK_MODEL'
  | 'DATAFORSEO_LOGIN'
  | 'DATAFORSEO_PASSWORD'
  | 'DATAFORSEO_BASE_URL'
  | 'OXYLABS_USERNAME'
  | 'OXYLABS_PASSWORD'
  | 'OXYLABS_BASE_URL'
  | 'ENGINES_SIMULATED'
  | 'SIMULATED_SEED'
  | 'ENGINE_TIMEOUT_MS'
  | 'ENGINE_MAX_RETRIES'
  | 'ENGINE_CONCURRENCY'
  | 'ENGINE_RATE_PER_MINUTE'
>;

/** The vendor settings for a platform, or null when its key is not configured. */
export function vendorSettings(platform: Platform, config: EngineConfig): VendorSettings | null {
  const pick = settingsPicker(config);
  switch (platform) {
    case 'chatgpt':
      return pick(config.OPENAI_API_KEY, config.OPENAI_BASE_URL, config.OPENAI_MODEL);
    case 'perplexity':
      return pick(config.PERPLEXITY_API_KEY, config.PERPLEXITY_BASE_URL, config.PERPLEXITY_MODEL);
    case 'gemini':
      return pick(config.GEMINI_API_KEY, config.GEMINI_BASE_URL, config.GEMINI_MODEL);
    case 'claude':
      return pick(config.ANTHROPIC_API_KEY, config.ANTHROPIC_BASE_URL, config.ANTHROPIC_MODEL);
    case 'grok':
      return pick(config.XAI_API_KEY, config.XAI_BASE_URL, config.XAI_MODEL);
    case 'deepseek':
      return pick(config.DEEPSEEK_API_KEY, config.DEEPSEEK_BASE_URL, config.DEEPSEEK_MODEL);
    case 'google_ai_overview':
    case 'google_ai_mode': {
      // DataForSEO signs in with a login and a password (HTTP Basic): both, or the platform is simulated.
      const credentials = pair(config.DATAFORSEO_LOGIN, config.DATAFORSEO_PASSWORD);
      return pick(credentials, config.DATAFORSEO_BASE_URL, GOOGLE_MODELS[platform]);
    }
  }
}

const FACTORIES: Record<Platform, (settings: VendorSettings) => AnswerEngine> = {
  chatgpt: createOpenAIEngine,
  perplexity: createPerplexityEngine,
  gemini: createGeminiEngine,
  claude: createAnthropicEngine,
  grok: createGrokEngine,
  deepseek: createDeepSeekEngine,
  google_ai_overview: createGoogleAiOverviewEngine,
  google_ai_mode: createGoogleAiModeEngine,
};

// One vendor engine per platform and settings in a process, so its concurrency and rate limits hold
// across runs and accounts.
const vendorEngines = new Map<string, AnswerEngine>();

/** The platforms asked for real (their vendor key configured, ENGINES_SIMULATED off); the others are simulated. */
export function livePlatforms(config: EngineConfig): Platform[] {
  return config.ENGINES_SIMULATED ? [] : PLATFORM_IDS.filter((p) => vendorSettings(p, config) !== null);
}

/** The engine for one platform: its vendor adapter when a key is configured, else the simulated engine. */
export function engineFor(platform: Platform, config?: EngineConfig): AnswerEngine {
  const settings = config && !config.ENGINES_SIMULATED ? vendorSettings(platform, config) : null;
  if (!settings) return createSimulatedEngine(platform, { seed: config?.SIMULATED_SEED });
  const key = JSON.stringify([platform, settings]);
  let engine = vendorEngines.get(key);
  if (!engine) {
    engine = FACTORIES[platform](settings);
    vendorEngines.set(key, engine);
  }
  return engine;
}

/**
 * The engines to ask for an account's platforms: a platform with its vendor key configured (and
 * ENGINES_SIMULATED off) gets the real adapter; every other platform the simulated engine. Without a
 * config every platform is simulated (the demo seed and tests).
 */
export function enginesFor(platforms: readonly string[], config?: EngineConfig): AnswerEngine[] {
  return [...new Set(platforms)].filter(isPlatformId).map((platform) => engineFor(platform, config));
}

/** Which scraper reads an app platform, with its settings. */
export interface AppProvider {
  scraper: ScraperVendor;
  settings: VendorSettings;
}

/**
 * The provider that reads a platform's consumer app, or null (the simulated app answers): DataForSEO's LLM
 * Scraper for ChatGPT and Gemini, Oxylabs for Perplexity and for ChatGPT when DataForSEO is not configured.
 * DataForSEO comes first for ChatGPT because a Google set-up already holds its login.
 */
export function appProvider(platform: AppSurfacePlatform, config: EngineConfig): AppProvider | null {
  if (config.ENGINES_SIMULATED) return null;
  const pick = settingsPicker(config);
  const dataForSeo = (model: string) =>
    pick(pair(config.DATAFORSEO_LOGIN, config.DATAFORSEO_PASSWORD), config.DATAFORSEO_BASE_URL, model);
  const oxylabs = (model: string) =>
    pick(pair(config.OXYLABS_USERNAME, config.OXYLABS_PASSWORD), config.OXYLABS_BASE_URL, model);
  const either = (scraper: ScraperVendor, settings: VendorSettings | null) =>
    settings ? { scraper, settings } : null;
  switch (platform) {
    case 'chatgpt':
      return (
        either('dataforseo_llm_scraper', dataForSeo(DATAFORSEO_APP_MODELS.chatgpt)) ??
        either('oxylabs', oxylabs(OXYLABS_APP_MODELS.chatgpt))
      );
    case 'gemini':
      return either('dataforseo_llm_scraper', dataForSeo(DATAFORSEO_APP_MODELS.gemini));
    case 'perplexity':
      return either('oxylabs', oxylabs(OXYLABS_APP_MODELS.perplexity));
  }
}

// One app engine per platform, provider, mode and settings in a process, as for the API engines.
const appEngines = new Map<string, AnswerEngine>();

/**
 * The engines that ask platforms through their consumer app (issue 61), one per app platform chosen
 * (CollectionSettings.appPlatforms; others are ignored): the provider's adapter when one is configured
 * (appProvider), else the simulated app. Daily runs take the default 'task' mode (post, then collect);
 * a one-off ask passes `{ mode: 'live' }`, which DataForSEO answers at once (Oxylabs has jobs only).
 */
export function appEnginesFor(
  platforms: readonly string[],
  config?: EngineConfig,
  options: { mode?: ScraperMode } & Pick<ScraperOptions, 'pollIntervalMs' | 'taskTimeoutMs'> = {},
): AnswerEngine[] {
  return [...new Set(platforms)].filter(isAppSurfacePlatform).map((platform: AppSurfacePlatform) => {
    const provider = config ? appProvider(platform, config) : null;
    if (!provider) return createSimulatedAppEngine(platform, { seed: config?.SIMULATED_SEED });
    const key = JSON.stringify([platform, provider, options]);
    let engine = appEngines.get(key);
    if (!engine) {
      engine =
        provider.scraper === 'oxylabs'
          ? createOxylabsAppEngine(platform as 'chatgpt' | 'perplexity', provider.settings, options)
          : createDataForSeoAppEngine(platform as 'chatgpt' | 'gemini', provider.settings, options);
      appEngines.set(key, engine);
    }
    return engine;
  });
}

/** The app platforms a scraping provider answers for (the others' app answers are simulated). */
export function liveAppPlatforms(config: EngineConfig): AppSurfacePlatform[] {
  return APP_SURFACE_PLATFORMS.filter((platform) => appProvider(platform, config) !== null);
}

/** The pricing table's name for an app engine's requests (SCRAPER_PRICES), or null for the simulated app. */
export function scraperOf(engine: AnswerEngine): ScraperVendor | null {
  const scraper = (engine as { scraper?: unknown }).scraper;
  return scraper === 'dataforseo_llm_scraper' || scraper === 'oxylabs' ? scraper : null;
}

/**
 * The billed requests one answer of an app engine makes, by the pricing table's names: its scraper and each
 * request (a daily run's queued task; a one-off live ask's answer and page); null for the simulated app.
 */
export function scraperRequestsOf(
  engine: AnswerEngine,
): { scraper: ScraperVendor; requests: readonly ScraperRequestKind[] } | null {
  const scraper = scraperOf(engine);
  if (!scraper) return null;
  const requests = (engine as { requests?: readonly ScraperRequestKind[] }).requests;
  return { scraper, requests: requests ?? ['task'] };
}
