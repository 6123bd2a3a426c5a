import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

/*
 * Whether client/dist is current. Every client build writes `.build-stamp` into its output: a hash of all
 * the build reads (the client's sources and index.html, this config, the lockfile, NODE_ENV and any VITE_
 * variables). `npm start` (client/build-if-stale.ts) builds only when the stamp in client/dist differs
 * from the hash now.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads, relative to the repository root (folders are read whole). */
const INPUTS = [
  'client/index.html',
  'client/src',
  'client/public',
  'client/vite.config.ts',
  'client/precompress.ts',
  'package-lock.json',
];
export const STAMP_FILE = '.build-stamp';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(relative: string): string[] {
  const full = path.join(repo, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (isTest(name) ? [] : filesUnder(`${relative}/${name}`)));
}

/** The hash of everything the client build reads. */
export function clientBuildHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder))
    hash.update(`${file}\0`).update(readFileSync(path.join(repo, file)));
  // NODE_ENV picks React's production or development build (a build sets it to production when unset).
  hash.update(`NODE_ENV=${process.env.NODE_ENV ?? 'production'}\0`);
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)))
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  return hash.digest('hex');
}

/** The stamp a build left in `outDir`, if any. */
export function readStamp(outDir: string): string | null {
  const file = path.join(outDir, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Writes the hash of the build's inputs into the output, so `npm start` can tell the build is current. */
function buildStamp(): Plugin {
  let hash = '';
  return {
    name: 'sightline:build-stamp',
    apply: 'build',
    buildStart() {
      hash = clientBuildHash();
    },
    writeBundle(options) {
      if (options.dir) writeFileSync(path.join(options.dir, STAMP_FILE), `${hash}\n`);
    },
  };
}

/** Brotli and gzip copies of every built text file, once everything (public files too) is written. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sightline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (outDir) precompressDir(outDir);
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), buildStamp(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets client/e2e/bundle-sizes.ts sum the chunks each route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every component's recipe) with a module-level
      // defineConfig() call; marked pure, the recipes the app does not list (app/theme.ts) drop out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // GraphiQL's dependencies start some modules with "use no memo" (a React Compiler hint, meaningless
      // once bundled); rolldown would say so for each of them on every build. Other warnings pass.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
      // Only the auth API: the bare /auth path is the sign-in page of the SPA.
      '/auth/v1': api,
    },
  },
});
