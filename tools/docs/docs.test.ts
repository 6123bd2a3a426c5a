/**
 * The docs cite only what exists. README.md, ARCHITECTURE.md and every docs/*.md are read, fenced code
 * blocks left out (they show commands and payloads, not the tree), and each backticked span is checked by
 * what it looks like:
 *
 * - A file path: no spaces, and either its last segment ends in a source or docs extension
 *   (`PATH_EXTENSIONS`), or it ends with `/` (a folder), or it has a `/` and starts with a folder at the
 *   top of the repository, of `server/`, `server/core/` or `client/src/`. It must name a file or folder of
 *   the tree, from the root or as the tail of a longer path (`rest/handler.ts`, `judge/`): docs often name
 *   a file from its module. `<name>` and `*` stand for any part of one segment, a double star for any
 *   depth of folders. Paths under the build's and the data's folders (`RUNTIME_ROOTS`) exist only at run
 *   time and are not checked; neither are `/…` spans, which are URLs of the product.
 * - A code name: an identifier, or identifiers joined by dots, optionally called (`name(…)`) or followed
 *   by a GraphQL selection (`name { a b }`), where an identifier has an inner capital (`announceDataChanged`,
 *   `BrandScope`), an underscore (`answer_corrections`, `BLIND_SETS`), or is two or more capitals (`FULL`).
 *   A bare environment variable (`DATABASE_URL`) is such a name: config.ts's schema is in the source.
 *   Plain lower-case words (`health`, `true`) are not checked: they cannot be told from prose. When the
 *   first identifier is a type of the GraphQL schema, each following one must be a field of the type before
 *   it (`Query.promptGrid`, `Metrics.failures`), and a selection's names fields of the last; otherwise every
 *   identifier must occur in the source (TypeScript, JavaScript, GraphQL, SQL and JSON files, the labelled
 *   sets, lexicons and model weights left out).
 * - An environment variable set to a value (`WORKER_IN_PROCESS=false`): a variable of the config schema
 *   (whose value must then pass the schema), or one the source reads from `process.env` or an npm script or
 *   CI sets.
 * - An npm script (`npm run <name>`, `npm start`, `npm test`, anywhere in the text, code blocks included):
 *   a script of package.json.
 * - A link to a relative file (`[text](docs/api.md#mcp)`): the file exists, and so does the heading its
 *   anchor names.
 *
 * CHANGELOG.md is not read: it records history, so it rightly names what was since renamed or removed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { configSchema } from '../../server/config';
import { fromRepoRoot, repoRoot } from '../../server/code-location';
import { loadTypeDefs } from '../../server/graphql/schema-files';

/** Spans that look like code but are not the repository's, each with why. */
const NOT_OURS: Record<string, string> = {
  '.cursor/mcp.json': "Cursor's own configuration file, in the user's project",
  '~/.cursor/mcp.json': "Cursor's own configuration file, in the user's home",
  'claude_desktop_config.json': "Claude Desktop's configuration file",
  'sightline-backup.json': 'the manifest inside a backup archive, written at run time',
  pg_dump: "Postgres's backup command",
  pg_restore: "Postgres's restore command",
  IMPORTDATA: 'a Google Sheets function',
  local_lock: 'an NFS mount option',
  ENOLCK: "the operating system's error when no lock manager answers",
};

const PATH_EXTENSIONS = [
  'ts',
  'tsx',
  'js',
  'mjs',
  'cjs',
  'json',
  'jsonl',
  'md',
  'graphql',
  'sql',
  'css',
  'html',
];
/** Folders that the build or a running server fills: absent from a clone. */
const RUNTIME_ROOTS = ['dist/', 'client/dist/', 'data/', 'DATA_DIR/'];
const DOCUMENTS = ['README.md', 'ARCHITECTURE.md'];

interface Tree {
  /** Every file and folder of the repository, relative to its root, folders without a trailing slash. */
  entries: string[];
  identifiers: Set<string>;
  environment: Set<string>;
  scripts: Set<string>;
  graphql: ReturnType<typeof buildSchema>;
}

