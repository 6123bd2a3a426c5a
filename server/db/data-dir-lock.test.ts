/**
 * One writer per embedded data folder: a second server, worker or collect CLI on a folder a running server
 * has open refuses to start, naming the folder and the running process, also from another PID namespace (a
 * second container on the same volume), where the owner's pid means nothing; a folder whose owner died
 * (kill -9) is taken at once; of processes racing for a leftover lock, exactly one wins.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { entryFile, runToExit, spawnEntry, startServerProcess } from '../test/server-process';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

const childScript = fileURLToPath(new URL('../test/data-dir-lock.child.ts', import.meta.url));
/** A PID namespace and /proc of its own, as a container has: its first process is pid 1. */
const inOwnPidNamespace = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];

/** Why no process can be started in a PID namespace of its own here, or null when one can. */
const noPidNamespaces = (() => {
  const probe = spawnSync(inOwnPidNamespace[0]!, [...inOwnPidNamespace.slice(1), 'true'], {
    encoding: 'utf8',
  });
  if (probe.error) return `unshare cannot run: ${probe.error.message}`;
  return probe.status === 0 ? null : `unshare --pid fails here: ${probe.stderr.trim()}`;
})();
if (noPidNamespaces) console.warn(`Skipping the tests in other PID namespaces: ${noPidNamespaces}`);

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

function lockFileOf(dir: string) {
  return JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')) as {
    pid: number;
    hostname: string;
  };
}

/** A process (data-dir-lock.child.ts) that takes and releases a folder's lock when told. */
interface LockHolder {
  /** One command, answered by one line. */
  send: (command: string) => Promise<string>;
  /** SIGKILL, as `kill -9`, then waits until it is gone. */
  kill: () => Promise<void>;
}

const holders: Array<{ kill: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(holders.splice(0).map((holder) => holder.kill()));
});

function startHolder(dataDir: string, launcher: string[] = []): LockHolder {
  const child = spawnEntry(childScript, [dataDir], {}, 'pipe', launcher);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close': every process holding its pipes is gone, also one that a launcher started (and kills with it).
  const gone = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const send = async (line: string) => {
    child.stdin!.write(line + '\n');
    const next = await lines.next();
    if (next.done) throw new Error(`the lock holder exited: ${stderr}`);
    return next.value;
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await gone;
  };
  holders.push({ kill });
  return { send, kill };
}

describe('the lock', () => {
  test('refuses a folder that another process holds, naming the folder and the owner', async () => {
    const dir = freshFolder();
    const holder = startHolder(dir);
    const [, holderPid] = (await holder.send('lock')).split(' ');
    const refusal = () => lockDataDir(dir);
    expect(refusal).toThrow(DataDirInUseError);
    expect(refusal).toThrow(`The data folder ${dir} is in use`);
    expect(refusal).toThrow(`pid ${holderPid}: server/test/data-dir-lock.child.ts `);
    expect(refusal).toThrow(`, on host ${os.hostname()}, since `);
    expect(await holder.send('release')).toBe('RELEASED');
    lockDataDir(dir).release();
  });

  test('takes a leftover lock file at once, whichever pid it names: nothing holds it', () => {
    const leftovers = {
      'a dead process': JSON.stringify({ pid: deadPid(), startTime: null, command: 'x' }),
      // A container's server is pid 1; after a restart of the container pid 1 is a new process.
      'pid 1, alive': JSON.stringify({ pid: 1, startTime: null, command: 'server/index.ts' }),
      'half written': '{"pid":',
    };
    for (const content of Object.values(leftovers)) {
      const dir = freshFolder();
      fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), content);
      const lock = lockDataDir(dir);
      expect(lockFileOf(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname() });
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
    lock.release();
    lockDataDir(dir).release();
  });

  // Slow: six processes racing over ten rounds. Guards one writer per data folder.
  test(
    'of processes racing for a leftover lock, exactly one wins, every time',
    { tags: ['slow'], timeout: 120_000 },
    async () => {
      const dir = freshFolder();
      const racers = Array.from({ length: 6 }, () => startHolder(dir));
      for (let round = 0; round < 10; round++) {
        fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: deadPid(), command: 'x' }));
        const answers = await Promise.all(racers.map((racer) => racer.send('lock')));
        expect(
          answers.filter((answer) => answer.startsWith('LOCKED')),
          `round ${round}`,
        ).toHaveLength(1);
        await Promise.all(racers.map((racer) => racer.send('release')));
      }
    },
  );

  // Slow: four processes taking the lock 500 times each. Guards one writer per data folder.
  test(
    'processes taking and releasing the lock in turn never hold it at the same time',
    { tags: ['slow'], timeout: 120_000 },
    async () => {
      const dir = freshFolder();
      const answers = await Promise.all(Array.from({ length: 4 }, () => startHolder(dir).send('churn 500')));
      for (const answer of answers) expect(answer).toBe('CHURNED 500 0');
    },
  );

  test.skipIf(noPidNamespaces !== null)(
    'pid 1 in two containers: the second is refused, naming the first, which keeps the folder',
    async () => {
      const dir = freshFolder();
      const first = startHolder(dir, inOwnPidNamespace);
      expect(await first.send('lock')).toBe('LOCKED 1');
      const second = startHolder(dir, inOwnPidNamespace);
      const answer = await second.send('lock');
      expect(answer).toMatch(/^REFUSED /);
      expect(answer).toContain(`pid 1: server/test/data-dir-lock.child.ts `);
      expect(answer).toContain(`, on host ${os.hostname()}, since `);
      expect(lockFileOf(dir).pid).toBe(1);
      // The kernel frees the lock with its holder: the second container takes it when the first is gone.
      await first.kill();
      expect(await second.send('lock')).toBe('LOCKED 1');
    },
    60_000,
  );
});

