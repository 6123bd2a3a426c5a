/**
 * Which server test files run a second time on Postgres (vitest.config.ts, project server-postgres): those
 * that import server/test/harness.ts, directly or through other modules. The harness is where a test gets
 * its database (createTestDb, startTestServer, createPostgresTestDatabase, testDbKind) and the only code that
 * reads TEST_DB, so a file that never reaches it does the same work on both runs; postgres-files.test.ts
 * holds that premise.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const HARNESS = 'server/test/harness.ts';

/** Every test file of the server projects, relative to root and sorted. */
export function serverTestFiles(root: string): string[] {
  return ['server', 'tools', 'build']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(dir, file)),
    )
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The repository file a relative import names, as a bundler resolves it; a name that resolves to nothing throws. */
function resolveImport(root: string, from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier);
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
    base.replace(/\.js$/, '.ts'),
  ];
  const found = candidates.find((candidate) =>
    fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) throw new Error(`${from} imports ${specifier}, which is no file`);
  return found;
}

/** The repository files each file imports (static, type-only and literal dynamic imports), read once. */
export function importGraph(root: string): (file: string) => string[] {
  const imports = new Map<string, string[]>();
  return (file) => {
    let found = imports.get(file);
    if (!found) {
      const source = SOURCE_EXTENSIONS.includes(path.extname(file))
        ? fs.readFileSync(path.join(root, file), 'utf8')
        : '';
      found = ts
        .preProcessFile(source, true, true)
        .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolveImport(root, file, fileName));
      imports.set(file, found);
    }
    return found;
  };
}

/** The repository files a file loads, itself included. */
export function importClosure(importsOf: (file: string) => string[], file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...importsOf(next));
  }
  return seen;
}

/** The server test files that reach the harness: the files the Postgres project runs. */
export function postgresTestFiles(root: string): string[] {
  const importsOf = importGraph(root);
  return serverTestFiles(root).filter((file) => importClosure(importsOf, file).has(HARNESS));
}
