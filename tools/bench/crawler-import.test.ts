/**
 * The bench's access-log import case at a few MB: the synthetic log has the size and share of crawler
 * lines asked, every crawler line is stored through the real ingest route (none refused as a re-send),
 * importing it again stores nothing, and the figures printed carry rows per second and both RSS targets.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/harness';
import {
  crawlerImportAccount,
  crawlerImportLines,
  measureCrawlerImport,
  writeSyntheticAccessLog,
} from './crawler-import';

const BYTES = 2 * 2 ** 20;
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ env: { CRAWLER_VISITS_PER_MINUTE: '1000000' } });
  token = await crawlerImportAccount(server.url);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

test('the synthetic log has the size asked, a quarter of it from AI crawlers', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crawler-log-test-'));
  try {
    const file = path.join(dir, 'a.log');
    const log = await writeSyntheticAccessLog(file, 256 * 1024);
    expect(fs.statSync(file).size).toBe(log.bytes);
    expect(log.bytes).toBeGreaterThanOrEqual(256 * 1024);
    expect(log.bytes).toBeLessThan(256 * 1024 + 400);
    expect(log.crawlerLines).toBe(Math.ceil(log.lines / 4));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('imports a few MB through the route, every crawler line stored once, and prints the figures', async () => {
  const first = await measureCrawlerImport({ bytes: BYTES, url: server.url, token, serverPid: process.pid });
  expect(first.bytes).toBeGreaterThanOrEqual(BYTES);
  expect(first.crawlerLines).toBe(Math.ceil(first.lines / 4));
  expect(first.accepted).toBe(first.crawlerLines);
  expect(first.rowsPerSecond).toBeGreaterThan(0);
  expect(first.importPeakRssMiB).toBeGreaterThan(0);
  // The same log again (the same file all day): nothing new is stored.
  const again = await measureCrawlerImport({ bytes: BYTES, url: server.url, token, serverPid: process.pid });
  expect(again.accepted).toBe(0);
  const printed = crawlerImportLines(first).join('\n');
  expect(printed).toMatch(/lines\/s, [\d,]+ rows\/s stored/);
  expect(printed).toMatch(/import process peak RSS [\d,]+ MiB \(target ≤ 300\)/);
  expect(printed).toMatch(
    /server RSS idle [\d,]+ MiB, peak while ingesting [\d,]+ MiB \(\+[\d,-]+; target ≤ \+100\)/,
  );
}, 300_000);
