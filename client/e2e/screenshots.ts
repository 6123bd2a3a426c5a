/**
 * Screenshots of every signed-in screen at desktop (1440 px) and mobile (390 px) widths, in headless
 * Debian Chromium through playwright-core.
 *
 *   BASE_URL=http://127.0.0.1:3000 OUT_DIR=/tmp/sightline-screenshots npx tsx client/e2e/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUT_DIR = process.env.OUT_DIR ?? '/tmp/sightline-screenshots';
const EMAIL = process.env.E2E_EMAIL ?? 'demo@example.com';
const PASSWORD = process.env.E2E_PASSWORD ?? 'sightline-demo';
const FUND_EMAIL = process.env.E2E_FUND_EMAIL ?? 'fund@example.com';

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shot(page: Page, name: string) {
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log('saved', file);
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const vp of viewports) {
    const context = await launchBrowser({ width: vp.width, height: vp.height });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => m.type() === 'error' && console.log(`[${vp.name} console]`, m.text()));
    const p = (name: string) => `${vp.name}-${name}`;

    await page.goto(`${BASE_URL}/auth?mode=signup`);
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await shot(page, p('signup'));

    await page.goto(`${BASE_URL}/auth`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await shot(page, p('signin'));
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
    console.log(`${vp.name}: overview shown ${Date.now() - started} ms after clicking Sign In`);
    await page.waitForTimeout(500);
    await shot(page, p('overview'));

    await page.evaluate(() => {
      document.documentElement.classList.add('dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    await page.waitForTimeout(200);
    await shot(page, p('overview-dark'));
    await page.evaluate(() => {
      document.documentElement.classList.remove('dark');
      document.documentElement.style.colorScheme = 'light';
    });

    await page.goto(`${BASE_URL}/dashboard/topics/api`);
    await page.getByRole('heading', { name: /^Topic:/ }).waitFor();
    await page.waitForTimeout(500);
    await shot(page, p('topic'));

    await page.goto(`${BASE_URL}/dashboard/topics/nope`);
    await page.getByText('Topic "nope" not found').waitFor();
    await shot(page, p('topic-not-found'));

    await page.goto(`${BASE_URL}/dashboard/prompts`);
    await page.getByPlaceholder('Search prompts...').waitFor();
    await page.locator('button[aria-expanded]').filter({ hasText: 'prompt' }).first().click();
    await shot(page, p('prompts'));

    await page.goto(`${BASE_URL}/dashboard/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await shot(page, p('settings'));
    if (vp.name === 'desktop') {
      await page.getByLabel('Token name').fill(`screenshot ${Date.now()}`);
      await page.getByRole('button', { name: 'Create token' }).click();
      const token = (await page.getByTestId('new-api-token').textContent()) ?? '';
      await shot(page, p('settings-token'));
      const res = await fetch(`${BASE_URL}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ overview { promptCount metrics { visibility } } }' }),
      });
      console.log('API token query:', res.status, (await res.text()).slice(0, 200));
    }

    if (vp.name === 'desktop') {
      await page.goto(`${BASE_URL}/dashboard`);
      await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
      await page.keyboard.press('Control+b');
      await page.waitForTimeout(400);
      await shot(page, p('sidebar-collapsed'));
      await page.keyboard.press('Control+b');
    } else {
      await page.goto(`${BASE_URL}/dashboard`);
      await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
      await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
      // The drawer loads when first opened, then slides in.
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(OUT_DIR, `${p('drawer')}.png`) });
      console.log('saved', path.join(OUT_DIR, `${p('drawer')}.png`));
      await page.keyboard.press('Escape');
    }

    await page.goto(`${BASE_URL}/dashboard`);
    await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
    if (vp.name === 'mobile') await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/auth$/);
    console.log(`${vp.name}: after Sign Out the URL is ${page.url()}`);

    await page.goto(`${BASE_URL}/no-such-page`);
    await page.getByText('Oops! Page not found').waitFor();
    await shot(page, p('404'));

    // The fund view.
    await page.goto(`${BASE_URL}/auth`);
    await page.getByLabel('Email').fill(FUND_EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
    await page.waitForTimeout(500);
    await shot(page, p('fund-overview'));
    await page.goto(`${BASE_URL}/dashboard/topics/portfolio-companies`);
    await page.getByRole('group', { name: 'Market Position' }).waitFor();
    await page.waitForTimeout(500);
    await shot(page, p('fund-topic'));

    // The fund prompts page, sorted by visibility (descending: two clicks).
    await page.goto(`${BASE_URL}/dashboard/prompts`);
    await page.getByPlaceholder('Search prompts or categories...').waitFor();
    await page.getByRole('button', { name: 'Visibility' }).click();
    await page.getByRole('button', { name: 'Visibility' }).click();
    await shot(page, p('fund-prompts-sorted'));

    // The GraphQL explorer with its default query run, and the schema reference.
    await page.goto(`${BASE_URL}/dashboard/settings/graphql`);
    await page.locator('.graphiql-container').waitFor();
    // Monaco has loaded the default query once its text is on screen; Run before that does nothing.
    await page.locator('.graphiql-query-editor').getByText('query Explorer').waitFor({ timeout: 20_000 });
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window').getByText('Lumen Peak Capital').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT_DIR, `${p('graphiql')}.png`) });
    console.log('saved', path.join(OUT_DIR, `${p('graphiql')}.png`));
    await page.goto(`${BASE_URL}/dashboard/settings/schema`);
    await page.getByRole('region', { name: 'Query' }).waitFor();
    await page.screenshot({ path: path.join(OUT_DIR, `${p('schema')}.png`) });
    console.log('saved', path.join(OUT_DIR, `${p('schema')}.png`));

    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
