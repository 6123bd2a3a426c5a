/**
 * axe-core on every screen, in light and dark, at desktop (1440 px) and phone (390 px) width: no serious
 * or critical violation anywhere. One browser, one page, reused for every run.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { graphqlAs, launchBrowser, signInAs, startProductServer, type ProductServer } from './support';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: ProductServer;
let context: BrowserContext;
let page: Page;
let BASE_URL: string;
/** The demo account's saved session (supabase-js storage), put back for the signed-in screens. */
let session: string;
let topicSlug: string;

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** After the page shows: e.g. open a drawer. */
  then?: (page: Page) => Promise<void>;
  /** Third-party markup the app does not draw itself, left out of the audit. */
  exclude?: string[];
}

beforeAll(async () => {
  server = await startProductServer();
  BASE_URL = server.url;
  context = await launchBrowser();
  page = await context.newPage();
  await signInAs(page, BASE_URL, 'demo@example.com');
  session = await page.evaluate(() => localStorage.getItem('sightline-auth') ?? '');
  const { data } = await graphqlAs(page, BASE_URL, '{ topics { slug } }');
  topicSlug = (data.topics as { slug: string }[])[0]!.slug;
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const TOOLS = ['comparison', 'sources', 'llms-txt', 'generate', 'outreach', 'live-mentions'];

function screens(): Screen[] {
  return [
    { name: 'sign-in', path: '/auth', signedIn: false },
    { name: 'sign-up', path: '/auth?mode=signup', signedIn: false },
    { name: 'forgot password', path: '/auth/forgot', signedIn: false },
    {
      name: 'reset password (used link)',
      path: '/auth/reset#error=access_denied&error_code=otp_expired',
      signedIn: false,
    },
    { name: 'reset password (signed in by the link)', path: '/auth/reset', signedIn: true },
    { name: 'report wizard', path: '/generate-reports', signedIn: false },
    {
      // Too short to be a token: the server refuses it, and the page says the link leads nowhere (no Retry).
      name: 'report (bad link)',
      path: '/reports/no-such-report',
      signedIn: false,
      then: (p) => p.getByRole('heading', { name: 'Report expired or not found' }).waitFor(),
    },
    { name: 'overview', path: '/dashboard', signedIn: true },
    {
      name: 'overview drawer open',
      path: '/dashboard',
      signedIn: true,
      then: async (p) => {
        await p.getByRole('button', { name: /show the answers behind Brand Visibility/ }).click();
        const drawer = p.getByRole('dialog', { name: /^Brand Visibility/ });
        await drawer.getByText(/answers in the last 30 days mentioned/).waitFor();
        // Colours are read once the drawer has finished sliding and fading in, not halfway.
        await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      },
    },
    { name: 'topic', path: `/dashboard/topics/${topicSlug}`, signedIn: true },
    { name: 'competitors', path: '/dashboard/competitors', signedIn: true },
    {
      name: 'competitors, head to head open',
      path: '/dashboard/competitors',
      signedIn: true,
      then: async (p) => {
        await p
          .getByRole('button', { name: /: show the prompts$/ })
          .first()
          .click();
        await p
          .getByRole('heading', { name: /named, Quillstack not$/ })
          .first()
          .waitFor();
      },
    },
    { name: 'prompts', path: '/dashboard/prompts', signedIn: true },
    { name: 'settings', path: '/dashboard/settings', signedIn: true },
    { name: 'how we measure', path: '/dashboard/how-we-measure', signedIn: true },
    { name: 'alerts', path: '/dashboard/alerts', signedIn: true },
    { name: 'alert settings', path: '/dashboard/settings/alerts', signedIn: true },
    {
      name: 'explorer',
      path: '/dashboard/settings/graphql',
      signedIn: true,
      // GraphiQL's own editor (Monaco line numbers, its logo and tab list) is not Sightline's markup.
      exclude: ['.graphiql-container'],
    },
    { name: 'action center', path: '/dashboard/action', signedIn: true },
    ...TOOLS.map((tool) => ({ name: `action ${tool}`, path: `/dashboard/action/${tool}`, signedIn: true })),
  ];
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function audit(screen: Screen, mode: 'light' | 'dark'): Promise<Finding[]> {
  await page.evaluate(
    ({ mode, session, signedIn }) => {
      localStorage.setItem('sightline-color-mode', mode);
      if (signedIn) localStorage.setItem('sightline-auth', session);
      else localStorage.removeItem('sightline-auth');
    },
    { mode, session, signedIn: screen.signedIn },
  );
  await page.goto(`${BASE_URL}${screen.path}`);
  await page.locator('main').first().waitFor();
  // Loading states hold no content worth auditing: wait until the screen has drawn its data.
  await page.waitForFunction(() => !document.body.innerText.includes('Loading data...'));
  await screen.then?.(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document | { exclude: string[][] },
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const target = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
    const result = await axe.run(target, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, screen.exclude ?? []);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ screen: `${screen.name} (${mode})`, rule: v.id, impact: v.impact, nodes: v.nodes }));
}

for (const [label, viewport] of [
  ['1440 px', { width: 1440, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`no serious or critical axe violation on any screen at ${label}, light and dark`, async () => {
    await page.setViewportSize(viewport);
    const findings: Finding[] = [];
    for (const mode of ['light', 'dark'] as const)
      for (const screen of screens()) findings.push(...(await audit(screen, mode)));
    const summary = findings.map(
      (f) => `${f.screen}: ${f.rule} (${f.impact}) ${f.nodes.slice(0, 3).join(' | ')}`,
    );
    expect(summary).toEqual([]);
  }, 900_000);
}
