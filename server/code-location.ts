import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Whether this code runs compiled (dist/, built by build/server.ts, run with node) or from its TypeScript
 * sources (through tsx: `npm run dev`, the tests, the one-off tools).
 */
export const runsCompiled = import.meta.url.endsWith('.js');

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with, as a
 * tool's own command line asks. Never in a compiled bundle, where every module shares the bundle's URL.
 */
export function startedAsScript(moduleUrl: string): boolean {
  return !runsCompiled && moduleUrl === pathToFileURL(process.argv[1] ?? '').href;
}

/** The nearest folder at or above `start` that holds package.json. */
function packageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

/**
 * The repository's root, for the files the server reads at run time (migrations, the GraphQL schema, the
 * built client): found from this module, which lives under server/ in the sources and under dist/ when
 * compiled (where every module of a bundle shares its import.meta.url).
 */
export const repoRoot = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path under the repository's root, written as from the root (`server/db/migrations`). */
export const fromRepoRoot = (relative: string) => path.join(repoRoot, relative);
