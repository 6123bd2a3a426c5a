import type express from 'express';
import type { Config } from '../../config';
import type { Authenticator } from '../../caller';
import type { Db } from '../../db/db';
import { createAuthRouter } from './auth.routes';
import { AuthService, type CreateUserInput } from './auth.service';
import { SupabaseAuthenticator } from './auth.supabase';
import { sharedSigningSecret } from './auth.store';
import { generateSigningSecret, loadSigningSecret, TokenSigner } from './auth.tokens';

export interface Auth {
  /** Mounted at /auth/v1 in embedded mode; undefined in Supabase mode (the client talks to Supabase). */
  router?: express.Router;
  authenticator: Authenticator;
  /** A confirmed user with its profile, in one transaction (demo seed, tests). */
  createUser(input: CreateUserInput): Promise<{ id: string }>;
  /** What GET /api/config returns so the browser can createClient(supabaseUrl, supabaseAnonKey). */
  clientConfig(req: express.Request): { supabaseUrl: string; supabaseAnonKey: string };
  /** Waits for the e-mails still being sent after their answers. */
  close(): Promise<void>;
}

/** Embedded auth (our /auth/v1 over our database) or Supabase mode, chosen by SUPABASE_URL. */
export async function createAuth(deps: { db: Db; config: Config }): Promise<Auth> {
  const { db, config } = deps;

  if (config.SUPABASE_URL && config.SUPABASE_ANON_KEY && config.SUPABASE_JWT_SECRET) {
    const supabaseUrl = config.SUPABASE_URL.replace(/\/+$/, '');
    const supabaseAnonKey = config.SUPABASE_ANON_KEY;
    return {
      router: undefined,
      authenticator: new SupabaseAuthenticator(db, {
        supabaseUrl,
        jwtSecret: config.SUPABASE_JWT_SECRET,
        actionCenterDefault: config.ACTION_CENTER_DEFAULT,
      }),
      createUser: async () => {
        throw new Error('In Supabase mode users are created through Supabase Auth, not by this server.');
      },
      clientConfig: () => ({ supabaseUrl, supabaseAnonKey }),
      close: async () => {},
    };
  }

  // Without AUTH_JWT_SECRET the generated secret lives where every process sharing the data sees it: in a
  // Postgres database (several servers and workers may use it), else in DATA_DIR.
  const secret =
    config.AUTH_JWT_SECRET ??
    (db.kind === 'postgres'
      ? await sharedSigningSecret(db, generateSigningSecret())
      : loadSigningSecret(undefined, config.dataDir));
  const signer = new TokenSigner(secret, config.AUTH_ACCESS_TOKEN_TTL);
  const service = new AuthService(db, config, signer);
  const anonKey = await signer.signAnonKey();
  const publicUrl = config.PUBLIC_URL?.replace(/\/+$/, '');
  return {
    router: createAuthRouter(service, config),
    authenticator: service.authenticator,
    createUser: (input) => service.createUser(input),
    clientConfig: (req) => ({
      supabaseUrl: publicUrl ?? `${req.protocol}://${req.get('host')}`,
      supabaseAnonKey: anonKey,
    }),
    close: () => service.close(),
  };
}
