/**
 * Change notices survive a lost database link: one app instance reaches Postgres through a cuttable proxy;
 * after the link is cut and restored it LISTENs again, drops what it cached while notices could not reach
 * it, and sees the other instance's changes again. And the link's state (noticeLink), which the membership
 * cache trusts, is live only while a notice sent would arrive.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startSightline } from '../main';
import { createPostgresTestDatabase, testConfig, testDbKind } from '../test/harness';
import { graphql, signUp } from '../test/http';
import { startTcpProxy, throughProxy, type TcpProxy } from '../test/tcp-proxy';
import { announceDataChanged, DATA_CHANGED_CHANNEL } from './data-changed';
import type { Db } from './db';
import { LIVE_WITHOUT_WORD_MS } from './listener';
import { openPostgres } from './postgres';

type App = Awaited<ReturnType<typeof startSightline>>;

const onPostgres = testDbKind === 'postgres';
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let proxy: TcpProxy;
const apps: App[] = [];

async function startApp(url: string): Promise<App> {
  const db = await openPostgres(url, 4);
  const config = testConfig({ CACHE_TTL_SECONDS: '300' });
  const app = await startSightline(config, {
    db,
    clientDir: path.join(config.dataDir, 'no-client'),
    log: () => {},
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresTestDatabase();
  proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
});

afterAll(async () => {
  if (!onPostgres) return;
  for (const app of apps) {
    await app.close();
    await app.db.close();
  }
  await proxy.close();
  await database.drop();
});

const BRAND = '{ viewer { brand { name } } }';
const UPDATE = 'mutation ($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name } } }';

test.skipIf(!onPostgres)(
  'after a cut link is restored, the other instance’s changes are seen again within 3 s',
  async () => {
    const writer = await startApp(database.url);
    const reader = await startApp(throughProxy(database.url, proxy));
    const { token } = await signUp(writer.url, 'relisten');
    const setBrand = async (name: string) => {
      const response = await graphql(writer.url, UPDATE, { input: { name, aliases: [] } }, token);
      expect(response.body.errors).toBeUndefined();
    };
    const readBrand = async () =>
      (await graphql<{ viewer: { brand: { name: string } | null } }>(reader.url, BRAND, {}, token)).body.data
        ?.viewer.brand?.name;

    await setBrand('One');
    await expect.poll(readBrand, { timeout: 3_000, interval: 100 }).toBe('One');

    // A notice sent while the link is down never arrives: the reader must drop what it cached.
    proxy.cut();
    await setBrand('Two');
    proxy.restore();
    await expect.poll(readBrand, { timeout: 3_000, interval: 100 }).toBe('Two');

    // And it LISTENs again: the next change is seen as before.
    await setBrand('Three');
    await expect.poll(readBrand, { timeout: 3_000, interval: 100 }).toBe('Three');
  },
);

test.skipIf(!onPostgres)(
  'the link is live only while connected and heard from: not before it connects, not while cut or silent',
  async () => {
    const db = await openPostgres(throughProxy(database.url, proxy), 1);
    try {
      expect(db.noticeLink()).toEqual({ live: false, epoch: 0 });
      const unlisten = await db.listen('sightline_link_test', () => {});
      expect(db.noticeLink()).toEqual({ live: true, epoch: 1 });

      proxy.cut();
      await expect.poll(() => db.noticeLink().live, { timeout: 3_000, interval: 20 }).toBe(false);
      proxy.restore();
      await expect
        .poll(() => db.noticeLink(), { timeout: 5_000, interval: 20 })
        .toEqual({ live: true, epoch: 2 });

      // A link that goes silent without closing (a black-holed network) stops counting as live within
      // LIVE_WITHOUT_WORD_MS, and a new one is made.
      proxy.zombie();
      await expect
        .poll(() => db.noticeLink().live, { timeout: LIVE_WITHOUT_WORD_MS + 1_000, interval: 50 })
        .toBe(false);
      await expect
        .poll(() => db.noticeLink(), { timeout: 10_000, interval: 50 })
        .toEqual({ live: true, epoch: 3 });
      await unlisten();
    } finally {
      proxy.restore();
      await db.close();
    }
  },
);

test.skipIf(!onPostgres)('a link heard again after a silence starts a new epoch', async () => {
  const db = await openPostgres(database.url, 1);
  const unlisten = await db.listen('sightline_link_test', () => {});
  // The clock jumps past the silence bound (as it would for a link that went quiet): not live until the
  // next heartbeat's answer, which starts a new epoch.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  try {
    vi.setSystemTime(Date.now() + LIVE_WITHOUT_WORD_MS + 1_000);
    expect(db.noticeLink()).toEqual({ live: false, epoch: 1 });
    await expect
      .poll(() => db.noticeLink(), { timeout: 5_000, interval: 20 })
      .toEqual({ live: true, epoch: 2 });
  } finally {
    vi.useRealTimers();
    await unlisten();
    await db.close();
  }
});

test.skipIf(!onPostgres)(
  'a change answers once its own notice came back, however slow the link that hears it',
  async () => {
    const listening = await openPostgres(throughProxy(database.url, proxy), 1);
    const direct = await openPostgres(database.url, 1);
    try {
      const heard: string[] = [];
      await listening.listen(DATA_CHANGED_CHANNEL, (id) => heard.push(id));
      // The listening link now hears everything 400 ms late; the NOTIFY itself goes straight.
      proxy.slow(400);
      const writer: Db = { ...direct, untilHeard: listening.untilHeard };
      const started = Date.now();
      await announceDataChanged({ db: writer, brandId: 'slow-link-brand' });
      expect(heard).toEqual(['slow-link-brand']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);

      // Inside a transaction the notice waits for the commit: nothing is waited for there.
      await direct.transaction((tx) => announceDataChanged({ db: tx, brandId: 'in-transaction' }));
      // A channel this process does not LISTEN on is not waited for either.
      const before = Date.now();
      await listening.untilHeard!('sightline_nobody_listens', 'x');
      expect(Date.now() - before).toBeLessThan(100);
    } finally {
      await listening.close();
      await direct.close();
    }
  },
);
