import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLNamedType,
} from 'graphql';

export type TypeKind = 'object' | 'input' | 'enum' | 'scalar' | 'interface' | 'union';

export interface FieldDoc {
  name: string;
  /** The type as written in SDL, e.g. "[Topic!]!". */
  type: string;
  /** The named type behind it, for a link. */
  typeName: string;
  description: string | null;
  args: {
    name: string;
    type: string;
    typeName: string;
    defaultValue: string | null;
    description: string | null;
  }[];
  deprecationReason: string | null;
}

export interface TypeDoc {
  name: string;
  kind: TypeKind;
  description: string | null;
  fields: FieldDoc[];
  values: { name: string; description: string | null }[];
  members: string[];
}

const namedTypeName = (type: { toString(): string }) => type.toString().replace(/[[\]!]/g, '');

const kindOf = (type: GraphQLNamedType): TypeKind =>
  isObjectType(type)
    ? 'object'
    : isInputObjectType(type)
      ? 'input'
      : isEnumType(type)
        ? 'enum'
        : isInterfaceType(type)
          ? 'interface'
          : isUnionType(type)
            ? 'union'
            : 'scalar';

const KIND_ORDER: TypeKind[] = ['object', 'interface', 'union', 'input', 'enum', 'scalar'];

/** The schema's own types (no introspection or built-in scalars): Query and Mutation first, then by kind and name. */
export function schemaTypes(sdl: string): TypeDoc[] {
  const schema = buildSchema(sdl);
  const roots = [schema.getQueryType()?.name, schema.getMutationType()?.name].filter(Boolean) as string[];
  const docs = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .filter(
      (type) => !(isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)),
    )
    .map((type): TypeDoc => {
      const fieldMap =
        isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};
      const fields = Object.values(fieldMap).map((field) => ({
        name: field.name,
        type: field.type.toString(),
        typeName: namedTypeName(field.type),
        description: field.description ?? null,
        args:
          'args' in field
            ? (field.args as readonly GraphQLArgument[]).map((arg) => ({
                name: arg.name,
                type: arg.type.toString(),
                typeName: namedTypeName(arg.type),
                defaultValue: arg.defaultValue === undefined ? null : JSON.stringify(arg.defaultValue),
                description: arg.description ?? null,
              }))
            : [],
        deprecationReason: field.deprecationReason ?? null,
      }));
      return {
        name: type.name,
        kind: kindOf(type),
        description: type.description ?? null,
        fields,
        values: isEnumType(type)
          ? type.getValues().map((value) => ({ name: value.name, description: value.description ?? null }))
          : [],
        members: isUnionType(type) ? type.getTypes().map((member) => member.name) : [],
      };
    });
  const rank = (doc: TypeDoc) => {
    const root = roots.indexOf(doc.name);
    return root >= 0 ? root : roots.length + KIND_ORDER.indexOf(doc.kind);
  };
  return docs.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Types whose name, description, or any field's name or description contains the text (case-insensitive). */
export function filterTypes(types: readonly TypeDoc[], text: string): TypeDoc[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...types];
  const has = (value: string | null) => !!value && value.toLowerCase().includes(needle);
  return types.filter(
    (type) =>
      has(type.name) ||
      has(type.description) ||
      type.fields.some((field) => has(field.name) || has(field.description)) ||
      type.values.some((value) => has(value.name) || has(value.description)),
  );
}
