/**
 * The fields a document selects under the field being resolved, through its fragments: a resolver that
 * can read several of its children's figures in one statement asks which of them the document wants.
 */
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fields = Map<string, FieldNode[]>;

function collect(
  set: SelectionSetNode | undefined,
  info: Pick<GraphQLResolveInfo, 'fragments'>,
  into: Fields,
) {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      into.set(name, [...(into.get(name) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, info, into);
    else collect(info.fragments[selection.name.value]?.selectionSet, info, into);
  }
}

/**
 * The fields selected `path` below the resolving field, by name (each name's nodes: aliases and repeats
 * of one field), whatever their directives say: a field skipped by @skip counts as selected.
 */
export function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  path: readonly string[] = [],
): Fields {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    const below: Fields = new Map();
    for (const node of nodes) collect(node.selectionSet, info, below);
    nodes = below.get(name) ?? [];
  }
  const fields: Fields = new Map();
  for (const node of nodes) collect(node.selectionSet, info, fields);
  return fields;
}
