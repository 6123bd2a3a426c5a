/** The whole flow through @supabase/supabase-js itself, the way the browser client uses the server. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, startAuthServer, type AuthTestServer } from '../../test/auth.test-support';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer();
});

test('GET /api/config tells the browser where auth lives', async () => {
  const { status, body } = await call(`${server.url}/api/config`);
  expect(status).toBe(200);
  expect(body.supabaseUrl).toBe(server.url);
  expect(typeof body.supabaseAnonKey).toBe('string');
  const supabase = createClient(body.supabaseUrl as string, body.supabaseAnonKey as string, {
    realtime: { transport: ws as never },
    auth: { storageKey: 'sightline-config-test', persistSession: false, autoRefreshToken: false },
  });
  const health = await call(`${server.url}/auth/v1/health`);
  expect(health.status).toBe(200);
  const { error } = await supabase.auth.signInWithPassword({
    email: 'nobody@example.com',
    password: 'whatever-1',
  });
  expect(error?.code).toBe('invalid_credentials');
});

afterAll(async () => {
  await server?.close();
});

function client(): SupabaseClient {
  return createClient(server.url, 'anon-key-for-tests', {
    realtime: { transport: ws as never },
    auth: { storageKey: 'sightline-test', persistSession: false, autoRefreshToken: false },
  });
}

test('sign-up, sign-in, refresh, getUser and sign-out through supabase-js', async () => {
  const supabase = client();
  const credentials = { email: 'flow@example.com', password: 'flow-password-1' };

  const up = await supabase.auth.signUp({ ...credentials, options: { data: { username: 'flow_user' } } });
  expect(up.error).toBeNull();
  expect(up.data.session?.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(up.data.user).toMatchObject({ email: credentials.email, user_metadata: { username: 'flow_user' } });
  const personId = up.data.user!.id;
  const profile = await server.db.query('select username from public.profiles where id = $1', [personId]);
  expect(profile).toEqual([{ username: 'flow_user' }]);

  const taken = await client().auth.signUp({
    email: 'other@example.com',
    password: 'flow-password-2',
    options: { data: { username: 'FLOW_USER' } },
  });
  expect(taken.error?.message).toBe('Username is already taken. Please choose another one.');

  const weak = await client().auth.signUp({
    email: 'weak@example.com',
    password: 'short',
    options: { data: { username: 'weak_1' } },
  });
  expect(weak.error?.name).toBe('AuthWeakPasswordError');

  const wrong = await client().auth.signInWithPassword({
    email: credentials.email,
    password: 'nope-nope-nope',
  });
  expect(wrong.error?.message).toBe('Invalid login credentials');
  expect(wrong.error?.code).toBe('invalid_credentials');

  await supabase.auth.signOut({ scope: 'local' });
  const signedIn = await supabase.auth.signInWithPassword(credentials);
  expect(signedIn.error).toBeNull();
  expect(signedIn.data.user?.id).toBe(personId);
  const firstSession = signedIn.data.session!;

  const refreshed = await supabase.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  const session = refreshed.data.session!;
  expect(session.refresh_token).not.toBe(firstSession.refresh_token);
  expect(session.user.id).toBe(personId);

  const me = await supabase.auth.getUser();
  expect(me.error).toBeNull();
  expect(me.data.user).toMatchObject({ id: personId, email: credentials.email });
  expect(await server.auth.authenticator.authenticate(session.access_token)).toEqual({
    personId,
    email: credentials.email,
  });

  // The whole server's own authenticator (REST /api/* needs a viewer) accepts the token before sign-out.
  const apiStatus = () => call(`${server.url}/api/action/status`, { token: session.access_token });
  expect((await apiStatus()).status).toBe(200);

  const out = await supabase.auth.signOut();
  expect(out.error).toBeNull();
  expect((await supabase.auth.getSession()).data.session).toBeNull();

  // The old access token is refused by GET /user and by authenticate(); the refresh token is dead.
  const user = await call(`${server.url}/auth/v1/user`, { token: session.access_token });
  expect(user).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
  expect(await server.auth.authenticator.authenticate(session.access_token)).toBeNull();
  expect((await apiStatus()).status).toBe(401);
  const viaClient = await client().auth.getUser(session.access_token);
  expect(viaClient.data.user).toBeNull();
  expect(viaClient.error?.name).toBe('AuthSessionMissingError');

  const stale = client();
  const again = await stale.auth.refreshSession({ refresh_token: session.refresh_token });
  expect(again.data.session).toBeNull();
  expect(again.error?.code).toBe('refresh_token_not_found');
});
