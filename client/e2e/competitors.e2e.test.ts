/**
 * The competitors page in a real Chromium on the demo account: its cards follow the period filter (the
 * address changes, a reload keeps it), the chart's legend works from the keyboard, a brand's point on the
 * chart and an answer gap each open exactly the answers they count.
 */
import { type Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { withProductAndBrowser } from './e2e-session';
import { dayShown, graphqlAs, signInAs } from './support';

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
const percent = (n: number) => `${n.toFixed(1)}%`;

interface Figures {
  answers: number;
  gapCount: number;
  brand: { name: string; mentions: number; visibility: number; shareOfVoice: number };
  gaps: { question: string; answers: number; totalAnswers: number }[];
}

/** The page's figures for a preset period (unbranded prompts, every platform: the page's default). */
async function figures(page: Page, preset: string): Promise<Figures> {
  const { data } = await graphqlAs(
    page,
    e2e.server.url,
    `{ competitive(period: { preset: ${preset} }, promptKind: UNBRANDED) {
      answers gapCount
      brands { name mentions visibility shareOfVoice }
      gaps(first: 10) { question answers totalAnswers }
    } }`,
  );
  const { brands, ...rest } = data.competitive;
  return { ...rest, brand: brands[0] };
}

/** The cards show these figures. */
async function expectCards(page: Page, expected: Figures, prose: string) {
  const card = (name: string) => page.getByRole('group', { name });
  await card('Share of Voice').getByText(percent(expected.brand.shareOfVoice), { exact: true }).waitFor();
  await card('Your Visibility')
    .getByText(`${count(expected.brand.mentions)} of ${count(expected.answers)} answers ${prose}`)
    .waitFor();
  await card('Answer Gaps').getByText(count(expected.gapCount), { exact: true }).waitFor();
}

test('the competitors page follows the period filter; a reload keeps it', async () => {
  const page = await demoPage();
  await page.goto(`${e2e.server.url}/dashboard`);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Competitors' })
    .click();
  await page.waitForURL(/\/dashboard\/competitors$/);
  const bar = page.getByRole('region', { name: 'Page filter' });
  await bar.waitFor();
  expect(await bar.getByRole('button', { name: 'Last Month' }).getAttribute('aria-pressed')).toBe('true');
  const month = await figures(page, 'LAST_30_DAYS');
  await expectCards(page, month, 'in the last 30 days');
  expect(await page.title()).toBe('Competitors · Quillstack · Sightline');

  await bar.getByRole('button', { name: 'Last Week' }).click();
  await page.waitForURL(/\?period=7d$/);
  const week = await figures(page, 'LAST_7_DAYS');
  expect(week.answers).toBeLessThan(month.answers);
  await expectCards(page, week, 'in the last 7 days');

  await page.reload();
  await bar.waitFor();
  expect(new URL(page.url()).search).toBe('?period=7d');
  expect(await bar.getByRole('button', { name: 'Last Week' }).getAttribute('aria-pressed')).toBe('true');
  await expectCards(page, week, 'in the last 7 days');

  // The legend from the keyboard: Tab reaches a brand's button, Enter hides its line and Space shows it.
  const legend = page.getByRole('list', { name: 'Brands on the chart' });
  const chart = page.getByRole('group', { name: /^Line chart of visibility/ });
  await chart.locator('.recharts-line').first().waitFor();
  const lines = await chart.locator('.recharts-line').count();
  const first = legend.getByRole('button').nth(1);
  await first.focus();
  await page.keyboard.press('Enter');
  expect(await first.getAttribute('aria-pressed')).toBe('false');
  await expect.poll(() => chart.locator('.recharts-line').count()).toBe(lines - 1);
  await page.keyboard.press('Space');
  expect(await first.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => chart.locator('.recharts-line').count()).toBe(lines);
  await page.close();
});

test('an answer gap opens the answers it counts', async () => {
  const page = await demoPage();
  await page.goto(`${e2e.server.url}/dashboard/competitors?period=90d`);
  const gaps = page.getByRole('list', { name: 'Answer gaps' });
  await gaps.waitFor();
  const { gaps: expected } = await figures(page, 'LAST_90_DAYS');
  const gap = expected[0]!;
  expect(gap.answers).toBeGreaterThan(0);
  await gaps
    .getByRole('button', {
      name: `${count(gap.answers)} of ${count(gap.totalAnswers)} answers named a competitor and not Quillstack: show them`,
    })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: `Answer gap · ${gap.question}` });
  await drawer
    .getByText(`${count(gap.answers)} answers in the last 90 days named a competitor and not Quillstack`)
    .waitFor();
  // Every answer listed is one of them: none mentions the brand.
  const views = drawer.getByRole('group', { name: 'Show answers' });
  expect(await views.getByRole('button', { name: /^All · / }).textContent()).toBe(
    `All · ${count(gap.answers)}`,
  );
  expect(await views.getByRole('button', { name: /^Naming Quillstack · / }).textContent()).toBe(
    'Naming Quillstack · 0',
  );
  await drawer.getByRole('list', { name: 'Answers' }).getByRole('listitem').first().waitFor();
  expect(await drawer.getByRole('list', { name: 'Answers' }).getByText(gap.question).count()).toBeGreaterThan(
    0,
  );
  await page.close();
});

