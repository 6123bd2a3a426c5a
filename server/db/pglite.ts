import { Worker } from 'node:worker_threads';
import { runsCompiled } from '../code-location';
import {
  IN_PROCESS_NOTICES,
  statementName,
  toDatabaseError,
  type Db,
  type Queryable,
  type SqlParam,
} from './db';
import { parseJsonColumns, PgliteSession, type RowsWithJsonText } from './pglite-session';

/** What the job queue (pg-boss) needs of the embedded store: parameterised statements and scripts. */
export interface PgliteHandle {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

/** The PGlite Db with its underlying handle (for the job queue, which needs exec() for its migrations). */
export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  readonly raw: PgliteHandle;
}

/** A store on the calling thread can also be dumped whole (tests start from a seeded one). */
export interface LocalPgliteDb extends PgliteDb {
  dump(): Promise<Blob>;
}

function wrap(run: (sql: string, params: unknown[]) => Promise<unknown[]>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      try {
        return (await run(sql, params as unknown[])) as Row[];
      } catch (error) {
        throw toDatabaseError(error, statementName(sql));
      }
    },
  };
}

/**
 * Opens the embedded Postgres on the calling thread (in dataDir, created on first use, or in memory when
 * dataDir is undefined, starting from the dump `from` if given). Tests and one-off tools use it; the server uses openPgliteThread, so that
 * statements do not run on its event loop.
 */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<LocalPgliteDb> {
  const session = await PgliteSession.open(dataDir, from);
  const plain = wrap((sql, params) => session.query(sql, params));
  return {
    kind: 'pglite',
    query: plain.query,
    transaction: (fn) => session.transaction((tx) => fn(wrap((sql, params) => tx.query(sql, params)))),
    exec: async (sql) => {
      await session.exec(sql);
    },
    listen: async (channel, onPayload) => {
      const unsubscribe = await session.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    noticeLink: () => IN_PROCESS_NOTICES,
    close: () => session.close(),
    dump: () => session.dump(),
    raw: {
      query: async (sql, params = []) => ({ rows: await session.query(sql, params) }),
      exec: async (sql) => (await session.exec(sql)).map((rows) => ({ rows })),
    },
  };
}

// ---------- the store on a thread of its own (pglite-thread.ts) ----------

/** A request to the database thread; `tx` places a statement inside an open transaction. */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; subscription: number }
  | { id: number; op: 'close' };

/** What crosses back of a failed statement: enough for toDatabaseError, nothing of its parameters. */
export interface ThreadError {
  message: string;
  code?: string;
  constraint?: string;
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError }
  | { notify: number; payload: string };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * Starts pglite-thread in a worker. The compiled server (see build/server.ts) has the thread's own bundle
 * beside it. From the sources (tsx, tests) the thread loads its TypeScript through tsx, registered in the
 * thread itself: a worker does not take on the loader hooks of the process that starts it.
 */
function startThread(workerData: { dataDir: string | undefined }): Worker {
  if (runsCompiled) return new Worker(new URL('./pglite-thread.js', import.meta.url), { workerData });
  const entry = new URL('./pglite-thread.ts', import.meta.url).href;
  const loader = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData },
  );
}

/**
 * Opens the embedded Postgres on a worker thread of its own (pglite-thread.ts): the event loop keeps
 * serving requests while a statement runs. Statements queue in the order they are sent, as on a single
 * connection; a transaction holds the store until it commits or rolls back, as PGlite's own does.
 */
export async function openPgliteThread(dataDir: string | undefined): Promise<PgliteDb> {
  const worker = startThread({ dataDir });
  let lastId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (message: ThreadReply) => {
    if ('notify' in message) return listeners.get(message.notify)?.(message.payload);
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(Object.assign(new Error(message.error.message), message.error));
  });
  // A thread that stops fails what was waiting and everything after: the store went with it.
  const fail = (error: Error) => {
    failure ??= error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database thread stopped (exit code ${code})`)));

  /** Sends a request; the id it was given (a transaction's or a subscription's handle) and its reply. */
  const request = (body: WithoutId<ThreadRequest>) => {
    const id = ++lastId;
    const reply = failure
      ? Promise.reject(failure)
      : new Promise<unknown>((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          worker.postMessage({ ...body, id });
        });
    return { id, reply };
  };
  const send = (body: WithoutId<ThreadRequest>) => request(body).reply;
  const statements = (tx?: number) =>
    wrap(async (sql, params) =>
      parseJsonColumns((await send({ op: 'query', sql, params, tx })) as RowsWithJsonText),
    );

  await ready;
  const plain = statements();
  return {
    kind: 'pglite',
    query: plain.query,
    async transaction(fn) {
      const begin = request({ op: 'begin' });
      await begin.reply.catch((error: unknown) => {
        throw toDatabaseError(error, 'begin');
      });
      let result;
      try {
        result = await fn(statements(begin.id));
      } catch (error) {
        // The statement's own error is the one to report, even if the rollback fails as well.
        await send({ op: 'rollback', tx: begin.id }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'commit', tx: begin.id }).catch((error: unknown) => {
        throw toDatabaseError(error, 'commit');
      });
      return result;
    },
    exec: async (sql) => {
      await send({ op: 'exec', sql });
    },
    async listen(channel, onPayload) {
      const subscription = request({ op: 'listen', channel });
      listeners.set(subscription.id, onPayload);
      await subscription.reply;
      return async () => {
        listeners.delete(subscription.id);
        await send({ op: 'unlisten', subscription: subscription.id });
      };
    },
    noticeLink: () => IN_PROCESS_NOTICES,
    async close() {
      await send({ op: 'close' });
      await worker.terminate();
    },
    raw: {
      query: async (sql, params = []) => ({
        rows: parseJsonColumns((await send({ op: 'query', sql, params })) as RowsWithJsonText),
      }),
      exec: async (sql) => ((await send({ op: 'exec', sql })) as unknown[][]).map((rows) => ({ rows })),
    },
  };
}
