/** The auth rules below HTTP: the sign-up transaction, createUser, authenticate(), the secret, Supabase mode. */
import fs from 'node:fs';
import type { Request } from 'express';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { AuthApiError } from './auth.errors';
import { createAuth } from './auth.module';
import { AuthService, mapSignUpError, ProfileInsertError, type SessionJson } from './auth.service';
import { countAuthRows, pruneRevokedAuthRows } from './auth.store';
import { authTestConfig, createTestDb, removeTestDataDirs } from '../../test/auth.test-support';
import { testDbKind } from '../../test/harness';
import { loadSigningSecret, SECRET_FILE_NAME, TokenSigner } from './auth.tokens';

let db: Db;
let drop: () => Promise<void>;
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
});

afterAll(async () => {
  await drop?.();
  removeTestDataDirs();
});

const TEST_SECRET = authTestConfig().AUTH_JWT_SECRET!;

function service(env: Record<string, string> = {}) {
  const config = authTestConfig(env);
  return new AuthService(db, config, new TokenSigner(TEST_SECRET, config.AUTH_ACCESS_TOKEN_TTL));
}

/** The Db with a counter of the statements it ran outside transactions. */
function counting(inner: Db): Db & { queries: number } {
  const wrapper = {
    ...inner,
    queries: 0,
    query: ((sql: string, params?: readonly never[]) => {
      wrapper.queries += 1;
      return inner.query(sql, params);
    }) as Db['query'],
  };
  return wrapper;
}

const signUpBody = (name: string) => ({
  email: `${name}@example.com`,
  password: 'service-password',
  data: { username: name },
});

/**
 * The Db whose username pre-check answers only once `parties` callers have run it, so concurrent
 * sign-ups all pass the pre-check however the scheduler orders them, and the unique index decides.
 */
function usernameCheckBarrier(inner: Db, parties: number): Db {
  let arrived = 0;
  let release!: () => void;
  const allArrived = new Promise<void>((resolve) => (release = resolve));
  return {
    ...inner,
    query: (async (sql: string, params?: readonly never[]) => {
      const rows = await inner.query(sql, params);
      if (sql.includes('/* usernameExists */')) {
        arrived += 1;
        if (arrived === parties) release();
        await allArrived;
      }
      return rows;
    }) as Db['query'],
  };
}

