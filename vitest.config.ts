import { defineConfig } from 'vitest/config';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
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
    // Vitest's default is one worker less than the cores: one worker on CI's 2 cores. Server and client
    // files wait on databases and child processes often enough that two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      ...projects,
      {
        // Real Chromium against the built product; CI installs Debian's chromium first.
        test: {
          name: 'e2e',
          include: ['client/e2e/**/*.e2e.test.ts'],
          globalSetup: ['client/e2e/global-setup.ts'],
          environment: 'node',
          // Each file drives its own product server and Chromium: one file at a time on a 2-core machine.
          maxWorkers: 1,
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
