/**
 * Sampling in a real Chromium on the demo account (issue 62): the overview's Mentions chart shades the noise
 * band GraphQL measures; in the engine settings beside the prompts, a headline target, a ceiling and a budget
 * are saved and the plan they give shows its samples and its monthly cost as samplingPlan has them; the
 * canary editor lists the default questions until they are saved. One page, signed in once.
 */
import { expect, test } from 'vitest';
import { withProductAndBrowser } from './e2e-session';
import { graphqlAs, signInAs } from './support';

const e2e = withProductAndBrowser();

const usd = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

test('the overview shades the noise band; a target and a budget give a plan with its cost', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');

  // The overview's default filter (the last 30 days, every platform, unbranded prompts): its band.
  const { data: measured } = await graphqlAs(
    page,
    e2e.server.url,
    '{ noiseBands(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) { platform low high halfWidth } }',
  );
  const all = measured.noiseBands.find((band: { platform: string | null }) => band.platform === null);
  expect(all.halfWidth).toBeGreaterThan(0);
  const chart = page.getByRole('group', {
    name: `Line chart of visibility percentage by day, the noise band ${all.low.toFixed(1)} to ${all.high.toFixed(1)} % shaded`,
  });
  await chart.locator('.recharts-reference-area').waitFor();
  await page
    .getByText(new RegExp(`shaded, the ±${all.halfWidth.toFixed(1)}-point band a day moves by noise alone`))
    .waitFor();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Prompts' }).click();
  await page.getByRole('tab', { name: 'Manage topics & engines' }).click();
  await page.waitForURL(/\/dashboard\/prompts\?view=manage$/);

  const form = page.getByRole('form', { name: 'Sampling settings' });
  await form.getByRole('textbox', { name: 'Headline target (± points)' }).fill('3');
  await form.getByRole('textbox', { name: 'Most samples a day' }).fill('5');
  await form.getByRole('textbox', { name: 'Monthly budget (USD)' }).fill('250');
  await form.getByRole('button', { name: 'Save sampling settings' }).click();
  await page.getByText('Sampling settings saved').waitFor();

  const { data } = await graphqlAs(
    page,
    e2e.server.url,
    '{ samplingPlan { settings { headlineHalfWidth maxSamplesPerDay monthlyBudgetUsd } samplesPerDay headlineHalfWidth monthlyCost } }',
  );
  const plan = data.samplingPlan;
  expect(plan.settings).toEqual({ headlineHalfWidth: 3, maxSamplesPerDay: 5, monthlyBudgetUsd: 250 });
  const summary = form.locator('[aria-label="Sampling plan"]');
  await summary
    .getByText(`${plan.samplesPerDay.toLocaleString('en-US')} samples a day`, { exact: true })
    .waitFor();
  await summary.getByText(`${usd(plan.monthlyCost)} a month`, { exact: true }).waitFor();
  expect(await summary.textContent()).toContain(
    `for a headline of ±${plan.headlineHalfWidth.toFixed(1)} points over 30 days`,
  );

  // The canaries beside it: the default 20, not asked until saved.
  const canaries = page.getByRole('form', { name: 'Canary prompts' });
  await canaries.getByText(/none is asked until you save them/).waitFor();
  expect(await canaries.getByRole('list', { name: 'Canary questions' }).getByRole('textbox').count()).toBe(
    20,
  );
  await page.close();
});
