/**
 * Test support for alerts: answer engines whose answers a test scripts (per brand and prompt), a webhook
 * receiver on 127.0.0.1 that records every request and answers with the statuses a test queues, and a
 * name resolver that knows only the hosts a test names (nothing is looked up or reached elsewhere).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import type { AnswerEngine, AskInput, Citation, Platform } from '../core/engines';

/** What a scripted engine answers: a text and its citations, or an error to throw (a failed capture). */
export type ScriptedAnswer = { text: string; citations?: string[] } | Error;

/** Engines for any platforms, each answering what `script` says for the question. */
export function scriptedEngines(script: (input: AskInput, platform: Platform) => ScriptedAnswer) {
  return (platforms: readonly string[]): AnswerEngine[] =>
    platforms.map((platform) => ({
      platform: platform as Platform,
      engine: 'test-scripted',
      model: 'scripted-1',
      simulated: false,
      ask: async (input) => {
        const answer = script(input, platform as Platform);
        if (answer instanceof Error) throw answer;
        const citations: Citation[] = (answer.citations ?? []).map((url) => ({ url }));
        return { text: answer.text, citations, model: 'scripted-1' };
      },
    }));
}

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** The statuses the next requests to `path` get, in order (200 once they run out). */
  answer(path: string, ...statuses: number[]): void;
  /** Requests to `path` answer a redirect to `location` (302 unless told). */
  redirect(path: string, location: string, status?: number): void;
  to(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const queued = new Map<string, number[]>();
  const redirects = new Map<string, { location: string; status: number }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const redirect = redirects.get(path);
      if (redirect) return void res.writeHead(redirect.status, { location: redirect.location }).end();
      const status = queued.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, ...statuses) => void queued.set(path, statuses),
    redirect: (path, location, status = 302) => void redirects.set(path, { location, status }),
    to: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A resolver that knows only `hosts` (name → address); any other name is not found. */
export function stubResolver(hosts: Record<string, string>) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const address = hosts[hostname];
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
  return { resolve, asked };
}
