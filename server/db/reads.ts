/**
 * Reads of one account that can run alone or several in one statement: the pages' reads share one exchange
 * with the database where they would each have sent their own, one after another on the embedded store.
 * A read is kept under a cache key (SharedRead), so the fields of a page find it whichever way it ran.
 */
import { cachedRead, type CacheScope } from '../lib/cache';
import { jsonColumnsOf, REUSABLE_PLAN, rowsOfJsonColumns, type Queryable, type SqlParam } from './db';

/**
 * One read as a statement's text and parameters: $1 is the account (not in `params`), $2 on are `params`.
 * reusablePlan: the embedded store may keep one plan for any values (REUSABLE_PLAN).
 */
export interface Read {
  /** The statement's name (db.ts statementName), alone or inside getTopicReads. */
  name: string;
  sql: string;
  params: SqlParam[];
  reusablePlan: boolean;
  /**
   * The select's column names, for a read of many rows: they come as one JSON array each
   * (queryColumnsAsJson), which the embedded store builds in about half the time of an object per row.
   */
  columns?: readonly string[];
}

/** A read's rows (the subquery r) as one JSON value: an array of rows, or its columns' arrays. */
const readAsJson = (read: Read) =>
  read.columns ? jsonColumnsOf('r', read.columns) : `coalesce(json_agg(r), '[]'::json)`;

const rowsOfRead = <Row>(read: Read, value: unknown): Row[] =>
  read.columns
    ? rowsOfJsonColumns<Row>(value as Record<string, unknown[]> | string, read.columns)
    : typeof value === 'string'
      ? (JSON.parse(value) as Row[])
      : ((value ?? []) as Row[]);

/** A read alone: its rows as one JSON value. */
export async function getRead<Row>(db: Queryable, brandId: string, read: Read): Promise<Row[]> {
  const [row] = await db.query<{ rows: unknown }>(
    `/* ${read.name} */ ${read.reusablePlan ? REUSABLE_PLAN : ''}
     select ${readAsJson(read)} as rows from (${read.sql}) r`,
    [brandId, ...read.params],
  );
  return rowsOfRead<Row>(read, row?.rows);
}

/**
 * Several reads of one account in one statement, each read's rows as one JSON value (a column per read,
 * in the order given). Each read's own placeholders ($2 on) are moved past those of the reads before it.
 */
export async function getTopicReads(
  db: Queryable,
  brandId: string,
  reads: readonly Read[],
): Promise<unknown[][]> {
  const params: SqlParam[] = [brandId];
  const columns = reads.map((read, i) => {
    const offset = params.length - 1;
    params.push(...read.params);
    const sql = read.sql.replace(/\$(\d+)/g, (_match, n: string) => `$${n === '1' ? 1 : Number(n) + offset}`);
    return `(select ${readAsJson(read)} from (/* ${read.name} */ ${sql}) r) as "${i}"`;
  });
  const plan = reads.every((read) => read.reusablePlan) ? REUSABLE_PLAN : '';
  const [row] = await db.query<Record<string, unknown>>(
    `/* getTopicReads */ ${plan} select ${columns.join(',\n')}`,
    params,
  );
  return reads.map((read, i) => rowsOfRead(read, row?.[String(i)]));
}

/**
 * A read a page shares between its fields: its cache key, its statement and how its rows become the value
 * cached. Read alone by the first field that asks (readAlone), or with the page's other reads in one
 * statement (readTogether); either way under the same key, so the fields find it.
 */
export interface SharedRead<T> {
  key: string;
  read: Read;
  decode: (rows: unknown[]) => T;
}

/** The scope a shared read runs in: the account's caches and its database. */
export interface ReadScope extends CacheScope {
  db: Queryable;
}

export function readAlone<T>(scope: ReadScope, shared: SharedRead<T>): Promise<T> {
  return cachedRead(scope, shared.key, async () =>
    shared.decode(await getRead(scope.db, scope.brandId, shared.read)),
  );
}

/** The rows of a read as they come (a SharedRead's decode). */
export const asRows =
  <Row>() =>
  (rows: unknown[]) =>
    rows as Row[];

/**
 * Sends those of `reads` missing from the caches in one statement; each lands under the key its field
 * reads (readAlone), so the fields wait for it instead of reading again. Returns once they are registered,
 * before they arrive: a failure reaches the fields that wait.
 */
export function readTogether(scope: ReadScope, reads: readonly SharedRead<unknown>[]): void {
  const missing: {
    shared: SharedRead<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  for (const shared of reads)
    // The caches call the load at once when they hold nothing under the key; the promise is the fields' to await.
    void cachedRead(
      scope,
      shared.key,
      () => new Promise((resolve, reject) => missing.push({ shared, resolve, reject })),
    ).catch(() => undefined);
  if (missing.length === 0) return;
  // One read alone runs as its field would have sent it.
  const columns =
    missing.length === 1
      ? getRead(scope.db, scope.brandId, missing[0]!.shared.read).then((rows) => [rows])
      : getTopicReads(
          scope.db,
          scope.brandId,
          missing.map(({ shared }) => shared.read),
        );
  void columns.then(
    (found) =>
      missing.forEach(({ shared, resolve, reject }, i) => {
        try {
          resolve(shared.decode(found[i]!));
        } catch (error) {
          reject(error);
        }
      }),
    (error: unknown) => missing.forEach(({ reject }) => reject(error)),
  );
}
