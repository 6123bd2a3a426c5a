/**
 * A GraphQL document is refused before anything runs when it asks for too much: too many aliases, tokens
 * or too high a cost. The client's own documents and the benchmark's stay well inside every limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  concatAST,
  getIntrospectionQuery,
  getOperationAST,
  parse,
  print,
  separateOperations,
  validate,
} from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { heavyCompetitiveDocument } from '../../tools/bench/contention';
import { OVERVIEW_QUERY } from '../../tools/bench/query';
import { testConfig, startTestServer, type TestServer } from '../test/harness';
import { graphql, signUp } from '../test/http';
import { queryLimitRules } from './apollo';
import { loadTypeDefs } from './schema-files';
import { databaseCost } from './database-cost';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server.url, 'limits'));
});
afterAll(() => server?.close());

const answersField = (alias: string) =>
  `${alias}: answers(first: 100) { totalCount okCount visibleCount failureCount edges { cursor node { id } } }`;

test('200 aliased answers fields (an 18 KB request) are refused with a clear message, nothing run', async () => {
  const fields = Array.from({ length: 200 }, (_, index) => answersField(`a${index}`));
  const query = `query Flood {\n  ${fields.join('\n  ')}\n}`;
  expect(query.length).toBeGreaterThan(18_000);
  const { status, body } = await graphql(server.url, query, {}, token);
  expect(status).toBe(400);
  expect(body.data).toBeUndefined();
  expect(body.errors?.[0]?.message).toMatch(/Document contains more tha[nt] 1000 tokens/);
});

test('too many aliases are refused even in a short document', async () => {
  const query = `{ ${Array.from({ length: 16 }, (_, index) => `h${index}: health`).join(' ')} }`;
  const { status, body } = await graphql(server.url, query, {}, token);
  expect(status).toBe(400);
  expect(body.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/Aliases limit of 15 exceeded, found 16/),
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
});

test('a costly document inside the alias and token limits is refused by its cost', async () => {
  // Deeply nested fields weigh more: 600 of them six levels down, no alias, under 1000 tokens.
  const fields = Array.from({ length: 200 }, () => 'name count rank').join(' ');
  const query = `{ overview { topicBreakdown { topic { metrics { competitorRankings { rankings { ${fields} } } } } } } }`;
  const { status, body } = await graphql(server.url, query, {}, token);
  expect(status).toBe(400);
  expect(body.errors?.[0]?.message).toMatch(/Query Cost limit of 6000 exceeded/);
});

test("the audit's 15 aliased competitive(period: custom) fields are refused by their database cost, nothing run", async () => {
  // Under every other limit: 15 aliases, under 1000 tokens and a nesting cost under 6000.
  const query = heavyCompetitiveDocument('2026-11-27', 0);
  const { status, body } = await graphql(server.url, query, {}, token);
  expect(status).toBe(400);
  expect(body.data).toBeUndefined();
  expect(body.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^Database cost limit of 16 exceeded, found 180/),
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
});

test('a custom period in a variable counts as one: the same document runs with a preset and not with a range', async () => {
  const query = `query ($p: PeriodInput) { a: competitive(period: $p) { answers } b: competitive(period: $p) { answers } }`;
  const preset = await graphql(server.url, query, { p: { preset: 'LAST_7_DAYS' } }, token);
  expect(preset.status).toBe(200);
  const range = await graphql(server.url, query, { p: { from: '2026-01-01', to: '2026-06-30' } }, token);
  expect(range.status).toBe(400);
  expect(range.body.errors?.[0]?.message).toMatch(/^Database cost limit of 16 exceeded, found 24/);
});

test('figures weigh by field and period: a custom period counts twice, a list of figures five times', () => {
  const schema = buildSchema(loadTypeDefs());
  const cost = (text: string, variables: Record<string, unknown> = {}) => {
    const document = parse(text);
    return databaseCost(schema, document, getOperationAST(document)!, variables);
  };
  const range = '{ from: "2026-01-01", to: "2026-06-30" }';
  expect(
    cost(`{ a: competitive(period: { preset: LAST_7_DAYS }) { answers } b: competitive { answers } }`),
  ).toBe(12);
  expect(cost(`{ a: competitive(period: ${range}) { answers } b: competitive { answers } }`)).toBe(18);
  // Filtered answers: 2 over a preset window, 4 over days of their own, in a fragment too.
  const days = (name: string, filter: string) => `${name}: answers(filter: ${filter}) { totalCount }`;
  const fragment = `fragment Days on Query { ${days('b', '{ day: "2026-01-01" }')} ${days('c', '$f')} }`;
  const answers = `query ($f: AnswersFilter) { ${days('a', '{ window: WEEK }')} ...Days ${days('d', '{ from: "2026-01-01" }')} }`;
  expect(cost(`${answers} ${fragment}`, { f: { period: { preset: 'LAST_30_DAYS' } } })).toBe(12);
  expect(cost(`${answers} ${fragment}`, { f: { period: { from: '2026-01-01', to: '2026-01-31' } } })).toBe(
    14,
  );
  // Each topic's figures.
  expect(cost(`{ topics { metrics { visibility } } }`)).toBe(10);
  expect(cost(`{ topics { metrics(period: ${range}) { visibility } } }`)).toBe(20);
  // A figure's own period: nothing over a preset (or the deprecated window), 2 over days of its own.
  const own = (period: string) =>
    cost(`{ overview { metrics { topSources(${period}) { url } topDomains(${period}) { domain } } } }`);
  expect(own('window: WEEK')).toBe(2);
  expect(own('period: { preset: LAST_7_DAYS }')).toBe(2);
  expect(own(`period: ${range}`)).toBe(6);
});

test("one parsed operation is weighed with each request's own variables", () => {
  const schema = buildSchema(loadTypeDefs());
  const document = parse(`query ($p: PeriodInput) { competitive(period: $p) { answers } }`);
  const operation = getOperationAST(document)!;
  const weigh = (p: unknown) => databaseCost(schema, document, operation, { p });
  expect(weigh({ preset: 'LAST_7_DAYS' })).toBe(6);
  expect(weigh({ from: '2026-01-01', to: '2026-06-30' })).toBe(12);
  expect(weigh({ preset: 'LAST_7_DAYS' })).toBe(6);
});

test("a search weighs more than a filter, one no language reads words in more still, and so do the engines' searches", () => {
  const schema = buildSchema(loadTypeDefs());
  const cost = (text: string, variables: Record<string, unknown> = {}) => {
    const document = parse(text);
    return databaseCost(schema, document, getOperationAST(document)!, variables);
  };
  const answers = (filter: string) => cost(`{ answers(filter: ${filter}) { totalCount } }`);
  expect(answers('{ search: "   " }')).toBe(2);
  expect(answers('{ search: "pricing" }')).toBe(3);
  expect(answers('{ search: "東京" }')).toBe(3);
  expect(answers('{ search: "%" }')).toBe(4);
  expect(answers('{ search: "%", from: "2026-01-01" }')).toBe(8);
  expect(
    cost(`query ($f: AnswersFilter) { answers(filter: $f) { totalCount } }`, { f: { search: '-- ' } }),
  ).toBe(4);
  expect(cost(`{ searchQueries { query } }`)).toBe(2);
  expect(cost(`{ searchQueries(period: { from: "2026-01-01", to: "2026-06-30" }) { query } }`)).toBe(4);
});

test('five aliased searches no language reads words in are refused by their database cost, nothing run', async () => {
  const fields = Array.from(
    { length: 5 },
    (_, i) => `s${i}: answers(filter: { search: "%" }) { totalCount }`,
  );
  const { status, body } = await graphql(server.url, `{ ${fields.join(' ')} }`, {}, token);
  expect(status).toBe(400);
  expect(body.data).toBeUndefined();
  expect(body.errors?.[0]?.message).toMatch(/^Database cost limit of 16 exceeded, found 20/);
});

test("the client's documents, the benchmark's query and GraphiQL's introspection pass every limit", () => {
  const config = testConfig();
  const schema = buildSchema(loadTypeDefs());
  const clientDir = path.resolve(import.meta.dirname, '../../client/src');
  const files = fs
    .readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'));
  const operations = separateOperations(
    concatAST(files.map((file) => parse(fs.readFileSync(path.join(clientDir, file), 'utf8')))),
  );
  const documents: [string, string][] = [
    ...Object.entries(operations).map(([name, document]): [string, string] => [name, print(document)]),
    ['bench Overview', OVERVIEW_QUERY],
    ['GraphiQL introspection', getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true })],
  ];
  expect(documents.length).toBeGreaterThan(40);
  for (const [name, text] of documents) {
    const document = parse(text, { maxTokens: config.GRAPHQL_MAX_TOKENS });
    expect(validate(schema, document, queryLimitRules(config)), name).toEqual([]);
    // The database cost with the page filter at its heaviest: a custom period (and the heaviest search).
    const operation = getOperationAST(document)!;
    const range = { from: '2026-01-01', to: '2026-06-30' };
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? []).map(({ variable, type }) => [
        variable.name.value,
        print(type).startsWith('PeriodInput')
          ? range
          : print(type).startsWith('AnswersFilter')
            ? { period: range, search: '%' }
            : undefined,
      ]),
    );
    expect(databaseCost(schema, document, operation, variables), name).toBeLessThanOrEqual(
      config.GRAPHQL_MAX_DATABASE_COST,
    );
  }
});
