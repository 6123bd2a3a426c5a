/**
 * `npm run build` (and the first step of `npm start`): builds the server into dist/ and the client into
 * client/dist, each only when it changed since its last build. `--server` builds the server alone (what
 * `npm run worker` runs).
 */
import { buildClientIfStale } from './client';
import { buildServerIfStale } from './server';

await buildServerIfStale();
if (!process.argv.includes('--server')) await buildClientIfStale();
