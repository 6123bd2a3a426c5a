/**
 * End-to-end flows a newcomer takes, in a real Chromium against the product started as the README says.
 */
import { type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { graphqlAs, launchBrowser, signInAs, startProductServer, type ProductServer } from './support';

let server: ProductServer;
let context: BrowserContext;
let BASE_URL: string;

beforeAll(async () => {
  server = await startProductServer();
  BASE_URL = server.url;
  context = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
});

async function freshPage(): Promise<Page> {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/auth`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

test('the served client is the production build (as npm start serves it, not React development mode)', async () => {
  const html = await (await fetch(`${BASE_URL}/auth`)).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
  const script = await (await fetch(`${BASE_URL}${entry}`)).text();
  // React's production bundle reports errors by code; its development bundle carries act() warnings instead.
  const mode = script.includes('is not configured to support act(')
    ? 'development'
    : script.includes('Minified React error') && 'production';
  expect(mode).toBe('production');
});

test('an unknown path shows the 404 page', async () => {
  const page = await freshPage();
  await page.goto(`${BASE_URL}/no/such/page`);
  await page.getByText('Oops! Page not found').waitFor();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.close();
});

test('/dashboard without a session goes to /auth', async () => {
  const page = await freshPage();
  await page.goto(`${BASE_URL}/dashboard/prompts`);
  await page.waitForURL(/\/auth$/);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.close();
});

test('sign up a new user → toast, then onboarding', async () => {
  const page = await freshPage();
  const id = Date.now().toString(36);
  await page.goto(`${BASE_URL}/auth?mode=signup`);
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await page.getByLabel('Username').fill(`e2e_${id}`);
  await page.getByLabel('Email').fill(`e2e_${id}@example.com`);
  await page.getByLabel('Password').fill('a-long-e2e-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully!').waitFor();
  // The embedded auth server confirms at once, so supabase-js has a session and the client moves on.
  // A new account has nothing to show yet: the dashboard sends it to onboarding (onboarding.e2e.test.ts).
  await page.waitForURL(/\/dashboard\/onboarding$/);
  await page.getByRole('heading', { name: 'Welcome to Sightline' }).waitFor();
  await page.close();
});

test('demo: overview numbers equal the API, topic page, prompts search, token, sign out', async () => {
  const page = await freshPage();
  await signInAs(page, BASE_URL, 'demo@example.com');
  await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();

  const { data } = await graphqlAs(
    page,
    BASE_URL,
    // The page's default filter: the last 30 days on every platform, unbranded prompts.
    '{ overview(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) { promptCount metrics { visibility impressions answers failures refusals sentimentScore } } }',
  );
  const { metrics } = data.overview;
  const visibility = `${(metrics.visibility as number).toFixed(1)}%`;
  const card = page.getByRole('group', { name: 'Brand Visibility' });
  expect(await card.textContent()).toContain(visibility);
  const count = (n: number) => n.toLocaleString('en');
  // The demo's simulated engines fail and refuse now and then: both stay out of the answers counted.
  expect(metrics.failures).toBeGreaterThan(1);
  expect(metrics.refusals).toBeGreaterThan(1);
  expect(await card.textContent()).toContain(
    `${count(metrics.impressions)} of ${count(metrics.answers)} answers in the last 30 days (${count(metrics.failures)} failed captures and ${count(metrics.refusals)} refusals excluded) · ${data.overview.promptCount} unbranded prompts tracked`,
  );
  const sentiment = (data.overview.metrics.sentimentScore as number).toFixed(2);
  expect(await page.getByRole('group', { name: 'Sentiment Score' }).textContent()).toContain(sentiment);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API' }).click();
  await page.getByRole('heading', { name: 'Topic: API' }).waitFor();
  await page
    .getByText(
      /^[\d,]+ of [\d,]+ answers? in the last 30 days (\([\d,]+ (failed captures?|refusals?)( and [\d,]+ refusals?)? excluded\) )?· \d+ unbranded prompts? in this topic$/,
    )
    .waitFor();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Prompts' }).click();
  const search = page.getByPlaceholder('Search prompts...');
  await search.waitFor();
  await search.fill('zzzz-not-a-prompt');
  await page.getByText('No matching prompts found').waitFor();
  await search.fill('postman');
  const header = page.locator('button[aria-expanded]').filter({ hasText: /prompts?$/ });
  expect(await header.count()).toBe(1);
  await header.first().click();
  expect((await page.getByRole('table').textContent())?.toLowerCase()).toContain('postman');

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Token name').fill(`e2e ${Date.now()}`);
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = (await page.getByTestId('new-api-token').textContent()) ?? '';
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ overview(promptKind: UNBRANDED) { promptCount } }' }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as typeof data).data.overview.promptCount).toBe(data.overview.promptCount);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/auth$/);
  await page.close();
});

test('a filter chosen on the overview holds on Competitors, a topic and Prompts, and after a reload', async () => {
  const page = await freshPage();
  await signInAs(page, BASE_URL, 'demo@example.com');
  await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
  const filter = page.getByRole('region', { name: 'Page filter' });
  await filter.getByRole('button', { name: 'Last Week' }).click();
  await filter.getByRole('button', { name: 'Last Week', pressed: true }).waitFor();
  await filter.getByRole('button', { name: 'Gemini' }).click();
  await filter.getByRole('button', { name: 'Gemini', pressed: true }).waitFor();
  expect(new URL(page.url()).search).toBe('?period=7d&platforms=gemini');
  const held = async (heading: string | RegExp) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await filter.getByRole('button', { name: 'Last Week', pressed: true }).waitFor();
    await filter.getByRole('button', { name: 'Gemini', pressed: true }).waitFor();
    await filter.getByRole('button', { name: 'Unbranded', pressed: true }).waitFor();
  };
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Competitors' }).click();
  await held(/Competitor/);
  await nav.getByRole('link', { name: 'API' }).click();
  await held('Topic: API');
  await nav.getByRole('link', { name: 'Prompts' }).click();
  await held('Prompts');
  await page.reload();
  await held('Prompts');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await held('Dashboard');
  await page.close();
});

test('fund: the fund view', async () => {
  const page = await freshPage();
  await signInAs(page, BASE_URL, 'fund@example.com');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: /Overview/ }).waitFor();
  await nav.getByRole('link', { name: /Live Mentions/ }).waitFor();
  await page.getByRole('group', { name: 'Brand Visibility' }).waitFor();
  await nav.getByRole('link', { name: /Portfolio Companies/ }).click();
  await page.getByRole('group', { name: 'Market Position' }).waitFor();
  await page.getByRole('group', { name: 'Active Prompts' }).getByText('Ready').waitFor();

  // The fund prompts page: the account's own prompts measured over 30 days, sortable and searchable.
  const { data } = await graphqlAs(
    page,
    BASE_URL,
    '{ fundPrompts { totalPrompts averageRank prompts { prompt category visibility } } }',
  );
  const prompts = data.fundPrompts.prompts as { prompt: string; category: string; visibility: number }[];
  await nav.getByRole('link', { name: 'Prompts' }).click();
  await page.getByRole('heading', { name: 'Lumen Peak Capital Prompts' }).waitFor();
  const total = page.getByRole('group', { name: 'Total Prompts' });
  expect(await total.textContent()).toContain(String(data.fundPrompts.totalPrompts));
  expect(await page.getByRole('group', { name: 'Avg Rank' }).textContent()).toContain(
    (data.fundPrompts.averageRank as number).toFixed(1),
  );
  const rows = page.locator('tbody tr');
  expect(await rows.count()).toBe(data.fundPrompts.totalPrompts);
  const visibilities = prompts.map((p) => p.visibility);
  const firstVisibility = async () => (await rows.first().locator('td').nth(4).textContent())?.trim();
  await page.getByRole('button', { name: 'Visibility' }).click();
  expect(await firstVisibility()).toBe(`${Math.min(...visibilities)}%`);
  await page.getByRole('button', { name: 'Visibility' }).click();
  expect(await firstVisibility()).toBe(`${Math.max(...visibilities)}%`);
  const category = prompts[0]!.category;
  await page.getByPlaceholder('Search prompts or categories...').fill(category.toUpperCase());
  const matching = prompts.filter((p) =>
    `${p.prompt} ${p.category}`.toLowerCase().includes(category.toLowerCase()),
  );
  await expect.poll(() => rows.count()).toBe(matching.length);
  expect(matching.length).toBeLessThan(prompts.length);
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator('td');
    const promptAndCategory = `${await cells.nth(0).textContent()} ${await cells.nth(1).textContent()}`;
    expect(promptAndCategory.toLowerCase()).toContain(category.toLowerCase());
  }

  // The GraphQL explorer runs a query with the session's token; the schema reference reads the SDL.
  await page.goto(`${BASE_URL}/dashboard/settings`);
  await page.getByRole('link', { name: 'Open GraphQL explorer' }).click();
  await page.waitForURL(/\/dashboard\/settings\/graphql$/);
  await page.locator('.graphiql-container').waitFor();
  // Monaco has loaded the default query once its text is on screen; Run before that does nothing.
  await page.locator('.graphiql-query-editor').getByText('query Explorer').waitFor({ timeout: 20_000 });
  await page.locator('.graphiql-execute-button').click();
  await expect
    .poll(async () => ((await page.locator('.result-window').textContent()) ?? '').replace(/\s+/g, ' '), {
      timeout: 15_000,
    })
    .toContain('Lumen Peak Capital');
  await page.getByRole('link', { name: 'Schema reference' }).click();
  await page.getByRole('region', { name: 'FundPrompt', exact: true }).waitFor();
  await page.close();
});
