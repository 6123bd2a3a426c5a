/**
 * Chakra UI as prebuilt files for the client tests (vitest.config.ts aliases its two entries to them). Each
 * client test file runs in a process of its own, and Node spent about a second of each loading Chakra's
 * hundreds of module files (Ark UI, Zag); the same code as one file per entry loads in about 0.3 s. Built
 * once per installed Chakra version, under node_modules so that Vitest loads it as a dependency, untransformed.
 * React and Emotion stay outside: the tests' own imports of them must be the same instances.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chakraVersion = (
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@chakra-ui/react/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The Chakra entries the client imports, each with the one file it is bundled into. */
export const CHAKRA_TEST_BUNDLES = Object.fromEntries(
  ['@chakra-ui/react', '@chakra-ui/react/theme'].map((entry) => [
    entry,
    path.join(
      root,
      `node_modules/.cache/sightline/${entry.replace(/^@/, '').replace(/\W+/g, '-')}-${chakraVersion}.mjs`,
    ),
  ]),
);

/** Vitest's global setup of the client project: builds the bundles this Chakra version lacks. */
export default async function buildChakraTestBundles(): Promise<void> {
  for (const [entry, file] of Object.entries(CHAKRA_TEST_BUNDLES)) {
    if (fs.existsSync(file)) continue;
    const partial = `${file}.${process.pid}.partial`;
    await build({
      stdin: { contents: `export * from '${entry}';`, resolveDir: root, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/*'],
      outfile: partial,
      logLevel: 'warning',
    });
    // Whole or not at all: a run that stops halfway leaves no bundle another run would load.
    fs.renameSync(partial, file);
  }
}
