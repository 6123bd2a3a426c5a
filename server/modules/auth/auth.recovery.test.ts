/**
 * Password recovery end to end through supabase-js and a real SMTP server: resetPasswordForEmail →
 * POST /recover → the mail's one-time link → GET /verify (a session in the redirect's fragment) →
 * updateUser({ password }) → the new password signs in, the old one and the other sessions are gone.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import { call, startAuthServer, type AuthTestServer } from '../../test/auth.test-support';
import { graphql } from '../../test/http';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { parseMail, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp.testkit';

let server: AuthTestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startAuthServer({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let clients = 0;
function client(): SupabaseClient {
  return createClient(server.url, 'anon-key-for-tests', {
    realtime: { transport: ws as never },
    auth: { storageKey: `sightline-recovery-${++clients}`, persistSession: false, autoRefreshToken: false },
  });
}

async function signUp(email: string, username: string, password: string) {
  const { data, error } = await client().auth.signUp({ email, password, options: { data: { username } } });
  expect(error).toBeNull();
  return data.session!;
}

/** The link of the nth mail, and who it went to. */
async function recoveryLink(
  nth: number,
): Promise<{ to: string[]; link: URL; text: string; mail: ReceivedMail }> {
  const mail = await smtp.waitForMessage(nth);
  const parsed = parseMail(mail.raw);
  expect(parsed.subject).toBe('Choose a new Sightline password');
  const href = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(parsed.text)?.[0];
  expect(href).toBeDefined();
  return { to: mail.to, link: new URL(href!), text: parsed.text, mail };
}

/** Asks for a recovery link through supabase-js; the mail it sends (it may arrive after the answer). */
async function askForLink(email: string, redirectTo?: string) {
  const next = smtp.messages.length + 1;
  const asked = await client().auth.resetPasswordForEmail(email, redirectTo ? { redirectTo } : undefined);
  expect(asked.error).toBeNull();
  return recoveryLink(next);
}

/** Follows the link as a browser would, without following the redirect: where it sends the browser. */
async function open(link: URL): Promise<{ status: number; target: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const target = new URL(response.headers.get('location')!);
  return { status: response.status, target, fragment: new URLSearchParams(target.hash.slice(1)) };
}

test('a mailed one-time link lets the owner choose a new password; the old one and other sessions stop working', async () => {
  const email = 'forgetful@example.com';
  const otherDevice = await signUp(email, 'forgetful', 'first-password-9x');

  const { to, link, text } = await askForLink(email, `${server.url}/auth/reset`);
  expect(to).toEqual([email]);
  expect(link.origin).toBe(server.url);
  expect(text).toContain('works once, within 1 hour');

  const opened = await open(link);
  expect(opened.status).toBe(303);
  expect(`${opened.target.origin}${opened.target.pathname}`).toBe(`${server.url}/auth/reset`);
  expect(opened.fragment.get('type')).toBe('recovery');
  const accessToken = opened.fragment.get('access_token')!;
  const refreshToken = opened.fragment.get('refresh_token')!;
  expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // The reset page: supabase-js holds the link's session and saves the new password.
  const page = client();
  const session = await page.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  expect(session.error).toBeNull();
  const weak = await page.auth.updateUser({ password: 'password' });
  expect(weak.error?.name).toBe('AuthWeakPasswordError');
  const updated = await page.auth.updateUser({ password: 'second-password-7q' });
  expect(updated.error).toBeNull();
  expect(updated.data.user?.email).toBe(email);

  expect((await client().auth.signInWithPassword({ email, password: 'first-password-9x' })).error?.code).toBe(
    'invalid_credentials',
  );
  expect(
    (await client().auth.signInWithPassword({ email, password: 'second-password-7q' })).error,
  ).toBeNull();
  // The session signed in before the reset is revoked; the page's own session goes on.
  expect((await call(`${server.url}/auth/v1/user`, { token: otherDevice.access_token })).status).toBe(403);
  expect((await call(`${server.url}/auth/v1/user`, { token: accessToken })).status).toBe(200);

  // The link works once.
  const again = await open(link);
  expect(again.fragment.get('access_token')).toBeNull();
  expect(again.fragment.get('error_code')).toBe('otp_expired');
});

