/**
 * Connecting GA4 with a Google account (OAuth) against a loopback stub of Google's consent and token
 * endpoints and GA4's runReport: the start route redirects to the consent page with a signed state; the
 * callback exchanges the code (client id, secret and redirect address checked by the stub), stores the
 * refresh token sealed, and the first pull and later syncs refresh an access token with it. A forged,
 * altered or expired state, Google's refusal and a refused code are said in words; an EDITOR may not start;
 * without the OAuth client starting is refused in words.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphqlOn, signUp } from '../../test/http';
import type { BrandScope } from '../../scope';
import {
  EXPIRED_STATE_MESSAGE,
  FORGED_STATE_MESSAGE,
  NO_CLIENT_MESSAGE,
  signState,
  startGoogleOAuth,
} from './google-oauth';
import { open, sealingKey } from './sealed-credentials';

const SITE = 'acme-oauth.test';
const CLIENT_ID = 'sightline-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-client-secret';
const KEY = randomBytes(32).toString('base64');
const D1 = addDays(todayUtc(), -2);

let stub: http.Server;
let stubUrl: string;
const seen = { codes: [] as string[], refreshes: 0, redirectUris: [] as string[] };
let server: TestServer;
let owner: { token: string; brandId: string };
let editorToken: string;
const { call, ok } = graphqlOn(() => server.url);

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

function token(form: URLSearchParams, res: http.ServerResponse) {
  if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET)
    return json(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
  if (form.get('grant_type') === 'authorization_code') {
    seen.codes.push(form.get('code')!);
    seen.redirectUris.push(form.get('redirect_uri')!);
    if (form.get('code') !== 'good-code')
      return json(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
    return json(res, 200, {
      access_token: 'first-access',
      refresh_token: 'refresh-123',
      expires_in: 3599,
      token_type: 'Bearer',
    });
  }
  if (form.get('grant_type') === 'refresh_token') {
    seen.refreshes++;
    if (form.get('refresh_token') !== 'refresh-123')
      return json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      });
    return json(res, 200, { access_token: 'refreshed-access', expires_in: 3599, token_type: 'Bearer' });
  }
  json(res, 400, { error: 'unsupported_grant_type' });
}

function runReport(auth: string | undefined, res: http.ServerResponse) {
  if (auth !== 'Bearer refreshed-access')
    return json(res, 401, {
      error: { code: 401, message: 'Invalid credentials', status: 'UNAUTHENTICATED' },
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
    rows: [
      {
        dimensionValues: [D1.replace(/-/g, ''), '/pricing', 'chatgpt.com', 'AI Assistant'].map((value) => ({
          value,
        })),
        metricValues: ['6', '4', '1', '10'].map((value) => ({ value })),
      },
    ],
    rowCount: 1,
    metadata: { currencyCode: 'GBP', timeZone: 'Europe/London' },
  });
}

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stub');
      if (req.method === 'POST' && url.pathname === '/token') return token(new URLSearchParams(body), res);
      if (req.method === 'POST' && /^\/v1beta\/properties\/[^/]+:runReport$/.test(url.pathname))
        return runReport(req.headers.authorization, res);
      json(res, 404, { error: { code: 404, message: 'not here', status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  server = await startTestServer({
    env: {
      INTEGRATIONS_ENCRYPTION_KEY: KEY,
      GOOGLE_OAUTH_CLIENT_ID: CLIENT_ID,
      GOOGLE_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_OAUTH_AUTH_URL: `${stubUrl}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${stubUrl}/token`,
      GA4_API_BASE_URL: stubUrl,
      PUBLIC_URL: 'https://sightline.example.test',
      // The callback queues the first pull: this server's worker runs it.
      WORKER_IN_PROCESS: 'true',
    },
  });
  owner = await signUp(server.url, 'oauth-owner');
  await server.db.query(`insert into brands (user_id, name, website) values ($1, 'Acme', $2)`, [
    owner.brandId,
    `https://${SITE}`,
  ]);
  const editor = await signUp(server.url, 'oauth-editor');
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role)
     select workspace_id, $2, 'EDITOR' from workspace_members where user_id = $1 and role = 'OWNER'`,
    [owner.brandId, editor.personId],
  );
  editorToken = editor.token;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

/** The start route as a signed-in browser calls it: Google's consent address, or the refusal. */
async function start(tokenOf: string, query: string) {
  return fetch(`${server.url}/api/integrations/google/start?${query}`, {
    headers: { authorization: `Bearer ${tokenOf}`, 'x-sightline-brand': owner.brandId },
    redirect: 'manual',
  });
}

const callback = (query: Record<string, string>) =>
  fetch(`${server.url}/api/integrations/google/callback?${new URLSearchParams(query)}`, {
    redirect: 'manual',
  });

async function consentState() {
  const res = await start(owner.token, 'kind=ga4&target=properties/4242');
  expect(res.status).toBe(302);
  const consent = new URL(res.headers.get('location')!);
  return consent;
}

