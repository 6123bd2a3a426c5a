/**
 * The configuration table of docs/configuration.md, written from the config schema in server/config.ts:
 * each variable's default and its `.describe()` text, in the schema's order. `npm run docs:config`
 * rewrites the table between the markers; config-table.test.ts fails when the committed table is not what
 * this would write, so the docs follow every new or changed variable.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { configSchema } from '../../server/config';
import { fromRepoRoot, startedAsScript } from '../../server/code-location';

export const CONFIGURATION_DOC = fromRepoRoot('docs/configuration.md');
export const TABLE_START =
  '<!-- config-table:start: `npm run docs:config` writes this table from server/config.ts -->';
export const TABLE_END = '<!-- config-table:end -->';

/** The value a variable takes when it is unset, or undefined when it has none. */
function defaultOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodDefault) return schema.def.defaultValue;
  // A default written before a transform (`.default('loopback').transform(…)`) sits on the pipe's input.
  if (schema instanceof z.ZodPipe) return defaultOf(schema.in as z.ZodType);
  return undefined;
}

function defaultCell(value: unknown): string {
  if (value === undefined) return '—';
  if (value === '' || (Array.isArray(value) && value.length === 0)) return '(empty)';
  return `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
}

/** The Markdown table of an environment schema; refuses a variable without a description. */
export function configTable(schema: z.ZodObject = configSchema): string {
  const rows = Object.entries(schema.shape).map(([name, variable]) => {
    const described = (variable as z.ZodType).description;
    if (!described) throw new Error(`${name} has no description: add .describe('…') to it in the schema`);
    return `| \`${name}\` | ${defaultCell(defaultOf(variable as z.ZodType))} | ${described.replaceAll('|', '\\|')} |`;
  });
  return ['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The document with the table between its markers replaced, formatted as Prettier formats the repo. */
export async function withConfigTable(document: string, table = configTable()): Promise<string> {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`The document lacks the markers ${TABLE_START} … ${TABLE_END}`);
  const replaced = `${document.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${document.slice(end)}`;
  const options = await resolveConfig(CONFIGURATION_DOC);
  return format(replaced, { ...options, filepath: CONFIGURATION_DOC });
}

if (startedAsScript(import.meta.url)) {
  const committed = readFileSync(CONFIGURATION_DOC, 'utf8');
  const written = await withConfigTable(committed);
  if (written === committed) console.log('docs/configuration.md: the configuration table is current');
  else {
    writeFileSync(CONFIGURATION_DOC, written);
    console.log(
      `docs/configuration.md: wrote the table of ${Object.keys(configSchema.shape).length} variables`,
    );
  }
}
