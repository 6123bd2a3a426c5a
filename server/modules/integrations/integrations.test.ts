/**
 * Analytics connectors and the page funnel (issue 63) against Google stubs on loopback: a token endpoint
 * that checks the service account's RS256 signature with its public key, GA4's runReport and Search
 * Console's searchAnalytics/query answering known rows. Connecting answers SYNCING and queues the first
 * pull, which the server's worker runs. What they answer is stored and shown in pageFunnel
 * with the expected states; its drill-downs list what each number counts; Google's refusals (wrong key, no
 * access, quota) are said in words on the integration; without INTEGRATIONS_ENCRYPTION_KEY connecting is
 * refused; EDITOR and VIEWER may not connect; another brand sees none of it.
 */
import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeAnswers } from '../collection';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphqlOn, signUp } from '../../test/http';
import type { BrandScope } from '../../scope';
import { syncAllIntegrations } from './integrations.jobs';
import { connectGoogleAnalytics } from './integrations.service';
import { open, seal } from './sealed-credentials';
import { parseBingExport } from './bing-export';

const SITE = 'acme-funnel.test';
const OTHER_SITE = 'globex-funnel.test';
const ACCOUNT = 'sightline-reader@acme-project.iam.gserviceaccount.com';
const today = todayUtc();
const ga4Day = (day: string) => day.replace(/-/g, '');
const D1 = addDays(today, -2);
const D2 = addDays(today, -3);

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const wrongKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pemOf = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
const keyFile = (privateKey = keys.privateKey) =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'acme-project',
    private_key_id: 'key-1',
    private_key: pemOf(privateKey),
    client_email: ACCOUNT,
    client_id: '1',
    // Never followed: the server exchanges at GOOGLE_OAUTH_TOKEN_URL.
    token_uri: 'https://token.invalid/token',
  });

let stub: http.Server;
let stubUrl: string;
const seen = { tokens: 0, runReports: [] as unknown[], searches: [] as unknown[], strayTokenUri: false };
let server: TestServer;
let owner: { token: string; brandId: string };
let other: { token: string; brandId: string };
let editorToken: string;
let viewerToken: string;
const { call, ok } = graphqlOn(() => server.url);

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The stub's token endpoint: a JWT whose RS256 signature the account's public key verifies, else invalid_grant. */
function exchange(form: URLSearchParams, res: http.ServerResponse) {
  seen.tokens++;
  const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
  const signed = Buffer.from(`${header}.${claims}`);
  const valid =
    form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
    !!signature &&
    verify('sha256', signed, keys.publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    iss: string;
    scope: string;
    aud: string;
  };
  if (body.iss !== ACCOUNT || body.aud !== `${stubUrl}/token`)
    return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid audience.' });
  json(res, 200, { access_token: `tok:${body.scope}`, expires_in: 3600, token_type: 'Bearer' });
}

const GA4_ROWS = [
  [ga4Day(D1), '/pricing', 'chatgpt.com', 'AI Assistant', '5', '3', '2', '120.5'],
  // The same page with a trailing slash, from a source on the known list: summed into /pricing.
  [ga4Day(D2), '/pricing/', 'perplexity.ai', 'Referral', '2', '1', '0', '0'],
  [ga4Day(D1), '/blog/guide', 'chatgpt.com', 'AI Assistant', '4', '2', '0', '0'],
  [ga4Day(D1), '(not set)', 'chatgpt.com', 'AI Assistant', '9', '0', '0', '0'],
];

