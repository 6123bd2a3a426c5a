/**
 * `npm run build` (and the first step of `npm start` when build/check.ts finds something stale): builds
 * the server into dist/server and the client into client/dist, each only when it changed since its last
 * build, and the up-to-date check itself. `--server` leaves the client out (what `npm run worker` runs);
 * `--bench` builds the benchmark too (dist/bench, what `npm run bench` runs).
 */
import { buildClientIfStale } from './client';
import { BENCH_BUNDLE, BUILD_CHECK_BUNDLE, buildBundleIfStale, SERVER_BUNDLE } from './server';

const flags = new Set(process.argv.slice(2));
await buildBundleIfStale(SERVER_BUNDLE);
if (!flags.has('--server')) await buildClientIfStale();
await buildBundleIfStale(BUILD_CHECK_BUNDLE);
if (flags.has('--bench')) await buildBundleIfStale(BENCH_BUNDLE);
