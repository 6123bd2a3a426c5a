/**
 * Through HTTP on a real server with its in-process worker: manage topics and prompts, "Run now", watch
 * the run's progress, then read the answers behind the figures and the visibility interval.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp as signUpAs } from '../../test/http';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';
import { RULES_ANALYZER, SENTIMENT_NEGATIVE_BELOW, SENTIMENT_POSITIVE_FROM } from '../../core/analysis';

let server: TestServer;
let token: string;
let brandId: string;

const gql = async <T = any>(query: string, variables: Record<string, unknown> = {}, as = token) => {
  const { body } = await graphql<T>(server.url, query, variables, as);
  return body;
};

const signUp = (username: string) => signUpAs(server.url, username);

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', COLLECTION_ANSWER_ATTEMPTS: '2' } });
  ({ token, brandId } = await signUp('runner'));
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Quillstack', 'https://quillstack.io', '{}')`,
    [brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'Kongly', 'kongly.dev'), ($1, 'Tykway', 'tykway.io')`,
    [brandId],
  );
}, 60_000);
afterAll(() => server?.close());

const TOPIC_FIELDS = 'id name slug archived isAggregate prompts { id question archived topicId }';

describe('topic and prompt management', () => {
  test('create, rename, add, edit, move, archive, with validation', async () => {
    const created = await gql(
      `mutation { createTopic(input: { name: "  API   gateways " }) { topic { ${TOPIC_FIELDS} } } }`,
    );
    expect(created.errors).toBeUndefined();
    const topic = created.data.createTopic.topic;
    expect(topic).toMatchObject({ name: 'API gateways', slug: 'api-gateways', archived: false, prompts: [] });

    const duplicate = await gql('mutation { createTopic(input: { name: "api GATEWAYS" }) { topic { id } } }');
    expect(duplicate.errors?.[0]?.message).toBe('A topic named "api GATEWAYS" already exists.');
    expect(duplicate.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const tooShort = await gql('mutation { createTopic(input: { name: "x" }) { topic { id } } }');
    expect(tooShort.errors?.[0]?.message).toMatch(/2 to 60 characters/);
    const reserved = await gql(
      'mutation { createTopic(input: { name: "Aggregate stuff" }) { topic { id } } }',
    );
    expect(reserved.errors?.[0]?.message).toMatch(/reserved/);

    const other = (
      await gql(`mutation { createTopic(input: { name: "Docs" }) { topic { ${TOPIC_FIELDS} } } }`)
    ).data.createTopic.topic;
    const renamed = await gql(
      `mutation($id: ID!) { renameTopic(input: { id: $id, name: "Developer docs" }) { topic { name slug } } }`,
      {
        id: other.id,
      },
    );
    expect(renamed.data.renameTopic.topic).toEqual({ name: 'Developer docs', slug: 'docs' });

    const add = (topicId: string, question: string) =>
      gql(
        `mutation($t: ID!, $q: String!) { addPrompt(input: { topicId: $t, question: $q }) { prompt { id question topicId archived } } }`,
        {
          t: topicId,
          q: question,
        },
      );
    const questions = [
      'What are the best API gateways?',
      'Which API gateway is cheapest?',
      'Best API gateway for startups?',
    ];
    const prompts = [];
    for (const q of questions) {
      const result = await add(topic.id, q);
      expect(result.errors).toBeUndefined();
      prompts.push(result.data.addPrompt.prompt);
    }
    const dupe = await add(topic.id, 'what are the BEST api gateways?');
    expect(dupe.errors?.[0]?.message).toBe(
      'The topic "API gateways" already has the prompt "what are the BEST api gateways?".',
    );
    expect((await add(topic.id, 'hi')).errors?.[0]?.message).toMatch(/5 to 500 characters/);
    expect((await add(topic.id, 'x'.repeat(501))).errors?.[0]?.message).toMatch(/5 to 500 characters/);
    expect(
      (await add('00000000-0000-0000-0000-000000000000', 'A fine question?')).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');

    const edited = await gql(
      `mutation($id: ID!) { editPrompt(input: { id: $id, question: "Which API gateway is the cheapest in 2026?" }) { prompt { question } } }`,
      {
        id: prompts[1].id,
      },
    );
    expect(edited.data.editPrompt.prompt.question).toBe('Which API gateway is the cheapest in 2026?');
    const moved = await gql(
      `mutation($id: ID!, $t: ID!) { movePrompt(input: { id: $id, topicId: $t }) { prompt { topicId } } }`,
      {
        id: prompts[2].id,
        t: other.id,
      },
    );
    expect(moved.data.movePrompt.prompt.topicId).toBe(other.id);
    const extra = (await add(other.id, 'Which docs tool has the best search?')).data.addPrompt.prompt;
    const archived = await gql(
      `mutation($id: ID!) { archivePrompt(input: { id: $id }) { prompt { archived } } }`,
      {
        id: extra.id,
      },
    );
    expect(archived.data.archivePrompt.prompt.archived).toBe(true);
    // Archiving keeps the prompt (and its history): it is listed, flagged archived, and re-adding the text is allowed.
    expect((await add(other.id, 'Which docs tool has the best search?')).errors).toBeUndefined();

    const third = (await gql(`mutation { createTopic(input: { name: "Old stuff" }) { topic { id } } }`)).data
      .createTopic.topic;
    await add(third.id, 'A prompt that will be archived with its topic');
    const archivedTopic = await gql(
      `mutation($id: ID!) { archiveTopic(input: { id: $id }) { topic { archived prompts { archived } } } }`,
      {
        id: third.id,
      },
    );
    expect(archivedTopic.data.archiveTopic.topic).toEqual({ archived: true, prompts: [{ archived: true }] });
    expect((await add(third.id, 'Another question here')).errors?.[0]?.message).toMatch(/archived/);
    // A new topic may reuse an archived topic's name; it gets a slug of its own.
    const again = await gql(`mutation { createTopic(input: { name: "Old stuff" }) { topic { slug } } }`);
    expect(again.data.createTopic.topic.slug).toBe('old-stuff-2');
    await gql(`mutation($id: ID!) { archiveTopic(input: { id: $id }) { topic { id } } }`, {
      id: (await gql('{ managedTopics { id name } }')).data.managedTopics.find(
        (t: any) => t.name === 'Old stuff',
      ).id,
    });

    const listed = await gql(`{ managedTopics { name isAggregate prompts { question archived } } }`);
    expect(listed.data.managedTopics.map((t: any) => t.name)).toEqual([
      'Aggregate',
      'API gateways',
      'Developer docs',
    ]);

    const aggregate = listed.data.managedTopics[0];
    expect(aggregate.isAggregate).toBe(true);
    const aggregateId = (await gql('{ managedTopics { id isAggregate } }')).data.managedTopics[0].id;
    expect(
      (
        await gql(`mutation($id: ID!) { archiveTopic(input: { id: $id }) { topic { id } } }`, {
          id: aggregateId,
        })
      ).errors?.[0]?.message,
    ).toMatch(/cannot be archived/);
  });

  test('engines per account and samples per prompt', async () => {
    const bad = await gql(
      'mutation { updateCollectionSettings(input: { platforms: [] }) { settings { platforms } } }',
    );
    expect(bad.errors?.[0]?.message).toBe('Choose at least one engine.');
    const badSamples = await gql(
      'mutation { updateCollectionSettings(input: { samplesPerPrompt: 11 }) { settings { platforms } } }',
    );
    expect(badSamples.errors?.[0]?.message).toMatch(/1 to 10/);
    const set = await gql(
      'mutation { updateCollectionSettings(input: { platforms: [CLAUDE, CHATGPT, CHATGPT] }) { settings { platforms samplesPerPrompt realPlatforms dailyHourUtc } } }',
    );
    expect(set.data.updateCollectionSettings.settings).toEqual({
      platforms: ['CHATGPT', 'CLAUDE'],
      samplesPerPrompt: 1,
      realPlatforms: [],
      dailyHourUtc: 6,
    });
  });

  test('a new engine (DeepSeek) is off until chosen in Settings, then asked simulated without a key', async () => {
    const chooser = await signUp('deepseek-chooser');
    const settings = '{ collectionSettings { platforms realPlatforms } }';
    const before = await gql(settings, {}, chooser.token);
    expect(before.data.collectionSettings.platforms).toEqual(['CHATGPT', 'PERPLEXITY', 'GEMINI']);
    const set = await gql(
      'mutation { updateCollectionSettings(input: { platforms: [DEEPSEEK, CHATGPT] }) { settings { platforms realPlatforms } } }',
      {},
      chooser.token,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.updateCollectionSettings.settings).toEqual({
      platforms: ['CHATGPT', 'DEEPSEEK'],
      realPlatforms: [],
    });
  });

  test('country and language: ISO codes in any casing are stored upper/lower case; anything else is refused in words', async () => {
    const chooser = await signUp('market-chooser');
    const settings = '{ collectionSettings { country language } }';
    expect((await gql(settings, {}, chooser.token)).data.collectionSettings).toEqual({
      country: 'US',
      language: 'en',
    });
    const update = (input: string) =>
      gql(
        `mutation { updateCollectionSettings(input: { ${input} }) { settings { country language } } }`,
        {},
        chooser.token,
      );
    const set = await update('country: " gb ", language: "DE"');
    expect(set.errors).toBeUndefined();
    expect(set.data.updateCollectionSettings.settings).toEqual({ country: 'GB', language: 'de' });

    for (const [input, message] of [
      ['country: "UK"', 'The country must be a two-letter ISO 3166-1 code, such as US, GB or DE.'],
      ['country: "USA"', 'The country must be a two-letter ISO 3166-1 code, such as US, GB or DE.'],
      ['language: "xx"', 'The language must be a two-letter ISO 639-1 code, such as en, de or fr.'],
      ['language: "eng"', 'The language must be a two-letter ISO 639-1 code, such as en, de or fr.'],
    ] as const) {
      const refused = await update(input);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    // A refused change leaves the settings as they were.
    expect((await gql(settings, {}, chooser.token)).data.collectionSettings).toEqual({
      country: 'GB',
      language: 'de',
    });
  });

  test('another account cannot touch these topics', async () => {
    const intruder = await signUp('intruder');
    const topicId = (await gql('{ managedTopics { id isAggregate } }')).data.managedTopics[1].id;
    const rename = await gql(
      `mutation($id: ID!) { renameTopic(input: { id: $id, name: "Mine now" }) { topic { id } } }`,
      { id: topicId },
      intruder.token,
    );
    expect(rename.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unauthenticated = await graphql<any>(server.url, 'mutation { startCollectionRun { created } }');
    expect(unauthenticated.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const RUN_FIELDS =
  'id day status trigger total answered failures refusals settled percent byEngine { platform answered failures refusals } error';

describe('Run now, progress and the answers behind the figures', () => {
  test('a run completes on the simulated engines; progress, answers and intervals agree', async () => {
    // A second Run now while the first is queued joins it (one request: the second right after the first).
    const started = await gql(`mutation {
      first: startCollectionRun { created run { ${RUN_FIELDS} } }
      second: startCollectionRun { created run { id } }
    }`);
    expect(started.errors).toBeUndefined();
    expect(started.data.first.created).toBe(true);
    const runId = started.data.first.run.id;
    expect(started.data.second).toEqual({ created: false, run: { id: runId } });

    const seen: number[] = [];
    let run: any;
    const deadline = Date.now() + 60_000;
    for (;;) {
      run = (await gql(`query($id: ID!) { collectionRun(id: $id) { ${RUN_FIELDS} } }`, { id: runId })).data
        .collectionRun;
      seen.push(run.settled);
      if (run.status === 'COMPLETED') break;
      if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(run)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // 4 active prompts (3 + the re-added one) × 2 engines × 1 sample
    expect(run.total).toBe(8);
    expect(run.settled).toBe(8);
    expect(run.percent).toBe(100);
    // Refusals are settled too (the simulated engines decline now and then).
    expect(run.answered + run.failures + run.refusals).toBe(8);
    expect(run.byEngine.map((e: any) => e.platform)).toEqual(['chatgpt'.toUpperCase(), 'CLAUDE']);
    expect(run.byEngine.reduce((sum: number, e: any) => sum + e.answered + e.failures + e.refusals, 0)).toBe(
      8,
    );
    expect(run.trigger).toBe('MANUAL');

    const latest = await gql(`{ latestCollectionRun { id } collectionRuns(first: 5) { id } }`);
    expect(latest.data.latestCollectionRun.id).toBe(runId);
    expect(latest.data.collectionRuns.map((r: any) => r.id)).toContain(runId);

    // Every answer once; the rollups equal a recomputation from the answers.
    const [dupes] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from (select prompt_id, platform, collected_on, sample from answers where user_id = $1
       group by 1, 2, 3, 4 having count(*) > 1) d`,
      [brandId],
    );
    expect(dupes!.n).toBe(0);
    expect(await storedRollups(server.db)).toEqual(await recomputedRollups(server.db));

    // The overview's figure, its Wilson interval and the answers connection tell the same story.
    const overview =
      await gql(`{ overview { metrics { visibility latestAnswers latestImpressions visibilityInterval {
      day impressions answers failures visibility low high significantChange } } } }`);
    const metrics = overview.data.overview.metrics;
    const interval = metrics.visibilityInterval;
    expect(interval.answers).toBe(metrics.latestAnswers);
    expect(interval.impressions).toBe(metrics.latestImpressions);
    expect(interval.answers + interval.failures).toBe(8 - run.refusals);
    expect(interval.answers).toBe(run.answered);
    expect(interval.visibility).toBeCloseTo(metrics.visibility, 1);
    expect(interval.low).toBeLessThanOrEqual(interval.visibility);
    expect(interval.high).toBeGreaterThanOrEqual(interval.visibility);
    expect(interval.significantChange).toBe(false);

    const page1 = await gql(
      `query($f: AnswersFilter) { answers(filter: $f, first: 5) { totalCount okCount visibleCount failureCount
      pageInfo { hasNextPage endCursor } edges { cursor node { id question platform engine model simulated day status error text
      visible position sentiment sentimentLabel analyzer competitors { name position } sources { url domain }
      mentions { start end name isBrand } } } } }`,
      { f: { day: run.day } },
    );
    expect(page1.errors).toBeUndefined();
    const connection = page1.data.answers;
    expect(connection.totalCount).toBe(8);
    expect(connection.okCount).toBe(interval.answers);
    expect(connection.visibleCount).toBe(interval.impressions);
    expect(connection.failureCount).toBe(interval.failures);
    expect(connection.edges).toHaveLength(5);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    for (const { node } of connection.edges) {
      expect(node.simulated).toBe(true);
      expect(node.engine).toBe('simulated');
      if (node.status === 'OK') {
        expect(node.text.length).toBeGreaterThan(0);
        for (const mention of node.mentions)
          expect(node.text.slice(mention.start, mention.end).toLowerCase()).toContain(
            mention.name.toLowerCase().slice(0, 4),
          );
        expect(node.mentions.some((m: any) => m.isBrand)).toBe(node.visible);
        expect(node.analyzer).toBe(RULES_ANALYZER);
        // The label follows the stored score with the thresholds How we measure states.
        const label =
          node.sentiment === null
            ? null
            : node.sentiment >= SENTIMENT_POSITIVE_FROM
              ? 'POSITIVE'
              : node.sentiment < SENTIMENT_NEGATIVE_BELOW
                ? 'NEGATIVE'
                : 'NEUTRAL';
        expect(node.sentimentLabel).toBe(label);
      } else {
        expect(node.error).toEqual(expect.stringMatching(/\S/));
        expect(node.visible).toBeNull();
        expect(node.analyzer).toBeNull();
        expect(node.sentimentLabel).toBeNull();
      }
    }
    const page2 = await gql(
      `query($after: String) { answers(filter: { }, first: 5, after: $after) { pageInfo { hasNextPage } edges { node { id } } } }`,
      {
        after: connection.pageInfo.endCursor,
      },
    );
    const ids = [...connection.edges, ...page2.data.answers.edges].map((e: any) => e.node.id);
    expect(new Set(ids).size).toBe(8);
    expect(page2.data.answers.pageInfo.hasNextPage).toBe(false);
    const bad = await gql('{ answers(first: 500) { totalCount } }');
    expect(bad.errors?.[0]?.message).toMatch(/between 0 and 100/);
    const badCursor = await gql('{ answers(after: "nope") { totalCount } }');
    expect(badCursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const onlyVisible = await gql('{ answers(filter: { visible: true, platform: CLAUDE }) { totalCount } }');
    const [claudeVisible] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from answers where user_id = $1 and platform = 'claude' and visible`,
      [brandId],
    );
    expect(onlyVisible.data.answers.totalCount).toBe(claudeVisible!.n);

    // Running again today finds everything answered: nothing is asked twice.
    const rerun = await gql(`mutation { startCollectionRun { created run { id } } }`);
    const rerunId = rerun.data.startCollectionRun.run.id;
    for (const until = Date.now() + 30_000; ;) {
      const r = (
        await gql(`query($id: ID!) { collectionRun(id: $id) { status total settled } }`, { id: rerunId })
      ).data.collectionRun;
      if (r.status === 'COMPLETED') {
        expect(r).toEqual({ status: 'COMPLETED', total: 8, settled: 8 });
        break;
      }
      if (Date.now() > until) throw new Error('rerun did not complete');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [count] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from answers where user_id = $1',
      [brandId],
    );
    expect(count!.n).toBe(8);
  }, 120_000);
});
