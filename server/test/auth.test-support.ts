/** Test helpers for the auth module, on top of the shared harness (server/test/harness.ts). */
import fs from 'node:fs';
import type { Config } from '../config';
import { createTestDb, startTestServer, testConfig, type TestServer } from './harness';
import { createAuth, type Auth } from '../modules/auth';

export { createTestDb };

const dataDirs: string[] = [];

/** The harness's test config; its temporary data dir is removed by removeTestDataDirs(). */
export function authTestConfig(env: Record<string, string> = {}): Config {
  const config = testConfig(env);
  dataDirs.push(config.dataDir);
  return config;
}

export function removeTestDataDirs(): void {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface AuthTestServer extends TestServer {
  /**
   * A second auth instance on the server's database and secret, without a session cache: it stands for
   * another server process, which must see every revocation.
   */
  auth: Auth;
}

/** The whole server (startTestServer) plus an auth instance to call authenticate() with. */
export async function startAuthServer(env: Record<string, string> = {}): Promise<AuthTestServer> {
  const server = await startTestServer({ env });
  const auth = await createAuth({
    db: server.db,
    config: { ...server.config, AUTH_SESSION_CACHE_SECONDS: 0 },
  });
  return Object.assign(server, { auth });
}

/** fetch with JSON in and out, and an optional client address (the app trusts X-Forwarded-For from loopback). */
export async function call(
  url: string,
  init: { method?: string; body?: unknown; token?: string | null; ip?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> & { msg?: string; code?: string } }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}
