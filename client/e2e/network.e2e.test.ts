/**
 * A front end that survives the network, in a real Chromium with the network cut by route interception:
 * a filter change that cannot load keeps the figures under their own period with a notice and Retry, a
 * page whose code cannot load shows "can't reach the server" inside the shell (never React Router's
 * developer page), and both recover once the network returns.
 */
import { type Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const e2e = withProductAndBrowser();

const GRAPHQL = '**/graphql';
const CODE = '**/assets/**';
const HEALTH = '**/api/health';

const cut = (page: Page, pattern: string) =>
  page.route(pattern, (route) => route.abort('internetdisconnected'));

/** A page signed in as the demo account, from a signed-out start (the tests share one browser). */
async function signedInPage(): Promise<Page> {
  const page = await e2e.context.newPage();
  await page.goto(`${e2e.server.url}/auth`);
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, e2e.server.url, 'demo@example.com');
  return page;
}

const pressed = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Page filter' })
    .getByRole('button', { name })
    .getAttribute('aria-pressed');

test('a period that cannot load keeps the figures under their own period, with Retry', async () => {
  const page = await signedInPage();
  const bar = page.getByRole('region', { name: 'Page filter' });
  const visibility = page.getByRole('group', { name: 'Brand Visibility' });
  await visibility.getByText(/answers in the last 30 days/).waitFor();

  await cut(page, GRAPHQL);
  await bar.getByRole('button', { name: 'Last Week' }).click();
  const notice = bar.getByRole('alert');
  await notice
    .getByText('Couldn’t refresh to Last Week: Sightline can’t reach the server. Still showing Last Month.')
    .waitFor();
  expect(await pressed(page, 'Last Month')).toBe('true');
  expect(await pressed(page, 'Last Week')).toBe('false');
  expect(new URL(page.url()).search).not.toContain('period=7d');
  expect(await visibility.textContent()).toContain('in the last 30 days');
  expect(await visibility.textContent()).not.toContain('in the last 7 days');

  await page.unroute(GRAPHQL);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await visibility.getByText(/answers in the last 7 days/).waitFor();
  expect(new URL(page.url()).search).toBe('?period=7d');
  expect(await pressed(page, 'Last Week')).toBe('true');
  expect(await bar.getByRole('alert').count()).toBe(0);
  await page.close();
});

test('a page whose code cannot load says the server is out of reach inside the shell, and comes back by itself', async () => {
  const page = await signedInPage();
  await page.getByRole('region', { name: 'Page filter' }).waitFor();

  for (const pattern of [GRAPHQL, CODE, HEALTH]) await cut(page, pattern);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Competitors' })
    .click();
  await page.getByRole('heading', { name: 'Sightline can’t reach the server' }).waitFor({ timeout: 20_000 });
  expect(await page.getByText(/Retrying…/).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(1);
  // The shell stays: the sidebar is there to go elsewhere.
  expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(true);
  expect(await page.getByText(/Hey developer|Unexpected Application Error/).count()).toBe(0);

  for (const pattern of [GRAPHQL, CODE, HEALTH]) await page.unroute(pattern);
  // Within the next check of the server, the page reloads and draws the competitors.
  await page.getByRole('heading', { name: 'Competitors', level: 1 }).waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/dashboard/competitors');
  expect(await page.getByText('Sightline can’t reach the server').count()).toBe(0);
  await page.close();
});
