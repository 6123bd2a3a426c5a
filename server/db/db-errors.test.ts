/**
 * A failed statement reaches the logs as its name and SQLSTATE code only: the drivers' errors carry the
 * parameters and the row's values (report tokens, e-mails, client addresses).
 */
import { inspect, format } from 'node:util';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { pgBossAdapter } from '../core/jobs';
import { createTestDb, startTestServer, type TestServer } from '../test/harness';
import { postJson } from '../test/http';
import { DatabaseError, isPgError, PG_UNIQUE_VIOLATION, type Db } from './db';

const SECRET = 'secret-report-token-4f1c9a';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await db.exec('create table leak_check (token text primary key)');
  await db.query('insert into leak_check values ($1)', [SECRET]);
});
afterAll(() => drop?.());

function expectNoSecret(error: unknown) {
  expect(inspect(error, { depth: 10 })).not.toContain(SECRET);
  expect(String(error)).not.toContain(SECRET);
}

test('a refused statement is a DatabaseError with its name, code and constraint, and no values', async () => {
  const failure = await db
    .query('/* insertLeakCheck */ insert into leak_check values ($1)', [SECRET])
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(DatabaseError);
  expect(failure).toMatchObject({
    statement: 'insertLeakCheck',
    code: '23505',
    constraint: 'leak_check_pkey',
  });
  expect(String(failure)).toContain('Database statement insertLeakCheck failed with SQLSTATE 23505');
  expect(isPgError(failure, PG_UNIQUE_VIOLATION)).toBe(true);
  expectNoSecret(failure);

  const inTransaction = await db
    .transaction((tx) => tx.query('insert into leak_check values ($1)', [SECRET]))
    .catch((error: unknown) => error);
  expect(inTransaction).toMatchObject({ statement: 'unnamed', code: '23505' });
  expectNoSecret(inTransaction);
});

test('the job queue’s failed statements carry no values either', async () => {
  const failure = await pgBossAdapter(db)
    .executeSql('insert into leak_check values ($1)', [SECRET])
    .catch((error: unknown) => error);
  expect(failure).toMatchObject({ statement: 'pg-boss', code: '23505' });
  expectNoSecret(failure);
});

test('a failed write while answering a request logs the statement and code, not the e-mail or address', async () => {
  let server: TestServer | undefined;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    server = await startTestServer();
    await server.db.exec(
      'alter table public.report_requests add constraint refuse_all_for_test check (false) not valid',
    );
    const response = await postJson(
      `${server.url}/api/email/enhanced-report`,
      {
        email: 'leak-me@example.com',
        brand: 'Quillstack',
        competitors: ['Kongly'],
        keywords: ['API gateway'],
        prompts: ['Which API gateway is best?'],
      },
      null,
      { 'x-forwarded-for': '198.51.100.77' },
    );
    expect(response.status).toBe(500);
    const output = logged.mock.calls.map((args) => format(...args)).join('\n');
    expect(output).toContain('insertReport');
    expect(output).toContain('23514');
    expect(output).not.toContain('leak-me@example.com');
    expect(output).not.toContain('198.51.100.77');
  } finally {
    logged.mockRestore();
    await server?.close();
  }
});
