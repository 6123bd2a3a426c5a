/**
 * Personal API tokens carry a scope: READ (the default for new tokens) may run every query and no change;
 * FULL may change data too. Tokens made before scopes existed keep their power (FULL).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate, loadMigrations } from '../../db/migrate';
import { createTestDb, startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, postJson, signUp } from '../../test/http';

let server: TestServer;
let session: string;

const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name scope } }
}`;
const UPDATE_BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name } } }`;
const READ_ONLY = /^This API token may only read\./;

beforeAll(async () => {
  server = await startTestServer();
  let personId: string;
  ({ token: session, personId } = await signUp(server.url, 'scoped'));
  await server.db.query('update public.workspaces set action_center = true where id = $1', [personId]);
});
afterAll(() => server?.close());

async function createToken(input: Record<string, unknown>) {
  const res = await graphql<{ createApiToken: { token: string; apiToken: { name: string; scope: string } } }>(
    server.url,
    CREATE,
    { input },
    session,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createApiToken;
}

test('a new token is READ unless FULL is asked for, and the list shows each scope', async () => {
  expect((await createToken({ name: 'Default' })).apiToken.scope).toBe('READ');
  expect((await createToken({ name: 'Explicit read', scope: 'READ' })).apiToken.scope).toBe('READ');
  expect((await createToken({ name: 'Importer', scope: 'FULL' })).apiToken.scope).toBe('FULL');
  const listed = await graphql<{ apiTokens: { name: string; scope: string }[] }>(
    server.url,
    '{ apiTokens { name scope } }',
    {},
    session,
  );
  expect(Object.fromEntries(listed.body.data!.apiTokens.map((t) => [t.name, t.scope]))).toEqual({
    Default: 'READ',
    'Explicit read': 'READ',
    Importer: 'FULL',
  });
});

test('a READ token answers queries and REST reads, and is refused every mutation and REST write with 403', async () => {
  const { token } = await createToken({ name: 'Reader' });
  const viewer = await graphql<{ viewer: { profile: { username: string } } }>(
    server.url,
    '{ viewer { profile { username } } }',
    {},
    token,
  );
  expect(viewer.body.data?.viewer.profile.username).toBe('scoped');
  expect((await getJson(`${server.url}/api/action/status`, token)).status).toBe(200);

  const mutation = await graphql(server.url, UPDATE_BRAND, { input: { name: 'Nope', aliases: [] } }, token);
  expect(mutation.status).toBe(403);
  expect(mutation.body.data).toBeUndefined();
  expect(mutation.body.errors?.[0]).toMatchObject({
    message: expect.stringMatching(READ_ONLY),
    extensions: { code: 'FORBIDDEN' },
  });
  const rest = await postJson(
    `${server.url}/api/crawler-visits`,
    { visits: [{ userAgent: 'GPTBot/1.2', path: '/' }] },
    token,
  );
  expect(rest.status).toBe(403);
  expect(rest.body).toEqual({ status: 'error', message: expect.stringMatching(READ_ONLY) });

  // Nothing was changed.
  const brand = await graphql<{ viewer: { brand: { name: string } | null } }>(
    server.url,
    '{ viewer { brand { name } } }',
    {},
    session,
  );
  expect(brand.body.data?.viewer.brand?.name).not.toBe('Nope');
  const [visits] = await server.db.query<{ n: number }>(
    'select count(*)::int as n from public.crawler_visits',
  );
  expect(visits!.n).toBe(0);
});

test('a FULL token may change data through GraphQL and REST', async () => {
  const { token } = await createToken({ name: 'Writer', scope: 'FULL' });
  const mutation = await graphql<{ updateBrand: { brand: { name: string } } }>(
    server.url,
    UPDATE_BRAND,
    { input: { name: 'Scoped Brand', aliases: [] } },
    token,
  );
  expect(mutation.body.data?.updateBrand.brand.name).toBe('Scoped Brand');
  const rest = await postJson(
    `${server.url}/api/crawler-visits`,
    { visits: [{ userAgent: 'GPTBot/1.2', path: '/' }] },
    token,
  );
  expect(rest.status).toBe(200);
});

// Slow: replays the migrations on an empty store to the one before (seconds by design). Guards old data through the upgrade.
test(
  'tokens made before scopes existed become FULL; new rows default to READ',
  { tags: ['slow'] },
  async () => {
    const { db, drop } = await createTestDb();
    try {
      const all = loadMigrations();
      await migrate(
        db,
        all.filter((m) => m.version < '0013'),
      );
      const personId = '11111111-0000-4000-8000-000000000013';
      await db.query(`insert into profiles (id, username, email) values ($1, 'old', 'old@example.com')`, [
        personId,
      ]);
      const hash = createHash('sha256').update('sl_pat_old').digest('hex');
      await db.query(
        `insert into api_tokens (user_id, name, token_hash, prefix) values ($1, 'Old', $2, 'sl_pat_old')`,
        [personId, hash],
      );
      await migrate(db, all);
      await db.query(
        `insert into api_tokens (user_id, workspace_id, name, token_hash, prefix)
       values ($1, $1, 'New', 'h2', 'sl_pat_new')`,
        [personId],
      );
      // The old token also belongs to the account's workspace (made by the teams migration, same id).
      expect(
        await db.query(
          'select name, scope, workspace_id = user_id as "inOwnWorkspace" from api_tokens order by name',
        ),
      ).toEqual([
        { name: 'New', scope: 'read', inOwnWorkspace: true },
        { name: 'Old', scope: 'full', inOwnWorkspace: true },
      ]);
    } finally {
      await drop();
    }
  },
);
