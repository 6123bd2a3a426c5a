import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { configSchema } from '../../server/config';
import { CONFIGURATION_DOC, configTable, TABLE_END, TABLE_START, withConfigTable } from './config-table';

test('docs/configuration.md holds the table the config schema gives (else: npm run docs:config)', async () => {
  const committed = readFileSync(CONFIGURATION_DOC, 'utf8');
  expect(committed).toBe(await withConfigTable(committed));
  for (const variable of Object.keys(configSchema.shape)) expect(committed).toContain(`| \`${variable}\``);
});

test('a row gives the default as the variable is written, or says there is none', () => {
  const table = configTable(
    z.object({
      PLAIN: z.coerce.number().default(30).describe('A number.'),
      PIPED: z
        .string()
        .default('loopback')
        .transform((value) => value.length)
        .describe('Read | transformed.'),
      LISTED: z
        .string()
        .transform((value) => value.split(','))
        .default(['a', 'b'])
        .describe('A list.'),
      EMPTY: z.string().default('').describe('Empty.'),
      UNSET: z.string().optional().describe('Optional.'),
    }),
  );
  expect(table.split('\n').slice(2)).toEqual([
    '| `PLAIN` | `30` | A number. |',
    '| `PIPED` | `loopback` | Read \\| transformed. |',
    '| `LISTED` | `a,b` | A list. |',
    '| `EMPTY` | (empty) | Empty. |',
    '| `UNSET` | — | Optional. |',
  ]);
});

test('a variable without a description is refused', () => {
  expect(() => configTable(z.object({ NEW_SETTING: z.string().default('x') }))).toThrow(
    /NEW_SETTING has no description/,
  );
});

test('a document without the markers is refused, one with them gets the table between them', async () => {
  await expect(withConfigTable('# Configuration\n')).rejects.toThrow(/lacks the markers/);
  const written = await withConfigTable(
    `# Configuration\n\n${TABLE_START}\nold\n${TABLE_END}\n`,
    '| a |\n| - |',
  );
  expect(written).toBe(`# Configuration\n\n${TABLE_START}\n\n| a   |\n| --- |\n\n${TABLE_END}\n`);
});
