import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgres';
import { createPostgresTestDatabase, createTestDb, testConfig, testDbKind } from '../../test/harness';
import { startJobs } from '../../jobs';
import { COLLECT_RUN, queueRun, createRun } from '../../modules/collection';
import { createJobQueue, type JobKind, type JobQueue } from './queue';

let db: Db;
let drop: () => Promise<void>;
let queue: JobQueue;
let enqueueDailyCollections: (day?: string) => Promise<number>;

async function createAccount(): Promise<string> {
  const brandId = randomUUID();
  await db.query(
    `insert into profiles (id, username, platforms) values ($1, $2, array['chatgpt', 'gemini'])`,
    [brandId, `w${brandId.slice(0, 8)}`],
  );
  await db.query(
    `insert into brands (user_id, name, website) values ($1, 'Quillstack', 'https://quillstack.io')`,
    [brandId],
  );
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API', 'api') returning id`,
    [brandId],
  );
  await db.query(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'What are the best API gateways?'), ($1, $2, 'Which API tools have good docs?')`,
    [brandId, topic!.id],
  );
  return brandId;
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
  const started = await startJobs(db, testConfig(), {
    work: true,
    pollingIntervalSeconds: 0.5,
    log: () => {},
  });
  queue = started.queue;
  enqueueDailyCollections = started.collections!.enqueueDailyCollections;
});
afterAll(async () => {
  await queue?.stop();
  await drop();
});

describe('job worker', () => {
  test("a queued collect-run job collects the run's answers and completes, and runs retry with back-off", async () => {
    const brandId = await createAccount();
    const { run } = await createRun(db, brandId, 'manual', '2026-11-10');
    const jobId = await queueRun(queue, run.id);
    expect(jobId).toEqual(expect.any(String));
    const boss = await queue.boss();
    const job = await waitFor(async () => {
      const found = await boss.getJobById(COLLECT_RUN.name, jobId as string);
      return found?.state === 'completed' || found?.state === 'failed' ? found : undefined;
    });
    expect(job.state).toBe('completed');
    const rows = await db.query<{ platform: string; n: number }>(
      'select platform, count(*)::int as n from answers where user_id = $1 group by platform order by platform',
      [brandId],
    );
    expect(rows).toEqual([
      { platform: 'chatgpt', n: 2 },
      { platform: 'gemini', n: 2 },
    ]);
    // A run that throws (e.g. the database is unreachable) is retried with exponential back-off.
    expect(await boss.getQueue(COLLECT_RUN.name)).toMatchObject({
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
    });
  });

  test('a job with an invalid payload fails instead of collecting', async () => {
    const boss = await queue.boss();
    const jobId = await boss.send(COLLECT_RUN.name, { runId: 'yesterday' }, { retryLimit: 0 });
    const job = await waitFor(async () => {
      const found = await boss.getJobById(COLLECT_RUN.name, jobId as string);
      return found?.state === 'failed' || found?.state === 'completed' ? found : undefined;
    });
    expect(job.state).toBe('failed');
  });

  test('the daily collection queues a run per account with prompts; the daily schedules are registered', async () => {
    const brandId = await createAccount();
    const queued = await enqueueDailyCollections('2026-11-11');
    expect(queued).toBeGreaterThanOrEqual(2);
    await waitFor(async () => {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from answers where user_id = $1 and collected_on = '2026-11-11'`,
        [brandId],
      );
      return row && row.n === 4 ? row : undefined;
    });
    const schedules = await (await queue.boss()).getSchedules();
    expect(schedules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'daily-collection', cron: '0 6 * * *', timezone: 'UTC' }),
        expect.objectContaining({ name: 'prune-auth', cron: '30 3 * * *', timezone: 'UTC' }),
        expect.objectContaining({ name: 'maintain-store', cron: '45 3 * * *', timezone: 'UTC' }),
      ]),
    );
    // Without autovacuum the embedded store's rollups would keep no planner statistics; a finished run
    // analyzes them (db/maintenance.ts).
    if (testDbKind === 'pglite')
      await waitFor(async () => {
        const [row] = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'topic_daily'`,
        );
        return row && row.n > 0 ? row : undefined;
      });
  });

  test('a sending queue starts pg-boss on its first send and is stopped by whoever created it', async () => {
    const sender = createJobQueue(db, { work: false, log: () => {} });
    const brandId = await createAccount();
    const { run } = await createRun(db, brandId, 'manual', '2026-11-12');
    expect(await queueRun(sender, run.id)).toEqual(expect.any(String));
    await expect(sender.work(COLLECT_RUN, async () => {})).rejects.toThrow(/only sends jobs/);
    await sender.stop();
    await expect(queueRun(sender, run.id)).rejects.toThrow('The job queue has stopped');
  });

  test('stop() returns only once a job fetched as it began is handled and its outcome written', async () => {
    // The worker's next fetch is held at the database until pg-boss itself has stopped: the moment a
    // shutdown meets a fetch already sent.
    let fetchHeld!: () => void;
    const held = new Promise<void>((resolve) => (fetchHeld = resolve));
    let releaseFetch!: () => void;
    const released = new Promise<void>((resolve) => (releaseFetch = resolve));
    let holding = false;
    const raw = (db as Db & { raw: { query: (sql: string, params?: unknown[]) => Promise<unknown> } }).raw;
    const heldDb = {
      ...db,
      raw: {
        ...raw,
        query: async (sql: string, params?: unknown[]) => {
          if (holding && sql.includes('FOR UPDATE SKIP LOCKED') && params?.[0] === STOP_RACE.name) {
            holding = false;
            fetchHeld();
            await released;
          }
          return raw.query(sql, params);
        },
      },
    } as Db;
    const STOP_RACE: JobKind<{ n: number }> = {
      name: 'stop-race',
      policy: { retryLimit: 3, retryDelay: 60 },
      isPayload: (data): data is { n: number } => typeof (data as { n?: unknown }).n === 'number',
    };
    const stopping = createJobQueue(heldDb, { work: true, pollingIntervalSeconds: 0.5, log: () => {} });
    let handled = 0;
    await stopping.work(STOP_RACE, async () => {
      handled++;
      throw new Error('this job fails');
    });
    holding = true;
    const jobId = await stopping.send(STOP_RACE, { n: 1 });
    await held;
    (await stopping.boss()).once('stopped', releaseFetch);
    await stopping.stop();
    const [job] = await db.query<{ state: string }>('select state from pgboss.job where id = $1', [jobId]);
    expect(handled).toBe(1);
    expect(job!.state).toBe('retry');
  });

  test("a send wakes the kind's idle workers at once; a job queued in a transaction, once it commits", async () => {
    const WAKE: JobKind<{ n: number }> = {
      name: 'wake',
      policy: { retryLimit: 0 },
      isPayload: (data): data is { n: number } => typeof (data as { n?: unknown }).n === 'number',
    };
    // A worker whose next poll is a minute away, and a sending-only queue standing for another process.
    const sleepy = createJobQueue(db, { work: true, pollingIntervalSeconds: 60, log: () => {} });
    const sender = createJobQueue(db, { work: false, log: () => {} });
    const handled: number[] = [];
    try {
      await sleepy.work(WAKE, async ({ n }) => void handled.push(n));
      await sender.send(WAKE, { n: 1 });
      await expect.poll(() => handled, { timeout: 10_000, interval: 50 }).toEqual([1]);

      await sender.declare(WAKE);
      await db.transaction(async (tx) => {
        await sender.send(WAKE, { n: 2 }, { tx });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(handled).toEqual([1]);
      });
      await expect.poll(() => handled, { timeout: 10_000, interval: 50 }).toEqual([1, 2]);
    } finally {
      await sleepy.stop();
      await sender.stop();
    }
  });

  test('a job is ready the moment it is stored: a fetch in the same instant as the send gets it', async () => {
    const INSTANT: JobKind<{ n: number }> = {
      name: 'instant',
      policy: { retryLimit: 0 },
      isPayload: (data): data is { n: number } => typeof (data as { n?: unknown }).n === 'number',
    };
    const sender = createJobQueue(db, { work: false, log: () => {} });
    try {
      await sender.declare(INSTANT);
      const boss = await sender.boss();
      // One transaction has one now(): the embedded store's millisecond clock gives a send and the fetch a
      // woken worker makes right after it the same instant just as often.
      const fetched = await db.transaction(async (tx) => {
        await sender.send(INSTANT, { n: 7 }, { tx });
        return boss.fetch<{ n: number }>(INSTANT.name, {
          db: {
            executeSql: async (text, values) => ({ rows: await tx.query(text, (values ?? []) as never[]) }),
          },
        });
      });
      expect(fetched.map((job) => job.data)).toEqual([{ n: 7 }]);
    } finally {
      await sender.stop();
    }
  });

  test("a job's outcome is recorded though the link dies as pg-boss writes it", async () => {
    type Raw = {
      query: (sql: string, params?: unknown[]) => Promise<unknown>;
      exec?: (sql: string) => Promise<unknown>;
    };
    const raw = (db as Db & { raw: Raw }).raw;
    let dropped = 0;
    const flakyDb = {
      ...db,
      raw: {
        ...raw,
        exec: (sql: string) => raw.exec!(sql),
        query: async (sql: string, params?: unknown[]) => {
          // pg-boss sends the completion without awaiting it; the link dies as it goes, once.
          if (dropped === 0 && sql.includes('completed_on = now()')) {
            dropped++;
            throw new Error('Connection terminated unexpectedly');
          }
          return raw.query(sql, params);
        },
      },
    } as Db;
    const OUTCOME: JobKind<{ n: number }> = {
      name: 'outcome-blip',
      policy: { retryLimit: 3, retryDelay: 60 },
      isPayload: (data): data is { n: number } => typeof (data as { n?: unknown }).n === 'number',
    };
    const flaky = createJobQueue(flakyDb, { work: true, pollingIntervalSeconds: 0.5, log: () => {} });
    try {
      await flaky.work(OUTCOME, async () => {});
      const jobId = await flaky.send(OUTCOME, { n: 1 });
      const state = await waitFor(async () => {
        const [job] = await db.query<{ state: string }>('select state from pgboss.job where id = $1', [
          jobId,
        ]);
        return job?.state === 'active' || job?.state === 'created' ? undefined : job?.state;
      }, 15_000);
      expect(state).toBe('completed');
      expect(dropped).toBe(1);
    } finally {
      await flaky.stop();
    }
  });
});

// Slow: several processes declaring queues at once. Guards each job queued once whatever the race.
describe('queues declared by several processes at once', { tags: ['slow'] }, () => {
  const kinds: JobKind<{ n: number }>[] = Array.from({ length: 6 }, (_, i) => ({
    name: `race-${i}`,
    policy: { retryLimit: 1, retryDelay: 1 },
    isPayload: (data): data is { n: number } => typeof (data as { n?: unknown }).n === 'number',
  }));

  // pg-boss creates a queue as a partition of its job table; two creations at once deadlock in Postgres
  // unless they take turns. Three pools on a database pg-boss has not set up yet: two workers declaring
  // every kind, a sender queueing one job of each, all at once.
  test('every declaration and send succeeds, each job queued once', { timeout: 120_000 }, async () => {
    const logged: string[] = [];
    const queues: JobQueue[] = [];
    const pools: Db[] = [];
    let dropDatabase = async () => {};
    if (testDbKind === 'postgres') {
      const database = await createPostgresTestDatabase();
      dropDatabase = database.drop;
      for (let i = 0; i < 3; i++) pools.push(await openPostgres(database.url, 3));
    } else {
      const embedded = await createTestDb();
      pools.push(embedded.db, embedded.db, embedded.db);
    }
    try {
      await migrate(pools[0]!);
      for (let round = 0; round < 3; round++) {
        const [first, second, sender] = pools.map((pool, i) =>
          createJobQueue(pool, {
            work: i < 2,
            pollingIntervalSeconds: 0.5,
            log: (line) => logged.push(line),
          }),
        );
        queues.push(first!, second!, sender!);
        const roundKinds = kinds.map((kind) => ({ ...kind, name: `${kind.name}-${round}` }));
        await Promise.all([
          ...roundKinds.map((kind) => first!.work(kind, async () => {})),
          ...[...roundKinds].reverse().map((kind) => second!.work(kind, async () => {})),
          ...roundKinds.map((kind, n) => sender!.send(kind, { n })),
        ]);
        const rows = await pools[0]!.query<{ name: string; n: number }>(
          `select name, count(*)::int as n from pgboss.job where name like $1 group by name order by name`,
          [`race-%-${round}`],
        );
        expect(rows).toEqual(roundKinds.map((kind) => ({ name: kind.name, n: 1 })));
      }
      expect(logged.filter((line) => /error/i.test(line))).toEqual([]);
      // Creations take turns across processes: none deadlocks and has to be tried again.
      expect(logged.filter((line) => line.includes('creating'))).toEqual([]);
    } finally {
      for (const queue of queues) await queue.stop();
      for (const pool of new Set(pools)) await pool.close();
      await dropDatabase();
    }
  });
});
