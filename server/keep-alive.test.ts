/**
 * An idle keep-alive connection is the client's (or its proxy's) to close: a request sent on it after a
 * pause longer than Node's default 5 s keep-alive must not meet a connection the server is closing.
 */
// @module-tag slow: idles 6 s, past Node's 5 s keep-alive. Guards a request on a long-idle connection.
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function get(agent: http.Agent, url: string) {
  return new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, socket: request.socket }));
    });
    request.once('error', reject);
  });
}

test('a keep-alive connection left idle for 6 s is still served, on the same socket', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, `${server.url}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get(agent, `${server.url}/api/health`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
  } finally {
    agent.destroy();
  }
});
