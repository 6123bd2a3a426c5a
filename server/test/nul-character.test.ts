/**
 * A NUL character (U+0000) in any argument is bad input in every transport (Postgres text cannot hold it):
 * REST answers 400 with its error shape, GraphQL BAD_USER_INPUT with HTTP 400, the auth API a GoTrue 400;
 * each names the argument instead of passing on the database's encoding error.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { graphql, postJson, signUp } from './http';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server.url, 'nulcheck'));
});

afterAll(() => server?.close());

test('REST: a NUL character in the body is a 400 naming the argument', async () => {
  const response = await postJson(`${server.url}/api/email/enhanced-report`, {
    email: 'nul@example.com',
    brand: 'Quill\u0000stack',
    competitors: ['Kongly'],
    keywords: ['API gateway'],
    prompts: ['Which API gateway is best?'],
  });
  expect(response.status).toBe(400);
  expect(response.body).toEqual({
    status: 'error',
    message: expect.stringContaining('brand contains a NUL character (U+0000)'),
  });
});

test('GraphQL: a NUL character in a variable or a literal argument is BAD_USER_INPUT with HTTP 400', async () => {
  const update = 'mutation ($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name } } }';
  const viaVariable = await graphql(
    server.url,
    update,
    { input: { name: 'Acme\u0000', website: null, aliases: [] } },
    token,
  );
  expect(viaVariable.status).toBe(400);
  expect(viaVariable.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(viaVariable.body.errors?.[0]?.message).toContain('input.name contains a NUL character (U+0000)');

  const viaLiteral = await graphql(
    server.url,
    'mutation { createApiToken(input: { name: "ci\\u0000" }) { token } }',
    {},
    token,
  );
  expect(viaLiteral.status).toBe(400);
  expect(viaLiteral.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(viaLiteral.body.errors?.[0]?.message).toContain('input contains a NUL character (U+0000)');
});

test('auth API: a NUL character in a sign-in is a 400 validation failure, not a 500', async () => {
  const response = await postJson<{ code?: string; msg?: string }>(
    `${server.url}/auth/v1/token?grant_type=password`,
    { email: 'nulcheck\u0000@example.com', password: 'correct-horse-battery' },
  );
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('validation_failed');
  expect(response.body.msg).toContain('email contains a NUL character (U+0000)');
});
