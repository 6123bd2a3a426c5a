/**
 * Topic and prompt management through GraphQL on a real server: validation in the user's words, one
 * account never reaching another's topics, and history surviving archiving and moving (answers carry the
 * topic they were collected for).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectDay } from '../collection';
import { createSimulatedEngines } from '../../core/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp as signUpAs } from '../../test/http';

let server: TestServer;
let owner: { token: string; brandId: string };
let intruder: { token: string; brandId: string };

const gql = async <T = any>(query: string, variables: Record<string, unknown> = {}, as = owner.token) =>
  (await graphql<T>(server.url, query, variables, as)).body;

/** The error a refused call returns: its message and code. */
const refusal = async (query: string, variables: Record<string, unknown> = {}, as = owner.token) => {
  const body = await gql(query, variables, as);
  expect(body.data ?? null).toBeNull();
  return { message: body.errors?.[0]?.message, code: body.errors?.[0]?.extensions?.code };
};

const signUp = (username: string) => signUpAs(server.url, username);

const CREATE_TOPIC = `mutation($name: String!) { createTopic(input: { name: $name }) { topic { id name slug } } }`;
const RENAME_TOPIC = `mutation($id: ID!, $name: String!) { renameTopic(input: { id: $id, name: $name }) { topic { id name } } }`;
const ARCHIVE_TOPIC = `mutation($id: ID!) { archiveTopic(input: { id: $id }) { topic { id archived } } }`;
const ADD_PROMPT = `mutation($topicId: ID!, $question: String!) {
  addPrompt(input: { topicId: $topicId, question: $question }) { prompt { id topicId question } } }`;
const EDIT_PROMPT = `mutation($id: ID!, $question: String!) { editPrompt(input: { id: $id, question: $question }) { prompt { id question } } }`;
const MOVE_PROMPT = `mutation($id: ID!, $topicId: ID!) { movePrompt(input: { id: $id, topicId: $topicId }) { prompt { id topicId } } }`;
const ARCHIVE_PROMPT = `mutation($id: ID!) { archivePrompt(input: { id: $id }) { prompt { id archived } } }`;
const MANAGED = `{ managedTopics(includeArchived: true) { id name archived prompts { id question archived topicId } } }`;

const createTopic = async (name: string, as = owner.token) => {
  const body = await gql(CREATE_TOPIC, { name }, as);
  expect(body.errors).toBeUndefined();
  return body.data.createTopic.topic as { id: string; name: string; slug: string };
};
const addPrompt = async (topicId: string, question: string, as = owner.token) => {
  const body = await gql(ADD_PROMPT, { topicId, question }, as);
  expect(body.errors).toBeUndefined();
  return body.data.addPrompt.prompt as { id: string; topicId: string; question: string };
};

const HISTORY_RANGE = { from: '2026-10-01', to: '2026-12-31' };
const topicHistory = async (slug: string) =>
  (
    await gql(
      `query($slug: String!, $from: Date, $to: Date) { topic(slug: $slug) { metrics {
        impressionHistory(from: $from, to: $to) { date impressions answers } } } }`,
      { slug, ...HISTORY_RANGE },
    )
  ).data.topic?.metrics.impressionHistory;
const overviewHistory = async () =>
  (
    await gql(
      `query($from: Date, $to: Date) { overview { metrics { impressionHistory(from: $from, to: $to) {
        date impressions answers } } } }`,
      HISTORY_RANGE,
    )
  ).data.overview.metrics.impressionHistory;
const answers = async (filter: Record<string, unknown>) =>
  (
    await gql(
      `query($filter: AnswersFilter) { answers(filter: $filter, first: 100) { totalCount okCount
        edges { node { promptId topicId day } } } }`,
      { filter },
    )
  ).data.answers as { totalCount: number; okCount: number; edges: { node: Record<string, string> }[] };

/** One day of simulated answers for the owner's active prompts, on two platforms. */
const collect = (day: string) =>
  collectDay(
    { db: server.db },
    { brandId: owner.brandId, day, engines: createSimulatedEngines(['chatgpt', 'claude']) },
  );

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp('manager');
  intruder = await signUp('intruder');
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Quillstack', 'https://quillstack.io', '{}')`,
    [owner.brandId],
  );
}, 60_000);
afterAll(() => server?.close());

