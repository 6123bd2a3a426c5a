import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError } from 'graphql';
import type { Config } from '../config';
import type { RequestContext } from '../context';
import { AppError } from '../lib/errors';
import { resolvers } from './resolvers';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../graphql/schema');

export function loadTypeDefs(): string {
  return fs
    .readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(schemaDir, name), 'utf8'))
    .join('\n');
}

/** A service's domain error as a GraphQL error whose HTTP status matches the REST one. */
export function toGraphQLError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new GraphQLError(error.message, {
    extensions: { code: error.kind, http: { status: error.httpStatus } },
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

export function createApolloServer(config: Pick<Config, 'GRAPHQL_MAX_DEPTH'>) {
  return new ApolloServer<RequestContext>({
    typeDefs: loadTypeDefs(),
    resolvers: withDomainErrors(resolvers),
    introspection: true,
    validationRules: [
      maxDepthRule({
        n: config.GRAPHQL_MAX_DEPTH,
        ignoreIntrospection: true,
        // Report through the validation context: a thrown error would surface as a 500.
        propagateOnRejection: false,
        onReject: [(context, error) => context?.reportError(error)],
      }),
    ],
    // No HTTP cache hints are used; the cache-control plugin would add a hook to every field.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
    includeStacktraceInErrorResponses: false,
    // The process's own shutdown (server/index.ts) stops Apollo and then closes the database and releases
    // the data folder; Apollo's handler would re-raise the signal and end the process halfway through.
    stopOnTerminationSignals: false,
  });
}
