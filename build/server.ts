/**
 * The compiled server: each entry point (the server, the worker, the embedded database's thread) bundled
 * by esbuild into one ES module in dist/, with a source map; packages stay imports from node_modules.
 * `npm start` runs it with `node --enable-source-maps`, so no TypeScript is compiled at run time.
 *
 * dist/ sits one folder below the repository's root, as server/ does: server/repo-root.ts finds the
 * files read at run time (migrations, the GraphQL schema, the built client) from either.
 *
 * The build runs only when stale: its stamp lists the files esbuild read, hashed with the lockfile and
 * this build's own code; a changed or removed file, or a new file under server/ or graphql/ (which could
 * change what an import resolves to), makes a new build.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { hashInputs, readStamp, repo, timedBuild, writeStamp } from './stamp';

export const serverOutDir = path.join(repo, 'dist');

const ENTRY_POINTS = ['server/index.ts', 'server/worker.ts', 'server/db/pglite-thread.ts'];
/** Read by every build besides the sources it bundles. */
const ALWAYS = ['package-lock.json', 'build/server.ts', 'build/stamp.ts'];
const isTest = (file: string) => /\.test\.ts$/.test(file);

/** The TypeScript files under a folder (tests left out), relative to the repository's root. */
function sourcesUnder(relative: string): string[] {
  return readdirSync(path.join(repo, relative), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = `${relative}/${entry.name}`;
      if (entry.isDirectory()) return sourcesUnder(file);
      return entry.name.endsWith('.ts') && !isTest(entry.name) ? [file] : [];
    });
}

/** The hash of a build that read `inputs`; null when one of them is gone. */
function serverBuildHash(inputs: readonly string[]): string | null {
  const listing = [...sourcesUnder('server'), ...sourcesUnder('graphql')].join('\0');
  return hashInputs([...ALWAYS, ...inputs], [listing]);
}

async function buildServer(): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: repo,
    entryPoints: ENTRY_POINTS,
    outdir: serverOutDir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces need the mappings only; the sources are beside the build.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  writeStamp(serverOutDir, [serverBuildHash(inputs)!, ...inputs]);
}

/** Builds dist/ unless it is current, and says in a line or two which it was. */
export async function buildServerIfStale(): Promise<void> {
  const [stamp, ...inputs] = readStamp(serverOutDir) ?? [];
  if (stamp && stamp === serverBuildHash(inputs)) {
    console.log('Server: dist is up to date, no build needed.');
    return;
  }
  const reason = stamp ? 'changed since the last build' : 'not built yet';
  await timedBuild('Server', 'dist', reason, buildServer);
}
