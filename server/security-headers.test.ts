/** Every response carries the security headers; HSTS only when the public address is https. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSightline } from './main';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  server = await startTestServer();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Sightline</title>');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function headersOf(baseUrl: string) {
  const pages = {
    '/': await fetch(`${baseUrl}/`),
    '/dashboard': await fetch(`${baseUrl}/dashboard`),
    '/api/config': await fetch(`${baseUrl}/api/config`),
    '/api/impressions': await fetch(`${baseUrl}/api/impressions`),
    '/graphql': await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health }' }),
    }),
    '/auth/v1/health': await fetch(`${baseUrl}/auth/v1/health`),
  };
  return Object.entries(pages).map(([page, response]) => ({ page, headers: response.headers }));
}

test('the app, the APIs and GraphQL answer with CSP, no framing, nosniff and a referrer policy', async () => {
  const withClient = await startSightline(server.config, { db: server.db, clientDir, log: () => {} });
  try {
    for (const { page, headers } of await headersOf(withClient.url)) {
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, page).toContain("script-src 'self'");
      expect(csp, page).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, page).toContain("frame-ancestors 'none'");
      expect(csp, page).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options'), page).toBe('nosniff');
      expect(headers.get('referrer-policy'), page).toBe('no-referrer');
      expect(headers.get('x-frame-options'), page).toBe('DENY');
      // Served over http: no HSTS (it would be ignored, or pin a name without a certificate).
      expect(headers.get('strict-transport-security'), page).toBeNull();
    }
  } finally {
    await withClient.close();
  }
});

test('HSTS is sent when the public address is https', async () => {
  const behindTls = await startSightline(
    { ...server.config, PUBLIC_URL: 'https://sightline.example', publicUrl: 'https://sightline.example' },
    { db: server.db, clientDir, log: () => {} },
  );
  try {
    for (const { page, headers } of await headersOf(behindTls.url))
      expect(headers.get('strict-transport-security'), page).toBe('max-age=31536000');
  } finally {
    await behindTls.close();
  }
});

test('the built client has no inline script (the colour-mode script is a file)', () => {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, '../client/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="/);
    expect(body?.trim()).toBe('');
  }
});
