/**
 * The change log through GraphQL on the seeded demo account (90 days of answers): a change logged on a
 * topic is listed, audited and measured (its topic's prompts against the others, 28 days a side, the
 * estimate inside its interval); a change too recent to measure says why; bad input, unknown topics and a
 * VIEWER's write are refused; another brand's changes are not seen.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn, signUp } from '../../test/http';

let server: TestServer;
let token = '';
let topics: { id: string; name: string; promptCount: number }[] = [];
const today = todayUtc();

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  token = await signIn(server.url, 'demo@example.com');
  const body = (
    await graphql<any>(
      server.url,
      `
        {
          topics {
            id
            name
            promptCount(promptKind: ALL)
          }
        }
      `,
      {},
      token,
    )
  ).body;
  topics = body.data.topics;
}, 400_000);
afterAll(() => server?.close());

const gql = async (query: string, variables: Record<string, unknown> = {}, as = token) =>
  (await graphql<any>(server.url, query, variables, as)).body;

const LOG = `mutation($input: LogChangeInput!) { logChange(input: $input) { change { id title day url topicIds promptIds createdBy } } }`;
const IMPACT = `query($id: ID!) { changeImpact(id: $id) {
  status treatedPrompts controlPrompts daysBefore daysAfter windowFrom windowTo effect ciLow ciHigh reason method
  series { day treated control } } }`;

describe('logging a change and measuring it', () => {
  let changeId = '';

  test('a change on a topic, 30 days ago, is logged with its links and audited', async () => {
    const api = topics.find((topic) => topic.name === 'API')!;
    const body = await gql(LOG, {
      input: {
        title: '  Published the API comparison page ',
        day: addDays(today, -30),
        url: 'quillstack.example/compare',
        topicIds: [api.id],
      },
    });
    expect(body.errors).toBeUndefined();
    const change = body.data.logChange.change;
    expect(change).toMatchObject({
      title: 'Published the API comparison page',
      day: addDays(today, -30),
      url: 'https://quillstack.example/compare',
      topicIds: [api.id],
      promptIds: [],
      createdBy: 'demo@example.com',
    });
    changeId = change.id;
    const audit = await gql(`{ auditLog(first: 5) { action target actor } }`);
    expect(audit.data.auditLog[0]).toEqual({
      action: 'change.logged',
      target: `${addDays(today, -30)}: Published the API comparison page`,
      actor: 'demo@example.com',
    });
  });

  test('its impact: the topic’s prompts against every other prompt, 28 days a side, the estimate inside its interval', async () => {
    const body = await gql(IMPACT, { id: changeId });
    expect(body.errors).toBeUndefined();
    const impact = body.data.changeImpact;
    const api = topics.find((topic) => topic.name === 'API')!;
    const others = topics.filter((topic) => topic !== api).reduce((sum, topic) => sum + topic.promptCount, 0);
    expect(impact).toMatchObject({
      status: 'READY',
      treatedPrompts: api.promptCount,
      controlPrompts: others,
      reason: null,
      windowFrom: addDays(today, -58),
      windowTo: addDays(today, -2),
    });
    expect(impact.daysBefore).toBe(28);
    expect(impact.daysAfter).toBeGreaterThanOrEqual(27);
    expect(impact.ciLow).toBeLessThan(impact.effect);
    expect(impact.effect).toBeLessThan(impact.ciHigh);
    expect(impact.method).toMatch(/cluster bootstrap over prompts/);
    expect(impact.series).toHaveLength(57);
    const visible = impact.series.filter((point: { treated: number | null }) => point.treated !== null);
    expect(visible.length).toBeGreaterThan(50);
    for (const point of visible) expect(point.treated).toBeGreaterThanOrEqual(0);
    // The same figures on every visit (a seeded bootstrap), and through the change's own field.
    const again = await gql(`query($id: ID!) { change(id: $id) { impact { effect ciLow ciHigh } } }`, {
      id: changeId,
    });
    expect(again.data.change.impact).toEqual({
      effect: impact.effect,
      ciLow: impact.ciLow,
      ciHigh: impact.ciHigh,
    });
  });

  test('the period picks the changes listed', async () => {
    const older = await gql(LOG, {
      input: { title: 'Outreach to reviewers', day: addDays(today, -60), topicIds: [] },
    });
    expect(older.errors).toBeUndefined();
    const listed = async (period?: Record<string, unknown>) =>
      (
        await gql(`query($period: PeriodInput) { changes(period: $period) { id title day } }`, { period })
      ).data.changes.map((change: { title: string }) => change.title);
    expect(await listed({ from: addDays(today, -45), to: today })).toEqual([
      'Published the API comparison page',
    ]);
    expect(await listed({ preset: 'LAST_7_DAYS' })).toEqual([]);
    expect(await listed()).toEqual(['Published the API comparison page', 'Outreach to reviewers']);
    // A change that names no prompt has none to measure.
    const impact = await gql(IMPACT, { id: older.data.logChange.change.id });
    expect(impact.data.changeImpact).toMatchObject({
      status: 'NOT_ENOUGH_DATA',
      treatedPrompts: 0,
      effect: null,
    });
  });

  test('a change of three days ago has too few days after it, and says so', async () => {
    const cloud = topics.find((topic) => topic.name === 'Cloud')!;
    const logged = await gql(LOG, {
      input: { title: 'Saved llms.txt', day: addDays(today, -3), topicIds: [cloud.id] },
    });
    const body = await gql(IMPACT, { id: logged.data.logChange.change.id });
    expect(body.data.changeImpact).toMatchObject({
      status: 'NOT_ENOUGH_DATA',
      effect: null,
      ciLow: null,
      ciHigh: null,
    });
    expect(body.data.changeImpact.daysAfter).toBeLessThan(7);
    expect(body.data.changeImpact.reason).toMatch(/at least 7 days with answers on each side/);
  });

  test('bad input and unknown topics are refused; an unknown change is null', async () => {
    const codes = async (input: Record<string, unknown>) =>
      (await gql(LOG, { input })).errors?.map((error: any) => error.extensions.code);
    expect(await codes({ title: '   ', day: today })).toEqual(['BAD_USER_INPUT']);
    expect(await codes({ title: 'Later', day: addDays(today, 5) })).toEqual(['BAD_USER_INPUT']);
    expect(await codes({ title: 'Link', day: today, url: 'ftp://x' })).toEqual(['BAD_USER_INPUT']);
    expect(
      await codes({ title: 'T', day: today, topicIds: ['00000000-0000-4000-8000-000000000000'] }),
    ).toEqual(['NOT_FOUND']);
    expect((await gql(IMPACT, { id: '00000000-0000-4000-8000-000000000000' })).data.changeImpact).toBeNull();
  });
});

describe('annotations on the charts', () => {
  const ANNOTATIONS = `query($period: PeriodInput, $topicId: ID, $platforms: [Platform!]) {
    annotations(period: $period, topicId: $topicId, platforms: $platforms) { day kind label topicId platform } }`;
  const list = async (variables: Record<string, unknown>) => {
    const body = await gql(ANNOTATIONS, variables);
    expect(body.errors).toBeUndefined();
    return body.data.annotations as {
      day: string;
      kind: string;
      label: string;
      topicId: string | null;
      platform: string | null;
    }[];
  };

  test('a logged change marks its day on its topic’s chart and the overview’s, not on another topic’s', async () => {
    const api = topics.find((topic) => topic.name === 'API')!;
    const bot = topics.find((topic) => topic.name === 'Bot')!;
    const period = { preset: 'LAST_90_DAYS' };
    const logged = {
      day: addDays(today, -30),
      kind: 'CHANGE_LOGGED',
      label: 'Change: Published the API comparison page',
    };
    expect(await list({ period })).toContainEqual({ ...logged, topicId: api.id, platform: null });
    expect(await list({ period, topicId: api.id })).toContainEqual(expect.objectContaining(logged));
    expect(await list({ period, topicId: bot.id })).not.toContainEqual(expect.objectContaining(logged));
    expect(await list({ period: { preset: 'LAST_7_DAYS' } })).not.toContainEqual(
      expect.objectContaining(logged),
    );
  });

  test('a reworded prompt marks today on its topic', async () => {
    const managed = await gql(`{ managedTopics { id name prompts { id question archived } } }`);
    const bot = managed.data.managedTopics.find((topic: { name: string }) => topic.name === 'Bot');
    const prompt = bot.prompts.find((p: { archived: boolean }) => !p.archived);
    const edited = await gql(
      `mutation($input: EditPromptInput!) { editPrompt(input: $input) { prompt { id } } }`,
      {
        input: { id: prompt.id, question: `${prompt.question} (reworded)` },
      },
    );
    expect(edited.errors).toBeUndefined();
    expect(await list({ topicId: bot.id, period: { preset: 'LAST_7_DAYS' } })).toContainEqual({
      day: today,
      kind: 'PROMPTS_CHANGED',
      label: '1 prompt reworded in Bot',
      topicId: bot.id,
      platform: null,
    });
  });

  test('a model that answered 3 days in a row is marked on its platform; 2 days are not enough', async () => {
    const demo = 'd0d0d0d0-0000-4000-8000-000000000001';
    const setModel = (from: string, platform: string, model: string) =>
      server.db.query(
        `update public.answers set model = $3 where user_id = $1 and platform = $2 and collected_on >= $4`,
        [demo, platform, model, from],
      );
    await setModel(addDays(today, -1), 'gemini', 'gemini-3-pro');
    // The annotations are read once a day: a data change (here, logging a change) reads them again.
    await gql(LOG, { input: { title: 'Refresh', day: today } });
    const period = { preset: 'LAST_30_DAYS' };
    expect((await list({ period })).filter((a) => a.kind === 'MODEL_CHANGED')).toEqual([]);
    const [latest] = await server.db.query<{ day: string }>(
      `select to_char(max(collected_on), 'YYYY-MM-DD') as day from public.answers where user_id = $1 and platform = 'chatgpt'`,
      [demo],
    );
    const from = addDays(latest!.day, -2);
    await setModel(from, 'chatgpt', 'gpt-5-search');
    await gql(LOG, { input: { title: 'Refresh again', day: today } });
    const model = {
      day: from,
      kind: 'MODEL_CHANGED',
      label: expect.stringMatching(/^ChatGPT now answers with gpt-5-search \(was .+\)$/),
      topicId: null,
      platform: 'CHATGPT',
    };
    expect(await list({ period })).toContainEqual(model);
    expect(await list({ period, platforms: ['CHATGPT'] })).toContainEqual(model);
    expect(await list({ period, platforms: ['GEMINI'] })).not.toContainEqual(
      expect.objectContaining({ kind: 'MODEL_CHANGED' }),
    );
    // A period that begins on the change's day: the days before it tell what it changed from.
    expect(await list({ period: { from, to: latest!.day } })).toContainEqual(model);
  });
});

describe('roles and brands', () => {
  test('a VIEWER of the workspace reads the changes but may not log one; another account sees none', async () => {
    const other = await signUp(server.url, 'changesviewer');
    expect((await gql(`{ changes { id } }`, {}, other.token)).data.changes).toEqual([]);
    const [membership] = await server.db.query<{ workspace_id: string }>(
      `select workspace_id from public.workspace_members where user_id = $1 and role = 'OWNER'`,
      ['d0d0d0d0-0000-4000-8000-000000000001'],
    );
    await server.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
      [membership!.workspace_id, other.brandId],
    );
    const headers = { 'x-sightline-brand': 'd0d0d0d0-0000-4000-8000-000000000001' };
    const read = await graphql<any>(
      server.url,
      `
        {
          changes {
            title
          }
        }
      `,
      {},
      other.token,
      headers,
    );
    expect(read.body.data.changes.length).toBeGreaterThanOrEqual(3);
    const write = await graphql<any>(
      server.url,
      LOG,
      { input: { title: 'Nope', day: today } },
      other.token,
      headers,
    );
    expect(write.body.errors?.[0]).toMatchObject({
      message: 'Your role in this workspace is VIEWER: logging a change needs EDITOR or higher.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
