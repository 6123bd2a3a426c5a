/**
 * One writer per embedded data folder. PGlite's files can be open in one process only: a second process
 * on the same folder would see only its own writes and leave files the database cannot open again. The
 * process that opens the folder writes DATA_DIR/sightline.lock (its pid and start time); another process
 * finding a live owner refuses, and a lock whose owner is gone (crash, kill -9, a container restart) is
 * taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'sightline.lock';

/** Lock files this process holds now: its own pid in one of them is not a previous life of that pid. */
const heldHere = new Set<string>();

interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks after boot (Linux), so a reused pid is not taken for it. */
  startTime: string | null;
  command: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if this process still owns it; safe to call twice. */
  release(): void;
}

/** The folder is in use by a running process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Sightline process (pid ${owner.pid}: ${owner.command}). ` +
        'The embedded database can be open in one process only: stop that process first, or set ' +
        'DATABASE_URL so several processes share one Postgres.',
    );
    this.name = 'DataDirInUseError';
  }
}

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after its ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // a previous life of this pid (e.g. a restarted container)
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.startTime === null) return true;
  const startTime = processStartTime(owner.pid);
  return startTime === null || startTime === owner.startTime;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return {
      pid: parsed.pid,
      startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null,
      command: typeof parsed.command === 'string' ? parsed.command : 'unknown command',
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null; // unreadable or half-written by a process that died while writing it: stale
  }
}

function describeThisProcess(): string {
  return process.argv
    .slice(1)
    .map((arg) => (path.isAbsolute(arg) ? path.relative(process.cwd(), arg) || arg : arg))
    .join(' ')
    .slice(0, 200);
}

/** Takes the data folder's lock for this process, or throws DataDirInUseError naming the owner. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  const mine: LockOwner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    command: describeThisProcess(),
  };
  const content = JSON.stringify(mine) + '\n';
  if (heldHere.has(file)) throw new DataDirInUseError(dataDir, mine);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return ownedLock(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: LockOwner | null;
    try {
      owner = readOwner(file);
    } catch {
      continue; // released between our attempt and the read: try again
    }
    if (owner && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it.`);
}

function ownedLock(file: string, content: string): DataDirLock {
  let held = true;
  heldHere.add(file);
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    process.off('exit', release);
    try {
      if (fs.readFileSync(file, 'utf8') === content) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  // process.exit() skips the close path; the lock goes with the process either way.
  process.on('exit', release);
  return { file, release };
}
