/**
 * The one REST handler wrapper and the one mapping of errors to REST responses. Every /api route is
 * built with restHandler(): it resolves the caller (an account scope, or a public context for the report
 * wizard), runs the service call and wraps its data as {status: "success", data}; a service's AppError
 * becomes its HTTP status with {status: "error", message} (restErrors does the same for errors thrown
 * before a handler runs, such as a malformed JSON body). While the database cannot be reached, or when it
 * stopped a statement that took too long, the answer is 503 with Retry-After; a write refused because the
 * disk is full is 507.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { withRequestTurn, withScanTurn, type AccountLimits } from '../account-limits';
import { READ_ONLY_TOKEN_MESSAGE } from '../caller';
import { buildContext, publicContext, type AppDeps, type PublicContext } from '../context';
import { DATABASE_RETRY_AFTER_SECONDS, DiskFullError, isRetryLater } from '../db/db';
import { responseCacheKey } from '../lib/cache';
import { FileDownload } from '../lib/download';
import { AppError, badInput, forbidden } from '../lib/errors';
import { nulCharacterMessage, nulCharacterPath } from '../lib/nul-character';
import { brandScope, type BrandScope } from '../scope';
import { ListPage } from './paging';

const MAX_PARAM_LENGTH = 2000;

/** One optional string query parameter; repeated or overlong values are refused. */
export function queryParam(req: Request, name: string): string | null {
  const value = req.query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw badInput(`${name} must be given once, as a plain value.`);
  if (value.length > MAX_PARAM_LENGTH) throw badInput(`${name} is too long.`);
  return value;
}

/** The JSON object a POST route was sent, or a 400. */
export function jsonBody(req: Request): Record<string, unknown> {
  if (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body))
    return req.body as Record<string, unknown>;
  throw badInput('The request body must be a JSON object.');
}

/** Route parameters, query and body are refused with a 400 when any of them holds a NUL character. */
function refuseNulCharacters(req: Request): void {
  for (const part of [req.params, req.query, req.body] as unknown[]) {
    const path = nulCharacterPath(part);
    if (path !== null) throw badInput(nulCharacterMessage(path));
  }
}

/** A domain error as a REST response: its HTTP status and {status: "error", message}. */
export function sendError(res: Response, error: AppError): void {
  if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(error.httpStatus).json({ status: 'error', message: error.message });
}

/** While the database cannot be reached or is too slow: 503 with Retry-After, in the REST error shape. */
export function sendUnavailable(res: Response, error: Pick<Error, 'message'>): void {
  res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  res.status(503).json({ status: 'error', message: error.message });
}

/** A write the full disk refused: 507 in the REST error shape (reads keep answering). */
export function sendDiskFull(res: Response, error: DiskFullError): void {
  res.status(507).json({ status: 'error', message: error.message });
}

/**
 * Streams a file: headers once the service has checked its input, then each piece, waiting for the client
 * to drain when its buffer is full. A failure after the first byte can no longer become an error
 * response; the connection is cut, so the client sees an incomplete download rather than a short file.
 */
async function sendDownload(res: Response, file: FileDownload): Promise<void> {
  res.status(200);
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': `${file.options.inline ? 'inline' : 'attachment'}; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    'Cache-Control': 'no-store',
    ...file.options.headers,
  });
  try {
    for await (const piece of file.body) {
      if (res.destroyed) return;
      if (!res.write(piece))
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
    }
    res.end();
  } catch (error) {
    console.error(`download ${file.filename} stopped: ${(error as Error).message}`);
    res.destroy(error as Error);
  }
}

type AccountHandler = (scope: BrandScope, req: Request) => Promise<unknown>;
type PublicHandler = (ctx: PublicContext, req: Request) => Promise<unknown>;

