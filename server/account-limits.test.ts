/**
 * One account cannot hold the server for the others: its requests run a few at a time, then wait in a
 * short queue, then are refused with a 429 and Retry-After; its statements reach the database a few at a
 * time. Another account's requests, sign-in and health go through meanwhile. The test holds one account's
 * statements at the database (a slow store, put in under the server), so its requests stay running as
 * long as the test needs.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db, SqlParam } from './db/db';
import { startTestServer, type TestServer } from './test/harness';
import { getJson, graphql, postJson, signUp } from './test/http';

/**
 * An account whose statements wait at the database until released (never those that tell who is calling:
 * isSessionActive, the token check, and findMembership, the brand check).
 */
const hold = { personId: '', arrived: 0, release: () => {}, released: Promise.resolve() };

function holdAccount(personId: string): void {
  hold.personId = personId;
  hold.arrived = 0;
  hold.released = new Promise((resolve) => (hold.release = resolve));
}

function slowStore(db: Db): Db {
  return {
    ...db,
    async query<Row>(sql: string, params?: readonly SqlParam[]) {
      const identifying = sql.includes('isSessionActive') || sql.includes('findMembership');
      if (hold.personId && params?.includes(hold.personId) && !identifying) {
        hold.arrived += 1;
        await hold.released;
      }
      return db.query<Row>(sql, params);
    },
  };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      CONCURRENCY_REQUESTS: '2',
      CONCURRENCY_QUEUE: '1',
      CONCURRENCY_QUEUE_SECONDS: '1',
      CONCURRENCY_STATEMENTS: '2',
    },
    wrapDb: slowStore,
  });
});
afterAll(() => {
  hold.release();
  return server?.close();
});

const VIEWER = '{ viewer { profile { username } } }';

/** A request that must be refused with a 429 at once (not wait with the account's held ones). */
async function refused(url: string, token: string, graphqlBody?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: graphqlBody ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: graphqlBody ? JSON.stringify(graphqlBody) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  expect(response.status).toBe(429);
  return response;
}

test('past its running and queued requests an account gets 429 with Retry-After; others go through', async () => {
  const ana = await signUp(server.url, 'ana');
  const ben = await signUp(server.url, 'ben');
  holdAccount(ana.personId);
  // Two running (each waits at the database), one queued.
  const running = [graphql(server.url, VIEWER, {}, ana.token), graphql(server.url, VIEWER, {}, ana.token)];
  try {
    await expect.poll(() => hold.arrived).toBe(2);
    const queued = getJson(`${server.url}/api/action/status`, ana.token);

    const refusedRest = await refused(`${server.url}/api/action/status`, ana.token);
    expect(refusedRest.headers.get('retry-after')).toBe('2');
    expect(await refusedRest.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(/too many requests running at once/),
    });
    const refusedGraphql = await refused(`${server.url}/graphql`, ana.token, { query: VIEWER });
    expect(refusedGraphql.headers.get('retry-after')).toBe('2');
    expect((await refusedGraphql.json()) as unknown).toMatchObject({
      errors: [{ message: expect.stringMatching(/too many requests/), extensions: { code: 'RATE_LIMITED' } }],
    });
    await refused(`${server.url}/api/export/answers.csv`, ana.token);
    // An MCP tool call is refused the same way, as an error result.
    const assistant = new Client({ name: 'limits-test', version: '1' });
    await assistant.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${ana.token}` } },
      }),
    );
    const toolCall = await assistant.callTool({ name: 'list_topics', arguments: {} });
    await assistant.close();
    expect(toolCall.isError).toBe(true);
    expect(toolCall.content).toEqual([
      { type: 'text', text: expect.stringMatching(/too many requests running at once/) },
    ]);

    // Another account, and what costs the database nothing, are not held back.
    expect((await graphql<any>(server.url, VIEWER, {}, ben.token)).body.data.viewer.profile.username).toBe(
      'ben',
    );
    expect((await getJson<any>(`${server.url}/api/action/status`, ben.token)).status).toBe(200);
    expect((await getJson(`${server.url}/api/health`, ana.token)).status).toBe(200);
    const signIn = await postJson(`${server.url}/auth/v1/token?grant_type=password`, {
      email: 'ana@example.com',
      password: 'correct-horse-battery',
    });
    expect(signIn.status).toBe(200);

    // The queued request waited its second and was refused in turn.
    expect((await queued).status).toBe(429);
  } finally {
    hold.release();
  }
  // The running requests finish; the account's turns are free again.
  expect((await Promise.all(running)).map((response) => response.status)).toEqual([200, 200]);
  expect((await getJson(`${server.url}/api/action/status`, ana.token)).status).toBe(200);
});

test("an account's statements reach the database two at a time, another account's beside them", async () => {
  const cleo = await signUp(server.url, 'cleo');
  const dan = await signUp(server.url, 'dan');
  holdAccount(cleo.personId);
  // Each root field reads at once: the profile, the topics, the API tokens, the brand.
  const document =
    '{ viewer { profile { username } brand { name } } topics { name } apiTokens { name } alertWebhooks { id } }';
  const page = graphql<any>(server.url, document, {}, cleo.token);
  try {
    await expect.poll(() => hold.arrived).toBe(2);
    expect((await graphql<any>(server.url, VIEWER, {}, dan.token)).body.data.viewer.profile.username).toBe(
      'dan',
    );
    // The others wait for a turn, not at the database.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hold.arrived).toBe(2);
  } finally {
    hold.release();
  }
  const { status, body } = await page;
  expect(status).toBe(200);
  expect(body.data.viewer.profile.username).toBe('cleo');
});
