/**
 * One writer per embedded data folder. PGlite's files can be open in one process only: a second process
 * on the same folder would see only its own writes and leave files the database cannot open again.
 *
 * The process that opens the folder holds an OS lock on DATA_DIR/sightline.lock for as long as it runs: an
 * open file description lock on Linux (flock on macOS, LockFileEx on Windows), through the prebuilt addon of
 * fs-native-extensions. The kernel decides who holds it, not a pid: a process in another PID namespace (a
 * second container on the same volume) or on another host of an NFS mount (through NFS's lock manager) is
 * refused, and the lock is freed the moment its holder dies (kill -9, a crash, a stopped container), so a
 * restart takes the folder at once. The file's content (pid, command, host, start) only names the owner
 * in the refusal.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'sightline.lock';

interface LockOwner {
  /** In the owner's PID namespace: another container's pid 1 is not this one's. */
  pid: number;
  command: string;
  hostname?: string;
  startedAt?: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file and frees the lock if this process still holds it; safe to call twice. */
  release(): void;
}

function describeOwner(owner: LockOwner | null): string {
  if (!owner) return ''; // taken a moment ago, its owner not written yet
  const where = owner.hostname ? `, on host ${owner.hostname}` : '';
  const since = owner.startedAt ? `, since ${owner.startedAt}` : '';
  return ` (pid ${owner.pid}: ${owner.command}${where}${since})`;
}

/** The folder is in use by a running process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Sightline process${describeOwner(owner)}. ` +
        'The embedded database can be open in one process only: stop that process first (it may run in ' +
        'another container or on another host sharing the folder), or set DATABASE_URL so several ' +
        'processes share one Postgres.',
    );
    this.name = 'DataDirInUseError';
  }
}

interface FileLocks {
  /** An exclusive lock on the whole file, or false at once when another open file holds one. */
  tryLock(fd: number): boolean;
}

let fileLocks: FileLocks | undefined;

/** Loaded on first use: with DATABASE_URL no folder is locked, and a platform without the addon still runs. */
function loadFileLocks(): FileLocks {
  try {
    fileLocks ??= createRequire(import.meta.url)('fs-native-extensions') as FileLocks;
    return fileLocks;
  } catch (error) {
    throw new Error(
      `The embedded database needs an OS lock on its data folder, which fs-native-extensions provides for ` +
        `Linux (glibc), macOS and Windows but could not load on ${process.platform}-${process.arch}: ` +
        'set DATABASE_URL to use Postgres instead.',
      { cause: error },
    );
  }
}

function readOwner(fd: number): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(fd, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.command !== 'string') return null;
    return {
      pid: parsed.pid,
      command: parsed.command,
      hostname: typeof parsed.hostname === 'string' ? parsed.hostname : undefined,
      startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : undefined,
    };
  } catch {
    return null;
  }
}

function describeThisProcess(): LockOwner {
  const command = process.argv
    .slice(1)
    .map((arg) => (path.isAbsolute(arg) ? path.relative(process.cwd(), arg) || arg : arg))
    .join(' ')
    .slice(0, 200);
  const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
  return { pid: process.pid, command, hostname: os.hostname(), startedAt };
}

/** Whether `file` still names the file open as `fd` (its holder removes it when it lets go). */
function isStillAt(fd: number, file: string): boolean {
  const open = fs.fstatSync(fd);
  try {
    const named = fs.statSync(file);
    return named.dev === open.dev && named.ino === open.ino;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Takes the data folder's lock for this process, or throws DataDirInUseError naming the owner. */
export function lockDataDir(dataDir: string): DataDirLock {
  const { tryLock } = loadFileLocks();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  // Each retry means another process took and let go of the folder meanwhile, so the bound only guards against
  // a livelock; a handful was too few for processes churning on a loaded machine.
  for (let attempt = 0; attempt < 1000; attempt++) {
    // Opened without truncating: a holder's content names it in the refusal.
    const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
    let held = false;
    try {
      if (!tryLock(fd)) throw new DataDirInUseError(dataDir, readOwner(fd));
      // Locked a file its last holder removed after we opened it: the folder's lock is the new file.
      if (!isStillAt(fd, file)) continue;
      const lock = holdLock(file, fd);
      held = true;
      return lock;
    } finally {
      if (!held) fs.closeSync(fd);
    }
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking and releasing it.`);
}

function holdLock(file: string, fd: number): DataDirLock {
  fs.ftruncateSync(fd);
  fs.writeSync(fd, JSON.stringify(describeThisProcess()) + '\n', 0);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Removed while still locked, so that a process that opened it meanwhile sees it gone and opens anew.
    if (isStillAt(fd, file)) fs.rmSync(file);
    fs.closeSync(fd);
  };
  // process.exit() skips the close path; the kernel frees the lock with the process either way.
  process.on('exit', release);
  return { file, release };
}
