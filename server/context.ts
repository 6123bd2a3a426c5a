import type { Request } from 'express';
import { accountDb, type AccountLimits } from './account-limits';
import type { Config } from './config';
import type { Db } from './db/db';
import { RequestMemo, type ReadCache } from './lib/cache';
import { clientAddressKey } from './lib/client-address';
import type { Resolver } from './lib/guarded-request';
import type { JobQueue } from './modules/jobs/queue';

/** Who is calling: resolved from the Bearer token by the auth module. */
export interface Viewer {
  userId: string;
  email: string | null;
  /** Signed in with a personal API token rather than a session: some account actions need a session. */
  viaApiToken?: boolean;
  /** A read-scoped API token: every change (GraphQL mutation, REST write) is refused with 403. */
  readOnly?: boolean;
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

export async function buildContext(req: Request, deps: AppDeps): Promise<RequestContext> {
  const token = bearerToken(req);
  const viewer = token ? await deps.authenticator.authenticate(token) : null;
  // An account's reads take its statements' turns.
  const db = viewer ? accountDb(deps.db, deps.limits, viewer) : deps.db;
  return { ...deps, db, viewer, ip: clientAddressKey(req.ip), memo: new RequestMemo() };
}
