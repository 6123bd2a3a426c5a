/**
 * The prompts grid and the CSV downloads in a real Chromium, on an account of 2,000 prompts generated
 * before the product starts: the grid renders only a window of its rows while it scrolls, sorts, searches
 * and narrows by topic and platform with the address keeping all of it through a reload; and the CSV of
 * the grid and of the competitors page's tables parse to the figures their cells show.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildConfig } from '../../server/config';
import { generateAccount, topicName } from '../../tools/bench/generate';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { createAuth } from '../../server/modules/auth';
import { launchBrowser, signInAs, startProductServer, type ProductServer } from './support';

const EMAIL = 'grid@example.com';
const PASSWORD = 'sightline-grid';
const PROMPTS = 2000;
const TOPICS = 10;
/**
 * The screens read the last month (the grid, its 30-day sparklines) and the last week (the competitors
 * page): eight days fill the week and give every month's figure and sparkline answers to show (24 a prompt);
 * each day more is 6,000 answers to generate that the tests never look at.
 */
const DAYS_OF_HISTORY = 8;

let dataDir = '';
let server: ProductServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-e2e-grid-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await migrate(db);
    const config = buildConfig({ DATA_DIR: dataDir, AUTH_JWT_SECRET: jwtSecret, SEED_DEMO: 'false' });
    const auth = await createAuth({ db, config });
    const { id: brandId } = await auth.createUser({ email: EMAIL, password: PASSWORD, username: 'grid' });
    await generateAccount(db, {
      brandId,
      topics: TOPICS,
      prompts: PROMPTS,
      days: DAYS_OF_HISTORY,
      competitors: 4,
      // No screen here shows citations.
      sourceUrls: 0,
      foreignKeyChecks: false,
    });
  } finally {
    await db.close();
  }
  server = await startProductServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_JWT_SECRET: jwtSecret,
    SEED_DEMO: 'false',
  });
  context = await launchBrowser();
  page = await context.newPage();
  await signInAs(page, server.url, EMAIL, PASSWORD);
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const grid = () => page.getByRole('table', { name: 'Prompts grid' });
/** The grid's rows in the page (the virtualiser's window), not its spacers or header. */
const renderedRows = () => grid().locator('tbody tr[data-index]');
/** A row's cells as they read, blank lines between blocks dropped. */
const cellTexts = async (row: Locator) =>
  (await row.locator('td').allInnerTexts()).map((text) => text.replace(/\n+/g, '\n').trim());

