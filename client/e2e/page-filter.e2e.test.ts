/**
 * One filter per page in a real Chromium: changing the period, the platforms and the kind of prompt on the
 * demo overview updates the address and every card; a reload keeps it, Back undoes it, and the answers
 * drawer follows.
 */
import { type Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { graphqlAs, signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const e2e = withProductAndBrowser();

const count = (n: number) => n.toLocaleString('en-US');

/** The overview's figures for a period, platforms and kind of prompt (the page's unbranded by default). */
async function figures(page: Page, preset: string, platforms: string[], promptKind = 'UNBRANDED') {
  const body = await graphqlAs(
    page,
    e2e.server.url,
    `{ overview(period: { preset: ${preset} }, platforms: [${platforms.join(', ')}], promptKind: ${promptKind}) {
      impressionsTotal
      metrics { impressions answers sentimentMentions sentimentAnalyzed }
    } }`,
  );
  return body.data.overview as {
    impressionsTotal: number;
    metrics: { impressions: number; answers: number; sentimentMentions: number; sentimentAnalyzed: number };
  };
}

/** The cards show these figures in these words. */
async function expectCards(page: Page, expected: Awaited<ReturnType<typeof figures>>, prose: string) {
  const { metrics } = expected;
  const visibility = page.getByRole('group', { name: 'Brand Visibility' });
  await visibility
    .getByText(new RegExp(`^${count(metrics.impressions)} of ${count(metrics.answers)} answers ${prose}`))
    .waitFor();
  const sentiment = page.getByRole('group', { name: 'Sentiment Score' });
  await sentiment
    .getByText(
      `${count(metrics.sentimentMentions)} mentions in ${count(metrics.sentimentAnalyzed)} answers ${prose}`,
    )
    .waitFor();
  const impressions = page.getByRole('group', { name: 'Total Impressions' });
  expect(await impressions.textContent()).toContain(count(expected.impressionsTotal));
  await impressions.getByText(`Answers that mentioned your brand ${prose}`).waitFor();
}

const search = (page: Page) => new URL(page.url()).search;

test('period and platforms live in the address and every card follows them', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');
  await page.goto(`${e2e.server.url}/dashboard`);
  const bar = page.getByRole('region', { name: 'Page filter' });
  await bar.waitFor();
  expect(await bar.getByRole('button', { name: 'Last Month' }).getAttribute('aria-pressed')).toBe('true');
  await expectCards(page, await figures(page, 'LAST_30_DAYS', []), 'in the last 30 days');

  await bar.getByRole('button', { name: 'Last Week' }).click();
  await page.waitForURL(/period=7d/);
  const week = await figures(page, 'LAST_7_DAYS', []);
  await expectCards(page, week, 'in the last 7 days');

  await bar.getByRole('button', { name: 'Gemini' }).click();
  await page.waitForURL(/platforms=gemini/);
  expect(search(page)).toBe('?period=7d&platforms=gemini');
  const gemini = await figures(page, 'LAST_7_DAYS', ['GEMINI']);
  expect(gemini.metrics.answers).toBeLessThan(week.metrics.answers);
  await expectCards(page, gemini, 'in the last 7 days');

  // The drawer counts the same answers as the card.
  await page.getByRole('button', { name: /show the answers behind Brand Visibility/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Brand Visibility' });
  await drawer
    .getByText(
      new RegExp(
        `^${count(gemini.metrics.impressions)} of ${count(gemini.metrics.answers)} answers in the last 7 days mentioned Quillstack`,
      ),
    )
    .waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // Branded prompts, apart: their answers name the brand because the question did.
  await bar.getByRole('button', { name: 'Branded', exact: true }).click();
  await page.waitForURL(/prompts=branded/);
  const branded = await figures(page, 'LAST_7_DAYS', ['GEMINI'], 'BRANDED');
  expect(branded.metrics.answers).toBeGreaterThan(0);
  await expectCards(page, branded, 'in the last 7 days');
  await page.goBack();
  await page.waitForURL((url) => url.search === '?period=7d&platforms=gemini');
  expect(await bar.getByRole('button', { name: 'Unbranded', exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );

  await page.reload();
  await bar.waitFor();
  expect(search(page)).toBe('?period=7d&platforms=gemini');
  expect(await bar.getByRole('button', { name: 'Gemini' }).getAttribute('aria-pressed')).toBe('true');
  expect(await bar.getByRole('button', { name: 'All platforms' }).getAttribute('aria-pressed')).toBe('false');
  await expectCards(page, gemini, 'in the last 7 days');

  await page.goBack();
  await page.waitForURL((url) => url.search === '?period=7d');
  expect(await bar.getByRole('button', { name: 'All platforms' }).getAttribute('aria-pressed')).toBe('true');
  await expectCards(page, week, 'in the last 7 days');

  await page.goBack();
  await page.waitForURL((url) => url.search === '');
  await expectCards(page, await figures(page, 'LAST_30_DAYS', []), 'in the last 30 days');
  await page.close();
});
