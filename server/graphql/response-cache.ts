/**
 * Whole-response cache for GraphQL queries, per account. Dashboards ask the same few queries over and
 * over; executing them re-walks thousands of fields and re-serializes ~40 KB each time, so a repeated query
 * is answered with the bytes of the last clean result instead. Entries live in the account's ReadCache and
 * follow the one cache policy (server/lib/cache.ts): a change notice or any mutation by the account drops
 * them, and the TTL bounds the rest.
 */
import type { RequestHandler } from 'express';
import { getOperationAST, parse, type OperationTypeNode } from 'graphql';
import { bearerToken, type AppDeps } from '../context';
import { responseCacheKey } from '../lib/cache';
import { todayUtc } from '../lib/dates';

const MAX_REMEMBERED_DOCUMENTS = 1000;
/** Longer documents are parsed each time rather than kept as keys (1000 × 256 KB would be a lot). */
const MAX_REMEMBERED_LENGTH = 16 * 1024;
const operationKinds = new Map<string, OperationTypeNode | null>();

function operationKind(
  text: string,
  operationName: string | undefined,
  maxTokens: number,
): OperationTypeNode | null {
  const key = `${operationName ?? ''}\n${text}`;
  let kind = operationKinds.get(key);
  if (kind === undefined) {
    try {
      // The token limit Apollo applies too: an oversized document costs no more here than there.
      kind = getOperationAST(parse(text, { maxTokens }), operationName)?.operation ?? null;
    } catch {
      kind = null;
    }
    if (text.length > MAX_REMEMBERED_LENGTH) return kind;
    if (operationKinds.size >= MAX_REMEMBERED_DOCUMENTS) operationKinds.clear();
    operationKinds.set(key, kind);
  }
  return kind;
}

export function graphqlResponseCache(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    const token = bearerToken(req);
    if (req.method !== 'POST' || !token || typeof body?.query !== 'string') return next();
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const kind = operationKind(body.query, operationName, deps.config.GRAPHQL_MAX_TOKENS);
    if (kind === null) return next();
    // A failure (the database unreachable) is left to Apollo, which answers it in GraphQL's shape.
    const viewer = await deps.authenticator.authenticate(token).catch(() => null);
    if (!viewer) return next();

    if (kind !== 'query') {
      // A mutation may change what this account's cached queries would return.
      res.once('finish', () => deps.cache.invalidate(viewer.userId));
      return next();
    }
    if (deps.config.CACHE_TTL_SECONDS <= 0) return next();

    // The day is part of the key: windows ("last 7 days") move at midnight.
    const key = responseCacheKey('graphql', todayUtc(), [
      body.query,
      operationName ?? null,
      body.variables ?? null,
    ]);
    const { hit, put } = deps.cache.lookup<string>(viewer.userId, key);
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