// Slow: server, worker and collect processes, one killed. Guards one writer per data folder across processes.
describe('servers on one data folder', { tags: ['slow'] }, () => {
  const env = (dataDir: string) => ({ DATA_DIR: dataDir, SEED_DEMO: 'false', WORKER_IN_PROCESS: 'false' });

  test('a second server, worker or collect on a running server’s folder refuses; after kill -9 of that server a restart takes the folder at once', async () => {
    const dataDir = freshFolder();
    const first = await startServerProcess(env(dataDir));
    try {
      const attempts = await Promise.all([
        runToExit('server/index.ts', [], env(dataDir)),
        runToExit('server/worker.ts', [], env(dataDir)),
        runToExit('tools/cli/collect.ts', ['--account', 'demo@example.com'], env(dataDir)),
      ]);
      for (const attempt of attempts) {
        expect(attempt.code).not.toBe(0);
        expect(attempt.output).toContain(`The data folder ${dataDir} is in use`);
        expect(attempt.output).toContain(`pid ${first.pid}: `);
      }
      expect(first.output()).not.toMatch(/error/i);
    } finally {
      process.kill(first.pid, 'SIGKILL');
      await first.stop();
    }
    // The dead server's lock file is left behind, and nothing holds it.
    expect(lockFileOf(dataDir).pid).toBe(first.pid);
    const restarted = await startServerProcess(env(dataDir));
    try {
      expect(lockFileOf(dataDir).pid).toBe(restarted.pid);
      expect((await fetch(`${restarted.url}/api/ready`)).status).toBe(200);
    } finally {
      await restarted.stop();
    }
    // A clean stop (SIGTERM) closes the database and frees the folder.
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 300_000);

  test.skipIf(noPidNamespaces !== null)(
    'a server in another PID namespace (a second container on the volume) is refused, and the first keeps serving',
    async () => {
      const dataDir = freshFolder();
      const first = await startServerProcess(env(dataDir));
      try {
        // Started as a server is, so that one that serves (the fault) fails the test as soon as it is up.
        const refusal = await startServerProcess(env(dataDir), inOwnPidNamespace).then(
          async (second) => {
            process.kill(second.pid, 'SIGKILL'); // unshare ignores SIGTERM; its child dies with it
            await second.stop();
            return 'it served';
          },
          (error: Error) => error.message,
        );
        expect(refusal).toMatch(/^the server exited with [1-9]/);
        expect(refusal).toContain(`The data folder ${dataDir} is in use`);
        expect(refusal).toContain(
          `pid ${first.pid}: ${entryFile('server/index.ts')}, on host ${os.hostname()}`,
        );
        expect(lockFileOf(dataDir).pid).toBe(first.pid);
        expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
      } finally {
        await first.stop();
      }
    },
    300_000,
  );
});
