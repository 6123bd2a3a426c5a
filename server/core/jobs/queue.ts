/**
 * The durable job queue (pg-boss on the application's database), as one dependency on AppDeps. It knows
 * no domain: modules define their job kinds and register their handlers with it (collection runs in
 * collection/collection.jobs.ts, reports in reports/report.job.ts; server/jobs.ts wires them).
 *
 * Life cycle: whoever creates the queue stops it (server/main.ts, server/worker.ts). A sending queue (an
 * API process whose workers run elsewhere) starts pg-boss on its first send; a working queue starts it at
 * once, with maintenance and cron schedules on, and runs the registered handlers until stop().
 */
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import {
  lockUntilCommit,
  notify,
  toDatabaseError,
  type Db,
  type Queryable,
  type SqlParam,
} from '../../db/db';
import { retryWhileUnreachable } from '../../db/outage';
import type { PgliteDb } from '../../db/pglite';
import type { PostgresDb } from '../../db/postgres';

/** pg-boss's tables live in their own schema of the application's database. */
const SCHEMA = 'pgboss';

/**
 * The notice a send raises with the kind's name, so that idle workers of that kind in every process fetch
 * at once instead of at their next poll (up to pollingIntervalSeconds later, per hop of a job chain).
 * Polling stays: a notice lost with the link only costs that wait.
 */
export const JOB_WAKE_CHANNEL = 'sightline_jobs';

/**
 * pg-boss fetches jobs whose start is strictly before now(), and stamps a new job's start with now(). The
 * embedded store's clock ticks in milliseconds, so a worker woken by the notice could fetch in the same
 * tick, find nothing and sleep its whole poll. A job's start a second back makes it ready the moment it
 * is stored (the fetch orders by priority and age, not by start).
 */
const READY_AT_ONCE = '-1 second';

/** A kind of job: its queue's name and retry policy, and the check its payload must pass. */
export interface JobKind<T extends object> {
  name: string;
  policy: Omit<PgBoss.Queue, 'name'>;
  isPayload: (data: unknown) => data is T;
}

export interface SendOptions {
  /** At most one queued job per key (with the queue's `short` policy). */
  singletonKey?: string;
  /** Queues inside the caller's transaction: the job commits or rolls back with its writes. */
  tx?: Queryable;
  /** This job's first retry delay, over its kind's (a configured back-off); doubled per retry with backoff. */
  retryDelaySeconds?: number;
}

export interface JobQueue {
  /** True when this process works jobs; false when it only sends them. */
  readonly works: boolean;
  /**
   * Creates the kind's queue (once per process). send() does it too; call it first when the send runs
   * inside a transaction, so pg-boss does not start in the middle of it.
   */
  declare(kind: JobKind<object>): Promise<void>;
  /** Queues a job; the id, or null when a singleton job with the same key is already queued. */
  send<T extends object>(kind: JobKind<T>, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Handles the kind's jobs, one at a time per worker (`workers`, default 1, run side by side); a throw
   * fails the job, and pg-boss retries it with back-off.
   */
  work<T extends object>(
    kind: JobKind<T>,
    handle: (data: T) => Promise<void>,
    options?: { workers?: number },
  ): Promise<void>;
  /** Sends the kind's job on a cron schedule in UTC; every worker shares it (each slot runs once). */
  schedule(kind: JobKind<object>, cron: string): Promise<void>;
  /** Runs `task` now and then every `seconds` until the queue stops (sweeps for work left behind). */
  every(seconds: number, task: () => Promise<void>): Promise<void>;
  /** Called once the queue has stopped (e.g. to close a mailer a handler uses). */
  onStop(callback: () => void): void;
  /**
   * Aborted when stop() begins: a long handler that can resume later (it keeps a cursor) stops at its next
   * step instead of holding the process's shutdown.
   */
  readonly stopping: AbortSignal;
  stop(): Promise<void>;
  /** pg-boss itself, for inspection in tests. */
  boss(): Promise<PgBoss>;
}

export interface JobQueueOptions {
  /** Work jobs in this process (a worker), or only send them. */
  work: boolean;
  /** How often idle handlers poll for jobs (default 2 s; pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
}

/**
 * pg-boss's `db` option over our own connection: parameterised statements go through query(); a script
 * without parameters (its migrations) may hold several statements, so it goes through PGlite's exec()
 * (or node-postgres's simple query) and the last result is returned.
 */
export function pgBossAdapter(db: Db): PgBoss.Db {
  const raw = (db as Partial<PgliteDb | PostgresDb>).raw;
  if (!raw)
    throw new Error('The job queue needs the database handle (openPglite/openPostgres expose it as raw)');
  if (db.kind === 'pglite') {
    const pglite = raw as PgliteDb['raw'];
    return withoutParametersInErrors({
      async executeSql(text, values) {
        if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
        const results = await pglite.exec(text);
        return { rows: results[results.length - 1]?.rows ?? [] };
      },
    });
  }
  const pool = raw as PostgresDb['raw'];
  return withoutParametersInErrors({
    async executeSql(text, values) {
      if (text === CREATE_QUEUE_STATEMENT) return { rows: await createQueueAlone(db, text, values ?? []) };
      const result = (await (values && values.length > 0 ? pool.query(text, values) : pool.query(text))) as
        { rows: unknown[] } | { rows: unknown[] }[];
      return Array.isArray(result) ? { rows: result[result.length - 1]?.rows ?? [] } : { rows: result.rows };
    },
  });
}

/**
 * Two processes creating queues at once deadlock in Postgres: each inserts its queue's row, then adds a
 * foreign key to that table on its new partition, which waits for the other's insert. Creations therefore
 * take turns across processes, under one advisory lock held to the creation's commit.
 */
async function createQueueAlone(db: Db, text: string, values: unknown[]): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'sightline_job_queue_creation');
    return tx.query(text, values as SqlParam[]);
  });
}

