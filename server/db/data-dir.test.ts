/**
 * DATA_DIR is the owner's alone: a start tightens what was left readable (an outbox message holding a
 * report link, the auth secret, folders) and everything the process creates (the embedded database's
 * files, the lock) is owner-only.
 */
// @module-tag slow: a server process creating its embedded store. Guards an owner-only data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startServerProcess } from '../test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-modes-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every path under dir whose mode is not 0700 (folders) or 0600 (files). */
function notOwnerOnly(dir: string): string[] {
  const wrong: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== expected) wrong.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dir);
  return wrong;
}

test('a start fixes the modes of an existing data folder and creates the database owner-only', async () => {
  fs.chmodSync(dataDir, 0o755);
  fs.mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
  fs.chmodSync(path.join(dataDir, 'outbox'), 0o755);
  fs.writeFileSync(path.join(dataDir, 'outbox', 'report.eml'), 'Subject: your report\n');
  fs.chmodSync(path.join(dataDir, 'outbox', 'report.eml'), 0o644);
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), `${'s'.repeat(48)}\n`);
  fs.chmodSync(path.join(dataDir, 'auth-secret'), 0o666);

  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WORKER_IN_PROCESS: 'false',
  });
  try {
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    // While it runs, every folder is closed to others (so is every file there), …
    expect(notOwnerOnly(dataDir).filter((entry) => fs.statSync(entry.split(' ')[0]!).isDirectory())).toEqual(
      [],
    );
    for (const file of ['auth-secret', 'outbox/report.eml', 'sightline.lock']) {
      expect(fs.statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
  } finally {
    await server.stop();
  }
  // … and after a stop every file the database wrote is owner-only too.
  expect(notOwnerOnly(dataDir)).toEqual([]);
}, 300_000);
