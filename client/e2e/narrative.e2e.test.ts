/**
 * What AI says in a real Chromium on the demo account: the page follows the period filter, a theme shows
 * its quotes and the competitors on its aspect, its answers open in the drawer as many as the theme counts,
 * and a negative statement marked Reviewed in the inbox says so and leaves the new ones.
 */
import { type Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { readableQuote } from '../src/features/narrative/readableQuote';
import { withProductAndBrowser } from './e2e-session';
import { graphqlAs, signInAs } from './support';

const e2e = withProductAndBrowser();

let signedIn = false;
/** A new page of the file's browser, signed in as the demo account (the session is kept between tests). */
async function demoPage() {
  const page = await e2e.context.newPage();
  if (!signedIn) await signInAs(page, e2e.server.url, 'demo@example.com');
  signedIn = true;
  return page;
}

const count = (n: number) => n.toLocaleString('en-US');

interface Theme {
  label: string;
  answers: number;
  quotes: { text: string }[];
  competitors: { name: string }[];
}

/** The page's figures for a preset period (unbranded prompts, every platform: the page's default). */
async function narrative(page: Page, preset: string): Promise<{ answers: number; themes: Theme[] }> {
  const { data } = await graphqlAs(
    page,
    e2e.server.url,
    `{ narrative(period: { preset: ${preset} }, promptKind: UNBRANDED) {
      answers
      themes { label answers quotes { text } competitors { name } }
    } }`,
  );
  return data.narrative;
}

test('a theme shows its quotes and competitors; its answers open, as many as the theme counts', async () => {
  const page = await demoPage();
  await page.goto(`${e2e.server.url}/dashboard`);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'What AI says' })
    .click();
  await page.waitForURL(/\/dashboard\/what-ai-says$/);
  const month = await narrative(page, 'LAST_30_DAYS');
  const answersCard = page.getByRole('group', { name: 'Answers', exact: true });
  await answersCard.getByText(count(month.answers), { exact: true }).waitFor();
  expect(await page.title()).toBe('What AI says · Quillstack · Sightline');

  const theme = month.themes.find((t) => t.quotes.length > 0 && t.competitors.length > 0)!;
  expect(theme).toBeDefined();
  const themes = page.getByRole('region', { name: 'Themes' });
  const card = themes.getByRole('article', { name: theme.label, exact: true });
  const quotes = card.getByRole('list', { name: `Quotes on ${theme.label}` });
  expect(await quotes.getByRole('listitem').count()).toBe(theme.quotes.length);
  // Each quote marks the brand's name.
  expect(await quotes.locator('mark', { hasText: /^Quillstack$/i }).count()).toBeGreaterThan(0);
  const table = card.getByRole('table', { name: `${theme.label}: Quillstack and competitors` });
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  expect(names).toEqual(['Quillstack (you)', ...theme.competitors.map((c) => c.name)]);

  await card.getByRole('button', { name: `View ${count(theme.answers)} answers` }).click();
  const drawer = page.getByRole('dialog', { name: `What AI says · ${theme.label}` });
  await drawer
    .getByText(
      `${count(theme.answers)} answers in the last 30 days spoke of Quillstack’s ${theme.label.toLowerCase()}`,
    )
    .waitFor();
  const views = drawer.getByRole('group', { name: 'Show answers' });
  expect(await views.getByRole('button', { name: /^All · / }).textContent()).toBe(
    `All · ${count(theme.answers)}`,
  );
  await drawer.getByRole('list', { name: 'Answers' }).getByRole('listitem').first().waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // The page filter: a week's answers, kept in the address.
  await page.getByRole('region', { name: 'Page filter' }).getByRole('button', { name: 'Last Week' }).click();
  await page.waitForURL(/\?period=7d$/);
  const week = await narrative(page, 'LAST_7_DAYS');
  expect(week.answers).toBeLessThan(month.answers);
  await answersCard.getByText(count(week.answers), { exact: true }).waitFor();
  await page.close();
});

test('a negative statement marked Reviewed in the inbox says so, and leaves the new ones', async () => {
  const page = await demoPage();
  await page.goto(`${e2e.server.url}/dashboard/what-ai-says`);
  const inbox = async () =>
    (
      await graphqlAs(
        page,
        e2e.server.url,
        `{ fresh: statementInbox(first: 1, states: [NEW]) { newCount edges { node { id text } } }
           reviewed: statementInbox(states: [REVIEWED]) { edges { node { id stateBy } } } }`,
      )
    ).data;
  const before = await inbox();
  const newest = before.fresh.edges[0].node;
  expect(before.fresh.newCount).toBeGreaterThan(0);

  await page.getByRole('tab', { name: /^Statement inbox/ }).click();
  await page.waitForURL(/\?view=inbox$/);
  const views = page.getByRole('group', { name: 'Show statements' });
  await views.getByRole('button', { name: `New · ${count(before.fresh.newCount)}` }).waitFor();
  const first = page.getByRole('list', { name: 'Statements', exact: true }).getByRole('listitem').first();
  // The inbox lists the newest first, as the API does; its words without their Markdown.
  expect(await first.locator('blockquote').textContent()).toBe(`“${readableQuote(newest.text)}”`);

  const marks = first.getByRole('group', { name: 'Mark this statement' });
  await marks.getByRole('button', { name: 'Reviewed' }).click();
  await first.getByText(/^Reviewed by demo@example\.com, /).waitFor();
  expect(await marks.getByRole('button', { name: 'Reviewed' }).getAttribute('aria-pressed')).toBe('true');
  await views.getByRole('button', { name: `New · ${count(before.fresh.newCount - 1)}` }).waitFor();
  await views.getByRole('button', { name: 'Reviewed · 1' }).waitFor();

  const after = await inbox();
  expect(after.reviewed.edges.map((e: { node: unknown }) => e.node)).toEqual([
    { id: newest.id, stateBy: 'demo@example.com' },
  ]);
  expect(after.fresh.edges[0].node.id).not.toBe(newest.id);
  await page.close();
});
