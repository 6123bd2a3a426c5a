import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  visit,
  type DocumentNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { requestTurn } from '../account-limits';
import type { Config } from '../config';
import { READ_ONLY_TOKEN_MESSAGE } from '../caller';
import type { RequestContext } from '../context';
import { DATABASE_RETRY_AFTER_SECONDS, DiskFullError, isRetryLater } from '../db/db';
import { AppError } from '../lib/errors';
import { nulCharacterMessage, nulCharacterPath } from '../lib/nul-character';
import { databaseCost, databaseCostRefusal } from './database-cost';
import { resolvers } from './resolvers';
import { loadTypeDefs } from './schema-files';

/** A service's domain error as a GraphQL error whose HTTP status matches the REST one. */
export function toGraphQLError(error: unknown): unknown {
  if (isRetryLater(error)) {
    return new GraphQLError(error.message, {
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: {
          status: 503,
          headers: new Map([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]),
        },
      },
    });
  }
  if (error instanceof DiskFullError) {
    return new GraphQLError(error.message, {
      extensions: { code: 'INSUFFICIENT_STORAGE', http: { status: 507 } },
    });
  }
  if (!(error instanceof AppError)) return error;
  const headers =
    error.retryAfterSeconds === undefined
      ? undefined
      : new Map([['retry-after', String(error.retryAfterSeconds)]]);
  return new GraphQLError(error.message, {
    extensions: {
      code: error.kind,
      ...(error.field && { field: error.field }),
      http: { status: error.httpStatus, ...(headers && { headers }) },
    },
  });
}

type ResolverFn = (...args: unknown[]) => unknown;

/** Wraps every field resolver so AppErrors thrown by services reach the client with their code and status. */
function withDomainErrors<T extends object>(map: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(map)) {
    if (typeof fields !== 'object' || fields === null || fields.constructor !== Object) {
      wrapped[typeName] = fields;
      continue;
    }
    wrapped[typeName] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([field, resolve]) => [
        field,
        typeof resolve === 'function'
          ? async (...args: unknown[]) => {
              try {
                return await (resolve as ResolverFn)(...args);
              } catch (error) {
                throw toGraphQLError(error);
              }
            }
          : resolve,
      ]),
    );
  }
  return wrapped as T;
}

export type QueryLimits = Pick<
  Config,
  | 'GRAPHQL_MAX_DEPTH'
  | 'GRAPHQL_MAX_ALIASES'
  | 'GRAPHQL_MAX_TOKENS'
  | 'GRAPHQL_MAX_COST'
  | 'GRAPHQL_MAX_DATABASE_COST'
>;

/**
 * What one GraphQL document may ask for, checked before anything runs: depth, aliases (200 aliased
 * `answers` fields would each query the database) and cost (fields weighted by nesting). The token
 * limit is applied by the parser itself (parseOptions below); the database cost, which depends on the
 * variables, by refuseCostlyOperations.
 */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  // Report through the validation context: a thrown error would surface as a 500.
  const reported = {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
  };
  return [
    maxDepthRule({ n: limits.GRAPHQL_MAX_DEPTH, ignoreIntrospection: true, ...reported }),
    maxAliasesRule({ n: limits.GRAPHQL_MAX_ALIASES, ...reported }),
    costLimitRule({ maxCost: limits.GRAPHQL_MAX_COST, ignoreIntrospection: true, ...reported }),
  ];
}

function literalHasNulCharacter(value: ValueNode): boolean {
  if (value.kind === 'StringValue') return value.value.includes('\u0000');
  if (value.kind === 'ListValue') return value.values.some(literalHasNulCharacter);
  if (value.kind === 'ObjectValue') return value.fields.some((field) => literalHasNulCharacter(field.value));
  return false;
}

/**
 * Apollo Server hands the same parsed document to every request that sends the same query text, so each
 * document's literals are searched once (a walk over the overview page's whole document per request
 * otherwise).
 */
const nulArgumentOfDocument = new WeakMap<DocumentNode, string | null>();

/** The first argument written in the document whose literal holds a NUL character. */
function nulCharacterArgument(document: DocumentNode): string | null {
  const known = nulArgumentOfDocument.get(document);
  if (known !== undefined) return known;
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      if (found === null && literalHasNulCharacter(node.value)) found = node.name.value;
    },
  });
  nulArgumentOfDocument.set(document, found);
  return found;
}

/** Variables and literal arguments holding a NUL character are refused before anything runs. */
const refuseNulCharacters: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const path = nulCharacterPath(request.variables ?? {}) ?? nulCharacterArgument(document);
        if (path === null) return;
        throw new GraphQLError(nulCharacterMessage(path), {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      },
    };
  },
};

/** An operation whose figures weigh more than maxCost with its variables is refused before it runs. */
function refuseCostlyOperations(maxCost: number): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = databaseCost(schema, document, operation, request.variables);
          if (cost > maxCost) throw databaseCostRefusal(maxCost, cost);
        },
      };
    },
  };
}

/** A read-scoped API token runs queries only: a mutation is refused before any resolver runs. */
const refuseChangesFromReadOnlyTokens: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== 'mutation' || !contextValue.viewer?.readOnly) return;
        throw new GraphQLError(READ_ONLY_TOKEN_MESSAGE, {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      },
    };
  },
};

/**
 * A signed-in account's operation runs in one of its turns (account-limits.ts), from when it is known to be
 * valid until its response is sent; past the queue it is refused with a 429 and Retry-After. Answers of the
 * response cache never reach Apollo and take none.
 */
const takeAccountTurns: ApolloServerPlugin<RequestContext> = {
  async requestDidStart({ contextValue }) {
    const viewer = contextValue.viewer;
    if (!viewer) return;
    let endTurn: (() => void) | undefined;
    let sent = false;
    return {
      async didResolveOperation() {
        const granted = await requestTurn(contextValue.limits, viewer).catch((error: unknown) => {
          throw toGraphQLError(error);
        });
        // Another plugin may have refused the operation, and its answer gone, while this one waited.
        if (sent) granted();
        else endTurn = granted;
      },
      async willSendResponse() {
        sent = true;
        endTurn?.();
      },
    };
  },
};

export function createApolloServer(limits: QueryLimits) {
  return new ApolloServer<RequestContext>({
    typeDefs: loadTypeDefs(),
    resolvers: withDomainErrors(resolvers),
    introspection: true,
    parseOptions: { maxTokens: limits.GRAPHQL_MAX_TOKENS },
    validationRules: queryLimitRules(limits),
    // No HTTP cache hints are used; the cache-control plugin would add a hook to every field.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      refuseNulCharacters,
      refuseCostlyOperations(limits.GRAPHQL_MAX_DATABASE_COST),
      refuseChangesFromReadOnlyTokens,
      takeAccountTurns,
    ],
    includeStacktraceInErrorResponses: false,
    // The process's own shutdown (server/index.ts) stops Apollo and then closes the database and releases
    // the data folder; Apollo's handler would re-raise the signal and end the process halfway through.
    stopOnTerminationSignals: false,
  });
}
