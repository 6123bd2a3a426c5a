// @vitest-environment node
import { expect, test } from 'vitest';
import { filterHref } from './pageFilter';

const search = '?period=7d&platforms=gemini&prompts=branded&view=grid&sort=-visibility';

test('links to the pages with a page filter carry it, and nothing else of the address', () => {
  expect(filterHref('/dashboard', search)).toBe('/dashboard?period=7d&platforms=gemini&prompts=branded');
  expect(filterHref('/dashboard/competitors', search)).toBe(
    '/dashboard/competitors?period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/what-ai-says', search)).toBe(
    '/dashboard/what-ai-says?period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/facts', search)).toBe(
    '/dashboard/facts?period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/topics/api', search)).toBe(
    '/dashboard/topics/api?period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/searches', search)).toBe(
    '/dashboard/searches?period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/action', search)).toBe(
    '/dashboard/action?period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/action/outreach', search)).toBe(
    '/dashboard/action/outreach?period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/prompts', '?from=2026-11-01&to=2026-11-09')).toBe(
    '/dashboard/prompts?from=2026-11-01&to=2026-11-09',
  );
});

test('other pages, links that name their own query, and an address without a filter are left as they are', () => {
  expect(filterHref('/dashboard/settings', search)).toBe('/dashboard/settings');
  expect(filterHref('/dashboard/changes', search)).toBe('/dashboard/changes');
  expect(filterHref('/dashboard/action/comparison/extra', search)).toBe('/dashboard/action/comparison/extra');
  expect(filterHref('/dashboard/prompts?view=grid', search)).toBe('/dashboard/prompts?view=grid');
  expect(filterHref('/dashboard', '')).toBe('/dashboard');
});
