import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { expect, test } from 'vitest';
import { fromRepoRoot } from '../code-location';
import { testConfig } from '../test/harness';
import { createApolloServer, queryLimitRules } from './apollo';
import { loadTypeDefs } from './schema-files';

const query = '{ overview { metrics { competitorRankings { rankings { name } } } } }';

test('queries deeper than the configured limit are rejected before anything runs', async () => {
  const server = createApolloServer({ ...testConfig(), GRAPHQL_MAX_DEPTH: 4 });
  await server.start();
  const response = await server.executeOperation({ query });
  await server.stop();
  expect(response.body.kind).toBe('single');
  if (response.body.kind !== 'single') return;
  expect(response.http.status).toBe(400);
  expect(response.body.singleResult.errors?.[0]?.message).toMatch(/depth limit of 4 exceeded, found 5/i);
});

test('the default limit leaves every query the schema allows', async () => {
  const server = createApolloServer(testConfig());
  await server.start();
  const deepest =
    '{ overview { topicBreakdown { topic { metrics { competitorRankings { rankings { name } } } } } } }';
  const response = await server.executeOperation({ query: deepest });
  await server.stop();
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  // Validation passed: the only error is the missing viewer, raised by the resolver.
  expect(response.body.singleResult.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('every document the client sends passes the default limits', () => {
  const files = (readdirSync(fromRepoRoot('client/src'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(fromRepoRoot('client/src'), file), 'utf8'));
  // One document, so that each operation is read with the fragments it spreads, wherever they are declared.
  const errors = validate(
    buildSchema(loadTypeDefs()),
    parse(files.join('\n')),
    queryLimitRules(testConfig()),
  );
  expect(errors.map((error) => error.message)).toEqual([]);
});
