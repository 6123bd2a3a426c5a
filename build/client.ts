/**
 * The client build (Vite, client/vite.config.ts) into client/dist, run only when the stamp there differs
 * from the hash of everything the build reads: the client's sources and index.html, its config, the
 * lockfile, NODE_ENV and any VITE_ variables.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, hashInputs, readStamp, repo, type BuildState } from './stamp';

const configFile = path.join(repo, 'client/vite.config.ts');
export const clientOutDir = path.join(repo, 'client/dist');

/** What the build reads, relative to the repository's root (folders are read whole). */
const INPUTS = [
  'client/index.html',
  'client/src',
  'client/public',
  'client/vite.config.ts',
  'client/precompress.ts',
  'package-lock.json',
];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(relative: string): string[] {
  const full = path.join(repo, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (isTest(name) ? [] : filesUnder(`${relative}/${name}`)));
}

/** The hash of everything the client build reads (written into client/dist by the build, see vite.config.ts). */
export function clientBuildHash(): string {
  const facts = [
    // NODE_ENV picks React's production or development build (a build sets it to production when unset).
    `NODE_ENV=${process.env.NODE_ENV ?? 'production'}`,
    ...Object.entries(process.env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `${name}=${value}`),
  ];
  // Every file was just listed: none is missing.
  return hashInputs(INPUTS.flatMap(filesUnder), facts)!;
}

/** Whether client/dist was built from the client as it is now. */
export function clientState(): BuildState {
  const stamp = readStamp(clientOutDir)?.[0];
  if (!stamp) return 'missing';
  return stamp === clientBuildHash() ? 'current' : 'changed';
}

/** Builds client/dist unless it is current, and says in a line or two which it was. */
export function buildClientIfStale(): Promise<void> {
  return buildIfStale('Client', 'client/dist', clientState(), async () => {
    const { build } = await import('vite');
    // Warnings and errors only: Vite would list every chunk.
    await build({ configFile, logLevel: 'warn' });
  });
}
