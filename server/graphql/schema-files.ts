/**
 * Where the schema lives: the root types in server/graphql/base.graphql, and each module's part beside its
 * resolvers (server/modules/<module>/<module>.graphql). codegen.ts reads the same list.
 */
import fs from 'node:fs';
import { fromRepoRoot } from '../code-location';

/** The schema's files, relative to the repository's root, in a stable order (base first). */
export function schemaFiles(): string[] {
  const modules = fs
    .readdirSync(fromRepoRoot('server/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `server/modules/${entry.name}/${entry.name}.graphql`)
    .filter((file) => fs.existsSync(fromRepoRoot(file)))
    .sort();
  return ['server/graphql/base.graphql', ...modules];
}

/** The whole schema's SDL, as the server serves and builds it. */
export function loadTypeDefs(): string {
  return schemaFiles()
    .map((file) => fs.readFileSync(fromRepoRoot(file), 'utf8'))
    .join('\n');
}
