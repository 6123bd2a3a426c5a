/**
 * Big modules as prebuilt files for the client tests (vitest.config.ts aliases the imports to them). Each
 * client test file runs in a process of its own and loads every module it reaches afresh:
 * - Chakra's two entries are hundreds of module files (Ark UI, Zag): about a second per test file, where one
 *   file per entry loads in about 0.3 s;
 * - the generated hooks are one module per operation (138) and the generated types' 0.5 MB of documents go
 *   through Vitest's module runner: 1 to 2 s per test file on a busy machine, where Node loads each as one
 *   file in 20 to 30 ms.
 * Each is built once per Chakra version or per content of the generated files, under node_modules so that
 * Vitest loads it as a dependency, untransformed. React, Emotion and (for the generated files) every
 * package stay outside: a test's own imports of them must be the same instances.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.cache/sightline');
const generatedDir = path.join(root, 'client/src/__generated__');

const chakraVersion = (
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@chakra-ui/react/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The generated files' contents, hashed: `npm run codegen` makes new bundles. */
function generatedHash(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  for (const file of files(generatedDir).sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

interface TestBundle {
  /** What the client's imports name: a package entry, or the generated file at the end of a relative path. */
  find: RegExp;
  /** What esbuild bundles. */
  entry: string;
  /** What stays outside the bundle, loaded by Node as the tests' own imports are. */
  external: { packages: 'external' } | { external: string[] };
  file: string;
}

const bundleFile = (name: string, key: string) => path.join(cacheDir, `${name}-${key}.mjs`);
const generated = generatedHash();

export const CLIENT_TEST_BUNDLES: TestBundle[] = [
  ...['@chakra-ui/react', '@chakra-ui/react/theme'].map((entry) => ({
    find: new RegExp(`^${entry}$`),
    entry,
    external: { external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/*'] },
    file: bundleFile(entry.replace(/^@/, '').replace(/\W+/g, '-'), chakraVersion),
  })),
  ...['hooks', 'graphql'].map((name) => ({
    find: new RegExp(`^(\\.\\.?/)+__generated__/${name}$`),
    entry: path.join(generatedDir, `${name}.ts`),
    external: { packages: 'external' as const },
    file: bundleFile(`generated-${name}`, generated),
  })),
];

/** Vitest's global setup of the client project: builds the bundles missing for today's code. */
export default async function buildClientTestBundles(): Promise<void> {
  for (const { entry, external, file } of CLIENT_TEST_BUNDLES) {
    if (fs.existsSync(file)) continue;
    const partial = `${file}.${process.pid}.partial`;
    await build({
      stdin: { contents: `export * from '${entry}';`, resolveDir: root, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      ...external,
      outfile: partial,
      logLevel: 'warning',
    });
    // Whole or not at all: a run that stops halfway leaves no bundle another run would load.
    fs.renameSync(partial, file);
  }
}
