import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The end-to-end files share the run's two workers with the other files instead of waiting for them all:
 * Vitest runs a project limited to one worker in a group of its own after every other file, which left a
 * core idle for the last several minutes of CI. They are spread evenly through the queue, so two of them
 * (each a product server and a Chromium) seldom run side by side.
 */
class EndToEndSpreadSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const endToEnd = sorted.filter((file) => file.project.name === 'e2e');
    const others = sorted.filter((file) => file.project.name !== 'e2e');
    const spread = [...others];
    endToEnd.forEach((file, index) => {
      const at = Math.round(((index + 0.5) * others.length) / endToEnd.length) + index;
      spread.splice(Math.min(at, spread.length), 0, file);
    });
    return spread;
  }
}

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker keeps the modules it loaded from one file to the next: loading the server afresh for every
    // file took about a sixth of the suite's worker time. The files share no module state (each builds its
    // own database, app and config); both stores' suites pass run this way.
    isolate: false,
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
    sequence: { sequencer: EndToEndSpreadSequencer },
    projects: [
      ...projects,
      {
        // Real Chromium against the built product; CI installs Debian's chromium first.
        test: {
          name: 'e2e',
          include: ['client/e2e/**/*.e2e.test.ts'],
          globalSetup: ['client/e2e/global-setup.ts'],
          environment: 'node',
          // Each file drives its own product server and Chromium; the sequencer keeps them apart in the
          // queue (a project of one worker would run after every other file, alone).
          maxWorkers: 2,
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
