/**
 * How statements run on the embedded store, on whichever thread holds it. PGlite's own query() parses,
 * plans and asks for the parameter types of every statement on every call, in six trips through the
 * WebAssembly boundary. The stores send a few dozen fixed statements over and over: each is parsed once
 * under a name, with its parameter and column types kept, and every later call is one trip (bind,
 * execute, sync). Plans are still made for each call's values (plan_cache_mode = force_custom_plan), so
 * a statement plans exactly as it would unprepared, unless its text says it may keep one plan
 * (REUSABLE_PLAN, db.ts): planning a dashboard's small keyed reads cost the store as long as running them.
 *
 * One lock orders everything, as on a single connection: a transaction holds it from BEGIN to COMMIT.
 */
import fs from 'node:fs';
import { REUSABLE_PLAN } from './db';
import {
  messages as backend,
  Mutex,
  PGlite,
  protocol,
  types,
  type PGliteOptions,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Dates stay 'YYYY-MM-DD' strings and counts become numbers, the same as the node-postgres adapter.
const parsers = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

/**
 * Postgres settings over PGlite's own, for its write-ahead log and its memory. PGlite runs Postgres as one
 * session with no checkpointer: the log grows until a checkpoint, which comes when the store closes or when
 * it is asked for (db/maintenance.ts: after the demo seed, and by the job worker past 64 MB), and its old
 * segments were then kept as recycled files (the demo's first start left 241 MB of them beside a 144 MB
 * database). Here a checkpoint removes them (wal_recycle off); the log records only what crash recovery
 * needs (wal_level minimal: no replica ever reads it, and bulk writes such as a new index go straight to
 * their files), and no whole pages after each checkpoint: PGlite runs without fsync, so a power cut can
 * lose writes anyway, while a killed process never leaves a torn page (its writes are whole system calls),
 * which is all full-page images protect against.
 *
 * Its buffer cache is 64 MB instead of Postgres's 128 MB: PGlite zeroes the whole cache when it opens,
 * so every MB of it is resident from the start (the process held 465 MB idle after a restart with 128 MB,
 * 385 MB with 64 MB); reads past it come from the operating system's file cache.
 */
const STORE_SETTINGS = [
  'shared_buffers=64MB',
  'wal_recycle=off',
  'wal_level=minimal',
  'max_wal_senders=0',
  'full_page_writes=off',
];

/**
 * A store in memory (the tests' stores) holds its files in memory already, and is small: 16 MB of buffers
 * spare it the zeroing of 48 MB more at every open, about a fifth of an open's CPU time.
 */
const IN_MEMORY_SETTINGS = ['shared_buffers=16MB'];

/** A new store's WAL comes in 1 MB segments (16 MB by default): a checkpoint leaves one or two. */
const INITDB_SETTINGS = ['--wal-segsize=1'];

function pgliteOptions(dataDir: string | undefined): PGliteOptions {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return {
    ...(dataDir ? { dataDir } : {}),
    parsers,
    // Answer search's trigram index (migration 0082): PGlite ships contrib extensions apart, loaded here.
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...[...STORE_SETTINGS, ...(dataDir ? [] : IN_MEMORY_SETTINGS)].flatMap((setting) => ['-c', setting]),
    ],
    initDbStartParams: INITDB_SETTINGS,
  };
}

interface Prepared {
  name: string;
  paramTypes: number[];
  columns: { name: string; dataTypeID: number }[];
  jsonColumns: string[];
  /**
   * The plan_cache_mode it runs under: force_generic_plan (planned once, the plan kept) for a statement
   * marked REUSABLE_PLAN, else force_custom_plan; null for transaction control, which plans nothing.
   */
  planMode: PlanMode | null;
}

/**
 * A statement's rows with its json and jsonb columns still text. Whoever receives them parses those:
 * parsing on the main thread instead of the store's, and posting a string instead of a structured
 * clone of the object it becomes, takes work off the thread every statement waits for.
 */
export interface RowsWithJsonText {
  rows: Record<string, unknown>[];
  jsonColumns: string[];
}

