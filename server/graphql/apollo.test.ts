import { expect, test } from 'vitest';
import { testConfig } from '../test/harness';
import { createApolloServer } from './apollo';

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
