/** One e2e file's product server and browser, for the files that need nothing more around them. */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startProductServer, type ProductServer } from './support';

export interface E2eSession {
  server: ProductServer;
  context: BrowserContext;
}

/**
 * Starts the product (as `npm start` runs it, env added) and a Chromium before the file's tests and closes
 * both after them. Read the fields inside tests: they are set once beforeAll has run.
 */
export function withProductAndBrowser(env: Record<string, string> = {}): E2eSession {
  const session = {} as E2eSession;
  beforeAll(async () => {
    session.server = await startProductServer(env);
    session.context = await launchBrowser();
  });
  afterAll(async () => {
    await session.context?.close();
    await session.server?.stop();
  });
  return session;
}
