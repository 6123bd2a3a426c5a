/**
 * Google's AI Overview and AI Mode in a real collection run: the server's DataForSEO adapters (DATAFORSEO_*
 * pointed at a stub on 127.0.0.1 answering in DataForSEO's format) asked for the brand's country and
 * language; a search without an AI Overview is stored as NO_ANSWER, out of every denominator and shown as
 * the platform's answer rate.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { startReplayServer, type ReplayServer } from '../../test/replay.testkit';
import { aiModeResponse, aiOverviewAbsent, aiOverviewResponse } from '../../test/vendor-responses.testkit';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';

let stub: ReplayServer;
let server: TestServer;
let token: string;

const WITH_OVERVIEW = 'best crm for small teams';
const WITHOUT_OVERVIEW = 'crm with the cheapest seats';

const gql = async (query: string, variables: Record<string, unknown> = {}) =>
  (await graphql<any>(server.url, query, variables, token)).body;

beforeAll(async () => {
  // DataForSEO's two live endpoints: the organic results page has an AI Overview for one search only.
  stub = await startReplayServer((request) => {
    const [task] = request.body as { keyword: string }[];
    if (request.path === '/v3/serp/google/ai_mode/live/advanced') return { body: aiModeResponse };
    if (request.path === '/v3/serp/google/organic/live/advanced')
      return { body: task?.keyword === WITH_OVERVIEW ? aiOverviewResponse : aiOverviewAbsent };
    return { status: 404, body: { status_code: 40400, status_message: 'Not Found.' } };
  });
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      DATAFORSEO_LOGIN: 'api@example.com',
      DATAFORSEO_PASSWORD: 'dfs-secret',
      DATAFORSEO_BASE_URL: stub.url,
      ENGINE_RATE_PER_MINUTE: '0',
    },
  });
  const account = await signUp(server.url, 'google-runner');
  token = account.token;
  const { brandId } = account;
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'HubSpot', 'https://hubspot.com', '{}')`,
    [brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'Pipedrive', 'pipedrive.com')`,
    [brandId],
  );
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'CRM', 'crm') returning id`,
    [brandId],
  );
  await server.db.query(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, $3), ($1, $2, $4)`,
    [brandId, topic!.id, WITH_OVERVIEW, WITHOUT_OVERVIEW],
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
  await stub?.close();
});

const RUN =
  'id status total answered failures refusals noAnswers settled byEngine { platform answered noAnswers }';

test('a run on Google AI Overview and AI Mode for Germany in German: answers, one no answer, the answer rate', async () => {
  const chosen = await gql(`mutation {
    updateCollectionSettings(input: { platforms: [GOOGLE_AI_OVERVIEW, GOOGLE_AI_MODE], country: "de", language: "DE" }) {
      settings { platforms realPlatforms country language } } }`);
  expect(chosen.errors).toBeUndefined();
  expect(chosen.data.updateCollectionSettings.settings).toEqual({
    platforms: ['GOOGLE_AI_OVERVIEW', 'GOOGLE_AI_MODE'],
    realPlatforms: ['GOOGLE_AI_OVERVIEW', 'GOOGLE_AI_MODE'],
    country: 'DE',
    language: 'de',
  });

  const started = await gql(`mutation { startCollectionRun { run { id } } }`);
  expect(started.errors).toBeUndefined();
  let run: any;
  const deadline = Date.now() + 60_000;
  for (;;) {
    run = (
      await gql(`query($id: ID!) { collectionRun(id: $id) { ${RUN} } }`, {
        id: started.data.startCollectionRun.run.id,
      })
    ).data.collectionRun;
    if (run.status === 'COMPLETED') break;
    if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // 2 prompts × 2 surfaces: three answers and one search Google showed no AI Overview for, all settled.
  expect(run).toMatchObject({ total: 4, answered: 3, failures: 0, refusals: 0, noAnswers: 1, settled: 4 });
  expect(run.byEngine).toEqual([
    { platform: 'GOOGLE_AI_OVERVIEW', answered: 1, noAnswers: 1 },
    { platform: 'GOOGLE_AI_MODE', answered: 2, noAnswers: 0 },
  ]);

  // The brand's 4 requests, and each canary question once on each platform (issue 62), as the plan prices them.
  const canaries = await gql(`{ canaryPrompts { questions } }`);
  expect(canaries.errors).toBeUndefined();
  const questions = new Set<string>(canaries.data.canaryPrompts.questions);
  const keyword = (request: (typeof stub.requests)[number]) => (request.body as any)[0].keyword as string;
  const own = stub.requests.filter((request) => !questions.has(keyword(request)));
  expect(own).toHaveLength(4);
  // The default canaries are not asked until the brand saves them.
  expect(stub.requests.length - own.length).toBe(0);
  // Every request: DataForSEO's Basic login, one task for Germany (Google's criterion 2276) in German.
  for (const request of stub.requests) {
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('api@example.com:dfs-secret').toString('base64')}`,
    );
    expect(request.body).toEqual([
      expect.objectContaining({ location_code: 2276, language_code: 'de', keyword: expect.any(String) }),
    ]);
  }
  const organic = own.filter((r) => r.path.includes('/organic/'));
  expect(organic.map((r) => (r.body as any)[0].load_async_ai_overview)).toEqual([true, true]);

  const none = await gql(`{ answers(filter: { status: NO_ANSWER }, first: 5) { totalCount noAnswerCount
    edges { node { platform question status engine model simulated text visible sources { url } } } } }`);
  expect(none.errors).toBeUndefined();
  expect(none.data.answers.edges.map((e: any) => e.node)).toEqual([
    {
      platform: 'GOOGLE_AI_OVERVIEW',
      question: WITHOUT_OVERVIEW,
      status: 'NO_ANSWER',
      engine: 'dataforseo-ai-overview',
      model: 'google-ai-overview',
      simulated: false,
      text: null,
      visible: null,
      sources: [],
    },
  ]);

  // The overview's answer, read as any other: HubSpot named, its references as sources.
  const shown = await gql(`{ answers(filter: { platforms: [GOOGLE_AI_OVERVIEW], status: OK }, first: 5) {
    edges { node { question visible sources { url } } } } }`);
  expect(shown.data.answers.edges.map((e: any) => e.node)).toEqual([
    {
      question: WITH_OVERVIEW,
      visible: true,
      sources: expect.arrayContaining([
        expect.objectContaining({ url: expect.stringContaining('g2.com/categories/crm') }),
      ]),
    },
  ]);

  // Out of the denominators: 3 answers, not 4; the Top Platforms card's answer rate says how often Google
  // showed one.
  const figures = await gql(`{ overview(period: { preset: ALL_TIME }, promptKind: ALL) {
    metrics { answers impressions failures refusals noAnswers visibility }
    topPlatforms { platform answers noAnswers answerRate refusalRate } } }`);
  expect(figures.errors).toBeUndefined();
  const { metrics, topPlatforms } = figures.data.overview;
  expect(metrics).toMatchObject({ answers: 3, failures: 0, refusals: 0, noAnswers: 1 });
  expect(metrics.visibility).toBeCloseTo((100 * metrics.impressions) / 3, 1);
  expect(
    Object.fromEntries(topPlatforms.map((p: any) => [p.platform, [p.answers, p.noAnswers, p.answerRate]])),
  ).toEqual({ GOOGLE_AI_OVERVIEW: [1, 1, 50], GOOGLE_AI_MODE: [2, 0, 100] });
  expect(await storedRollups(server.db)).toEqual(await recomputedRollups(server.db));
});
