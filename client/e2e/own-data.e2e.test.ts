/**
 * Each account's own data and the dashboard's routes (docs/product.md), in a real Chromium against the
 * product as the README starts it: no request leaves the dashboard's origin (no third-party logos), a
 * general account's Action Center tools show none of the fund's sample data and the reverse, the seeded
 * history shows as collection runs, and the brand-prefixed tools and /dashboard/topics lead somewhere.
 */
import { type Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const FUND_STRINGS = /Lumen Peak|Climate Tech Review|Seed Stage Weekly|Climate Fund II|\/thesis|\/portfolio/;

const e2e = withProductAndBrowser();

async function freshPage(): Promise<{ page: Page; offOrigin: string[] }> {
  await e2e.context.clearCookies();
  const page = await e2e.context.newPage();
  const offOrigin: string[] = [];
  const origin = new URL(e2e.server.url).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) offOrigin.push(request.url());
  });
  await page.goto(`${e2e.server.url}/auth`);
  await page.evaluate(() => localStorage.clear());
  return { page, offOrigin };
}

const mainText = (page: Page) => page.locator('main').innerText();

test('demo: its own data on every screen, nothing fetched off-origin, every route leads somewhere', async () => {
  const { page, offOrigin } = await freshPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');
  await page.getByRole('list', { name: 'Competitor rankings' }).waitFor();
  const images = await page.$$eval('img', (imgs) => imgs.map((img) => img.src));
  expect(images.filter((src) => !src.startsWith(window.location.origin))).toEqual([]);

  await page.goto(`${e2e.server.url}/dashboard/prompts`);
  await page.getByText(/^Last run /).waitFor();
  expect(await mainText(page)).not.toContain('No collection run yet');

  for (const [path, ready] of [
    ['/dashboard/action/outreach', 'Cited Sources'],
    ['/dashboard/action/live-mentions', 'No real crawler visits yet'],
    ['/dashboard/action/sources', 'Top Sources'],
    ['/dashboard/action/comparison', 'Compare two texts'],
  ] as const) {
    await page.goto(`${e2e.server.url}${path}`);
    await page.getByText(ready).first().waitFor();
    expect(await mainText(page)).not.toMatch(FUND_STRINGS);
  }

  await page.goto(`${e2e.server.url}/dashboard/topics`);
  await page.waitForURL(/\/dashboard\/topics\/api$/);
  await page.getByRole('heading', { level: 1, name: 'Topic: API' }).waitFor();

  await page.getByRole('link', { name: 'LLMS.TXT Manager' }).click();
  await page.waitForURL(/\/dashboard\/action\/quillstack-llms-txt$/);
  await page.getByRole('heading', { level: 1, name: 'LLMS.TXT Manager' }).waitFor();
  expect(offOrigin).toEqual([]);
  await page.close();
});

test("fund: Portfolio Companies first, and its Content Comparison lists the fund's own cited pages", async () => {
  const { page, offOrigin } = await freshPage();
  await signInAs(page, e2e.server.url, 'fund@example.com');
  const topics = page.getByRole('list', { name: 'Topics' }).getByRole('listitem');
  await topics.first().waitFor();
  expect((await topics.allInnerTexts()).map((t) => t.split('\n')[0])).toEqual([
    'Portfolio Companies',
    'Investment Strategy',
  ]);
  await page.goto(`${e2e.server.url}/dashboard/action/comparison`);
  await page.getByText('Compare two texts').first().waitFor();
  const text = await mainText(page);
  expect(text).not.toMatch(/Quillstack|API Management|TechRadar/);
  expect(offOrigin).toEqual([]);
  await page.close();
});
