/**
 * list_prompts carries each prompt's product-card answers (issue 61), the figure the Prompts grid shows
 * (PromptGridRow.productCardAnswers): compared on a brand whose run asked Perplexity through its app too,
 * which the simulated app answers (no scraping provider configured), with shopping carousels for shopping
 * questions.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { graphql, signUp } from '../test/http';

let server: TestServer;
let token: string;
let client: Client;

const QUESTIONS = [
  'Where can I buy cheap running shoes on sale?',
  'Which running shoes should I buy under $100?',
  'What are the best running shoes for flat feet?',
  'How often should running shoes be replaced?',
];

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const { body } = await graphql<any>(server.url, query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data;
};

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  const account = await signUp(server.url, 'mcp-product-cards');
  token = account.token;
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Brooks', 'https://brooksrunning.com', '{}')`,
    [account.brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'ASICS', 'asics.com')`,
    [account.brandId],
  );
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Running shoes', 'running-shoes') returning id`,
    [account.brandId],
  );
  for (const question of QUESTIONS)
    await server.db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, $3)`, [
      account.brandId,
      topic!.id,
      question,
    ]);
  await gql(`mutation {
    updateCollectionSettings(input: { platforms: [PERPLEXITY], appPlatforms: [PERPLEXITY], samplesPerPrompt: 3 }) {
      settings { appPlatforms } } }`);
  const started = await gql(`mutation { startCollectionRun { run { id } } }`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { collectionRun } = await gql(`query($id: ID!) { collectionRun(id: $id) { status } }`, {
      id: started.startCollectionRun.run.id,
    });
    if (collectionRun.status === 'COMPLETED') break;
    if (Date.now() > deadline) throw new Error('the run did not complete');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { createApiToken } = await gql(
    `mutation { createApiToken(input: { name: "MCP product cards", scope: READ }) { token } }`,
  );
  client = new Client({ name: 'sightline-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${createApiToken.token}` } },
    }),
  );
}, 120_000);
afterAll(async () => {
  await client?.close();
  await server?.close();
});

test("list_prompts gives each prompt's product-card answers as the Prompts grid counts them, and says so in words", async () => {
  const { promptGrid } = await gql(
    `{ promptGrid(promptKind: ALL) { rows { id question productCardAnswers answers } } }`,
  );
  const carousels = promptGrid.rows.filter((row: any) => row.productCardAnswers > 0);
  // The simulated app showed a shopping carousel for some questions (not all): the comparison means something.
  expect(carousels.length).toBeGreaterThan(0);
  expect(carousels.length).toBeLessThan(promptGrid.rows.length);

  const result = await client.callTool({ name: 'list_prompts', arguments: { promptKind: 'ALL' } });
  expect(result.isError).not.toBe(true);
  const data = result.structuredContent as { prompts: { id: string; productCardAnswers: number }[] };
  expect(data.prompts.map((p) => [p.id, p.productCardAnswers])).toEqual(
    promptGrid.rows.map((row: any) => [row.id, row.productCardAnswers]),
  );
  const text = (result.content as { text: string }[]).map((part) => part.text).join('\n');
  expect(text).toContain(`${carousels.length} of them showed product cards in an app answer.`);

  // One prompt in words: its own count.
  const [shown] = carousels;
  const one = await client.callTool({
    name: 'list_prompts',
    arguments: { promptKind: 'ALL', search: shown.question },
  });
  const words = (one.content as { text: string }[]).map((part) => part.text).join('\n');
  expect(words).toContain(
    `; ${shown.productCardAnswers} answer${shown.productCardAnswers === 1 ? '' : 's'} showed product cards.`,
  );
});
