/**
 * Builds the client once for the whole e2e project (the first half of `npm start`); each test file then
 * starts the server half itself. Building once keeps files from changing under a running server.
 */
import { execFileSync } from 'node:child_process';

/**
 * `npm run build` as `npm start` runs it. NODE_ENV is set because Vitest sets it to "test", and Vite would
 * then bundle React's development build: the e2e tests and the bench must see what users are served.
 */
export default function buildClientForProduction() {
  execFileSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
