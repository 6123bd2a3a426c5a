/**
 * A local OpenAI-compatible chat completions endpoint (what PERPLEXITY_BASE_URL points at in fault tests)
 * that answers every call after `delayMs`, like a slow vendor, and counts the calls it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { perplexityResponse } from './vendor-responses.testkit';

export interface OpenAiStub {
  /** Base URL to configure, e.g. http://127.0.0.1:PORT */
  url: string;
  /** Chat completion calls received so far. */
  calls: () => number;
  close: () => Promise<void>;
}

export async function startOpenAiStub(delayMs: number): Promise<OpenAiStub> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      calls++;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(perplexityResponse));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
