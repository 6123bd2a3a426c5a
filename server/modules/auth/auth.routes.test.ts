/** The /auth/v1 HTTP API as supabase-js sees it: rules, error shapes, rotation, sign-out and limits. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSightline } from '../../main';
import { decodeJwt } from 'jose';
import { countAuthRows } from './auth.store';
import { TokenSigner } from './auth.tokens';
import { call, startAuthServer, type AuthTestServer } from '../../test/auth.test-support';

let server: AuthTestServer;
let ipCounter = 0;
/** Each test gets its own client address, so the per-IP limiters never leak between tests. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const auth = (path: string) => `${server.url}/auth/v1${path}`;
const signUp = (body: unknown, ip = nextIp()) => call(auth('/signup'), { body, ip });
const signIn = (email: string, password: string, ip = nextIp()) =>
  call(auth('/token?grant_type=password'), { body: { email, password }, ip });
const refresh = (refreshToken: string) =>
  call(auth('/token?grant_type=refresh_token'), { body: { refresh_token: refreshToken }, ip: nextIp() });
const rows = () => countAuthRows(server.db);

let userCounter = 0;
function newUser() {
  userCounter += 1;
  return {
    email: `user${userCounter}@example.com`,
    password: 'correct-horse',
    username: `user_${userCounter}`,
  };
}
async function registered() {
  const user = newUser();
  const { status, body } = await signUp({
    email: user.email,
    password: user.password,
    data: { username: user.username },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { ...user, session: body as { access_token: string; refresh_token: string; user: { id: string } } };
}

beforeAll(async () => {
  // Waits long enough that a test never sees one run out; a low address allowance to reach it quickly.
  server = await startAuthServer({
    AUTH_SIGNIN_FIRST_WAIT_SECONDS: '60',
    AUTH_SIGNIN_IP_FAILURE_LIMIT: '12',
    AUTH_SIGNIN_ACCOUNT_FAILURE_LIMIT: '8',
  });
});

afterAll(async () => {
  await server?.close();
});

describe('sign-up', () => {
  test('returns a full session with the GoTrue user shape and stores email lowercased', async () => {
    const { status, body } = await signUp({
      email: '  Mixed.Case@Example.COM ',
      password: 'long-enough-password',
      data: { username: 'MixedCase' },
      gotrue_meta_security: {},
      code_challenge: null,
      code_challenge_method: null,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(body.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'mixed.case@example.com',
      user_metadata: { username: 'MixedCase' },
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [],
    });
    const user = body.user as { id: string; email_confirmed_at: string };
    expect(Date.parse(user.email_confirmed_at)).not.toBeNaN();
    const profile = await server.db.query('select username, email from public.profiles where id = $1', [
      user.id,
    ]);
    expect(profile).toEqual([{ username: 'MixedCase', email: 'mixed.case@example.com' }]);
  });

  test('a username taken case-insensitively gives the exact message and stores nothing', async () => {
    const first = await registered();
    const before = await rows();
    const { status, body } = await signUp({
      email: 'someone-else@example.com',
      password: 'another-password',
      data: { username: first.username.toUpperCase() },
    });
    expect(status).toBe(422);
    expect(body.msg).toBe('Username is already taken. Please choose another one.');
    expect(await rows()).toEqual(before);
  });

  test('a duplicate email (any case) is user_already_exists', async () => {
    const first = await registered();
    const { status, body } = await signUp({
      email: first.email.toUpperCase(),
      password: 'another-password',
      data: { username: 'fresh_name_1' },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'user_already_exists', error_code: 'user_already_exists' });
  });

  test('a short password is weak_password (supabase-js AuthWeakPasswordError shape)', async () => {
    const { status, body } = await signUp({
      email: 'weak@example.com',
      password: 'short',
      data: { username: 'weakling' },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
    expect(body.msg).toMatch(/at least 8 characters/);
  });

  test('common and guessable passwords are weak_password with the reason', async () => {
    const before = await rows();
    for (const password of ['12345678', 'password', 'iloveyou', 'qwertyuiop', 'weakling99']) {
      const { status, body } = await signUp({
        email: 'weakling99@example.com',
        password,
        data: { username: 'weakling99' },
      });
      expect(status, password).toBe(422);
      expect(body, password).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['pwned'] } });
      expect(body.msg, password).toMatch(/^Password is known to be weak and easy to guess/);
    }
    const heavy = await signUp({ email: 'w@example.com', password: '12345678', data: { username: 'wuser' } });
    expect(heavy.body.msg).toMatch(/heavily used password/);
    expect(await rows()).toEqual(before);
  });

  test.each([
    ['missing username', { email: 'a1@example.com', password: 'long-enough' }, /Username is required/],
    [
      'blank username',
      { email: 'a2@example.com', password: 'long-enough', data: { username: '  ' } },
      /Username is required/,
    ],
    [
      'short username',
      { email: 'a3@example.com', password: 'long-enough', data: { username: 'ab' } },
      /Username must be/,
    ],
    [
      'long username',
      { email: 'a4@example.com', password: 'long-enough', data: { username: 'u'.repeat(33) } },
      /Username must be/,
    ],
    [
      'bad characters',
      { email: 'a5@example.com', password: 'long-enough', data: { username: 'no spaces!' } },
      /Username must be/,
    ],
    ['missing email', { password: 'long-enough', data: { username: 'valid_1' } }, /Email is required/],
    [
      'bad email',
      { email: 'not-an-email', password: 'long-enough', data: { username: 'valid_2' } },
      /invalid format/,
    ],
    [
      'long email',
      { email: `${'e'.repeat(250)}@example.com`, password: 'long-enough', data: { username: 'valid_3' } },
      /at most 254/,
    ],
    ['missing password', { email: 'a6@example.com', data: { username: 'valid_4' } }, /Password is required/],
    [
      'long password',
      { email: 'a7@example.com', password: 'p'.repeat(129), data: { username: 'valid_5' } },
      /at most 128/,
    ],
    [
      'email not a string',
      { email: 42, password: 'long-enough', data: { username: 'valid_6' } },
      /must be a string/,
    ],
    [
      'data not an object',
      { email: 'a8@example.com', password: 'long-enough', data: 'x' },
      /data must be an object/,
    ],
    ['body an array', [1, 2], /JSON object/],
  ])('%s is a 4xx validation error and stores nothing', async (_name, body, message) => {
    const before = await rows();
    const response = await signUp(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.msg).toMatch(message);
    expect(response.body.code).toBe('validation_failed');
    expect(await rows()).toEqual(before);
  });

  test('malformed JSON is a 400 in the GoTrue error shape', async () => {
    const response = await call(auth('/signup'), { body: '{"email": "x@example.com", ', ip: nextIp() });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
    expect(response.body.msg).toMatch(/JSON/);
  });

  test('an oversized body is a 4xx, not a 5xx', async () => {
    const response = await signUp({
      email: 'big@example.com',
      password: 'x'.repeat(40_000),
      data: { username: 'biggy' },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('request_too_large');
  });

  test('sign-ups per address are limited (AUTH_SIGNUP_LIMIT_PER_HOUR, default 30)', async () => {
    const ip = nextIp();
    const attempts = [];
    for (let i = 0; i < 31; i++) attempts.push((await signUp({}, ip)).status);
    expect(attempts.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(attempts[30]).toBe(429);
    const limited = await signUp({}, ip);
    expect(limited.body).toMatchObject({ code: 'over_request_rate_limit' });
    expect(limited.body.msg).toMatch(/^Too many sign-ups from this address. Try again in 60 minutes/);
  });

  test('the sign-up allowance (and so the taken e-mail/username lookup) is shared by every process', async () => {
    const ip = nextIp();
    const taken = await registered();
    const second = await startSightline(server.config, {
      db: server.db,
      clientDir: path.join(server.config.dataDir, 'no-client'),
      log: () => {},
    });
    try {
      const lookup = { email: taken.email, password: 'long-enough-password', data: { username: 'probe' } };
      for (let i = 0; i < 15; i++) expect((await signUp(lookup, ip)).body.code).toBe('user_already_exists');
      for (let i = 0; i < 15; i++) {
        const { body } = await call(`${second.url}/auth/v1/signup`, { body: lookup, ip });
        expect(body.code).toBe('user_already_exists');
      }
      expect((await signUp(lookup, ip)).status).toBe(429);
      expect((await call(`${second.url}/auth/v1/signup`, { body: lookup, ip })).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('sign-in', () => {
  test('the right password gives a session; the email is case-insensitive', async () => {
    const user = await registered();
    const { status, body } = await signIn(user.email.toUpperCase(), user.password);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: user.session.user.id, email: user.email });
    expect(Date.parse((body.user as { last_sign_in_at: string }).last_sign_in_at)).not.toBeNaN();
  });

  test('a wrong password and an unknown email give the same invalid_credentials', async () => {
    const user = await registered();
    const wrong = await signIn(user.email, 'not-the-password');
    const unknown = await signIn('nobody@example.com', 'whatever-password');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_credentials', msg: 'Invalid login credentials' });
    }
  });

  test('missing fields and unknown grant types are 400s', async () => {
    expect((await call(auth('/token?grant_type=password'), { body: {}, ip: nextIp() })).status).toBe(400);
    expect((await call(auth('/token?grant_type=password'), { body: '{bad', ip: nextIp() })).status).toBe(400);
    const other = await call(auth('/token?grant_type=magic'), { body: {}, ip: nextIp() });
    expect(other).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  test('wrong passwords from one address make that address wait for that account; the owner signs in elsewhere', async () => {
    const user = await registered();
    const attacker = nextIp();
    // Successful sign-ins never count.
    for (let i = 0; i < 8; i++) expect((await signIn(user.email, user.password, attacker)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await signIn(user.email, 'wrong-password', attacker)).status).toBe(400);
    const waiting = await fetch(auth('/token?grant_type=password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': attacker },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(await waiting.json()).toMatchObject({
      code: 'over_request_rate_limit',
      msg: 'Too many failed sign-in attempts. Try again in 1 minute.',
    });
    // The owner, from anywhere else, is not locked out; the attacker's address can still use other accounts.
    expect((await signIn(user.email, user.password)).status).toBe(200);
    const other = await registered();
    expect((await signIn(other.email, other.password, attacker)).status).toBe(200);
  });

  test('unknown e-mails count only towards the address allowance (AUTH_SIGNIN_IP_FAILURE_LIMIT)', async () => {
    const ip = nextIp();
    const victim = await registered();
    for (let i = 0; i < 12; i++) {
      expect((await signIn(`unknown${i}@example.com`, 'wrong-password', ip)).status).toBe(400);
    }
    // The account never signed in from that address: the full address holds it (spraying stays bounded).
    expect((await signIn(victim.email, victim.password, ip)).status).toBe(429);
    expect((await signIn(victim.email, victim.password, nextIp())).status).toBe(200);
  });

  test("a full address lets through the accounts that signed in from it: one user's failures hold nobody else", async () => {
    const office = nextIp();
    const colleague = newUser();
    const body = {
      email: colleague.email,
      password: colleague.password,
      data: { username: colleague.username },
    };
    expect((await signUp(body, office)).status).toBe(200);
    for (let i = 0; i < 12; i++) await signIn(`unknown${i}@example.com`, 'wrong-password', office);
    expect((await signIn(`unknown@example.com`, 'wrong-password', office)).status).toBe(429);

    expect((await signIn(colleague.email, colleague.password, office)).status).toBe(200);
    // A mistyped password is checked and counted, not held.
    expect((await signIn(colleague.email, 'mistyped-password', office)).status).toBe(400);
    expect((await signIn(colleague.email, colleague.password, office)).status).toBe(200);
    // Another address of the same /64 is the same client.
    const v6 = `2001:db8:${(++ipCounter).toString(16)}:1`;
    const second = newUser();
    const v6Body = { email: second.email, password: second.password, data: { username: second.username } };
    expect((await signUp(v6Body, `${v6}::1`)).status).toBe(200);
    for (let i = 0; i < 12; i++) await signIn(`unknown${i}@example.com`, 'wrong-password', `${v6}::${i + 2}`);
    expect((await signIn(second.email, second.password, `${v6}::99`)).status).toBe(200);
  });

  test('wrong passwords for one account from many addresses slow down the addresses it never used, never its own', async () => {
    const home = nextIp();
    const owner = newUser();
    const body = { email: owner.email, password: owner.password, data: { username: owner.username } };
    expect((await signUp(body, home)).status).toBe(200);
    // A botnet: each address guesses once, under every per-address limit.
    for (let i = 0; i < 8; i++) expect((await signIn(owner.email, `guess-${i}`)).status).toBe(400);
    const held = await fetch(auth('/token?grant_type=password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ email: owner.email, password: 'guess-9' }),
    });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(50);
    // Held before the password is checked: even the right one, from an address the account never used.
    expect((await signIn(owner.email, owner.password)).status).toBe(429);
    // The owner, from where they signed in before, is not held by what strangers did.
    expect((await signIn(owner.email, owner.password, home)).status).toBe(200);
    // Other accounts are untouched.
    const other = await registered();
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  test('the addresses of one IPv6 /64 are one client for every per-address limit', async () => {
    // Each attempt from another address of 2001:db8:<n>:1::/64, as a host picks its own addresses.
    const network = `2001:db8:${(++ipCounter).toString(16)}:1`;
    const inNetwork = (i: number) => `${network}::${(i + 1).toString(16)}`;
    const statuses = async (count: number, attempt: (ip: string) => Promise<{ status: number }>) => {
      const seen = [];
      for (let i = 0; i < count; i++) seen.push((await attempt(inNetwork(i))).status);
      return seen;
    };
    const signIns = await statuses(13, (ip) => signIn(`nobody-${ip}@example.com`, 'wrong-password', ip));
    expect(signIns).toEqual([...Array<number>(12).fill(400), 429]);
    const signUps = await statuses(31, (ip) => signUp({}, ip));
    expect(signUps).toEqual([...Array<number>(30).fill(422), 429]);
    const recoveries = await statuses(31, (ip) =>
      call(auth('/recover'), { body: { email: `someone-${ip.replace(/:/g, '-')}@example.com` }, ip }),
    );
    expect(recoveries).toEqual([...Array<number>(30).fill(200), 429]);
    // Another /64 of the same /48 is another client; an IPv4 address written as IPv6 is that IPv4 address.
    expect((await signIn('nobody@example.com', 'wrong-password', `${network.slice(0, -1)}2::1`)).status).toBe(
      400,
    );
    const v4 = nextIp();
    for (let i = 0; i < 12; i++) await signIn(`nobody${i}@example.com`, 'wrong-password', v4);
    expect((await signIn('nobody@example.com', 'wrong-password', `::ffff:${v4}`)).status).toBe(429);
  });

  test('failures of the database are not wrong passwords and never count', async () => {
    const user = await registered();
    const ip = nextIp();
    const db = server.db as { transaction: typeof server.db.transaction };
    const transaction = db.transaction;
    db.transaction = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    try {
      for (let i = 0; i < 12; i++) expect((await signIn(user.email, user.password, ip)).status).toBe(500);
    } finally {
      db.transaction = transaction;
    }
    expect((await signIn(user.email, user.password, ip)).status).toBe(200);
  });

  test('the counters are shared by every process on the database', async () => {
    const user = await registered();
    const ip = nextIp();
    const second = await startSightline(server.config, {
      db: server.db,
      clientDir: path.join(server.config.dataDir, 'no-client'),
      log: () => {},
    });
    try {
      const secondToken = `${second.url}/auth/v1/token?grant_type=password`;
      for (let i = 0; i < 3; i++) expect((await signIn(user.email, 'wrong-password', ip)).status).toBe(400);
      for (let i = 0; i < 2; i++) {
        const { status } = await call(secondToken, { body: { email: user.email, password: 'wrong' }, ip });
        expect(status).toBe(400);
      }
      expect((await signIn(user.email, user.password, ip)).status).toBe(429);
      const onSecond = await call(secondToken, { body: { email: user.email, password: user.password }, ip });
      expect(onSecond.status).toBe(429);
    } finally {
      await second.close();
    }
  });

  test('with TRUST_PROXY=false a forwarded address is ignored: the connection is the client', async () => {
    const direct = await startSightline(
      { ...server.config, TRUST_PROXY: false, AUTH_SIGNIN_IP_FAILURE_LIMIT: 3 },
      { db: server.db, clientDir: path.join(server.config.dataDir, 'no-client'), log: () => {} },
    );
    try {
      const token = `${direct.url}/auth/v1/token?grant_type=password`;
      for (let i = 0; i < 3; i++) {
        const body = { email: `nobody${i}@example.com`, password: 'wrong-password' };
        expect((await call(token, { body, ip: nextIp() })).status).toBe(400);
      }
      const user = await registered();
      const body = { email: user.email, password: user.password };
      expect((await call(token, { body, ip: nextIp() })).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  test('with AUTH_AUTOCONFIRM=false sign-up returns the unconfirmed user and sign-in is refused', async () => {
    const manual = await startAuthServer({ AUTH_AUTOCONFIRM: 'false' });
    try {
      const body = {
        email: 'confirm@example.com',
        password: 'long-enough-password',
        data: { username: 'confirmer' },
      };
      const up = await call(`${manual.url}/auth/v1/signup`, { body });
      expect(up.status).toBe(200);
      expect(up.body.access_token).toBeUndefined();
      expect(up.body).toMatchObject({ email: 'confirm@example.com', email_confirmed_at: null });
      const settings = await call(`${manual.url}/auth/v1/settings`);
      expect(settings.body.mailer_autoconfirm).toBe(false);
      const signedIn = await call(`${manual.url}/auth/v1/token?grant_type=password`, { body });
      expect(signedIn).toMatchObject({ status: 400, body: { code: 'email_not_confirmed' } });
    } finally {
      await manual.close();
    }
  });
});

describe('refresh tokens', () => {
  test('rotate: each use gives a new token in the same session and the old one is refused', async () => {
    const user = await registered();
    const first = await refresh(user.session.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(user.session.refresh_token);
    expect(first.body.user).toMatchObject({ id: user.session.user.id });
    const second = await refresh(first.body.refresh_token as string);
    expect(second.status).toBe(200);

    const reused = await refresh(user.session.refresh_token);
    expect(reused).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    // Within the grace period a reuse does not end the session: the newest token still works.
    expect((await refresh(second.body.refresh_token as string)).status).toBe(200);

    const stored = await server.db.query<{ token_hash: string }>(
      'select token_hash from public.auth_refresh_tokens where user_id = $1',
      [user.session.user.id],
    );
    expect(stored.length).toBe(4);
    for (const row of stored) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.map((row) => row.token_hash)).not.toContain(user.session.refresh_token);
  });

  test('a reuse after the grace period revokes the whole session', async () => {
    const user = await registered();
    const rotated = await refresh(user.session.refresh_token);
    // Pretend the first token was rotated a minute ago.
    await server.db.query(
      `update public.auth_refresh_tokens set revoked_at = now() - interval '1 minute'
       where user_id = $1 and revoked_at is not null`,
      [user.session.user.id],
    );
    const reused = await refresh(user.session.refresh_token);
    expect(reused).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
    expect((await refresh(rotated.body.refresh_token as string)).body.code).toBe('refresh_token_not_found');
    expect(await server.auth.authenticator.authenticate(rotated.body.access_token as string)).toBeNull();
    const me = await call(auth('/user'), { token: rotated.body.access_token as string });
    expect(me).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
  });

  test('an unknown token is refresh_token_not_found', async () => {
    const response = await refresh('not-a-real-token');
    expect(response).toMatchObject({ status: 400, body: { code: 'refresh_token_not_found' } });
  });
});

describe('user and sign-out', () => {
  test('GET /user answers for a live session; bad or missing tokens are refused', async () => {
    const user = await registered();
    const me = await call(auth('/user'), { token: user.session.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: user.session.user.id,
      email: user.email,
      user_metadata: { username: user.username },
    });
    expect((await call(auth('/user'))).status).toBe(401);
    expect((await call(auth('/user'), { token: 'garbage' })).body.code).toBe('bad_jwt');
  });

  test('global sign-out ends every session of the user; local ends only its own', async () => {
    const user = await registered();
    const second = (await signIn(user.email, user.password)).body as {
      access_token: string;
      refresh_token: string;
    };
    const third = (await signIn(user.email, user.password)).body as {
      access_token: string;
      refresh_token: string;
    };

    const local = await call(auth('/logout?scope=local'), { method: 'POST', token: third.access_token });
    expect(local.status).toBe(204);
    expect((await call(auth('/user'), { token: third.access_token })).body.code).toBe('session_not_found');
    expect((await call(auth('/user'), { token: second.access_token })).status).toBe(200);

    const global = await call(auth('/logout?scope=global'), { method: 'POST', token: second.access_token });
    expect(global.status).toBe(204);
    for (const session of [user.session, second]) {
      expect(await call(auth('/user'), { token: session.access_token })).toMatchObject({
        status: 403,
        body: { code: 'session_not_found' },
      });
      expect(await server.auth.authenticator.authenticate(session.access_token)).toBeNull();
      expect((await refresh(session.refresh_token)).body.code).toBe('refresh_token_not_found');
    }
    expect(
      (await call(auth('/logout?scope=everything'), { method: 'POST', token: second.access_token })).status,
    ).toBe(400);
    expect((await call(auth('/logout'), { method: 'POST' })).status).toBe(401);
  });

  test("a token that names another user beside a live session's id is refused, though the session was checked", async () => {
    const owner = await registered();
    const other = await registered();
    const topics = async (token: string) =>
      (await fetch(`${server.url}/api/topics?ids=`, { headers: { authorization: `Bearer ${token}` } }))
        .status;
    // The owner's session is looked up and cached by the server.
    expect(await topics(owner.session.access_token)).toBe(200);
    // Signed with the server's own secret (a leaked one): another subject with the owner's session id.
    const { session_id: sessionId } = decodeJwt(owner.session.access_token) as { session_id: string };
    const signer = new TokenSigner(server.config.AUTH_JWT_SECRET!, 3600);
    const forged = await signer.signAccessToken({
      personId: other.session.user.id,
      email: other.email,
      sessionId,
    });
    expect(await topics(forged.token)).toBe(401);
    expect(await topics(owner.session.access_token)).toBe(200);
  });

  test('a wrong current password counts as a wrong password: its address waits for that account', async () => {
    const user = await registered();
    const ip = nextIp();
    const change = (current: string) =>
      call(auth('/user'), {
        method: 'PUT',
        token: user.session.access_token,
        ip,
        body: { password: 'a-brand-new-password', current_password: current },
      });
    for (let i = 0; i < 5; i++)
      expect((await change(`wrong-${i}`)).body.code).toBe('current_password_invalid');
    expect(await change(user.password)).toMatchObject({
      status: 429,
      body: { code: 'over_request_rate_limit' },
    });
    expect((await signIn(user.email, user.password, ip)).status).toBe(429);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  test('health, settings and unknown paths answer JSON', async () => {
    expect((await call(auth('/health'))).status).toBe(200);
    expect((await call(auth('/settings'))).body).toMatchObject({
      external: { email: true },
      mailer_autoconfirm: true,
    });
    expect(await call(auth('/nope'))).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});
