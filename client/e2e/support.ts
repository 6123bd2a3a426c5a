/** Shared pieces of the end-to-end tests: Debian's Chromium through playwright-core, and the product server. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

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
 * The product as the README's first command starts it (`npm start`: build the client, create the embedded
 * database in a fresh DATA_DIR, migrate, seed the demo, serve), on a free port.
 */
export function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-e2e-data-'));
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sightline running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}
