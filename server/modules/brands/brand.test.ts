import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, postJson } from '../../test/http';

let server: TestServer;
let token: string;

const UPDATE = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name website aliases } } }`;

beforeAll(async () => {
  server = await startTestServer();
  const { body } = await postJson<any>(`${server.url}/auth/v1/signup`, {
    email: 'brand@example.com',
    password: 'correct-horse-battery',
    data: { username: 'brandowner' },
  });
  token = body.access_token;
});
afterAll(() => server?.close());

test('the brand is set and changed through updateBrand; aliases are cleaned', async () => {
  const created = await graphql<any>(
    server.url,
    UPDATE,
    {
      input: {
        name: ' Acme ',
        website: 'https://acme.test',
        aliases: ['ACME Corp', ' ', 'acme corp', 'acme'],
      },
    },
    token,
  );
  expect(created.body.data.updateBrand.brand).toEqual({
    name: 'Acme',
    website: 'https://acme.test',
    aliases: ['ACME Corp'],
  });
  await graphql(server.url, UPDATE, { input: { name: 'Acme Labs', website: null, aliases: [] } }, token);
  const viewer = await graphql<any>(server.url, '{ viewer { brand { name website aliases } } }', {}, token);
  expect(viewer.body.data.viewer.brand).toEqual({ name: 'Acme Labs', website: null, aliases: [] });
});

test.each([
  [{ name: '  ', aliases: [] }, 'Give the brand a name.'],
  [{ name: 'x'.repeat(81), aliases: [] }, 'A brand name is at most 80 characters.'],
  [
    { name: 'Acme', website: 'ftp://acme.test', aliases: [] },
    'The website must be an address starting with http:// or https://.',
  ],
  [
    { name: 'Acme', website: 'not a url', aliases: [] },
    'The website must be an address starting with http:// or https://.',
  ],
  [{ name: 'Acme', aliases: ['y'.repeat(61)] }, 'An alias is at most 60 characters.'],
  [
    { name: 'Acme', aliases: Array.from({ length: 11 }, (_, i) => `alias ${i}`) },
    'A brand has at most 10 aliases.',
  ],
])('bad input %# is refused with a message and changes nothing', async (input, message) => {
  const before = await server.db.query('select name, website, aliases from brands');
  const response = await graphql<any>(server.url, UPDATE, { input }, token);
  expect(response.status).toBe(400);
  expect(response.body.errors?.[0]?.message).toBe(message);
  expect(await server.db.query('select name, website, aliases from brands')).toEqual(before);
});

test('signing in is required', async () => {
  const response = await graphql<any>(server.url, UPDATE, { input: { name: 'Nope', aliases: [] } });
  expect(response.status).toBe(401);
});
