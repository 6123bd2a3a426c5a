/**
 * Honest numbers in a real Chromium: a figure on the demo overview opens the answers behind it, whose
 * numerator and denominator equal what GraphQL reports for the figure, with the brand highlighted, and
 * whose search box finds a phrase of them.
 */
import { type Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { dayShown, graphqlAs, signInAs } from './support';
import { withProductAndBrowser } from './e2e-session';

const e2e = withProductAndBrowser();

const count = (n: number) => n.toLocaleString('en-US');

test('Brand Visibility and a competitor row open the answers behind them', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');
  const { overview } = (
    await graphqlAs(
      page,
      e2e.server.url,
      `
      {
        overview(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) {
          metrics {
            impressions
            answers
            competitorRankings {
              rankings {
                name
                mentions
              }
            }
          }
        }
      }
    `,
    )
  ).data;
  // The page opens on its default filter: the last 30 days on every platform, unbranded prompts.
  const { impressions, answers, competitorRankings } = overview.metrics;
  expect(answers).toBeGreaterThan(0);

  await page.getByRole('button', { name: /show the answers behind Brand Visibility/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Brand Visibility' });
  await drawer
    .getByText(
      new RegExp(
        `^${count(impressions)} of ${count(answers)} answers in the last 30 days mentioned Quillstack( · .+ excluded)?$`,
      ),
    )
    .waitFor();
  expect(await drawer.getByRole('link', { name: 'How we measure' }).getAttribute('href')).toBe(
    '/dashboard/how-we-measure',
  );

  await drawer.getByRole('button', { name: /^Visible · / }).click();
  const first = drawer.getByRole('listitem').first();
  // The list is read again for the chip: until then its first row may be an answer that does not name it.
  await first.getByText('Visible', { exact: true }).waitFor();
  await first.getByRole('button', { name: 'Show answer' }).click();
  const brandMark = first.locator('mark[data-mention="brand"]').first();
  await brandMark.waitFor();
  expect((await brandMark.textContent())?.toLowerCase()).toContain('quillstack');

  // The drawer's search finds the brand's name, which every visible answer holds, and marks it in the passage.
  await drawer.getByRole('searchbox', { name: 'Search these answers' }).fill('quillstack');
  // Past the newest 1,000 matches the count is a lower bound ("1,000+").
  await drawer
    .getByText(/^[\d,]+\+? answers? match(es)? “quillstack”(: the newest [\d,]+)?, most relevant first$/)
    .waitFor();
  const found = drawer.getByRole('listitem').first();
  const marked = await found.getByTestId('answer-snippet').locator('mark').allTextContents();
  expect(marked.map((word) => word.toLowerCase())).toContain('quillstack');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  const competitor = competitorRankings.rankings[0];
  await page.getByRole('button', { name: `Show the answers naming ${competitor.name}` }).click();
  const competitorDrawer = page.getByRole('dialog', { name: `Competitor Rankings · ${competitor.name}` });
  await competitorDrawer
    .getByText(
      new RegExp(`^${count(competitor.mentions)} answers in the last 30 days named ${competitor.name}$`),
    )
    .waitFor();
  const named = competitorDrawer.getByRole('listitem').first();
  await named.getByRole('button', { name: 'Show answer' }).click();
  await named.locator('mark[data-mention="competitor"]').first().waitFor();
  await page.keyboard.press('Escape');
  await competitorDrawer.waitFor({ state: 'hidden' });

  // A point of the Mentions chart opens that day's answers, counted as the point is.
  const { overview: history } = (
    await graphqlAs(
      page,
      e2e.server.url,
      '{ overview(period: { preset: LAST_30_DAYS }, promptKind: UNBRANDED) { metrics { impressionHistory { date impressions answers } } } }',
    )
  ).data;
  const byDay = new Map<string, { impressions: number; answers: number }>(
    history.metrics.impressionHistory.map((p: any) => [p.date, p]),
  );
  const expectDayCounted = async (drawer: Locator) => {
    const sentence = await drawer.getByText(/ answers on .+ mentioned Quillstack/).textContent();
    const [, visible, total, day] = /^([\d,]+) of ([\d,]+) answers on (.+?) mentioned/.exec(sentence!)!;
    const point = [...byDay.entries()].find(([date]) => dayShown(date) === day)![1];
    expect([visible, total]).toEqual([count(point.impressions), count(point.answers)]);
    return day;
  };
  // Recharts picks the day under the pointer from the last pointer move, so hover first.
  const chart = page.getByRole('group', { name: 'Line chart of visibility percentage by day' });
  await chart.hover();
  await page.getByText('Visibility :').waitFor();
  await chart.click();
  const dayDrawer = page.getByRole('dialog', { name: /^Mentions · / });
  await expectDayCounted(dayDrawer);
  await page.keyboard.press('Escape');
  await dayDrawer.waitFor({ state: 'hidden' });

  // From the keyboard: on the focused chart an arrow key shows a day in the tooltip and Enter opens it.
  await page.mouse.move(0, 0);
  await chart.getByRole('application').focus();
  // Recharts applies the key on a later animation frame; on a loaded machine a key pressed before the
  // chart listens is lost, so the arrow is pressed again until the tooltip shows a day.
  const tooltip = chart.locator('.recharts-tooltip-wrapper').filter({ hasText: 'Visibility :' });
  await expect
    .poll(
      async () => {
        await page.keyboard.press('ArrowRight');
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        return tooltip.isVisible();
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  const shown = (await tooltip.locator('.recharts-tooltip-label').textContent())!;
  await page.keyboard.press('Enter');
  // The chart's label pads the day ("Nov 01"); the drawer's sentence does not ("Nov 1, 2026").
  const shownDay = shown.replace(/ 0(\d)$/, ' $1');
  expect(await expectDayCounted(dayDrawer)).toMatch(new RegExp(`^${shownDay}, \\d{4}$`));
  await page.close();
});

test('from the keyboard, a Top Sources row is one tab stop: Enter opens its answers, Escape returns to it', async () => {
  const page = await e2e.context.newPage();
  // Signed out first: the browser may keep the session of the test before, and /auth would move on.
  await page.goto(`${e2e.server.url}/auth`);
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, e2e.server.url, 'demo@example.com');
  const sources = page.getByRole('list', { name: 'Top sources' });
  const buttons = sources.getByRole('button', { name: /^Show the answers citing / });
  await buttons.first().waitFor();
  const [first, second] = [buttons.nth(0), buttons.nth(1)];
  await first.focus();
  await page.keyboard.press('Tab');
  // The second row's button, not the first row's link to its page.
  expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
  const name = (await second.getAttribute('aria-label'))!.replace('Show the answers citing ', '');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Top Sources · ${name}` });
  await drawer.getByRole('link', { name: `Open ${name}` }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await page.waitForFunction(
    (label) => document.activeElement?.getAttribute('aria-label') === label,
    `Show the answers citing ${name}`,
  );
  await page.close();
});
