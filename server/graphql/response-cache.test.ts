import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DATA_CHANGED_CHANNEL } from '../db/data-changed';
import { startTestServer, type TestServer } from '../test/harness';
import { getJson, graphql, signUp as signUpAs } from '../test/http';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CACHE_TTL_SECONDS: '300' } });
});
afterAll(() => server?.close());

async function signUp(username: string) {
  const { token, brandId } = await signUpAs(server.url, username);
  return { token, id: brandId };
}

const VIEWER = '{ viewer { profile { username } brand { name } } }';

test('repeated queries are served per account and dropped when the account data changes', async () => {
  const ana = await signUp('ana');
  const ben = await signUp('ben');
  expect((await graphql<any>(server.url, VIEWER, {}, ana.token)).body.data.viewer).toEqual({
    profile: { username: 'ana' },
    brand: null,
  });
  expect((await graphql<any>(server.url, VIEWER, {}, ben.token)).body.data.viewer.profile.username).toBe(
    'ben',
  );

  // A write behind the API's back is not seen while the cached answer is fresh...
  await server.db.query(`insert into brands (user_id, name) values ($1, 'Anacorp')`, [ana.id]);
  expect((await graphql<any>(server.url, VIEWER, {}, ana.token)).body.data.viewer.brand).toBeNull();

  // ...until a collection run announces the change (NOTIFY), as every store of answers does.
  await server.db.query('select pg_notify($1, $2)', [DATA_CHANGED_CHANNEL, ana.id]);
  await expect
    .poll(async () => (await graphql<any>(server.url, VIEWER, {}, ana.token)).body.data.viewer.brand)
    .toEqual({ name: 'Anacorp' });
});

test('a mutation drops the caller’s cached queries; failed and anonymous requests are never cached', async () => {
  const cleo = await signUp('cleo');
  const tokens = '{ apiTokens { name } }';
  expect((await graphql<any>(server.url, tokens, {}, cleo.token)).body.data.apiTokens).toEqual([]);
  await graphql(
    server.url,
    'mutation { createApiToken(input: { name: "laptop" }) { token } }',
    {},
    cleo.token,
  );
  expect((await graphql<any>(server.url, tokens, {}, cleo.token)).body.data.apiTokens).toEqual([
    { name: 'laptop' },
  ]);

  const anonymous = await graphql<any>(server.url, tokens);
  expect(anonymous.status).toBe(401);
  const broken = await graphql<any>(server.url, '{ topic(slug: "x") { nope } }', {}, cleo.token);
  expect(broken.status).toBe(400);
});

test('REST reads are cached per account the same way', async () => {
  const dana = await signUp('dana');
  const status = async () =>
    (await getJson<any>(`${server.url}/api/action/status`, dana.token)).body.data.action_center;
  expect(await status()).toBe(true);
  await server.db.query('update workspaces set action_center = false where id = $1', [dana.id]);
  expect(await status()).toBe(true);
  await server.db.query('select pg_notify($1, $2)', [DATA_CHANGED_CHANNEL, dana.id]);
  await expect.poll(status).toBe(false);
  expect(
    (await getJson<any>(`${server.url}/api/action/status?user_id=someone-else`, dana.token)).status,
  ).toBe(403);
});

test('variables the operation does not declare do not make a request another entry', async () => {
  const emma = await signUp('emma');
  const health = (variables: Record<string, unknown>) =>
    graphql(server.url, '{ health }', variables, emma.token);
  await health({ pad: 'first' });
  const oneEntry = server.cache.accountBytes(emma.id);
  expect(oneEntry).toBeGreaterThan(0);
  // Apollo ignores `pad`: the same request, answered from the same entry.
  await health({ pad: 'second' });
  expect(server.cache.accountBytes(emma.id)).toBe(oneEntry);
});

test('a request with a long document or long variables is answered and never kept', async () => {
  const finn = await signUp('finn');
  // Neither reads through the services' cache: whatever the account holds, the response cache put there.
  const longDocument = await graphql<any>(
    server.url,
    `{ health } # ${'x'.repeat(10 * 1024)}`,
    {},
    finn.token,
  );
  const longVariables = await graphql<any>(
    server.url,
    'query ($name: String!) { health __type(name: $name) { name } }',
    { name: 'x'.repeat(10 * 1024) },
    finn.token,
  );
  expect([longDocument.body.data, longVariables.body.data]).toEqual([
    { health: 'ok' },
    { health: 'ok', __type: null },
  ]);
  expect(server.cache.accountBytes(finn.id)).toBe(0);
  await graphql(server.url, '{ health }', {}, finn.token);
  expect(server.cache.accountBytes(finn.id)).toBeGreaterThan(0);
});

// Slow: hundreds of requests by design. Guards the cache against undeclared variables.
test(
  'hundreds of { health } requests with 200 KB of undeclared variables hold one small entry',
  { tags: ['slow'] },
  async () => {
    const gus = await signUp('gus');
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const pad = 'x'.repeat(200 * 1024);
    for (let index = 0; index < 300; index++) {
      const { status, body } = await graphql<any>(
        server.url,
        '{ health }',
        { pad: `${index}${pad}` },
        gus.token,
      );
      expect(status).toBe(200);
      expect(body.data.health).toBe('ok');
    }
    collectGarbage();
    // 60 MB of distinct variables went through; what stays is one entry of a few hundred bytes.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(16 * 1024 * 1024);
    expect(server.cache.accountBytes(gus.id)).toBeLessThan(1024);
  },
);