function runReport(property: string, auth: string | undefined, body: unknown, res: http.ServerResponse) {
  seen.runReports.push(body);
  if (auth !== 'Bearer tok:https://www.googleapis.com/auth/analytics.readonly')
    return json(res, 401, {
      error: {
        code: 401,
        message: 'Request had invalid authentication credentials.',
        status: 'UNAUTHENTICATED',
      },
    });
  if (property === '222')
    return json(res, 403, {
      error: {
        code: 403,
        message: 'User does not have sufficient permissions for this property.',
        status: 'PERMISSION_DENIED',
      },
    });
  if (property === '333')
    return json(res, 429, {
      error: { code: 429, message: 'Exhausted property tokens per day.', status: 'RESOURCE_EXHAUSTED' },
    });
  json(res, 200, {
    dimensionHeaders: [
      { name: 'date' },
      { name: 'landingPage' },
      { name: 'sessionSource' },
      { name: 'sessionDefaultChannelGroup' },
    ],
    metricHeaders: [
      { name: 'sessions' },
      { name: 'engagedSessions' },
      { name: 'keyEvents' },
      { name: 'totalRevenue' },
    ],
    rows: GA4_ROWS.map((row) => ({
      dimensionValues: row.slice(0, 4).map((value) => ({ value })),
      metricValues: row.slice(4).map((value) => ({ value })),
    })),
    rowCount: GA4_ROWS.length,
    // The property's currency: the revenue is in it.
    metadata: { currencyCode: 'EUR', timeZone: 'Europe/Paris' },
  });
}

function searchAnalytics(site: string, auth: string | undefined, body: unknown, res: http.ServerResponse) {
  seen.searches.push(body);
  if (auth !== 'Bearer tok:https://www.googleapis.com/auth/webmasters.readonly')
    return json(res, 401, {
      error: { code: 401, message: 'Invalid credentials', status: 'UNAUTHENTICATED' },
    });
  if (site !== `https://${SITE}/`)
    return json(res, 403, {
      error: {
        code: 403,
        message: `User does not have sufficient permission for site '${site}'.`,
        status: 'PERMISSION_DENIED',
      },
    });
  json(res, 200, {
    rows: [
      {
        keys: [D1, `https://www.${SITE}/pricing`, 'acme pricing'],
        clicks: 10,
        impressions: 100,
        ctr: 0.1,
        position: 3.2,
      },
      {
        keys: [D2, `https://${SITE}/pricing/`, 'acme price'],
        clicks: 2,
        impressions: 40,
        ctr: 0.05,
        position: 5,
      },
      { keys: [D1, `https://${SITE}/docs`, 'acme docs'], clicks: 1, impressions: 5, ctr: 0.2, position: 1 },
    ],
  });
}

const day = (offset: number) => addDays(today, offset);
const at = (offset: number) => new Date(Date.now() + offset * 86_400_000);

async function visit(
  brandId: string,
  path: string,
  verification: string,
  daysAgo: number,
  provider = 'OpenAI',
) {
  await server.db.query(
    `insert into crawler_visits (user_id, crawler, provider, purpose, user_agent, page_route, ip_address, visited_at, source,
       verification, verification_method, content_key)
     values ($1, 'GPTBot', $2, 'training', 'GPTBot/1.2', $3, '203.0.113.9', $4, 'api', $5, $6, gen_random_uuid()::text)`,
    [
      brandId,
      provider,
      path,
      at(-daysAgo).toISOString(),
      verification,
      verification === 'verified' ? 'ip_range' : null,
    ],
  );
}

