/**
 * While the database cannot be reached, a cache miss answers 503 with Retry-After in each transport's own
 * error shape, /api/health still answers and /api/ready says not ready; all recover with the link. A link
 * that goes silent instead (black-holed) holds a request no longer than the query timeout, and its pool
 * slot is freed. A statement the server stops at its statement timeout answers 503 with Retry-After too,
 * saying the request took too long.
 */
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSightline } from '../main';
import { openPostgres, type PostgresDb } from '../db/postgres';
import { createPostgresTestDatabase, testConfig, testDbKind } from '../test/harness';
import { signUp } from '../test/http';
import { startTcpProxy, throughProxy, type TcpProxy } from '../test/tcp-proxy';

const onPostgres = testDbKind === 'postgres';
const POOL_SIZE = 4;
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let proxy: TcpProxy;
let app: Awaited<ReturnType<typeof startSightline>>;
/** Takes locks that make the app's statements wait (direct, not through the proxy). */
let admin: pg.Client;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresTestDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
  // Short limits, so a black-holed statement is given up after 2 + 5 s.
  const db = await openPostgres(throughProxy(database.url, proxy), POOL_SIZE, {
    statementSeconds: 2,
    longStatementSeconds: 60,
  });
  const config = testConfig({ CACHE_TTL_SECONDS: '300', AUTH_SESSION_CACHE_SECONDS: '0' });
  app = await startSightline(config, {
    db,
    clientDir: path.join(config.dataDir, 'no-client'),
    log: () => {},
  });
});

afterAll(async () => {
  if (!onPostgres) return;
  proxy.restore();
  await admin.end();
  await app.close();
  await app.db.close();
  await proxy.close();
  await database.drop();
});

async function call(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${app.url}${pathname}`, init);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

test.skipIf(!onPostgres)(
  'a cut database link gives 503 + Retry-After in every transport, then recovers',
  async () => {
    const { token } = await signUp(app.url, 'outage');
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    expect(await call('/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });

    proxy.cut();
    expect(await call('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call('/api/ready')).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { status: 'error' },
    });

    const rest = await call('/api/topics?ids=', bearer);
    expect(rest).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { status: 'error', message: expect.stringContaining('database cannot be reached') },
    });

    const gql = await call('/graphql', json({ query: '{ viewer { brand { name } } }' }, token));
    expect(gql.status).toBe(503);
    expect(gql.retryAfter).toBe('5');
    expect(gql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    const signIn = await call(
      '/auth/v1/token?grant_type=password',
      json({ email: 'outage@example.com', password: 'correct-horse-battery' }),
    );
    expect(signIn).toMatchObject({ status: 503, retryAfter: '5', body: { code: 'service_unavailable' } });

    proxy.restore();
    await expect
      .poll(async () => (await call('/api/ready')).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    expect((await call('/api/topics?ids=', bearer)).status).toBe(200);
    const again = await call('/graphql', json({ query: '{ viewer { brand { name } } }' }, token));
    expect(again.status).toBe(200);
    expect(again.body.errors).toBeUndefined();
  },
);

test.skipIf(!onPostgres)(
  'black-holed connections (a failover left them behind) hold requests no longer than the query timeout and leak no pool slot',
  async () => {
    const { token } = await signUp(app.url, 'zombie');
    const pool = (app.db as PostgresDb).raw;
    // Every slot of the pool holds an open connection when the link goes silent.
    await Promise.all(
      Array.from({ length: POOL_SIZE }, () => app.db.transaction((tx) => tx.query('select pg_sleep(0.2)'))),
    );
    expect(pool.totalCount).toBe(POOL_SIZE);
    proxy.zombie();

    // Twice as many requests as slots, at once (each checks its session in the database): those on a silent
    // connection fail as unreachable once their statement's time is up, the others run on new connections.
    // Without a query timeout they wait for ever; the client gives up after a minute.
    const read = async () =>
      (
        await fetch(`${app.url}/api/topics?ids=`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(60_000),
        })
      ).status;
    const during = await Promise.all(Array.from({ length: 2 * POOL_SIZE }, read));
    expect(during.every((status) => status === 200 || status === 503)).toBe(true);

    // The silent connections are closed: timed out, or idle past the pool's idle timeout (10 s).
    await expect.poll(() => proxy.blackHoled(), { timeout: 30_000, interval: 200 }).toBe(0);
    expect(pool.waitingCount).toBe(0);
    const after = await Promise.all(Array.from({ length: 2 * POOL_SIZE }, read));
    expect(after).toEqual(Array(2 * POOL_SIZE).fill(200));
    expect(pool.totalCount).toBeLessThanOrEqual(POOL_SIZE);
  },
  150_000,
);

test.skipIf(!onPostgres)(
  'a statement stopped by the statement timeout gives 503 + Retry-After saying the request took too long',
  async () => {
    const { token } = await signUp(app.url, 'patience');
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    const tookTooLong = expect.stringContaining('took too long');
    // An administrator's lock makes the reads wait past the app's statement timeout (2 s), which stops them.
    const whileLocked = async <T>(tables: string, request: () => Promise<T>): Promise<T> => {
      await admin.query(`begin; lock table ${tables} in access exclusive mode`);
      try {
        return await request();
      } finally {
        await admin.query('rollback');
      }
    };

    const rest = await whileLocked('topics', () => call('/api/topics?ids=', bearer));
    expect(rest).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { status: 'error', message: tookTooLong },
    });

    const gql = await whileLocked('brands', () =>
      call('/graphql', json({ query: '{ viewer { brand { name } } }' }, token)),
    );
    expect(gql.status).toBe(503);
    expect(gql.retryAfter).toBe('5');
    expect(gql.body.errors[0]).toMatchObject({
      message: tookTooLong,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });

    const signIn = await whileLocked('auth_users', () =>
      call(
        '/auth/v1/token?grant_type=password',
        json({ email: 'patience@example.com', password: 'correct-horse-battery' }),
      ),
    );
    expect(signIn).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { code: 'service_unavailable', msg: tookTooLong },
    });

    // The connections serve on.
    expect((await call('/api/topics?ids=', bearer)).status).toBe(200);
  },
);

test('/api/health answers and /api/ready says ready on a migrated database', async () => {
  if (onPostgres) return;
  const { startTestServer } = await import('../test/harness');
  const server = await startTestServer();
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  } finally {
    await server.close();
  }
});
