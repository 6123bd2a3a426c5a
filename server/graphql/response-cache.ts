/**
 * Whole-response cache for GraphQL queries, per account. Dashboards ask the same few queries over and
 * over; executing them re-walks thousands of fields and re-serializes ~40 KB each time, so a repeated query
 * is answered with the bytes of the last clean result instead. Entries live in the account's ReadCache and
 * follow the one cache policy (server/lib/cache.ts): a change notice or any mutation by the account drops
 * them, and the TTL bounds the rest.
 */
import type { RequestHandler } from 'express';
import { getOperationAST, parse, type OperationTypeNode } from 'graphql';
import { bearerToken, resolveCaller, type AppDeps } from '../context';
import { AppError } from '../lib/errors';
import { responseCacheKey } from '../lib/cache';
import { todayUtc } from '../lib/dates';

const MAX_REMEMBERED_DOCUMENTS = 1000;
/** Longer documents are parsed each time rather than kept as keys (1000 × 256 KB would be a lot). */
const MAX_REMEMBERED_LENGTH = 16 * 1024;
/**
 * Requests cached at most: the client's longest document is under 3 KB and its variables a few hundred
 * bytes. A longer one is answered, not kept.
 */
const MAX_CACHED_QUERY_LENGTH = 8 * 1024;
const MAX_CACHED_VARIABLES_LENGTH = 4 * 1024;

/** What the cache needs of a document: its operation's kind and the variables it declares. */
interface OperationShape {
  kind: OperationTypeNode;
  variables: string[];
}
const operationShapes = new Map<string, OperationShape | null>();

function parsedShape(
  text: string,
  operationName: string | undefined,
  maxTokens: number,
): OperationShape | null {
  try {
    // The token limit Apollo applies too: an oversized document costs no more here than there.
    const operation = getOperationAST(parse(text, { maxTokens }), operationName);
    if (!operation) return null;
    const variables = (operation.variableDefinitions ?? []).map(
      (definition) => definition.variable.name.value,
    );
    return { kind: operation.operation, variables };
  } catch {
    return null;
  }
}

function operationShape(text: string, operationName: string | undefined, maxTokens: number) {
  const key = `${operationName ?? ''}\n${text}`;
  const known = operationShapes.get(key);
  if (known !== undefined) return known;
  const shape = parsedShape(text, operationName, maxTokens);
  if (text.length > MAX_REMEMBERED_LENGTH) return shape;
  if (operationShapes.size >= MAX_REMEMBERED_DOCUMENTS) operationShapes.clear();
  operationShapes.set(key, shape);
  return shape;
}

/**
 * The variables the operation declares, in the order it declares them; null when they are not an object
 * (Apollo refuses those). Apollo ignores the others, so they must not make a request another entry.
 */
function declaredVariables(variables: unknown, declared: string[]): Record<string, unknown> | null {
  if (variables === undefined || variables === null) return {};
  if (typeof variables !== 'object' || Array.isArray(variables)) return null;
  const given = variables as Record<string, unknown>;
  return Object.fromEntries(declared.filter((name) => name in given).map((name) => [name, given[name]]));
}

export function graphqlResponseCache(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    const token = bearerToken(req);
    if (req.method !== 'POST' || !token || typeof body?.query !== 'string') return next();
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const shape = operationShape(body.query, operationName, deps.config.GRAPHQL_MAX_TOKENS);
    if (shape === null) return next();
    // A failure (the database unreachable) is left to Apollo, which answers it in GraphQL's shape.
    const { viewer, membership } = await resolveCaller(req, deps).catch(() => ({
      viewer: null,
      membership: null,
    }));
    // Only a member's request is answered from the cache: the membership is checked before any hit.
    if (!viewer || !membership || membership instanceof AppError) return next();
    const brandId = membership.brandId;

    if (shape.kind !== 'query') {
      // A mutation may change what this brand's cached queries would return.
      res.once('finish', () => deps.cache.invalidate(brandId));
      return next();
    }
    if (deps.config.CACHE_TTL_SECONDS <= 0) return next();
    const variables = declaredVariables(body.variables, shape.variables);
    if (
      variables === null ||
      body.query.length > MAX_CACHED_QUERY_LENGTH ||
      JSON.stringify(variables).length > MAX_CACHED_VARIABLES_LENGTH
    )
      return next();

    // The day is part of the key: windows ("last 7 days") move at midnight.
    // Members of one brand share its entries' lifetime, not their answers: the person, the role and what
    // the caller reaches beyond the brand (a token pinned to it, a membership limited to some brands) are
    // keyed, so a pinned token is never answered what the same person's session may read.
    const key = responseCacheKey('graphql', todayUtc(), [
      membership.personId,
      membership.role,
      viewer.tokenBrandId ?? null,
      membership.limitedToBrandIds,
      body.query,
      operationName ?? null,
      variables,
    ]);
    const { hit, put } = deps.cache.lookup<string>(brandId, key);
    if (hit) {
      res.type('application/json').send(await hit);
      return;
    }
    const send = res.send.bind(res);
    res.send = (payload: unknown) => {
      // Apollo writes {"errors": …} first when there are any: only clean results are kept.
      if (res.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"data":'))
        put(payload);
      return send(payload);
    };
    next();
  };
}