describe('validation', () => {
  test('topic names: length, case-insensitive duplicates and the reserved "Aggregate"', async () => {
    const before = await gql(MANAGED);
    const lengthMessage = 'A topic name is 2 to 60 characters long.';
    for (const name of ['x', '   y   ', 'n'.repeat(61)])
      expect(await refusal(CREATE_TOPIC, { name })).toEqual({
        message: lengthMessage,
        code: 'BAD_USER_INPUT',
      });
    expect((await createTopic('n'.repeat(60))).name).toHaveLength(60);

    const crm = await createTopic('CRM  software');
    expect(crm).toMatchObject({ name: 'CRM software', slug: 'crm-software' });
    expect(await refusal(CREATE_TOPIC, { name: ' crm SOFTWARE ' })).toEqual({
      message: 'A topic named "crm SOFTWARE" already exists.',
      code: 'CONFLICT',
    });

    const reserved = '"Aggregate" is reserved for the overview; choose another name.';
    expect(await refusal(CREATE_TOPIC, { name: 'aggregate' })).toEqual({
      message: reserved,
      code: 'BAD_USER_INPUT',
    });
    expect(await refusal(RENAME_TOPIC, { id: crm.id, name: 'AGGREGATE' })).toMatchObject({
      message: reserved,
    });

    const email = await createTopic('Email marketing');
    expect(await refusal(RENAME_TOPIC, { id: email.id, name: 'crm software' })).toEqual({
      message: 'A topic named "crm software" already exists.',
      code: 'CONFLICT',
    });
    expect(await refusal(RENAME_TOPIC, { id: email.id, name: 'e' })).toMatchObject({
      message: lengthMessage,
    });
    // A topic may change only its own casing.
    expect(
      (await gql(RENAME_TOPIC, { id: email.id, name: 'Email Marketing' })).data.renameTopic.topic.name,
    ).toBe('Email Marketing');

    // Only the two created topics were stored; the refusals changed nothing.
    const after = (await gql(MANAGED)).data.managedTopics;
    expect(after.map((t: any) => t.name).sort()).toEqual(
      [
        ...before.data.managedTopics.map((t: any) => t.name),
        'CRM software',
        'Email Marketing',
        'n'.repeat(60),
      ].sort(),
    );
  });

  test('prompts: length, duplicates within a topic (case-insensitive, also when editing or moving)', async () => {
    const sales = await createTopic('Sales tools');
    const support = await createTopic('Support desks');
    const lengthMessage = 'A prompt is 5 to 500 characters long.';
    for (const question of ['Hi?', '  a  b  ', 'q'.repeat(501)])
      expect(await refusal(ADD_PROMPT, { topicId: sales.id, question })).toEqual({
        message: lengthMessage,
        code: 'BAD_USER_INPUT',
      });

    const best = await addPrompt(sales.id, 'What is the  best sales tool?');
    expect(best.question).toBe('What is the best sales tool?');
    expect(
      await refusal(ADD_PROMPT, { topicId: sales.id, question: 'WHAT is the best SALES tool?' }),
    ).toEqual({
      message: 'The topic "Sales tools" already has the prompt "WHAT is the best SALES tool?".',
      code: 'CONFLICT',
    });
    // The same question may be tracked under another topic.
    const sameElsewhere = await addPrompt(support.id, 'What is the best sales tool?');
    const cheapest = await addPrompt(sales.id, 'Which sales tool is cheapest?');

    expect(await refusal(EDIT_PROMPT, { id: cheapest.id, question: 'what is the best sales tool?' })).toEqual(
      {
        message: 'This topic already has the prompt "what is the best sales tool?".',
        code: 'CONFLICT',
      },
    );
    expect(await refusal(EDIT_PROMPT, { id: cheapest.id, question: 'x' })).toMatchObject({
      message: lengthMessage,
    });
    expect(await refusal(MOVE_PROMPT, { id: sameElsewhere.id, topicId: sales.id })).toEqual({
      message: 'The topic "Sales tools" already has the prompt "What is the best sales tool?".',
      code: 'CONFLICT',
    });

    const prompts = (await gql(MANAGED)).data.managedTopics
      .filter((t: any) => [sales.id, support.id].includes(t.id))
      .flatMap((t: any) => t.prompts.map((p: any) => `${t.name}: ${p.question}`));
    expect(prompts.sort()).toEqual([
      'Sales tools: What is the best sales tool?',
      'Sales tools: Which sales tool is cheapest?',
      'Support desks: What is the best sales tool?',
    ]);
  });

  test('an id that is not one of the account’s is "not found", whatever its shape', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect(await refusal(RENAME_TOPIC, { id, name: 'Anything' })).toEqual({
        message: 'No such topic in this account.',
        code: 'NOT_FOUND',
      });
      expect(await refusal(ARCHIVE_PROMPT, { id })).toEqual({
        message: 'No such prompt in this account.',
        code: 'NOT_FOUND',
      });
    }
  });
});

