/**
 * The change notice: the one place that announces "account X's data changed" (the policy is written down
 * in server/lib/cache.ts). It drops the account's cached reads in this process at once and NOTIFYs every
 * process, whose listener drops theirs.
 */
import type { Authenticator } from '../context';
import type { ReadCache, RequestMemo } from '../lib/cache';
import type { Db, Queryable } from './db';

export const DATA_CHANGED_CHANNEL = 'sightline_data_changed';

export interface ChangedAccount {
  db: Queryable;
  userId: string;
  /** This process's cache; absent in a worker process, which keeps none (the NOTIFY reaches the rest). */
  cache?: ReadCache;
  /** The request's memo, when the change is made while answering one. */
  memo?: RequestMemo;
}

export async function announceDataChanged(account: ChangedAccount): Promise<void> {
  account.cache?.invalidate(account.userId);
  account.memo?.clear();
  await account.db.query('/* notifyDataChanged */ select pg_notify($1, $2)', [
    DATA_CHANGED_CHANNEL,
    account.userId,
  ]);
}

/**
 * Drops an account's entries from `cache` whenever any process announces a change, and every entry when
 * the subscription had to be made again (notices sent while the link was down are lost); returns the
 * unlisten.
 */
export function listenForDataChanges(
  db: Db,
  cache: ReadCache,
  authenticator?: Pick<Authenticator, 'forgetAccount'>,
): Promise<() => Promise<void>> {
  return db.listen(
    DATA_CHANGED_CHANNEL,
    (accountId) => {
      cache.invalidate(accountId);
      // A token or session of the account may have been revoked there: check it again here.
      authenticator?.forgetAccount?.(accountId);
    },
    () => cache.clear(),
  );
}
