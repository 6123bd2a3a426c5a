/** The one database interface the services see; PGlite (embedded) and node-postgres implement it. */
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** A Postgres transaction's: see allowLongStatements. */
  allowLongStatements?(): Promise<void>;
}

/**
 * For the rest of the transaction `tx`, its statements may run up to the long statement timeout
 * (DATABASE_LONG_STATEMENT_TIMEOUT_SECONDS) instead of the one for requests and jobs: a rollup rebuild or a
 * migration reads every answer of an account, which takes minutes with millions of them. Nothing to do on
 * the embedded store, which cannot stop a running statement anyway.
 */
export async function allowLongStatements(tx: Queryable): Promise<void> {
  await tx.allowLongStatements?.();
}

/**
 * Holds the advisory lock named `name` until the transaction `tx` ends: transactions taking the same name
 * run their locked part one after another, in every process.
 */
export async function lockUntilCommit(tx: Queryable, name: string): Promise<void> {
  await tx.query('/* lockUntilCommit */ select pg_advisory_xact_lock(hashtext($1))', [name]);
}

/**
 * NOTIFYs `channel` with `payload` for every process LISTENing: inside a transaction, once it commits (and
 * not at all if it rolls back); outside one, at once.
 */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('/* notify */ select pg_notify($1, $2)', [channel, payload]);
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside one transaction; a throw rolls everything back. Statements fn issues at once
   * (Promise.all over tx) run one at a time, in the order issued, as on one connection.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; returns the unsubscribe function. A subscription that was lost (the
   * connection dropped) is made again by itself and then calls onResubscribed: notices sent meanwhile were
   * missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
  /** Whether a notice sent now reaches this process's subscriptions (see NoticeLink). */
  noticeLink(): NoticeLink;
  /**
   * Where notices leave the process (Postgres): resolves once this process hears `payload` on `channel`,
   * bounded; asked before the NOTIFY (see PgListener.untilHeard). Absent where they never leave it.
   */
  untilHeard?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The state of a process's LISTEN link, for caches that only change notices keep true: while it is not
 * `live`, a notice may be lost and such a cache must not be trusted; when `epoch` differs from the one a
 * cache was filled in, notices may have been missed in between and what it holds must go. The embedded
 * store delivers notices inside its one process: always live, in one epoch.
 */
export interface NoticeLink {
  /** Connected, LISTENing, and heard from within the heartbeat's bound. */
  live: boolean;
  /** Changes each time the link is made, and each time it is heard again after a silence past that bound. */
  epoch: number;
}

/** The embedded store's link: notices never leave the process, so none can be lost. */
export const IN_PROCESS_NOTICES: NoticeLink = Object.freeze({ live: true, epoch: 1 });

/**
 * Runs a select and returns its rows built into one JSON value by the database. The embedded store's
 * driver decodes every field of every row one at a time in JavaScript: a dashboard read of a few hundred
 * rows spent more time there than in the query itself, and one JSON field parses at native speed. For
 * selects whose columns JSON keeps as the drivers give them (numbers, text, booleans, dates as
 * 'YYYY-MM-DD', arrays), never timestamps. Rows keep the select's order (`order by` inside `sql`).
 */
export async function queryRowsAsJson<Row>(
  db: Queryable,
  sql: string,
  params: readonly SqlParam[] = [],
): Promise<Row[]> {
  const [result] = await db.query<{ rows: Row[] | string }>(
    `/* ${statementName(sql)} */ select coalesce(json_agg(r), '[]'::json) as rows from (${sql}) r`,
    params,
  );
  const rows = result?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as Row[]) : rows;
}

/**
 * The rows of a select of many wide rows (long texts): built into JSON by the embedded store (queryRowsAsJson),
 * whose driver decodes each field in JavaScript, and sent as rows by Postgres, whose server spends more
 * building the JSON (escaping every character of the texts) than sending them. For selects whose columns
 * both give alike: text, booleans, integers, json.
 */
export function queryWideRows<Row>(db: Db, sql: string, params: readonly SqlParam[] = []): Promise<Row[]> {
  return db.kind === 'pglite' ? queryRowsAsJson<Row>(db, sql, params) : db.query<Row>(sql, params);
}

/**
 * As queryRowsAsJson, for selects of many rows (a prompts grid's thousands): each of `columns` comes as one
 * JSON array, zipped back into rows here; an object a row cost the store three times as long to build and
 * hand over. `columns` are the select's column names, in any order.
 */
export async function queryColumnsAsJson<Row extends object>(
  db: Queryable,
  sql: string,
  columns: readonly (keyof Row & string)[],
  params: readonly SqlParam[] = [],
): Promise<Row[]> {
  const [result] = await db.query<{ columns: Record<string, unknown[]> | string }>(
    `/* ${statementName(sql)} */ select ${jsonColumnsOf('r', columns)} as columns from (${sql}) r`,
    params,
  );
  return rowsOfJsonColumns<Row>(result?.columns ?? {}, columns);
}

/** The select expression of queryColumnsAsJson: the rows of `alias` as one JSON object of column arrays. */
export const jsonColumnsOf = (alias: string, columns: readonly string[]) =>
  `json_build_object(${columns.map((column) => `'${column}', coalesce(json_agg(${alias}."${column}"), '[]'::json)`).join(', ')})`;

/** Rows zipped back from jsonColumnsOf's object (or its text). */
export function rowsOfJsonColumns<Row>(
  value: Record<string, unknown[]> | string,
  columns: readonly string[],
): Row[] {
  const byColumn = typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown[]>) : value;
  const count = byColumn[columns[0]!]?.length ?? 0;
  return Array.from(
    { length: count },
    (_, i) => Object.fromEntries(columns.map((column) => [column, byColumn[column]![i]])) as Row,
  );
}

