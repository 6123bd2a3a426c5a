/**
 * Builds the client once for the whole e2e project (the first half of `npm start`); each test file then
 * starts the server half itself. Building once keeps files from changing under a running server. Then
 * seeds today's demo data directory once, which each file's product server starts from a copy of.
 */
import { execFileSync } from 'node:child_process';
import { prepareSeededDataDir } from './support';

/**
 * `npm run build` as `npm start` runs it. NODE_ENV is set because Vitest sets it to "test", and Vite would
 * then bundle React's development build: the e2e tests and the bench must see what users are served.
 */
export default async function buildClientAndSeed() {
  execFileSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await prepareSeededDataDir();
}
