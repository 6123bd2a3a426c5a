/**
 * Riding out a database outage in background work: telling "the database is away" from a statement's own
 * error, waiting until it answers again, and retrying idempotent writes across the gap. Requests do not
 * wait (they answer at once); a job handler does, so nothing it holds is lost and nothing it hands back to
 * the job queue meets a dead connection.
 */
import type { Queryable } from './db';

/** Socket-level failures node-postgres reports when the server cannot be reached or the link drops. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server that is going away or not yet accepting connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres's own messages for a connection that closed or never opened. */
const LOST_CONNECTION =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Connection closed/i;

/** True when the error says the database could not be reached, not that a statement was refused. */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return LOST_CONNECTION.test(error.message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OutageOptions {
  /** Give up after waiting this long in total (default 10 minutes). */
  maxWaitMs?: number;
  /** First pause between probes; doubles up to 5 s (default 250 ms). */
  firstDelayMs?: number;
  /** Told before each wait, with the error that started it. */
  onWait?: (error: unknown) => void;
}

/**
 * Runs `write`; when it fails because the database is unreachable, waits until `select 1` answers and
 * runs it again. `write` must be idempotent (a commit whose answer was lost is run twice). Other errors,
 * and an outage longer than maxWaitMs, are thrown.
 */
export async function retryWhileUnreachable<T>(
  db: Queryable,
  write: () => Promise<T>,
  options: OutageOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.maxWaitMs ?? 600_000);
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnreachable(error) || Date.now() >= deadline) throw error;
      options.onWait?.(error);
      await waitForDatabase(db, { ...options, maxWaitMs: deadline - Date.now() });
    }
  }
}

/** Resolves once the database answers `select 1` (probing with back-off); throws after maxWaitMs. */
export async function waitForDatabase(db: Queryable, options: OutageOptions = {}): Promise<void> {
  const deadline = Date.now() + (options.maxWaitMs ?? 600_000);
  let delay = options.firstDelayMs ?? 250;
  for (;;) {
    try {
      await db.query(/* probeDatabase */ 'select 1');
      return;
    } catch (error) {
      if (!isDatabaseUnreachable(error) || Date.now() >= deadline) throw error;
      await sleep(Math.min(delay, Math.max(0, deadline - Date.now())));
      delay = Math.min(delay * 2, 5_000);
    }
  }
}
