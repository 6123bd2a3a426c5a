/**
 * Verified AI crawlers through the API: fixture IP-range lists (documentation addresses, never a vendor's),
 * Web Bot Auth signed with a test key whose directory a loopback server publishes, Logpush and generic
 * JSON imports (idempotent), the visits list (GraphQL and REST), spoofed visits kept apart, retention.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { importVisits } from '../../../tools/cli/import-access-log';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, postJson, signUp } from '../../test/http';
import { pruneCrawlerVisits } from './crawlers.service';

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHATGPT_USER =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot';
const IN_RANGE = '203.0.113.9';
const OUT_OF_RANGE = '198.51.100.7';

let server: TestServer;
let directory: http.Server;
let agentOrigin: string;
let token: string;
let dataDir: string;
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const jwk = publicKey.export({ format: 'jwk' });
// RFC 7638 thumbprint, computed here apart from the code under test.
const keyid = createHash('sha256')
  .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
  .digest('base64url');

beforeAll(async () => {
  directory = http.createServer((req, res) => {
    if (req.url !== '/.well-known/http-message-signatures-directory') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/http-message-signatures-directory+json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => directory.listen(0, '127.0.0.1', resolve));
  agentOrigin = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-crawlers-'));
  fs.mkdirSync(path.join(dataDir, 'crawler-ip-ranges'));
  fs.writeFileSync(
    path.join(dataDir, 'crawler-ip-ranges', 'openai-gptbot.json'),
    JSON.stringify({
      provider: 'OpenAI',
      crawlers: ['GPTBot'],
      source: 'https://openai.com/gptbot.json',
      refreshedAt: new Date(Date.now() - 86_400_000).toISOString(),
      publishedAt: null,
      prefixes: ['203.0.113.0/24', '2001:db8:1::/48'],
    }),
  );
  fs.writeFileSync(
    path.join(dataDir, 'crawler-signature-agents.json'),
    JSON.stringify({ agents: [{ origin: agentOrigin, provider: 'OpenAI' }] }),
  );
  server = await startTestServer({
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      WEB_BOT_AUTH_ALLOW_LOOPBACK: 'true',
      CRAWLER_REVERSE_DNS: 'false',
      CRAWLER_VISITS_RETENTION_DAYS: '90',
    },
  });
  let brandId: string;
  ({ token, brandId } = await signUp(server.url, 'verifier'));
  await server.db.query('update public.workspaces set action_center = true where id = $1', [brandId]);
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => directory?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface VisitNode {
  crawler: string;
  pageRoute: string;
  ipAddress: string | null;
  verification: string;
  verificationMethod: string | null;
}

const send = (visits: unknown[]) =>
  postJson<{ data: { accepted: number; ignored: number } }>(
    `${server.url}/api/crawler-visits`,
    { visits },
    token,
  );

async function visitsOf(page: string) {
  const res = await graphql<{ crawlerVisits: { edges: { node: VisitNode }[] } }>(
    server.url,
    `
      query ($period: PeriodInput) {
        crawlerVisits(period: $period, first: 200) {
          edges {
            node {
              crawler
              pageRoute
              ipAddress
              verification
              verificationMethod
            }
          }
        }
      }
    `,
    { period: { preset: 'ALL_TIME' } },
    token,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.crawlerVisits.edges.map((e) => e.node).filter((n) => n.pageRoute.startsWith(page));
}

test('a GPTBot from its published range is verified; one from elsewhere is spoofed and kept apart', async () => {
  const res = await send([
    { userAgent: GPTBOT, path: '/ip/real', ip: IN_RANGE },
    { userAgent: GPTBOT, path: '/ip/real6', ip: '2001:db8:1::25' },
    { userAgent: GPTBOT, path: '/ip/fake', ip: OUT_OF_RANGE },
    // ChatGPT-User's own list was never refreshed: GPTBot's list does not judge it.
    { userAgent: CHATGPT_USER, path: '/ip/user', ip: OUT_OF_RANGE },
    { userAgent: GPTBOT, path: '/ip/noaddress' },
  ]);
  expect(res.body.data).toEqual({ accepted: 5, ignored: 0 });
  const byPage = Object.fromEntries((await visitsOf('/ip/')).map((v) => [v.pageRoute, v]));
  expect(byPage['/ip/real']).toMatchObject({ verification: 'VERIFIED', verificationMethod: 'IP_RANGE' });
  expect(byPage['/ip/real6']).toMatchObject({ verification: 'VERIFIED', verificationMethod: 'IP_RANGE' });
  expect(byPage['/ip/fake']).toMatchObject({ verification: 'SPOOFED', verificationMethod: 'IP_RANGE' });
  expect(byPage['/ip/user']).toMatchObject({ verification: 'UNVERIFIABLE', verificationMethod: null });
  expect(byPage['/ip/noaddress']).toMatchObject({ verification: 'UNVERIFIABLE', verificationMethod: null });

  const activity = await graphql<{
    crawlerActivity: {
      totalVisits: number;
      spoofedVisits: number;
      distinctPages: number;
      byProvider: { provider: string; visits: number; verified: number }[];
      recentVisits: { pageRoute: string }[];
      recentSpoofedVisits: { pageRoute: string; verification: string }[];
      ipRangesStale: boolean;
      ipRanges: {
        name: string;
        stale: boolean;
        ranges: number;
        refreshedAt: string | null;
        source: string;
      }[];
    };
  }>(
    server.url,
    `
      {
        crawlerActivity {
          totalVisits
          spoofedVisits
          distinctPages
          byProvider {
            provider
            visits
            verified
          }
          recentVisits {
            pageRoute
          }
          recentSpoofedVisits {
            pageRoute
            verification
          }
          ipRangesStale
          ipRanges {
            name
            stale
            ranges
            refreshedAt
            source
          }
        }
      }
    `,
    {},
    token,
  );
  const a = activity.body.data!.crawlerActivity;
  // The spoofed visit is never the provider's: not in the totals, the providers or the feed.
  expect(a.totalVisits).toBe(4);
  expect(a.spoofedVisits).toBe(1);
  expect(a.byProvider).toEqual([{ provider: 'OpenAI', visits: 4, verified: 2 }]);
  expect(a.recentVisits.map((v) => v.pageRoute)).not.toContain('/ip/fake');
  expect(a.recentSpoofedVisits).toEqual([{ pageRoute: '/ip/fake', verification: 'SPOOFED' }]);
  // The fixture list is fresh; every shipped list was never refreshed, so the lists are flagged stale.
  expect(a.ipRangesStale).toBe(true);
  expect(a.ipRanges.find((l) => l.name === 'openai-gptbot')).toMatchObject({ stale: false, ranges: 2 });
  expect(a.ipRanges.find((l) => l.name === 'bing')).toMatchObject({
    stale: true,
    ranges: 0,
    refreshedAt: null,
    source: 'https://www.bing.com/toolbox/bingbot.json',
  });
});

/** A request signed as Web Bot Auth asks: @authority and signature-agent covered, Ed25519. */
function signed(options: { created: number; expires: number; key?: KeyObject; authority?: string }) {
  const agent = `"${agentOrigin}"`;
  const params = `("@authority" "signature-agent");created=${options.created};expires=${options.expires};keyid="${keyid}";alg="ed25519";nonce="n-${options.created}";tag="web-bot-auth"`;
  const base = `"@authority": example.com\n"signature-agent": ${agent}\n"@signature-params": ${params}`;
  const signature = sign(null, Buffer.from(base), options.key ?? privateKey).toString('base64');
  return {
    host: options.authority ?? 'example.com',
    headers: {
      'Signature-Agent': agent,
      'Signature-Input': `sig1=${params}`,
      Signature: `sig1=:${signature}:`,
    },
  };
}