/** pg-boss's failed statements carry its job payloads; they reach logs as a name and a SQLSTATE only. */
function withoutParametersInErrors(db: PgBoss.Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        return await db.executeSql(text, values);
      } catch (error) {
        throw toDatabaseError(error, 'pg-boss');
      }
    },
  };
}

/** pg-boss's statements on the caller's transaction. */
const onTransaction = (tx: Queryable): PgBoss.Db => ({
  async executeSql(text, values) {
    return { rows: await tx.query(text, (values ?? []) as SqlParam[]) };
  },
});

/**
 * pg-boss's statements that record a job's outcome (completed, or failed for a retry). It sends them without
 * awaiting them when a handler returns: with the database away they would reject with nobody to hear, and
 * the job would stay active until it expires. They wait for the database here and are sent again (a
 * completion only moves an active job). Read from pg-boss's own plans, which its types do not declare.
 */
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
  createQueue(schema: string): string;
};
const OUTCOME_STATEMENTS = new Set([pgBossPlans.completeJobs(SCHEMA), pgBossPlans.failJobsById(SCHEMA)]);
const CREATE_QUEUE_STATEMENT = pgBossPlans.createQueue(SCHEMA);

/**
 * What Postgres answers when processes set pg-boss up at the same moment: a deadlock (it stops one of two
 * queue creations, each attaching a partition to the job table) or an object the other has just created
 * (two first starts installing its schema). The statement changed nothing; a second try passes.
 */
const CONFLICT_CODES = new Set(['40P01', '40001', '42710', '42P07', '23505']);
const CONFLICT_ATTEMPTS = 5;

async function againOnConflict<T>(attempt: () => Promise<T>, onRetry: (code: string) => void): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !CONFLICT_CODES.has(code) || tries >= CONFLICT_ATTEMPTS) throw error;
      onRetry(code);
      // Apart, at random: two processes that met once should not meet again.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * tries));
    }
  }
}

/** How long stop() waits for statements and handlers already under way before it gives up on them. */
const QUIET_TIMEOUT_MS = 30_000;

