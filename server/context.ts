import type { Request } from 'express';
import type { Config } from './config';
import type { Db } from './db/db';
import type { ReadCache } from './lib/cache';

/** Who is calling: resolved from the Bearer token by the auth module. */
export interface Viewer {
  userId: string;
  email: string | null;
}

/** Turns a Bearer token (session JWT or personal API token) into a viewer, or null when it is not valid. */
export interface Authenticator {
  authenticate(bearerToken: string): Promise<Viewer | null>;
}

/** Everything a request handler needs, shared by GraphQL and REST. */
export interface AppDeps {
  db: Db;
  config: Config;
  cache: ReadCache;
  authenticator: Authenticator;
}

export interface RequestContext extends AppDeps {
  viewer: Viewer | null;
  ip: string;
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
  return { ...deps, viewer, ip: req.ip ?? 'unknown' };
}