test('Web Bot Auth: a signed request is verified; a tampered, an expired and a foreign-key one are spoofed', async () => {
  const now = Math.floor(Date.now() / 1000);
  const visit = (page: string, extra: object) => ({
    userAgent: CHATGPT_USER,
    path: page,
    ip: OUT_OF_RANGE,
    ...extra,
  });
  const other = generateKeyPairSync('ed25519').privateKey;
  const res = await send([
    visit('/wba/good', signed({ created: now - 5, expires: now + 60 })),
    // Sent to another host than the one signed: the signature base differs.
    visit('/wba/tampered', signed({ created: now - 5, expires: now + 60, authority: 'evil.example' })),
    visit('/wba/expired', signed({ created: now - 600, expires: now - 300 })),
    visit('/wba/wrong-key', signed({ created: now - 5, expires: now + 60, key: other })),
  ]);
  expect(res.status).toBe(200);
  const byPage = Object.fromEntries((await visitsOf('/wba/')).map((v) => [v.pageRoute, v]));
  expect(byPage['/wba/good']).toMatchObject({ verification: 'VERIFIED', verificationMethod: 'WEB_BOT_AUTH' });
  for (const page of ['/wba/tampered', '/wba/expired', '/wba/wrong-key'])
    expect(byPage[page], page).toMatchObject({ verification: 'SPOOFED', verificationMethod: 'WEB_BOT_AUTH' });

  // A signature in an import is not checked (it would have expired): the other checks decide.
  const imported = await postJson(
    `${server.url}/api/crawler-visits`,
    { source: 'import', visits: [visit('/wba/imported', signed({ created: now - 5, expires: now + 60 }))] },
    token,
  );
  expect(imported.status).toBe(200);
  expect((await visitsOf('/wba/imported'))[0]).toMatchObject({ verification: 'UNVERIFIABLE' });
});

