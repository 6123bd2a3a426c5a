/**
 * Every write a reader can see sends the change notice: for each mutation (and the crawler-visit REST
 * ingestion), a read cached by a second server on the same Postgres shows the change made on the first
 * within 3 s. The caches live for 300 s here, so only the notice can make the second server read again.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServerOnPostgres, type SightlineApp } from '../test/postgres-servers';
import { announceDataChanged } from './data-changed';
import { openPostgres, type PostgresDb } from './postgres';
import { createPostgresTestDatabase, testDbKind } from '../test/harness';
import { graphql, postJson, signUp } from '../test/http';

type App = SightlineApp;
const onPostgres = testDbKind === 'postgres';
const cleanup: (() => Promise<void>)[] = [];
let writer: App;
let reader: App;
let direct: PostgresDb;

beforeAll(async () => {
  if (!onPostgres) return;
  const database = await createPostgresTestDatabase();
  cleanup.push(database.drop);
  writer = await startServerOnPostgres(database.url, cleanup);
  reader = await startServerOnPostgres(database.url, cleanup);
  direct = await openPostgres(database.url, 2);
  cleanup.push(() => direct.close());
});

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A GraphQL call that must succeed; its data. */
async function gql<T = Record<string, any>>(
  app: App,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { body } = await graphql<T>(app.url, query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

interface Account {
  token: string;
  /** Ids made by the row's setup, by name. */
  ids: Record<string, string>;
}

const BRAND = 'mutation { updateBrand(input: { name: "Quillstack", aliases: [] }) { brand { name } } }';
const CREATE_TOPIC = 'mutation ($name: String!) { createTopic(input: { name: $name }) { topic { id } } }';
const ADD_PROMPT =
  'mutation ($topicId: ID!, $q: String!) { addPrompt(input: { topicId: $topicId, question: $q }) { prompt { id } } }';
const PROMPTS = '{ managedTopics { name isAggregate prompts { question archived } } }';

interface Topic {
  name: string;
  isAggregate: boolean;
  prompts: { question: string; archived: boolean }[];
}
/** The account's own topics (not the aggregate one every account has). */
const ownTopics = (data: Record<string, any>): Topic[] =>
  (data.managedTopics as Topic[]).filter((topic) => !topic.isAggregate);

async function topicWithPrompt(app: App, account: Account) {
  await gql(app, account.token, BRAND);
  const { createTopic } = await gql(app, account.token, CREATE_TOPIC, { name: 'Gateways' });
  account.ids.topic = createTopic.topic.id;
  const { addPrompt } = await gql(app, account.token, ADD_PROMPT, {
    topicId: createTopic.topic.id,
    q: 'Which API gateway is best?',
  });
  account.ids.prompt = addPrompt.prompt.id;
}

interface Row {
  name: string;
  setup?: (app: App, account: Account) => Promise<unknown>;
  /** What a reader sees, read through the reader's cache. */
  read: string;
  pick: (data: Record<string, any>) => unknown;
  /** The change, made on the writer. */
  change: (app: App, account: Account) => Promise<unknown>;
  expected: unknown;
}

const rows: Row[] = [
  {
    name: 'updateBrand',
    read: '{ viewer { brand { name } } }',
    pick: (data) => data.viewer.brand?.name ?? null,
    change: (app, { token }) => gql(app, token, BRAND),
    expected: 'Quillstack',
  },
  {
    name: 'completeOnboarding',
    read: '{ viewer { onboarding { needed } } }',
    pick: (data) => data.viewer.onboarding.needed,
    change: (app, { token }) =>
      gql(
        app,
        token,
        `mutation { completeOnboarding(input: {
          brand: { name: "Quillstack", aliases: [] }, competitors: ["Kong"],
          topics: [{ name: "Gateways", prompts: ["Which API gateway is best?"] }]
        }) { run { id } } }`,
      ),
    expected: false,
  },
  {
    name: 'setCompetitors',
    setup: (app, { token }) => gql(app, token, BRAND),
    read: '{ competitors { name } }',
    pick: (data) => data.competitors.map((c: { name: string }) => c.name),
    change: (app, { token }) =>
      gql(app, token, 'mutation { setCompetitors(input: { names: ["Kong"] }) { competitors { id } } }'),
    expected: ['Kong'],
  },
  {
    name: 'createTopic',
    read: PROMPTS,
    pick: (data) => ownTopics(data).map((t) => t.name),
    change: (app, { token }) => gql(app, token, CREATE_TOPIC, { name: 'Gateways' }),
    expected: ['Gateways'],
  },
  {
    name: 'renameTopic',
    setup: topicWithPrompt,
    read: PROMPTS,
    pick: (data) => ownTopics(data).map((t) => t.name),
    change: (app, { token, ids }) =>
      gql(
        app,
        token,
        'mutation ($id: ID!) { renameTopic(input: { id: $id, name: "API gateways" }) { topic { id } } }',
        {
          id: ids.topic,
        },
      ),
    expected: ['API gateways'],
  },
  {
    name: 'archiveTopic',
    setup: topicWithPrompt,
    read: PROMPTS,
    pick: (data) => ownTopics(data).length,
    change: (app, { token, ids }) =>
      gql(app, token, 'mutation ($id: ID!) { archiveTopic(input: { id: $id }) { topic { id } } }', {
        id: ids.topic,
      }),
    expected: 0,
  },
  {
    name: 'addPrompt',
    setup: async (app, account) => {
      await topicWithPrompt(app, account);
    },
    read: PROMPTS,
    pick: (data) => ownTopics(data)[0]!.prompts.length,
    change: (app, { token, ids }) =>
      gql(app, token, ADD_PROMPT, { topicId: ids.topic, q: 'Which gateway scales?' }),
    expected: 2,
  },
  {
    name: 'editPrompt',
    setup: topicWithPrompt,
    read: PROMPTS,
    pick: (data) => ownTopics(data)[0]!.prompts[0]!.question,
    change: (app, { token, ids }) =>
      gql(
        app,
        token,
        'mutation ($id: ID!) { editPrompt(input: { id: $id, question: "Which gateway scales?" }) { prompt { id } } }',
        {
          id: ids.prompt,
        },
      ),
    expected: 'Which gateway scales?',
  },
  {
    name: 'movePrompt',
    setup: async (app, account) => {
      await topicWithPrompt(app, account);
      const { createTopic } = await gql(app, account.token, CREATE_TOPIC, { name: 'Meshes' });
      account.ids.other = createTopic.topic.id;
    },
    read: PROMPTS,
    pick: (data) =>
      ownTopics(data)
        .map((t) => `${t.name}:${t.prompts.length}`)
        .sort(),
    change: (app, { token, ids }) =>
      gql(
        app,
        token,
        'mutation ($id: ID!, $to: ID!) { movePrompt(input: { id: $id, topicId: $to }) { prompt { id } } }',
        {
          id: ids.prompt,
          to: ids.other,
        },
      ),
    expected: ['Gateways:0', 'Meshes:1'],
  },
  {
    name: 'archivePrompt',
    setup: topicWithPrompt,
    read: PROMPTS,
    pick: (data) => ownTopics(data)[0]!.prompts[0]!.archived,
    change: (app, { token, ids }) =>
      gql(app, token, 'mutation ($id: ID!) { archivePrompt(input: { id: $id }) { prompt { id } } }', {
        id: ids.prompt,
      }),
    expected: true,
  },
  {
    name: 'updateCollectionSettings',
    read: '{ collectionSettings { samplesPerPrompt } }',
    pick: (data) => data.collectionSettings.samplesPerPrompt,
    change: (app, { token }) =>
      gql(
        app,
        token,
        'mutation { updateCollectionSettings(input: { samplesPerPrompt: 3 }) { settings { samplesPerPrompt } } }',
      ),
    expected: 3,
  },
  {
    name: 'startCollectionRun',
    setup: topicWithPrompt,
    read: '{ latestCollectionRun { id } }',
    pick: (data) => data.latestCollectionRun !== null,
    change: (app, { token }) => gql(app, token, 'mutation { startCollectionRun { run { id } } }'),
    expected: true,
  },
  {
    name: 'setActionStep',
    read: '{ actionChecklist { completedStepIds } }',
    pick: (data) => data.actionChecklist.completedStepIds,
    change: (app, { token }) =>
      gql(
        app,
        token,
        'mutation { setActionStep(input: { stepId: "llms-txt", completed: true }) { checklist { completedStepIds } } }',
      ),
    expected: ['llms-txt'],
  },
  {
    name: 'saveLlmsTxt',
    read: '{ llmsTxt { content } }',
    pick: (data) => data.llmsTxt?.content ?? null,
    change: (app, { token }) =>
      gql(app, token, 'mutation ($c: String!) { saveLlmsTxt(input: { content: $c }) { file { content } } }', {
        c: '# Quillstack\n\n> API gateways.\n',
      }),
    expected: '# Quillstack\n\n> API gateways.\n',
  },
  {
    name: 'sendOutreachEmail',
    read: '{ outreachMessages { to } }',
    pick: (data) => data.outreachMessages.map((m: { to: string }) => m.to),
    change: (app, { token }) =>
      gql(
        app,
        token,
        'mutation ($input: SendOutreachEmailInput!) { sendOutreachEmail(input: $input) { message { id } } }',
        {
          input: {
            sourceId: 'src-1',
            sourceName: 'Climate Tech Review',
            to: 'editor@climatetech.example',
            subject: 'Partnership',
            body: 'Hi, we would love to talk.',
          },
        },
      ),
    expected: ['editor@climatetech.example'],
  },
  {
    name: 'createApiToken',
    read: '{ apiTokens { name } }',
    pick: (data) => data.apiTokens.map((t: { name: string }) => t.name),
    change: (app, { token }) =>
      gql(app, token, 'mutation { createApiToken(input: { name: "shipper" }) { token } }'),
    expected: ['shipper'],
  },
  {
    name: 'POST /api/crawler-visits',
    read: '{ crawlerActivity { totalVisits } }',
    pick: (data) => data.crawlerActivity.totalVisits,
    change: async (app, { token }) => {
      const visit = {
        userAgent:
          'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
        path: '/pricing',
        status: 200,
      };
      const response = await postJson(`${app.url}/api/crawler-visits`, { visits: [visit] }, token);
      expect(response.status).toBe(200);
    },
    expected: 1,
  },
];

test.skipIf(!onPostgres).each(rows)('$name on one server is seen by another within 3 s', async (row) => {
  const username = row.name
    .replace(/[^a-z]/gi, '')
    .toLowerCase()
    .slice(0, 20);
  const { token, brandId } = await signUp(writer.url, username);
  // The Action Center's writes need it on for the account's workspace.
  await direct.query('update workspaces set action_center = true where id = $1', [brandId]);
  await announceDataChanged({ db: direct, brandId });
  const account: Account = { token, ids: {} };
  await row.setup?.(writer, account);

  const seen = async () => row.pick(await gql(reader, token, row.read));
  const before = await seen();
  expect(before).not.toEqual(row.expected);
  // The reader now holds the read in its cache.
  await row.change(writer, account);
  await expect.poll(seen, { timeout: 3_000, interval: 50 }).toEqual(row.expected);
});
