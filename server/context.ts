import type { Request } from 'express';
import { accountDb, type AccountLimits } from './account-limits';
import type { Config } from './config';
import type { Db } from './db/db';
import { RequestMemo, type ReadCache } from './lib/cache';
import { clientAddressKey } from './lib/client-address';
import type { Resolver } from './lib/guarded-request';
import { unauthenticated, type AppError } from './lib/errors';
import type { JobQueue } from './core/jobs';
import {
  BRAND_HEADER,
  TOKEN_REFUSED_MESSAGE,
  type Authenticator,
  type MembershipLookup,
  type Viewer,
} from './caller';
import type { Membership } from './caller';

/** Everything a request handler needs, shared by GraphQL and REST. */
export interface AppDeps {
  db: Db;
  config: Config;
  cache: ReadCache;
  authenticator: Authenticator;
  /** Which brand a viewer's request acts on, and their role there (the workspaces module answers it). */
  memberships: MembershipLookup;
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
   * the brand asked for (every account call is then refused with it), or the refusal of a token sent and
   * not accepted; null without a token.
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

export function resolveCaller(req: Request, deps: Pick<AppDeps, 'db' | 'authenticator' | 'memberships'>) {
  let caller = callers.get(req);
  if (!caller) {
    caller = (async () => {
      const token = bearerToken(req);
      const viewer = token ? await deps.authenticator.authenticate(token) : null;
      // A token sent and not accepted refuses every account call in its own words, not as a missing one.
      const membership = viewer
        ? await deps.memberships(deps.db, viewer, requestedBrand(req))
        : token
          ? unauthenticated(TOKEN_REFUSED_MESSAGE)
          : null;
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
