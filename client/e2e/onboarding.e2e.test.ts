/**
 * End to end in real Chromium against the product as the README starts it: a new user signs up, is sent to
 * onboarding, sets up a brand whose name is an ordinary word, a competitor and a topic with its starter
 * prompts (plus one question of their own that names the brand), starts tracking, and the overview fills
 * in once the first run completes on the simulated engines - its headline from the unbranded prompts
 * alone, with the same figures GraphQL returns for that user.
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

test('a new user signs up, onboards, and the overview shows the first run’s unbranded figures', async () => {
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

  await page.getByLabel('Brand name').fill('Trellis');
  await page.getByLabel('Brand name').blur();
  const website = page.getByLabel('Website');
  await expect.poll(() => website.inputValue()).toBe('https://trellis.com');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Competitors', level: 2 }).waitFor();
  await page.getByRole('textbox', { name: 'Competitor 1', exact: true }).fill('Botwerk');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Topics & prompts', level: 2 }).waitFor();
  // No homepage to read offline: no topic is suggested, and none is made of the brand's name.
  expect(await page.getByLabel('Topic 1 name').inputValue()).toBe('');
  await page.getByLabel('Topic 1 name').fill('product analytics');
  await page.getByRole('button', { name: 'Suggest prompts' }).click();
  const firstPrompts = page.getByRole('group', { name: 'Prompts for product analytics' });
  await expect.poll(() => firstPrompts.getByRole('textbox').count()).toBe(3);
  // The starter prompts are category questions: none names the brand.
  for (const box of await firstPrompts.getByRole('textbox').all()) {
    const prompt = await box.inputValue();
    expect(prompt).toContain('product analytics');
    expect(prompt).not.toMatch(/trellis/i);
  }
  // One question of the user's own names the brand: it is tracked, but kept out of the headline.
  await firstPrompts.getByRole('button', { name: '+ Add prompt (3/10)' }).click();
  await firstPrompts
    .getByRole('textbox', { name: 'Prompt 4' })
    .fill('Is Trellis worth it for product analytics?');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Review', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Start tracking' }).click();
  await page.waitForURL(/\/dashboard$/);

  // The overview fills in as the run stores its answers (the notice above it polls the run, then refetches).
  const visibilityCard = page.getByRole('group', { name: 'Brand Visibility' });
  await visibilityCard.waitFor({ timeout: 90_000 });
  // The figures below are the whole run's: read once it is over and the collecting notice has gone (on a
  // loaded machine the card shows the first batches' figures before that).
  await expect
    .poll(
      async () =>
        (await graphqlAs(page, server.url, '{ latestCollectionRun { status } }')).data.latestCollectionRun
          ?.status,
      { timeout: 90_000 },
    )
    .toBe('COMPLETED');
  await page
    .getByRole('status', { name: 'Collection progress' })
    .waitFor({ state: 'detached', timeout: 30_000 });

  const { data } = await graphqlAs(
    page,
    server.url,
    `
      fragment Headline on Overview {
        promptCount
        impressionsTotal
        metrics {
          visibility
          impressions
          answers
          failures
          refusals
          sentimentScore
        }
      }
      {
        latestCollectionRun {
          status
          trigger
          answered
        }
        managedTopics {
          prompts {
            question
            promptKind
          }
        }
        unbranded: overview(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) {
          ...Headline
        }
        branded: overview(period: { preset: LAST_30_DAYS }, promptKind: BRANDED) {
          ...Headline
        }
        all: overview(period: { preset: LAST_30_DAYS }, promptKind: ALL) {
          ...Headline
        }
      }
    `,
  );
  expect(data.latestCollectionRun).toMatchObject({ status: 'COMPLETED', trigger: 'ONBOARDING' });
  expect(data.latestCollectionRun.answered).toBeGreaterThan(0);
  // The classifier read the brand's own question as branded and the starter prompts as unbranded.
  const kinds = data.managedTopics.flatMap((topic: any) => topic.prompts.map((p: any) => p.promptKind));
  expect(kinds.filter((kind: string) => kind === 'UNBRANDED')).toHaveLength(3);
  expect(kinds.filter((kind: string) => kind === 'BRANDED')).toHaveLength(1);
  const { unbranded, branded, all } = data;
  expect([unbranded.promptCount, branded.promptCount, all.promptCount]).toEqual([3, 1, 4]);
  expect(branded.metrics.answers).toBeGreaterThan(0);
  expect(unbranded.metrics.answers + branded.metrics.answers).toBe(all.metrics.answers);
  expect(unbranded.metrics.impressions + branded.metrics.impressions).toBe(all.metrics.impressions);
  expect(unbranded.metrics.answers).toBeGreaterThan(0);

  // The headline is the unbranded prompts' figure, and says so.
  const overview = unbranded;
  const { failures, refusals } = overview.metrics;
  const apart = [
    failures > 0 ? `${failures} failed capture${failures === 1 ? '' : 's'}` : null,
    refusals > 0 ? `${refusals} refusal${refusals === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  const excluded = apart.length > 0 ? ` (${apart.join(' and ')} excluded)` : '';
  await expect
    .poll(() => visibilityCard.textContent())
    .toContain(
      `${overview.metrics.impressions} of ${overview.metrics.answers} answers in the last 30 days${excluded} · 3 unbranded prompts tracked`,
    );
  expect(await visibilityCard.textContent()).toContain(
    `${(overview.metrics.visibility as number).toFixed(1)}%`,
  );
  const bar = page.getByRole('region', { name: 'Page filter' });
  expect(await bar.getByRole('button', { name: 'Unbranded', exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  if (overview.metrics.sentimentScore !== null)
    expect(await page.getByRole('group', { name: 'Sentiment Score' }).textContent()).toContain(
      (overview.metrics.sentimentScore as number).toFixed(2),
    );
  expect(await page.getByRole('group', { name: 'Total Impressions' }).textContent()).toContain(
    (overview.impressionsTotal as number).toLocaleString('en-US'),
  );

  // All prompts, one click away: the branded question's answers join the figure.
  await bar.getByRole('button', { name: 'All prompts' }).click();
  await page.waitForURL(/prompts=all/);
  await expect
    .poll(() => visibilityCard.textContent())
    .toContain(`${all.metrics.impressions} of ${all.metrics.answers} answers in the last 30 days`);
  expect(await visibilityCard.textContent()).toContain('· 4 prompts tracked');
  // The run is over: no "collecting" notice is left.
  expect(await page.getByRole('status', { name: 'Collection progress' }).count()).toBe(0);
  await page.close();
});
