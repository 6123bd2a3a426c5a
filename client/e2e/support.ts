/** Shared pieces of the end-to-end tests: Debian's Chromium through playwright-core, and the product server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN_SOCKET_NAME } from '../../server/db/admin-socket';
import { seededDataDir } from '../../server/test/seeded-data-dir';
import { startServerProcess } from '../../server/test/server-process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A headless Chromium with a fresh profile; flags keep it off the network this machine does not have. */
export function launchBrowser(viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'sl-e2e-profile-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface ProductServer {
  url: string;
  /** Its DATA_DIR (the embedded database and, without SMTP_URL, the mail outbox). */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The product as the README's first command starts it, on a free port and a fresh DATA_DIR: the server
 * half of `npm start` (the e2e project's global setup has run the build half once), which creates the
 * embedded database, migrates, seeds the demo and serves the built client. The DATA_DIR starts as a copy of
 * today's seeded one when there is one (server/test/seeded-data-dir.ts), so the seed is not run again per file.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-e2e-data-'));
  const fromDemo = !('DATA_DIR' in env) && !env.DATABASE_URL && env.SEED_DEMO !== 'false';
  // Not the admin socket a server that was killed leaves behind: a socket cannot be copied.
  if (fromDemo && fs.existsSync(seededDataDir()))
    fs.cpSync(seededDataDir(), dataDir, {
      recursive: true,
      filter: (source) => path.basename(source) !== ADMIN_SOCKET_NAME,
    });
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the sign-in page (demo accounts by default) and waits for the dashboard. */
export async function signInAs(page: Page, baseUrl: string, email: string, password = 'sightline-demo') {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** A GraphQL call with the page's own supabase-js session token (read from its storage key). */
export async function graphqlAs(page: Page, baseUrl: string, query: string) {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sightline-auth') ?? '{}') as { access_token?: string }).access_token,
  );
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data: Record<string, any> };
}

/** A day (YYYY-MM-DD) as the answers drawer titles it: "Nov 3, 2026". */
export const dayShown = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