export interface SessionResult extends RowsWithJsonText {
  /** The command tag (e.g. `COMMIT`, or `ROLLBACK` for the commit of a failed transaction). */
  command: string;
}

export interface SessionStatements {
  query(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  queryWithJsonText(sql: string, params: readonly unknown[]): Promise<RowsWithJsonText>;
}

/** Parses the json columns of rows from queryWithJsonText, in place. */
export function parseJsonColumns({ rows, jsonColumns }: RowsWithJsonText): Record<string, unknown>[] {
  if (jsonColumns.length === 0) return rows;
  for (const row of rows)
    for (const column of jsonColumns) {
      const value = row[column];
      if (typeof value === 'string') row[column] = JSON.parse(value);
    }
  return rows;
}

const JSON_TYPES = new Set<number>([types.JSON, types.JSONB]);

type PlanMode = 'force_generic_plan' | 'force_custom_plan';
/** The statements transaction() sends itself: they plan nothing, so they run under any plan mode. */
const TRANSACTION_CONTROL = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);

/** Prepared statements kept at once; the least recently used one is closed beyond this. */
const MAX_PREPARED = 200;
/** Postgres refuses a kept statement whose tables changed shape since it was parsed: parse it again. */
const STALE_STATEMENT = '0A000';

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

export class PgliteSession {
  readonly #pg: PGlite;
  readonly #lock = new Mutex();
  /**
   * One exchange with the store at a time: PGlite keeps the state of the exchange under way on the
   * instance, and a transaction's statements may be sent concurrently (Promise.all inside it).
   */
  readonly #wire = new Mutex();
  /** By statement text, least recently used first. */
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;
  /** The session's plan_cache_mode; undefined after a failure or a rollback, which may have undone it. */
  #planMode: PlanMode | undefined = 'force_custom_plan';

  private constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /**
   * Opens the store in dataDir (created on first use), or in memory when dataDir is undefined; `from`, a
   * dump of another store (dumpDataDir), is what an in-memory store starts with.
   */
  static async open(dataDir: string | undefined, from?: Blob): Promise<PgliteSession> {
    const pg = await PGlite.create({ ...pgliteOptions(dataDir), ...(from ? { loadDataDir: from } : {}) });
    await pg.exec('set plan_cache_mode = force_custom_plan');
    return new PgliteSession(pg);
  }

  query(sql: string, params: readonly unknown[] = []) {
    return this.#lock.runExclusive(async () => parseJsonColumns(await this.#run(sql, params)));
  }

  queryWithJsonText(sql: string, params: readonly unknown[] = []): Promise<RowsWithJsonText> {
    return this.#lock.runExclusive(() => this.#run(sql, params));
  }

