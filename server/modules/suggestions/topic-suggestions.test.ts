/**
 * Topic suggestions for a signed-in account come from its collected answers: category phrases, never the
 * brand's, a competitor's or another product's name, nor a topic the account already tracks; an account
 * with no answers (and no homepage to read) gets none rather than a topic made of its name.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn, signUp } from '../../test/http';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { SUGGESTIONS_FETCH: 'false' } });
  token = await signIn(server.url, 'demo@example.com');
}, 120_000);
afterAll(() => server?.close());

const gql = async (query: string, as = token) => {
  const body = (await graphql<any>(server.url, query, {}, as)).body;
  expect(body.errors).toBeUndefined();
  return body.data;
};

test('the demo account is offered category phrases from its answers, none a name or a tracked topic', async () => {
  const data = await gql(`{
    topicSuggestions
    topics { name }
    viewer { brand { name aliases } }
    competitors { name }
  }`);
  const suggestions: string[] = data.topicSuggestions;
  expect(suggestions.length).toBeGreaterThanOrEqual(3);
  const names = [
    data.viewer.brand.name,
    ...data.viewer.brand.aliases,
    ...data.competitors.map((c: any) => c.name),
  ];
  for (const phrase of suggestions) {
    expect(phrase.split(' ').length).toBeLessThanOrEqual(3);
    for (const name of names) expect(phrase.toLowerCase()).not.toContain(name.toLowerCase());
    // A capitalised word in running text is a name: a suggestion keeps only ordinary words and acronyms.
    for (const word of phrase.split(' '))
      expect(word === word.toLowerCase() || /^[A-Z]{2,}s?$/.test(word)).toBe(true);
    for (const topic of data.topics) expect(phrase.toLowerCase()).not.toBe(topic.name.toLowerCase());
  }

  // A suggestion made a topic is not suggested again.
  await gql(`mutation { createTopic(input: { name: "${suggestions[0]}" }) { topic { id } } }`);
  expect((await gql('{ topicSuggestions }')).topicSuggestions).not.toContain(suggestions[0]);
});

test('an account with no answers yet is offered none', async () => {
  const { token: fresh } = await signUp(server.url, `topics_${Date.now().toString(36)}`);
  expect((await gql('{ topicSuggestions }', fresh)).topicSuggestions).toEqual([]);
});