const logpushLine = (fields: Record<string, unknown>) =>
  JSON.stringify({
    ClientRequestHost: 'example.com',
    ClientRequestMethod: 'GET',
    EdgeResponseStatus: 200,
    BotScore: 1,
    ...fields,
  });

test('Logpush lines and mapped JSON lines are imported with their verdicts, and a second import adds nothing', async () => {
  const logpush = [
    // The edge verified it: EDGE, even from an address no list holds.
    logpushLine({
      RayID: 'ray-1',
      ClientIP: OUT_OF_RANGE,
      ClientRequestURI: '/lp/edge',
      ClientRequestUserAgent: GPTBOT,
      EdgeStartTimestamp: 1_795_000_000_000_000_000,
      VerifiedBotCategory: 'AI Crawler',
    }),
    logpushLine({
      RayID: 'ray-2',
      ClientIP: IN_RANGE,
      ClientRequestURI: '/lp/range',
      ClientRequestUserAgent: GPTBOT,
      EdgeStartTimestamp: '2026-11-20T10:00:00Z',
      VerifiedBotCategory: '',
    }),
    logpushLine({
      RayID: 'ray-3',
      ClientIP: OUT_OF_RANGE,
      ClientRequestURI: '/lp/fake',
      ClientRequestUserAgent: GPTBOT,
      EdgeStartTimestamp: '2026-11-20T10:00:01Z',
      VerifiedBotCategory: '',
    }),
    logpushLine({ RayID: 'ray-4', ClientRequestURI: '/', ClientRequestUserAgent: 'curl/8' }),
    '{not json',
  ].join('\n');
  const progress: number[] = [];
  const run = () =>
    importVisits(Readable.from([logpush]), 'logpush', {
      url: server.url,
      token,
      batchSize: 2,
      onProgress: (p) => progress.push(p.lines),
    });
  expect(await run()).toEqual({ lines: 5, unparsed: 1, crawlerLines: 3, accepted: 3 });
  expect(progress.length).toBeGreaterThan(0);
  const byPage = Object.fromEntries((await visitsOf('/lp/')).map((v) => [v.pageRoute, v]));
  expect(byPage['/lp/edge']).toMatchObject({ verification: 'VERIFIED', verificationMethod: 'EDGE' });
  expect(byPage['/lp/range']).toMatchObject({ verification: 'VERIFIED', verificationMethod: 'IP_RANGE' });
  expect(byPage['/lp/fake']).toMatchObject({ verification: 'SPOOFED', verificationMethod: 'IP_RANGE' });
  expect(await run()).toEqual({ lines: 5, unparsed: 1, crawlerLines: 3, accepted: 0 });
  expect(await visitsOf('/lp/')).toHaveLength(3);

  const mapping = { userAgent: 'req.ua', path: 'req.path', ip: 'client', status: 'code', timestamp: 'at' };
  const jsonLines = [
    { req: { ua: GPTBOT, path: '/js/a' }, client: IN_RANGE, code: 200, at: '2026-11-21T08:00:00Z' },
    { req: { ua: GPTBOT, path: '/js/b' }, client: OUT_OF_RANGE, code: 404, at: 1_795_100_000 },
    { req: { ua: 'Mozilla/5.0 Firefox/133.0', path: '/js/c' }, client: IN_RANGE },
    { req: { path: '/js/no-agent' } },
  ]
    .map((l) => JSON.stringify(l))
    .join('\n');
  const json = () =>
    importVisits(Readable.from([Buffer.from(jsonLines)]), 'json', { url: server.url, token, mapping });
  expect(await json()).toEqual({ lines: 4, unparsed: 1, crawlerLines: 2, accepted: 2 });
  expect(await json()).toEqual({ lines: 4, unparsed: 1, crawlerLines: 2, accepted: 0 });
  const js = Object.fromEntries((await visitsOf('/js/')).map((v) => [v.pageRoute, v]));
  expect(Object.keys(js).sort()).toEqual(['/js/a', '/js/b']);
  expect(js['/js/a']).toMatchObject({ verification: 'VERIFIED', verificationMethod: 'IP_RANGE' });
  expect(js['/js/b']).toMatchObject({ verification: 'SPOOFED' });

  // The access log is idempotent too.
  const log = `${IN_RANGE} - - [21/Nov/2026:13:55:36 +0000] "GET /al/x HTTP/1.1" 200 512 "-" "${GPTBOT}"`;
  const access = () => importVisits(Readable.from([log]), 'combined', { url: server.url, token });
  expect((await access()).accepted).toBe(1);
  expect((await access()).accepted).toBe(0);
});