test('a brand’s point on the chart opens its answers that day, counted as the point is', async () => {
  const page = await demoPage();
  await page.goto(`${e2e.server.url}/dashboard/competitors`);
  const { data } = await graphqlAs(
    page,
    e2e.server.url,
    `{ competitive(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) {
      series { brand { name isBrand } points { date mentions answers } }
    } }`,
  );
  /** The point of `name`'s line on the day a drawer names, as the chart counts it. */
  const pointOf = (name: string, day: string) =>
    data.competitive.series
      .find((s: any) => s.brand.name === name)
      .points.find((p: any) => dayShown(p.date) === day);

  // The pointer: over the chart each line shows its point of the day; the brand's (drawn on top) opens.
  const chart = page.getByRole('group', { name: /^Line chart of visibility/ });
  await chart.locator('.recharts-line').first().waitFor();
  await chart.hover();
  const brandColor = await chart
    .locator('.recharts-line path[name="Quillstack (you)"]')
    .getAttribute('stroke');
  await chart.locator(`.recharts-active-dot circle[fill="${brandColor}"]`).click();
  const brandDrawer = page.getByRole('dialog', { name: /^Visibility over time · Quillstack on / });
  const sentence = await brandDrawer.getByText(/ answers on .+ mentioned Quillstack/).textContent();
  const [, mentioned, answers, day] = /^([\d,]+) of ([\d,]+) answers on (.+) mentioned/.exec(sentence!)!;
  const brandPoint = pointOf('Quillstack', day!);
  expect([mentioned, answers]).toEqual([count(brandPoint.mentions), count(brandPoint.answers)]);
  await page.keyboard.press('Escape');
  await brandDrawer.waitFor({ state: 'hidden' });

  // The keyboard: an arrow key shows a day, up or down marks another brand in the tooltip, Enter opens it.
  await page.mouse.move(0, 0);
  await chart.getByRole('application').focus();
  await page.keyboard.press('ArrowRight');
  const marked = chart.locator('.recharts-tooltip-item-name').filter({ hasText: /^▸ / });
  await marked.waitFor();
  await page.keyboard.press('ArrowDown');
  if ((await marked.textContent()) === '▸ Quillstack (you)') await page.keyboard.press('ArrowUp');
  const competitor = (await marked.textContent())!.replace(/^▸ /, '');
  expect(competitor).not.toMatch(/\(you\)$/);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Visibility over time · ${competitor} on ` });
  const escaped = competitor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = await drawer.getByText(new RegExp(` answers? on .+ named ${escaped}$`)).textContent();
  const [, n, on] = /^([\d,]+) answers? on (.+) named/.exec(named!)!;
  expect(n).toBe(count(pointOf(competitor, on!).mentions));
  await page.close();
});
