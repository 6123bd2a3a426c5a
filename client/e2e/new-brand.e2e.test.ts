/**
 * A new brand meets only its own material (issue 59), in a real Chromium against the product as the README
 * starts it, without vendor keys: a running-shoe brand signs up and onboards, its first run is simulated,
 * and then every page it can reach from the dashboard is visited by following the app's own links. None
 * shows a distinctive string of the demo's or the fund's data; the overview says its answers are
 * simulated, and so does every MCP read tool; the page filter survives Searches and the Action Center.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { graphqlAs } from './support';
import { withProductAndBrowser } from './e2e-session';

// No homepage fetches: suggestions come from the built-in methods, as on a machine without network.
const e2e = withProductAndBrowser({ SUGGESTIONS_FETCH: 'false' });

/**
 * Strings only the demo's (Quillstack, API tooling) or the fund's (Lumen Peak Capital, venture capital)
 * seeded data or the Action Center's old fixtures hold: a new brand's pages must show none of them.
 */
const DEMO_STRINGS = [
  'Quillstack',
  'quillstack.io',
  'Postman',
  'Kong Konnect',
  'Apigee',
  'RapidAPI',
  'Stoplight',
  'API management',
  'API Management Platforms',
  'API gateway',
  'Lumen Peak',
  'Sequoia',
  'Andreessen Horowitz',
  'Index Ventures',
  'Lightspeed',
  'Greylock',
  'Founders Fund',
  'Portfolio Companies',
  'Investment Strategy',
  'venture capital',
];

/** At most this many pages are visited: the dashboard's link graph is far smaller. */
const MAX_PAGES = 60;

let brandReady: Promise<Page> | null = null;

/** Signs a new user up and onboards a running-shoe brand; resolves once its first (simulated) run is over. */
function onboardedShoeBrand(): Promise<Page> {
  brandReady ??= (async () => {
    const page = await e2e.context.newPage();
    const id = Date.now().toString(36);
    await page.goto(`${e2e.server.url}/auth?mode=signup`);
    await page.getByLabel('Username').fill(`stride_${id}`);
    await page.getByLabel('Email').fill(`stride_${id}@example.com`);
    await page.getByLabel('Password').fill('a-long-e2e-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/dashboard\/onboarding$/, { timeout: 30_000 });
    const done = await graphqlAs(
      page,
      e2e.server.url,
      `mutation { completeOnboarding(input: {
        brand: { name: "Stride Labs", website: "https://stridelabs.example", aliases: [] },
        competitors: ["Brooks", "Hoka", "On"],
        topics: [{ name: "running shoes", prompts: [
          "What are the best running shoes for a first marathon?",
          "Which running shoes last longest on asphalt?",
          "Best cushioned trail running shoes"
        ] }]
      }) { run { id } } }`,
    );
    expect(done.data.completeOnboarding.run.id).toBeTruthy();
    await expect
      .poll(
        async () =>
          (await graphqlAs(page, e2e.server.url, '{ latestCollectionRun { status } }')).data
            .latestCollectionRun?.status,
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe('COMPLETED');
    return page;
  })();
  return brandReady;
}

/** The page's visible text once its requests have settled. */
async function settledText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  await page.locator('main, [role="main"]').first().waitFor();
  return page.locator('body').innerText();
}

const demoStringsIn = (text: string) =>
  DEMO_STRINGS.filter((demo) => text.toLowerCase().includes(demo.toLowerCase()));

test('a new shoe brand visits every page it can reach and meets nothing of the demo or the fund', async () => {
  const page = await onboardedShoeBrand();
  const origin = e2e.server.url;
  const toVisit = ['/dashboard'];
  const visited = new Set<string>();
  const found: string[] = [];
  while (toVisit.length > 0 && visited.size < MAX_PAGES) {
    const path = toVisit.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    await page.goto(`${origin}${path}`);
    const text = await settledText(page);
    for (const demo of demoStringsIn(text)) found.push(`${path}: “${demo}”`);
    const links = await page
      .locator('a[href^="/dashboard"]')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const link of links)
      if (!visited.has(link) && !link.endsWith('/logout') && !toVisit.includes(link)) toVisit.push(link);
  }
  // The crawl reached the product's pages, the Action Center's tools among them, and stopped by itself.
  expect(visited.size).toBeLessThan(MAX_PAGES);
  for (const expected of [
    '/dashboard/competitors',
    '/dashboard/searches',
    '/dashboard/prompts',
    '/dashboard/action',
    '/dashboard/settings',
  ])
    expect([...visited]).toContain(expected);
  expect([...visited].filter((path) => path.startsWith('/dashboard/topics/')).length).toBeGreaterThan(0);
  expect([...visited].filter((path) => path.startsWith('/dashboard/action/')).length).toBeGreaterThan(2);
  expect(found).toEqual([]);

  // Content Comparison for one of the brand's own prompts compares its answers' pages, not a fixture.
  const prompts = await graphqlAs(page, origin, '{ managedTopics { prompts { id question } } }');
  const { id, question } = prompts.data.managedTopics.flatMap((topic: any) => topic.prompts)[0];
  await page.goto(
    `${origin}/dashboard/action/comparison?${new URLSearchParams({ promptId: id, prompt: question, competitors: 'Brooks' })}`,
  );
  const comparison = await settledText(page);
  expect(comparison).toContain(question);
  expect(demoStringsIn(comparison)).toEqual([]);
});

