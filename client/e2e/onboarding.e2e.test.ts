/**
 * End to end in real Chromium against the product as the README starts it: a new user signs up, is sent to
 * onboarding, sets up a brand, a competitor and the suggested topics with their starter prompts, starts
 * tracking, and the overview fills in once the first run completes on the simulated engines - with the
 * same figures GraphQL returns for that user.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, startProductServer, type ProductServer, graphqlAs } from './support';

let server: ProductServer;
let context: BrowserContext;

beforeAll(async () => {
  // No homepage fetches: suggestions come from the built-in methods, as on a machine without network.
  server = await startProductServer({ SUGGESTIONS_FETCH: 'false' });
  context = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('a new user signs up, onboards, and the overview shows the first run’s figures', async () => {
  const page = await context.newPage();
  const id = Date.now().toString(36);
  await page.goto(`${server.url}/auth?mode=signup`);
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await page.getByLabel('Username').fill(`onboard_${id}`);
  await page.getByLabel('Email').fill(`onboard_${id}@example.com`);
  await page.getByLabel('Password').fill('a-long-e2e-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The embedded auth server confirms at once; the dashboard sends the new account to onboarding.
  await page.waitForURL(/\/dashboard\/onboarding$/, { timeout: 30_000 });

  await page.getByLabel('Brand name').fill('Acme Robotics');
  await page.getByLabel('Brand name').blur();
  const website = page.getByLabel('Website');
  await expect.poll(() => website.inputValue()).toBe('https://acmerobotics.com');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Competitors', level: 2 }).waitFor();
  await page.getByRole('textbox', { name: 'Competitor 1', exact: true }).fill('Botwerk');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Topics & prompts', level: 2 }).waitFor();
  // No homepage to read offline: no topic is suggested, and none is made of the brand's name.
  expect(await page.getByLabel('Topic 1 name').inputValue()).toBe('');
  await page.getByLabel('Topic 1 name').fill('warehouse robots');
  await page.getByRole('button', { name: 'Suggest prompts' }).click();
  const firstPrompts = page.getByRole('group', { name: 'Prompts for warehouse robots' });
  await expect.poll(() => firstPrompts.getByRole('textbox').count()).toBe(3);
  // The starter prompts are category questions: none names the brand.
  for (const box of await firstPrompts.getByRole('textbox').all()) {
    const prompt = await box.inputValue();
    expect(prompt).toContain('warehouse robots');
    expect(prompt).not.toMatch(/acme/i);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Review', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Start tracking' }).click();
  await page.waitForURL(/\/dashboard$/);

  // The overview fills in when the run completes (the notice above it polls the run, then refetches).
  const visibilityCard = page.getByRole('group', { name: 'Brand Visibility' });
  await visibilityCard.waitFor({ timeout: 90_000 });

  const { data } = await graphqlAs(
    page,
    server.url,
    `
      {
        latestCollectionRun {
          status
          trigger
          total
          answered
        }
        overview(period: { preset: LAST_30_DAYS }) {
          promptCount
          impressionsTotal
          metrics {
            visibility
            impressions
            answers
            failures
            sentimentScore
          }
        }
      }
    `,
  );
  expect(data.latestCollectionRun).toMatchObject({ status: 'COMPLETED', trigger: 'ONBOARDING' });
  expect(data.latestCollectionRun.answered).toBeGreaterThan(0);
  const { overview } = data;
  expect(overview.promptCount).toBeGreaterThan(0);
  expect(overview.metrics.visibility).toBeGreaterThan(0);
  expect(overview.impressionsTotal).toBeGreaterThan(0);
  expect(overview.metrics.sentimentScore).toBeGreaterThan(0);

  const visibilityText = await visibilityCard.textContent();
  expect(visibilityText).toContain(`${(overview.metrics.visibility as number).toFixed(1)}%`);
  const { failures } = overview.metrics;
  const excluded = failures > 0 ? ` (${failures} failed capture${failures === 1 ? '' : 's'} excluded)` : '';
  expect(visibilityText).toContain(
    `${overview.metrics.impressions} of ${overview.metrics.answers} answers in the last 30 days${excluded} · ${overview.promptCount} prompts tracked`,
  );
  expect(await page.getByRole('group', { name: 'Sentiment Score' }).textContent()).toContain(
    (overview.metrics.sentimentScore as number).toFixed(2),
  );
  expect(await page.getByRole('group', { name: 'Total Impressions' }).textContent()).toContain(
    (overview.impressionsTotal as number).toLocaleString('en-US'),
  );
  // The run is over: no "collecting" notice is left.
  expect(await page.getByRole('status', { name: 'Collection progress' }).count()).toBe(0);
  await page.close();
});