test('another account’s topics and prompts are refused and left untouched', async () => {
  const topic = await createTopic('Private topic');
  const prompt = await addPrompt(topic.id, 'Which private tool is best?');
  const own = await createTopic('Intruder topic', intruder.token);
  const ownPrompt = await addPrompt(own.id, 'Which intruder tool is best?', intruder.token);
  const before = (await gql(MANAGED)).data;

  const attempts: [string, Record<string, unknown>, string][] = [
    [RENAME_TOPIC, { id: topic.id, name: 'Mine now' }, 'topic'],
    [ARCHIVE_TOPIC, { id: topic.id }, 'topic'],
    [ADD_PROMPT, { topicId: topic.id, question: 'Planted question?' }, 'topic'],
    [EDIT_PROMPT, { id: prompt.id, question: 'Rewritten question?' }, 'prompt'],
    [MOVE_PROMPT, { id: prompt.id, topicId: own.id }, 'prompt'],
    [MOVE_PROMPT, { id: ownPrompt.id, topicId: topic.id }, 'topic'],
    [ARCHIVE_PROMPT, { id: prompt.id }, 'prompt'],
  ];
  for (const [query, variables, what] of attempts)
    expect(await refusal(query, variables, intruder.token)).toEqual({
      message: `No such ${what} in this account.`,
      code: 'NOT_FOUND',
    });

  expect((await gql(MANAGED)).data).toEqual(before);
  const seen = (await gql(MANAGED, {}, intruder.token)).data.managedTopics;
  expect(seen.map((t: any) => t.name)).toEqual(['Aggregate', 'Intruder topic']);
  expect(seen[1].prompts).toEqual([expect.objectContaining({ id: ownPrompt.id, archived: false })]);
});

