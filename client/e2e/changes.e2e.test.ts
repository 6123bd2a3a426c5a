/**
 * The change log in a real Chromium on the demo account: log a change on a topic from the Changes page, see
 * its marker (with its tooltip) on the overview's chart, and open its impact page, which says what the change
 * did in words beside both groups' lines. With SHOTS_DIR set, the impact page is saved there as a screenshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { withProductAndBrowser } from './e2e-session';
import { signInAs } from './support';

const e2e = withProductAndBrowser();

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const TITLE = 'Published the API comparison page';

test('log a change on a topic, see its marker on the overview chart and its impact page', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');

  // The sidebar leads to the Changes page; its form logs the change on the API topic 20 days ago.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Changes' }).click();
  await page.waitForURL(/\/dashboard\/changes$/);
  const form = page.getByRole('form', { name: 'Log a change' });
  await form.getByRole('textbox', { name: 'What changed' }).fill(TITLE);
  await form.getByLabel('Day it went live').fill(dayBefore(20));
  await form.getByLabel('Link (optional)').fill('https://quillstack.example/compare');
  await form.getByText('API', { exact: true }).click();
  await form.getByRole('button', { name: 'Log change' }).click();
  const logged = page.getByRole('list', { name: 'Logged changes' }).getByRole('link', { name: TITLE });
  await logged.waitFor();

  // The overview's visibility chart marks the day; the marker's tooltip says what happened.
  await page.goto(`${e2e.server.url}/dashboard`);
  const chart = page.getByRole('group', { name: 'Line chart of visibility percentage by day' });
  const marker = chart.locator('[data-annotation~="CHANGE_LOGGED"]');
  await marker.waitFor();
  expect(await marker.getAttribute('aria-label')).toContain(`Change: ${TITLE}`);
  // Keyboard focus shows the marker's note on screen (not only a native tooltip).
  await marker.focus();
  expect(await page.locator('[data-annotation-note]').innerText()).toContain(`Change: ${TITLE}`);
  if (process.env.SHOTS_DIR) {
    fs.mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    await chart.screenshot({ path: path.join(process.env.SHOTS_DIR, 'overview-marker.png') });
  }
  // The topic's chart marks it too; another topic's does not.
  await page.goto(`${e2e.server.url}/dashboard/topics/api`);
  await page
    .getByRole('group', { name: 'Line chart of visibility percentage by day' })
    .locator('[data-annotation~="CHANGE_LOGGED"]')
    .waitFor();

  // Its page: the estimate in words, the groups and both lines.
  await page.goto(`${e2e.server.url}/dashboard/changes`);
  await page.getByRole('list', { name: 'Logged changes' }).getByRole('link', { name: TITLE }).click();
  await page.waitForURL(/\/dashboard\/changes\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: TITLE }).waitFor();
  const words = page.getByTestId('impact-words');
  await words.waitFor();
  expect(await words.textContent()).toMatch(
    /^[+−±]\d+\.\d points, 95 % interval [+−±]\d+\.\d to [+−±]\d+\.\d$/,
  );
  await page.getByText('20 before, 20 after (the day itself left out)').waitFor();
  await page
    .getByRole('group', {
      name: "Line chart of the change's prompts and the other prompts' visibility by day",
    })
    .locator('.recharts-line')
    .nth(1)
    .waitFor();
  if (process.env.SHOTS_DIR) {
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'change-impact.png'), fullPage: true });
  }
  await page.close();
});
