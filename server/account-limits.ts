/**
 * What one account may have running at once, so that no account holds the server for the others. The
 * share is limitKey's: the account today, its workspace once accounts share workspaces.
 *
 * - Requests: an account's GraphQL operations and REST calls (exports included) run
 *   CONCURRENCY_REQUESTS at a time; later ones wait, CONCURRENCY_QUEUE of them at most and
 *   CONCURRENCY_QUEUE_SECONDS at most, and are then refused with 429 and Retry-After. What costs the
 *   database nothing takes no turn: health and readiness, sign-in and the rest of /auth, the public report
 *   wizard, and answers the read cache gives.
 * - Statements: every field of a GraphQL document resolves at once, so one dashboard request asks for
 *   dozens of reads together, and the embedded store runs one statement at a time in order of arrival:
 *   another user's sign-in waited behind all of them, once per statement it runs. A request's statements
 *   take turns per account, CONCURRENCY_STATEMENTS at a time, so another account's statement waits for
 *   that many at most. A transaction takes no turn (its statements are its own, and it may wait for none).
 * - Scans: what reads an account's answers with no index narrowing them to a few (an answer search, whose
 *   substring reading reads every answer's text; the searches the engines ran; a CSV export) holds the
 *   embedded store for far longer per statement than a figure read from its rollups, so however the rest
 *   of a request's statements take turns, four of them at once kept another user's sign-in waiting
 *   seconds. An account runs CONCURRENCY_SCANS of them at once, inside its request turns; a few more
 *   wait (CONCURRENCY_SCAN_QUEUE, CONCURRENCY_QUEUE_SECONDS), the rest are refused with 429 at once.
 */
import type { Config } from './config';
import type { Viewer } from './caller';
import type { Db, SqlParam } from './db/db';
import { ConcurrencyLimitReached, KeyedConcurrency } from './lib/concurrency';
import { AppError } from './lib/errors';

/** Whose share a request takes. */
export const limitKey = (viewer: Pick<Viewer, 'personId'>): string => viewer.personId;

export interface AccountLimits {
  requests: KeyedConcurrency;
  statements: KeyedConcurrency;
  scans: KeyedConcurrency;
}

/** When a refused request may try again: a dashboard request takes well under that. */
const RETRY_AFTER_SECONDS = 2;

export function createAccountLimits(
  config: Pick<
    Config,
    | 'CONCURRENCY_REQUESTS'
    | 'CONCURRENCY_QUEUE'
    | 'CONCURRENCY_QUEUE_SECONDS'
    | 'CONCURRENCY_STATEMENTS'
    | 'CONCURRENCY_SCANS'
    | 'CONCURRENCY_SCAN_QUEUE'
  >,
): AccountLimits {
  return {
    requests: new KeyedConcurrency({
      running: config.CONCURRENCY_REQUESTS,
      queued: config.CONCURRENCY_QUEUE,
      waitMs: config.CONCURRENCY_QUEUE_SECONDS * 1000,
    }),
    statements: new KeyedConcurrency({
      running: config.CONCURRENCY_STATEMENTS,
      queued: Infinity,
      waitMs: Infinity,
    }),
    scans: new KeyedConcurrency({
      running: config.CONCURRENCY_SCANS,
      queued: config.CONCURRENCY_SCAN_QUEUE,
      waitMs: config.CONCURRENCY_QUEUE_SECONDS * 1000,
    }),
  };
}

/** A turn of the account's in `turns`, once one is free; refused with a 429 saying `what` are too many. */
async function takeTurn(turns: KeyedConcurrency, key: string, what: string): Promise<() => void> {
  try {
    return await turns.acquire(key);
  } catch (error) {
    if (!(error instanceof ConcurrencyLimitReached)) throw error;
    throw new AppError(
      'RATE_LIMITED',
      `This account has too many ${what} running at once. Try again in a moment.`,
      RETRY_AFTER_SECONDS,
    );
  }
}

/** Runs task once `turn` gives it one, ending the turn when it settles. */
async function withTurn<T>(turn: Promise<() => void>, task: () => Promise<T>): Promise<T> {
  const endTurn = await turn;
  try {
    return await task();
  } finally {
    endTurn();
  }
}

/**
 * A turn for one of the account's requests, once one is free; the caller ends it when the response is
 * complete. Refused with a 429 when too many wait already or the wait runs out.
 */
export function requestTurn(limits: AccountLimits, viewer: Pick<Viewer, 'personId'>): Promise<() => void> {
  return takeTurn(limits.requests, limitKey(viewer), 'requests');
}

/** Runs task in a turn of the account's requests (requestTurn), ended when it settles. */
export function withRequestTurn<T>(
  limits: AccountLimits,
  viewer: Pick<Viewer, 'personId'>,
  task: () => Promise<T>,
): Promise<T> {
  return withTurn(requestTurn(limits, viewer), task);
}

/**
 * Runs task in a turn of the account's scans (see Scans above), ended when it settles: at once when one is
 * free, after a wait in the short queue, else refused with a 429 and Retry-After. The turn is asked for
 * before the task's first await, so the scans of one document are counted in the order they are written.
 */
export function withScanTurn<T>(
  limits: AccountLimits,
  viewer: Pick<Viewer, 'personId'>,
  task: () => Promise<T>,
): Promise<T> {
  return withTurn(takeTurn(limits.scans, limitKey(viewer), 'searches or exports'), task);
}

/** The database as one account's requests see it: its statements take turns (the share's). */
export function accountDb(db: Db, limits: AccountLimits, viewer: Viewer): Db {
  const key = limitKey(viewer);
  return {
    ...db,
    async query<Row>(sql: string, params?: readonly SqlParam[]) {
      const release = await limits.statements.acquire(key);
      try {
        return await db.query<Row>(sql, params);
      } finally {
        release();
      }
    },
  };
}