describe('connecting GA4 with a Google account', () => {
  test('the start redirects to Google’s consent page with the client, the callback and a signed state', async () => {
    const consent = await consentState();
    expect(`${consent.origin}${consent.pathname}`).toBe(`${stubUrl}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: 'https://sightline.example.test/api/integrations/google/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/analytics.readonly',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(consent.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  test('the callback exchanges the code, seals the refresh token and pulls with it', async () => {
    const consent = await consentState();
    const res = await callback({ code: 'good-code', state: consent.searchParams.get('state')! });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      'https://sightline.example.test/dashboard/settings/integrations?connected=ga4',
    );
    expect(seen.redirectUris.at(-1)).toBe('https://sightline.example.test/api/integrations/google/callback');
    const integrationsNow = async () =>
      (
        await ok(
          owner.token,
          `{ integrations { kind target status error rows accountEmail } }`,
          {},
          owner.brandId,
        )
      ).integrations as { status: string }[];
    // The first pull was queued by the callback, not run in it.
    await expect
      .poll(async () => (await integrationsNow())[0]?.status, { timeout: 20_000, interval: 100 })
      .not.toBe('SYNCING');
    const integrations = await integrationsNow();
    expect(integrations).toEqual([
      { kind: 'GA4', target: '4242', status: 'OK', error: null, rows: 1, accountEmail: null },
    ]);
    // Stored sealed: no refresh token in clear, and it opens to the authorization.
    const [row] = await server.db.query<{ credentials: string }>(
      `select credentials from integrations where user_id = $1 and kind = 'ga4'`,
      [owner.brandId],
    );
    expect(row!.credentials).not.toContain('refresh-123');
    expect(
      JSON.parse(
        open(sealingKey({ INTEGRATIONS_ENCRYPTION_KEY: KEY })!, row!.credentials, `${owner.brandId}:ga4`),
      ),
    ).toEqual({
      type: 'authorized_user',
      refresh_token: 'refresh-123',
    });
    const pages = await ok(
      owner.token,
      `{ pageFunnel { url aiSessions keyEvents revenue revenueCurrency } }`,
      {},
      owner.brandId,
    );
    expect(pages.pageFunnel).toEqual([
      { url: `https://${SITE}/pricing`, aiSessions: 6, keyEvents: 1, revenue: 10, revenueCurrency: 'GBP' },
    ]);
    // A later sync refreshes again with the stored token.
    const before = seen.refreshes;
    const sync = await ok(
      owner.token,
      `mutation { syncIntegration(input: { kind: GA4 }) { integration { status error } } }`,
      {},
      owner.brandId,
    );
    expect(sync.syncIntegration.integration).toEqual({ status: 'OK', error: null });
    expect(seen.refreshes).toBe(before + 1);
  });

  test('a forged or altered state is refused in words, and Google is not asked', async () => {
    const consent = await consentState();
    const state = consent.searchParams.get('state')!;
    const codes = seen.codes.length;
    const [payload, signature] = state.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    // Another brand's id put into the state, the signature kept.
    const altered = `${Buffer.from(JSON.stringify({ ...claims, b: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${signature}`;
    // Signed with another key.
    const forged = signState(randomBytes(32), claims as never);
    for (const bad of [altered, forged, 'not-a-state']) {
      const res = await callback({ code: 'good-code', state: bad });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(FORGED_STATE_MESSAGE);
    }
    expect(seen.codes.length).toBe(codes);
  });

  test('an expired state is refused in words', async () => {
    const key = sealingKey({ INTEGRATIONS_ENCRYPTION_KEY: KEY })!;
    const expired = signState(key, {
      p: owner.brandId,
      b: owner.brandId,
      k: 'ga4',
      t: '4242',
      e: Math.floor(Date.now() / 1000) - 1,
      n: 'x',
    });
    const res = await callback({ code: 'good-code', state: expired });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(EXPIRED_STATE_MESSAGE);
  });

  test('Google’s refusal and a refused code are said in words', async () => {
    const denied = await callback({
      error: 'access_denied',
      state: (await consentState()).searchParams.get('state')!,
    });
    expect(denied.status).toBe(400);
    expect(await denied.text()).toMatch(
      /^Google did not grant access \(access_denied\): Google Analytics 4 is not connected/,
    );
    const refused = await callback({
      code: 'bad-code',
      state: (await consentState()).searchParams.get('state')!,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(
      /^Google refused to exchange the sign-in’s code \(invalid_grant: Malformed auth code\.\)/,
    );
  });

  test('an EDITOR may not start; a bad target or kind is refused in words', async () => {
    const editor = await start(editorToken, 'kind=ga4&target=4242');
    expect(editor.status).toBe(403);
    expect(((await editor.json()) as { message: string }).message).toMatch(/needs ADMIN or higher/);
    const target = await start(owner.token, 'kind=ga4&target=abc');
    expect(target.status).toBe(400);
    expect(((await target.json()) as { message: string }).message).toMatch(
      /propertyId must be the GA4 property/,
    );
    const body = await call(
      owner.token,
      `mutation { startGoogleOAuth(input: { kind: BING_WEBMASTER, target: "x" }) { url } }`,
      {},
      owner.brandId,
    );
    expect(body.errors?.[0]?.message).toMatch(/kind must be GA4 or SEARCH_CONSOLE/);
  });

  test('the GraphQL start answers the consent address; without the OAuth client it is refused in words', async () => {
    const started = await ok(
      owner.token,
      `mutation { startGoogleOAuth(input: { kind: SEARCH_CONSOLE, target: "sc-domain:${SITE}" }) { url } }`,
      {},
      owner.brandId,
    );
    expect(new URL(started.startGoogleOAuth.url).searchParams.get('scope')).toBe(
      'https://www.googleapis.com/auth/webmasters.readonly',
    );
    const scope = {
      db: server.db,
      role: 'OWNER',
      brandId: owner.brandId,
      memberId: owner.brandId,
      config: { ...server.config, GOOGLE_OAUTH_CLIENT_SECRET: undefined },
    } as unknown as BrandScope;
    expect(() => startGoogleOAuth(scope, { kind: 'GA4', target: '4242' })).toThrow(NO_CLIENT_MESSAGE);
  });
});
