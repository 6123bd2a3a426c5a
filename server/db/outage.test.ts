/**
 * Background writes ride out an outage as the Db wrappers report it: a DatabaseUnavailableError (what every
 * statement throws while the database cannot be reached) is waited out and the write run again; a
 * statement the database refused is thrown at once.
 */
import { expect, test } from 'vitest';
import { DatabaseError, DatabaseUnavailableError, type Queryable } from './db';
import { isDatabaseUnreachable } from './db';
import { retryWhileUnreachable } from './outage';

/** A database whose probe (`select 1`) fails `probeFailures` times with the unreachable error, then answers. */
function database(probeFailures: number): Queryable {
  let failures = probeFailures;
  return {
    query: async () => {
      if (failures-- > 0) throw new DatabaseUnavailableError();
      return [];
    },
  } as unknown as Queryable;
}

test('an unreachable database, as the Db wrappers report it, is waited out and the write run again', async () => {
  let attempts = 0;
  const stored = await retryWhileUnreachable(
    database(2),
    async () => {
      if (++attempts === 1) throw new DatabaseUnavailableError();
      return 'stored';
    },
    { firstDelayMs: 1 },
  );
  expect(stored).toBe('stored');
  expect(attempts).toBe(2);
});

test('a refused statement is thrown at once, not retried', async () => {
  const refused = new DatabaseError('insertAnswers', '23502', undefined);
  let attempts = 0;
  await expect(
    retryWhileUnreachable(
      database(0),
      async () => {
        attempts++;
        throw refused;
      },
      { firstDelayMs: 1 },
    ),
  ).rejects.toBe(refused);
  expect(attempts).toBe(1);
  expect(isDatabaseUnreachable(refused)).toBe(false);
  expect(isDatabaseUnreachable(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(
    true,
  );
});
