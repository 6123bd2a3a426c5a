import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets client/e2e/bundle-sizes.ts sum the chunks each route loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
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
