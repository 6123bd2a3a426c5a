/**
 * A brand change re-reads the history, in a real Chromium: adding an alias in Settings starts the
 * re-analysis, its progress bar fills to done, and the overview's Brand Visibility changes to what its
 * answers drawer counts.
 */
import { expect, test } from 'vitest';
import { graphqlAs, signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const e2e = withProductAndBrowser();

const count = (n: number) => n.toLocaleString('en-US');
const FIGURES = `{ overview(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) { metrics { impressions answers } } }`;

test('adding an alias in Settings re-analyses the history and the overview matches its drill-down', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');
  const before = (await graphqlAs(page, e2e.server.url, FIGURES)).data.overview.metrics;
  const shown = (figures: { impressions: number; answers: number }) =>
    `${((figures.impressions / figures.answers) * 100).toFixed(1)}%: show the answers behind Brand Visibility`;
  await page.getByRole('button', { name: shown(before) }).waitFor();

  await page.getByRole('link', { name: /^Settings/ }).click();
  await page.getByRole('button', { name: 'Edit brand' }).click();
  const form = page.getByRole('form', { name: 'Edit brand' });
  // "Stoplight" (a tracked competitor) is named in some of the demo's answers that do not name Quillstack:
  // as an alias, from now on it counts as the brand there.
  await form.getByLabel('Aliases').fill('Quill Stack, Stoplight');
  // A blank "not this" line is refused beside the field before anything is sent.
  await form.getByRole('button', { name: /Add not this/ }).click();
  await form.getByRole('button', { name: 'Save brand' }).click();
  await form.getByText('Write what the brand is not, or remove this line.').waitFor();
  await form.getByRole('button', { name: 'Remove not this 1' }).click();
  await form.getByRole('button', { name: 'Save brand' }).click();

  const progress = page.getByRole('progressbar', { name: 'Re-analysis progress' });
  await progress.waitFor();
  await page.getByText(/^History re-analysed at /).waitFor({ timeout: 60_000 });
  expect(await progress.getAttribute('aria-valuenow')).toBe('100');

  const after = (await graphqlAs(page, e2e.server.url, FIGURES)).data.overview.metrics;
  expect(after.answers).toBe(before.answers);
  expect(after.impressions).toBeGreaterThan(before.impressions);

  await page.goto(`${e2e.server.url}/dashboard`);
  const figure = page.getByRole('button', { name: shown(after) });
  await figure.click();
  const drawer = page.getByRole('dialog', { name: 'Brand Visibility' });
  await drawer
    .getByText(
      new RegExp(
        `^${count(after.impressions)} of ${count(after.answers)} answers in the last 30 days mentioned Quillstack( · .+ excluded)?$`,
      ),
    )
    .waitFor();
  await page.close();
});