export function createJobQueue(db: Db, options: JobQueueOptions): JobQueue {
  const log = options.log ?? ((message: string) => console.log(message));
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const declared = new Map<string, Promise<void>>();
  // What the queue still has under way: pg-boss's statements and our handlers. pg-boss stops without
  // waiting for a fetch it has already sent; the job that fetch returns is handled anyway, and its outcome
  // written after stop() would otherwise have returned (and the caller closed the database).
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    underWay.add(promise);
    promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  };
  const adapter = pgBossAdapter(db);
  const trackedDb: PgBoss.Db = {
    executeSql: (text, values) =>
      track(
        OUTCOME_STATEMENTS.has(text)
          ? retryWhileUnreachable(db, () => adapter.executeSql(text, values), {
              onWait: (error) =>
                log(`job queue: a job's outcome waits for the database (${(error as Error).message})`),
            })
          : adapter.executeSql(text, values),
      ),
  };
  const timers = new Set<NodeJS.Timeout>();
  const stopCallbacks: (() => void)[] = [];
  // pg-boss's worker ids by kind, for the wake notices; and the subscription that hears them.
  const workerIds = new Map<string, string[]>();
  let wakeSubscription: Promise<(() => Promise<void>) | null> | null = null;
  const stopping = new AbortController();
  let started: Promise<PgBoss> | null = null;
  let stopped = false;

  const boss = () => {
    if (stopped) return Promise.reject(new Error('The job queue has stopped'));
    if (!started) {
      started = againOnConflict(
        async () => {
          const instance = new PgBoss({
            db: trackedDb,
            schema: SCHEMA,
            supervise: options.work,
            schedule: options.work,
            migrate: true,
          });
          instance.on('error', (error: Error) => log(`job queue error: ${error.message}`));
          await instance.start();
          return instance;
        },
        (code) => log(`job queue: starting met another process's start (SQLSTATE ${code}); trying again`),
      );
      // A failed start is not kept: the next send tries again.
      started.catch(() => {
        started = null;
      });
    }
    return started;
  };

  // One creation at a time in this process; one that meets another process's is tried again.
  let creating: Promise<unknown> = Promise.resolve();
  const declare = (kind: JobKind<object>) => {
    let done = declared.get(kind.name);
    if (!done) {
      const create = async () => {
        const instance = await boss();
        await againOnConflict(
          () => instance.createQueue(kind.name, { name: kind.name, ...kind.policy }),
          (code) =>
            log(`job queue: creating ${kind.name} met another process's (SQLSTATE ${code}); trying again`),
        );
      };
      done = creating.then(create, create);
      creating = done.catch(() => undefined);
      done.catch(() => declared.delete(kind.name));
      declared.set(kind.name, done);
    }
    return done;
  };

  const requireWorker = (what: string) => {
    if (!options.work) throw new Error(`${what}: this process only sends jobs (WORKER_IN_PROCESS is off)`);
  };

  /**
   * Resolves once nothing is under way, looking again after each round: a statement's result starts a
   * handler, and a handler's end starts the statement that records it. Gives up after QUIET_TIMEOUT_MS.
   */
  const untilQuiet = async () => {
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    while (underWay.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
      await Promise.race([Promise.allSettled([...underWay]), timeout]);
      clearTimeout(timer);
      // Let the callbacks chained on what just settled run and start their own work.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (underWay.size > 0) log(`job queue: stopped with ${underWay.size} statements or jobs still under way`);
  };

  return {
    works: options.work,
    declare,
    boss,
    async send(kind, data, sendOptions = {}) {
      await declare(kind);
      const id = await (
        await boss()
      ).send(kind.name, data, {
        startAfter: READY_AT_ONCE,
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.tx ? { db: onTransaction(sendOptions.tx) } : {}),
        ...(sendOptions.retryDelaySeconds !== undefined ? { retryDelay: sendOptions.retryDelaySeconds } : {}),
      });
      // Inside the caller's transaction the notice goes out when it commits, and not at all on a rollback.
      // Outside one, the job is already stored: a notice that fails only leaves it to the next poll.
      if (id) {
        const wake = notify(sendOptions.tx ?? db, JOB_WAKE_CHANNEL, kind.name);
        await (sendOptions.tx ? wake : wake.catch(() => undefined));
      }
      return id;
    },
    async work(kind, handle, workOptions = {}) {
      requireWorker(`work(${kind.name})`);
      await declare(kind);
      wakeSubscription ??= db
        .listen(JOB_WAKE_CHANNEL, (name) => {
          const instance = started;
          const ids = workerIds.get(name);
          if (instance && ids)
            void instance.then(
              (boss) => ids.forEach((id) => boss.notifyWorker(id)),
              () => {},
            );
        })
        .catch((error: unknown) => {
          log(`job queue: workers poll only, the wake notices are not heard (${(error as Error).message})`);
          return null;
        });
      await wakeSubscription;
      // pg-boss 10 works one job at a time per registration: each worker is one more registration.
      for (let worker = 0; worker < (workOptions.workers ?? 1); worker++) {
        const id = await (
          await boss()
        ).work<unknown>(kind.name, { pollingIntervalSeconds, batchSize: 1 }, (jobs) =>
          track(
            (async () => {
              for (const job of jobs) {
                if (!kind.isPayload(job.data)) throw new Error(`Invalid ${kind.name} payload`);
                await handle(job.data);
              }
            })(),
          ),
        );
        workerIds.set(kind.name, [...(workerIds.get(kind.name) ?? []), id]);
      }
    },
    async schedule(kind, cron) {
      requireWorker(`schedule(${kind.name})`);
      await declare(kind);
      await (await boss()).schedule(kind.name, cron, {}, { tz: 'UTC' });
    },
    async every(seconds, task) {
      await task();
      if (stopped) return;
      const timer = setInterval(() => void task(), Math.max(1, seconds) * 1000);
      timer.unref();
      timers.add(timer);
    },
    onStop(callback) {
      stopCallbacks.push(callback);
    },
    stopping: stopping.signal,
    async stop() {
      if (stopped) return;
      stopped = true;
      stopping.abort();
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      const unsubscribe = await wakeSubscription?.catch(() => null);
      await unsubscribe?.().catch(() => undefined);
      const running = started;
      if (running) {
        const instance = await running.catch(() => null);
        if (instance)
          await instance.stop(
            options.work
              ? { graceful: true, wait: true, timeout: QUIET_TIMEOUT_MS }
              : { graceful: false, wait: true },
          );
        await untilQuiet();
      }
      for (const callback of stopCallbacks) callback();
    },
  };
}