function loadTree(): Tree {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(repoRoot, file)));
  const folders = new Set(
    files.flatMap((file) => {
      const parts = file.split('/');
      return parts.slice(1).map((_, end) => parts.slice(0, end + 1).join('/'));
    }),
  );
  const sources = files.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|cjs|graphql|sql|json)$/.test(file) &&
      // The checker's own examples of names that do not exist are not the source.
      !/^tools\/eval\/sets\/|^tools\/docs\/|\/lexicon\/|sentiment-model\.json$|package-lock\.json$/.test(
        file,
      ),
  );
  const identifiers = new Set<string>();
  const environment = new Set<string>(Object.keys(configSchema.shape));
  for (const file of sources) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) identifiers.add(word);
    for (const [, name] of text.matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g))
      environment.add(name!);
  }
  const packageJson = JSON.parse(readFileSync(fromRepoRoot('package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const setByScripts = [...Object.values(packageJson.scripts), readFileSync(fromRepoRoot('.ci/run'), 'utf8')];
  for (const text of setByScripts)
    for (const [, name] of text.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)) environment.add(name!);
  return {
    entries: [...files, ...folders],
    identifiers,
    environment,
    scripts: new Set(Object.keys(packageJson.scripts)),
    graphql: buildSchema(loadTypeDefs()),
  };
}

/** Every name of the GraphQL type's fields, or of the enum's values. */
function membersOf(type: GraphQLNamedType): string[] {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    return Object.keys(type.getFields());
  if (isEnumType(type)) return type.getValues().map((value) => value.name);
  return [];
}

function memberType(type: GraphQLNamedType, member: string): GraphQLNamedType | null {
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const field = type.getFields()[member];
    return field ? getNamedType(field.type) : null;
  }
  return null;
}

/** What the tree lacks of a dotted name and its selection, or null when it has them all. */
function missingOfCodeName(tree: Tree, chain: string[], selection: string[]): string | null {
  const first = tree.graphql.getType(chain[0]!);
  if (first && !first.name.startsWith('__')) {
    let type: GraphQLNamedType | null = first;
    for (const member of [...chain.slice(1), null]) {
      const names = member === null ? selection : [member];
      const absent = names.filter((name) => !membersOf(type!).includes(name));
      if (absent.length > 0) return `${type!.name} has no ${absent.join(', ')}`;
      if (member === null) return null;
      type = memberType(type!, member);
      if (!type) return selection.length > 0 ? `${member} has no fields to select` : null;
    }
    return null;
  }
  const absent = [...chain, ...selection].filter((name) => !tree.identifiers.has(name));
  return absent.length > 0 ? `not in the source: ${absent.join(', ')}` : null;
}

