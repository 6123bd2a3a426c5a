/**
 * Today's seeded DATA_DIR: the README's first command run once per run on a fresh folder (the compiled server
 * creates the embedded database, migrates, seeds the demo and serves), then stopped. The e2e project's global
 * setup makes it and every product server starts from a copy; start.test.ts reads what that first start
 * printed instead of seeding the demo once more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededSnapshotKey } from './seeded-snapshot';
import { startServerProcess } from './server-process';

const SEEDED_PREFIX = 'sightline-e2e-seeded-';

/** Today's seeded data directory of this code (see seeded-snapshot.ts). */
export const seededDataDir = () => path.join(os.tmpdir(), `${SEEDED_PREFIX}${seededSnapshotKey()}`);

/** What the start that seeded the directory saw, kept beside it. */
export interface FirstStart {
  /** The folder it ran in, which was then renamed to seededDataDir(). */
  dataDir: string;
  url: string;
  output: string;
  /** The bytes of its write-ahead log once it served (the seed's log should be gone by then). */
  walBytesWhenServing: number;
}

const firstStartFile = (dir: string) => `${dir}.first-start.json`;

/** The bytes of the files in a folder and its subfolders. */
export function folderBytes(folder: string): number {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .reduce(
      (sum, entry) =>
        sum +
        (entry.isDirectory()
          ? folderBytes(path.join(folder, entry.name))
          : fs.statSync(path.join(folder, entry.name)).size),
      0,
    );
}

/** Whether a process of this machine is running (a lock's holder). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Holds the seeding lock (a folder made atomically beside the data directory, holding its maker's pid), taken
 * over from a holder that died; null once the seeded directory exists instead, which another process made
 * meanwhile.
 */
async function seedingLock(dir: string): Promise<(() => void) | null> {
  const lock = `${dir}.lock`;
  const pidFile = path.join(lock, 'pid');
  for (;;) {
    if (fs.existsSync(firstStartFile(dir)) && fs.existsSync(dir)) return null;
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(pidFile, String(process.pid));
      const release = () => fs.rmSync(lock, { recursive: true, force: true });
      // Its last holder may have finished between the look above and taking the lock.
      if (fs.existsSync(firstStartFile(dir)) && fs.existsSync(dir)) {
        release();
        return null;
      }
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0;
    // A holder that died, or one that never wrote its pid within a minute, leaves the lock to the next.
    const orphaned = holder
      ? !running(holder)
      : Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 60_000;
    if (orphaned) fs.rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Seeds today's data directory once (a product server seeds it and stops); older ones go after an hour. Test
 * files and setups of several processes may ask at once: one seeds, the others wait for it.
 */
export async function prepareSeededDataDir(dir = seededDataDir()): Promise<FirstStart> {
  const release = await seedingLock(dir);
  if (!release) return JSON.parse(fs.readFileSync(firstStartFile(dir), 'utf8')) as FirstStart;
  try {
    return await seedDataDir(dir);
  } finally {
    release();
  }
}

async function seedDataDir(dir: string): Promise<FirstStart> {
  const building = `${dir}.${process.pid}.partial`;
  const server = await startServerProcess({ DATA_DIR: building });
  const firstStart: FirstStart = {
    dataDir: building,
    url: server.url,
    output: server.output(),
    walBytesWhenServing: folderBytes(path.join(building, 'pglite', 'pg_wal')),
  };
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  // Whole or not at all: a process that sees the file reads it at once.
  fs.writeFileSync(`${firstStartFile(dir)}.partial`, JSON.stringify(firstStart));
  fs.renameSync(`${firstStartFile(dir)}.partial`, firstStartFile(dir));
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (
      name.startsWith(SEEDED_PREFIX) &&
      !other.startsWith(dir) &&
      Date.now() - fs.statSync(other).mtimeMs > 3_600_000
    )
      fs.rmSync(other, { recursive: true, force: true });
  }
  return firstStart;
}
