/**
 * The change notice: the one place that announces "brand X's data changed" or "person X's access changed"
 * (the policy is written down in server/lib/cache.ts). It drops what this process caches under that id at
 * once and NOTIFYs every process, whose listener drops theirs.
 */
import type { Authenticator } from '../caller';
import type { ReadCache, RequestMemo } from '../lib/cache';
import { notify, type Db, type Queryable } from './db';

export const DATA_CHANGED_CHANNEL = 'sightline_data_changed';

/**
 * Whose data changed: a brand (its figures, settings, members) or a person (their sessions, tokens,
 * memberships). A person's change wins when both are given (a scope spread with the person who left).
 */
export type DataChange = { brandId: string; personId?: string } | { brandId?: string; personId: string };

interface ChangeNotice {
  db: Queryable;
  /** This process's cache; absent in a worker process, which keeps none (the NOTIFY reaches the rest). */
  cache?: ReadCache;
  /** The request's memo, when the change is made while answering one. */
  memo?: RequestMemo;
}

export async function announceDataChanged(change: ChangeNotice & DataChange): Promise<void> {
  const id = (change.personId ?? change.brandId)!;
  change.cache?.invalidate(id);
  change.memo?.clear();
  // Outside a transaction the notice goes at once: the change answers once this process heard it back,
  // by when every other process's link has been sent it too (their cache hits wait a turn to read it).
  const heard = isDb(change.db) ? change.db.untilHeard?.(DATA_CHANGED_CHANNEL, id) : undefined;
  await notify(change.db, DATA_CHANGED_CHANNEL, id);
  await heard;
}

const isDb = (db: Queryable): db is Db => 'transaction' in db;

/**
 * Drops the entries of the brand or person named from `cache` whenever any process announces a change, and every entry when
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
    (id) => {
      cache.invalidate(id);
      // A person's token or session may have been revoked there: check it again here.
      authenticator?.forgetAccount?.(id);
    },
    () => cache.clear(),
  );
}
