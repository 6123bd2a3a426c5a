/**
 * What a document asks of the database, weighed before anything runs. graphql-armor's cost weighs fields
 * by nesting, the same for every field; the fields that compute figures are what read the database, and
 * the same document under every other limit can ask for fifteen of them: fifteen aliased
 * `competitive(period: { from, to })` held the embedded store for 6 s. Here each such field has a weight,
 * a custom period (or a variable that may hold one) doubles it, a filter adds to `answers`, and a field
 * inside a list counts once per element it may run for (LIST_FACTOR). Fragments count wherever they are
 * spread.
 */
import {
  GraphQLError,
  Kind,
  type ArgumentNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';

/** The fields that compute figures, by `Type.field`; every other field weighs nothing here. */
const FIELD_WEIGHTS: Record<string, number> = {
  'Query.competitive': 6,
  'Query.overview': 2,
  'Query.topic': 2,
  'Topic.metrics': 2,
  'Query.promptGroups': 2,
  'Query.promptGrid': 2,
  'Query.promptSparklines': 1,
  'Query.answers': 1,
};
/** What a filter adds to `answers`: it reads the answers themselves, not a rollup. */
const ANSWERS_FILTER_WEIGHT = 1;
/** A custom period reads daily rows where a preset reads one kept window. */
const CUSTOM_PERIOD_FACTOR = 2;
/** How many elements a list of figures is counted for (an account's topics, say). */
const LIST_FACTOR = 5;

/** A from–to range, or a variable that may hold one (its value is not known while validating). */
function customPeriod(value: ValueNode | undefined): boolean {
  if (!value) return false;
  if (value.kind === Kind.VARIABLE) return true;
  if (value.kind !== Kind.OBJECT) return false;
  return value.fields.some((field) => field.name.value !== 'preset');
}

/** An answers filter that names a period of its own: custom, or days given as from/to/day. */
function customFilterPeriod(filter: ValueNode | undefined): boolean {
  if (!filter) return false;
  if (filter.kind === Kind.VARIABLE) return true;
  if (filter.kind !== Kind.OBJECT) return false;
  return filter.fields.some(
    (field) =>
      ['from', 'to', 'day'].includes(field.name.value) ||
      (field.name.value === 'period' && customPeriod(field.value)),
  );
}

function fieldWeight(key: string, args: readonly ArgumentNode[] | undefined): number {
  const base = FIELD_WEIGHTS[key];
  if (base === undefined) return 0;
  const argument = (name: string) => args?.find((arg) => arg.name.value === name)?.value;
  const filter = key === 'Query.answers' ? argument('filter') : undefined;
  const weight = base + (filter ? ANSWERS_FILTER_WEIGHT : 0);
  const custom = customPeriod(argument('period')) || customFilterPeriod(filter);
  return custom ? weight * CUSTOM_PERIOD_FACTOR : weight;
}

/*
 * Schema types are told apart by their shape, not with graphql's isObjectType() and the like: those test
 * instanceof, and Apollo Server's schema may come from the other of graphql's two builds (ESM, CommonJS).
 */

/** The type a field's values have, without its list and non-null wrappers, and whether it is a list. */
function valueType(type: GraphQLOutputType): { named: GraphQLNamedType; list: boolean } {
  let named: GraphQLOutputType = type;
  while ('ofType' in named) named = named.ofType;
  // A list prints as [Item] (or [Item]! when it is never null).
  return { named, list: String(type).startsWith('[') };
}

function selectionWeight(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType | undefined,
  factor: number,
  spreading: ReadonlySet<string>,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field =
        parentType && 'getFields' in parentType ? parentType.getFields()[selection.name.value] : undefined;
      if (!parentType || !field || !('args' in field)) continue;
      total += factor * fieldWeight(`${parentType.name}.${field.name}`, selection.arguments);
      if (!selection.selectionSet) continue;
      const { named, list } = valueType(field.type);
      total += selectionWeight(
        context,
        selection.selectionSet,
        named,
        list ? factor * LIST_FACTOR : factor,
        spreading,
      );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? context.getSchema().getType(selection.typeCondition.name.value)
        : parentType;
      total += selectionWeight(context, selection.selectionSet, type, factor, spreading);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A fragment spread inside itself is refused by another rule; here it just ends the walk.
      if (!fragment || spreading.has(name)) continue;
      const type = context.getSchema().getType(fragment.typeCondition.name.value);
      total += selectionWeight(context, fragment.selectionSet, type, factor, new Set([...spreading, name]));
    }
  }
  return total;
}

/** Refuses an operation whose figures weigh more than maxCost, with a 400 that names the limit. */
export function databaseCostRule(maxCost: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation) ?? undefined;
      const cost = selectionWeight(context, operation.selectionSet, root, 1, new Set());
      if (cost <= maxCost) return;
      context.reportError(
        new GraphQLError(
          `Database cost limit of ${maxCost} exceeded, found ${cost}: each competitive, overview, topic or ` +
            'prompts figure, each filtered answers list and each custom period counts. Ask for fewer at once.',
          { nodes: [operation] },
        ),
      );
    },
  });
}
