/**
 * A bundle is built when it is not built yet or when a file it read changed (an import's import too), and
 * skipped otherwise; what it builds runs with node. The sources here are a scratch entry point under tmp/,
 * so the real bundles are left alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { buildBundleIfStale, type Bundle } from './server';
import { repo } from './stamp';

const scratch = `tmp/build-test-${process.pid}`;
const bundle: Bundle = { label: 'Scratch', outDir: `${scratch}/out`, entryPoints: [`${scratch}/entry.ts`] };
const write = (name: string, text: string) => fs.writeFileSync(path.join(repo, scratch, name), text);

afterAll(() => fs.rmSync(path.join(repo, scratch), { recursive: true, force: true }));

/** What buildBundleIfStale said, line by line. */
async function build(): Promise<string[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await buildBundleIfStale(bundle);
    return log.mock.calls.map((call) => String(call[0]));
  } finally {
    log.mockRestore();
  }
}

const run = () =>
  execFileSync(process.execPath, [path.join(repo, bundle.outDir, 'entry.js')], { encoding: 'utf8' });

test('a bundle is built when missing or stale, and only then', async () => {
  fs.mkdirSync(path.join(repo, scratch), { recursive: true });
  write('greeting.ts', "export const greeting: string = 'hello';\n");
  write('entry.ts', "import { greeting } from './greeting';\nconsole.log(greeting);\n");

  expect(await build()).toEqual([
    `Scratch: building ${bundle.outDir} (not built yet)...`,
    expect.stringMatching(new RegExp(`^Scratch: built ${bundle.outDir} in \\d+\\.\\d s\\.$`)),
  ]);
  expect(run()).toBe('hello\n');

  expect(await build()).toEqual([`Scratch: ${bundle.outDir} is up to date, no build needed.`]);

  // A change to a file the entry point imports.
  write('greeting.ts', "export const greeting: string = 'hello again';\n");
  expect((await build())[0]).toBe(`Scratch: building ${bundle.outDir} (changed since the last build)...`);
  expect(run()).toBe('hello again\n');
  expect(await build()).toEqual([`Scratch: ${bundle.outDir} is up to date, no build needed.`]);
});
