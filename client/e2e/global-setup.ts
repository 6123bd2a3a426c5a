/**
 * Builds the client once for the whole e2e project (the first half of `npm start`); each test file then
 * starts the server half itself. Building once keeps files from changing under a running server. Beside
 * the client's build, seeds today's demo data directory once, which each file's product server starts from
 * a copy of: the seed needs only the compiled server (the server project's global setup builds it), and
 * the two together leave neither core idle for a minute at the start of the run.
 */
import { spawn } from 'node:child_process';
import { buildBundleIfStale, SERVER_BUNDLE } from '../../build/server';
import { prepareSeededDataDir } from '../../server/test/seeded-data-dir';

/**
 * `npm run build` as `npm start` runs it. NODE_ENV is set because Vitest sets it to "test", and Vite would
 * then bundle React's development build: the e2e tests and the bench must see what users are served.
 */
function buildAll(): Promise<void> {
  const build = spawn('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

export default async function buildClientAndSeed() {
  await buildBundleIfStale(SERVER_BUNDLE);
  await Promise.all([buildAll(), prepareSeededDataDir()]);
}