describe('history', () => {
  test('archiving keeps the answers and the history; archived prompts are no longer asked', async () => {
    const topic = await createTopic('Note taking');
    const kept = await addPrompt(topic.id, 'Which note taking app is best?');
    const archived = await addPrompt(topic.id, 'Which note taking app syncs fastest?');
    await collect('2026-11-01');
    const archivedAnswers = await answers({ promptId: archived.id });
    expect(archivedAnswers.totalCount).toBe(2);
    const topicAnswers = await answers({ topicId: topic.id });
    expect(topicAnswers.totalCount).toBe(4);
    const history = await topicHistory('note-taking');
    expect(history).toHaveLength(1);
    const overview = await overviewHistory();

    await gql(ARCHIVE_PROMPT, { id: archived.id });
    const groups = (await gql('{ promptGroups { name prompts { id } } }')).data.promptGroups;
    expect(groups.find((g: any) => g.name === 'Note taking').prompts).toEqual([{ id: kept.id }]);
    expect(await answers({ promptId: archived.id })).toEqual(archivedAnswers);
    expect(await topicHistory('note-taking')).toEqual(history);

    await collect('2026-11-02');
    expect((await answers({ promptId: archived.id })).totalCount).toBe(2);
    expect((await answers({ promptId: kept.id, day: '2026-11-02' })).totalCount).toBe(2);
    const overviewAfterDay2 = await overviewHistory();
    expect(overviewAfterDay2[0]).toEqual(overview[0]);

    expect((await gql(ARCHIVE_TOPIC, { id: topic.id })).data.archiveTopic.topic).toEqual({
      id: topic.id,
      archived: true,
    });
    const topics = (await gql('{ topics { name } promptGroups { name } }')).data;
    expect(topics.topics.map((t: any) => t.name)).not.toContain('Note taking');
    expect(topics.promptGroups.map((g: any) => g.name)).not.toContain('Note taking');
    expect((await gql('{ topic(slug: "note-taking") { id } }')).data.topic).toBeNull();
    // The account's overview still counts what was collected for the archived topic, and its answers stay.
    expect(await overviewHistory()).toEqual(overviewAfterDay2);
    expect((await answers({ topicId: topic.id })).totalCount).toBe(6);

    await collect('2026-11-03');
    expect((await answers({ topicId: topic.id })).totalCount).toBe(6);
  });

  test('moving a prompt leaves its collected history under the old topic; new answers go to the new one', async () => {
    const from = await createTopic('Project tools');
    const to = await createTopic('Team chat');
    const moving = await addPrompt(from.id, 'Which project tool has the best chat?');
    await addPrompt(from.id, 'Which project tool is cheapest?');
    await collect('2026-11-04');
    const fromHistory = await topicHistory('project-tools');
    expect(fromHistory.map((p: any) => p.date)).toEqual(['2026-11-04']);
    expect(fromHistory[0].answers + (await answers({ topicId: from.id, status: 'FAILED' })).totalCount).toBe(
      4,
    );
    expect(await topicHistory('team-chat')).toEqual([]);

    expect((await gql(MOVE_PROMPT, { id: moving.id, topicId: to.id })).data.movePrompt.prompt.topicId).toBe(
      to.id,
    );
    expect(await topicHistory('project-tools')).toEqual(fromHistory);
    expect(await topicHistory('team-chat')).toEqual([]);
    const old = await answers({ promptId: moving.id });
    expect(old.edges.map((e) => e.node.topicId)).toEqual([from.id, from.id]);
    expect((await answers({ topicId: from.id, promptId: moving.id })).totalCount).toBe(2);

    await collect('2026-11-05');
    const day5 = await answers({ promptId: moving.id, day: '2026-11-05' });
    expect(day5.edges.map((e) => e.node.topicId)).toEqual([to.id, to.id]);
    expect((await answers({ topicId: from.id, promptId: moving.id })).totalCount).toBe(2);
    expect((await answers({ topicId: to.id, day: '2026-11-05' })).totalCount).toBe(2);
    expect((await topicHistory('project-tools')).slice(0, 1)).toEqual(fromHistory);
    const toHistory = await topicHistory('team-chat');
    expect(toHistory.map((p: any) => p.date)).toEqual(day5.okCount > 0 ? ['2026-11-05'] : []);
  });

  test('editing a prompt keeps the wording it was asked with on the answers collected before', async () => {
    const topic = await createTopic('Wording');
    const prompt = await addPrompt(topic.id, 'Which invoicing app is best?');
    await collect('2026-11-06');
    // As answers stored before the question column existed: they read the prompt's wording until an edit.
    await server.db.query('update answers set question = null where prompt_id = $1', [prompt.id]);
    expect(
      (await gql(EDIT_PROMPT, { id: prompt.id, question: 'Which invoicing app is best for agencies?' }))
        .errors,
    ).toBeUndefined();
    await collect('2026-11-07');
    const asked = async (day: string) =>
      (
        await gql(
          `query($filter: AnswersFilter) { answers(filter: $filter) { edges { node { question } } } }`,
          { filter: { promptId: prompt.id, day } },
        )
      ).data.answers.edges.map((e: any) => e.node.question);
    expect(await asked('2026-11-06')).toEqual([
      'Which invoicing app is best?',
      'Which invoicing app is best?',
    ]);
    expect(await asked('2026-11-07')).toEqual([
      'Which invoicing app is best for agencies?',
      'Which invoicing app is best for agencies?',
    ]);
    // A second edit leaves the first day's wording alone.
    await gql(EDIT_PROMPT, { id: prompt.id, question: 'Which invoicing app suits agencies?' });
    expect(await asked('2026-11-06')).toEqual([
      'Which invoicing app is best?',
      'Which invoicing app is best?',
    ]);
  });
});
