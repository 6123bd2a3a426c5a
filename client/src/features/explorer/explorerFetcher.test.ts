// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { createExplorerFetcher, defaultExplorerQuery } from './explorerFetcher';

const authWith = (token: string | null) => ({
  getSession: vi.fn(async () => ({
    data: { session: token ? ({ access_token: token } as never) : null },
    error: null,
  })),
});

const okFetch = () =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"data":{"health":"ok"}}'));

test('POSTs the operation to /graphql with the session token', async () => {
  const fetchImpl = okFetch();
  const fetcher = createExplorerFetcher(authWith('session-token'), fetchImpl as typeof fetch);
  const result = await fetcher({ query: '{ health }', operationName: null });
  expect(result).toEqual({ data: { health: 'ok' } });
  const [url, init] = fetchImpl.mock.calls[0]!;
  expect(url).toBe('/graphql');
  expect(init?.method).toBe('POST');
  expect(init?.headers).toMatchObject({
    authorization: 'Bearer session-token',
    'content-type': 'application/json',
  });
  expect(JSON.parse(String(init?.body))).toEqual({ query: '{ health }', operationName: null });
});

test('headers typed into GraphiQL win (an analyst can try an API token)', async () => {
  const fetchImpl = okFetch();
  const fetcher = createExplorerFetcher(authWith('session-token'), fetchImpl as typeof fetch);
  await fetcher({ query: '{ health }' }, { headers: { authorization: 'Bearer sl_api_token' } });
  expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({ authorization: 'Bearer sl_api_token' });
});

test('no session: no Authorization header; a non-JSON answer becomes a GraphQL error', async () => {
  const fetchImpl = vi.fn(async () => new Response('Bad Gateway', { status: 502 }));
  const fetcher = createExplorerFetcher(authWith(null), fetchImpl as unknown as typeof fetch);
  const result = await fetcher({ query: '{ health }' });
  expect(result.errors?.[0]?.message).toBe('HTTP 502: Bad Gateway');
  expect((fetchImpl.mock.calls[0] as unknown[])[1]).not.toHaveProperty('headers.authorization');
});

test('the default query asks for the fund prompts only for the fund account', () => {
  expect(defaultExplorerQuery('FUND')).toContain('fundPrompts');
  expect(defaultExplorerQuery('GENERAL')).not.toContain('fundPrompts');
});

test('the active brand goes along as X-Sightline-Brand', async () => {
  const fetchImpl = okFetch();
  const fetcher = createExplorerFetcher(authWith('session-token'), fetchImpl as typeof fetch, 'brand-2');
  await fetcher({ query: '{ health }' });
  expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({ 'X-Sightline-Brand': 'brand-2' });
});
