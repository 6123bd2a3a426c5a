/**
 * The request memo (lib/cache.ts, made by buildContext): with the read cache off (CACHE_TTL_SECONDS=0, as
 * in every test server), the eight Metrics fields that read one topic summary share one load per request.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SqlParam } from '../../db/db';
import { PAGE_OVERVIEW_QUERY, PAGE_OVERVIEW_VARIABLES } from '../../../tools/bench/query';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';

let server: TestServer;
let token: string;
const statements: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  expect(server.config.CACHE_TTL_SECONDS).toBe(0);
  ({ token } = await signUp(server.url, 'memo'));
  // The server shares this Db object: count the statements it runs.
  const query = server.db.query.bind(server.db);
  server.db.query = (<Row>(sql: string, params?: readonly SqlParam[]) => {
    statements.push(sql);
    return query<Row>(sql, params);
  }) as typeof server.db.query;
});
afterAll(() => server?.close());

const SUMMARY_FIELDS = `visibility latestImpressions latestAnswers latestDay sentimentScore sentimentMentions
  sentimentAnalyzed averagePosition`;

const count = (name: string) => statements.filter((sql) => sql.includes(`/* ${name} */`)).length;

test('the eight summary fields of one request run each summary query once', async () => {
  statements.length = 0;
  const response = await graphql<any>(
    server.url,
    `{ overview { metrics { ${SUMMARY_FIELDS} } } }`,
    {},
    token,
  );
  expect(response.body.errors).toBeUndefined();
  expect(response.body.data.overview.metrics).toMatchObject({ latestAnswers: 0, latestDay: null });
  expect(count('getLatestDayByTopic')).toBe(1);
  expect(count('getTopicWindows')).toBe(1);
  expect(count('getProfile')).toBeLessThanOrEqual(1);
});

test('the overview page’s own request reads each rollup once for all the cards that share it', async () => {
  statements.length = 0;
  const response = await graphql<any>(server.url, PAGE_OVERVIEW_QUERY, PAGE_OVERVIEW_VARIABLES, token);
  expect(response.body.errors).toBeUndefined();
  // One read of the period's window and the one before it: the KPIs, their changes, the topic shares and
  // the platforms. One read of the citations: the top sources and the citations by kind of source. The
  // account's topics and settings go in one statement, then the four cards' reads (windows, chart days,
  // competitor mentions, citations) in another: two exchanges with the database, not six.
  expect(count('getTopicReads')).toBe(2);
  const [first, cards] = statements.filter((sql) => sql.includes('/* getTopicReads */'));
  for (const name of ['listTopics', 'getAccountSettings'])
    expect({ name, statements: count(name), inTheFirst: first!.includes(`/* ${name} */`) }).toEqual({
      name,
      statements: 1,
      inTheFirst: true,
    });
  for (const name of ['getTopicWindows', 'getTopicDailyHistory', 'getCompetitorMentions', 'getSourceCounts'])
    expect({ name, statements: count(name), inTheCards: cards!.includes(`/* ${name} */`) }).toEqual({
      name,
      statements: 1,
      inTheCards: true,
    });
  expect(count('getTopicTotals')).toBe(0);
});

test('the memo lives for one request: the next request loads again', async () => {
  statements.length = 0;
  for (let i = 0; i < 2; i++)
    await graphql<any>(server.url, `{ overview { metrics { ${SUMMARY_FIELDS} } } }`, {}, token);
  expect(count('getLatestDayByTopic')).toBe(2);
  expect(count('getTopicWindows')).toBe(2);
});
