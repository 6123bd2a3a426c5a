/**
 * The local admin call: the process that holds the embedded store listens on a Unix domain socket,
 * DATA_DIR/admin.sock, and on request holds the store still while the caller copies its files
 * (`npm run backup` while a server runs: the data folder's lock keeps every other process from opening the
 * store). Only the machine's operator reaches it: the socket is 0600 in a 0700 folder, and connecting to a
 * Unix socket takes write permission on it. Nothing of it is on a network port.
 *
 * The exchange, a line of JSON each way at a time:
 *   → {"op":"hold"}      ← {"ok":true,"migrations":[…],"postgresVersion":…,"keptEvidence":{…}}
 *                          (the store is held from here; keptEvidence counts the answers' kept evidence)
 *   → {"op":"release"}   ← {"ok":true}   (it was held until the release)
 * or ← {"ok":false,"error":…}. The hold ends when the caller releases it, goes away, or after a limit
 * (HOLD_LIMIT_MS): then the connection is closed without the last line, and the caller's copy is void.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { countEvidence, type EvidenceCount } from './backup-evidence';
import { PRIVATE_FILE_MODE } from './data-dir';
import type { Db } from './db';
import { appliedMigrations } from './migrate';

export const ADMIN_SOCKET_NAME = 'admin.sock';
/** A socket's path must fit sun_path: 108 bytes on Linux and 104 on macOS, with the closing NUL. */
const MAX_SOCKET_PATH_BYTES = 103;
/** How long a client may take to send its request. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The longest the store is held for one caller: every request and job waits meanwhile. */
const HOLD_LIMIT_MS = 60_000;

export const adminSocketPath = (dataDir: string) => path.join(dataDir, ADMIN_SOCKET_NAME);

/** What the store says of itself while it is held. */
export interface HeldStore {
  migrations: string[];
  postgresVersion: string;
  /** The answers' kept evidence it holds; null from a server of a Sightline that did not count it. */
  keptEvidence: EvidenceCount | null;
}

/**
 * Runs `whileHeld` with the embedded store held still: inside a transaction, which on PGlite holds the
 * only connection (every other statement waits for its end), after a checkpoint, so its files on disk
 * hold every commit and nothing writes to them until it ends.
 */
export function holdStore<T>(db: Db, whileHeld: (store: HeldStore) => Promise<T>): Promise<T> {
  if (db.kind !== 'pglite') throw new Error('Only the embedded store is held for a copy of its files');
  return db.transaction(async (tx) => {
    await tx.query('/* checkpoint */ checkpoint');
    const migrations = await appliedMigrations(tx);
    const [{ version }] = (await tx.query<{ version: string }>(
      `/* postgresVersion */ select current_setting('server_version') as version`,
    )) as [{ version: string }];
    return whileHeld({ migrations, postgresVersion: version, keptEvidence: await countEvidence(tx) });
  });
}

const requestSchema = z.object({ op: z.enum(['hold', 'release']) });
const heldSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    migrations: z.array(z.string()),
    postgresVersion: z.string(),
    keptEvidence: z.object({ answers: z.number(), bytes: z.number() }).optional(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
const releasedSchema = z.object({ ok: z.literal(true) });

const send = (socket: net.Socket, message: object) => socket.write(JSON.stringify(message) + '\n');

/** The next line the peer sends (the socket is paused after it), or an error if it ends first. */
function readLine(socket: net.Socket, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readableEnded || socket.destroyed)
      return reject(new Error('the connection closed before a whole line arrived'));
    let held = Buffer.alloc(0);
    const stop = () => {
      socket.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onError);
      socket.pause();
    };
    const onData = (chunk: Buffer) => {
      held = Buffer.concat([held, chunk]);
      const end = held.indexOf(0x0a);
      if (end >= 0) {
        stop();
        // Each side sends a line and waits for the answer, so nothing follows a line.
        resolve(held.subarray(0, end).toString('utf8'));
      } else if (held.length > maxBytes) {
        stop();
        reject(new Error('the line is too long'));
      }
    };
    const onEnd = () => {
      stop();
      reject(new Error('the connection closed before a whole line arrived'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    socket.on('data', onData).once('end', onEnd).once('close', onEnd).once('error', onError);
    socket.resume();
  });
}

