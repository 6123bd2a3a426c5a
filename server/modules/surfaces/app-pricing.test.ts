/** The app engines' requests carry the names the pricing table prices them by (read-only use of sampling). */
import { expect, test } from 'vitest';
import { appEnginesFor, scraperOf, scraperRequestsOf, type EngineConfig } from '../../core/engines';
import { requestPriceUsd, type PricedRequest } from '../sampling';

test('every real app engine names a scraper and requests the pricing table prices; the simulated app names none', () => {
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
  // Daily runs post one queued task per answer; a one-off ask asks DataForSEO live, for the answer and its page.
  const requests = (mode: 'task' | 'live') =>
    appEnginesFor(['chatgpt', 'perplexity', 'gemini'], config, { mode }).map(scraperRequestsOf);
  expect(requests('task')).toEqual([
    { scraper: 'dataforseo_llm_scraper', requests: ['task'] },
    { scraper: 'oxylabs', requests: ['task'] },
    { scraper: 'dataforseo_llm_scraper', requests: ['task'] },
  ]);
  expect(requests('live')).toEqual([
    { scraper: 'dataforseo_llm_scraper', requests: ['live', 'live_html'] },
    { scraper: 'oxylabs', requests: ['task'] },
    { scraper: 'dataforseo_llm_scraper', requests: ['live', 'live_html'] },
  ]);
  for (const engine of [...requests('task'), ...requests('live')])
    for (const kind of engine!.requests) {
      // A compile-time check too: a scraper or request the table does not key would not type here.
      const request = { kind: 'scraper', vendor: engine!.scraper, request: kind } as PricedRequest;
      expect(requestPriceUsd(request)).toBeGreaterThan(0);
    }
  // DataForSEO's live answer is dearer than its queued task, and its page is a request of its own.
  const dataForSeo = (request: 'task' | 'live' | 'live_html') =>
    requestPriceUsd({ kind: 'scraper', vendor: 'dataforseo_llm_scraper', request })!;
  expect(dataForSeo('live')).toBeGreaterThan(dataForSeo('task'));
  expect(dataForSeo('live_html')).toBeGreaterThan(0);
  expect(appEnginesFor(['chatgpt']).map(scraperOf)).toEqual([null]);
  expect(appEnginesFor(['chatgpt'], undefined, { mode: 'live' }).map(scraperRequestsOf)).toEqual([null]);
});
