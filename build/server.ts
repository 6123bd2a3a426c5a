/**
 * The compiled server: its entry points (the server, the worker, the embedded database's thread) bundled
 * by esbuild into ES modules in dist/server/, with source maps. `npm start` runs it with
 * `node --enable-source-maps`, so no TypeScript is compiled at run time. The packages it uses are bundled
 * too: Node loads about 1,150 modules of theirs one by one otherwise (331 for compromise alone), which took
 * a fifth of the main thread's time to "running" on a restart (1.4 → 1.1 CPU-s). The benchmark is compiled
 * the same way into dist/bench/, so it measures the server users run.
 *
 * The server finds the files it reads at run time (migrations, the GraphQL schema, the built client) from
 * the repository's root (server/code-location.ts), wherever its bundle lies.
 *
 * A bundle is built only when stale: its stamp lists the files of the repository esbuild read, hashed with
 * the lockfile (which stands for the packages' files) and this build's own code; a changed or removed file, or a new file under server/, graphql/ or build/ (which
 * could change what an import resolves to), makes a new build.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, hashInputs, readStamp, repo, writeStamp, type BuildState } from './stamp';

export interface Bundle {
  /** How the build's lines name it ("Server: dist/server is up to date"). */
  label: string;
  /** Relative to the repository's root. */
  outDir: string;
  entryPoints: string[];
}

/**
 * The operator commands the tests run as child processes are compiled beside the server: through tsx each
 * start compiled its imports again, 2 to 4 s a run (server/test/server-process.ts).
 */
export const OPERATOR_COMMANDS = ['backup', 'restore', 'collect', 'audit-verify'].map(
  (name) => `tools/cli/${name}.ts`,
);

export const SERVER_BUNDLE: Bundle = {
  label: 'Server',
  outDir: 'dist/server',
  entryPoints: ['server/index.ts', 'server/worker.ts', 'server/db/pglite-thread.ts', ...OPERATOR_COMMANDS],
};

export const BENCH_BUNDLE: Bundle = {
  label: 'Bench',
  outDir: 'dist/bench',
  entryPoints: ['tools/bench/index.ts', 'tools/bench/child.ts', 'server/db/pglite-thread.ts'],
};

/** npm start's up-to-date check (build/check.ts), compiled so that it loads no TypeScript compiler. */
export const BUILD_CHECK_BUNDLE: Bundle = {
  label: 'Build check',
  outDir: 'dist/build',
  entryPoints: ['build/check.ts'],
};

/**
 * Packages left to node_modules: those that load files of their own at run time (PGlite's WebAssembly and
 * data, argon2's native module, pg's optional native driver) and the build tools the benchmark uses.
 */
const EXTERNAL = ['@electric-sql/pglite', 'argon2', 'pg-native', 'esbuild', 'vite', 'playwright-core'];

/**
 * CommonJS packages call require(), which an ES module does not have: the bundle makes one, resolving from
 * its own place (node_modules is found above dist/ as above server/).
 */
const REQUIRE_BANNER = `import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);`;

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
function bundleHash(inputs: readonly string[]): string | null {
  const listing = ['server', 'tools', 'graphql', 'build'].flatMap(sourcesUnder).join('\0');
  return hashInputs([...ALWAYS, ...inputs], [listing]);
}

/** Builds the bundle into `outDir` (emptied first) and stamps it. */
export async function buildBundle(bundle: Bundle, outDir = path.join(repo, bundle.outDir)): Promise<void> {
  const { build } = await import('esbuild');
  // Chunks are named by their content: a new build's would sit beside the last one's.
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repo,
    entryPoints: bundle.entryPoints,
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: REQUIRE_BANNER },
    // Modules shared by the entry points, and what server/index.ts imports later (the server, loaded while
    // the database starts), are chunks beside them.
    splitting: true,
    // Stack traces need the mappings only; the sources are in the repository.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  // The packages' files are what the lockfile says they are: hashing it stands for them.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !file.startsWith('node_modules/'))
    .sort();
  writeStamp(outDir, [bundleHash(inputs)!, ...inputs]);
}

/** Whether the bundle was built from what it would read now. */
export function bundleState(bundle: Bundle): BuildState {
  const [stamp, ...inputs] = readStamp(path.join(repo, bundle.outDir)) ?? [];
  if (!stamp) return 'missing';
  return stamp === bundleHash(inputs) ? 'current' : 'changed';
}

/** Builds the bundle unless it is current, and says in a line or two which it was. */
export function buildBundleIfStale(bundle: Bundle): Promise<void> {
  return buildIfStale(bundle.label, bundle.outDir, bundleState(bundle), () => buildBundle(bundle));
}
