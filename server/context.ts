import type { Request } from 'express';
import { accountDb, type AccountLimits } from './account-limits';
import type { Config } from './config';
import type { Db } from './db/db';
import { RequestMemo, type ReadCache } from './lib/cache';
import { clientAddressKey } from './lib/client-address';
import type { Resolver } from './lib/guarded-request';
import type { AppError } from './lib/errors';
import type { JobQueue } from './modules/jobs/queue';
import { BRAND_HEADER, resolveMembership, type Membership } from './modules/workspaces/workspaces.service';

/** Who is calling: resolved from the Bearer token by the auth module. */
export interface Viewer {
  /** The signed-in person (the auth user); the brand a request acts on is the membership's. */
  userId: string;
  email: string | null;
  /** Signed in with a personal API token rather than a session: some account actions need a session. */
  viaApiToken?: boolean;
  /** A read-scoped API token: every change (GraphQL mutation, REST write) is refused with 403. */
  readOnly?: boolean;
  /** An API token's workspace: the token opens that workspace's brands only. */
  tokenWorkspaceId?: string;
  /** An API token pinned to one brand when it was created. */
  tokenBrandId?: string | null;
}

export const READ_ONLY_TOKEN_MESSAGE =
  'This API token may only read. Create a token with full access in Settings → API tokens to make changes.';

/** Turns a Bearer token (session JWT or personal API token) into a viewer, or null when it is not valid. */
export interface Authenticator {
  authenticate(bearerToken: string): Promise<Viewer | null>;
  /** Drops a revoked personal API token from any cache, so it stops working at once. */
  forget?(tokenId: string): void;
  /**
   * Drops what is cached about an account's tokens and sessions (a change notice from another process:
   * one may have been revoked there), so the next request checks the database again.
   */
  forgetAccount?(userId: string): void;
}

/** Everything a request handler needs, shared by GraphQL and REST. */
export interface AppDeps {
  db: Db;
  config: Config;
  cache: ReadCache;
  authenticator: Authenticator;
  /** The job queue: collection runs and reports are queued through it (started and stopped by main). */
  jobs: JobQueue;
  /** What one account may run at once: requests and database statements (account-limits.ts). */
  limits: AccountLimits;
  /** Name resolution for hosts an account names (webhooks); the system's unless a test stands in its own. */
  resolveHost?: Resolver;
  /** The server's log, for the detail an answer leaves out (why a webhook could not be reached). */
  log: (message: string) => void;
}

export interface RequestContext extends AppDeps {
  viewer: Viewer | null;
  /**
   * The brand the request acts on and the person's role in its workspace, or why the person may not open
   * the brand asked for (every account call is then refused with it); null without a viewer.
   */
  membership: Membership | AppError | null;
  /** The caller's address as abuse limits count it (an IPv6 address by its /64, see clientAddressKey). */
  ip: string;
  /** Loads shared by this request's fields (see the cache policy in lib/cache.ts). */
  memo: RequestMemo;
}

/** What a public call (the report wizard) runs with: no viewer, the caller's address for abuse limits. */
export type PublicContext = Pick<AppDeps, 'db' | 'config' | 'jobs'> & { ip: string };

export function publicContext(req: Request, deps: AppDeps): PublicContext {
  return { db: deps.db, config: deps.config, jobs: deps.jobs, ip: clientAddressKey(req.ip) };
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

/** The value of the brand header, or null; a repeated header is one value no brand id matches. */
export function requestedBrand(req: Request): string | null {
  const value = req.headers[BRAND_HEADER];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(',') : value.trim();
}

/** Who calls and which brand they act on, resolved once per request (the response cache asks first). */
const callers = new WeakMap<Request, Promise<Pick<RequestContext, 'viewer' | 'membership'>>>();

export function resolveCaller(req: Request, deps: Pick<AppDeps, 'db' | 'authenticator'>) {
  let caller = callers.get(req);
  if (!caller) {
    caller = (async () => {
      const token = bearerToken(req);
      const viewer = token ? await deps.authenticator.authenticate(token) : null;
      const membership = viewer ? await resolveMembership(deps.db, viewer, requestedBrand(req)) : null;
      return { viewer, membership };
    })();
    callers.set(req, caller);
  }
  return caller;
}

export async function buildContext(req: Request, deps: AppDeps): Promise<RequestContext> {
  const { viewer, membership } = await resolveCaller(req, deps);
  // An account's reads take its statements' turns.
  const db = viewer ? accountDb(deps.db, deps.limits, viewer) : deps.db;
  return { ...deps, db, viewer, membership, ip: clientAddressKey(req.ip), memo: new RequestMemo() };
}
