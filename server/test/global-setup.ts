/**
 * Builds the server once for the run (when its sources changed since the last build): the tests that start
 * the real entry points in child processes (server-process.ts) run the compiled server, as `npm start` does.
 */
import { buildBundleIfStale, SERVER_BUNDLE } from '../../build/server';

export default async function buildServer() {
  await buildBundleIfStale(SERVER_BUNDLE);
}
