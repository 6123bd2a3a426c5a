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
  /** Each call's last user message (the prompt asked), in the order received. */
  prompts: () => string[];
  close: () => Promise<void>;
}

export async function startOpenAiStub(delayMs: number): Promise<OpenAiStub> {
  const prompts: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      prompts.push(lastUserMessage(Buffer.concat(chunks).toString('utf8')));
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
    calls: () => prompts.length,
    prompts: () => [...prompts],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function lastUserMessage(body: string): string {
  try {
    const { messages } = JSON.parse(body) as { messages?: { role: string; content: unknown }[] };
    const content = messages?.filter((message) => message.role === 'user').at(-1)?.content;
    return typeof content === 'string' ? content : JSON.stringify(content ?? null);
  } catch {
    return '';
  }
}
