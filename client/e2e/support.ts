/** Shared pieces of the end-to-end tests: Debian's Chromium through playwright-core, and the product server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
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
  stop: () => Promise<void>;
}

/**
 * The product as the README's first command starts it, on a free port and a fresh DATA_DIR: the server
 * half of `npm start` (the e2e project's global setup has run the build half once), which creates the
 * embedded database, migrates, seeds the demo and serves the built client.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-e2e-data-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