const readRequest = async (socket: net.Socket) =>
  requestSchema.safeParse(JSON.parse(await readLine(socket, 1024))).data?.op;

export interface AdminSocket {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/admin.sock; the caller holds the folder's lock, so a socket file already there was
 * left by a process that died. Where the socket cannot listen (a path too long for a socket, a file
 * system without sockets) the process runs without it and says so: a backup then needs it stopped.
 */
export async function serveAdminSocket(
  dataDir: string,
  db: Db,
  {
    holdLimitMs = HOLD_LIMIT_MS,
    warn = (message: string) => console.warn(message),
  }: { holdLimitMs?: number; warn?: (message: string) => void } = {},
): Promise<AdminSocket> {
  const file = adminSocketPath(dataDir);
  const unavailable = (why: string) => {
    warn(`Backups while this process runs are unavailable (${why}); stop it to back up ${dataDir}.`);
    return { close: async () => {} };
  };
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES)
    return unavailable(`the socket's path ${file} is longer than ${MAX_SOCKET_PATH_BYTES} bytes`);

  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy()); // a caller that went away; its hold ends with it
    void answer(socket);
  });

  async function answer(socket: net.Socket) {
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    if ((await readRequest(socket).catch(() => undefined)) !== 'hold') return socket.destroy();
    socket.setTimeout(0); // the hold waits for the transactions before it
    let released = false;
    try {
      await holdStore(db, async (store) => {
        send(socket, { ok: true, ...store });
        const limit = setTimeout(() => {
          warn(`A backup held the store for ${holdLimitMs / 1000} s without finishing; it was abandoned.`);
          socket.destroy();
        }, holdLimitMs);
        try {
          released = (await readRequest(socket).catch(() => undefined)) === 'release';
        } finally {
          clearTimeout(limit);
        }
      });
    } catch (error) {
      if (!socket.destroyed) send(socket, { ok: false, error: (error as Error).message });
    }
    if (released) send(socket, { ok: true });
    socket.end();
  }

  try {
    if (fs.lstatSync(file, { throwIfNoEntry: false })?.isSocket()) fs.rmSync(file);
    server.listen(file);
    await once(server, 'listening');
    fs.chmodSync(file, PRIVATE_FILE_MODE); // umask 077 made it so already; this says it
  } catch (error) {
    server.close();
    return unavailable((error as Error).message);
  }
  return {
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}

/**
 * Has the process holding dataDir hold its store still while `copy` runs; null when none answers there (no
 * process holds the folder, or one that died left its socket behind). Throws when the hold ended before
 * the copy did: then what `copy` read is not a consistent store.
 */
export async function whileRunningProcessHoldsStore<T>(
  dataDir: string,
  copy: (store: HeldStore) => T | Promise<T>,
): Promise<{ store: HeldStore; copied: T; heldMs: number } | null> {
  const file = adminSocketPath(dataDir);
  const socket = net.createConnection(file);
  try {
    await once(socket, 'connect');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw new Error(`Cannot reach the running server through ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    send(socket, { op: 'hold' });
    const held = heldSchema.parse(JSON.parse(await readLine(socket, 1_000_000)));
    if (!held.ok) throw new Error(`The running server could not hold its store: ${held.error}`);
    const heldFrom = Date.now();
    const store = {
      migrations: held.migrations,
      postgresVersion: held.postgresVersion,
      keptEvidence: held.keptEvidence ?? null,
    };
    const copied = await copy(store);
    send(socket, { op: 'release' });
    const released = releasedSchema.safeParse(JSON.parse(await readLine(socket, 1024).catch(() => '{}')));
    if (!released.success)
      throw new Error(
        'The running server stopped holding its store before the copy was done; nothing was written. ' +
          'Try again, or stop the server and back up without it.',
      );
    return { store, copied, heldMs: Date.now() - heldFrom };
  } finally {
    socket.destroy();
  }
}
