/**
 * axe-core on every screen, in light and dark at desktop width (1440 px) and in light at phone width
 * (390 px): no serious or critical violation anywhere. One browser, one page, reused for every run; each
 * account signs in once; each screen and state is opened once per width.
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
/**
 * Who a screen is seen by: the demo brand (Quillstack), the fund account, or an account just signed up
 * (sent to onboarding).
 */
type Account = 'demo' | 'fund' | 'new';
/** Each account's saved session (supabase-js storage), put back for its screens. */
const sessions = {} as Record<Account, string>;
let topic: { slug: string; name: string };
/** A report stored by the server: requested first, generated while the other screens are audited. */
let reportToken: string;
/** Each walk through the wizard asks for its report with an address of its own (one running per address). */
let wizardWalks = 0;

interface Stage {
  name: string;
  /** From the screen (or the stage before) to this stage, which is then audited. */
  act: (page: Page) => Promise<void>;
}

interface Screen {
  name: string;
  path: string;
  /** Signed out when absent. */
  as?: Account;
  /** After the page shows: e.g. open a drawer. */
  then?: (page: Page) => Promise<void>;
  /** The document title the screen must have. */
  title?: string;
  /** Further states reached from this one in the same visit (a wizard's steps), each audited too. */
  stages?: Stage[];
  /** Third-party markup the app does not draw itself, left out of the audit. */
  exclude?: string[];
}

/** Signs in (or up, for 'new') on a cleared page and returns the session it stored. */
async function signedInSession(account: Account): Promise<string> {
  if (page.url().startsWith(BASE_URL)) await page.evaluate(() => localStorage.clear());
  if (account === 'new') {
    const id = Date.now().toString(36);
    await page.goto(`${BASE_URL}/auth?mode=signup`);
    await page.getByLabel('Username').fill(`a11y_${id}`);
    await page.getByLabel('Email').fill(`a11y_${id}@example.com`);
    await page.getByLabel('Password').fill('a-long-e2e-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/dashboard\/onboarding$/, { timeout: 30_000 });
  } else await signInAs(page, BASE_URL, `${account}@example.com`);
  return page.evaluate(() => localStorage.getItem('sightline-auth') ?? '');
}

async function requestStoredReport(): Promise<string> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: RequestReportInput!) { requestReport(input: $input) { token } }',
      variables: {
        input: {
          email: 'stored-report@example.com',
          companyName: 'Quillstack',
          website: 'https://quillstack.com',
          competitors: ['Kongly'],
          keywords: ['API gateway'],
        },
      },
    }),
  });
  const { data } = (await response.json()) as { data: { requestReport: { token: string } } };
  return data.requestReport.token;
}

