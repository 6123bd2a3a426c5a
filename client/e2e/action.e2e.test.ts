/**
 * The Action Center in a real Chromium against the product started as the README says: the demo account
 * opens every tool, a new sign-up on a product started with ACTION_CENTER_DEFAULT=false sees Coming Soon
 * until the owner turns it on in Settings, a blocked account sees Not Available, and the fund
 * account exports an llms.txt holding only published items.
 */
import fs from 'node:fs';
import { type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, startProductServer, type ProductServer, signInAs } from './support';

const DEMO_USER_ID = 'd0d0d0d0-0000-4000-8000-000000000001';

let server: ProductServer;
let blockedServer: ProductServer;
let context: BrowserContext;

beforeAll(async () => {
  server = await startProductServer();
  // A second product whose configuration blocks the demo account and starts new workspaces with the Action
  // Center off (started after the first: both build the client).
  blockedServer = await startProductServer({
    ACTION_CENTER_BLOCKED_IDS: DEMO_USER_ID,
    ACTION_CENTER_DEFAULT: 'false',
  });
  context = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
  await blockedServer?.stop();
});

async function freshPage(base: string): Promise<Page> {
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

test('demo: the Action Center, its checklist kept on the server, and every tool', async () => {
  const base = server.url;
  const page = await freshPage(base);
  await signInAs(page, base, 'demo@example.com');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Action Center' })
    .click();
  await heading(page, 'Action Center');
  await page.getByRole('note', { name: 'Key Insight' }).waitFor();

  await page.getByRole('checkbox', { name: /Publish an llms.txt file/ }).check({ force: true });
  await page.getByText('1 of 5 completed').waitFor();
  await page.getByText('20%').waitFor();
  await page.reload();
  await page.getByText('1 of 5 completed').waitFor();
  expect(await page.getByRole('checkbox', { name: /Publish an llms.txt file/ }).isChecked()).toBe(true);

  // The radar lists the account's real answer gaps: the largest opens the answers its figure counts.
  const radar = page.getByLabel('Opportunities');
  const firstGap = radar.getByRole('button', { expanded: false }).first();
  const question = (await firstGap.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-2)!;
  expect(question).toMatch(/\?$/);
  await firstGap.click();
  const figure = radar.getByRole('button', {
    name: /^\d+ of \d+ answers named a competitor and not Quillstack: show them$/,
  });
  const [gapAnswers] = /^\d+/.exec((await figure.getAttribute('aria-label'))!)!;
  await figure.click();
  const drawer = page.getByRole('dialog', { name: `Answer gap · ${question}`, exact: true });
  await drawer
    .getByText(`${gapAnswers} answers in the last 30 days named a competitor and not Quillstack`)
    .waitFor();
  await drawer.getByRole('list', { name: 'Answers' }).getByRole('listitem').first().waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  // Its action opens the comparison tool with the gap's question.
  await radar.getByRole('link', { name: 'Create Content' }).click();
  await heading(page, 'Content Comparison');
  expect(new URL(page.url()).searchParams.get('prompt')).toBe(question);
  await page.goBack();
  await heading(page, 'Action Center');

  await page.getByRole('main').getByRole('link', { name: 'Content Comparison' }).click();
  await heading(page, 'Content Comparison');
  // The pages the account's own answers cite, then two pasted texts scored side by side.
  await page.getByRole('list', { name: 'Pages AI answers cite' }).waitFor();
  await page
    .getByLabel('Their article')
    .fill('API gateways cut integration time by 40%, according to a 2025 survey of 1,200 teams.');
  await page.getByLabel('Your article').fill('Our gateway is simple and teams like it.');
  await page.getByRole('button', { name: 'Score texts' }).click();
  await page.getByRole('region', { name: "Your article's scores" }).waitFor();

  await page.getByRole('link', { name: /Back to Action Center/ }).click();
  await page.getByRole('main').getByRole('link', { name: 'Top Sources' }).click();
  await heading(page, 'Top Sources Analysis');
  await page.getByRole('tab', { name: 'Content Types' }).click();
  await page.getByRole('table').waitFor();

  await page.goto(`${base}/dashboard/action/llms-txt`);
  await heading(page, 'LLMS.TXT Manager');
  await page.getByText(/Not analyzed yet/).waitFor();
  const editor = page.getByLabel('llms.txt content');
  await editor.fill('# Quillstack\n\n## Docs\nnot a link\n');
  await page.getByRole('button', { name: 'Analyze Text' }).click();
  await page.getByRole('region', { name: 'Problems' }).getByText('Line 4').waitFor();
  await editor.fill(
    '# Quillstack\n\n> APIs.\n\n## Docs\n\n- [API](https://www.quillstack.io/docs/api.md): Endpoints.\n',
  );
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await page.getByText('LLMS.TXT configuration saved successfully!').waitFor();
  const published = await fetch(`${base}/llms/demo/llms.txt`);
  expect(published.status).toBe(200);
  expect(await published.text()).toContain('- [API](https://www.quillstack.io/docs/api.md): Endpoints.');

  await page.goto(`${base}/dashboard/action/generate`);
  await heading(page, 'Generate Optimized Content');
  await page.getByRole('button', { name: 'Use Sample Content' }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByRole('button', { name: 'Generating...' }).waitFor();
  await page.getByText('Improvements Made').waitFor();
  // Without an AI provider the draft is the sample in a quotable structure with placeholders, invented nothing.
  const draft = await page.getByTestId('optimized-output').innerText();
  expect(draft).toContain('**In short:** Quillstack is a company that helps its customers.');
  expect(draft).toContain('[add a statistic and its source]');
  expect(draft).not.toMatch(/\d+\s?%/);
  await page.getByText(/^Written without an AI provider/).waitFor();

  await page.goto(`${base}/dashboard/action/outreach`);
  await heading(page, 'Email Outreach');
  await page.goto(`${base}/dashboard/action/live-mentions`);
  await heading(page, 'Live Mentions');
  // The demo account's own visits (none seeded): never the fund's simulated site.
  await page.getByRole('group', { name: 'Visits This Week' }).waitFor();
  expect(
    await page
      .getByRole('main')
      .getByText(/\/thesis|\/portfolio/)
      .count(),
  ).toBe(0);
  await page.close();
});

test('fund: the fund Action Center, Export LLMs.txt with published items only, outreach Send', async () => {
  const base = server.url;
  const page = await freshPage(base);
  await signInAs(page, base, 'fund@example.com');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Action Center' })
    .click();
  await page.getByRole('group', { name: 'AI Mentions This Month' }).waitFor();
  await page.getByRole('link', { name: 'Content Library' }).click();
  await heading(page, 'LLMs.txt Manager');
  await page.getByRole('heading', { name: 'No Content Selected' }).waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export LLMs.txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('llms.txt');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('# Lumen Peak Capital')).toBe(true);
  for (const title of [
    'Investment Thesis 2026',
    'Portfolio Overview',
    'Founder Resources',
    'Team and Partners',
  ])
    expect(text).toContain(title);
  for (const title of [
    'Climate Fund II Announcement',
    '2021 Market Outlook',
    'How We Evaluate Fintech Startups',
  ])
    expect(text).not.toContain(title);

  await page.goto(`${base}/dashboard/action/sources`);
  await page.getByRole('tab', { name: 'Performance Metrics' }).click();
  await page.getByRole('heading', { name: 'By Authority' }).waitFor();

  await page.goto(`${base}/dashboard/action/outreach`);
  await page
    .getByRole('article', { name: 'Climate Tech Review' })
    .getByRole('button', { name: 'Start Outreach' })
    .click();
  await page.getByRole('note', { name: 'Selected source' }).waitFor();
  expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  await page.getByLabel('Template', { exact: true }).selectOption('e1');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Email sent').waitFor();

  await page.getByRole('link', { name: 'Live Mentions' }).click();
  await heading(page, 'Live Mentions');
  await page.getByRole('table', { name: 'Crawler visits' }).waitFor();
  await page.close();
});

test('a new sign-up (ACTION_CENTER_DEFAULT off) sees Coming Soon until the owner turns it on in Settings', async () => {
  const base = blockedServer.url;
  const page = await freshPage(base);
  const id = Date.now().toString(36);
  await page.goto(`${base}/auth?mode=signup`);
  await page.getByLabel('Username').fill(`ac_${id}`);
  await page.getByLabel('Email').fill(`ac_${id}@example.com`);
  await page.getByLabel('Password').fill('a-long-e2e-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/dashboard\/onboarding$/);
  await page.goto(`${base}/dashboard/action`);
  await page.getByText("We're building this out and will have it ready for you soon!").waitFor();
  await page.goto(`${base}/dashboard/action/llms-txt`);
  await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();

  await page.goto(`${base}/dashboard/settings`);
  const toggle = page.getByRole('checkbox', { name: 'Action Center' });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check({ force: true });
  await page.getByText('Action Center turned on').waitFor();
  await page.goto(`${base}/dashboard/action`);
  await heading(page, 'Action Center');
  await page.close();
});

test('a blocked account sees Not Available', async () => {
  const base = blockedServer.url;
  const page = await freshPage(base);
  await signInAs(page, base, 'demo@example.com');
  await page.goto(`${base}/dashboard/action`);
  await page
    .getByText(
      'The Action Center is currently not available for your account. Please contact customer support if you believe this is an error.',
    )
    .waitFor();
  await page.close();
});
