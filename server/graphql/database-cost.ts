/**
 * What an operation asks of the database, weighed before anything runs. graphql-armor's cost weighs fields
 * by nesting, the same for every field; the fields that compute figures are what read the database, and
 * the same document under every other limit can ask for fifteen of them: fifteen aliased
 * `competitive(period: { from, to })` held the embedded store for 6 s. Here each such field has a weight,
 * a custom period doubles it (and a figure's own custom period weighs too), a filter adds to `answers`, and
 * a field inside a list counts once per element it may run for (LIST_FACTOR). Fragments count wherever they
 * are spread. The period may come in a variable, so the weight is taken with the request's variables, once
 * the operation is known.
 */
import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
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
  // Reads the period's answers themselves: no rollup holds the searches the engines ran.
  'Query.searchQueries': 2,
  // Counts the period's answers by engine: no rollup keeps which engine wrote them.
  'Query.simulatedShare': 1,
  // Read the period's answers and their product cards or sources: no rollup keeps surfaces (issue 61).
  'Query.productVisibility': 2,
  'Query.surfaceDivergence': 2,
  // Reads the period's answers and their sources, every verified crawler visit and the pulled traffic (issue 63).
  'Query.pageFunnel': 3,
};
/**
 * Figures that take a period of their own (else their parent's page filter): they weigh nothing over a
 * preset, which reads a kept window as the page's period does, and this over a custom period.
 */
const OWN_PERIOD_FIELDS = new Set([
  'Metrics.competitorRankings',
  'Metrics.topSources',
  'Metrics.topDomains',
  'Metrics.citationsByCategory',
]);
const OWN_PERIOD_WEIGHT = 1;
/** What a filter adds to `answers`: it reads the answers themselves, not a rollup. */
const ANSWERS_FILTER_WEIGHT = 1;
/**
 * What a search adds to the filter: it reads matching answers' texts (and ranks and quotes them); one with
 * no letter or digit, which no language reads as words, adds SUBSTRING_SEARCH_WEIGHT more, as it is read as
 * a stretch of text in every answer of its days (answer-search.ts). Those run one at a time per account too
 * (account-limits.ts, scans); the weight bounds how many one document asks for.
 */
const SEARCH_WEIGHT = 1;
const SUBSTRING_SEARCH_WEIGHT = 1;
/** A custom period reads daily rows where a preset reads one kept window. */
const CUSTOM_PERIOD_FACTOR = 2;
/** How many elements a list of figures is counted for (an account's topics, say). */
const LIST_FACTOR = 5;

type Variables = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A from–to range rather than a preset (PeriodInput). */
const isCustomPeriod = (period: unknown) => isObject(period) && (period.from != null || period.to != null);

/** An answers filter over days of its own: a custom period, or from/to/day. */
const isCustomFilter = (filter: unknown) =>
  isObject(filter) &&
  (filter.from != null || filter.to != null || filter.day != null || isCustomPeriod(filter.period));

/** What an answers filter's search adds (SEARCH_WEIGHT); nothing without one, or for a blank one. */
function searchWeight(filter: unknown): number {
  const search = isObject(filter) && typeof filter.search === 'string' ? filter.search.trim() : '';
  if (search === '') return 0;
  return SEARCH_WEIGHT + (/[\p{L}\p{N}]/u.test(search) ? 0 : SUBSTRING_SEARCH_WEIGHT);
}

function fieldWeight(key: string, args: readonly ArgumentNode[] | undefined, variables: Variables): number {
  const argument = (name: string) => {
    const node = args?.find((arg) => arg.name.value === name)?.value;
    return node ? valueFromASTUntyped(node, variables) : undefined;
  };
  if (OWN_PERIOD_FIELDS.has(key))
    return isCustomPeriod(argument('period')) ? OWN_PERIOD_WEIGHT * CUSTOM_PERIOD_FACTOR : 0;
  const base = FIELD_WEIGHTS[key];
  if (base === undefined) return 0;
  const filter = key === 'Query.answers' ? argument('filter') : undefined;
  const weight = base + (filter != null ? ANSWERS_FILTER_WEIGHT + searchWeight(filter) : 0);
  const custom = isCustomPeriod(argument('period')) || isCustomFilter(filter);
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

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
}

function selectionWeight(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType | null | undefined,
  factor: number,
  spreading: ReadonlySet<string>,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field =
        parentType && 'getFields' in parentType ? parentType.getFields()[selection.name.value] : undefined;
      if (!parentType || !field || !('args' in field)) continue;
      total += factor * fieldWeight(`${parentType.name}.${field.name}`, selection.arguments, walk.variables);
      if (!selection.selectionSet) continue;
      const { named, list } = valueType(field.type);
      total += selectionWeight(
        walk,
        selection.selectionSet,
        named,
        list ? factor * LIST_FACTOR : factor,
        spreading,
      );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : parentType;
      total += selectionWeight(walk, selection.selectionSet, type, factor, spreading);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // A fragment spread inside itself is refused by validation; here it just ends the walk.
      if (!fragment || spreading.has(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      total += selectionWeight(walk, fragment.selectionSet, type, factor, new Set([...spreading, name]));
    }
  }
  return total;
}

/**
 * Weights already taken, by operation and then by its variables as JSON. Apollo Server hands the same parsed
 * document to every request sending the same text, so a page's operation is walked once per set of
 * variables, not once per request. Bounded per operation: variables the client makes up anew each time
 * (a search's text) start its map afresh rather than grow it.
 */
const weighed = new WeakMap<OperationDefinitionNode, Map<string, number>>();
const WEIGHTS_KEPT_PER_OPERATION = 64;

/** The weight of the operation's figures with these variables. */
export function databaseCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables = {},
): number {
  const key = JSON.stringify(variables);
  let known = weighed.get(operation);
  const cost = known?.get(key);
  if (cost !== undefined) return cost;
  if (!known || known.size >= WEIGHTS_KEPT_PER_OPERATION) weighed.set(operation, (known = new Map()));
  const weight = weighOperation(schema, document, operation, variables);
  known.set(key, weight);
  return weight;
}

function weighOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const root = schema.getRootType(operation.operation);
  return selectionWeight({ schema, fragments, variables }, operation.selectionSet, root, 1, new Set());
}

/** The 400 for an operation whose figures weigh more than maxCost, naming the limit (as the others do). */
export function databaseCostRefusal(maxCost: number, cost: number): GraphQLError {
  return new GraphQLError(
    `Database cost limit of ${maxCost} exceeded, found ${cost}: each competitive, overview, topic or ` +
      'prompts figure, each filtered answers list or search, the searches the engines ran and each custom ' +
      'period counts. Ask for fewer at once.',
    { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
  );
}
