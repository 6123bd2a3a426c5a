/**
 * Calls of every root field of the schema, for tests that sweep the whole API with one caller (another
 * workspace's member, a token pinned to one brand): each field with its required arguments filled in with
 * values that pass parsing, ids being the one the test names, so a gap in scoping would act on that id.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '../graphql/schema-files';

export type RootKind = 'query' | 'mutation';

export interface RootField {
  kind: RootKind;
  field: GraphQLField<unknown, unknown>;
  /** "Query.answers", "Mutation.deleteBrand". */
  name: string;
}

export const apiSchema = (): GraphQLSchema => buildSchema(loadTypeDefs());

/** Every field of Query and Mutation. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type.getFields()).map((field) => ({ kind, field, name: `${type.name}.${field.name}` })),
  );
}

/** A value of the type that passes parsing; every ID is `id`, every other string `text`. */
export function sampleValue(
  type: GraphQLInputType,
  values: { id: string; text: string },
  depth = 0,
): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, values, depth);
  if (isListType(type)) return [sampleValue(type.ofType, values, depth)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (isInputObjectType(named)) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type, values, depth + 1)]),
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'ID':
        return values.id;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'Date':
        return '2026-01-01';
      case 'DateTime':
        return '2026-01-01T00:00:00Z';
      default:
        return values.text;
    }
  }
  return null;
}

/** One operation calling one root field with its required arguments as variables. */
export function operationFor({ kind, field }: RootField, values: { id: string; text: string }) {
  const required = field.args.filter(
    (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined,
  );
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returns = getNamedType(field.type);
  const selection = isObjectType(returns) ? ' { __typename }' : '';
  return {
    query: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type, values)])),
  };
}
