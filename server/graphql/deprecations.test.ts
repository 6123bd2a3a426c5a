/**
 * What the schema deprecates (nothing is removed: integrators keep working, CHANGELOG.md says what to send
 * instead) and that Sightline's own clients no longer ask for any of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  concatAST,
  isEnumType,
  isInputObjectType,
  isObjectType,
  NoDeprecatedCustomRule,
  parse,
  validate,
} from 'graphql';
import { expect, test } from 'vitest';
import { fromRepoRoot } from '../code-location';
import { loadTypeDefs } from './schema-files';

const schema = buildSchema(loadTypeDefs());

/** Every deprecated field, argument and enum value, with its reason. */
function deprecations(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInputObjectType(type))
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) found[`${type.name}.${field.name}`] = field.deprecationReason;
        for (const arg of 'args' in field ? field.args : [])
          if (arg.deprecationReason) found[`${type.name}.${field.name}(${arg.name})`] = arg.deprecationReason;
      }
    if (isEnumType(type))
      for (const value of type.getValues())
        if (value.deprecationReason) found[`${type.name}.${value.name}`] = value.deprecationReason;
  }
  return found;
}

test('each deprecation names what to use instead', () => {
  const found = deprecations();
  expect(Object.keys(found).sort()).toEqual(
    [
      'AnswersFilter.window',
      'CompetitorRanking.count',
      'ManagedPrompt.kind',
      'Metrics.citationsByCategory(window)',
      'Metrics.competitorRankings(window)',
      'Metrics.topDomains(window)',
      'Metrics.topSources(window)',
      'PromptVisibility.kind',
      'TimeWindow.ALL',
      'TimeWindow.MONTH',
      'TimeWindow.WEEK',
    ].sort(),
  );
  for (const reason of Object.values(found)) expect(reason).toMatch(/^Use [a-z]\w*(: | \()/);
});

const documentsUnder = (folder: string) => {
  const dir = fromRepoRoot(folder);
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => parse(readFileSync(path.join(dir, file), 'utf8')));
};

test.each(['client/src', 'server/mcp/operations'])(
  'the documents in %s ask for nothing deprecated',
  (folder) => {
    const documents = documentsUnder(folder);
    expect(documents.length).toBeGreaterThan(5);
    const errors = validate(schema, concatAST(documents), [NoDeprecatedCustomRule]);
    expect(errors.map((error) => error.message)).toEqual([]);
  },
);
