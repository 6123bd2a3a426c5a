import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp as signUpAs } from '../../test/http';

let server: TestServer;

const signUp = async (username: string) => (await signUpAs(server.url, username)).token;

const CREATE =
  'mutation($name: String!) { createApiToken(input: { name: $name }) { token apiToken { id name prefix } } }';
const REVOKE = 'mutation($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { id } } }';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('a personal API token works as a Bearer token until it is revoked; only its hash is stored', async () => {
  const session = await signUp('analyst');
  const created = await graphql<any>(server.url, CREATE, { name: 'Notebook' }, session);
  expect(created.body.errors).toBeUndefined();
  const { token, apiToken } = created.body.data.createApiToken;
  expect(token).toMatch(/^sl_pat_[A-Za-z0-9_-]{40,}$/);
  expect(token.startsWith(apiToken.prefix)).toBe(true);

  const viewer = await graphql<any>(
    server.url,
    '{ viewer { profile { username } } apiTokens { name lastUsedAt } }',
    {},
    token,
  );
  expect(viewer.body.data.viewer.profile.username).toBe('analyst');
  expect(viewer.body.data.apiTokens).toEqual([{ name: 'Notebook', lastUsedAt: expect.any(String) }]);
  expect((await getJson<any>(`${server.url}/api/action/status`, token)).status).toBe(200);

  const stored = await server.db.query<{ token_hash: string }>('select * from api_tokens');
  expect(stored).toHaveLength(1);
  expect(JSON.stringify(stored)).not.toContain(token);
  expect(stored[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

  // An API token cannot mint or revoke tokens: that needs a signed-in session.
  const minted = await graphql<any>(server.url, CREATE, { name: 'Another' }, token);
  expect(minted.status).toBe(403);
  const selfRevoke = await graphql<any>(server.url, REVOKE, { id: apiToken.id }, token);
  expect(selfRevoke.status).toBe(403);

  const revoked = await graphql<any>(server.url, REVOKE, { id: apiToken.id }, session);
  expect(revoked.body.data.revokeApiToken.apiToken.id).toBe(apiToken.id);
  expect((await graphql<any>(server.url, '{ viewer { profile { id } } }', {}, token)).status).toBe(401);
  expect((await getJson<any>(`${server.url}/api/action/status`, token)).status).toBe(401);
  expect((await graphql<any>(server.url, '{ apiTokens { id } }', {}, session)).body.data.apiTokens).toEqual(
    [],
  );
});

test('names are required, bounded and unique per account; ids are checked and scoped', async () => {
  const session = await signUp('tidy');
  const other = await signUp('other');
  const bad = async (name: string) =>
    (await graphql<any>(server.url, CREATE, { name }, session)).body.errors?.[0];
  expect((await bad('   '))?.message).toBe('Give the token a name.');
  expect((await bad('x'.repeat(61)))?.extensions?.code).toBe('BAD_USER_INPUT');
  const first = await graphql<any>(server.url, CREATE, { name: 'CI' }, session);
  expect((await bad('ci'))?.message).toBe('You already have a token named "ci".');
  expect((await graphql<any>(server.url, REVOKE, { id: 'nope' }, session)).status).toBe(400);
  const foreign = await graphql<any>(
    server.url,
    REVOKE,
    { id: first.body.data.createApiToken.apiToken.id },
    other,
  );
  expect(foreign.status).toBe(404);
  expect((await graphql<any>(server.url, '{ apiTokens { name } }', {}, session)).body.data.apiTokens).toEqual(
    [{ name: 'CI' }],
  );
  const [count] = await server.db.query<{ n: number }>(
    'select count(*)::int as n from api_tokens where revoked_at is null',
  );
  expect(count!.n).toBe(1);
});
