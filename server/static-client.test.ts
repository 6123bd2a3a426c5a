import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { precompressDir } from '../client/precompress';
import { startSightline } from './main';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let app: { url: string; close: () => Promise<void> };
let clientDir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const html = `<!doctype html><html><head><title>Sightline</title></head><body>${'<p>Sightline</p>'.repeat(60)}</body></html>`;

beforeAll(async () => {
  server = await startTestServer();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-static-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), html);
  fs.writeFileSync(path.join(clientDir, 'assets/index-AbC123.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets/tiny-XyZ.js'), 'export {};\n');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build step the Vite config runs after every client build.
  await precompressDir(clientDir);
  app = await startSightline(server.config, { db: server.db, clientDir, log: () => {} });
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string, method = 'GET') =>
  fetch(`${app.url}${url}`, { method, headers: { 'accept-encoding': acceptEncoding } });
/** The raw bytes (fetch would decompress them itself). */
const rawBody = async (response: Response) => Buffer.from(await response.arrayBuffer());

test('the build writes brotli and gzip copies of text files big enough to gain from it', () => {
  for (const file of ['index.html', 'assets/index-AbC123.js']) {
    const original = fs.readFileSync(path.join(clientDir, file));
    expect(brotliDecompressSync(fs.readFileSync(path.join(clientDir, `${file}.br`)))).toEqual(original);
    expect(gunzipSync(fs.readFileSync(path.join(clientDir, `${file}.gz`)))).toEqual(original);
  }
  expect(fs.existsSync(path.join(clientDir, 'assets/tiny-XyZ.js.br'))).toBe(false);
});

test('a hashed asset is sent precompressed as the browser accepts it and cached for a year', async () => {
  for (const [accept, encoding, decode] of [
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const) {
    // Node's fetch decodes the body itself: the length on the wire is the compressed file's.
    const response = await get('/assets/index-AbC123.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const suffix = encoding === 'br' ? '.br' : '.gz';
    const onDisk = fs.readFileSync(path.join(clientDir, `assets/index-AbC123.js${suffix}`));
    expect(Number(response.headers.get('content-length'))).toBe(onDisk.length);
    expect(decode(onDisk).toString()).toBe(script);
    expect((await response.text()).length).toBe(script.length);
  }
});

test('without an accepted encoding the asset is sent as it is', async () => {
  const response = await get('/assets/index-AbC123.js', 'identity');
  expect(response.headers.get('content-encoding')).toBeNull();
  expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  expect((await rawBody(response)).toString()).toBe(script);
  const tiny = await get('/assets/tiny-XyZ.js', 'br');
  expect(tiny.headers.get('content-encoding')).toBeNull();
  expect(tiny.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('index.html and every client route are revalidated on each load, compressed too', async () => {
  for (const url of ['/', '/index.html', '/dashboard/prompts', '/reports/abc']) {
    const response = await get(url, 'br');
    expect(response.status, url).toBe(200);
    expect(response.headers.get('cache-control'), url).toBe('no-cache');
    expect(response.headers.get('content-encoding'), url).toBe('br');
    expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
    expect(await response.text(), url).toBe(html);
  }
  const head = await get('/dashboard', 'gzip', 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers.get('content-encoding')).toBe('gzip');
});

test('files outside /assets are not cached for long; a missing asset is a 404, not the page', async () => {
  const icon = await get('/favicon.svg', 'br');
  expect(icon.status).toBe(200);
  expect(icon.headers.get('cache-control')).toBe('no-cache');
  expect((await get('/assets/gone-123.js', 'br')).status).toBe(404);
  // The compressed copies are not addressable on their own.
  expect((await get('/assets/index-AbC123.js.br', 'identity')).status).toBe(404);
});