describe('sign-up transaction', () => {
  test('two concurrent sign-ups with one username: one wins, the other gets the 23505 message', async () => {
    const config = authTestConfig();
    const auth = new AuthService(
      usernameCheckBarrier(db, 2),
      config,
      new TokenSigner(TEST_SECRET, config.AUTH_ACCESS_TOKEN_TTL),
    );
    const before = await countAuthRows(db);
    const results = await Promise.allSettled([
      auth.signUp({ ...signUpBody('racer'), email: 'racer-a@example.com' }, meta),
      auth.signUp({ ...signUpBody('RACER'), email: 'racer-b@example.com' }, meta),
    ]);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    const error = (rejected[0] as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(AuthApiError);
    // Both passed the username pre-check, so the unique index decided (the race path).
    expect(error.message).toBe('Username already exists. Please choose another one.');
    const after = await countAuthRows(db);
    expect(after.users - before.users).toBe(1);
    expect(after.profiles - before.profiles).toBe(1);
  });

  test('any other profile failure rolls the user back and says "Failed to create profile: …"', async () => {
    const auth = service();
    const before = await countAuthRows(db);
    const failure = auth.createUser({
      email: 'broken@example.com',
      password: 'service-password',
      username: 'broken',
      profile: { dashboardVariant: 'nonsense' as 'general' },
    });
    // The database's message is not passed on (it may hold the values); its statement and code are.
    await expect(failure).rejects.toThrow(
      /^Failed to create profile: Database statement \w+ failed with SQLSTATE 23514/,
    );
    expect(await countAuthRows(db)).toEqual(before);
  });

  test('error mapping: profile 23505, other profile errors, user 23505', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const profileRace = mapSignUpError(new ProfileInsertError(unique)) as AuthApiError;
    expect(profileRace.message).toBe('Username already exists. Please choose another one.');
    expect(profileRace.status).toBe(422);
    const other = mapSignUpError(new ProfileInsertError(new Error('disk full'))) as AuthApiError;
    expect(other.message).toBe('Failed to create profile: disk full');
    expect(other.status).toBeLessThan(500);
    expect((mapSignUpError(unique) as AuthApiError).code).toBe('user_already_exists');
    const unrelated = new Error('connection lost');
    expect(mapSignUpError(unrelated)).toBe(unrelated);
  });

  test('createUser uses the given id, confirms the user and writes the profile flags', async () => {
    const auth = service();
    const id = '0a0a0a0a-0000-4000-8000-00000000000a';
    const created = await auth.createUser({
      id,
      email: 'Seeded@Example.com',
      password: 'sightline-demo',
      username: 'seeded',
      profile: { dashboardVariant: 'fund', actionCenter: true },
    });
    expect(created).toEqual({ id });
    const profile = await db.query(
      `select p.username, p.email, p.dashboard_variant, w.action_center from public.profiles p
       join public.workspaces w on w.id = p.workspace_id where p.id = $1`,
      [id],
    );
    expect(profile).toEqual([
      { username: 'seeded', email: 'seeded@example.com', dashboard_variant: 'fund', action_center: true },
    ]);
    const session = await auth.signInWithPassword(
      { email: 'seeded@example.com', password: 'sightline-demo' },
      meta,
    );
    expect(session.user.id).toBe(id);
    const hash = await db.query<{ password_hash: string }>(
      'select password_hash from public.auth_users where id = $1',
      [id],
    );
    expect(hash[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('authenticate()', () => {
  let session: SessionJson;
  beforeAll(async () => {
    session = (await service().signUp(signUpBody('viewer_one'), meta)) as SessionJson;
  });

  test('caches: many calls with one token cost one session lookup', async () => {
    const config = authTestConfig();
    const countingDb = counting(db);
    const auth = new AuthService(
      countingDb,
      config,
      new TokenSigner(TEST_SECRET, config.AUTH_ACCESS_TOKEN_TTL),
    );
    for (let i = 0; i < 50; i++) {
      expect(await auth.authenticator.authenticate(session.access_token)).toEqual({
        personId: session.user.id,
        email: 'viewer_one@example.com',
      });
    }
    expect(countingDb.queries).toBe(1);
  });

  test('a sign-out in this process applies at once, despite the session cache', async () => {
    const auth = service();
    const own = await auth.signInWithPassword(
      { email: 'viewer_one@example.com', password: 'service-password' },
      meta,
    );
    expect(await auth.authenticator.authenticate(own.access_token)).not.toBeNull();
    await auth.signOut(own.access_token, 'local');
    expect(await auth.authenticator.authenticate(own.access_token)).toBeNull();
    // The other session (from sign-up) was not part of a local sign-out.
    expect(await auth.authenticator.authenticate(session.access_token)).not.toBeNull();
  });

  test('refuses the anon key, tampered, foreign and expired tokens', async () => {
    const auth = service();
    const signer = new TokenSigner(TEST_SECRET, 3600);
    expect(await auth.authenticator.authenticate(await signer.signAnonKey())).toBeNull();
    const [header, payload, signature] = session.access_token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decode(payload!), sub: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(
      await auth.authenticator.authenticate(`${header}.${forged.toString('base64url')}.${signature}`),
    ).toBeNull();
    const foreign = new TokenSigner('another-secret-that-is-long-enough-for-hs256', 3600);
    const claims = {
      personId: session.user.id,
      email: 'x@example.com',
      sessionId: decode(payload!).session_id as string,
    };
    expect(await auth.authenticator.authenticate((await foreign.signAccessToken(claims)).token)).toBeNull();
    const expired = await new SignJWT({ ...decode(payload!), exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect(await auth.authenticator.authenticate(expired)).toBeNull();
    expect(await auth.authenticator.authenticate('not.a.jwt')).toBeNull();
  });
});

describe('signing secret', () => {
  // On Postgres the generated secret is kept in the database instead (auth.shared-secret.test.ts).
  test.skipIf(testDbKind === 'postgres')(
    'on the embedded store: generated once into dataDir/auth-secret with mode 0600, then reused',
    async () => {
      const config = authTestConfig({ AUTH_JWT_SECRET: '' });
      expect(config.AUTH_JWT_SECRET).toBeUndefined();
      const file = `${config.dataDir}/${SECRET_FILE_NAME}`;
      expect(fs.existsSync(file)).toBe(false);

      const first = await createAuth({ db, config });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const secret = fs.readFileSync(file, 'utf8');
      expect(secret.trim().length).toBeGreaterThanOrEqual(32);
      const user = await first.createUser({
        email: 'secret@example.com',
        password: 'service-password',
        username: 'secretive',
      });

      const auth = new AuthService(
        db,
        config,
        new TokenSigner(loadSigningSecret(undefined, config.dataDir), 3600),
      );
      const session = await auth.signInWithPassword(
        { email: 'secret@example.com', password: 'service-password' },
        meta,
      );
      const second = await createAuth({ db, config });
      expect(fs.readFileSync(file, 'utf8')).toBe(secret);
      expect(await second.authenticator.authenticate(session.access_token)).toMatchObject({
        personId: user.id,
      });
      expect(await first.authenticator.authenticate(session.access_token)).toMatchObject({
        personId: user.id,
      });
    },
  );

  test('AUTH_JWT_SECRET wins and no file is written', async () => {
    const config = authTestConfig();
    await createAuth({ db, config });
    expect(fs.existsSync(`${config.dataDir}/${SECRET_FILE_NAME}`)).toBe(false);
  });
});

describe('clientConfig()', () => {
  const request = {
    protocol: 'https',
    get: (name: string) => (name === 'host' ? 'dash.example.com' : undefined),
  };

  test('embedded: the request origin, or PUBLIC_URL, plus an anon JWT', async () => {
    const auth = await createAuth({ db, config: authTestConfig() });
    const fromRequest = auth.clientConfig(request as unknown as Request);
    expect(fromRequest.supabaseUrl).toBe('https://dash.example.com');
    expect(decode(fromRequest.supabaseAnonKey.split('.')[1]!)).toMatchObject({ role: 'anon' });
    expect(await auth.authenticator.authenticate(fromRequest.supabaseAnonKey)).toBeNull();

    const pinned = await createAuth({
      db,
      config: authTestConfig({ PUBLIC_URL: 'https://sightline.example.org/' }),
    });
    expect(pinned.clientConfig(request as unknown as Request).supabaseUrl).toBe(
      'https://sightline.example.org',
    );
  });
});

describe('Supabase mode', () => {
  const env = {
    SUPABASE_URL: 'http://127.0.0.1:9/',
    SUPABASE_ANON_KEY: 'supabase-anon-key',
    SUPABASE_JWT_SECRET: 'supabase-jwt-secret-that-is-long-enough',
  };
  const supabaseToken = (claims: Record<string, unknown>, secret = env.SUPABASE_JWT_SECRET) =>
    new SignJWT({ role: 'authenticated', aud: 'authenticated', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));

  test('no router; clientConfig points at Supabase', async () => {
    const auth = await createAuth({ db, config: authTestConfig(env) });
    expect(auth.router).toBeUndefined();
    expect(auth.clientConfig({} as Request)).toEqual({
      supabaseUrl: 'http://127.0.0.1:9',
      supabaseAnonKey: 'supabase-anon-key',
    });
    await expect(
      auth.createUser({ email: 'a@example.com', password: 'xxxxxxxx', username: 'abc' }),
    ).rejects.toThrow(/Supabase/);
  });

  test('verifies Supabase JWTs and creates the missing profile from user_metadata once', async () => {
    const auth = await createAuth({ db, config: authTestConfig(env) });
    const id = '5b5b5b5b-0000-4000-8000-000000000001';
    const token = await supabaseToken({
      sub: id,
      email: 'supa@example.com',
      user_metadata: { username: 'supa_user' },
    });
    expect(await auth.authenticator.authenticate(token)).toEqual({ personId: id, email: 'supa@example.com' });
    expect(await auth.authenticator.authenticate(token)).toEqual({ personId: id, email: 'supa@example.com' });
    expect(await db.query('select username, email from public.profiles where id = $1', [id])).toEqual([
      { username: 'supa_user', email: 'supa@example.com' },
    ]);

    // A taken username still gets the user a profile, with a suffix.
    const other = '5b5b5b5b-0000-4000-8000-000000000002';
    const clash = await supabaseToken({
      sub: other,
      email: 'clash@example.com',
      user_metadata: { username: 'SUPA_USER' },
    });
    expect(await auth.authenticator.authenticate(clash)).toMatchObject({ personId: other });
    const rows = await db.query<{ username: string }>('select username from public.profiles where id = $1', [
      other,
    ]);
    expect(rows[0]!.username).toBe('SUPA_USER_5b5b5b5b');

    expect(
      await auth.authenticator.authenticate(
        await supabaseToken({ sub: id }, 'wrong-secret-wrong-secret-wrong'),
      ),
    ).toBeNull();
    expect(await auth.authenticator.authenticate(await supabaseToken({ sub: id, aud: 'other' }))).toBeNull();
    expect(await auth.authenticator.authenticate(await supabaseToken({ sub: id, role: 'anon' }))).toBeNull();
  });

  // Slow: replays the migrations on a database given auth.users (seconds by design). Guards the Supabase upgrade path.
  test(
    'the migration adds handle_new_user on a database that has auth.users',
    { tags: ['slow'] },
    async () => {
      const fresh = await createTestDb();
      try {
        await fresh.db.exec(`create schema auth;
        create table auth.users (id uuid primary key, email text, raw_user_meta_data jsonb);`);
        await migrate(fresh.db);
        const insert = (id: string, email: string, metadata: Record<string, unknown>) =>
          fresh.db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
            id,
            email,
            metadata,
          ]);
        await insert('6c6c6c6c-0000-4000-8000-000000000001', 'trigger@example.com', {
          username: 'triggered',
        });
        // A taken or missing username must not fail the sign-up; the server creates the profile later.
        await insert('6c6c6c6c-0000-4000-8000-000000000002', 'twin@example.com', { username: 'TRIGGERED' });
        await insert('6c6c6c6c-0000-4000-8000-000000000003', 'nameless@example.com', {});
        expect(await fresh.db.query('select id, username, email from public.profiles order by id')).toEqual([
          { id: '6c6c6c6c-0000-4000-8000-000000000001', username: 'triggered', email: 'trigger@example.com' },
        ]);
      } finally {
        await fresh.drop();
      }
    },
  );

  test('on a database without auth.users the migration adds no trigger function', async () => {
    const rows = await db.query(`select 1 from pg_proc where proname = 'handle_new_user'`);
    expect(rows).toEqual([]);
  });
});

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

describe('pruning revoked sessions', () => {
  test('rows revoked long ago go; active and recently revoked ones stay; a pruned token stays refused', async () => {
    const auth = service();
    const signIn = () =>
      auth.signInWithPassword({ email: 'pruner@example.com', password: 'service-password' }, meta);
    const kept = (await auth.signUp(signUpBody('pruner'), meta)) as SessionJson;
    const old = await signIn();
    const recent = await signIn();
    // Rotating the kept session's token revokes its first token; the session stays active.
    const rotated = await auth.refresh({ refresh_token: kept.refresh_token });
    await auth.signOut(old.access_token, 'local');
    const backdate = (table: string) =>
      db.query(
        `update ${table} set revoked_at = now() - interval '31 days' where user_id = $1 and revoked_at is not null`,
        [kept.user.id],
      );
    await backdate('auth_sessions');
    await backdate('auth_refresh_tokens');
    await auth.signOut(recent.access_token, 'local');
    const sessions = async () =>
      (
        await db.query<{ n: number }>('select count(*)::int as n from auth_sessions where user_id = $1', [
          kept.user.id,
        ])
      )[0]!.n;
    expect(await sessions()).toBe(3);

    expect(await pruneRevokedAuthRows(db)).toEqual({ sessions: 1, refreshTokens: 2 });
    expect(await sessions()).toBe(2);
    expect(await pruneRevokedAuthRows(db)).toEqual({ sessions: 0, refreshTokens: 0 });
    // The active session still works and refreshes; its pruned first token is refused.
    expect(await auth.authenticator.authenticate(rotated.access_token)).not.toBeNull();
    await expect(auth.refresh({ refresh_token: kept.refresh_token })).rejects.toBeInstanceOf(AuthApiError);
    expect((await auth.refresh({ refresh_token: rotated.refresh_token })).access_token).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });
});
