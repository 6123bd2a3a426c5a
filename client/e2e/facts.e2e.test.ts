/**
 * The fact check's repair loop in a real Chromium on the demo account: the team plan's price is set in
 * Settings → Facts, the simulated answers that stated a wrong price ("$8", until the demo's shift twenty
 * days ago) show as an open issue with its quotes, a fix of the brand's own page is sent from the Facts
 * page, and the simulated days since, which state the right price, resolve it. With SHOTS_DIR set, the
 * Facts page is saved there as a screenshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { withProductAndBrowser } from './e2e-session';
import { dayShown, graphqlAs, signInAs } from './support';

const e2e = withProductAndBrowser();

const addDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('set the price, see the wrong one flagged with its quote, send a fix, and see it resolved', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');

  // Settings → Facts: the team plan's price, set to what the brand charges.
  await page.goto(`${e2e.server.url}/dashboard/settings/facts`);
  await page.getByRole('button', { name: 'Edit Team plan price' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit “Team plan price”' });
  await edit.getByLabel('Value', { exact: true }).fill('12.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'hidden' });
  const sheet = page.getByRole('table', { name: 'Facts', exact: true });
  await expect
    .poll(() => sheet.locator('tr', { hasText: 'Team plan price' }).textContent())
    .toContain('12.00');

  // The Facts page: the wrong price answers stated is an open issue, with the answers' own words.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Facts' }).click();
  await page.waitForURL(/\/dashboard\/facts$/);
  const issue = page.getByRole('article', { name: /^Team plan price: / }).filter({ hasText: 'Open' });
  await issue.first().waitFor();
  const { data } = await graphqlAs(
    page,
    e2e.server.url,
    `{ factIssues(state: OPEN) { id fact stated lastSeen status } }`,
  );
  const wrongPrice = (
    data.factIssues as { fact: string; stated: string; lastSeen: string; status: string }[]
  ).find((open) => open.fact === 'team_price' && open.status === 'WRONG')!;
  expect(wrongPrice.stated).toMatch(/8/);
  const card = page.getByRole('article', { name: `Team plan price: ${wrongPrice.stated}` });
  expect(await card.textContent()).toContain(
    `Answers say ${wrongPrice.stated}; your fact sheet says 12.00 USD`,
  );
  const quotes = card.getByRole('list', { name: `Quotes stating ${wrongPrice.stated}` });
  expect(await quotes.getByRole('listitem').first().locator('blockquote').textContent()).toContain('8');
  if (process.env.SHOTS_DIR) {
    fs.mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'facts.png'), fullPage: true });
  }

  // Fix it: the pricing page was corrected the day after the wrong price was last stated.
  const fixDay = addDay(wrongPrice.lastSeen, 1);
  await card.getByRole('button', { name: `Fix it: Team plan price, ${wrongPrice.stated}` }).click();
  const fix = page.getByRole('dialog', { name: `Fix Team plan price: ${wrongPrice.stated}` });
  await fix.getByLabel(/Page updated/).fill('https://quillstack.com/pricing');
  await fix.getByLabel(/What changed/).fill('The pricing table said $8 for the Team plan.');
  await fix.getByLabel(/Day it went live/).fill(fixDay);
  await fix.getByRole('button', { name: 'Save fix' }).click();
  await fix.waitFor({ state: 'hidden' });

  // The days since state the right price in enough answers: resolved, and the fix is in the change log.
  await page.reload();
  const resolved = page.getByRole('article', { name: `Team plan price: ${wrongPrice.stated}` });
  await expect.poll(() => resolved.textContent(), { timeout: 20_000 }).toContain('Resolved');
  expect(await resolved.textContent()).toContain(`Fix sent ${dayShown(fixDay)}`);
  const { data: after } = await graphqlAs(
    page,
    e2e.server.url,
    `{ factIssues(state: RESOLVED) { fact stated resolvedOn effect { after { value } } } changes { title day } }`,
  );
  expect(after.factIssues).toContainEqual(
    expect.objectContaining({
      fact: 'team_price',
      stated: wrongPrice.stated,
      effect: { after: { value: 0 } },
    }),
  );
  expect(after.changes).toContainEqual({
    title: `Fix: Team plan price stated as ${wrongPrice.stated}`,
    day: fixDay,
  });
});
