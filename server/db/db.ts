/** The one database interface the services see; PGlite (embedded) and node-postgres implement it. */
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Postgres error codes the services turn into user-facing messages. */
export const PG_UNIQUE_VIOLATION = '23505';

export function isPgError(
  error: unknown,
  code: string,
): error is Error & { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
