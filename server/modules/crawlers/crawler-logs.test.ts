/**
 * POST /api/crawler-logs: a chunk of a log sent as text by the signed-in browser (the Pages screen's import),
 * in each format: combined access log, Cloudflare Logpush and mapped JSON lines. Each AI crawler's visit is
 * verified against a fixture IP-range list (a GPTBot from outside it is spoofed, counted apart), the same
 * chunk sent twice stores nothing more, a VIEWER and another brand are refused, bad input is a 400 in words,
 * and the caps answer 413 and 429 with Retry-After.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { signUp } from '../../test/http';

const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const IN_RANGE = '203.0.113.9';
const OUT_OF_RANGE = '198.51.100.7';

let server: TestServer;
let dataDir: string;
let owner: { token: string; brandId: string };
let viewerToken: string;
let outsider: { token: string; brandId: string };
let busy: { token: string; brandId: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-crawler-logs-'));
  fs.mkdirSync(path.join(dataDir, 'crawler-ip-ranges'));
  fs.writeFileSync(
    path.join(dataDir, 'crawler-ip-ranges', 'openai-gptbot.json'),
    JSON.stringify({
      provider: 'OpenAI',
      crawlers: ['GPTBot'],
      source: 'https://openai.com/gptbot.json',
      refreshedAt: new Date().toISOString(),
      publishedAt: null,
      prefixes: ['203.0.113.0/24'],
    }),
  );
  server = await startTestServer({
    env: {
      DATA_DIR: dataDir,
      CRAWLER_REVERSE_DNS: 'false',
      CRAWLER_VISITS_PER_REQUEST: '5',
      CRAWLER_VISITS_PER_MINUTE: '40',
    },
  });
  owner = await signUp(server.url, 'log-owner');
  outsider = await signUp(server.url, 'log-outsider');
  busy = await signUp(server.url, 'log-busy');
  for (const brand of [owner, outsider, busy])
    await server.db.query('update public.workspaces set action_center = true where id = $1', [brand.brandId]);
  const viewer = await signUp(server.url, 'log-viewer');
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role)
     select workspace_id, $2, 'VIEWER' from workspace_members where user_id = $1 and role = 'OWNER'`,
    [owner.brandId, viewer.personId],
  );
  viewerToken = viewer.token;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Counts {
  lines: number;
  unparsed: number;
  crawlerLines: number;
  stored: number;
  verified: number;
  spoofed: number;
  unverifiable: number;
}

async function sendChunk(
  text: string,
  query: Record<string, string>,
  token = owner.token,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}/api/crawler-logs?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}`, ...headers },
    body: text,
  });
  const body = (await res.json()) as { data?: Counts; message?: string };
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
}

async function visitsOn(prefix: string) {
  const res = await fetch(`${server.url}/api/crawler-visits?period=all&first=200`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const body = (await res.json()) as {
    data: {
      edges: { node: { pageRoute: string; verification: string; verificationMethod: string | null } }[];
    };
  };
  return body.data.edges.map((e) => e.node).filter((n) => n.pageRoute.startsWith(prefix));
}

const combined = (ip: string, route: string, agent = GPTBOT, minute = 1) =>
  `${ip} - - [21/Nov/2026:13:${String(minute).padStart(2, '0')}:36 +0000] "GET ${route} HTTP/1.1" 200 512 "-" "${agent}"`;

describe('a chunk of each format', () => {
  test('a combined access log: crawlers verified, a spoofed GPTBot counted apart, a browser left out; sent again it adds nothing', async () => {
    const chunk = [
      combined(IN_RANGE, '/cl/pricing'),
      combined(OUT_OF_RANGE, '/cl/fake', GPTBOT, 2),
      combined(IN_RANGE, '/cl/browser', BROWSER, 3),
      'not a log line',
      '',
    ].join('\r\n');
    const first = await sendChunk(chunk, { format: 'combined' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      lines: 4,
      unparsed: 1,
      crawlerLines: 2,
      stored: 2,
      verified: 1,
      spoofed: 1,
      unverifiable: 0,
    });
    const again = await sendChunk(chunk, { format: 'combined' });
    expect(again.body.data).toMatchObject({ crawlerLines: 2, stored: 0, verified: 1, spoofed: 1 });
    const stored = Object.fromEntries((await visitsOn('/cl/')).map((v) => [v.pageRoute, v]));
    expect(Object.keys(stored).sort()).toEqual(['/cl/fake', '/cl/pricing']);
    expect(stored['/cl/pricing']).toMatchObject({ verification: 'verified' });
    expect(stored['/cl/fake']).toMatchObject({ verification: 'spoofed' });
  });

  test('Cloudflare Logpush lines: the edge’s verdict and the IP ranges', async () => {
    const line = (fields: Record<string, unknown>) => JSON.stringify(fields);
    const chunk = [
      line({
        RayID: 'lp-1',
        ClientIP: OUT_OF_RANGE,
        ClientRequestURI: '/lp/edge',
        ClientRequestUserAgent: GPTBOT,
        EdgeStartTimestamp: '2026-11-20T10:00:00Z',
        VerifiedBotCategory: 'AI Crawler',
      }),
      line({
        RayID: 'lp-2',
        ClientIP: OUT_OF_RANGE,
        ClientRequestURI: '/lp/fake',
        ClientRequestUserAgent: GPTBOT,
        EdgeStartTimestamp: '2026-11-20T10:00:01Z',
        VerifiedBotCategory: '',
      }),
      '{not json',
    ].join('\n');
    const first = await sendChunk(chunk, { format: 'logpush' });
    expect(first.body.data).toEqual({
      lines: 3,
      unparsed: 1,
      crawlerLines: 2,
      stored: 2,
      verified: 1,
      spoofed: 1,
      unverifiable: 0,
    });
    expect((await sendChunk(chunk, { format: 'logpush' })).body.data?.stored).toBe(0);
    expect(
      (await visitsOn('/lp/')).map((v) => `${v.pageRoute} ${v.verification} ${v.verificationMethod}`).sort(),
    ).toEqual(['/lp/edge verified edge', '/lp/fake spoofed ip_range']);
  });

  test('JSON lines through a mapping', async () => {
    const mapping = JSON.stringify({ userAgent: 'req.ua', path: 'req.path', ip: 'client', timestamp: 'at' });
    const chunk = [
      { req: { ua: GPTBOT, path: '/js/a' }, client: IN_RANGE, at: '2026-11-21T08:00:00Z' },
      { req: { ua: GPTBOT, path: '/js/b' }, client: OUT_OF_RANGE, at: '2026-11-21T08:00:01Z' },
      { req: { path: '/js/no-agent' } },
    ]
      .map((l) => JSON.stringify(l))
      .join('\n');
    const first = await sendChunk(chunk, { format: 'json', mapping });
    expect(first.body.data).toEqual({
      lines: 3,
      unparsed: 1,
      crawlerLines: 2,
      stored: 2,
      verified: 1,
      spoofed: 1,
      unverifiable: 0,
    });
    expect((await sendChunk(chunk, { format: 'json', mapping })).body.data?.stored).toBe(0);
    expect((await visitsOn('/js/')).map((v) => v.pageRoute).sort()).toEqual(['/js/a', '/js/b']);
  });
});

describe('refusals', () => {
  test('a VIEWER is refused in words and nothing is stored', async () => {
    const res = await sendChunk(combined(IN_RANGE, '/viewer/page'), { format: 'combined' }, viewerToken, {
      'x-sightline-brand': owner.brandId,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your role in this workspace is VIEWER: importing an access log needs EDITOR or higher.',
    );
    expect(await visitsOn('/viewer/')).toEqual([]);
  });

  test('another brand’s header is refused', async () => {
    const res = await sendChunk(combined(IN_RANGE, '/other/page'), { format: 'combined' }, outsider.token, {
      'x-sightline-brand': owner.brandId,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/brand/i);
    expect(await visitsOn('/other/')).toEqual([]);
  });

  test('a missing or unknown format and a bad mapping are 400s in words', async () => {
    const line = combined(IN_RANGE, '/bad/page');
    const cases: [Record<string, string>, string][] = [
      [{}, 'format is required: combined, logpush or json.'],
      [{ format: 'w3c' }, 'format must be combined, logpush or json; "w3c" is none of them.'],
      [
        { format: 'json' },
        'JSON lines need a mapping: mapping={"userAgent": "<field path>", "path": "<field path>"} at least.',
      ],
      [{ format: 'json', mapping: '{userAgent' }, 'The mapping is not valid JSON.'],
      [{ format: 'json', mapping: '{"userAgent": "ua"}' }, 'The mapping needs "userAgent" and "path".'],
      [
        { format: 'json', mapping: '{"userAgent": "ua", "path": "p", "referer": "r"}' },
        'The mapping names an unknown field "referer"; use userAgent, path, ip, status, timestamp, method, id, edgeVerifiedBot.',
      ],
      [
        { format: 'combined', mapping: '{"userAgent": "ua", "path": "p"}' },
        'mapping is read with format=json only.',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await sendChunk(line, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await visitsOn('/bad/')).toEqual([]);
  });

  test('a chunk over 1 MB, or with more crawler lines than a request may carry, is 413; over the minute’s allowance, 429 with Retry-After', async () => {
    const big = await sendChunk(`${combined(IN_RANGE, '/big/page')}\n`.repeat(9000), { format: 'combined' });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The request body is too large.');

    const six = Array.from({ length: 6 }, (_, i) => combined(IN_RANGE, `/many/${i}`)).join('\n');
    const many = await sendChunk(six, { format: 'combined' }, busy.token);
    expect(many.status).toBe(413);
    expect(many.body.message).toBe(
      'This chunk holds 6 AI-crawler lines; one chunk may hold at most 5. Send it in smaller chunks.',
    );

    // 40 a minute, 5 a chunk: the ninth chunk of five is over the allowance.
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof sendChunk>> | null = null;
    for (let chunk = 0; chunk < 9; chunk++) {
      const lines = Array.from({ length: 5 }, (_, i) => combined(IN_RANGE, `/busy/${chunk}-${i}`, GPTBOT, i));
      const res = await sendChunk(lines.join('\n'), { format: 'combined' }, busy.token);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect(Number(limited!.retryAfter)).toBeGreaterThan(0);
    expect(limited!.body.message).toMatch(/^This account may send at most 40 crawler visits a minute\./);
  });
});