/** Downloads a table's CSV through its button and parses it (the byte-order mark checked and dropped). */
async function downloadCsv(name: string): Promise<{ file: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${name} as CSV` }).click(),
  ]);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return { file: download.suggestedFilename(), rows: parse(text, { bom: true, columns: true }) };
}

/** A sort re-renders the 2,000-row grid, which takes seconds on a loaded CI machine. */
const SORT_SETTLE_MS = 15_000;

const percentText = (value: string) => (value === '' ? '—' : `${Number(value).toFixed(1)}%`);

test('the grid renders a window of 2,000 rows, sorts, searches and narrows; a reload keeps it all', async () => {
  await page.goto(`${server.url}/dashboard/prompts?view=grid&prompts=all`);
  await grid().waitFor();
  await page.getByText(`${PROMPTS} prompts`, { exact: true }).waitFor();
  expect(await renderedRows().count()).toBeLessThan(60);

  // Scrolled to the end, the last prompt is in the page and the window is as small as before.
  const scroller = page.getByTestId('prompt-grid-scroll');
  await scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  const lastRow = grid().locator(`tbody tr[data-index="${PROMPTS - 1}"]`);
  await lastRow.waitFor();
  expect(await renderedRows().count()).toBeLessThan(60);
  // Its sparkline comes with its page of rows, read when the page is in view.
  await lastRow.getByRole('img', { name: /^Visibility over 30 days: / }).waitFor();
  await scroller.evaluate((box) => box.scrollTo({ top: 0 }));
  await grid().locator('tbody tr[data-index="0"]').waitFor();

  // Sorting: the figures start with the highest; the second click flips the order.
  const visibilityHeader = grid().getByRole('columnheader', { name: /^Visibility/ });
  await visibilityHeader.getByRole('button').click();
  await page.waitForURL(/sort=-visibility/);
  await expect
    .poll(() => visibilityHeader.getAttribute('aria-sort'), { timeout: SORT_SETTLE_MS })
    .toBe('descending');
  const shownVisibility = async () =>
    (
      await renderedRows().evaluateAll((rows) =>
        rows.slice(0, 15).map((row) => row.children[3]!.textContent!),
      )
    ).map((text) => parseFloat(text));
  const inOrder = (values: number[], descending: boolean) =>
    values.every((value, i) => i === 0 || (descending ? value <= values[i - 1]! : value >= values[i - 1]!));
  await expect
    .poll(async () => inOrder(await shownVisibility(), true), { timeout: SORT_SETTLE_MS })
    .toBe(true);
  const highest = (await shownVisibility())[0]!;
  await visibilityHeader.getByRole('button').click();
  await page.waitForURL(/sort=visibility/);
  await expect
    .poll(() => visibilityHeader.getAttribute('aria-sort'), { timeout: SORT_SETTLE_MS })
    .toBe('ascending');
  await expect
    .poll(async () => inOrder(await shownVisibility(), false), { timeout: SORT_SETTLE_MS })
    .toBe(true);
  expect((await shownVisibility())[0]).toBeLessThan(highest);

  // Search: "question 19" is prompts 19, 190–199 and 1900–1999.
  await page.getByRole('searchbox', { name: 'Search prompts' }).fill('question 19');
  await page.waitForURL(/q=question\+19/);
  await page.getByText(`111 of ${PROMPTS} prompts`, { exact: true }).waitFor();
  // Topic: prompt n is in topic n mod 10, so topic 9 keeps 19, 199, 1909, 1919 … 1999 (and 1989 …).
  const topic = topicName(9);
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: topic });
  await page.waitForURL(/topic=/);
  await page.getByText(`12 of ${PROMPTS} prompts`, { exact: true }).waitFor();
  for (const row of await renderedRows().all()) expect((await cellTexts(row))[1]).toBe(topic);

  // Platform: one platform leaves one platform column.
  const filterBar = page.getByRole('region', { name: 'Page filter' });
  await filterBar.getByRole('button', { name: 'Gemini' }).click();
  await page.waitForURL(/platforms=gemini/);
  await grid()
    .getByRole('columnheader', { name: /^ChatGPT/ })
    .waitFor({ state: 'detached' });
  const platformHeaders = async () =>
    (await grid().getByRole('columnheader').allInnerTexts()).map((text) => text.replace(/[↑↓↕]/g, '').trim());
  expect(await platformHeaders()).toEqual([
    'Prompt',
    'Topic',
    'Kind',
    'Visibility',
    'Position',
    'Sentiment',
    'Gemini',
    '30 days',
  ]);

  const address = page.url();
  await page.reload();
  await grid().waitFor();
  expect(page.url()).toBe(address);
  expect(await page.getByRole('searchbox', { name: 'Search prompts' }).inputValue()).toBe('question 19');
  expect(await page.getByRole('combobox', { name: 'Topic' }).locator('option:checked').innerText()).toBe(
    topic,
  );
  expect(await visibilityHeader.getAttribute('aria-sort')).toBe('ascending');
  expect(await filterBar.getByRole('button', { name: 'Gemini' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText(`12 of ${PROMPTS} prompts`, { exact: true }).waitFor();
});

test("the grid's CSV holds the figures its cells show", async () => {
  await page.goto(`${server.url}/dashboard/prompts?view=grid&prompts=all&sort=-sentiment`);
  await grid().waitFor();
  await page.getByText(`${PROMPTS} prompts`, { exact: true }).waitFor();
  const { file, rows } = await downloadCsv('Prompts grid');
  expect(file).toMatch(
    /^sightline-prompts-prompts-grid-last-month-all-platforms-all-prompts-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(rows).toHaveLength(PROMPTS);
  expect(Object.keys(rows[0]!)).toEqual([
    'prompt',
    'topic',
    'kind',
    'visibility_pct',
    'visibility_low_pct',
    'visibility_high_pct',
    'average_position',
    'sentiment_score',
    'product_card_answers',
    'chatgpt_visibility_pct',
    'perplexity_visibility_pct',
    'gemini_visibility_pct',
  ]);
  const shown = await renderedRows().all();
  expect(shown.length).toBeGreaterThan(10);
  for (const [index, row] of shown.slice(0, 10).entries()) {
    const cells = await cellTexts(row);
    const csv = rows[index]!;
    expect(cells[0]).toBe(csv.prompt);
    expect(cells[1]).toBe(csv.topic);
    expect(cells[2]!.toLowerCase()).toBe(csv.kind);
    expect(cells[3]).toBe(
      `${percentText(csv.visibility_pct!)}\n${Number(csv.visibility_low_pct).toFixed(1)}–${Number(csv.visibility_high_pct).toFixed(1)}`,
    );
    expect(cells[4]).toBe(Number(csv.average_position).toFixed(2));
    expect(cells[5]).toBe(Number(csv.sentiment_score).toFixed(2));
    expect(cells.slice(6, 9)).toEqual([
      percentText(csv.chatgpt_visibility_pct!),
      percentText(csv.perplexity_visibility_pct!),
      percentText(csv.gemini_visibility_pct!),
    ]);
  }
});

test("the competitors page's CSVs hold the figures their tables show", async () => {
  await page.goto(`${server.url}/dashboard/competitors?period=7d`);
  const brandsTable = page.getByRole('table', { name: 'Tracked brands' });
  await brandsTable.waitFor();

  const brands = await downloadCsv('Tracked brands');
  expect(brands.file).toMatch(/^sightline-competitors-tracked-brands-last-week-all-platforms-unbranded-/);
  const brandRows = await brandsTable.locator('tbody tr').all();
  expect(brands.rows).toHaveLength(brandRows.length);
  for (const [index, row] of brandRows.entries()) {
    const cells = await cellTexts(row);
    const csv = brands.rows[index]!;
    // The cell starts with the brand's letter avatar.
    expect(cells[0]!.split('\n').at(-1)).toBe(
      csv.is_your_brand === 'true' ? `${csv.brand} (you)` : csv.brand,
    );
    expect(cells[1]).toBe(Number(csv.mentions).toLocaleString('en-US'));
    expect(cells[2]).toBe(percentText(csv.visibility_pct!));
    expect(cells[3]).toBe(percentText(csv.share_of_voice_pct!));
    expect(cells[4]).toBe(csv.rank === '' ? '—' : `#${csv.rank}`);
  }

  const heatmapTable = page.getByRole('table', { name: 'Visibility by platform and brand' });
  const heatmap = await downloadCsv('Visibility by platform');
  const heatRows = await heatmapTable.locator('tbody tr').all();
  expect(heatmap.rows).toHaveLength(heatRows.length);
  for (const [index, row] of heatRows.entries()) {
    const cells = await cellTexts(row);
    const csv = heatmap.rows[index]!;
    const platforms = Object.keys(csv).filter((key) => key.endsWith('_visibility_pct'));
    expect(cells.slice(1)).toEqual(platforms.map((key) => percentText(csv[key]!)));
  }
});