  /** Runs fn's statements in one transaction: a throw, or a statement that failed, rolls all back. */
  transaction<T>(fn: (tx: SessionStatements) => Promise<T>): Promise<T> {
    return this.#lock.runExclusive(async () => {
      await this.#run('BEGIN', []);
      let result: T;
      try {
        result = await fn({
          query: async (sql, params) => parseJsonColumns(await this.#run(sql, params)),
          queryWithJsonText: (sql, params) => this.#run(sql, params),
        });
      } catch (error) {
        await this.#run('ROLLBACK', []).catch(() => undefined);
        throw error;
      }
      const { command } = await this.#run('COMMIT', []);
      // Postgres answers the commit of a transaction with a failed statement by rolling it back.
      if (command === 'ROLLBACK')
        throw Object.assign(new Error('The transaction was rolled back: one of its statements failed'), {
          code: '25P02',
        });
      return result;
    });
  }

  /**
   * A script of several statements without parameters; each statement's rows. A script that fails inside
   * its own BEGIN (pg-boss's migrations do) would leave the one session in a failed transaction, refusing
   * every later statement: it is rolled back, as a Postgres pool drops the connection a failure was on.
   */
  exec(sql: string) {
    return this.#lock.runExclusive(async () => {
      try {
        return (await this.#pg.exec(sql)).map((result) => result.rows);
      } catch (error) {
        await this.#pg.exec('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  /** Subscribes to a channel; the unsubscribe it returns waits its turn like every other statement. */
  listen(channel: string, onPayload: (payload: string) => void) {
    return this.#lock.runExclusive(async () => {
      const unsubscribe = await this.#pg.listen(channel, onPayload);
      return () => this.#lock.runExclusive(() => unsubscribe());
    });
  }

  /** The whole store as an uncompressed tarball, between statements (what `open(…, from)` loads). */
  dump(): Promise<Blob> {
    return this.#lock.runExclusive(() => this.#pg.dumpDataDir('none'));
  }

  close() {
    return this.#lock.runExclusive(() => this.#pg.close());
  }

  #run(sql: string, params: readonly unknown[]): Promise<SessionResult> {
    return this.#wire.runExclusive(() => this.#exchange(sql, params));
  }

  async #exchange(sql: string, params: readonly unknown[], retried = false): Promise<SessionResult> {
    const statement = await this.#prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.#pg.serializers[statement.paramTypes[i]!];
      return serialize ? serialize(value) : String(value);
    });
    // The plan mode travels in the same exchange, only when it changes.
    const planMode =
      statement.planMode === null || statement.planMode === this.#planMode
        ? []
        : [protocol.serialize.query(`set plan_cache_mode = ${statement.planMode}`)];
    this.#planMode = statement.planMode ?? this.#planMode;
    let messages;
    try {
      ({ messages } = await this.#pg.execProtocol(
        concat([
          ...planMode,
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      ));
    } catch (error) {
      this.#planMode = undefined;
      if (retried || (error as { code?: unknown }).code !== STALE_STATEMENT) throw error;
      await this.#forget(sql);
      return this.#exchange(sql, params, true);
    }
    const rows: Record<string, unknown>[] = [];
    let command = '';
    for (const message of messages) {
      if (message instanceof backend.DataRowMessage) {
        const row: Record<string, unknown> = {};
        statement.columns.forEach((column, i) => {
          const field = message.fields[i] ?? null;
          row[column.name] = JSON_TYPES.has(column.dataTypeID)
            ? field
            : types.parseType(field, column.dataTypeID, this.#pg.parsers);
        });
        rows.push(row);
      } else if (message instanceof backend.CommandCompleteMessage) command = message.text;
    }
    if (command === 'ROLLBACK') this.#planMode = undefined;
    return { rows, command, jsonColumns: statement.jsonColumns };
  }

  async #prepare(sql: string): Promise<Prepared> {
    const known = this.#prepared.get(sql);
    if (known) {
      this.#prepared.delete(sql);
      this.#prepared.set(sql, known);
      return known;
    }
    const name = `sightline_${(this.#named += 1)}`;
    const { messages } = await this.#pg.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const prepared: Prepared = {
      name,
      paramTypes: [],
      columns: [],
      jsonColumns: [],
      planMode: TRANSACTION_CONTROL.has(sql)
        ? null
        : sql.includes(REUSABLE_PLAN)
          ? 'force_generic_plan'
          : 'force_custom_plan',
    };
    for (const message of messages) {
      if (message instanceof backend.ParameterDescriptionMessage) prepared.paramTypes = message.dataTypeIDs;
      if (message instanceof backend.RowDescriptionMessage) {
        prepared.columns = message.fields;
        prepared.jsonColumns = message.fields
          .filter((column) => JSON_TYPES.has(column.dataTypeID))
          .map((column) => column.name);
      }
    }
    this.#prepared.set(sql, prepared);
    if (this.#prepared.size > MAX_PREPARED) await this.#forget(this.#prepared.keys().next().value!);
    return prepared;
  }

  async #forget(sql: string) {
    const prepared = this.#prepared.get(sql);
    if (!prepared) return;
    this.#prepared.delete(sql);
    await this.#pg.execProtocol(
      concat([protocol.serialize.close({ type: 'S', name: prepared.name }), protocol.serialize.sync()]),
    );
  }
}
