/**
 * Riding out a database outage in background work: telling "the database is away" from a statement's own
 * error, waiting until it answers again, and retrying idempotent writes across the gap. Requests do not
 * wait (they answer at once); a job handler does, so nothing it holds is lost and nothing it hands back to
 * the job queue meets a dead connection.
 */
import { isDatabaseUnreachable, type Queryable } from './db';

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