beforeAll(async () => {
  stub = http.createServer(async (req, res) => {
    const text = await readBody(req);
    const url = new URL(req.url!, 'http://stub');
    if (req.method === 'POST' && url.pathname === '/token') return exchange(new URLSearchParams(text), res);
    const report = /^\/v1beta\/properties\/([^/:]+):runReport$/.exec(url.pathname);
    if (report)
      return runReport(decodeURIComponent(report[1]!), req.headers.authorization, JSON.parse(text), res);
    const search = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname);
    if (search)
      return searchAnalytics(
        decodeURIComponent(search[1]!),
        req.headers.authorization,
        JSON.parse(text),
        res,
      );
    json(res, 404, { error: { code: 404, message: 'not here', status: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  server = await startTestServer({
    env: {
      INTEGRATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      GOOGLE_OAUTH_TOKEN_URL: `${stubUrl}/token`,
      GA4_API_BASE_URL: stubUrl,
      GSC_API_BASE_URL: stubUrl,
      // Connecting queues the first pull: this server's worker runs it.
      WORKER_IN_PROCESS: 'true',
    },
  });
  owner = await signUp(server.url, 'funnel-owner');
  other = await signUp(server.url, 'funnel-other');
  await server.db.query(
    `insert into brands (user_id, name, website) values ($1, 'Acme', $2), ($3, 'Globex', $4)`,
    [owner.brandId, `https://www.${SITE}/`, other.brandId, `https://${OTHER_SITE}`],
  );
  for (const [name, role] of [
    ['funnel-editor', 'EDITOR'],
    ['funnel-viewer', 'VIEWER'],
  ] as const) {
    const member = await signUp(server.url, name);
    await server.db.query(
      `insert into workspace_members (workspace_id, user_id, role)
       select workspace_id, $2, $3 from workspace_members where user_id = $1 and role = 'OWNER'`,
      [owner.brandId, member.personId, role],
    );
    if (role === 'EDITOR') editorToken = member.token;
    else viewerToken = member.token;
  }

  // Answers citing the brand's pages (one page under two forms), a competitor's, and the other brand's.
  const promptOf = async (brandId: string) => {
    const [topic] = await server.db.query<{ id: string }>(
      `insert into topics (user_id, name, slug) values ($1, 'Pricing', 'pricing') returning id`,
      [brandId],
    );
    const [prompt] = await server.db.query<{ id: string }>(
      `insert into prompts (user_id, topic_id, question) values ($1, $2, 'what does a funnel tool cost') returning id`,
      [brandId, topic!.id],
    );
    return prompt!.id;
  };
  const answer = (promptId: string, platform: string, offset: number, urls: string[]) => ({
    promptId,
    platform,
    day: day(offset),
    collectedAt: at(offset),
    status: 'ok' as const,
    engine: 'scripted',
    simulated: true,
    text: 'An answer.',
    visible: true,
    position: 1,
    sentiment: 0,
    sources: urls.map((url) => ({ url, domain: new URL(url).hostname.replace(/^www\./, '') })),
  });
  const ownPrompt = await promptOf(owner.brandId);
  await storeAnswers(server.db, owner.brandId, [
    answer(ownPrompt, 'chatgpt', -1, [`https://${SITE}/pricing`, 'https://rival.test/pricing']),
    answer(ownPrompt, 'perplexity', -1, [`https://${SITE}/pricing`, `https://${SITE}/docs`]),
    // Two forms of /docs in one answer: counted once.
    answer(ownPrompt, 'chatgpt', -2, [`https://${SITE}/docs?ref=chatgpt`, `https://${SITE}/docs/`]),
    answer(ownPrompt, 'gemini', -3, [`https://blog.${SITE}/old`]),
    // Outside the default 30 days: not counted.
    answer(ownPrompt, 'chatgpt', -40, [`https://${SITE}/about`]),
  ]);
  const otherPrompt = await promptOf(other.brandId);
  await storeAnswers(server.db, other.brandId, [
    answer(otherPrompt, 'chatgpt', -1, [`https://${OTHER_SITE}/pricing`]),
  ]);

  // Verified crawls (and a spoofed one, nobody's); one of /old's 45 days ago, before the 30 days.
  await visit(owner.brandId, '/pricing?x=1', 'verified', 5);
  await visit(owner.brandId, '/pricing', 'verified', 4, 'Google');
  await visit(owner.brandId, '/docs', 'verified', 6);
  await visit(owner.brandId, '/about', 'verified', 3);
  await visit(owner.brandId, '/fake', 'spoofed', 3);
  await visit(owner.brandId, '/fake', 'unverifiable', 3);
  await visit(other.brandId, '/pricing', 'verified', 2);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

const INTEGRATION = `kind target accountEmail status lastSyncAt syncedThrough error rows`;
const CONNECT_GA4 = `mutation ($input: ConnectGoogleAnalyticsInput!) { connectGoogleAnalytics(input: $input) { integration { ${INTEGRATION} } } }`;
const CONNECT_GSC = `mutation ($input: ConnectSearchConsoleInput!) { connectSearchConsole(input: $input) { integration { ${INTEGRATION} } } }`;
type Integration = Record<string, unknown> & { kind: string; status: string; error: string | null };

/** The brand's integration of a kind once its queued pull ran (no longer SYNCING). */
async function afterPull(token: string, kind: string): Promise<Integration> {
  let integration: Integration | undefined;
  await expect
    .poll(
      async () => {
        const list = (await ok(token, `{ integrations { ${INTEGRATION} } }`)).integrations as Integration[];
        integration = list.find((row) => row.kind === kind);
        return integration?.status;
      },
      { timeout: 20_000, interval: 100 },
    )
    .not.toBe('SYNCING');
  return integration!;
}

/** Connects (answered SYNCING: the first pull is queued, not run in the request) and waits for that pull. */
async function connectAndPull(
  token: string,
  kind: 'GA4' | 'SEARCH_CONSOLE',
  input: Record<string, string>,
): Promise<Integration> {
  const payload =
    kind === 'GA4'
      ? (await ok(token, CONNECT_GA4, { input })).connectGoogleAnalytics
      : (await ok(token, CONNECT_GSC, { input })).connectSearchConsole;
  expect(payload.integration).toMatchObject({ kind, status: 'SYNCING', error: null, lastSyncAt: null });
  return afterPull(token, kind);
}

const FUNNEL = `query ($state: PageFunnelState, $period: PeriodInput) { pageFunnel(state: $state, period: $period) {
  url state totalCrawls crawls { provider crawls } lastCrawled totalCitations citations { platform answers }
  aiSessions engagedSessions keyEvents revenue revenueCurrency searchClicks searchImpressions bingCitations } }`;

describe('connecting', () => {
  test('EDITOR and VIEWER may not connect, sync or read the integrations', async () => {
    for (const token of [editorToken, viewerToken]) {
      const body = await call(
        token,
        CONNECT_GA4,
        { input: { propertyId: '111', credentialsJson: keyFile() } },
        owner.brandId,
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(body.errors?.[0]?.message).toMatch(/connecting Google Analytics 4 needs ADMIN or higher/);
      const list = await call(token, `{ integrations { kind } }`, {}, owner.brandId);
      expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(seen.tokens).toBe(0);
  });

  test('without INTEGRATIONS_ENCRYPTION_KEY connecting is refused in words, and nothing is stored', async () => {
    const scope = {
      db: server.db,
      config: { ...server.config, INTEGRATIONS_ENCRYPTION_KEY: undefined },
      brandId: owner.brandId,
      role: 'OWNER',
    } as unknown as BrandScope;
    await expect(
      connectGoogleAnalytics(scope, { propertyId: '111', credentialsJson: keyFile() }),
    ).rejects.toThrow(/Connecting needs INTEGRATIONS_ENCRYPTION_KEY on the server/);
    const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from integrations`);
    expect(row!.n).toBe(0);
  });

  test('a key file that is not one is refused before anything is sent', async () => {
    const body = await call(owner.token, CONNECT_GA4, {
      input: { propertyId: '111', credentialsJson: '{"type":"user"}' },
    });
    expect(body.errors?.[0]?.message).toMatch(/not a service account key: type must be "service_account"/);
    const bad = await call(owner.token, CONNECT_GA4, {
      input: { propertyId: 'G-ABC', credentialsJson: keyFile() },
    });
    expect(bad.errors?.[0]?.message).toMatch(/propertyId must be the GA4 property’s number/);
  });

  test('a wrong key, no access to the property and a used-up quota are said on the integration', async () => {
    const wrong = await connectAndPull(owner.token, 'GA4', {
      propertyId: '111',
      credentialsJson: keyFile(wrongKeys.privateKey),
    });
    expect(wrong).toMatchObject({
      kind: 'GA4',
      status: 'ERROR',
      lastSyncAt: null,
      rows: 0,
      accountEmail: ACCOUNT,
    });
    expect(wrong.error).toMatch(
      /Google refused the service account's credentials \(invalid_grant: Invalid JWT Signature\.\)/,
    );

    const denied = await connectAndPull(owner.token, 'GA4', {
      propertyId: 'properties/222',
      credentialsJson: keyFile(),
    });
    expect(denied).toMatchObject({ target: '222', status: 'ERROR' });
    expect(denied.error).toBe(
      `The service account ${ACCOUNT} has no access to GA4 property 222 (User does not have sufficient permissions for this property.). Add it as a Viewer in the property's Admin → Property access management.`,
    );

    const quota = await connectAndPull(owner.token, 'GA4', { propertyId: '333', credentialsJson: keyFile() });
    expect(quota.error).toMatch(
      /^Google's quota for GA4 property 333 is used up \(Exhausted property tokens per day\.\)/,
    );

    const site = await connectAndPull(owner.token, 'SEARCH_CONSOLE', {
      siteUrl: 'sc-domain:elsewhere.test',
      credentialsJson: keyFile(),
    });
    expect(site.error).toMatch(/has no access to Search Console property sc-domain:elsewhere.test/);
    // The key file's own token_uri was never followed.
    expect(seen.tokens).toBeGreaterThanOrEqual(4);
  });

  test('connecting queues the first pull: its rows appear without a sync being asked for; the credentials are stored sealed', async () => {
    const before = (await ok(owner.token, FUNNEL)).pageFunnel as { url: string; aiSessions: number }[];
    expect(before.every((row) => row.aiSessions === 0)).toBe(true);
    const ga4 = await connectAndPull(owner.token, 'GA4', { propertyId: '111', credentialsJson: keyFile() });
    // Three rows: /pricing from two sources, /blog/guide; "(not set)" is no page.
    expect(ga4).toMatchObject({
      kind: 'GA4',
      target: '111',
      status: 'OK',
      error: null,
      rows: 3,
      syncedThrough: today,
    });
    expect(ga4.lastSyncAt).not.toBeNull();
    // The sessions the queued pull stored are in the funnel.
    const after = (await ok(owner.token, FUNNEL)).pageFunnel as { url: string; aiSessions: number }[];
    expect(after.find((row) => row.url === `https://${SITE}/pricing`)?.aiSessions).toBe(7);
    const gsc = await connectAndPull(owner.token, 'SEARCH_CONSOLE', {
      siteUrl: `https://${SITE}/`,
      credentialsJson: keyFile(),
    });
    expect(gsc).toMatchObject({ kind: 'SEARCH_CONSOLE', status: 'OK', error: null, rows: 3 });

    // The request asked for the AI Assistant channel or a known AI source, by landing page and day, 90 days.
    const last = seen.runReports.at(-1) as {
      dateRanges: { startDate: string; endDate: string }[];
      dimensionFilter: unknown;
    };
    expect(last.dateRanges).toEqual([{ startDate: addDays(today, -89), endDate: today }]);
    expect(JSON.stringify(last.dimensionFilter)).toContain('"value":"AI Assistant"');
    expect(JSON.stringify(last.dimensionFilter)).toContain('chatgpt.com');
    expect(seen.searches.at(-1)).toMatchObject({
      dimensions: ['date', 'page', 'query'],
      startDate: addDays(today, -89),
    });

    const stored = await server.db.query<{ credentials: string }>(
      `select credentials from integrations where user_id = $1`,
      [owner.brandId],
    );
    for (const { credentials } of stored) {
      expect(credentials).toMatch(/^v1\./);
      expect(credentials).not.toContain('PRIVATE KEY');
    }
    const list = (await ok(owner.token, `{ integrations { kind status } }`)).integrations;
    expect(list).toEqual([
      { kind: 'GA4', status: 'OK' },
      { kind: 'SEARCH_CONSOLE', status: 'OK' },
    ]);
  });

  test('"sync now" and the daily job pull again from a few days before the last pull, replacing those days', async () => {
    const synced = (
      await ok(
        owner.token,
        `mutation { syncIntegration(input: { kind: GA4 }) { integration { ${INTEGRATION} } } }`,
      )
    ).syncIntegration.integration;
    expect(synced).toMatchObject({ status: 'OK', rows: 3 });
    expect((seen.runReports.at(-1) as { dateRanges: unknown }).dateRanges).toEqual([
      { startDate: addDays(today, -3), endDate: today },
    ]);
    const outcome = await syncAllIntegrations({ db: server.db, config: server.config, log: () => {} });
    expect(outcome).toEqual({ connections: 2, failed: 0 });
  });
});

describe('the page funnel', () => {
  test('each page of the brand’s site with its crawls, citations, sessions and state', async () => {
    // Bing's export: a page nothing else names is listed, not crawled.
    const csv = `Date,Page,Grounding query,Citations\n${day(-1)},https://${SITE}/bing-only,acme,4\n${day(-1)},https://${SITE}/pricing,acme price,2\n`;
    const upload = (
      await ok(
        owner.token,
        `mutation ($input: ImportBingAiPerformanceInput!) { importBingAiPerformance(input: $input) { rows integration { kind status } } }`,
        {
          input: { csv, fileName: 'bing.csv' },
        },
      )
    ).importBingAiPerformance;
    expect(upload).toEqual({ rows: 2, integration: { kind: 'BING_WEBMASTER', status: 'OK' } });

    const rows = (await ok(owner.token, FUNNEL)).pageFunnel as Record<string, unknown>[];
    const byUrl = Object.fromEntries(rows.map((row) => [row.url, row]));
    expect(rows.map((row) => `${row.url} ${row.state}`)).toEqual([
      `https://${SITE}/pricing CONVERTING`,
      `https://${SITE}/docs CITED_NO_CLICKS`,
      `https://blog.${SITE}/old CITED_NOT_RECRAWLED`,
      `https://${SITE}/blog/guide CLICKED_NOT_CONVERTING`,
      `https://${SITE}/about CRAWLED_NOT_CITED`,
      `https://${SITE}/bing-only NOT_CRAWLED`,
    ]);
    expect(byUrl[`https://${SITE}/pricing`]).toMatchObject({
      totalCrawls: 2,
      crawls: [
        { provider: 'Google', crawls: 1 },
        { provider: 'OpenAI', crawls: 1 },
      ],
      totalCitations: 2,
      citations: [
        { platform: 'CHATGPT', answers: 1 },
        { platform: 'PERPLEXITY', answers: 1 },
      ],
      aiSessions: 7,
      engagedSessions: 4,
      keyEvents: 2,
      revenue: 120.5,
      revenueCurrency: 'EUR',
      searchClicks: 12,
      searchImpressions: 140,
      bingCitations: 2,
    });
    expect(byUrl[`https://${SITE}/docs`]).toMatchObject({
      totalCitations: 2,
      totalCrawls: 1,
      aiSessions: 0,
      searchClicks: 1,
    });
    expect(byUrl[`https://blog.${SITE}/old`]).toMatchObject({
      totalCitations: 1,
      totalCrawls: 0,
      lastCrawled: null,
    });
    // Spoofed and unverifiable visits are nobody's crawls; the other brand's pages are not here.
    expect(rows.some((row) => String(row.url).includes('fake') || String(row.url).includes(OTHER_SITE))).toBe(
      false,
    );

    const converting = (await ok(owner.token, FUNNEL, { state: 'CONVERTING' })).pageFunnel;
    expect(converting.map((row: { url: string }) => row.url)).toEqual([`https://${SITE}/pricing`]);
  });

  test('each number opens what is behind it, and the counts are equal', async () => {
    const rows = (await ok(owner.token, FUNNEL)).pageFunnel as {
      url: string;
      totalCitations: number;
      totalCrawls: number;
      aiSessions: number;
    }[];
    for (const row of rows) {
      const answers = (
        await ok(
          owner.token,
          `query ($f: AnswersFilter) { answers(filter: $f, first: 100) { totalCount } }`,
          {
            f: { citesPage: row.url, period: { preset: 'LAST_30_DAYS' }, promptKind: 'UNBRANDED' },
          },
        )
      ).answers;
      expect(answers.totalCount, row.url).toBe(row.totalCitations);
      const visits = (
        await ok(
          owner.token,
          `query ($page: String) { crawlerVisits(page: $page, verification: VERIFIED, first: 200) { edges { node { pageRoute } } } }`,
          {
            page: row.url,
          },
        )
      ).crawlerVisits;
      expect(visits.edges.length, row.url).toBe(row.totalCrawls);
      const sessions = (
        await ok(
          owner.token,
          `query ($page: String!) { aiSessions(page: $page) { day source sessions keyEvents } }`,
          { page: row.url },
        )
      ).aiSessions as { sessions: number }[];
      expect(
        sessions.reduce((sum, s) => sum + s.sessions, 0),
        row.url,
      ).toBe(row.aiSessions);
    }
    const pricing = (
      await ok(
        owner.token,
        `query ($page: String!) { aiSessions(page: $page) { day source channelGroup sessions keyEvents revenue revenueCurrency } }`,
        {
          page: `https://${SITE}/pricing`,
        },
      )
    ).aiSessions;
    expect(pricing).toEqual([
      {
        day: D1,
        source: 'chatgpt.com',
        channelGroup: 'AI Assistant',
        sessions: 5,
        keyEvents: 2,
        revenue: 120.5,
        revenueCurrency: 'EUR',
      },
      {
        day: D2,
        source: 'perplexity.ai',
        channelGroup: 'Referral',
        sessions: 2,
        keyEvents: 0,
        revenue: 0,
        revenueCurrency: 'EUR',
      },
    ]);
  });

  test('REST and CSV give the same rows', async () => {
    const res = await getJson<{ data: Record<string, unknown>[] }>(
      `${server.url}/api/page-funnel?period=30d`,
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      url: `https://${SITE}/pricing`,
      state: 'converting',
      crawls: 2,
      crawls_by_provider: { Google: 1, OpenAI: 1 },
      citations: 2,
      citations_by_platform: { chatgpt: 1, perplexity: 1 },
      ai_sessions: 7,
      key_events: 2,
      revenue: 120.5,
      revenue_currency: 'EUR',
    });
    const only = await getJson<{ data: unknown[] }>(
      `${server.url}/api/page-funnel?state=crawled_not_cited`,
      owner.token,
    );
    expect(only.body.data).toHaveLength(1);
    const csv = await fetch(`${server.url}/api/page-funnel?format=csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'url,state,crawls,crawls_by_provider,last_crawled,citations,citations_by_platform,ai_sessions,engaged_sessions,key_events,revenue,revenue_currency,search_clicks,search_impressions,bing_citations',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(
      new RegExp(`^https://${SITE.replace('.', '\\.')}/pricing,CONVERTING,2,"Google: 1; OpenAI: 1",`),
    );
    expect(lines[1]).toMatch(/,7,4,2,120\.5,EUR,12,140,2$/);
  });

  test('REST gives the integrations, a page’s AI sessions, Bing’s grounding queries and AI sessions beside visibility as GraphQL does', async () => {
    // On the owner's brand (a member's token opens their own brand unless the header names another).
    const api = <T>(path: string, token = owner.token) =>
      getJson<T>(`${server.url}/api${path}`, token, { 'x-sightline-brand': owner.brandId });

    const list = await api<{ data: Record<string, unknown>[] }>('/integrations');
    expect(list.status).toBe(200);
    const { integrations } = await ok(
      owner.token,
      `{ integrations { kind status rows target accountEmail } }`,
    );
    expect(list.body.data.map((i) => [i.kind, i.status, i.rows, i.target, i.account_email])).toEqual(
      integrations.map((i: Record<string, unknown>) => [
        String(i.kind).toLowerCase(),
        String(i.status).toLowerCase(),
        i.rows,
        i.target,
        i.accountEmail,
      ]),
    );
    expect(list.body.data[0]).not.toHaveProperty('credentials');
    // Managing the connections is the admins': a VIEWER is refused them here too.
    expect((await api('/integrations', viewerToken)).status).toBe(403);

    const sessions = await api<{ data: unknown[] }>(
      `/page-funnel/ai-sessions?page=${encodeURIComponent(`https://${SITE}/pricing`)}&period=30d`,
      viewerToken,
    );
    expect(sessions.status).toBe(200);
    expect(sessions.body.data).toEqual([
      {
        day: D1,
        source: 'chatgpt.com',
        channel_group: 'AI Assistant',
        sessions: 5,
        engaged_sessions: 3,
        key_events: 2,
        revenue: 120.5,
        revenue_currency: 'EUR',
      },
      {
        day: D2,
        source: 'perplexity.ai',
        channel_group: 'Referral',
        sessions: 2,
        engaged_sessions: 1,
        key_events: 0,
        revenue: 0,
        revenue_currency: 'EUR',
      },
    ]);
    const noPage = await api<{ message: string }>('/page-funnel/ai-sessions');
    expect(noPage.status).toBe(400);
    expect(noPage.body.message).toMatch(/^page is required/);

    const bing = await api<{ data: unknown }>('/bing-grounding-queries?first=1');
    expect(bing.status).toBe(200);
    expect(bing.body.data).toEqual({
      uploaded: true,
      file_name: 'bing.csv',
      total: 2,
      queries: [{ query: 'acme', citations: 4, pages: 1 }],
    });
    expect((await api('/bing-grounding-queries?first=many')).status).toBe(400);

    const trend = await api<{ data: Record<string, unknown> }>('/ai-sessions?period=7d&prompt_kind=all');
    expect(trend.status).toBe(200);
    const { aiSessionsBesideVisibility: graph } = await ok(
      owner.token,
      `{ aiSessionsBesideVisibility(period: { preset: LAST_7_DAYS }, promptKind: ALL) {
          analyticsConnected syncedThrough totalSessions correlation daysCompared summary days { day visibility answers sessions } } }`,
    );
    expect(trend.body.data).toEqual({
      analytics_connected: true,
      synced_through: graph.syncedThrough,
      total_sessions: graph.totalSessions,
      correlation: graph.correlation,
      days_compared: graph.daysCompared,
      summary: graph.summary,
      days: graph.days,
    });
    expect(trend.body.data.total_sessions).toBe(11);
  });

  test('another brand sees none of it', async () => {
    const theirs = (await ok(other.token, FUNNEL)).pageFunnel as { url: string; state: string }[];
    expect(theirs).toEqual([
      expect.objectContaining({ url: `https://${OTHER_SITE}/pricing`, state: 'CITED_NO_CLICKS' }),
    ]);
    expect((await ok(other.token, `{ integrations { kind } }`)).integrations).toEqual([]);
    expect(
      (await ok(other.token, `query { aiSessions(page: "https://${SITE}/pricing") { sessions } }`))
        .aiSessions,
    ).toEqual([]);
    const answers = (
      await ok(other.token, `query ($f: AnswersFilter) { answers(filter: $f) { totalCount } }`, {
        f: { citesPage: `https://${SITE}/pricing` },
      })
    ).answers;
    expect(answers.totalCount).toBe(0);
    const sync = await call(
      other.token,
      `mutation { syncIntegration(input: { kind: GA4 }) { integration { kind } } }`,
    );
    expect(sync.errors?.[0]?.message).toBe('Google Analytics 4 is not connected.');
  });

  test('disconnecting deletes the credentials and what was pulled', async () => {
    await ok(owner.token, `mutation { disconnectIntegration(input: { kind: SEARCH_CONSOLE }) { kind } }`);
    const [row] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from search_console_days where user_id = $1`,
      [owner.brandId],
    );
    expect(row!.n).toBe(0);
    const pricing = (
      (await ok(owner.token, FUNNEL)).pageFunnel as { url: string; searchClicks: number }[]
    )[0]!;
    expect(pricing.searchClicks).toBe(0);
  });
});

describe('pieces', () => {
  test('a sealed value opens with its key and context only', () => {
    const key = randomBytes(32);
    const sealed = seal(key, 'secret', 'brand:ga4');
    expect(open(key, sealed, 'brand:ga4')).toBe('secret');
    expect(() => open(key, sealed, 'other:ga4')).toThrow();
    expect(() => open(randomBytes(32), sealed, 'brand:ga4')).toThrow();
  });

  test("Bing's export: columns by name, dates in Bing's formats, problems said by line", () => {
    expect(
      parseBingExport(
        '\uFEFFURL,AI Citations,Date\nhttps://a.test/x,"1,204",2/14/2026\nhttps://a.test/y,3,\n',
      ),
    ).toEqual([
      { day: '2026-02-14', page: 'https://a.test/x', query: '', citations: 1204 },
      { day: null, page: 'https://a.test/y', query: '', citations: 3 },
    ]);
    expect(() => parseBingExport('Page,Clicks\nx,1\n')).toThrow(/needs a page column/);
    expect(() => parseBingExport('Page,Citations\nx,many\n')).toThrow(
      /Line 2: citations must be a whole number/,
    );
  });
});