export interface AccountRoute {
  /** A signed-in account's route: Bearer token required; a user_id parameter must be the caller's own. */
  access: 'account';
  /**
   * Keep the serialized body in the account's read cache (reads only), so a repeated read costs a
   * lookup, not a rebuild; the key and its invalidation follow the cache policy in lib/cache.ts.
   */
  cacheBody?: boolean;
  /** The handler returns a FileDownload, streamed as an attachment (never cached). */
  download?: boolean;
  /** The work reads the account's answers whole (an export): it takes one of the account's scans too. */
  scan?: boolean;
}

export interface PublicRoute {
  /** A public route (the report wizard): no token; the services apply their own abuse limits. */
  access: 'public';
}

/**
 * An account route's answer: a streamed file, or the data as JSON, through the read cache when it may be.
 * The work takes one of the account's turns (a download's until its last byte), and a scan's as well when
 * the route is one; a cached answer takes none.
 */
async function answerAccountRoute(
  req: Request,
  res: Response,
  route: AccountRoute,
  limits: AccountLimits,
  scope: BrandScope,
  run: AccountHandler,
): Promise<void> {
  const account = { personId: scope.memberId };
  const inTurns = <T>(task: () => Promise<T>) =>
    withRequestTurn(limits, account, route.scan ? () => withScanTurn(limits, account, task) : task);
  if (route.download) {
    await inTurns(async () => {
      const file = await run(scope, req);
      if (!(file instanceof FileDownload)) throw new Error('A download route must return a FileDownload.');
      await sendDownload(res, file);
    });
    return;
  }
  const body = () =>
    inTurns(async () => {
      const data = await run(scope, req);
      return JSON.stringify(
        data instanceof ListPage
          ? { status: 'success', data: data.rows, next_cursor: data.nextCursor }
          : { status: 'success', data },
      );
    });
  const serialized = route.cacheBody
    ? await scope.cache.get(
        scope.brandId,
        responseCacheKey('rest', scope.today, [req.method, req.path, req.query]),
        body,
      )
    : await body();
  res.type('application/json').send(serialized);
}

export function restHandler(deps: AppDeps, route: AccountRoute, run: AccountHandler): RequestHandler;
export function restHandler(deps: AppDeps, route: PublicRoute, run: PublicHandler): RequestHandler;
export function restHandler(
  deps: AppDeps,
  route: AccountRoute | PublicRoute,
  run: AccountHandler | PublicHandler,
): RequestHandler {
  return async (req, res) => {
    try {
      refuseNulCharacters(req);
      if (route.access === 'public') {
        res.set('Cache-Control', 'no-store');
        const data = await (run as PublicHandler)(publicContext(req, deps), req);
        res.json({ status: 'success', data });
        return;
      }
      const ctx = await buildContext(req, deps);
      // A read-scoped API token may call every read route and no write route.
      if (ctx.viewer?.readOnly && req.method !== 'GET' && req.method !== 'HEAD')
        throw forbidden(READ_ONLY_TOKEN_MESSAGE);
      const scope = brandScope(ctx, queryParam(req, 'user_id'));
      await answerAccountRoute(req, res, route, deps.limits, scope, run as AccountHandler);
    } catch (error) {
      if (isRetryLater(error)) return sendUnavailable(res, error);
      if (error instanceof DiskFullError) return sendDiskFull(res, error);
      if (!(error instanceof AppError)) throw error;
      sendError(res, error);
    }
  };
}

/** Malformed JSON bodies and oversized payloads become 4xx with a message; anything else is a 500. */
export const restErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof AppError) {
    sendError(res, error);
    return;
  }
  if (isRetryLater(error)) {
    sendUnavailable(res, error);
    return;
  }
  if (error instanceof DiskFullError) {
    sendDiskFull(res, error);
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status >= 400 && status < 500) {
    const message =
      error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : error.type === 'entity.too.large'
          ? 'The request body is too large.'
          : String(error.message ?? 'Bad request');
    res.status(status).json({ status: 'error', message });
    return;
  }
  console.error('Unhandled error', error);
  res.status(500).json({ status: 'error', message: 'Internal server error' });
};
