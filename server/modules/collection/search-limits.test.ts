/**
 * What reads an account's answers whole (an answer search, the searches the engines ran, a CSV export) runs
 * one at a time per account, one more waits, the rest are refused at once with 429 RATE_LIMITED and
 * Retry-After, through GraphQL, REST and MCP alike; another account's search is served meanwhile, and the
 * account's other requests are not held back. The test holds one account's search at the database (a slow
 * store under the server) for as long as it needs.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db, SqlParam } from '../../db/db';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';

/** The search whose reading waits at the database until released. */
const HELD_SEARCH = 'held words';
const hold = { arrived: 0, release: () => {}, released: Promise.resolve() };

function slowStore(db: Db): Db {
  return {
    ...db,
    async query<Row>(sql: string, params?: readonly SqlParam[]) {
      if (sql.includes('getSearchWords') && params?.[0] === HELD_SEARCH) {
        hold.arrived += 1;
        await hold.released;
      }
      return db.query<Row>(sql, params);
    },
  };
}

let server: TestServer;

beforeAll(async () => {
  hold.released = new Promise((resolve) => (hold.release = resolve));
  server = await startTestServer({
    env: {
      CONCURRENCY_REQUESTS: '8',
      CONCURRENCY_QUEUE: '8',
      CONCURRENCY_QUEUE_SECONDS: '60',
      CONCURRENCY_SCANS: '1',
      CONCURRENCY_SCAN_QUEUE: '1',
    },
    wrapDb: slowStore,
  });
});
afterAll(() => {
  hold.release();
  return server?.close();
});

const SEARCH = `query($search: String) { answers(filter: { search: $search }, first: 5) { totalCount } }`;
const search = (token: string, words: string) => graphql<any>(server.url, SEARCH, { search: words }, token);
const TOO_MANY = /This account has too many searches or exports running at once\. Try again in a moment\./;

test('one search runs, one waits, the rest are refused with 429 at once on every path; others are served', async () => {
  const ana = await signUp(server.url, 'ana');
  const ben = await signUp(server.url, 'ben');
  const running = search(ana.token, HELD_SEARCH);
  try {
    await expect.poll(() => hold.arrived).toBe(1);
    const queued = search(ana.token, '%');
    // The queued search has its turn asked for before the next request goes.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const refused = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
      body: JSON.stringify({ query: SEARCH, variables: { search: '%' } }),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({
      errors: [{ message: expect.stringMatching(TOO_MANY), extensions: { code: 'RATE_LIMITED' } }],
    });
    const engineSearches = await graphql<any>(server.url, '{ searchQueries { query } }', {}, ana.token);
    expect(engineSearches.status).toBe(429);
    expect(engineSearches.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const csv = await fetch(`${server.url}/api/export/answers.csv`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(csv.status).toBe(429);
    expect(csv.headers.get('retry-after')).toBe('2');
    expect(await csv.json()).toEqual({ status: 'error', message: expect.stringMatching(TOO_MANY) });
    const assistant = new Client({ name: 'search-limits-test', version: '1' });
    await assistant.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${ana.token}` } },
      }),
    );
    const toolCall = await assistant.callTool({ name: 'search_answers', arguments: { query: '%' } });
    await assistant.close();
    expect(toolCall.isError).toBe(true);
    expect(toolCall.content).toEqual([{ type: 'text', text: expect.stringMatching(TOO_MANY) }]);

    // The account's answers without a search are no scan; another account's search runs beside ana's.
    const list = await graphql<any>(server.url, '{ answers(first: 1) { totalCount } }', {}, ana.token);
    expect([list.status, list.body.data?.answers?.totalCount]).toEqual([200, 0]);
    const theirs = await search(ben.token, '%');
    expect([theirs.status, theirs.body.data?.answers?.totalCount]).toEqual([200, 0]);
    expect(hold.arrived).toBe(1);

    hold.release();
    expect((await queued).status).toBe(200);
  } finally {
    hold.release();
  }
  expect((await running).status).toBe(200);
  // Every turn was given back.
  expect((await search(ana.token, '%')).status).toBe(200);
});

test("a document's searches past the running one and the queued one are refused in its answer, the others run", async () => {
  const cleo = await signUp(server.url, 'cleo');
  const { status, body } = await graphql<any>(
    server.url,
    `
      {
        a: answers(filter: { search: "%" }) {
          totalCount
        }
        b: answers(filter: { search: "crm" }) {
          totalCount
        }
        c: answers(filter: { search: "?" }) {
          totalCount
        }
      }
    `,
    {},
    cleo.token,
  );
  expect(status).toBe(429);
  // The one error is the third search's (answers is never null, so the data goes with it).
  expect(body.errors).toMatchObject([
    { path: ['c'], message: expect.stringMatching(TOO_MANY), extensions: { code: 'RATE_LIMITED' } },
  ]);
  expect(body.errors).toHaveLength(1);
});
