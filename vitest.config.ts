import { defineConfig } from 'vitest/config';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

// The server suite runs on the embedded store and, when CI provides one, again on a Postgres server.
const projects = [serverProject('server', 'pglite')];
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres'));

export default defineConfig({
  test: {
    projects: [
      ...projects,
      {
        // Real Chromium against the built product; CI installs Debian's chromium first.
        test: {
          name: 'e2e',
          include: ['client/e2e/**/*.e2e.test.ts'],
          globalSetup: ['client/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
          // Several waits of up to 5 s each (see setup.ts) fit in one test under CI load.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