beforeAll(async () => {
  // No homepage fetches (no network here); room for the wizard's four walks and the stored report.
  server = await startProductServer({ SUGGESTIONS_FETCH: 'false', REPORT_LIMIT_PER_IP_PER_HOUR: '20' });
  BASE_URL = server.url;
  reportToken = await requestStoredReport();
  context = await launchBrowser();
  page = await context.newPage();
  sessions.fund = await signedInSession('fund');
  sessions.new = await signedInSession('new');
  sessions.demo = await signedInSession('demo');
  const { data } = await graphqlAs(page, BASE_URL, '{ topics { slug name } }');
  topic = (data.topics as { slug: string; name: string }[])[0]!;
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const TOOLS = ['comparison', 'sources', 'llms-txt', 'generate', 'outreach', 'live-mentions'];

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();

/** Steps 2-6 of the report wizard and its success screen, from step 1. */
const WIZARD_STAGES: Stage[] = [
  {
    name: 'website',
    act: async (p) => {
      await p.getByLabel('Email').fill(`wizard-${++wizardWalks}@example.com`);
      await p.getByLabel('Company name').fill('Quillstack');
      await next(p);
      await stepHeading(p, 'Website');
    },
  },
  { name: 'competitors', act: (p) => next(p).then(() => stepHeading(p, 'Competitors')) },
  {
    name: 'search topics',
    act: async (p) => {
      await p.getByLabel('Competitor 1', { exact: true }).fill('Kongly');
      await next(p);
      await stepHeading(p, 'Search Topics');
    },
  },
  {
    name: 'prompts',
    act: async (p) => {
      await p.getByLabel('Topic 1', { exact: true }).fill('API gateway');
      await next(p);
      await stepHeading(p, 'Prompts');
    },
  },
  { name: 'generate', act: (p) => next(p).then(() => stepHeading(p, 'Generate')) },
  {
    name: 'success',
    act: async (p) => {
      await p.getByRole('button', { name: 'Generate Report' }).click();
      await p.getByText('You should be getting something within 5 minutes').waitFor();
    },
  },
];

function screens(): Screen[] {
  return [
    { name: 'sign-in', path: '/auth' },
    { name: 'sign-up', path: '/auth?mode=signup' },
    { name: 'forgot password', path: '/auth/forgot' },
    {
      name: 'reset password (used link)',
      path: '/auth/reset#error=access_denied&error_code=otp_expired',
    },
    { name: 'reset password (signed in by the link)', path: '/auth/reset', as: 'demo' },
    { name: 'report wizard', path: '/generate-reports', stages: WIZARD_STAGES },
    {
      // Too short to be a token: the server refuses it, and the page says the link leads nowhere (no Retry).
      name: 'report (bad link)',
      path: '/reports/no-such-report',
      then: (p) => p.getByRole('heading', { name: 'Report expired or not found' }).waitFor(),
    },
    {
      name: 'overview',
      path: '/dashboard',
      as: 'demo',
      title: 'Overview · Quillstack · Sightline',
      // Opened from the overview just audited, rather than a second load of the same screen.
      stages: [
        {
          name: 'drawer open',
          act: async (p) => {
            await p.getByRole('button', { name: /show the answers behind Brand Visibility/ }).click();
            const drawer = p.getByRole('dialog', { name: /^Brand Visibility/ });
            await drawer.getByText(/answers in the last 30 days mentioned/).waitFor();
          },
        },
      ],
    },
    {
      name: 'topic',
      path: `/dashboard/topics/${topic.slug}`,
      as: 'demo',
      // A topic page is named by its topic.
      title: `${topic.name} · Quillstack · Sightline`,
    },
    { name: 'topics', path: '/dashboard/topics', as: 'demo' },
    {
      name: 'competitors',
      path: '/dashboard/competitors',
      as: 'demo',
      stages: [
        {
          name: 'head to head open',
          act: async (p) => {
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
      ],
    },
    {
      name: 'what AI says',
      path: '/dashboard/what-ai-says',
      as: 'demo',
      title: 'What AI says · Quillstack · Sightline',
      stages: [
        {
          name: 'statement inbox',
          act: async (p) => {
            await p.getByRole('tab', { name: /^Statement inbox/ }).click();
            await p.getByRole('list', { name: 'Statements', exact: true }).waitFor();
          },
        },
      ],
    },
    {
      name: 'facts',
      path: '/dashboard/facts',
      as: 'demo',
      title: 'Facts · Quillstack · Sightline',
      then: (p) => p.getByRole('list', { name: 'Wrong and out-of-date claims' }).waitFor(),
      stages: [
        {
          name: 'fix it, our own page',
          act: async (p) => {
            await p
              .getByRole('button', { name: /^Fix it: / })
              .first()
              .click();
            await p.getByLabel('Page updated').waitFor();
          },
        },
        {
          name: 'fix it, a source',
          act: async (p) => {
            await p.getByRole('dialog').getByText('Write to a source', { exact: true }).click();
            await p.getByLabel('Source page').waitFor();
          },
        },
      ],
    },
    { name: 'prompts', path: '/dashboard/prompts', as: 'demo', title: 'Prompts · Quillstack · Sightline' },
    {
      name: 'prompts grid',
      path: '/dashboard/prompts?view=grid',
      as: 'demo',
      then: (p) => p.getByRole('table', { name: 'Prompts grid' }).waitFor(),
    },
    {
      name: 'prompts manage',
      path: '/dashboard/prompts?view=manage',
      as: 'demo',
      then: (p) => p.getByRole('button', { name: 'New topic' }).waitFor(),
    },
    { name: 'settings', path: '/dashboard/settings', as: 'demo' },
    { name: 'how we measure', path: '/dashboard/how-we-measure', as: 'demo' },
    { name: 'alerts', path: '/dashboard/alerts', as: 'demo' },
    {
      name: 'changes',
      path: '/dashboard/changes',
      as: 'demo',
      then: (p) => p.getByRole('form', { name: 'Log a change' }).getByRole('checkbox').first().waitFor(),
    },
    { name: 'alert settings', path: '/dashboard/settings/alerts', as: 'demo' },
    { name: 'schema reference', path: '/dashboard/settings/schema', as: 'demo' },
    {
      name: 'explorer',
      path: '/dashboard/settings/graphql',
      as: 'demo',
      // GraphiQL's own editor (Monaco line numbers, its logo and tab list) is not Sightline's markup.
      exclude: ['.graphiql-container'],
    },
    { name: 'action center', path: '/dashboard/action', as: 'demo' },
    ...TOOLS.map((tool) => ({
      name: `action ${tool}`,
      path: `/dashboard/action/${tool}`,
      as: 'demo' as const,
    })),
    { name: 'action, brand-prefixed tool', path: '/dashboard/action/quillstack-generate', as: 'demo' },
    { name: 'onboarding', path: '/dashboard/onboarding', as: 'new' },
    {
      name: 'fund overview',
      path: '/dashboard',
      as: 'fund',
      then: (p) => p.getByRole('group', { name: 'Brand Visibility' }).waitFor(),
    },
    {
      // Last: generated while the screens above were audited.
      name: 'report',
      path: `/reports/${reportToken}`,
      then: (p) => p.getByRole('heading', { level: 1, name: 'Quillstack' }).waitFor({ timeout: 120_000 }),
    },
  ];
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * The rules whose outcome depends on the colours: the dark mode changes nothing else, so a screen already
 * audited whole in light at the same width is audited by these alone in dark.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's serious and critical violations on the page as it is now (every rule, or the ones named). */
async function violationsNow(name: string, exclude: string[], rules?: string[]): Promise<Finding[]> {
  // Colours are read once transitions have ended (a drawer sliding in, a button leaving its hover), not
  // halfway; a spinner's endless turn never ends.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Once per document: a screen's later stages are audited in the same one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ exclude, rules }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document | { exclude: string[][] },
              options: object,
            ) => Promise<{
              violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[];
            }>;
          };
        }
      ).axe;
      const target = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
      const result = await axe.run(target, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        // The markup too: a generated class name alone does not say which element it is.
        nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`),
      }));
    },
    { exclude, rules },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ screen: name, rule: v.id, impact: v.impact, nodes: v.nodes }));
}

/** Opens a screen as its account in light mode, once its data has drawn. */
async function visit(screen: Pick<Screen, 'path' | 'as'>) {
  await page.evaluate(
    ({ session }) => {
      localStorage.setItem('sightline-color-mode', 'light');
      if (session) localStorage.setItem('sightline-auth', session);
      else localStorage.removeItem('sightline-auth');
    },
    { session: screen.as ? sessions[screen.as] : null },
  );
  await page.goto(`${BASE_URL}${screen.path}`);
  await page.locator('main').first().waitFor();
  // Loading states hold no content worth auditing: wait until the screen has drawn its data.
  await page.waitForFunction(() => !document.body.innerText.includes('Loading data...'));
}

/**
 * Puts the open page in a colour mode as the app's toggle does (the class on <html> that every colour
 * hangs on), without a reload: nothing in the client computes a colour in script (the GraphiQL explorer's
 * own theme aside, which is left out of the audit).
 */
async function showMode(mode: 'light' | 'dark') {
  await page.evaluate((mode) => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.classList.toggle('light', mode === 'light');
    root.style.colorScheme = mode;
  }, mode);
}

/**
 * The page as it is now, in light with every rule and, when asked, in dark with the colour rules (the dark
 * mode changes nothing but colours); it is left in light.
 */
async function auditState(name: string, exclude: string[], dark: boolean): Promise<Finding[]> {
  const findings = await violationsNow(`${name} (light)`, exclude);
  if (!dark) return findings;
  await showMode('dark');
  findings.push(...(await violationsNow(`${name} (dark)`, exclude, COLOUR_RULES)));
  await showMode('light');
  return findings;
}

async function audit(screen: Screen, dark: boolean): Promise<Finding[]> {
  await visit(screen);
  await screen.then?.(page);
  if (screen.title) await page.waitForFunction((title) => document.title === title, screen.title);
  const exclude = screen.exclude ?? [];
  const findings = await auditState(screen.name, exclude, dark);
  for (const stage of screen.stages ?? []) {
    await stage.act(page);
    findings.push(...(await auditState(`${screen.name}, ${stage.name}`, exclude, dark)));
  }
  return findings;
}

// Colours (the dark mode's contrast) do not change with the width, the layout does: the desktop width is
// audited in both modes, each state in light and then, without a reload, in dark; the phone width in light.
for (const [label, viewport, dark] of [
  ['1440 px, light and dark', { width: 1440, height: 900 }, true],
  ['390 px, light', { width: 390, height: 844 }, false],
] as const) {
  test(`no serious or critical axe violation on any screen at ${label}`, async () => {
    await page.setViewportSize(viewport);
    const findings: Finding[] = [];
    for (const screen of screens()) findings.push(...(await audit(screen, dark)));
    const summary = findings.map(
      (f) => `${f.screen}: ${f.rule} (${f.impact}) ${f.nodes.slice(0, 3).join(' | ')}`,
    );
    expect(summary).toEqual([]);
  }, 900_000);
}

test('at 390 px the overview’s four headline cards sit two by two', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit({ path: '/dashboard', as: 'demo' });
  type Corner = { x: number; y: number };
  const [visibility, sentiment, impressions, position] = (await Promise.all(
    ['Brand Visibility', 'Sentiment Score', 'Total Impressions', 'Average Position'].map(async (name) => {
      const box = (await page.getByRole('group', { name, exact: true }).boundingBox())!;
      return { x: Math.round(box.x), y: Math.round(box.y) };
    }),
  )) as [Corner, Corner, Corner, Corner];
  expect(sentiment).toEqual({ x: expect.any(Number), y: visibility.y });
  expect(sentiment.x).toBeGreaterThan(visibility.x);
  expect(impressions).toEqual({ x: visibility.x, y: expect.any(Number) });
  expect(impressions.y).toBeGreaterThan(visibility.y);
  expect(position).toEqual({ x: sentiment.x, y: impressions.y });
});

test('at 390 px a ranked row keeps its name readable: the figure goes under it', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit({ path: '/dashboard/action/sources', as: 'demo' });
  const row = page.getByRole('list', { name: 'Top sources' }).getByRole('listitem').first();
  const link = row.getByRole('link');
  const name = (await link.boundingBox())!;
  const figure = (await row.getByText(/citations? ·/).boundingBox())!;
  // A source's address gets most of the row, not the few pixels the figure leaves beside it: it is shown
  // whole, or cut only where it is wider than 150 px.
  const room = await link.evaluate((element) => ({ whole: element.scrollWidth <= element.clientWidth + 1 }));
  expect(room.whole || name.width > 150).toBe(true);
  expect(figure.y).toBeGreaterThan(name.y + name.height / 2);
});

test('at 390 px Settings with an API token is no wider than the screen', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit({ path: '/dashboard/settings', as: 'demo' });
  await graphqlAs(page, BASE_URL, 'mutation { createApiToken(input: { name: "Phone check" }) { token } }');
  await page.reload();
  await page.getByRole('table', { name: 'API tokens' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