test('the overview says its answers are simulated, and so does every MCP read tool of the keyless server', async () => {
  const page = await onboardedShoeBrand();
  await page.goto(`${e2e.server.url}/dashboard`);
  await page.getByText(/Illustrative data: 100 % of these answers are simulated/).waitFor();

  const created = await graphqlAs(
    page,
    e2e.server.url,
    'mutation { createApiToken(input: { name: "assistant", scope: READ }) { token } }',
  );
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${e2e.server.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${created.data.createApiToken.token}` } },
    }),
  );
  try {
    expect(client.getInstructions()).toMatch(/simulated/i);
    const readTools = (await client.listTools()).tools.filter((tool) => tool.name.startsWith('get_'));
    expect(readTools.length).toBeGreaterThan(3);
    for (const tool of readTools.filter((t) => t.name !== 'get_fact_check')) {
      const result = (await client.callTool({ name: tool.name, arguments: {} })) as {
        content: { type: string; text: string }[];
        structuredContent?: { simulatedShare?: { percent: number } };
        isError?: boolean;
      };
      expect(result.isError, tool.name).toBeFalsy();
      expect(result.content[0]!.text, tool.name).toMatch(/simulated/i);
      expect(result.structuredContent?.simulatedShare?.percent, tool.name).toBe(100);
    }
  } finally {
    await client.close();
  }
});

test('the page filter survives Searches and the Action Center, and going back keeps it', async () => {
  const page = await onboardedShoeBrand();
  const filter = '?period=90d&platforms=chatgpt&prompts=all';
  await page.goto(`${e2e.server.url}/dashboard${filter}`);
  const sidebar = page.getByRole('navigation').first();
  await sidebar.getByRole('link', { name: 'Searches', exact: true }).click();
  await page.waitForURL(/\/dashboard\/searches\?/);
  expect(new URL(page.url()).search).toBe(filter);
  const bar = page.getByRole('region', { name: 'Page filter' });
  expect(await bar.getByRole('button', { name: 'ChatGPT' }).getAttribute('aria-pressed')).toBe('true');

  await sidebar.getByRole('link', { name: /Action Center/ }).click();
  await page.waitForURL(/\/dashboard\/action\?/);
  expect(new URL(page.url()).search).toBe(filter);

  await page.goBack();
  await page.waitForURL(/\/dashboard\/searches\?/);
  expect(new URL(page.url()).search).toBe(filter);
  await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  expect(new URL(page.url()).search).toBe(filter);
});