test('crawlerVisits filters by verification and provider and pages with a cursor; REST lists the same', async () => {
  const q = `query ($v: CrawlerVerification, $p: String, $after: String) {
    crawlerVisits(period: { preset: ALL_TIME }, verification: $v, provider: $p, first: 2, after: $after) {
      edges { cursor node { id pageRoute verification } } pageInfo { hasNextPage endCursor } } }`;
  type Page = {
    crawlerVisits: {
      edges: { cursor: string; node: { id: string; pageRoute: string; verification: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
  const seen: string[] = [];
  let after: string | null = null;
  for (let i = 0; i < 10; i++) {
    const res = await graphql<Page>(server.url, q, { v: 'SPOOFED', p: 'OpenAI', after }, token);
    const page: Page['crawlerVisits'] = res.body.data!.crawlerVisits;
    expect(page.edges.every((e) => e.node.verification === 'SPOOFED')).toBe(true);
    seen.push(...page.edges.map((e) => e.node.id));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  // /ip/fake, three Web Bot Auth failures, /lp/fake and /js/b; each once.
  expect(seen).toHaveLength(6);
  expect(new Set(seen).size).toBe(6);
  const none = await graphql<Page>(server.url, q, { v: 'SPOOFED', p: 'Anthropic', after: null }, token);
  expect(none.body.data!.crawlerVisits.edges).toEqual([]);

  const rest = await fetch(`${server.url}/api/crawler-visits?period=all&verification=spoofed&first=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await rest.json()) as { data: { edges: { node: { id: string; verification: string } }[] } };
  expect(body.data.edges.map((e) => e.node.id).sort()).toEqual([...seen].sort());
  expect(body.data.edges.every((e) => e.node.verification === 'spoofed')).toBe(true);
  const bad = await fetch(`${server.url}/api/crawler-visits?verification=maybe`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(bad.status).toBe(400);
});

test('visits older than CRAWLER_VISITS_RETENTION_DAYS are deleted by the sweep', async () => {
  const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
  const recent = new Date(Date.now() - 89 * 86_400_000).toISOString();
  await send([
    { userAgent: GPTBOT, path: '/ret/old', ip: IN_RANGE, timestamp: old },
    { userAgent: GPTBOT, path: '/ret/kept', ip: IN_RANGE, timestamp: recent },
  ]);
  expect((await visitsOf('/ret/')).map((v) => v.pageRoute).sort()).toEqual(['/ret/kept', '/ret/old']);
  expect(await pruneCrawlerVisits({ db: server.db, config: server.config })).toBe(1);
  expect((await visitsOf('/ret/')).map((v) => v.pageRoute)).toEqual(['/ret/kept']);
});
