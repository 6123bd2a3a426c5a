/**
 * The membership cache has its own lifetime (MEMBERSHIP_CACHE_TTL_SECONDS): with the read cache off
 * (CACHE_TTL_SECONDS=0, a cold dashboard) a signed-in request still takes its membership from it, and with
 * it off every request reads the membership from the database.
 */
import { afterAll, expect, test } from 'vitest';
import type { SqlParam } from '../../db/db';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, signUp } from '../../test/http';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

/** How many times three requests of one person read their membership. */
async function membershipReads(env: Record<string, string>): Promise<number> {
  const server = await startTestServer({ env: { CACHE_TTL_SECONDS: '0', ...env } });
  servers.push(server);
  const { token } = await signUp(server.url, 'cold');
  let reads = 0;
  const query = server.db.query.bind(server.db);
  server.db.query = (<Row>(sql: string, params?: readonly SqlParam[]) => {
    if (sql.includes('/* findMembership */')) reads++;
    return query<Row>(sql, params);
  }) as typeof server.db.query;
  for (let i = 0; i < 3; i++)
    expect((await getJson(`${server.url}/api/impressions`, token)).status).toBe(200);
  return reads;
}

test('with the read cache off, memberships are still kept; with their own lifetime 0, read every time', async () => {
  expect(await membershipReads({ MEMBERSHIP_CACHE_TTL_SECONDS: '300' })).toBe(1);
  expect(await membershipReads({ MEMBERSHIP_CACHE_TTL_SECONDS: '0' })).toBe(3);
});
