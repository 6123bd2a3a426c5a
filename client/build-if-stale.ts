/**
 * `npm start`'s first half: builds the client into client/dist unless the build there is current (its
 * stamp, see vite.config.ts), and says in one line which it was. `npm run build` always builds.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { clientBuildHash, readStamp } from './vite.config';

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

const stamp = readStamp(outDir);
if (stamp === clientBuildHash()) {
  console.log('Client: client/dist is up to date, no build needed.');
} else {
  const reason = stamp ? 'changed since the last build' : 'not built yet';
  console.log(`Client: building client/dist (${reason})...`);
  const started = Date.now();
  // Warnings and errors only: `npm run build` lists every chunk.
  await build({ configFile, logLevel: 'warn' });
  console.log(`Client: built client/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
