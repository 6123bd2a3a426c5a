/**
 * The page funnel in a real Chromium on the demo account (an OWNER): an access log is imported on the Pages
 * screen (the file chosen in its import dialog, read in the browser and sent in chunks to
 * POST /api/crawler-logs, each visit verified against the IP ranges in the product's DATA_DIR; the dialog
 * sums up what was verified and spoofed), Google Analytics 4 is connected in Settings →
 * Integrations against a loopback stub of Google's token endpoint and runReport (the first pull is queued
 * and followed on the screen until it ends; its reports are in euros), and the Pages screen shows each page's
 * state and revenue in the property's currency; a row's verified crawls and the answers citing it open from
 * its numbers.
 */
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { withProductAndBrowser } from './e2e-session';
import { graphqlAs, signInAs } from './support';

const PROPERTY = '424242';
const ACCOUNT = 'sightline-e2e@quillstack-analytics.iam.gserviceaccount.com';
/** The range the fixture list publishes for GPTBot: visits from it are verified, from elsewhere spoofed. */
const GPTBOT_RANGE = '203.0.113.0/24';
/** The demo brand's website is https://www.quillstack.io (server/db/seed/accounts.ts). */
const DEMO_DOMAIN = 'quillstack.io';
/** A page of the demo's site only the log names: crawled, never cited. */
const CRAWLED_ONLY = '/changelog/e2e-release';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keyFile = JSON.stringify({
  type: 'service_account',
  project_id: 'quillstack-analytics',
  private_key_id: 'e2e',
  private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  client_email: ACCOUNT,
  client_id: '1',
  token_uri: 'https://token.invalid/token',
});

