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

const firstStartFile = () => `${seededDataDir()}.first-start.json`;

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

/** Seeds today's data directory once (a product server seeds it and stops); older ones go after an hour. */
export async function prepareSeededDataDir(): Promise<FirstStart> {
  const dir = seededDataDir();
  if (fs.existsSync(dir) && fs.existsSync(firstStartFile()))
    return JSON.parse(fs.readFileSync(firstStartFile(), 'utf8')) as FirstStart;
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
  fs.writeFileSync(firstStartFile(), JSON.stringify(firstStart));
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
