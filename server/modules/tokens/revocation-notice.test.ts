/**
 * A revocation in one process takes effect in every other at once: the change notice drops the cached
 * token and session checks there (the session cache, AUTH_SESSION_CACHE_SECONDS, would keep them 15 s).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServerOnPostgres, type SightlineApp } from '../../test/postgres-servers';
import { createPostgresTestDatabase, testDbKind } from '../../test/harness';
import { graphql, postJson, signUp } from '../../test/http';
import { newOpaqueToken } from '../../lib/opaque-token';

type App = SightlineApp;
const onPostgres = testDbKind === 'postgres';
const cleanup: (() => Promise<void>)[] = [];
let first: App;
let second: App;

beforeAll(async () => {
  if (!onPostgres) return;
  const database = await createPostgresTestDatabase();
  cleanup.push(database.drop);
  first = await startServerOnPostgres(database.url, cleanup);
  second = await startServerOnPostgres(database.url, cleanup);
});

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const status = async (app: App, token: string) =>
  (await fetch(`${app.url}/api/topics?ids=`, { headers: { authorization: `Bearer ${token}` } })).status;

test.skipIf(!onPostgres)('a personal API token revoked on one server is refused by another', async () => {
  const { token: session } = await signUp(first.url, 'revoker');
  const created = await graphql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
    first.url,
    'mutation { createApiToken(input: { name: "shipper" }) { token apiToken { id } } }',
    {},
    session,
  );
  const { token, apiToken } = created.body.data!.createApiToken;
  expect(await status(second, token)).toBe(200);
  // The other server's cached token list shows the new token too.
  const names = async () =>
    (
      await graphql<{ apiTokens: { name: string }[] }>(second.url, '{ apiTokens { name } }', {}, session)
    ).body.data?.apiTokens.map((t) => t.name);
  expect(await names()).toEqual(['shipper']);
  await graphql(first.url, 'mutation { createApiToken(input: { name: "second" }) { token } }', {}, session);
  await expect.poll(names, { timeout: 3_000, interval: 100 }).toEqual(['second', 'shipper']);

  const revoked = await graphql(
    first.url,
    'mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { id } } }',
    { id: apiToken.id },
    session,
  );
  expect(revoked.body.errors).toBeUndefined();
  await expect.poll(() => status(second, token), { timeout: 3_000, interval: 100 }).toBe(401);
});

test.skipIf(!onPostgres)('a sign-out on one server ends the session on another', async () => {
  const { token } = await signUp(first.url, 'signout');
  expect(await status(second, token)).toBe(200);
  const out = await postJson(`${first.url}/auth/v1/logout?scope=global`, {}, token);
  expect(out.status).toBe(204);
  await expect.poll(() => status(second, token), { timeout: 3_000, interval: 100 }).toBe(401);
});

test.skipIf(!onPostgres)(
  "a password reset on one server ends the account's API tokens on another",
  async () => {
    const { token: session, personId } = await signUp(first.url, 'resetter');
    const created = await graphql<{ createApiToken: { token: string } }>(
      first.url,
      'mutation { createApiToken(input: { name: "kept by someone else", scope: FULL }) { token } }',
      {},
      session,
    );
    const token = created.body.data!.createApiToken.token;
    expect(await status(second, token)).toBe(200);

    // A recovery link, as the mail would carry it, opened on the first server.
    const link = newOpaqueToken();
    await first.db.query(
      `insert into public.auth_recovery_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`,
      [personId, link.hash],
    );
    const opened = await fetch(`${first.url}/auth/v1/verify?type=recovery&token=${link.token}`, {
      redirect: 'manual',
    });
    const fragment = new URLSearchParams(new URL(opened.headers.get('location')!).hash.slice(1));
    const reset = await fetch(`${first.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${fragment.get('access_token')}`,
      },
      body: JSON.stringify({ password: 'a-new-password-after-reset' }),
    });
    expect(reset.status).toBe(200);
    await expect.poll(() => status(second, token), { timeout: 3_000, interval: 100 }).toBe(401);
  },
);
