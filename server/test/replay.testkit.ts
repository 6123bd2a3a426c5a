/** A local HTTP server that replays vendor responses in order, for the engine adapter tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReplayResponse {
  status?: number;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client must time out). */
  hang?: boolean;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A response, or one chosen from the request (a reply recorded for each of several inputs). */
export type Replay = ReplayResponse | ((request: RecordedRequest) => ReplayResponse);

export interface ReplayServer {
  url: string;
  requests: RecordedRequest[];
  /** Responses still to be served; when empty, the fallback is served. */
  queue: Replay[];
  fallback: Replay;
  maxConcurrent: number;
  close(): Promise<void>;
}

export async function startReplayServer(fallback: Replay = { status: 500, body: {} }) {
  const hanging = new Set<http.ServerResponse>();
  let active = 0;
  const state: ReplayServer = {
    url: '',
    requests: [],
    queue: [],
    fallback,
    maxConcurrent: 0,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // keep the text
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      state.requests.push(request);
      const next = state.queue.shift() ?? state.fallback;
      const reply = typeof next === 'function' ? next(request) : next;
      active++;
      state.maxConcurrent = Math.max(state.maxConcurrent, active);
      if (reply.hang) {
        hanging.add(res);
        res.on('close', () => {
          active--;
          hanging.delete(res);
        });
        return;
      }
      setTimeout(() => {
        const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(payload);
        active--;
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
