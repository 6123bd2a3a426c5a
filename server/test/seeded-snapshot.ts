/**
 * The demo seed takes half a minute on the embedded store (a third of that on Postgres), and a dozen server
 * test files start from it. The first file of a run to seed keeps the seeded database: on the embedded store
 * as a tarball that the others load, on Postgres as a database the others copy (CREATE DATABASE … TEMPLATE).
 * Both are named by today's date (the demo's history ends today) and by the server's code (the size and
 * time of every file), so a change to the seed, the migrations or the analysis makes new ones.
 *
 * Even an empty embedded store is worth keeping: creating one (initdb) and migrating it took 3–8 s a file
 * on CI's two busy cores, loading a migrated one about a second; so the first file to need one keeps that
 * too (migratedSnapshotFile), and the harness starts every unseeded embedded server from it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot as repo } from '../code-location';
import { todayUtc } from '../lib/dates';

const CODE = ['server', 'graphql'];

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** Today's name for the seeded store of this code. */
export function seededSnapshotKey(): string {
  const hash = createHash('sha256').update(todayUtc());
  for (const file of CODE.flatMap((dir) => filesUnder(path.join(repo, dir))).sort()) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(repo, file)}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

const SNAPSHOT_PREFIX = 'sightline-seeded-';

/** Where today's seeded embedded store for this code is (or will be) kept. */
export const seededSnapshotFile = () =>
  path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${seededSnapshotKey()}.tar`);

/** Where today's migrated, otherwise empty, embedded store for this code is (or will be) kept. */
export const migratedSnapshotFile = () =>
  path.join(os.tmpdir(), `${SNAPSHOT_PREFIX}${seededSnapshotKey()}-empty.tar`);

export function readSnapshot(file: string): Blob | null {
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
}

/**
 * Written whole under another name first, so a file reading it never sees half of it. Snapshots of other
 * code or days are removed once an hour old (a few hundred MB each).
 */
export async function writeSnapshot(file: string, dump: Blob): Promise<void> {
  const current = `${SNAPSHOT_PREFIX}${seededSnapshotKey()}`;
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    // This code's snapshots (seeded and empty) stay; others go once an hour old.
    if (!name.startsWith(SNAPSHOT_PREFIX) || name.startsWith(current)) continue;
    if (Date.now() - fs.statSync(other).mtimeMs > 3_600_000) fs.rmSync(other, { force: true });
  }
}
