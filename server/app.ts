import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { buildContext, type AppDeps } from './context';
import { createApolloServer, toGraphQLError } from './graphql/apollo';
import { loadTypeDefs } from './graphql/schema-files';
import { graphqlResponseCache } from './graphql/response-cache';
import { createApiRouter } from './rest/api.routes';
import { restErrors } from './rest/handler';
import { securityHeaders } from './security-headers';
import { staticClient } from './static-client';
import { createPublicLlmsTxtRouter } from './modules/llms';
import { createMcpRouter } from './mcp/mcp.routes';
import { fromRepoRoot } from './code-location';

export const defaultClientDir = fromRepoRoot('client/dist');

export interface AppOptions {
  /** The /auth/v1 routes (embedded auth); absent in Supabase mode. */
  authRouter?: Router;
  /** Where the browser finds auth: GET /api/config answers it, so one client build serves every deployment. */
  clientConfig?: (req: Request) => { supabaseUrl: string; supabaseAnonKey: string };
  /** Where the built client lives; skipped when the folder does not exist (API-only tests). */
  clientDir?: string;
  /**
   * Routes of the benchmark's server alone (tools/bench/child.ts), mounted after the security headers and
   * before /api; production and the tests pass none.
   */
  benchRoutes?: (app: express.Express) => void;
}

/** Builds the HTTP application: auth, REST, GraphQL and the built client, all on one port. */
export async function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  // Which proxies may name the client (X-Forwarded-For): req.ip is what every rate limit keys on.
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use(securityHeaders(deps.config));

  if (options.authRouter) app.use('/auth/v1', options.authRouter);
  const clientConfig = options.clientConfig;
  if (clientConfig) app.get('/api/config', (req, res) => res.json(clientConfig(req)));
  options.benchRoutes?.(app);
  app.use('/api', createApiRouter(deps));
  // Public llms.txt files saved in the Action Center: /llms/{account-handle}/llms.txt.
  app.use(createPublicLlmsTxtRouter(deps));

  const apollo = createApolloServer(deps.config);
  await apollo.start();
  // The Model Context Protocol endpoint: AI assistants call tools that run GraphQL operations as the caller.
  app.use(createMcpRouter(deps, apollo));
  // The schema as SDL for the in-app schema reference (public: introspection is on anyway).
  const sdl = loadTypeDefs();
  app.get('/graphql/schema.graphql', (_req, res) => res.type('text/plain; charset=utf-8').send(sdl));
  app.use(
    '/graphql',
    express.json({ limit: '256kb' }),
    graphqlResponseCache(deps),
    expressMiddleware(apollo, {
      // Resolving the caller reads the database too; its failure gets the same GraphQL error as a field's.
      context: ({ req }) =>
        buildContext(req, deps).catch((error: unknown) => {
          throw toGraphQLError(error);
        }),
    }),
  );

  const clientDir = options.clientDir ?? defaultClientDir;
  const indexHtml = path.join(clientDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    // Precompressed files, long-cached hashed assets; client-side routes (/dashboard/..., unknown paths)
    // all get the SPA shell.
    app.use(staticClient(clientDir));
  }

  app.use(restErrors);
  return { app, apollo };
}
