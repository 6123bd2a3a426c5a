/**
 * What people see (issue 61), in a real Chromium on the demo account: ChatGPT's app turned on in the engine
 * settings of the Prompts page, a run, the App against API card on the overview (beside Top Platforms), the
 * Products screen with the cards the app showed, and an app answer's evidence (the page it showed, drawn
 * sandboxed) opened from the answers drawer. One product server and one page for the file, loaded once
 * (the sign-in) and then navigated inside the app, as people move through it.
 *
 * SURFACES_SCREENSHOTS=/tmp/shots-61 also saves the Products screen, the divergence card and the evidence
 * at 1440 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { withProductAndBrowser } from './e2e-session';
import { graphqlAs, signInAs } from './support';

const e2e = withProductAndBrowser();
const SHOTS = process.env.SURFACES_SCREENSHOTS;

const count = (n: number) => n.toLocaleString('en-US');

async function screenshot(target: Page | Locator, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: true });
  else await target.screenshot({ path: file });
}

interface Run {
  id: string;
  day: string;
  status: string;
  total: number;
  answered: number;
}

/** The account's latest run once it is another than `before` and has completed. */
async function completedRunAfter(page: Page, before: string | null): Promise<Run> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data } = await graphqlAs(
      page,
      e2e.server.url,
      '{ latestCollectionRun { id day status total answered } }',
    );
    const run = data.latestCollectionRun as Run | null;
    if (run && run.id !== before && run.status === 'COMPLETED') return run;
    if (Date.now() > deadline) throw new Error(`the run did not complete: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test("ChatGPT's app turned on and run: the divergence card, the Products screen's cards, an answer's evidence", async () => {
  const page = await e2e.context.newPage();
  const url = e2e.server.url;
  await signInAs(page, url, 'demo@example.com');
  const api = async (query: string) => (await graphqlAs(page, url, query)).data;
  const nav = page.getByRole('navigation', { name: 'Dashboard' });

  // The engine settings on the Prompts page: ChatGPT also asked through its app (simulated: no provider).
  await nav.getByRole('link', { name: 'Prompts', exact: true }).click();
  await page.getByRole('tab', { name: 'Manage topics & engines' }).click();
  const settings = page.getByRole('form', { name: 'Engine settings' });
  const chatgptApp = settings.getByRole('checkbox', { name: 'ChatGPT app' });
  expect(await chatgptApp.isChecked()).toBe(false);
  await settings.getByText('ChatGPT app', { exact: true }).click();
  expect(await chatgptApp.isChecked()).toBe(true);
  await settings.getByRole('button', { name: 'Save engine settings' }).click();
  await page.getByText('Engine settings saved').first().waitFor();
  expect((await api('{ collectionSettings { appPlatforms } }')).collectionSettings.appPlatforms).toEqual([
    'CHATGPT',
  ]);

  // Run now. Today's API answers are in already, so the run asks what is missing: ChatGPT's app.
  const before = ((await api('{ latestCollectionRun { id } }')).latestCollectionRun?.id ?? null) as
    string | null;
  await page.getByRole('button', { name: 'Run now' }).click();
  const run = await completedRunAfter(page, before);
  expect(run.answered).toBeGreaterThan(0);
  await page.getByText(`Last run ${run.day}: ${run.answered} of ${run.total} answered`).waitFor();

  // The overview: beside Top Platforms, how far ChatGPT's app answered apart from its API.
  const filter = 'period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED';
  const { surfaceDivergence } = await api(`{ surfaceDivergence(${filter}) { platform pairs } }`);
  expect(surfaceDivergence).toHaveLength(1);
  expect(surfaceDivergence[0].platform).toBe('CHATGPT');
  expect(surfaceDivergence[0].pairs).toBeGreaterThan(0);
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { name: 'Top Platforms' }).waitFor();
  const divergence = page.getByRole('table', { name: 'App against API by platform' });
  const chatgptRow = divergence.getByRole('row').nth(1);
  await chatgptRow.waitFor();
  expect(await chatgptRow.getByRole('cell').allTextContents()).toEqual([
    'ChatGPT',
    count(surfaceDivergence[0].pairs),
    expect.stringMatching(/^\d+\.\d%\(/),
    expect.stringMatching(/^\d+\.\d%\(/),
    expect.stringMatching(/^\d+\.\d%\(/),
    expect.stringMatching(/%|—/),
  ]);
  const divergenceCard = page.locator('.chakra-card__root', {
    has: page.getByRole('heading', { name: 'App against API', exact: true }),
  });
  await screenshot(divergenceCard, 'divergence-card');

  // The Products screen: the app's cards, counted and ranked.
  const { productVisibility: figures } = await api(
    `{ productVisibility(${filter}) { answers answersWithProducts topProducts { title } } }`,
  );
  expect(figures.answersWithProducts).toBeGreaterThan(0);
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await page.waitForURL(/\/dashboard\/products$/);
  const topProducts = page.getByRole('table', { name: 'Top products' });
  await topProducts.getByRole('row').nth(1).waitFor();
  expect(await topProducts.locator('tbody tr td:first-child').allTextContents()).toEqual(
    figures.topProducts.map((product: { title: string }) => product.title),
  );
  await screenshot(page, 'products');

  // An answer that showed cards, from the drawer: its text, its cards and the page the app showed.
  const withCards = `${count(figures.answersWithProducts)} app answer${figures.answersWithProducts === 1 ? '' : 's'}`;
  await page.getByRole('button', { name: `${withCards} with product cards: show them` }).click();
  const drawer = page.getByRole('dialog', { name: 'Products · Answers with product cards' });
  const views = drawer.getByRole('group', { name: 'Show answers' });
  expect(await views.getByRole('button', { name: /^All · / }).textContent()).toBe(
    `All · ${count(figures.answersWithProducts)}`,
  );
  const answer = drawer.getByRole('list', { name: 'Answers' }).getByRole('listitem').first();
  await answer.getByRole('button', { name: 'Show answer' }).click();
  const cards = answer.getByRole('list', { name: 'Product cards' });
  await cards.waitFor();
  await answer.getByRole('button', { name: 'Show the page' }).click();
  const frame = answer.locator('iframe[title="The page the app showed"]');
  await frame.waitFor();
  // Untrusted content: a sandbox without scripts or this app's origin.
  expect(await frame.getAttribute('sandbox')).toBe('');
  const shown = answer.frameLocator('iframe[title="The page the app showed"]');
  await shown.getByRole('heading', { name: 'Products' }).waitFor();
  const firstCard = await shown.locator('li.card strong').first().textContent();
  expect(await cards.textContent()).toContain(firstCard);
  await frame.scrollIntoViewIfNeeded();
  await screenshot(drawer, 'evidence');
  await page.close();
}, 90_000);
