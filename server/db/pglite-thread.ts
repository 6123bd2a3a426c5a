/**
 * The embedded database's own thread. PGlite is Postgres compiled to WebAssembly: every statement runs
 * synchronously on the thread that calls it, so on the server's main thread one slow query would stall
 * every request in the process. Here it runs beside the event loop, and openPgliteThread (pglite.ts)
 * talks to it by messages. Each request carries an id; the reply carries the same id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest, ThreadError } from './pglite';
import { PgliteSession, type SessionStatements } from './pglite-session';

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string | undefined };

const reply = (message: ThreadReply) => port.postMessage(message);

function describe(error: unknown): ThreadError {
  const fields = (error ?? {}) as { message?: unknown; code?: unknown; constraint?: unknown };
  return {
    message: typeof fields.message === 'string' ? fields.message : String(error),
    code: typeof fields.code === 'string' ? fields.code : undefined,
    constraint: typeof fields.constraint === 'string' ? fields.constraint : undefined,
  };
}

/** Statements of an open transaction wait here until the main thread sends them. */
interface OpenTransaction {
  pending: ThreadRequest[];
  wake: (() => void) | null;
  /** The commit or rollback that ends it: its reply is the transaction's outcome. */
  end?: { id: number; op: 'commit' | 'rollback' };
}

async function main() {
  const session = await PgliteSession.open(dataDir);
  const transactions = new Map<number, OpenTransaction>();
  const subscriptions = new Map<number, () => Promise<void>>();

  const answer = async (id: number, work: () => Promise<unknown>) => {
    try {
      reply({ id, ok: true, value: await work() });
    } catch (error) {
      reply({ id, ok: false, error: describe(error) });
    }
  };

  /** Runs a transaction's statements as they arrive, until the main thread commits or rolls it back. */
  async function runTransaction(tx: SessionStatements, open: OpenTransaction) {
    for (;;) {
      while (open.pending.length === 0) await new Promise<void>((resolve) => (open.wake = resolve));
      const request = open.pending.shift()!;
      if (request.op === 'commit' || request.op === 'rollback') {
        open.end = { id: request.id, op: request.op };
        if (request.op === 'commit') return;
        throw new Error('rolled back');
      }
      if (request.op === 'query') {
        await answer(request.id, () => tx.queryWithJsonText(request.sql, request.params));
      }
    }
  }

  port.on('message', (request: ThreadRequest) => {
    if ('tx' in request && request.tx !== undefined) {
      const open = transactions.get(request.tx);
      if (!open) return reply({ id: request.id, ok: false, error: { message: 'No such transaction' } });
      open.pending.push(request);
      open.wake?.();
      open.wake = null;
      return;
    }
    switch (request.op) {
      case 'query':
        return void answer(request.id, () => session.queryWithJsonText(request.sql, request.params));
      case 'exec':
        return void answer(request.id, () => session.exec(request.sql));
      case 'begin': {
        const open: OpenTransaction = { pending: [], wake: null };
        transactions.set(request.id, open);
        session
          .transaction(async (tx) => {
            reply({ id: request.id, ok: true, value: null });
            return runTransaction(tx, open);
          })
          .then(() => reply({ id: open.end!.id, ok: true, value: null }))
          .catch((error: unknown) => {
            // A rollback that was asked for succeeded; a failed commit, or a transaction that could not
            // begin, answers the request that was waiting.
            if (open.end?.op === 'rollback') reply({ id: open.end.id, ok: true, value: null });
            else reply({ id: open.end?.id ?? request.id, ok: false, error: describe(error) });
          })
          .finally(() => transactions.delete(request.id));
        return;
      }
      case 'listen':
        return void answer(request.id, async () => {
          const unsubscribe = await session.listen(request.channel, (payload) =>
            reply({ notify: request.id, payload }),
          );
          subscriptions.set(request.id, unsubscribe);
          return null;
        });
      case 'unlisten':
        return void answer(request.id, async () => {
          await subscriptions.get(request.subscription)?.();
          subscriptions.delete(request.subscription);
          return null;
        });
      case 'close':
        return void answer(request.id, async () => {
          await session.close();
          return null;
        });
    }
  });
  reply({ id: 0, ok: true, value: 'ready' });
}

main().catch((error: unknown) => reply({ id: 0, ok: false, error: describe(error) }));
