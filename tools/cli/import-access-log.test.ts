import { Readable } from 'node:stream';
import { expect, test, vi } from 'vitest';
import { importAccessLog } from './import-access-log';

const line = (ua: string, path = '/') =>
  `20.171.207.1 - - [21/Nov/2026:13:55:36 +0000] "GET ${path} HTTP/1.1" 200 512 "-" "${ua}"`;

test('sends only AI-crawler lines, in batches, with the token', async () => {
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { visits: unknown[] };
    return new Response(
      JSON.stringify({ status: 'success', data: { accepted: body.visits.length, ignored: 0 } }),
    );
  });
  const log = [
    line('GPTBot/1.2', '/a'),
    line('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    'not a log line',
    line('ClaudeBot/1.0', '/b'),
    line('PerplexityBot/1.0', '/c'),
    '',
  ].join('\n');
  const result = await importAccessLog(Readable.from([log]), {
    url: 'http://sightline.test/',
    token: 'sl_token',
    batchSize: 2,
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  expect(result).toEqual({ lines: 5, unparsed: 1, crawlerLines: 3, accepted: 3 });
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  const [url, init] = fetchImpl.mock.calls[0]!;
  expect(url).toBe('http://sightline.test/api/crawler-visits');
  expect((init?.headers as Record<string, string>).authorization).toBe('Bearer sl_token');
  expect(JSON.parse(String(init?.body))).toEqual({
    source: 'import',
    visits: [
      {
        userAgent: 'GPTBot/1.2',
        path: '/a',
        ip: '20.171.207.1',
        status: 200,
        timestamp: '2026-11-21T13:55:36.000Z',
        method: 'GET',
      },
      {
        userAgent: 'ClaudeBot/1.0',
        path: '/b',
        ip: '20.171.207.1',
        status: 200,
        timestamp: '2026-11-21T13:55:36.000Z',
        method: 'GET',
      },
    ],
  });
});

test('a refused batch stops the import with the server message', async () => {
  const fetchImpl = async () =>
    new Response(JSON.stringify({ status: 'error', message: 'Sign in first' }), { status: 401 });
  await expect(
    importAccessLog(Readable.from([line('GPTBot/1.2')]), { url: 'http://x', token: 'bad', fetchImpl }),
  ).rejects.toThrow('Sightline answered 401: Sign in first');
});