const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*`;
const CODE_NAME = new RegExp(
  String.raw`^(${IDENTIFIER}(?:\.${IDENTIFIER})*)(?:\(.*\))?(?: \{ ([\w ]+) \})?$`,
);
const CODE_LIKE = /[a-z][A-Z]|^[A-Z][a-z0-9]*[A-Z]|_|^[A-Z]{2,}[0-9]*$/;

function looksLikePath(span: string): boolean {
  if (!/^[\w.~@<>*-]+(\/[\w.@<>*-]*)*$/.test(span) || span.startsWith('/')) return false;
  const segments = span.split('/');
  const last = segments.at(-1)!;
  if (span.endsWith('/')) return true;
  if (PATH_EXTENSIONS.some((extension) => last.endsWith(`.${extension}`))) return true;
  return segments.length > 1 && ANCHOR_FOLDERS.has(segments[0]!);
}

/** Folders a path with no extension may start from: the top of the repo, of server/, server/core/, client/src/. */
const ANCHOR_FOLDERS = new Set(
  ['.', 'server', 'server/core', 'client/src'].flatMap((folder) =>
    readdirSync(fromRepoRoot(folder)).filter(
      (entry) => statSync(fromRepoRoot(path.join(folder, entry))).isDirectory() && entry !== 'node_modules',
    ),
  ),
);

function pathExists(tree: Tree, span: string): boolean {
  const pattern = span
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
    .split(/(<[^>]*>|\*\*\/|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '*' || part.startsWith('<')
          ? '[^/]*'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  // `.graphql`, `.resolvers.ts`: the ending of some file's name.
  const tail = new RegExp(`${span.startsWith('.') && !span.includes('/') ? '' : '(^|/)'}${pattern}$`);
  return tree.entries.some((entry) => tail.test(entry));
}

/** GitHub's anchor of a heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  return new Set(
    [...withoutCodeBlocks(markdown).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!)),
  );
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/<!--[\s\S]*?-->/g, '');
}

/** Every problem of one document: what it cites that the tree does not have. */
function checkDocument(tree: Tree, file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const [, run, builtin] of markdown.matchAll(
    /\bnpm (?:run (?:--silent )?([a-z][\w:.-]*)|(start|test)\b)/g,
  )) {
    const script = run ?? builtin!;
    if (!tree.scripts.has(script)) problems.push(`npm script ${script}: not in package.json`);
  }
  const prose = withoutCodeBlocks(markdown);
  for (const [, raw] of prose.matchAll(/`([^`\n]+)`/g)) {
    const span = raw!.replace(/\\\|/g, '|').trim();
    if (span in NOT_OURS) continue;
    const assignment = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+_?)=(.*)$/.exec(span);
    if (assignment) {
      const [, variable, value] = assignment as unknown as [string, string, string];
      if (!tree.environment.has(variable)) problems.push(`\`${span}\`: no such environment variable`);
      else if (variable in configSchema.shape && value && !/[<…]/.test(value)) {
        const parsed = (configSchema.shape as Record<string, z.ZodType>)[variable]!.safeParse(value);
        if (!parsed.success) problems.push(`\`${span}\`: the config schema refuses ${value}`);
      }
      continue;
    }
    if (looksLikePath(span)) {
      const normalised = span.replace(/^\.\//, '');
      if (RUNTIME_ROOTS.some((root) => `${normalised}/`.startsWith(root))) continue;
      if (!pathExists(tree, span)) problems.push(`\`${span}\`: no such file or folder`);
      continue;
    }
    const code = CODE_NAME.exec(span);
    if (!code) continue;
    const chain = code[1]!.split('.');
    const selection = code[2]?.split(' ').filter(Boolean) ?? [];
    if (!chain.some((name) => CODE_LIKE.test(name)) && selection.length === 0 && !span.includes('('))
      continue;
    const missing = missingOfCodeName(tree, chain, selection);
    if (missing) problems.push(`\`${span}\`: ${missing}`);
  }
  for (const [, target] of prose.replace(/`[^`\n]+`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [linked, anchor] = target!.split('#') as [string, string | undefined];
    const linkedFile = linked ? path.join(path.dirname(file), linked) : file;
    const absolute = fromRepoRoot(linkedFile);
    if (!existsSync(absolute)) {
      problems.push(`link ${target}: no such file`);
      continue;
    }
    if (anchor && (!linkedFile.endsWith('.md') || !anchorsIn(readFileSync(absolute, 'utf8')).has(anchor)))
      problems.push(`link ${target}: no such heading`);
  }
  return problems;
}

const tree = loadTree();
const documents = [
  ...DOCUMENTS,
  ...readdirSync(fromRepoRoot('docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the docs cite what exists', () => {
  test.each(documents)('%s', (file) => {
    expect(checkDocument(tree, file, readFileSync(fromRepoRoot(file), 'utf8'))).toEqual([]);
  });
});

test('a removed name, a missing file, an unknown field, script or variable are each found', () => {
  const problems = checkDocument(
    tree,
    'docs/example.md',
    [
      'The rebuild (`onlyReadingsOf`) follows `seed-spec.md` and `server/modules/nowhere/`.',
      '`Query.promptGrid` and `Metrics.failures` exist; `Metrics.eightFields` does not.',
      'Run `npm run docs:config`, not `npm run docs:everything`, with `WORKER_IN_PROCESS=maybe`.',
      'See [the API](api.md#no-such-heading).',
    ].join('\n'),
  );
  expect(problems).toEqual([
    'npm script docs:everything: not in package.json',
    '`onlyReadingsOf`: not in the source: onlyReadingsOf',
    '`seed-spec.md`: no such file or folder',
    '`server/modules/nowhere/`: no such file or folder',
    '`Metrics.eightFields`: Metrics has no eightFields',
    '`WORKER_IN_PROCESS=maybe`: the config schema refuses maybe',
    'link api.md#no-such-heading: no such heading',
  ]);
});
