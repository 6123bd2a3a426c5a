// @vitest-environment node
import { gql } from '@apollo/client';
import { afterEach, expect, test, vi } from 'vitest';
import { createApolloClient } from './apollo';
import type { AuthClient } from './supabase';

const auth = {
  getSession: vi.fn(async () => ({ data: { session: { access_token: 'session-token' } }, error: null })),
} as unknown as AuthClient;

const answered = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: { health: 'ok' } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );

afterEach(() => vi.restoreAllMocks());

const headersOf = (spy: ReturnType<typeof answered>) => {
  const init = spy.mock.calls[0]![1]!;
  return Object.fromEntries(new Headers(init.headers as HeadersInit).entries());
};

test("a brand's client sends its brand with every request", async () => {
  const spy = answered();
  await createApolloClient(auth, 'brand-2').query({ query: gql('{ health }') });
  expect(headersOf(spy)).toMatchObject({
    authorization: 'Bearer session-token',
    'x-sightline-brand': 'brand-2',
  });
});

test('without a brand, or asked for none, no brand header: the default brand', async () => {
  const spy = answered();
  await createApolloClient(auth).query({ query: gql('{ health }') });
  expect(headersOf(spy)).not.toHaveProperty('x-sightline-brand');
  spy.mockClear();
  await createApolloClient(auth, 'brand-2').query({ query: gql('{ health }'), context: { brand: null } });
  expect(headersOf(spy)).not.toHaveProperty('x-sightline-brand');
});
