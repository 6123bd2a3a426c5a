/**
 * One writer per embedded data folder: a second server, worker or collect CLI on a folder a running server
 * has open refuses to start, naming the folder and the running process; a lock left by a dead process is
 * taken over.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { testDbKind } from '../test/harness';
import { runToExit, startServerProcess } from '../test/server-process';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
function freshFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-lock-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the lock file', () => {
  test('refuses a folder whose owner is alive and names the folder and the owner', () => {
    const dir = freshFolder();
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.ppid, startTime: null, command: 'server/index.ts' }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is in use`);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}: server/index.ts`);
  });

  test('takes over a lock whose owner is gone, or that is unreadable', () => {
    for (const content of [JSON.stringify({ pid: deadPid(), startTime: null, command: 'x' }), '{"pid":']) {
      const dir = freshFolder();
      fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), content);
      const lock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
      expect(fs.existsSync(lock.file)).toBe(false);
    }
  });

  test('a lock held by this process refuses a second open here, and release frees it', () => {
    const dir = freshFolder();
    const lock = lockDataDir(dir);
    expect(fs.statSync(lock.file).mode & 0o777).toBe(0o600);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    lockDataDir(dir).release();
  });
});

test.skipIf(testDbKind !== 'pglite')(
  'a second server, worker or collect on a running server’s data folder refuses and exits non-zero',
  async () => {
    const dataDir = freshFolder();
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', WORKER_IN_PROCESS: 'false' };
    const first = await startServerProcess(env);
    try {
      const attempts = await Promise.all([
        runToExit('server/index.ts', [], env),
        runToExit('server/worker.ts', [], env),
        runToExit('server/cli/collect.ts', ['--account', 'demo@example.com'], env),
      ]);
      for (const attempt of attempts) {
        expect(attempt.code).not.toBe(0);
        expect(attempt.output).toContain(`The data folder ${dataDir} is in use`);
        expect(attempt.output).toContain(`pid ${first.pid}: `);
      }
      expect(first.output()).not.toMatch(/error/i);
    } finally {
      await first.stop();
    }
    // A clean stop (SIGTERM) closes the database and frees the folder.
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  },
  300_000,
);
