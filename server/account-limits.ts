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
}

/** When a refused request may try again: a dashboard request takes well under that. */
const RETRY_AFTER_SECONDS = 2;

export function createAccountLimits(
  config: Pick<
    Config,
    'CONCURRENCY_REQUESTS' | 'CONCURRENCY_QUEUE' | 'CONCURRENCY_QUEUE_SECONDS' | 'CONCURRENCY_STATEMENTS'
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
  };
}

/**
 * A turn for one of the account's requests, once one is free; the caller ends it when the response is
 * complete. Refused with a 429 when too many wait already or the wait runs out.
 */
export async function requestTurn(
  limits: AccountLimits,
  viewer: Pick<Viewer, 'personId'>,
): Promise<() => void> {
  try {
    return await limits.requests.acquire(limitKey(viewer));
  } catch (error) {
    if (!(error instanceof ConcurrencyLimitReached)) throw error;
    throw new AppError(
      'RATE_LIMITED',
      'This account has too many requests running at once. Try again in a moment.',
      RETRY_AFTER_SECONDS,
    );
  }
}

/** Runs task in a turn of the account's requests (requestTurn), ended when it settles. */
export async function withRequestTurn<T>(
  limits: AccountLimits,
  viewer: Pick<Viewer, 'personId'>,
  task: () => Promise<T>,
): Promise<T> {
  const endTurn = await requestTurn(limits, viewer);
  try {
    return await task();
  } finally {
    endTurn();
  }
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
