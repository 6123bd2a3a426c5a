/**
 * HOST=:: (every IPv6 interface, and IPv4 beside it) starts without PUBLIC_URL, and serves on both loopbacks
 * (security audit turn 4, V7: the default public address was `http://:::PORT`, "Invalid URL").
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { HOST: '::' } });
}, 120_000);
afterAll(() => server?.close());

test('it serves on [::1] and 127.0.0.1, and its links name [::1]', async () => {
  const port = new URL(server.url).port;
  expect(server.url).toBe(`http://[::1]:${port}`);
  expect(server.config.publicUrl).toBe(server.url);
  for (const base of [`http://[::1]:${port}`, `http://127.0.0.1:${port}`]) {
    const response = await fetch(`${base}/api/health`);
    expect(response.status, base).toBe(200);
  }
});