/**
 * Marks a statement whose one plan serves every call (a read by keys, whose rows do not depend on which
 * values come): the embedded store plans it once and keeps the plan, where it otherwise plans each call
 * for its values. Postgres plans each call either way.
 */
export const REUSABLE_PLAN = '/* reusable plan */';

/**
 * For the rest of the transaction `tx` of `db`, the embedded store skips its foreign-key checks (they are
 * triggers, and session_replication_role = replica fires only those enabled ALWAYS or REPLICA): PGlite runs
 * each check as a query of its own, about 0.1 ms a row, and a re-analysis writing tens of thousands of
 * child and rollup rows spent most of its time in them. Only for a transaction whose every reference it
 * writes is read from the referenced table in the same transaction: the embedded store runs one
 * transaction at a time, so nothing deletes the row meanwhile. On Postgres the checks run as ever (another
 * session may delete a referenced row, and the setting needs a superuser).
 */
export async function trustReferencesOnEmbeddedStore(db: Db, tx: Queryable): Promise<void> {
  if (db.kind === 'pglite')
    await tx.query('/* trustReferences */ set local session_replication_role = replica');
}

/** Postgres error codes the services turn into user-facing messages. */
export const PG_UNIQUE_VIOLATION = '23505';

/**
 * A statement the database refused, reduced to what may be logged: the statement's name (the comment that
 * opens it, as the stores write `/* insertApiToken *\/ insert …`), its SQLSTATE code and the constraint.
 * The driver's own error carries the parameters and the row's values (report tokens, e-mails, addresses)
 * in its fields and message, and would put them in the logs.
 */
export class DatabaseError extends Error {
  constructor(
    readonly statement: string,
    readonly code: string,
    readonly constraint: string | undefined,
  ) {
    super(`Database statement ${statement} failed with SQLSTATE ${code}`);
    this.name = 'DatabaseError';
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The name a statement opens with (the stores' `/* name *\/` comment), else `unnamed`. */
export function statementName(sql: string): string {
  return /^\s*\/\*\s*([\w.-]+)\s*\*\//.exec(sql)?.[1] ?? 'unnamed';
}

/** How long a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached (down, restarting, network cut): each transport answers 503 + Retry-After. */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database cannot be reached right now; try again in a few seconds.');
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket failures, SQLSTATE class 08 (connection exception), a server shutting down or starting up, and
// the server's connection limit; node-postgres also reports a dropped link by message only, and a link that
// did not answer within its query timeout as a read timeout.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_ERROR_MESSAGE =
  /Connection terminated|connection error|connection timeout|timeout exceeded when trying to connect|not queryable|Connection ended|Connection closed|Query read timeout/i;

function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  return error instanceof Error && CONNECTION_ERROR_MESSAGE.test(error.message);
}

/** True when the error says the database could not be reached, not that a statement was refused. */
export function isDatabaseUnreachable(error: unknown): boolean {
  return error instanceof DatabaseUnavailableError || isConnectionFailure(error);
}

const PG_QUERY_CANCELED = '57014';

/**
 * A statement the database stopped before it finished: it ran past the statement timeout
 * (DATABASE_STATEMENT_TIMEOUT_SECONDS), or an administrator cancelled it (SQLSTATE 57014, query_canceled).
 * The connection serves on. Each transport answers 503 with Retry-After, as while the database cannot be
 * reached, with this message: the work took too long, not the caller's input was wrong.
 */
export class StatementTimeoutError extends Error {
  readonly code = PG_QUERY_CANCELED;

  constructor(readonly statement: string) {
    super(
      'This took too long: the database stopped it at its time limit. Try again in a few seconds, ' +
        'or ask for less at once (a shorter period, fewer items).',
    );
    this.name = 'StatementTimeoutError';
  }
}

/** A failure a client should retry in a few seconds: each transport answers 503 with Retry-After. */
export function isRetryLater(error: unknown): error is DatabaseUnavailableError | StatementTimeoutError {
  return error instanceof DatabaseUnavailableError || error instanceof StatementTimeoutError;
}

/**
 * The disk holding the database is full: the write was not saved, reads still work. REST answers 507 and
 * GraphQL INSUFFICIENT_STORAGE, so an operator sees the cause instead of a bare 500.
 */
export class DiskFullError extends Error {
  constructor() {
    super(
      "The server's disk is full: this change was not saved. Reading still works; " +
        'ask the operator to free disk space, then try again.',
    );
    this.name = 'DiskFullError';
  }
}

// SQLSTATE 53100 (disk_full) from Postgres; the embedded database and the file system report ENOSPC,
// sometimes only in the message.
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC']);
const DISK_FULL_MESSAGE = /ENOSPC|No space left on device/i;

function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
  return error instanceof Error && DISK_FULL_MESSAGE.test(error.message);
}

/**
 * What a driver threw for a statement, as the error the rest of the server sees: DatabaseUnavailableError
 * when the database cannot be reached, DiskFullError when its disk is full, StatementTimeoutError when it
 * stopped the statement, DatabaseError when it refused the statement.
 */
export function toDatabaseError(error: unknown, statement: string): unknown {
  if (isConnectionFailure(error)) return new DatabaseUnavailableError();
  if (isDiskFull(error)) return new DiskFullError();
  const fields = error as { code?: unknown; constraint?: unknown } | null;
  if (fields?.code === PG_QUERY_CANCELED) return new StatementTimeoutError(statement);
  if (typeof fields?.code !== 'string' || !SQLSTATE.test(fields.code)) return error;
  const constraint = typeof fields.constraint === 'string' ? fields.constraint : undefined;
  return new DatabaseError(statement, fields.code, constraint);
}

export function isPgError(
  error: unknown,
  code: string,
): error is Error & { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
