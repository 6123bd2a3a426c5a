/**
 * Whether a build's output is current. Every build writes a stamp into its output folder: a hash of what
 * the build read (and of anything else that decides its output). A build is skipped when the stamp there
 * equals the hash now.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../server/code-location';

/** The repository's root, from build/ or from the compiled check (dist/build). */
export const repo = repoRoot;
export const STAMP_FILE = '.build-stamp';

/**
 * The hash of these files (relative to the repository's root) and these other facts; null when a file
 * is gone (a build that read it is stale).
 */
export function hashInputs(files: readonly string[], facts: readonly string[] = []): string | null {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(repo, file);
    if (!existsSync(full)) return null;
    hash.update(`${file}\0`).update(readFileSync(full));
  }
  for (const fact of facts) hash.update(`${fact}\0`);
  return hash.digest('hex');
}

/** The stamp a build left in `outDir`: its hash on the first line, then whatever the build noted. */
export function readStamp(outDir: string): string[] | null {
  const file = path.join(outDir, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n') : null;
}

export function writeStamp(outDir: string, lines: readonly string[]): void {
  writeFileSync(path.join(outDir, STAMP_FILE), `${lines.join('\n')}\n`);
}

/** Whether a build's output was built from what the build would read now. */
export type BuildState = 'current' | 'changed' | 'missing';

/** What the build of `what` says when it has nothing to do ("Server: dist/server is up to date, …"). */
export const upToDate = (label: string, what: string) => `${label}: ${what} is up to date, no build needed.`;

/**
 * Builds unless the output is current, with a line before and after ("Server: built dist/server in 0.9 s.")
 * or one saying there was nothing to do.
 */
export async function buildIfStale(
  label: string,
  what: string,
  state: BuildState,
  build: () => Promise<void>,
) {
  if (state === 'current') {
    console.log(upToDate(label, what));
    return;
  }
  const reason = state === 'changed' ? 'changed since the last build' : 'not built yet';
  console.log(`${label}: building ${what} (${reason})...`);
  const started = Date.now();
  await build();
  console.log(`${label}: built ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
