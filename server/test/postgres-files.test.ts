/**
 * The Postgres project runs the server test files that reach the harness (postgres-files.ts). These tests
 * hold the premise that makes the rule safe: nothing else a test loads can switch a test onto Postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { repoRoot } from '../code-location';
import { HARNESS, importClosure, importGraph, postgresTestFiles, serverTestFiles } from './postgres-files';

const THIS_FILE = 'server/test/postgres-files.test.ts';
const SWITCHES = new Set(['TEST_DB', 'TEST_DATABASE_URL']);

/** Whether a file's code (not its comments) names one of the environment variables that choose the store. */
function namesASwitch(file: string): boolean {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  if (![...SWITCHES].some((name) => text.includes(name))) return false;
  const names = (node: ts.Node): boolean =>
    ((ts.isIdentifier(node) || ts.isStringLiteralLike(node)) && SWITCHES.has(node.text)) ||
    ts.forEachChild(node, names) === true;
  return names(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
}

const postgresFiles = postgresTestFiles(repoRoot);

test('no module a server test loads reads TEST_DB or TEST_DATABASE_URL, except the harness', () => {
  const importsOf = importGraph(repoRoot);
  const loaded = new Set(serverTestFiles(repoRoot).flatMap((file) => [...importClosure(importsOf, file)]));
  const readers = [...loaded].filter((file) => /\.tsx?$/.test(file) && namesASwitch(file));
  expect(readers.filter((file) => file !== THIS_FILE)).toEqual([HARNESS]);
});

test('a test file that calls the harness for a database is in the Postgres project', () => {
  const callers = serverTestFiles(repoRoot).filter((file) =>
    /\b(createTestDb|startTestServer|createPostgresTestDatabase|testDbKind)\b/.test(
      fs.readFileSync(path.join(repoRoot, file), 'utf8'),
    ),
  );
  expect(callers.length).toBeGreaterThan(50);
  expect(callers.filter((file) => file !== THIS_FILE && !postgresFiles.includes(file))).toEqual([]);
});

test('a file reaching the harness through a testkit is in; one that never reaches it is out', () => {
  // auth.routes.test.ts starts its server through auth.test-support.ts, never naming the harness.
  expect(postgresFiles).toContain('server/modules/auth/auth.routes.test.ts');
  expect(postgresFiles).toContain('server/test/chaos.test.ts');
  // The golden readings and the sentiment model are pure analyzer work: the same on either store.
  expect(postgresFiles).not.toContain('tools/eval/golden.test.ts');
  expect(postgresFiles).not.toContain('server/core/analysis/sentiment-model.test.ts');
});

test('an import resolves as the bundler does, and one naming no file stops the derivation', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-imports-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('a.test.ts', "import { b } from './lib';\nimport type { C } from './c.js';\nawait import('./d');\n");
  write('lib/index.ts', 'export const b = 1;\n');
  write('c.ts', 'export type C = 1;\n');
  write('d.tsx', "import './gone';\n");
  try {
    const importsOf = importGraph(root);
    expect(importsOf('a.test.ts')).toEqual(['lib/index.ts', 'c.ts', 'd.tsx']);
    expect(() => importsOf('d.tsx')).toThrow('d.tsx imports ./gone, which is no file');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