test('an expired link is refused; asking for a new link voids the earlier ones', async () => {
  const email = 'twice@example.com';
  await signUp(email, 'twice', 'first-password-4k');
  const first = await askForLink(email);
  await server.db.query(
    `update public.auth_recovery_tokens set expires_at = now() - interval '1 second'
     where user_id = (select id from public.auth_users where email = $1)`,
    [email],
  );
  expect((await open(first.link)).fragment.get('error_code')).toBe('otp_expired');

  // Past the one-a-minute limit per address, two fresh links: the newer voids the older, unused one.
  const askAgain = async () => {
    await server.db.query(`delete from public.rate_limits where key like 'recover:%'`);
    return askForLink(email);
  };
  const older = await askAgain();
  const newer = await askAgain();
  expect(newer.link.searchParams.get('token')).not.toBe(older.link.searchParams.get('token'));
  expect((await open(older.link)).fragment.get('error_code')).toBe('otp_expired');
  expect((await open(newer.link)).fragment.get('type')).toBe('recovery');
  // Using a link voids the others too.
  const third = await askAgain();
  const fourth = await askAgain();
  await server.db.query(`update public.auth_recovery_tokens set used_at = null where token_hash = $1`, [
    hashOpaqueToken(third.link.searchParams.get('token')!),
  ]);
  expect((await open(fourth.link)).fragment.get('type')).toBe('recovery');
  expect((await open(third.link)).fragment.get('error_code')).toBe('otp_expired');
});

test(
  'recovery answers before any mail is sent, and alike for known and unknown addresses',
  { timeout: 20_000 },
  async () => {
    const email = 'patient@example.com';
    await signUp(email, 'patient', 'first-password-8n');
    const before = smtp.messages.length;
    const release = smtp.hold();
    onTestFinished(release);
    // The mail server holds every message, yet both answers come: neither waited for a mail.
    const known = await call(`${server.url}/auth/v1/recover`, { body: { email }, ip: '10.77.0.1' });
    const unknown = await call(`${server.url}/auth/v1/recover`, {
      body: { email: 'nobody-patient@example.com' },
      ip: '10.77.0.2',
    });
    expect(known).toEqual({ status: 200, body: {} });
    expect(unknown).toEqual(known);
    expect(smtp.messages.length).toBe(before);
    release();
    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toEqual([email]);
    expect(parseMail(mail.raw).subject).toBe('Choose a new Sightline password');
  },
);

test('the answer does not tell which addresses have accounts, and a second request within a minute waits', async () => {
  const before = smtp.messages.length;
  const unknown = await call(`${server.url}/auth/v1/recover`, { body: { email: 'nobody@example.com' } });
  expect(unknown).toEqual({ status: 200, body: {} });
  const repeat = await call(`${server.url}/auth/v1/recover`, { body: { email: 'nobody@example.com' } });
  expect(repeat.status).toBe(429);
  expect(repeat.body.msg).toMatch(/only request a new link after (\d+ seconds?|1 minute)\.$/);
  expect(smtp.messages.length).toBe(before);

  const invalid = await call(`${server.url}/auth/v1/recover`, { body: { email: 'not-an-address' } });
  expect(invalid).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
  expect((await call(`${server.url}/auth/v1/recover`, { body: {} })).status).toBe(400);
});

test('a link never sends its session to another site', async () => {
  const email = 'redirected@example.com';
  await signUp(email, 'redirected', 'first-password-2w');
  const { link } = await askForLink(email, 'https://attacker.example/steal');
  const opened = await open(link);
  expect(opened.target.origin).toBe(server.url);
  expect(opened.target.pathname).toBe('/auth/reset');
  expect(opened.fragment.get('type')).toBe('recovery');
});

test('PUT /user needs a live session and changes nothing but the password', async () => {
  expect((await call(`${server.url}/auth/v1/user`, { method: 'PUT', body: { password: 'x' } })).status).toBe(
    401,
  );
  const session = await signUp('keeper@example.com', 'keeper', 'first-password-5t');
  const email = await call(`${server.url}/auth/v1/user`, {
    method: 'PUT',
    token: session.access_token,
    body: { email: 'new@example.com' },
  });
  expect(email).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
  expect(email.body.msg).toBe('Only the password can be changed here, not email.');
});

