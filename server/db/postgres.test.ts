/**
 * The node-postgres Db when its connections die under it: a transaction whose link is cut (the network) or
 * whose backend is terminated (an administrator, a failover) while it holds a client rejects as
 * unreachable, the broken client leaves the pool, and the process lives on. An 'error' event that nothing
 * listens for would end the process (vitest reports it as an unhandled error and the run fails).
 * Postgres only: the embedded store has no connection to lose.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createPostgresTestDatabase, testDbKind } from '../test/harness';
import { startTcpProxy, throughProxy, type TcpProxy } from '../test/tcp-proxy';
import { allowLongStatements, DatabaseUnavailableError, StatementTimeoutError } from './db';
import { openPostgres, type PostgresDb } from './postgres';

const onPostgres = testDbKind === 'postgres';
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let proxy: TcpProxy;
let admin: pg.Client;
let db: PostgresDb;
/** Direct, with a statement timeout of 1 s (5 s after allowLongStatements). */
let limited: PostgresDb;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresTestDatabase();
  proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  db = await openPostgres(throughProxy(database.url, proxy), 2);
  limited = await openPostgres(database.url, 1, { statementSeconds: 1, longStatementSeconds: 5 });
});

afterEach(() => proxy?.restore());

afterAll(async () => {
  if (!onPostgres) return;
  await db.close();
  await limited.close();
  await admin.end();
  await proxy.close();
  await database.drop();
});

/** After a fault: the pool holds only live clients and answers at once again. */
async function expectPoolRecovered() {
  await expect.poll(() => db.raw.totalCount - db.raw.idleCount, { timeout: 5_000 }).toBe(0);
  expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
  // Every connection through the proxy is the pool's or the LISTEN client's: none was left behind.
  expect(proxy.openConnections() / 2).toBeLessThanOrEqual(db.raw.totalCount + 1);
}

test.skipIf(!onPostgres)(
  'a link cut during a running statement of a transaction rejects it as unreachable',
  async () => {
    let backend = 0;
    const running = db.transaction(async (tx) => {
      const [row] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
      backend = row!.pid;
      await tx.query('select pg_sleep(30)');
    });
    await expect.poll(() => backend).not.toBe(0);
    proxy.cut();
    await expect(running).rejects.toBeInstanceOf(DatabaseUnavailableError);
    proxy.restore();
    await expectPoolRecovered();
  },
);

test.skipIf(!onPostgres).each<[string, (backend: number) => Promise<unknown>]>([
  ['a link cut', async () => proxy.cut()],
  ['a backend terminated', (backend) => admin.query('select pg_terminate_backend($1)', [backend])],
])('%s between the statements of a transaction rejects it as unreachable', async (_, fault) => {
  let backend = 0;
  let resume!: () => void;
  const holding = new Promise<void>((resolve) => (resume = resolve));
  const running = db.transaction(async (tx) => {
    const [row] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
    backend = row!.pid;
    await holding;
    await tx.query('select 1');
  });
  await expect.poll(() => backend).not.toBe(0);
  await fault(backend);
  // The client learns of it while the transaction holds it and runs nothing.
  await new Promise((resolve) => setTimeout(resolve, 100));
  resume();
  await expect(running).rejects.toBeInstanceOf(DatabaseUnavailableError);
  proxy.restore();
  await expectPoolRecovered();
});

test.skipIf(!onPostgres)(
  'a client checked out of the pool elsewhere does not end the process when its backend is terminated',
  async () => {
    // The last guard: code that checks a client out of the raw pool and listens for nothing.
    const client = await db.raw.connect();
    const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    await admin.query('select pg_terminate_backend($1)', [row!.pid]);
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    await expectPoolRecovered();
  },
);

test.skipIf(!onPostgres)(
  'statements a transaction issues at once run one at a time, in the order issued, with no driver warning',
  async () => {
    // node-postgres warns once per process that it will stop queueing a busy client's statements (pg@9).
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const [numbers, issued] = await db.transaction(async (tx) => {
        await tx.query('create temporary table issued (n int, ran serial) on commit drop');
        const numbers = await Promise.all(
          Array.from({ length: 20 }, async (_, n) => {
            await tx.query('insert into issued (n) values ($1)', [n]);
            return (await tx.query<{ n: number }>('select $1::int as n', [n]))[0]!.n;
          }),
        );
        return [numbers, await tx.query<{ n: number }>('select n from issued order by ran')];
      });
      const inOrder = Array.from({ length: 20 }, (_, n) => n);
      expect(numbers).toEqual(inOrder);
      expect(issued.map(({ n }) => n)).toEqual(inOrder);
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  },
);

test.skipIf(!onPostgres)(
  'a statement issued after its transaction ended (beside a failed Promise.all) is refused, not run outside it',
  async () => {
    await admin.query('create table late_writes (n int)');
    let late: Promise<unknown> | undefined; // settles with its error
    const failing = db.transaction((tx) =>
      Promise.all([
        tx.query('/* failing */ select 1 / 0'),
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          late = tx.query('/* insertLate */ insert into late_writes values (1)').catch((error) => error);
        })(),
      ]),
    );
    await expect(failing).rejects.toMatchObject({ statement: 'failing', code: '22012' });
    await expect.poll(() => late, { timeout: 5_000 }).toBeDefined();
    expect(await late).toMatchObject({
      message: 'Statement insertLate was issued after its transaction ended.',
    });
    expect((await admin.query('select count(*)::int as n from late_writes')).rows).toEqual([{ n: 0 }]);
  },
);

test.skipIf(!onPostgres)(
  'a statement past the statement timeout is stopped by the server; its connection serves on',
  async () => {
    // In transactions: pg-pool discards a client after any failed pool.query(), whatever the failure.
    const backend = () =>
      limited.transaction((tx) => tx.query<{ pid: number }>('select pg_backend_pid() as pid'));
    const [before] = await backend();
    await expect(
      limited.transaction((tx) => tx.query('/* sleepy */ select pg_sleep(3)')),
    ).rejects.toMatchObject({
      constructor: StatementTimeoutError,
      statement: 'sleepy',
      code: '57014',
    });
    const [after] = await backend();
    expect(after!.pid).toBe(before!.pid);
  },
);

test.skipIf(!onPostgres)(
  'allowLongStatements lets the rest of its transaction alone run longer',
  async () => {
    await limited.transaction(async (tx) => {
      await allowLongStatements(tx);
      await tx.query('select pg_sleep(1.5)');
    });
    await expect(limited.transaction((tx) => tx.query('select pg_sleep(1.5)'))).rejects.toMatchObject({
      code: '57014',
    });
  },
);

test.skipIf(!onPostgres)(
  'a transaction left idle past the statement timeout is ended by the server, and its locks freed',
  async () => {
    const holding = limited.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('idle-in-transaction'))`);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await tx.query('select 1');
    });
    await expect(holding).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const taken = await admin.query<{ ok: boolean }>(
      `select pg_try_advisory_lock(hashtext('idle-in-transaction')) as ok`,
    );
    expect(taken.rows[0]!.ok).toBe(true);
    await admin.query(`select pg_advisory_unlock(hashtext('idle-in-transaction'))`);
    expect(await limited.query('select 1 as one')).toEqual([{ one: 1 }]);
  },
);
