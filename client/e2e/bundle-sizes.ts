/**
 * Sums the gzipped JavaScript each route loads, from the Vite manifest of `npm run build`:
 * the entry with its static imports, plus the lazy route modules (and their static imports) that the
 * router loads for that URL.
 *
 *   npm run build && npx tsx client/e2e/bundle-sizes.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { fromRepoRoot } from '../../server/code-location';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = fromRepoRoot('client/dist');
type Manifest = Record<string, Chunk>;
/** Read when sizes are asked for, not at import: a caller may build the client after importing this. */
const readManifest = () =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** Route → the lazy modules the router loads for it (see client/src/app/router.tsx). */
const SIGNED_IN = ['src/app/ChakraLayout.tsx', 'src/app/ApolloLayout.tsx', 'src/routes/DashboardRoute.tsx'];
export const ROUTES: Record<string, string[]> = {
  'sign-in (/auth)': [],
  'overview (/dashboard)': [...SIGNED_IN, 'src/routes/OverviewRoute.tsx'],
  'topic (/dashboard/topics/:slug)': [...SIGNED_IN, 'src/routes/TopicRoute.tsx'],
  'prompts (/dashboard/prompts)': [...SIGNED_IN, 'src/routes/PromptsRoute.tsx'],
  'settings (/dashboard/settings)': [...SIGNED_IN, 'src/routes/SettingsRoute.tsx'],
};

/** The front-end issue's budgets: gzipped script a route loads before it can draw. */
export const SCRIPT_BUDGET_KB = { signIn: 150, overview: 300 } as const;

function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest, manifest[key]?.imports ?? [], into);
  }
  return into;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

export function routeSizes(): Record<string, number> {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry in the Vite manifest: run npm run build first');
  const result: Record<string, number> = {};
  for (const [route, modules] of Object.entries(ROUTES)) {
    const missing = modules.filter((m) => !manifest[m]);
    if (missing.length) throw new Error(`Not in the Vite manifest: ${missing.join(', ')}`);
    const keys = closure(manifest, [entry, ...modules]);
    const files = [...keys]
      .map((k) => manifest[k]?.file)
      .filter((f): f is string => !!f && f.endsWith('.js'));
    result[route] = Math.round(files.reduce((sum, f) => sum + gzipKb(f), 0) * 10) / 10;
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const [route, kb] of Object.entries(routeSizes()))
    console.log(`${route.padEnd(34)} ${kb} KB gzipped JS`);
}
