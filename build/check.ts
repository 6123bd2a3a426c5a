/**
 * `npm start`'s first step when nothing changed, compiled (dist/build/check.js) so that it loads no
 * TypeScript compiler: when the server's and the client's builds are current, and this check's own, it
 * says so and exits 0. Otherwise it exits 1 saying nothing, and npm start runs build/index.ts through tsx
 * (so a changed build runs as it now reads), which builds what is stale. `--server`: the server alone.
 */
import { clientState } from './client';
import { BUILD_CHECK_BUNDLE, bundleState, SERVER_BUNDLE } from './server';
import { upToDate } from './stamp';

const serverOnly = process.argv.includes('--server');
const current =
  bundleState(BUILD_CHECK_BUNDLE) === 'current' &&
  bundleState(SERVER_BUNDLE) === 'current' &&
  (serverOnly || clientState() === 'current');
if (!current) process.exit(1);
console.log(upToDate(SERVER_BUNDLE.label, SERVER_BUNDLE.outDir));
if (!serverOnly) console.log(upToDate('Client', 'client/dist'));
