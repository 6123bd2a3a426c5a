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

test('a link with a query of its own keeps it, and a fragment, and gains the filter it does not name', () => {
  expect(filterHref('/dashboard/action/comparison?promptId=p1&prompt=Best+shoes', search)).toBe(
    '/dashboard/action/comparison?promptId=p1&prompt=Best+shoes&period=7d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/action/outreach?source=runnersworld.com&period=90d', search)).toBe(
    '/dashboard/action/outreach?source=runnersworld.com&period=90d&platforms=gemini&prompts=branded',
  );
  expect(filterHref('/dashboard/competitors#answer-gaps', search)).toBe(
    '/dashboard/competitors?period=7d&platforms=gemini&prompts=branded#answer-gaps',
  );
});

test('other pages and an address without a filter are left as they are', () => {
  expect(filterHref('/dashboard/settings', search)).toBe('/dashboard/settings');
  expect(filterHref('/dashboard/changes', search)).toBe('/dashboard/changes');
  expect(filterHref('/dashboard/action/comparison/extra', search)).toBe('/dashboard/action/comparison/extra');
  expect(filterHref('/dashboard/prompts?view=grid', '')).toBe('/dashboard/prompts?view=grid');
  expect(filterHref('/dashboard', '')).toBe('/dashboard');
});
