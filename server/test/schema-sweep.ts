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
import { expect, test } from 'vitest';
import type { Queryable } from '../db/db';
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

/**
 * A workspace and one of its brands as a write could change them, as one comparable value: the workspace's
 * brands, members, invitations, name and settings, and the brand's setup, topics and prompts.
 */
export async function outsideTheBrand(db: Queryable, workspaceId: string, brandId: string): Promise<string> {
  const [row] = await db.query<Record<string, unknown>>(
    `select
       (select json_agg(x order by x.id) from (select id from profiles where workspace_id = $1) x) as brands,
       (select row_to_json(b) from (select name, website, description from brands where user_id = $2) b) as other,
       (select json_agg(x order by x.id) from (select id, name, archived_at from topics where user_id = $2) x) as topics,
       (select json_agg(x order by x.id) from (select id, question, archived_at from prompts where user_id = $2) x) as prompts,
       (select json_agg(x order by x.user_id) from (select user_id, role, brand_ids from workspace_members where workspace_id = $1) x) as members,
       (select json_agg(x order by x.id) from (select id, role, revoked_at from workspace_invitations where workspace_id = $1) x) as invitations,
       (select row_to_json(w) from (select name, action_center from workspaces where id = $1) w) as workspace`,
    [workspaceId, brandId],
  );
  return JSON.stringify(row);
}

/**
 * Registers a test per root field: called by a caller confined to one brand (a pinned token, a member limited
 * to some brands) with each of another brand's ids, it changes nothing `state` reads and its data never
 * matches `unseen`. `ids` is read when the tests run (after beforeAll made them).
 */
export function sweepEveryRootField(options: {
  call: (query: string, variables: Record<string, unknown>) => Promise<{ data?: unknown }>;
  state: () => Promise<string>;
  ids: () => string[];
  text: string;
  unseen: RegExp;
  skip?: readonly string[];
}): void {
  const fields = rootFields(apiSchema()).filter((field) => !options.skip?.includes(field.name));
  test.each(fields.map((field) => [field.name, field] as const))(
    '%s changes nothing outside the brand and never names the other brand',
    async (_name, field) => {
      for (const id of options.ids()) {
        const before = await options.state();
        const { query, variables } = operationFor(field, { id, text: options.text });
        const body = await options.call(query, variables);
        expect(await options.state()).toBe(before);
        expect(JSON.stringify(body.data ?? null)).not.toMatch(options.unseen);
      }
    },
  );
}
