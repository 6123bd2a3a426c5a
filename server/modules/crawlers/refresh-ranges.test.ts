/**
 * `npm run crawlers:refresh` against a loopback stub serving fixture lists in the operators' published
 * shape: good lists are written dated, a broken or missing one keeps the previous file and is reported.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { refreshCrawlerRanges } from '../../../tools/cli/refresh-crawler-ranges';
import { isStale, loadIpRangeLists, shippedIpRangeLists } from './ip-ranges';

// Documentation addresses: fixtures, never a vendor's real ranges.
const FIXTURES: Record<string, unknown> = {
  '/openai.com/gptbot.json': {
    creationTime: '2026-11-20T08:00:00.000000',
    prefixes: [{ ipv4Prefix: '203.0.113.0/25' }, { ipv4Prefix: '203.0.113.128/25' }],
  },
  '/developers.google.com/static/search/apis/ipranges/googlebot.json': {
    creationTime: '2026-11-21T00:00:00.000000',
    prefixes: [{ ipv6Prefix: '2001:db8:4860::/48' }, { ipv4Prefix: '192.0.2.0/24' }],
  },
  // The operator changed its format: refused, never written as an empty list.
  '/www.bing.com/toolbox/bingbot.json': { ranges: ['198.51.100.0/24'] },
};

let stub: http.Server;
let origin: string;
let dir: string;
const asked: string[] = [];

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    asked.push(req.url!);
    const body = FIXTURES[req.url!];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-ranges-'));
});
afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the shipped lists name their source and were never refreshed, so they are stale', () => {
  const lists = shippedIpRangeLists();
  expect(lists.length).toBeGreaterThanOrEqual(10);
  for (const list of lists) {
    expect(list.source).toMatch(/^https:\/\//);
    expect(list.refreshedAt).toBeNull();
    expect(list.prefixes).toEqual([]);
    expect(isStale(list, new Date())).toBe(true);
  }
});

test('refresh writes each list it fetched, dated; a failed one keeps its file and is reported', async () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const outcomes = await refreshCrawlerRanges({ dir, origin, now });
  // Every shipped source was asked, at the stub.
  expect(asked).toContain('/openai.com/gptbot.json');
  expect(asked).toContain('/search.developer.apple.com/applebot.json');
  const by = Object.fromEntries(outcomes.map((o) => [o.name, o]));
  expect(by['openai-gptbot']).toMatchObject({ ok: true, prefixes: 2 });
  expect(by['google-common-crawlers']).toMatchObject({ ok: true, prefixes: 2 });
  expect(by.bing).toMatchObject({ ok: false, error: 'not a published range list (no "prefixes" array)' });
  expect(by.apple).toMatchObject({ ok: false, error: 'answered 404' });

  const written = JSON.parse(fs.readFileSync(path.join(dir, 'openai-gptbot.json'), 'utf8'));
  expect(written).toEqual({
    provider: 'OpenAI',
    crawlers: ['GPTBot'],
    source: 'https://openai.com/gptbot.json',
    refreshedAt: '2026-11-22T12:00:00.000Z',
    publishedAt: new Date('2026-11-20T08:00:00.000').toISOString(),
    prefixes: ['203.0.113.0/25', '203.0.113.128/25'],
  });
  expect(fs.existsSync(path.join(dir, 'bing.json'))).toBe(false);

  // What the server reads: the refreshed lists over the shipped ones, fresh until 30 days pass.
  const lists = Object.fromEntries(loadIpRangeLists(dir).map((l) => [l.name, l]));
  expect(lists['openai-gptbot']!.prefixes).toHaveLength(2);
  expect(isStale(lists['openai-gptbot']!, new Date('2026-12-20T12:00:00Z'))).toBe(false);
  expect(isStale(lists['openai-gptbot']!, new Date('2026-12-23T12:00:00Z'))).toBe(true);
  expect(lists.bing!.refreshedAt).toBeNull();

  // A file broken by hand leaves the shipped list in place.
  fs.writeFileSync(path.join(dir, 'openai-searchbot.json'), '{"provider": "OpenAI", "prefixes": ["nope"]}');
  expect(loadIpRangeLists(dir).find((l) => l.name === 'openai-searchbot')!.prefixes).toEqual([]);
});
