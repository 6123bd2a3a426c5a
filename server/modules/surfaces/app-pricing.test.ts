/** The app engines' requests carry the names the pricing table prices them by (read-only use of sampling). */
import { expect, test } from 'vitest';
import { appEnginesFor, scraperOf, type EngineConfig, type ScraperVendor } from '../../core/engines';
import { requestPriceUsd, type PricedRequest } from '../sampling';

test('every real app engine names a scraper the pricing table prices; the simulated app names none', () => {
  const config = {
    ENGINE_TIMEOUT_MS: 1000,
    ENGINE_MAX_RETRIES: 0,
    ENGINE_CONCURRENCY: 1,
    ENGINE_RATE_PER_MINUTE: 0,
    ENGINES_SIMULATED: false,
    DATAFORSEO_LOGIN: 'l',
    DATAFORSEO_PASSWORD: 'p',
    DATAFORSEO_BASE_URL: 'https://api.dataforseo.com',
    OXYLABS_USERNAME: 'u',
    OXYLABS_PASSWORD: 'p',
    OXYLABS_BASE_URL: 'https://data.oxylabs.io',
  } as unknown as EngineConfig;
  const scrapers = appEnginesFor(['chatgpt', 'perplexity', 'gemini'], config).map(scraperOf);
  expect(scrapers).toEqual(['dataforseo_llm_scraper', 'oxylabs', 'dataforseo_llm_scraper']);
  for (const vendor of scrapers as ScraperVendor[]) {
    // A compile-time check too: a scraper name the table does not key would not type here.
    const request: PricedRequest = { kind: 'scraper', vendor };
    expect(requestPriceUsd(request)).toBeGreaterThan(0);
  }
  expect(appEnginesFor(['chatgpt']).map(scraperOf)).toEqual([null]);
});
