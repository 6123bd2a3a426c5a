import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
// Named .js as Vite's coming native config loader wants a file extension; it loads the .ts file.
import { postgresTestFiles } from './server/test/postgres-files.js';
import { CLIENT_TEST_BUNDLES } from './build/client-test-bundles.js';

/** Whether a test file holds a test tagged slow (see `tags` below), by the file-level or the per-test form. */
const holdsSlowTests = (file: TestSpecification) =>
  /@module-tag slow\b|tags: \[[^\]]*'slow'/.test(fs.readFileSync(file.moduleId, 'utf8'));

/** Whether a server test file starts from the seeded demo store (server/test/seeded-snapshot.ts). */
const startsSeeded = (file: TestSpecification) =>
  file.project.name.startsWith('server') && /seed: true/.test(fs.readFileSync(file.moduleId, 'utf8'));

/**
 * The files holding slow tests go first, so that none of them starts near the end of the run and leaves the
 * other core idle while it finishes (on a fresh clone Vitest has no durations from an earlier run to sort
 * by). The end-to-end files share the run's two workers with the other files instead of waiting for them
 * all: Vitest runs a project limited to one worker in a group of its own after every other file, which left
 * a core idle for the last several minutes of CI. They are spread evenly through the queue, so two of them
 * (each a product server and a Chromium) seldom run side by side. The first file of a store to start from
 * the seeded demo seeds it (half a minute) and keeps it for the others: one such file goes first and the
 * rest after every other file, so that two never seed at once.
 */
class SlowFirstEndToEndSpreadSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const endToEnd = sorted.filter((file) => file.project.name === 'e2e');
    const others = sorted.filter((file) => file.project.name !== 'e2e');
    const slowFirst = [...others.filter(holdsSlowTests), ...others.filter((file) => !holdsSlowTests(file))];
    // The first seeded file of each project (store) seeds; the other seeded files wait at the end.
    const seeded = slowFirst.filter(startsSeeded);
    const seeders = new Set(
      seeded.filter((file, i) => seeded.findIndex((f) => f.project === file.project) === i),
    );
    const later = seeded.filter((file) => !seeders.has(file));
    const spread = [...seeders, ...slowFirst.filter((file) => !seeded.includes(file)), ...later];
    endToEnd.forEach((file, index) => {
      const at = Math.round(((index + 0.5) * others.length) / endToEnd.length) + index;
      spread.splice(Math.min(at, spread.length), 0, file);
    });
    return spread;
  }
}

const SERVER_TESTS = ['server/**/*.test.ts', 'tools/**/*.test.ts', 'build/**/*.test.ts'];

const serverProject = (name: string, db: 'pglite' | 'postgres', include: string[]) => ({
  test: {
    name,
    include,
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

// The server suite runs on the embedded store and, when CI provides one, again on a Postgres server: the
// files that get their database from server/test/harness.ts (postgres-files.ts says why that rule is safe);
// the others (the analyzer, the golden readings, embedded-store-only tests) would repeat the same work.
const projects = [serverProject('server', 'pglite', SERVER_TESTS)];
if (process.env.TEST_DATABASE_URL)
  projects.push(
    serverProject(
      'server-postgres',
      'postgres',
      postgresTestFiles(path.dirname(fileURLToPath(import.meta.url))),
    ),
  );

// Two lanes (package.json): `npm test`, which CI runs (.ci/run), runs the four checks beside every
// project here; `npm run test:fast` runs the server project (embedded store) and the client project without
// the tests tagged slow: no end-to-end browser, no second database.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's 2 cores. Server and client
    // files wait on databases and child processes often enough that two workers keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstEndToEndSpreadSequencer },
    tags: [
      {
        name: 'slow',
        description:
          'Seconds or minutes by design (processes, the whole labelled corpus, a fresh demo seed, real-time ' +
          'waits): left out of npm run test:fast, run by npm test. A comment above each tag says why.',
      },
    ],
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
        // Chakra and the generated hooks and types as prebuilt files (build/client-test-bundles.ts says why).
        resolve: {
          alias: CLIENT_TEST_BUNDLES.map(({ find, file }) => ({ find, replacement: file })),
        },
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          globalSetup: ['build/client-test-bundles.ts'],
          // happy-dom builds a file's DOM in about a third of jsdom's time (environment 124 s -> 45 s over the project);
          // the few files that need jsdom say `// @vitest-environment jsdom` at their top, with why. A file that
          // renders nothing says `// @vitest-environment node`: no DOM to build.
          environment: 'happy-dom',
          // Worker threads start a file sooner than child processes do (CI's client project: 274 s -> 215 s).
          pool: 'threads',
          setupFiles: ['client/src/test/setup.ts'],
          // Several waits of up to 5 s each (see setup.ts) fit in one test under CI load.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
