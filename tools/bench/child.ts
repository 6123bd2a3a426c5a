/**
 * The benchmark's server process, forked by index.ts so the server under test does not share its event
 * loop (or its RSS) with the load generator. BENCH_MODE picks what it serves:
 * - "sightline": the real server (startSightline) with the configuration in the environment; with
 *   BENCH_OPEN_ROUTE=<path> it also serves GET <path> without authentication (target f): the bytes the
 *   bench sends it with {type: 'open-body', body} (answered {type: 'open-body-set'}), 503 before them.
 *   That route exists only in this process: startSightline's benchRoutes, which production never passes;
 * - "bare": a bare Express 5 route and a bare Apollo Server 5 serving the payloads in BENCH_PAYLOADS.
 * It reports {type: 'ready', urls} over IPC, answers {type: 'stats'} with its memory figures and exits
 * on {type: 'stop'}.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { buildConfig } from '../../server/config';
import { loadTypeDefs } from '../../server/graphql/schema-files';
import { startSightline } from '../../server/main';

export interface ChildStats {
  /** Peak resident set size (VmHWM), MiB. */
  peakRssMiB: number;
  /** Current resident set size (VmRSS), MiB. */
  rssMiB: number;
  heapUsedMiB: number;
}

export type ChildMessage =
  | { type: 'ready'; urls: Record<string, string> }
  | { type: 'stats'; stats: ChildStats }
  | { type: 'open-body-set' }
  | { type: 'error'; message: string };

/** What the bench sends a child. */
export type ParentMessage = { type: 'stats' } | { type: 'stop' } | { type: 'open-body'; body: string };

export interface BarePayloads {
  /** The JSON body of GET /api/impressions. */
  impressions: unknown;
  /** The `data.overview` object of the overview query's response. */
  overview: unknown;
}

function memoryStats(): ChildStats {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return {
    peakRssMiB: kib('VmHWM') / 1024,
    rssMiB: kib('VmRSS') / 1024,
    heapUsedMiB: process.memoryUsage().heapUsed / 1024 / 1024,
  };
}

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function startBare() {
  const payloads = JSON.parse(fs.readFileSync(process.env.BENCH_PAYLOADS!, 'utf8')) as BarePayloads;

  // (c) bare Express: one route, the captured /api/impressions body, serialized per request like res.json does.
  const expressApp = express();
  expressApp.get('/api/impressions', (_req, res) => {
    res.json(payloads.impressions);
  });
  const bareExpress = await listen(expressApp);

  // (d) bare Apollo Server: the real schema, a Query.overview resolver returning the captured object.
  const apollo = new ApolloServer({
    typeDefs: loadTypeDefs(),
    resolvers: { Query: { overview: () => payloads.overview } },
  });
  await apollo.start();
  const apolloApp = express();
  apolloApp.use('/graphql', express.json(), expressMiddleware(apollo));
  const bareApollo = await listen(apolloApp);

  return {
    urls: { express: bareExpress.url, apollo: bareApollo.url },
    close: async () => {
      bareExpress.server.closeAllConnections();
      bareApollo.server.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => bareExpress.server.close(resolve)),
        new Promise((resolve) => bareApollo.server.close(resolve)),
      ]);
      await apollo.stop();
    },
  };
}

/** The body the open route serves (target f), as the bench captured it from the authenticated route. */
let openBody: string | null = null;

async function startReal() {
  const config = buildConfig(process.env);
  const openPath = process.env.BENCH_OPEN_ROUTE;
  const running = await startSightline(config, {
    clientDir: path.join(config.dataDir, 'no-client'),
    log: (message) => console.error(`[server] ${message}`),
    // Sent as the read cache's hit is (rest/handler.ts): the same bytes, headers and ETag, minus the caller.
    benchRoutes: openPath
      ? (app) =>
          app.get(openPath, (_req, res) => {
            if (openBody === null) res.status(503).end();
            else res.type('application/json').send(openBody);
          })
      : undefined,
  });
  return { urls: { sightline: running.url }, close: running.close };
}

async function main() {
  const send = (message: ChildMessage) => process.send?.(message);
  try {
    const started = process.env.BENCH_MODE === 'bare' ? await startBare() : await startReal();
    process.on('message', (message: ParentMessage) => {
      if (message.type === 'stats') send({ type: 'stats', stats: memoryStats() });
      if (message.type === 'open-body') {
        openBody = message.body;
        send({ type: 'open-body-set' });
      }
      if (message.type === 'stop') {
        void started
          .close()
          .catch(() => undefined)
          .finally(() => process.exit(0));
      }
    });
    send({ type: 'ready', urls: started.urls });
  } catch (error) {
    send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
}

void main();
