/**
 * Branded and unbranded prompts: the classifier reads a question with the answer analyzer's matcher (name,
 * aliases, website domain, names that are also ordinary words), and through GraphQL every prompt is
 * classified when it is added or reworded and again when the brand changes, unless the account set its
 * kind itself.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { analyzeRecord } from '../../../tools/cli/analyze';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { promptKindClassifier } from './prompt-kind';

describe('the classifier', () => {
  const quillstack = promptKindClassifier({
    name: 'Quillstack',
    aliases: ['QS Cloud'],
    website: 'https://www.quillstack.io',
  });
  test.each([
    ['What are the best API management platforms for startups?', 'UNBRANDED'],
    ['Is Quillstack a good choice for API management?', 'BRANDED'],
    ['quillstack vs postman for api docs', 'BRANDED'],
    ["How does Quillstack's pricing compare with Kong?", 'BRANDED'],
    ['Is QS Cloud reliable for enterprise teams?', 'BRANDED'],
    ['What do reviews on quillstack.io say about uptime?', 'BRANDED'],
    ['Which developer portals support OpenAPI 3.1?', 'UNBRANDED'],
    ['What is a quill used for in calligraphy?', 'UNBRANDED'],
  ])('%s → %s', (question, kind) => {
    expect(quillstack(question)).toBe(kind);
  });

  test('a brand whose name is an ordinary word is branded only where the question names it', () => {
    const mint = promptKindClassifier({ name: 'Mint', aliases: [], website: 'https://mint.com' });
    expect(mint('Is Mint still a good budgeting app?')).toBe('BRANDED');
    expect(mint('What are the best apps to track a budget?')).toBe('UNBRANDED');
    expect(mint('How do I grow mint in a pot on a balcony?')).toBe('UNBRANDED');
    // A tracked question is about the market: the name alone there is the brand, though an answer saying
    // only this would be about something else.
    const harvey = promptKindClassifier({ name: 'Harvey' });
    expect(harvey('What do lawyers think of Harvey?')).toBe('BRANDED');
    expect(analyzeRecord({ text: 'What do lawyers think of Harvey?', brand: 'Harvey' }).visible).toBe(false);
  });

  test('without a brand every prompt is unbranded', () => {
    expect(promptKindClassifier(null)('Is Quillstack any good?')).toBe('UNBRANDED');
  });
});

describe('through GraphQL', () => {
  let server: TestServer;
  let owner: { token: string; brandId: string };
  let stranger: { token: string; brandId: string };
  let topicId: string;
  const gql = async (query: string, variables: Record<string, unknown> = {}, as = owner.token) =>
    (await graphql<any>(server.url, query, variables, as)).body;
  const PROMPT_FIELDS = 'id question kind promptKind kindSetByUser';
  const add = async (question: string) =>
    (
      await gql(
        `mutation($topicId: ID!, $question: String!) { addPrompt(input: { topicId: $topicId, question: $question }) {
          prompt { ${PROMPT_FIELDS} } } }`,
        { topicId, question },
      )
    ).data.addPrompt.prompt;
  const kinds = async () => {
    const body = await gql(`{ managedTopics { prompts { question promptKind kindSetByUser } } }`);
    return Object.fromEntries(
      body.data.managedTopics
        .flatMap(
          (topic: { prompts: { question: string; promptKind: string; kindSetByUser: boolean }[] }) =>
            topic.prompts,
        )
        .map((p: { question: string; promptKind: string; kindSetByUser: boolean }) => [
          p.question,
          `${p.promptKind}${p.kindSetByUser ? ' (set)' : ''}`,
        ]),
    );
  };
  const setBrand = (name: string, aliases: string[] = []) =>
    gql(`mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name } } }`, {
      input: { name, website: null, aliases },
    });
  const setKind = (id: string, kind: string | null, as = owner.token) =>
    gql(
      `mutation($id: ID!, $kind: PromptKind) { setPromptKind(input: { id: $id, kind: $kind }) { prompt { ${PROMPT_FIELDS} } } }`,
      { id, kind },
      as,
    );

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signUp(server.url, 'kinds');
    stranger = await signUp(server.url, 'kinds-stranger');
    await setBrand('Trellis Analytics', ['Trellis']);
    const created = await gql(
      `mutation { createTopic(input: { name: "Product analytics" }) { topic { id } } }`,
    );
    topicId = created.data.createTopic.topic.id;
  }, 60_000);
  afterAll(() => server?.close());

  test('a prompt is classified when added and when reworded', async () => {
    expect(await add('Which product analytics tools suit a small SaaS team?')).toMatchObject({
      promptKind: 'UNBRANDED',
      kind: 'generic',
      kindSetByUser: false,
    });
    const branded = await add('Is Trellis worth it for product analytics?');
    expect(branded).toMatchObject({ promptKind: 'BRANDED', kind: 'brand' });
    const reworded = await gql(
      `mutation($id: ID!) { editPrompt(input: { id: $id, question: "Is Amplitude worth it for product analytics?" }) {
        prompt { promptKind } } }`,
      { id: branded.id },
    );
    expect(reworded.data.editPrompt.prompt.promptKind).toBe('UNBRANDED');
  });

  test('a brand change classifies every prompt again; a kind the account set stays', async () => {
    const retention = await add('How do Heatmap Pro and Mixpanel compare on retention charts?');
    const funnels = await add('Does Heatmap Pro track funnels?');
    expect(retention.promptKind).toBe('UNBRANDED');
    expect((await setKind(funnels.id, 'UNBRANDED')).data.setPromptKind.prompt).toMatchObject({
      promptKind: 'UNBRANDED',
      kindSetByUser: true,
    });
    await setBrand('Trellis Analytics', ['Trellis', 'Heatmap Pro']);
    expect(await kinds()).toMatchObject({
      'How do Heatmap Pro and Mixpanel compare on retention charts?': 'BRANDED',
      'Does Heatmap Pro track funnels?': 'UNBRANDED (set)',
      'Which product analytics tools suit a small SaaS team?': 'UNBRANDED',
    });
    // Handed back to the classifier, it is read again at once.
    expect((await setKind(funnels.id, null)).data.setPromptKind.prompt).toMatchObject({
      promptKind: 'BRANDED',
      kindSetByUser: false,
    });
    await setBrand('Trellis Analytics', ['Trellis']);
    expect((await kinds())['Does Heatmap Pro track funnels?']).toBe('UNBRANDED');
  });

  test('the prompts page shows each prompt’s kind', async () => {
    const body = await gql(`{ promptGroups { prompts { question promptKind kindSetByUser } } }`);
    const listed = body.data.promptGroups.flatMap((group: { prompts: unknown[] }) => group.prompts);
    expect(listed).toContainEqual({
      question: 'How do Heatmap Pro and Mixpanel compare on retention charts?',
      promptKind: 'UNBRANDED',
      kindSetByUser: false,
    });
  });

  test('another account’s prompt cannot be set, and a bad kind is a 4xx in GraphQL’s words', async () => {
    const mine = await add('What is a good product analytics stack for B2B?');
    const refused = await setKind(mine.id, 'BRANDED', stranger.token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await gql(
      `mutation($id: ID!) { setPromptKind(input: { id: $id, kind: MAYBE }) { prompt { id } } }`,
      {
        id: mine.id,
      },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await kinds())['What is a good product analytics stack for B2B?']).toBe('UNBRANDED');
  });
});
