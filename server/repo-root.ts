import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, for the files the server reads at run time (migrations, the GraphQL schema, the
 * built client). This module sits one folder below it both in the sources (server/) and in the compiled
 * server (dist/, where every module shares the bundle's import.meta.url), so one relative path serves both.
 */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A path under the repository's root, written as from the root (`server/db/migrations`). */
export const fromRepoRoot = (relative: string) => path.join(repoRoot, relative);
