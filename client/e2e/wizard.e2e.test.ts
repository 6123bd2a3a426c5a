/**
 * End to end in real Chromium: a visitor walks the six wizard steps on the built client, a real SMTP
 * server on loopback receives the report e-mail, and its link opens the report page with the company's
 * figures. Serves the client the e2e project's global setup built (as `npm start` serves it) and needs
 * Debian's chromium (/usr/bin/chromium).
 *
 * WIZARD_SCREENSHOTS=/tmp/wizard-shots also saves screenshots of every step at 1440 and 390 px.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSightline } from '../../server/main';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../server/test/smtp.testkit';
import { createTestDb, testConfig } from '../../server/test/harness';
import { launchBrowser } from './support';

const SHOTS = process.env.WIZARD_SCREENSHOTS;

let smtp: TestSmtpServer;
let server: Awaited<ReturnType<typeof startSightline>>;
let drop: () => Promise<void>;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  const config = testConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    SUGGESTIONS_FETCH: 'false',
    WORKER_IN_PROCESS: 'true',
  });
  dataDir = config.dataDir;
  const testDb = await createTestDb();
  drop = testDb.drop;
  // The server runs its job worker in-process (WORKER_IN_PROCESS), generate-report included.
  server = await startSightline(config, { db: testDb.db, log: () => {} });
});

afterAll(async () => {
  await server?.close();
  await drop?.();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function openBrowser(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await launchBrowser({ width, height });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('[browser console]', message.text());
  });
  return { context, page };
}

const shooter = (page: Page, prefix: string) => async (name: string) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SHOTS, `${prefix}-${name}.png`), fullPage: true });
};

/** Walks steps 1-6 and submits; returns when the success screen shows. */
async function walkWizard(page: Page, email: string, shot: (name: string) => Promise<void>) {
  await page.goto(`${server.url}/generate-reports`);
  await page.getByRole('heading', { name: 'Generate Your Free AI Visibility Report', exact: true }).waitFor();
  await shot('1-company-info');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Quillstack');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Website', exact: true }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Website' }).inputValue()).toBe('https://quillstack.com');
  await shot('2-website');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Competitors', exact: true }).waitFor();
  await page.getByLabel('Competitor 1', { exact: true }).fill('Kongly');
  await page.getByRole('button', { name: '+ Add competitor (1/5)' }).click();
  await page.getByLabel('Competitor 2', { exact: true }).fill('Tollgate');
  await shot('3-competitors');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Search Topics', exact: true }).waitFor();
  // Offline, with no homepage to read, no topic is suggested (never one made of the company's name): type them.
  expect(await page.getByLabel('Topic 1', { exact: true }).inputValue()).toBe('');
  await page.getByLabel('Topic 1', { exact: true }).fill('API gateway');
  await page.getByRole('button', { name: '+ Add topic (1/10)' }).click();
  await page.getByLabel('Topic 2', { exact: true }).fill('developer portal');
  expect(await page.getByRole('button', { name: '+ Add topic (2/10)' }).count()).toBe(1);
  await shot('4-search-topics');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Prompts', exact: true }).waitFor();
  // 8 generic + 3 brand-specific suggested; keep 10 (blank prompts are dropped).
  expect(await page.getByText('Generic', { exact: true }).count()).toBe(8);
  expect(await page.getByText('Brand-specific', { exact: true }).count()).toBe(3);
  await page.getByLabel('Prompt 11', { exact: true }).fill('');
  await shot('5-prompts');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('heading', { name: 'Generate', exact: true }).waitFor();
  await page.getByText('10 prompts').waitFor();
  await shot('6-generate');
  const submittedAt = Date.now();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await page.getByText('You should be getting something within 5 minutes').waitFor();
  await shot('7-success');
  return submittedAt;
}

test('the six wizard steps in Chromium, the e-mail over SMTP, and the report page it links to', async () => {
  const { context, page } = await openBrowser(1440, 900);
  try {
    const submittedAt = await walkWizard(page, 'ada@example.com', shooter(page, 'desktop'));
    const received = await smtp.waitForMessage(1, 120_000);
    const wallMs = Date.now() - submittedAt;
    console.log(`submit → e-mail: ${wallMs} ms for 10 prompts × 3 engines (simulated)`);
    expect(received.to).toEqual(['ada@example.com']);

    const mail = parseMail(received.raw);
    expect(mail.subject).toBe('Your AI visibility report for Quillstack');
    const link = /href="([^"]+\/reports\/[^"]+)"/.exec(mail.html)?.[1];
    expect(link).toMatch(/\/reports\//);
    const visibility = /Visibility: (\d+\.\d)%/.exec(mail.text)?.[1];
    expect(visibility).toMatch(/^\d+\.\d$/);

    if (SHOTS) {
      await page.setViewportSize({ width: 700, height: 900 });
      await page.setContent(mail.html);
      await shooter(page, 'email')('html');
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    await page.goto(link as string);
    await page.getByRole('heading', { name: 'Quillstack', level: 1 }).waitFor();
    const card = page.getByRole('group', { name: 'Visibility' });
    expect(await card.textContent()).toContain(`${visibility}%`);
    await page.getByRole('heading', { name: 'Visibility by platform', exact: true }).waitFor();
    // The chart is drawn at once, each bar labelled with the value its description gives.
    const chart = page.getByRole('img', { name: /^ChatGPT \d+\.\d%/ });
    const chatgpt = /^ChatGPT (\d+\.\d%)/.exec((await chart.getAttribute('aria-label'))!)![1]!;
    expect(await chart.locator('.recharts-label').first().textContent()).toBe(chatgpt);
    // The e-mail's headline is the unbranded questions'; the branded ones are given apart on both.
    expect(mail.text).toMatch(/These figures count the \d+ questions that do not name Quillstack/);
    expect(
      await page.getByText(/^These figures count the \d+ questions that do not name Quillstack/).count(),
    ).toBe(1);
    expect(await page.locator('table').getByRole('row').count()).toBe(11); // header + 10 prompts
    await page.getByText('Kongly', { exact: false }).first().waitFor();
    await shooter(page, 'desktop')('8-report');

    // "Generate Another Report" starts over with empty fields.
    await page.goto(`${server.url}/generate-reports`);
    await page.getByLabel('Email').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
  } finally {
    await context.close();
  }
});

test('a failing step shows the red banner; screenshots at 390 px', async () => {
  const { context, page } = await openBrowser(SHOTS ? 390 : 1280, 844);
  try {
    // The website suggestion fails once (a 500 from the API): the step stays and the banner shows.
    let failed = false;
    await page.route('**/graphql', async (route) => {
      if (!failed && (route.request().postData() ?? '').includes('SuggestWebsite')) {
        failed = true;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"errors":[{"message":"boom"}]}',
        });
      } else {
        await route.continue();
      }
    });
    await page.goto(`${server.url}/generate-reports`);
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Company name').fill('Quillstack');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Failed to fetch website. Please try again.').waitFor();
    await shooter(page, 'mobile')('0-error-banner');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByText('Failed to fetch website. Please try again.').count()).toBe(0);

    if (SHOTS) {
      await page.unroute('**/graphql');
      await walkWizard(page, 'grace@example.com', shooter(page, 'mobile'));
      const received = await smtp.waitForMessage(2, 120_000);
      const link = /href="([^"]+\/reports\/[^"]+)"/.exec(parseMail(received.raw).html)?.[1] as string;
      await page.goto(link);
      await page.getByRole('heading', { name: 'Visibility by platform', exact: true }).waitFor();
      await shooter(page, 'mobile')('8-report');
    }
  } finally {
    await context.close();
  }
});