/** What the stub's runReport answers: set once the cited page is known. */
let ga4Rows: string[][] = [];
const stubSeen = { tokens: 0, reports: 0 };
let stub: http.Server;
/** The product's environment: the stub's address is filled in before the product starts (hooks run in order). */
const env: Record<string, string> = {
  INTEGRATIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/token') {
        stubSeen.tokens++;
        const grant = new URLSearchParams(body).get('grant_type');
        if (grant !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          return send(400, { error: 'unsupported_grant_type' });
        return send(200, { access_token: 'e2e-access', expires_in: 3600, token_type: 'Bearer' });
      }
      if (req.url === `/v1beta/properties/${PROPERTY}:runReport`) {
        stubSeen.reports++;
        return send(200, {
          dimensionHeaders: ['date', 'landingPage', 'sessionSource', 'sessionDefaultChannelGroup'].map(
            (name) => ({ name }),
          ),
          metricHeaders: ['sessions', 'engagedSessions', 'keyEvents', 'totalRevenue'].map((name) => ({
            name,
          })),
          rows: ga4Rows.map((row) => ({
            dimensionValues: row.slice(0, 4).map((value) => ({ value })),
            metricValues: row.slice(4).map((value) => ({ value })),
          })),
          rowCount: ga4Rows.length,
          metadata: { currencyCode: 'EUR', timeZone: 'Europe/Berlin' },
        });
      }
      send(404, { error: { code: 404, message: 'not here', status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  env.GA4_API_BASE_URL = url;
  env.GOOGLE_OAUTH_TOKEN_URL = `${url}/token`;
});
afterAll(() => new Promise<void>((resolve) => stub?.close(() => resolve())));

const e2e = withProductAndBrowser(env);

beforeAll(() => {
  // GPTBot's published ranges as `npm run crawlers:refresh` writes them, fresh: read on the first visit in.
  const dir = path.join(e2e.server.dataDir, 'crawler-ip-ranges');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'openai-gptbot.json'),
    JSON.stringify({
      provider: 'OpenAI',
      crawlers: ['GPTBot'],
      source: 'https://openai.com/gptbot.json',
      refreshedAt: new Date().toISOString(),
      publishedAt: new Date().toISOString(),
      prefixes: [GPTBOT_RANGE],
    }),
  );
});

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A combined-log time, days ago: 28/Nov/2026:09:15:00 +0000. */
function logTime(daysAgo: number, minute: number) {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:09:${two(minute)}:00 +0000`;
}
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

/** With E2E_SCREENSHOTS_DIR set, the screens the test reaches are saved there (at the browser's 1440 px). */
const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR;
async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS_DIR) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

interface FunnelRow {
  url: string;
  state: string;
  totalCrawls: number;
  totalCitations: number;
  aiSessions: number;
  revenue: number;
  revenueCurrency: string | null;
}

test('an imported log and GA4 fill the page funnel; a row opens its verified crawls and the answers citing it', async () => {
  const page = await e2e.context.newPage();
  await signInAs(page, e2e.server.url, 'demo@example.com');
  const funnel = async () =>
    (
      await graphqlAs(
        page,
        e2e.server.url,
        '{ pageFunnel { url state totalCrawls totalCitations aiSessions revenue revenueCurrency } }',
      )
    ).data.pageFunnel as FunnelRow[];
  // The demo's answers cite pages of its site: the most cited one on its own host (where the log's paths and
  // GA4's landing pages are read) is followed through the funnel.
  const cited = (await funnel()).find(
    (row) => row.totalCitations > 0 && new URL(row.url).hostname === DEMO_DOMAIN,
  );
  expect(cited, 'a page of the demo site cited by its answers').toBeDefined();
  const citedUrl = cited!.url;
  const citedPath = new URL(citedUrl).pathname || '/';
  const crawledOnlyUrl = `${new URL(citedUrl).origin}${CRAWLED_ONLY}`;

  // The access log: two verified GPTBot crawls of the cited page, one of a page nobody cites, a GPTBot
  // from outside its ranges (spoofed) and a browser (not an AI crawler: left out). It is imported on the
  // Pages screen, the file chosen in the dialog as a person would.
  const line = (ip: string, daysAgo: number, minute: number, route: string, agent = GPTBOT) =>
    `${ip} - - [${logTime(daysAgo, minute)}] "GET ${route} HTTP/1.1" 200 5120 "-" "${agent}"\n`;
  const log = [
    line('203.0.113.7', 2, 1, citedPath),
    line('203.0.113.8', 1, 2, `${citedPath}?ref=e2e`),
    line('203.0.113.9', 1, 3, CRAWLED_ONLY),
    line('198.51.100.66', 1, 4, citedPath),
    line('192.0.2.1', 1, 5, citedPath, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'),
  ].join('');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Pages' }).click();
  await page.waitForURL(/\/dashboard\/pages$/);
  await page.getByRole('button', { name: 'Import an access log' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import an access log' });
  await dialog.getByLabel('Log file').setInputFiles({
    name: 'access.log',
    mimeType: 'text/plain',
    buffer: Buffer.from(log),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.getByText('Imported: 4 new visits from 4 AI-crawler lines.').waitFor({ timeout: 15_000 });
  const figure = async (label: string) =>
    (await dialog.getByTestId(`summary-${label}`).locator('span').first().textContent())?.trim();
  expect({
    lines: await figure('Lines read'),
    crawlerLines: await figure('AI-crawler lines'),
    stored: await figure('Visits stored now'),
    verified: await figure('Verified'),
    spoofed: await figure('Spoofed'),
    unverifiable: await figure('Unverifiable'),
    unparsed: await figure('Unparsed lines'),
  }).toEqual({
    lines: '5',
    crawlerLines: '4',
    stored: '4',
    verified: '3',
    spoofed: '1',
    unverifiable: '0',
    unparsed: '0',
  });
  await screenshot(page, 'pages-log-import-summary');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'pages-log-import-summary-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The same file again adds nothing: every visit is already there.
  await dialog.getByRole('button', { name: 'Import again' }).click();
  await dialog.getByText('Imported: 0 new visits from 4 AI-crawler lines.').waitFor({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await dialog.waitFor({ state: 'hidden' });

  // GA4 counts AI sessions on the cited page with key events, and on the crawled-only page without.
  ga4Rows = [
    [day(1), citedPath, 'chatgpt.com', 'AI Assistant', '6', '4', '2', '240'],
    [day(2), CRAWLED_ONLY, 'perplexity.ai', 'AI Assistant', '3', '1', '0', '0'],
  ];
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('link', { name: 'Integrations', exact: true }).click();
  await page.waitForURL(/\/dashboard\/settings\/integrations$/);
  const form = page.getByRole('form', { name: 'Connect Google Analytics 4' });
  await form.getByRole('textbox', { name: /Property id/ }).fill(PROPERTY);
  await form.getByRole('textbox', { name: /Service account key/ }).fill(keyFile);
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  // The first pull is queued as GA4 is connected; the screen follows it until it went through.
  const status = page.getByTestId('status-GA4');
  await status.getByText('OK', { exact: true }).waitFor({ timeout: 15_000 });
  await status.getByText(`as ${ACCOUNT}`).waitFor();
  await status.getByText(/· 2 rows$/).waitFor();
  expect(stubSeen).toEqual({ tokens: 1, reports: 1 });
  await screenshot(page, 'integrations-ga4-connected');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Pages' }).click();
  await page.waitForURL(/\/dashboard\/pages$/);
  const table = page.getByRole('table', { name: 'Pages of your site' });
  const rowOf = (url: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: url, exact: true }) });
  await rowOf(citedUrl).getByText('Converting', { exact: true }).waitFor();
  await rowOf(crawledOnlyUrl).getByText('Clicked, not converting', { exact: true }).waitFor();
  const rows = await funnel();
  const followed = rows.find((row) => row.url === citedUrl)!;
  // Two verified crawls: the spoofed GPTBot is nobody's.
  expect(followed).toMatchObject({
    state: 'CONVERTING',
    totalCrawls: 2,
    aiSessions: 6,
    revenue: 240,
    revenueCurrency: 'EUR',
  });
  // The revenue on screen is in the property's currency, as GA4's report named it.
  const revenueCell = rowOf(citedUrl).getByRole('cell').last();
  expect((await revenueCell.textContent())?.trim()).toBe('€240.00');
  expect(rows.find((row) => row.url === crawledOnlyUrl)).toMatchObject({
    state: 'CLICKED_NOT_CONVERTING',
    totalCrawls: 1,
    totalCitations: 0,
  });
  await screenshot(page, 'pages-funnel');

  // The states filter the table.
  const states = page.getByRole('group', { name: 'Show pages in state' });
  await states.getByRole('button', { name: 'Converting (1)', exact: true }).click();
  expect(await table.locator('tbody tr').count()).toBe(1);

  // The row's verified crawls: the two GPTBot visits, by IP range, the spoofed one left out.
  await rowOf(citedUrl)
    .getByRole('button', { name: `2 verified crawls of ${citedUrl}: show them` })
    .click();
  const crawls = page.getByRole('table', { name: `Verified crawls of ${citedUrl}` });
  await crawls.locator('tbody tr').first().waitFor();
  expect(await crawls.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(['GPTBot', 'GPTBot']);
  expect(await crawls.locator('tbody tr td:nth-child(5)').allTextContents()).toEqual([
    'ip range',
    'ip range',
  ]);
  await screenshot(page, 'pages-row-visits');

  // The answers citing it, as many as the row counts.
  const answers = followed.totalCitations;
  await rowOf(citedUrl)
    .getByRole('button', {
      name: `${answers.toLocaleString('en-US')} answer${answers === 1 ? '' : 's'} citing ${citedUrl}: show them`,
    })
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('list', { name: 'Answers' }).getByRole('listitem').first().waitFor();
  expect(await drawer.getByRole('list', { name: 'Answers' }).getByRole('listitem').count()).toBeGreaterThan(
    0,
  );
  await screenshot(page, 'pages-row-answers');
  await page.close();
}, 60_000);