test('a new password needs the current one, except in a session from a recovery link less than 15 minutes old', async () => {
  const email = 'changer@example.com';
  const signedIn = await signUp(email, 'changer', 'first-password-3m');
  const page = client();
  expect((await page.auth.setSession(signedIn)).error).toBeNull();

  const missing = await page.auth.updateUser({ password: 'second-password-8r' });
  expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
  expect(missing.error?.message).toBe('Enter your current password to choose a new one.');
  const wrong = await page.auth.updateUser({
    password: 'second-password-8r',
    current_password: 'not-it-at-all',
  });
  expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
  expect(wrong.error?.message).toBe('The current password is not right.');
  expect(
    (await client().auth.signInWithPassword({ email, password: 'second-password-8r' })).error,
  ).not.toBeNull();

  const changed = await page.auth.updateUser({
    password: 'second-password-8r',
    current_password: 'first-password-3m',
  });
  expect(changed.error).toBeNull();
  expect(
    (await client().auth.signInWithPassword({ email, password: 'second-password-8r' })).error,
  ).toBeNull();

  // A recovery link's session sets a password without the current one, for 15 minutes.
  const { link } = await askForLink(email);
  const { fragment } = await open(link);
  const recovered = client();
  const session = {
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  };
  expect((await recovered.auth.setSession(session)).error).toBeNull();
  await server.db.query(
    `update public.auth_sessions set created_at = now() - interval '16 minutes'
     where user_id = (select id from public.auth_users where email = $1) and method = 'recovery'`,
    [email],
  );
  const late = await recovered.auth.updateUser({ password: 'third-password-6v' });
  expect(late.error).toMatchObject({ status: 400, code: 'current_password_required' });
  await server.db.query(
    `update public.auth_sessions set created_at = now() - interval '14 minutes'
     where user_id = (select id from public.auth_users where email = $1) and method = 'recovery'`,
    [email],
  );
  expect((await recovered.auth.updateUser({ password: 'third-password-6v' })).error).toBeNull();
  expect((await client().auth.signInWithPassword({ email, password: 'third-password-6v' })).error).toBeNull();
});

test("a reset through a recovery link revokes the account's API tokens and mails their names", async () => {
  const email = 'holder@example.com';
  const signedIn = await signUp(email, 'holder', 'first-password-1z');
  const createToken = async (name: string, scope: 'READ' | 'FULL') => {
    const created = await graphql<{ createApiToken: { token: string } }>(
      server.url,
      'mutation ($name: String!, $scope: ApiTokenScope!) { createApiToken(input: { name: $name, scope: $scope }) { token } }',
      { name, scope },
      signedIn.access_token,
    );
    return created.body.data!.createApiToken.token;
  };
  const made = [
    await createToken('Pre-registered <b>Default</b>', 'FULL'),
    await createToken('Sheets', 'READ'),
  ];
  const statuses = async () =>
    Promise.all(
      made.map(
        async (token) =>
          (await fetch(`${server.url}/api/topics?ids=`, { headers: { authorization: `Bearer ${token}` } }))
            .status,
      ),
    );
  expect(await statuses()).toEqual([200, 200]);

  // The owner changing the password with the current one keeps the tokens.
  const settings = client();
  expect((await settings.auth.setSession(signedIn)).error).toBeNull();
  const changed = await settings.auth.updateUser({
    password: 'second-password-2y',
    current_password: 'first-password-1z',
  });
  expect(changed.error).toBeNull();
  expect(await statuses()).toEqual([200, 200]);

  const recovery = await askForLink(email);
  const { fragment } = await open(recovery.link);
  const page = client();
  const session = {
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  };
  expect((await page.auth.setSession(session)).error).toBeNull();
  expect((await page.auth.updateUser({ password: 'third-password-3x' })).error).toBeNull();
  await expect.poll(statuses, { timeout: 3_000, interval: 50 }).toEqual([401, 401]);

  const notice = parseMail((await smtp.waitForMessage(smtp.messages.indexOf(recovery.mail) + 2)).raw);
  expect(notice.subject).toBe('Your Sightline API tokens were revoked');
  expect(notice.text).toContain('- Pre-registered <b>Default</b>\n- Sheets');
  expect(notice.html).toContain('<li>Pre-registered &lt;b&gt;Default&lt;/b&gt;</li><li>Sheets</li>');
  const listed = await graphql<{ apiTokens: unknown[] }>(
    server.url,
    '{ apiTokens { name } }',
    {},
    session.access_token,
  );
  expect(listed.body.data?.apiTokens).toEqual([]);
});
