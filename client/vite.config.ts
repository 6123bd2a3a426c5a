import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientBuildHash } from '../build/client';
import { writeStamp } from '../build/stamp';
import { precompressDir } from './precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

/**
 * Writes the hash of the build's inputs into the output, so `npm start` (build/client.ts) can tell the
 * build is current.
 */
function buildStamp(): Plugin {
  let hash = '';
  return {
    name: 'sightline:build-stamp',
    apply: 'build',
    buildStart() {
      hash = clientBuildHash();
    },
    writeBundle(options) {
      if (options.dir) writeStamp(options.dir, [hash]);
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
    async closeBundle() {
      if (outDir) await precompressDir(outDir);
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
