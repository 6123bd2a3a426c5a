/**
 * A correction in a real Chromium: an answer corrected to not visible in the answers drawer takes one
 * impression off the overview's Brand Visibility and its drill-down at once; adding an alias in Settings
 * re-reads the history and the correction still applies; clearing it gives the figures back. The answer's
 * Why section names the rule that read the brand's name, and then the reviewer who corrected it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { graphqlAs, signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const e2e = withProductAndBrowser();

const count = (n: number) => n.toLocaleString('en-US');
const FIGURES = `{ overview(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) { metrics { impressions answers } } }`;

interface Figures {
  impressions: number;
  answers: number;
}

const figuresOf = async (page: Page): Promise<Figures> =>
  (await graphqlAs(page, e2e.server.url, FIGURES)).data.overview.metrics;

/** The overview's Brand Visibility, as its button names it. */
const visibilityButton = (page: Page, figures: Figures) =>
  page.getByRole('button', {
    name: `${((figures.impressions / figures.answers) * 100).toFixed(1)}%: show the answers behind Brand Visibility`,
  });

/** Opens the drill-down of Brand Visibility from the overview and waits for it to count `figures`. */
async function openDrillDown(page: Page, figures: Figures): Promise<Locator> {
  await page.goto(`${e2e.server.url}/dashboard`);
  await visibilityButton(page, figures).click();
  const drawer = page.getByRole('dialog', { name: 'Brand Visibility' });
  await drawerCounts(drawer, figures);
  return drawer;
}

const drawerCounts = (drawer: Locator, figures: Figures) =>
  drawer
    .getByText(
      new RegExp(
        `^${count(figures.impressions)} of ${count(figures.answers)} answers in the last 30 days mentioned Quillstack( · .+ excluded)?$`,
      ),
    )
    .waitFor();

test('correct an answer to not visible, keep it through a re-analysis, clear it', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');
  const before = await figuresOf(page);
  const drawer = await openDrillDown(page, before);

  // The first answer of the list that names the brand: its place stays (newest first) when it is corrected.
  const items = drawer.getByRole('list', { name: 'Answers' }).getByRole('listitem');
  await items.first().waitFor();
  const badges = await items.evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('span')].some((span) => span.textContent === 'Visible')),
  );
  const item = items.nth(badges.indexOf(true));
  // Why it counts: the rule that read the brand's name, in plain words.
  await item.getByRole('button', { name: 'Show answer' }).click();
  const why = item.getByRole('region', { name: 'Why' });
  await why.getByText(/^Counted: ‘[^’]+’ read as .+: rule [a-z-]+\.$/).waitFor();
  await why.getByText(/^Position \d+: .*position follows the order/).waitFor();
  await item.getByRole('button', { name: 'Correct' }).click();
  const form = item.getByRole('form', { name: 'Correct this reading' });
  await form.getByText('Names Quillstack').click();
  await form.getByRole('button', { name: 'Save correction' }).click();
  await item.getByText(/^Corrected by demo@example\.com on /).waitFor();
  await item.getByText('Not visible', { exact: true }).waitFor();
  await why.getByText('Does not name Quillstack: corrected by demo@example.com.').waitFor();

  // One impression fewer, at once, in the drawer, the overview and the API.
  const corrected = { ...before, impressions: before.impressions - 1 };
  await drawerCounts(drawer, corrected);
  expect(await figuresOf(page)).toEqual(corrected);
  await page.keyboard.press('Escape');
  await visibilityButton(page, corrected).waitFor();
  const { answers } = (
    await graphqlAs(
      page,
      e2e.server.url,
      `{ answers(filter: { period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED }, first: 100) {
          edges { node { id correction { by } } } } }`,
    )
  ).data;
  const reviewed = answers.edges.filter((edge: any) => edge.node.correction !== null);
  expect(reviewed).toHaveLength(1);
  const answerId = reviewed[0].node.id as string;

  // An alias re-reads the whole history (the demo's first re-analysis): the correction still applies.
  await page.getByRole('link', { name: /^Settings/ }).click();
  await page.getByRole('button', { name: 'Edit brand' }).click();
  const brand = page.getByRole('form', { name: 'Edit brand' });
  await brand.getByLabel('Aliases').fill('Quill Stack, Stoplight');
  await brand.getByRole('button', { name: 'Save brand' }).click();
  await page.getByText(/^History re-analysed at /).waitFor({ timeout: 60_000 });
  const reanalysed = await figuresOf(page);
  expect(reanalysed.impressions).toBeGreaterThan(corrected.impressions);
  const kept = await graphqlAs(
    page,
    e2e.server.url,
    `{ answer(id: "${answerId}") { visible correction { by confirmed } } }`,
  );
  expect(kept.data.answer).toEqual({
    visible: false,
    correction: { by: 'demo@example.com', confirmed: false },
  });

  // The drill-down agrees with the overview; clearing the correction gives its impression back.
  const again = await openDrillDown(page, reanalysed);
  const correctedItem = again
    .getByRole('list', { name: 'Answers' })
    .getByRole('listitem')
    .filter({ hasText: /Corrected by demo@example\.com/ });
  await correctedItem.getByRole('button', { name: 'Clear correction' }).click();
  const cleared = { ...reanalysed, impressions: reanalysed.impressions + 1 };
  await drawerCounts(again, cleared);
  expect(await figuresOf(page)).toEqual(cleared);
  await page.keyboard.press('Escape');
  await visibilityButton(page, cleared).waitFor();
  expect(
    (await graphqlAs(page, e2e.server.url, `{ answer(id: "${answerId}") { visible correction { by } } }`))
      .data.answer,
  ).toEqual({ visible: true, correction: null });
  await page.close();
});
